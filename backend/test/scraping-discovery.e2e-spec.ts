import { Organization } from '../src/organizations/organization.entity';
import { discoverySitePages, SITE_EMAILS, SITE_FAX, SITE_NAME, SITE_PHONES } from './fixtures/scraping/discovery-site';
import { FixtureServer, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

describe('organization discovery (API, against a local 25-page site)', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let admin: string;
  const discover = (urls: unknown) => t.http.post('/api/admin/discover-organizations').set(bearer(admin)).send({ urls });
  const save = (org: object) => t.http.post('/api/admin/save-discovered-org').set(bearer(admin)).send(org);
  const pageHits = (prefix: string) => srv.requests.filter((r) => r.path.startsWith(prefix)).length;

  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
    admin = await adminToken(t.app);
    for (const [p, page] of Object.entries(discoverySitePages())) srv.content(p, page.body, page.type ?? 'text/html; charset=utf-8');
    srv.robots('User-agent: *\nDisallow: /site/members/\n');
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  let found: Record<string, unknown>;

  it('crawls the site (at most 20 pages, robots.txt honoured) and describes the organization', async () => {
    const r = await discover([`${srv.origin}/site/`]);
    expect(r.status).toBe(200);
    expect(r.body.processed_urls).toEqual([`${srv.origin}/site/`]);
    expect(r.body.errors).toEqual([]);
    expect(r.body.organizations).toHaveLength(1);
    found = r.body.organizations[0];
    expect(found).toMatchObject({
      name: SITE_NAME,
      website: `${srv.origin}/`,
      city: 'Irving',
      state: 'TX',
      description: 'Cultural programs, festivals and community service in North Texas.',
    });
    // Contact details from the pages crawled first (contact, about, events before programs and blog).
    expect([...(found.emails as string[])].sort()).toEqual([...SITE_EMAILS].sort());
    expect([...(found.phones as string[])].sort()).toEqual([...SITE_PHONES].sort());
    expect(found.phones).not.toContain(SITE_FAX);
    expect(found.emails).not.toContain('secret@iant-example.org');
    expect(found.event_pages).toEqual([
      `${srv.origin}/site/events/`,
      'https://www.eventbrite.com/o/india-association-of-north-texas-12345',
      'https://www.facebook.com/iantexas/events',
      'https://calendar.google.com/calendar/embed?src=iant.events%40gmail.com&ctz=America%2FChicago',
      `${srv.origin}/site/events/calendar.ics`,
      'https://calendar.google.com/calendar/ical/iant.events%40gmail.com/public/basic.ics',
    ]);
    expect(found.source_pages).toEqual(
      expect.arrayContaining([`${srv.origin}/site/`, `${srv.origin}/site/contact.html`, `${srv.origin}/site/events/`]),
    );
    expect(new Date(found.last_crawled as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const pages = srv.requests.filter((q) => q.path.startsWith('/site/'));
    expect(pages.length).toBe(20);
    expect(new Set(pages.map((p) => p.path)).size).toBe(20);
    expect(pageHits('/site/members/')).toBe(0); // disallowed by robots.txt
    expect(pageHits('/site/brochure.pdf')).toBe(0);
    expect(pageHits('/site/events/calendar.ics')).toBe(0);
    expect(pageHits('/cdn-cgi/')).toBe(0);
    for (const p of ['/site/contact.html', '/site/about.html', '/site/events/']) expect(pageHits(p)).toBe(1);
    expect(srv.requests.every((q) => q.path === '/robots.txt' || q.path.startsWith('/site/'))).toBe(true);
  });

  it('stops at depth 2', async () => {
    const r = await discover([`${srv.origin}/chain/a.html`]);
    expect(r.body.organizations[0]).toMatchObject({ name: 'Chain Club', city: 'Plano', state: 'TX', emails: [] });
    expect(['a', 'b', 'c', 'd'].map((c) => pageHits(`/chain/${c}.html`))).toEqual([1, 1, 1, 0]);
  });

  it('answers every address on its own in plain words: a malformed line or an unreachable site fails alone', async () => {
    // A local port nothing listens on any more, and a name no DNS knows (.invalid never resolves).
    const gone = await startFixtureServer();
    const goneOrigin = gone.origin;
    await gone.close();
    const here = new URL(srv.origin).host;
    const r = await discover([
      '  ',
      'not a website',
      `${srv.origin}/chain/a.html`,
      'ftp://example.org/',
      `${goneOrigin}/`,
      'ganeshmandir.invalid',
      `${srv.origin}/nothing-here/`,
      'http://',
      '',
    ]);
    expect(r.status).toBe(200);
    expect(r.body.organizations.map((o: { name: string }) => o.name)).toEqual(['Chain Club']);
    expect(r.body.errors).toEqual([
      { url: 'not a website', error: '"not a website" is not a web address' },
      { url: 'ftp://example.org/', error: 'ftp://example.org/ is not a website address (only http:// and https:// sites can be read)' },
      { url: `${goneOrigin}/`, error: `We couldn't reach ${new URL(goneOrigin).host} (nothing answered there)` },
      { url: 'ganeshmandir.invalid', error: "We couldn't reach ganeshmandir.invalid (no such site)" },
      { url: `${srv.origin}/nothing-here/`, error: `${here} has no page at /nothing-here/ (page not found, HTTP 404)` },
      { url: 'http://', error: '"http://" is not a web address' },
    ]);
    expect(r.body.processed_urls).toEqual([
      `${srv.origin}/chain/a.html`,
      `${goneOrigin}/`,
      'https://ganeshmandir.invalid',
      `${srv.origin}/nothing-here/`,
    ]);
    expect(JSON.stringify(r.body.errors)).not.toMatch(/ENOTFOUND|ECONNREFUSED|robots/);
  });

  it('ignores blank lines and refuses what is not a list of addresses', async () => {
    for (const [urls, message] of [
      [[], 'No URLs Provided'],
      [['', '   '], 'No URLs Provided'],
      ['https://example.org', 'urls must be a list of web addresses'],
      [[42], 'urls must be a list of web addresses'],
      [Array(11).fill('https://example.org'), 'At most 10 URLs can be discovered at once'],
    ] as Array<[unknown, string]>) {
      const bad = await discover(urls);
      expect([bad.status, bad.body.error]).toEqual([400, message]);
    }
    const missing = await t.http.post('/api/admin/discover-organizations').set(bearer(admin)).send({});
    expect([missing.status, missing.body.error]).toEqual([400, 'urls must be a list of web addresses']);
  });

  it('saves a discovered organization into the approvals queue (pending, moderated), and refuses duplicates', async () => {
    const r = await save(found);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: SITE_NAME,
      website: `${srv.origin}/`,
      eventsPageUrl: `${srv.origin}/site/events/`,
      eventSources: [
        'https://www.eventbrite.com/o/india-association-of-north-texas-12345',
        'https://www.facebook.com/iantexas/events',
        'https://calendar.google.com/calendar/ical/iant.events%40gmail.com/public/basic.ics',
        `${srv.origin}/site/events/calendar.ics`,
      ],
      city: 'Irving',
      state: 'TX',
      isApproved: false,
    });
    expect(SITE_EMAILS).toContain(r.body.contactEmail);
    expect(SITE_PHONES).toContain(r.body.contactPhone);
    // The website is a raw IP address (the local test server): moderation says so.
    expect(r.body.moderationScore).toBeGreaterThan(0);
    expect(r.body.moderationFlags.join(' ')).toMatch(/raw IP address/);
    const row = await t.ds.getRepository(Organization).findOneByOrFail({ id: r.body.id });
    expect(row).toMatchObject({ isApproved: false, rejectionReason: null, submittedBy: 'discovery:admin', isRegistered: false });

    const again = await save(found);
    expect([again.status, again.body.error]).toEqual([409, `An organization with this website (127.0.0.1) already exists: ${SITE_NAME}`]);
    const sameEmail = await save({ ...found, website: 'https://www.other-site.org/', emails: [r.body.contactEmail.toUpperCase()] });
    expect([sameEmail.status, sameEmail.body.error]).toEqual([
      409,
      `An organization with this email (${r.body.contactEmail}) already exists: ${SITE_NAME}`,
    ]);
    expect(await t.ds.getRepository(Organization).count()).toBe(1);
  });

  it('compares websites by domain (www and scheme ignored; the page on shared hosts)', async () => {
    await makeOrganization(t.ds, {
      name: 'Telugu Association',
      website: 'https://www.tana-example.org/about',
      contactEmail: 'info@tana-example.org',
    });
    await makeOrganization(t.ds, { name: 'Kannada Koota', website: 'https://www.facebook.com/kannadakoota', contactEmail: 'kk@gmail.com' });
    const dup = await save({ name: 'TANA', website: 'http://tana-example.org', city: 'Dallas', state: 'TX' });
    expect([dup.status, dup.body.error]).toEqual([
      409,
      'An organization with this website (tana-example.org) already exists: Telugu Association',
    ]);
    const fbDup = await save({ name: 'KK', website: 'https://m.facebook.com/KannadaKoota/', city: 'Dallas', state: 'TX' });
    expect(fbDup.status).toBe(201); // m.facebook.com is another host
    const fbOther = await save({
      name: 'Marathi Mandal',
      website: 'https://www.facebook.com/marathimandal',
      city: 'Dallas',
      state: 'TX',
      emails: [],
      phones: ['+1 214-555-0100', '(972) 555-0142'],
    });
    expect(fbOther.status).toBe(201);
    expect(fbOther.body).toMatchObject({ contactEmail: null, contactPhone: '(214) 555-0100', eventsPageUrl: null, eventSources: [] });
  });

  it('validates the organization it saves', async () => {
    const cases: Array<[object, string]> = [
      [{ ...found, name: undefined, website: 'https://v1.example.org/' }, 'Name is required'],
      [{ ...found, city: null, website: 'https://v2.example.org/' }, 'City is required'],
      [{ ...found, state: '', website: 'https://v3.example.org/' }, 'State is required'],
      [{ ...found, state: 'XX', website: 'https://v4.example.org/' }, 'State must be a US state code such as TX'],
      [{ ...found, website: 'javascript:alert(1)' }, 'Website must be a web address starting with http:// or https://'],
      [{ ...found, website: 'https://v5.example.org/', emails: ['not-an-email'] }, 'emails must be a list of email addresses'],
      [
        { ...found, website: 'https://v6.example.org/', event_pages: ['file:///etc/passwd'] },
        'event_pages must be a list of web addresses',
      ],
      [{ ...found, website: 'https://v7.example.org/', isApproved: true }, 'property isApproved should not exist'],
      // Phones are checked as at signup (a stored contact phone used to be whatever text came first).
      [{ ...found, website: 'https://v8.example.org/', phones: ['not a phone'] }, 'Please enter a valid US phone number'],
      [{ ...found, website: 'https://v9.example.org/', phones: ['(773) 508-5885', '555-01'] }, 'Please enter a valid US phone number'],
      [{ ...found, website: 'https://v10.example.org/', phones: ['+44 20 7946 0958'] }, 'Please enter a valid US phone number'],
      // A browser opens evil.test for this one.
      [{ ...found, website: 'https://evil.test\\@v11.example.org/' }, 'Website must be a web address starting with http:// or https://'],
    ];
    const before = await t.ds.getRepository(Organization).count();
    for (const [body, message] of cases) {
      const r = await save(body);
      expect([r.status, r.body.error]).toEqual([400, message]);
    }
    expect(await t.ds.getRepository(Organization).count()).toBe(before);
  });
});
