import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The links the widget draws when a host page loads its script from each of `scriptOrigins`: the script as `t` serves
 * it (PUBLIC_URL put in), run in jsdom (support/widget-page.worker.js), its API requests answered by `t`.
 */
async function widgetLinks(t: TestApp, scriptOrigins: string[], organizationId: string): Promise<Record<string, string[]>> {
  const script = (await t.http.get('/embed.js').expect(200)).text;
  const worker = new Worker(path.join(__dirname, 'support/widget-page.worker.js'), {
    workerData: { script, scriptOrigins, organizationId },
  });
  try {
    return await new Promise((resolve, reject) => {
      worker.on('error', reject);
      worker.on('message', (m: { id: number; fetch: string } | { links: Record<string, string[]> }) => {
        if ('links' in m) return resolve(m.links);
        t.http.get(m.fetch).then((r) => worker.postMessage({ id: m.id, status: r.status, body: r.body as unknown }), reject);
      });
    });
  } finally {
    await worker.terminate();
  }
}

/** Each origin's links, checked to be all on `expectedBase(origin)` and to include the event's page. */
function expectLinksOn(links: Record<string, string[]>, expectedBase: (origin: string) => string, eventPath: string) {
  for (const [origin, hrefs] of Object.entries(links)) {
    const base = expectedBase(origin);
    expect({ origin, hrefs }).toEqual({ origin, hrefs: expect.arrayContaining([base + eventPath]) });
    expect({ origin, offBase: hrefs.filter((h) => !h.startsWith(`${base}/`)) }).toEqual({ origin, offBase: [] });
  }
}

