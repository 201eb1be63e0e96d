import { FixtureServer, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

describe('who owns a scraping source (issue 19, item 5)', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let admin: string;

  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  const addSource = async (body: object) => {
    const r = await t.http.post('/api/scraping/sources').set(bearer(admin)).send(body);
    expect(r.status).toBe(201);
    return r.body as { id: string };
  };
  const source = async (id: string) => (await t.ds.query(`SELECT * FROM scraping_sources WHERE id = $1`, [id]))[0];
  const count = async (where: string, params: unknown[]) =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM events WHERE ${where}`, params))[0].n as number;

  it("an organization listing an admin's source URL does not take the source over, nor its events", async () => {
    const url = `${srv.origin}/temple/calendar.ics`;
    const mine = await addSource({ name: 'Temple calendar (admin)', type: 'calendar', url });
    const other = await makeOrganization(t.ds, { name: 'Another Org', city: 'Irving', state: 'TX', isApproved: true });
    const claimed = await addSource({
      name: 'Links page',
      type: 'other',
      url: `${srv.origin}/eventbrite/o/links-only.html`,
      organizationId: other.id,
    });
    const squatter = await makeOrganization(t.ds, {
      name: 'Squatter Org',
      city: 'Irving',
      state: 'TX',
      isApproved: true,
      eventsPageUrl: url,
      eventSources: [`${srv.origin}/eventbrite/o/links-only.html`],
    });

    const run = await t.http.post('/api/scraping/run').set(bearer(admin)).send({});
    expect(run.status).toBe(200);
    expect(await source(mine.id)).toMatchObject({ origin: 'manual', organizationId: null });
    expect(await source(claimed.id)).toMatchObject({ origin: 'manual', organizationId: other.id });
    const [{ n: sources }] = await t.ds.query(`SELECT count(*)::int AS n FROM scraping_sources`);
    expect(sources).toBe(2); // no second source for the same URLs
    expect(await count(`"sourceId" = $1`, [mine.id])).toBeGreaterThan(0);
    expect(await count(`"organizationId" = $1`, [squatter.id])).toBe(0);
  });

  it("deleting an organization keeps an admin's source and the events it brought (without the organization); its own sources and events go", async () => {
    const org = await makeOrganization(t.ds, { name: 'Leaving Org', city: 'Dallas', state: 'TX', isApproved: true });
    const keep = await makeOrganization(t.ds, { name: 'Staying Org', city: 'Dallas', state: 'TX', isApproved: true });
    const adminSource = await addSource({
      name: 'Admin source for Leaving Org',
      type: 'other',
      url: 'https://admin-made.example/events',
      organizationId: org.id,
    });
    const [{ id: orgSource }] = await t.ds.query(
      `INSERT INTO scraping_sources (name, type, url, "organizationId", origin) VALUES ('Leaving Org page', 'other', 'https://leaving.example/events', $1, 'organization') RETURNING id`,
      [org.id],
    );
    const fromAdminSource = await makeEvent(t.ds, {
      title: 'Garba from the admin source',
      organizationId: org.id,
      sourceId: adminSource.id,
      sourceEventKey: 'a1',
    });
    const fromOwnPage = await makeEvent(t.ds, {
      title: 'Scraped from its own page',
      organizationId: org.id,
      sourceId: orgSource,
      sourceEventKey: 'o1',
    });
    const ownEvent = await makeEvent(t.ds, { title: 'Entered by the organizer', organizationId: org.id });
    const unrelated = await makeEvent(t.ds, { title: 'Another organization event', organizationId: keep.id });

    const del = await t.http.delete(`/api/admin/organizations/${org.id}`).set(bearer(admin));
    expect(del.status).toBe(200);

    expect(await source(adminSource.id)).toMatchObject({ origin: 'manual', organizationId: null, name: 'Admin source for Leaving Org' });
    expect(await source(orgSource)).toBeUndefined();
    const rows: Array<{ id: string; organizationId: string | null; sourceId: string | null }> = await t.ds.query(
      `SELECT id, "organizationId", "sourceId" FROM events WHERE id = ANY($1)`,
      [[fromAdminSource.id, fromOwnPage.id, ownEvent.id, unrelated.id]],
    );
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: fromAdminSource.id, organizationId: null, sourceId: adminSource.id },
        { id: unrelated.id, organizationId: keep.id, sourceId: null },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // The admin's source is still listed and can run, now attributed to no organization.
    const listed = (await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<{
      id: string;
      organizationName: string | null;
    }>;
    expect(listed.find((s) => s.id === adminSource.id)).toMatchObject({ organizationName: null });
  });
  it('re-approving a rejected organization turns back on the sources its rejection turned off, and only those (issue 22)', async () => {
    const org = await makeOrganization(t.ds, {
      name: 'Returning Temple',
      city: 'Plano',
      state: 'TX',
      isApproved: true,
      eventsPageUrl: 'https://returning-temple.example/events',
      eventSources: ['https://returning-temple.example/calendar.ics', 'https://returning-temple.example/old.ics'],
    });
    const put = (path: string, body: object = {}) => t.http.put(path).set(bearer(admin)).send(body);
    // Approving makes its three sources at once (a PUT on the approval re-syncs them).
    expect((await put(`/api/admin/organizations/${org.id}/approve`)).status).toBe(200);
    const sources = async () =>
      new Map<string, { id: string; active: boolean }>(
        (await t.ds.query(`SELECT id, url, active FROM scraping_sources WHERE "organizationId" = $1`, [org.id])).map(
          (s: { id: string; url: string; active: boolean }) => [s.url, s],
        ),
      );
    const before = await sources();
    expect(before.size).toBe(3);
    // An admin turns one off by hand before the rejection: it must stay off.
    const oldFeed = before.get('https://returning-temple.example/old.ics')!;
    expect((await put(`/api/scraping/sources/${oldFeed.id}`, { active: false })).status).toBe(200);

    const rejected = await put(`/api/admin/organizations/${org.id}/reject`, { reason: 'Website unreachable' });
    expect(rejected.status).toBe(200);
    expect([...(await sources()).values()].map((s) => s.active)).toEqual([false, false, false]);

    expect((await put(`/api/admin/organizations/${org.id}/approve`)).status).toBe(200);
    const after = await sources();
    expect(after.get('https://returning-temple.example/events')!.active).toBe(true);
    expect(after.get('https://returning-temple.example/calendar.ics')!.active).toBe(true);
    expect(after.get('https://returning-temple.example/old.ics')!.active).toBe(false);
    // The list the Scraping page shows says the same.
    const listed = (await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<{ url: string; active: boolean }>;
    expect(
      listed
        .filter((s) => s.url.startsWith('https://returning-temple.example/') && s.active)
        .map((s) => s.url)
        .sort(),
    ).toEqual(['https://returning-temple.example/calendar.ics', 'https://returning-temple.example/events']);
  });
});
