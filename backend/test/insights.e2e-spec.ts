import TestAgent from 'supertest/lib/agent';
import { PageViewsService } from '../src/community/page-views.service';
import { Event } from '../src/events/event.entity';
import { VISITOR_COOKIE } from '../src/insights/visitor-sessions';
import { Organization } from '../src/organizations/organization.entity';
import { RATE_LIMITS } from '../src/rate-limit/rate-limits';
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

  /**
   * A visitor's browser: keeps the session cookie the server sets, like a browser does, and sends it with
   * its beacons and saves. `ip` is its address (X-Forwarded-For, for an app that trusts the loopback proxy).
   */
  const visitor = (opts: { ua?: string | null; http?: TestAgent; ip?: string } = {}) => {
    const { ua = BROWSER, ip } = opts;
    let cookie: string | undefined;
    const call = async (req: ReturnType<TestAgent['post']>, body: Record<string, unknown>) => {
      if (ua !== null) req.set('User-Agent', ua);
      if (cookie) req.set('Cookie', cookie);
      if (ip) req.set('X-Forwarded-For', ip);
      const r = await req.send(body);
      const set = ([] as string[]).concat(r.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
      if (set) cookie = set.split(';')[0];
      return r;
    };
    return {
      beacon: (body: Record<string, unknown>) => call((opts.http ?? t.http).post('/api/page-views'), body),
      save: (eventId: string) => call((opts.http ?? t.http).post('/api/saved-events'), { eventId, userSession: 'browser-chosen-1' }),
      get cookie() {
        return cookie;
      },
      set cookie(c: string | undefined) {
        cookie = c;
      },
    };
  };
  const beacon = (body: Record<string, unknown>) => t.http.post('/api/page-views').set('User-Agent', BROWSER).send(body);
  const totals = async (e: Event) => (await insights(e)).totals as Record<string, number>;
  const flush = () => t.app.get(PageViewsService).flush();
  const insights = async (e: Event, auth = owner) =>
    (await t.http.get(`/api/events/${e.id}/insights`).set('Authorization', auth).expect(200)).body;

  it('counts each kind once per session a day, however often it is repeated, and keeps one row for it', async () => {
    const e = await makeEvent(t.ds, { organizationId: org.id, title: 'Garba Night' });
    const page = `/event/${e.id}`;
    const a = visitor();
    const b = visitor();
    for (let i = 0; i < 20; i++) expect((await a.beacon({ page, eventId: e.id })).status).toBe(202);
    await b.beacon({ page, eventId: e.id });
    for (const kind of ['calendar', 'ticket', 'share', 'calendar', 'ticket', 'share']) {
      expect((await a.beacon({ page, eventId: e.id, kind })).status).toBe(202);
    }
    await b.beacon({ page, eventId: e.id, kind: 'ticket' });
    for (let i = 0; i < 3; i++) {
      expect((await a.save(e.id)).status).toBeLessThan(300);
      await t.http.delete(`/api/saved-events/${e.id}?userSession=browser-chosen-1`).expect(204);
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

  describe('server-issued visitor sessions (issue 35 item 9)', () => {
    it('the first beacon sets an HttpOnly, SameSite=Lax session cookie on /api; a browser that has it is not given another', async () => {
      const v = visitor();
      const first = await v.beacon({ page: '/' });
      const set = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
      expect(set).toHaveLength(1);
      expect(set[0]).toMatch(
        new RegExp(
          `^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=/api; Expires=.+; HttpOnly; SameSite=Lax$`,
        ),
      );
      const again = await v.beacon({ page: '/festivals' });
      expect(again.status).toBe(202);
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('a session id chosen by the client is refused; 50 posts with invented sessions or forged cookies count no ticket click', async () => {
      const e = await makeEvent(t.ds, { organizationId: org.id });
      const page = `/event/${e.id}`;
      const r = await beacon({ sessionId: 'session-invented-1', page, eventId: e.id, kind: 'ticket' });
      expect([r.status, r.body.error]).toEqual([400, 'property sessionId should not exist']);
      for (let i = 0; i < 50; i++) {
        const forged = i % 2 ? `invented-session-${i}` : `${'A'.repeat(21)}${i % 10}.${'B'.repeat(43)}`;
        const res = await t.http
          .post('/api/page-views')
          .set('User-Agent', BROWSER)
          .set('Cookie', `${VISITOR_COOKIE}=${forged}`)
          .send({ page, eventId: e.id, kind: 'ticket' });
        expect(res.status).toBe(202);
        // A cookie the server did not sign is replaced by one it did.
        expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}\\.`));
      }
      await flush();
      expect(await totals(e)).toEqual({ views: 0, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 });
      expect(await t.ds.query(`SELECT 1 FROM event_activity WHERE "eventId" = $1`, [e.id])).toEqual([]);
    });

    it('the same session twice (or fifty times) counts once; a save counts only for a browser with the session cookie', async () => {
      const e = await makeEvent(t.ds, { organizationId: org.id });
      const page = `/event/${e.id}`;
      const v = visitor();
      await v.beacon({ page, eventId: e.id });
      for (let i = 0; i < 50; i++) await v.beacon({ page, eventId: e.id, kind: 'ticket' });
      await v.beacon({ page, eventId: e.id, kind: 'share' });
      await v.beacon({ page, eventId: e.id, kind: 'share' });
      // Saved by a browser that never reported a page: stored, not counted.
      const cookieless = visitor();
      expect((await cookieless.save(e.id)).status).toBe(201);
      await flush();
      expect(await totals(e)).toEqual({ views: 1, saves: 0, calendarAdds: 0, ticketClicks: 1, shares: 1 });
    });

    it('each kind moves its own counter by exactly one', async () => {
      const e = await makeEvent(t.ds, { organizationId: org.id });
      const page = `/event/${e.id}`;
      const v = visitor();
      await v.beacon({ page, eventId: e.id });
      await flush();
      let before = await totals(e);
      expect(before).toEqual({ views: 1, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 });
      for (const [kind, field] of [
        ['calendar', 'calendarAdds'],
        ['ticket', 'ticketClicks'],
        ['share', 'shares'],
      ]) {
        expect((await v.beacon({ page, eventId: e.id, kind })).status).toBe(202);
        await flush();
        const after = await totals(e);
        expect(after).toEqual({ ...before, [field]: before[field] + 1 });
        before = after;
      }
      expect((await v.save(e.id)).status).toBe(201);
      await flush();
      expect(await totals(e)).toEqual({ ...before, saves: 1 });
    });
  });

  it('bots and requests without a user agent are answered but not counted', async () => {
    const e = await makeEvent(t.ds, { organizationId: org.id });
    const page = `/event/${e.id}`;
    const googlebot = visitor({ ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await googlebot.beacon({ page, eventId: e.id });
    expect((await googlebot.beacon({ page, eventId: e.id, kind: 'share' })).status).toBe(202);
    const facebook = visitor({ ua: 'facebookexternalhit/1.1' });
    await facebook.beacon({ page, eventId: e.id });
    await facebook.beacon({ page, eventId: e.id, kind: 'ticket' });
    await t.http.post('/api/page-views').send({ page, eventId: e.id }).expect(202);
    const curl = visitor({ ua: 'curl/8.5.0' });
    await curl.beacon({ page, eventId: e.id });
    expect((await curl.save(e.id)).status).toBe(201);
    await flush();
    expect((await insights(e)).totals).toEqual({ views: 0, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 });
    expect(await t.ds.query(`SELECT 1 FROM page_views WHERE page = $1`, [page])).toEqual([]);
  });

  it('refuses bad beacons and queues nothing', async () => {
    await flush();
    const before = await t.ds.query(`SELECT count(*)::int AS n FROM event_activity`);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ page: '/', kind: 'purchase' }, 'kind must be one of: view, calendar, ticket, share'],
      [{ page: '/', kind: 'save', eventId: event.id }, 'kind must be one of: view, calendar, ticket, share'],
      [{ page: '/', kind: 'ticket' }, 'eventId is required for calendar, ticket and share'],
      [{ page: '/', kind: 'share', eventId: '' }, 'eventId is required for calendar, ticket and share'],
      [{ page: '/', kind: 'share', eventId: 'nope' }, 'eventId must be an event id'],
    ];
    for (const [body, message] of bad) {
      const r = await beacon(body);
      expect([r.status, r.body.error]).toEqual([400, message]);
    }
    // An unknown event: answered, nothing stored.
    const v = visitor();
    await v.beacon({ page: '/' });
    expect((await v.beacon({ page: '/', kind: 'share', eventId: '00000000-0000-4000-8000-000000000000' })).status).toBe(202);
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
    await beacon({ page: `/event/${event.id}`, eventId: event.id }).expect(202);
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
      const body = { page: `/event/${e.id}`, eventId: e.id };
      const v = visitor();
      await v.beacon(body);
      // The same browser's next requests reach the other instance, which knows its session (same secret).
      const onSecond = visitor({ http: second.http });
      onSecond.cookie = v.cookie;
      await onSecond.beacon(body);
      await onSecond.beacon({ ...body, kind: 'share' });
      await v.beacon({ ...body, kind: 'share' });
      expect(onSecond.cookie).toBe(v.cookie);
      await Promise.all([flush(), second.app.get(PageViewsService).flush()]);
      expect((await insights(e)).totals).toMatchObject({ views: 1, shares: 1 });
    } finally {
      await second.close();
    }
  });

  // Last: like the test above, it starts a second app instance on this database.
  it(`per address at most ${RATE_LIMITS.insight.limit} new sessions and actions an hour are counted; other addresses are not affected`, async () => {
    const limited = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: 'loopback' }, { databaseUrl: t.databaseUrl });
    try {
      const e = await makeEvent(t.ds, { organizationId: org.id });
      const page = `/event/${e.id}`;
      // 50 fresh browsers from one address, each reporting the page (a new session) and a ticket click.
      for (let i = 0; i < 50; i++) {
        const v = visitor({ http: limited.http, ip: '192.0.2.77' });
        expect((await v.beacon({ page, eventId: e.id })).status).toBe(202);
        expect((await v.beacon({ page, eventId: e.id, kind: 'ticket' })).status).toBe(202);
      }
      const other = visitor({ http: limited.http, ip: '198.51.100.7' });
      await other.beacon({ page, eventId: e.id });
      await other.beacon({ page, eventId: e.id, kind: 'ticket' });
      await limited.app.get(PageViewsService).flush();
      const half = RATE_LIMITS.insight.limit / 2;
      expect(await totals(e)).toEqual({ views: half + 1, saves: 0, calendarAdds: 0, ticketClicks: half + 1, shares: 0 });
    } finally {
      await limited.close();
    }
  });
});