describe('embeddable widget (server side)', () => {
  let t: TestApp;
  let orgId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const org = await makeOrganization(t.ds, { name: 'Telugu Association of North Texas' });
    const other = await makeOrganization(t.ds, { name: 'Chicago Bengali Club' });
    orgId = org.id;
    ids.ugadi = (
      await makeEvent(t.ds, {
        title: 'Ugadi Utsavam',
        organizationId: org.id,
        date: daysFromToday(4),
        city: 'Irving',
        state: 'TX',
        category: 'Religious Festivals',
      })
    ).id;
    ids.diwali = (
      await makeEvent(t.ds, {
        title: 'Deepavali Cultural Night',
        organizationId: org.id,
        date: daysFromToday(8),
        city: 'Plano',
        state: 'TX',
      })
    ).id;
    ids.pending = (
      await makeEvent(t.ds, { title: 'Pending Picnic', organizationId: org.id, date: daysFromToday(5), isApproved: false })
    ).id;
    ids.pujo = (
      await makeEvent(t.ds, { title: 'Durga Pujo', organizationId: other.id, date: daysFromToday(6), city: 'Naperville', state: 'IL' })
    ).id;
    ids.houstonDiwali = (await makeEvent(t.ds, { title: 'Diwali Mela Houston', date: daysFromToday(7), city: 'Houston', state: 'TX' })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers an organization's upcoming public events, readable from any origin without credentials", async () => {
    const r = await t.http.get(`/api/embed/events?organization=${orgId}`).set('Origin', 'https://temple.example.org').expect(200);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    expect(r.headers['access-control-allow-credentials']).toBeUndefined();
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.body.title).toBe('Telugu Association of North Texas');
    expect(r.body.events.map((e: { id: string }) => e.id)).toEqual([ids.ugadi, ids.diwali]);
    expect(r.body.events[0]).toMatchObject({
      title: 'Ugadi Utsavam',
      url: `http://localhost:3000/event/${ids.ugadi}`,
      colour: '#9a3412',
      city: 'Irving',
    });
    expect(r.body.moreUrl).toBe(`http://localhost:3000/organizations/${orgId}`);
  });

  it('filters by metro, language and festival', async () => {
    const titles = async (q: string) =>
      (await t.http.get(`/api/embed/events?${q}`).expect(200)).body.events.map((e: { title: string }) => e.title);
    expect(await titles('metro=dallas-fort-worth')).toEqual(['Ugadi Utsavam', 'Deepavali Cultural Night']);
    expect(await titles('festival=diwali')).toEqual(['Diwali Mela Houston', 'Deepavali Cultural Night']);
    expect(await titles('festival=diwali-2026&metro=houston')).toEqual(['Diwali Mela Houston']);
    expect(await titles('language=bn')).toEqual(['Durga Pujo']);
    expect(await titles(`language=te&organization=${orgId}&limit=1`)).toEqual(['Ugadi Utsavam']);
  });

  it('400 with the known values for an unknown metro, language or festival; 400 for a bad id or limit; 404 for an unlisted organization', async () => {
    const msg = async (q: string, status = 400) => (await t.http.get(`/api/embed/events?${q}`).expect(status)).body.message as string;
    expect(await msg('metro=atlantis')).toMatch(/^Unknown metro 'atlantis'\. Known metros: .*houston/);
    expect(await msg('language=klingon')).toMatch(/^Unknown language 'klingon'\. Known languages: te, ta, .*all$/);
    expect(await msg('festival=halloween')).toMatch(/^Unknown festival 'halloween'\. Known festivals: diwali, /);
    expect(await msg('organization=12')).toBe('Invalid organizationId');
    expect(await msg('limit=500')).toBe('limit must be a whole number from 1 to 50');
    expect(await msg('colour=red')).toMatch(/colour/);
    const hidden = await makeOrganization(t.ds, { isApproved: false });
    expect(await msg(`organization=${hidden.id}`, 404)).toBe('Organization not found');
    // The error can be read by the widget on the host page.
    const r = await t.http.get('/api/embed/events?metro=atlantis').set('Origin', 'https://temple.example.org').expect(400);
    expect(r.headers['access-control-allow-origin']).toBe('*');
  });

  it("with unknown=ignore (the widget's script), an unknown metro, language, festival or tag is left out and named briefly", async () => {
    const r = await t.http.get(`/api/embed/events?organization=${orgId}&metro=dalas&language=klingon&unknown=ignore`).expect(200);
    expect(r.body.title).toBe((await t.http.get(`/api/embed/events?organization=${orgId}`).expect(200)).body.title);
    expect(r.body.events.map((e: { title: string }) => e.title)).toContain('Ugadi Utsavam');
    expect(r.body.ignored).toEqual({
      metro: 'metro "dalas" is not known, so it is left out; the known ones: http://localhost:3000/api/metros',
      language: 'language "klingon" is not known, so it is left out; the known ones: http://localhost:3000/api/languages',
    });
    // A malformed organization or limit is still an error, and unknown takes only 'ignore'.
    await t.http.get('/api/embed/events?organization=12&unknown=ignore').expect(400);
    await t.http.get('/api/embed/events?limit=0&unknown=ignore').expect(400);
    await t.http.get('/api/embed/events?unknown=yes').expect(400);
  });

  it('serves /embed.js, under 15 KB gzipped, loadable from other origins, with no cookie access', async () => {
    const r = await t.http
      .get('/embed.js')
      .expect(200)
      .expect('content-type', /text\/javascript/);
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.text).toContain("customElements.define('sangam-events'");
    expect(r.text).toContain("credentials: 'omit'");
    expect(r.text).not.toMatch(/document\.cookie|localStorage|sessionStorage|eval\(|innerHTML/);
    expect(r.text).toContain('"Sangam"');
    // Links are built on PUBLIC_URL's origin (or the script's address when it is PUBLIC_URL spelled another way).
    expect(r.text).toContain(`var PUBLIC = "http://localhost:3000";`);
    const gz = gzipSync(Buffer.from(r.text)).length;
    expect(gz).toBeLessThan(15 * 1024);
  });

  it('the iframe page lists the events under a strict policy of its own and may be framed anywhere', async () => {
    const r = await t.http.get(`/embed/events?organization=${orgId}`).expect(200).expect('content-type', /html/);
    const csp = r.headers['content-security-policy'] as string;
    expect(csp).toMatch(/^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors \*$/);
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(r.text).not.toContain('<script');
    expect(r.text).toContain(`<a href="http://localhost:3000/event/${ids.ugadi}" target="_blank" rel="noopener">Ugadi Utsavam</a>`);
    expect(r.text).toContain('<ul role="list">');
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(r.text).toContain(`<style nonce="${nonce}">`);
    // An unknown festival or metro is left out for the iframe's visitors (never a list of the known ones).
    const unknown = await t.http.get(`/embed/events?organization=${orgId}&festival=%3Cscript%3E&metro=atlantis`).expect(200);
    expect(unknown.text).toContain('>Ugadi Utsavam</a>');
    expect(unknown.text).not.toContain('<script>');
    expect(unknown.text).not.toContain('houston');
    const bad = await t.http.get('/embed/events?limit=%3Cscript%3E').expect(400);
    expect(bad.text).toContain('limit must be a whole number from 1 to 50');
  });

  it('links to the event on the address the script came from when it is PUBLIC_URL (localhost) spelled another way', async () => {
    const spellings = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];
    // Another scheme, port or host is not a spelling of PUBLIC_URL: links stay on it.
    const others = ['https://localhost:3000', 'http://localhost:3001', 'http://sangam.example.org:3000'];
    const links = await widgetLinks(t, [...spellings, ...others], orgId);
    expect(Object.keys(links)).toHaveLength(6);
    expectLinksOn(links, (o) => (spellings.includes(o) ? o : 'http://localhost:3000'), `/event/${ids.ugadi}`);
  });

  describe.each([
    ['https://www.example.org', 'https://example.org'],
    ['https://example.org', 'https://www.example.org'],
  ])('with PUBLIC_URL %s', (publicUrl, otherSpelling) => {
    let site: TestApp;
    let eventId: string;
    let organizationId: string;
    beforeAll(async () => {
      site = await createTestApp({ PUBLIC_URL: publicUrl });
      organizationId = (await makeOrganization(site.ds, { name: 'Sunnyvale Hindu Temple' })).id;
      eventId = (await makeEvent(site.ds, { title: 'Navratri Garba', organizationId, date: daysFromToday(3) })).id;
    });
    afterAll(async () => {
      await site?.close();
    });

    it(`links to the event on ${otherSpelling} when the script came from there (www or not: one site), else on PUBLIC_URL`, async () => {
      const spellings = [publicUrl, otherSpelling];
      // http for an https PUBLIC_URL, or a host that is not PUBLIC_URL's: links stay on PUBLIC_URL.
      const others = [
        publicUrl.replace('https:', 'http:'),
        otherSpelling.replace('https:', 'http:'),
        'https://example.net',
        'https://evil-example.org',
      ];
      const links = await widgetLinks(site, [...spellings, ...others], organizationId);
      expect(Object.keys(links)).toHaveLength(6);
      expectLinksOn(links, (o) => (spellings.includes(o) ? o : publicUrl), `/event/${eventId}`);
    });
  });
});
