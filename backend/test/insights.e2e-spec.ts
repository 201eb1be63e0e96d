import { PageViewsService } from '../src/community/page-views.service';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, BROWSER_USER_AGENT as BROWSER, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Insights: the beacon (POST /api/page-views), saves, and what organizers and admins read. */
describe('insights', () => {
  let t: TestApp;
  let org: Organization;
  let event: Event;
  let owner: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    org = await makeOrganization(t.ds, { isRegistered: true });
    event = await makeEvent(t.ds, { organizationId: org.id, title: 'Diwali Mela' });
    owner = `Bearer ${await organizerToken(t.app, org)}`;
    admin = `Bearer ${await adminToken(t.app)}`;
  });
  afterAll(() => t?.close());

  const beacon = (body: Record<string, unknown>, ua: string | null = BROWSER) => {
    const req = t.http.post('/api/page-views');
    if (ua !== null) req.set('User-Agent', ua);
    return req.send(body);
  };
  const flush = () => t.app.get(PageViewsService).flush();
  const insights = async (e: Event, auth = owner) =>
    (await t.http.get(`/api/events/${e.id}/insights`).set('Authorization', auth).expect(200)).body;

  it('counts each kind once per session a day, however often it is repeated, and keeps one row for it', async () => {
    const e = await makeEvent(t.ds, { organizationId: org.id, title: 'Garba Night' });
    const page = `/event/${e.id}`;
    for (let i = 0; i < 20; i++) await beacon({ sessionId: 'session-aaaa-1', page, eventId: e.id }).expect(202);
    await beacon({ sessionId: 'session-bbbb-2', page, eventId: e.id }).expect(202);
    for (const kind of ['calendar', 'ticket', 'share', 'calendar', 'ticket', 'share']) {
      await beacon({ sessionId: 'session-aaaa-1', page, eventId: e.id, kind }).expect(202);
    }
    await beacon({ sessionId: 'session-bbbb-2', page, eventId: e.id, kind: 'ticket' }).expect(202);
    for (let i = 0; i < 3; i++) {
      await t.http.post('/api/saved-events').set('User-Agent', BROWSER).send({ eventId: e.id, userSession: 'session-aaaa-1' }).expect(201);
      await t.http.delete(`/api/saved-events/${e.id}?userSession=session-aaaa-1`).expect(204);
    }
    await flush();

    const body = await insights(e);
    expect(body.totals).toEqual({ views: 2, saves: 1, calendarAdds: 1, ticketClicks: 2, shares: 1 });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[29]).toEqual({ date: today(), views: 2, saves: 1, calendarAdds: 1, ticketClicks: 2, shares: 1 });
    expect([body.from, body.to]).toEqual([daysAgo(29), today()]);
    const [{ activity, views }] = await t.ds.query(
      `SELECT (SELECT count(*) FROM event_activity WHERE "eventId" = $1)::int AS activity,
              (SELECT count(*) FROM page_views WHERE page = $2)::int AS views`,
      [e.id, page],
    );
    expect([activity, views]).toEqual([7, 2]);
  });

  it('bots and requests without a user agent are answered but not counted', async () => {
    const e = await makeEvent(t.ds, { organizationId: org.id });
    const page = `/event/${e.id}`;
    await beacon(
      { sessionId: 'session-bot-1', page, eventId: e.id },
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ).expect(202);
    await beacon({ sessionId: 'session-bot-2', page, eventId: e.id, kind: 'ticket' }, 'facebookexternalhit/1.1').expect(202);
    await beacon({ sessionId: 'session-bot-3', page, eventId: e.id }, null).expect(202);
    await t.http
      .post('/api/saved-events')
      .set('User-Agent', 'curl/8.5.0')
      .send({ eventId: e.id, userSession: 'session-bot-4' })
      .expect(201);
    await flush();
    expect((await insights(e)).totals).toEqual({ views: 0, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 });
    expect(await t.ds.query(`SELECT 1 FROM page_views WHERE page = $1`, [page])).toEqual([]);
  });

  it('refuses bad beacons and queues nothing', async () => {
    await flush();
    const before = await t.ds.query(`SELECT count(*)::int AS n FROM event_activity`);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ sessionId: 'session-cccc-3', page: '/', kind: 'purchase' }, 'kind must be one of: view, calendar, ticket, share'],
      [{ sessionId: 'session-cccc-3', page: '/', kind: 'save', eventId: event.id }, 'kind must be one of: view, calendar, ticket, share'],
      [{ sessionId: 'session-cccc-3', page: '/', kind: 'ticket' }, 'eventId is required for calendar, ticket and share'],
      [{ sessionId: 'session-cccc-3', page: '/', kind: 'share', eventId: '' }, 'eventId is required for calendar, ticket and share'],
      [{ sessionId: 'session-cccc-3', page: '/', kind: 'share', eventId: 'nope' }, 'eventId must be an event id'],
    ];
    for (const [body, message] of bad) {
      const r = await beacon(body);
      expect([r.status, r.body.error]).toEqual([400, message]);
    }
    // An unknown event: answered, nothing stored.
    await beacon({ sessionId: 'session-cccc-3', page: '/', kind: 'share', eventId: '00000000-0000-4000-8000-000000000000' }).expect(202);
    await flush();
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM event_activity`)).toEqual(before);
  });

  it('the last 30 days only, day by day', async () => {
    const e = await makeEvent(t.ds, { organizationId: org.id });
    await t.ds.query(
      `INSERT INTO event_activity ("eventId", day, kind, "sessionId")
       VALUES ($1, $2, 'view', 's1'), ($1, $2, 'view', 's2'), ($1, $3, 'share', 's1'), ($1, $4, 'view', 's1'), ($1, $5, 'view', 's9')`,
      [e.id, daysAgo(10), daysAgo(29), daysAgo(30), daysAgo(45)],
    );
    const body = await insights(e);
    expect(body.totals).toEqual({ views: 2, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 1 });
    expect(body.daily[0]).toMatchObject({ date: daysAgo(29), shares: 1 });
    expect(body.daily[19]).toMatchObject({ date: daysAgo(10), views: 2 });
  });

  it('an organizer sees their own events; another organizer is refused; admins see any', async () => {
    const other = await makeOrganization(t.ds, { isRegistered: true });
    const stranger = `Bearer ${await organizerToken(t.app, other)}`;
    await beacon({ sessionId: 'session-dddd-4', page: `/event/${event.id}`, eventId: event.id }).expect(202);
    await flush();

    const mine = (await t.http.get(`/api/organizations/${org.id}/insights`).set('Authorization', owner).expect(200)).body;
    expect(mine.organizationId).toBe(org.id);
    expect(mine.events.map((x: { eventId: string }) => x.eventId)).toContain(event.id);
    expect(mine.totals.views).toBeGreaterThanOrEqual(3);
    expect(mine.events.find((x: { eventId: string }) => x.eventId === event.id).totals.views).toBe(1);

    await t.http.get(`/api/organizations/${org.id}/insights`).set('Authorization', stranger).expect(403);
    await t.http.get(`/api/events/${event.id}/insights`).set('Authorization', stranger).expect(404);
    await t.http.get(`/api/events/${event.id}/insights`).expect(401);
    expect((await insights(event, admin)).totals.views).toBe(1);
    expect((await t.http.get(`/api/organizations/${org.id}/insights`).set('Authorization', admin).expect(200)).body.events.length).toBe(
      mine.events.length,
    );
    await t.http.get(`/api/events/00000000-0000-4000-8000-000000000000/insights`).set('Authorization', admin).expect(404);
  });

  it("the admin's live figures: events, organizations, page views, saves, subscribers and 90 days of series", async () => {
    await flush();
    // Subscribers: addresses with a confirmed follow (pending, stopped and a second follow of one address don't count).
    await t.ds.query(
      `INSERT INTO follows (email, metro, status) VALUES ('a@x.test', 'dfw', 'active'), ('a@x.test', 'houston', 'active'),
              ('b@x.test', 'dfw', 'active'), ('c@x.test', 'dfw', 'pending'), ('d@x.test', 'dfw', 'unsubscribed')`,
    );
    const res = await t.http.get('/api/admin/statistics').set('Authorization', admin).expect(200);
    const [expected] = await t.ds.query(
      `SELECT (SELECT count(*) FROM organizations WHERE "isApproved")::int AS organizations,
              (SELECT count(*) FROM page_views)::int AS "pageViews",
              (SELECT count(*) FROM saved_events)::int AS saves`,
    );
    expect(res.body).toMatchObject({ ...expected, subscribers: 2, from: daysAgo(89), to: today() });
    expect(res.body.events).toBe((await t.http.get('/api/stats').expect(200)).body.totalEvents);
    expect(res.body.daily).toHaveLength(90);
    const last = res.body.daily[89];
    expect(last.date).toBe(today());
    expect(last.pageViews).toBe(expected.pageViews);
    const [{ views }] = await t.ds.query(`SELECT count(*)::int AS views FROM event_activity WHERE day = $1 AND kind = 'view'`, [today()]);
    expect(last.views).toBe(views);
    expect(res.body.daily.find((d: { date: string }) => d.date === daysAgo(10)).views).toBeGreaterThanOrEqual(2);
    await t.http.get('/api/admin/statistics').set('Authorization', owner).expect(403);
    await t.http.get('/api/admin/statistics').expect(401);
  });

  it('a session is counted once across two app instances', async () => {
    const second = await createTestApp({}, { databaseUrl: t.databaseUrl });
    try {
      const e = await makeEvent(t.ds, { organizationId: org.id });
      const body = { sessionId: 'session-eeee-5', page: `/event/${e.id}`, eventId: e.id };
      await beacon(body).expect(202);
      await second.http.post('/api/page-views').set('User-Agent', BROWSER).send(body).expect(202);
      await Promise.all([flush(), second.app.get(PageViewsService).flush()]);
      expect((await insights(e)).totals.views).toBe(1);
    } finally {
      await second.close();
    }
  });
});
