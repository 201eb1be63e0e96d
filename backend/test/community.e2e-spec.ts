import { CommunityStats } from '../src/community/community-stats.entity';
import { ContactMessage } from '../src/community/contact-message.entity';
import { PageView } from '../src/community/page-view.entity';
import { PageViewsService } from '../src/community/page-views.service';
import { SavedEvent } from '../src/community/saved-event.entity';
import { MAX_SAVED_PER_SESSION } from '../src/community/saved-events.service';
import { Event } from '../src/events/event.entity';
import { BROWSER_USER_AGENT as BROWSER, daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** GET /api/stats, saved events, POST /api/contact, POST /api/page-views. */
describe('community API', () => {
  let t: TestApp;
  let visible: Event;
  let other: Event;
  let hidden: Event;
  const session = 'anon-7d3f2b1e-4c5a-4b6e-9f10-1234567890ab';

  beforeAll(async () => {
    t = await createTestApp();
    const org = await makeOrganization(t.ds);
    const pending = await makeOrganization(t.ds, { isApproved: false });
    visible = await makeEvent(t.ds, { title: 'Diwali Mela', organizationId: org.id, date: daysFromToday(12) });
    other = await makeEvent(t.ds, { title: 'Garba Night', organizationId: org.id, date: daysFromToday(5) });
    hidden = await makeEvent(t.ds, { title: 'Hidden', organizationId: pending.id });
    await makeEvent(t.ds, { title: 'Past', organizationId: org.id, date: daysFromToday(-5) });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/stats', () => {
    it('answers the live total of upcoming public events and the CommunityStats figures', async () => {
      const r = await t.http.get('/api/stats').expect(200);
      expect(r.body).toMatchObject({ totalEvents: 2, totalFamilies: 12600, totalOrganizations: 19, monthlyViews: 185000 });
      const added = await makeEvent(t.ds, { title: 'Another', date: daysFromToday(3) });
      expect((await t.http.get('/api/stats').expect(200)).body.totalEvents).toBe(3);
      await t.ds.getRepository(Event).delete(added.id);
    });

    it('counts a weekly series once, as the listing does: Total Events equals All Events (N)', async () => {
      const org = await makeOrganization(t.ds);
      const [series] = await t.ds.query(
        `INSERT INTO event_series ("organizationId", frequency, "firstDate", until, recurrence)
         VALUES ($1, 'weekly', $2, $3, 'Every week') RETURNING id`,
        [org.id, daysFromToday(4), daysFromToday(18)],
      );
      const dates = [];
      for (const n of [4, 11, 18])
        dates.push(await makeEvent(t.ds, { title: 'Bhajan Sandhya', organizationId: org.id, date: daysFromToday(n), seriesId: series.id }));
      const stats = await t.http.get('/api/stats').expect(200);
      const listing = await t.http.get('/api/events').query({ series: 'next', fields: 'card' }).expect(200);
      expect(stats.body.totalEvents).toBe(3);
      expect(Number(listing.headers['x-total-count'])).toBe(3);
      await t.ds.getRepository(Event).delete(dates.map((e) => e.id));
      await t.ds.query('DELETE FROM event_series WHERE id = $1', [series.id]);
    });

    it('follows admin edits of the CommunityStats row', async () => {
      await t.ds.getRepository(CommunityStats).update({ region: 'national' }, { monthlyViews: 190000 });
      expect((await t.http.get('/api/stats').expect(200)).body.monthlyViews).toBe(190000);
      await t.ds.getRepository(CommunityStats).update({ region: 'national' }, { monthlyViews: 185000 });
    });
  });

  describe('saved events', () => {
    const saved = async (s = session) =>
      (await t.http.get('/api/saved-events').query({ userSession: s }).expect(200)).body.map((e: { title: string }) => e.title);

    it('saves, lists (with organization), and removes an event; both are idempotent', async () => {
      const first = await t.http.post('/api/saved-events').send({ eventId: visible.id, userSession: session }).expect(201);
      expect(first.body).toMatchObject({ eventId: visible.id, userSession: session });
      const again = await t.http.post('/api/saved-events').send({ eventId: visible.id, userSession: session }).expect(200);
      expect(again.body.id).toBe(first.body.id);
      await t.http.post('/api/saved-events').send({ eventId: other.id, userSession: session }).expect(201);
      const list = await t.http.get('/api/saved-events').query({ userSession: session }).expect(200);
      expect(list.body.map((e: { title: string }) => e.title)).toEqual(['Garba Night', 'Diwali Mela']);
      expect(list.body[0].organization).toMatchObject({ name: expect.any(String) });
      expect(list.headers['x-total-count']).toBe('2');
      expect(await t.ds.getRepository(SavedEvent).countBy({ userSession: session })).toBe(2);

      await t.http.delete(`/api/saved-events/${visible.id}`).query({ userSession: session }).expect(204);
      await t.http.delete(`/api/saved-events/${visible.id}`).query({ userSession: session }).expect(204);
      expect(await saved()).toEqual(['Garba Night']);
    });

    it(`a session holds at most ${MAX_SAVED_PER_SESSION} saved events: a new one answers 409, one already saved still answers 200`, async () => {
      const s = 'anon-limit-session-0001';
      // The session is filled to one below the limit directly (with events made for it).
      await t.ds.query(
        `WITH e AS (INSERT INTO events (title, category, date, "startTime", venue, city, state)
                    SELECT 'Limit ' || i, 'Cultural Events', current_date + 30, '6:00 PM', 'Hall', 'Dallas', 'TX' FROM generate_series(1, $2::int - 1) AS i
                    RETURNING id)
         INSERT INTO saved_events ("userSession", "eventId") SELECT $1, id FROM e`,
        [s, MAX_SAVED_PER_SESSION],
      );
      await t.http.post('/api/saved-events').send({ eventId: visible.id, userSession: s }).expect(201);
      const full = await t.http.post('/api/saved-events').send({ eventId: other.id, userSession: s }).expect(409);
      expect(full.body.error).toBe(`At most ${MAX_SAVED_PER_SESSION} events can be saved`);
      const again = await t.http.post('/api/saved-events').send({ eventId: visible.id, userSession: s }).expect(200);
      expect(again.body.eventId).toBe(visible.id);
      expect(await t.ds.getRepository(SavedEvent).countBy({ userSession: s })).toBe(MAX_SAVED_PER_SESSION);
      await t.ds.query(`DELETE FROM events WHERE title LIKE 'Limit %'`);
    });

    it('keeps sessions apart', async () => {
      const mine = 'anon-session-one-000001';
      const yours = 'anon-session-two-000002';
      await t.http.post('/api/saved-events').send({ eventId: visible.id, userSession: mine }).expect(201);
      expect(await saved(mine)).toEqual(['Diwali Mela']);
      expect(await saved(yours)).toEqual([]);
      await t.http.delete(`/api/saved-events/${visible.id}`).query({ userSession: yours }).expect(204);
      expect(await saved(mine)).toEqual(['Diwali Mela']);
    });

    it('404 for unknown or hidden events; the saved list drops events that stop being public', async () => {
      const before = await t.ds.getRepository(SavedEvent).count();
      const unknown = await t.http
        .post('/api/saved-events')
        .send({ eventId: '00000000-0000-4000-8000-000000000000', userSession: session })
        .expect(404);
      expect(unknown.body.error).toBe('Event not found');
      await t.http.post('/api/saved-events').send({ eventId: hidden.id, userSession: session }).expect(404);
      expect(await t.ds.getRepository(SavedEvent).count()).toBe(before);

      const s = 'anon-hide-test-0001';
      const temp = await makeEvent(t.ds, { title: 'Soon Unapproved' });
      await t.http.post('/api/saved-events').send({ eventId: temp.id, userSession: s }).expect(201);
      await t.ds.getRepository(Event).update(temp.id, { isApproved: false });
      expect(await saved(s)).toEqual([]);
    });

    it('404, not 500, when the event is deleted while it is being saved', async () => {
      const doomed = await makeEvent(t.ds, { title: 'Deleted Meanwhile' });
      const deleter = t.ds.createQueryRunner();
      await deleter.connect();
      try {
        await deleter.startTransaction();
        await deleter.query('DELETE FROM events WHERE id = $1', [doomed.id]); // not committed: the save still sees the event
        const saving = t.http
          .post('/api/saved-events')
          .send({ eventId: doomed.id, userSession: 'anon-race-0001' })
          .then((r) => r);
        // The save's insert waits on the deleted row's lock (its foreign key check); then the delete commits.
        for (let waiting = 0; !waiting;) {
          const [row] = await t.ds.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO saved_events%'`,
          );
          waiting = row.n;
        }
        await deleter.commitTransaction();
        const r = await saving;
        expect(r.status).toBe(404);
        expect(r.body.error).toBe('Event not found');
      } finally {
        await deleter.release();
      }
    });

    it('400 for bad ids, sessions and bodies; nothing written', async () => {
      const before = await t.ds.getRepository(SavedEvent).count();
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ eventId: 'nope', userSession: session }, 'eventId must be an event id'],
        [{ userSession: session }, 'eventId is required'],
        [{ eventId: visible.id }, 'userSession is required'],
        [{ eventId: visible.id, userSession: 'short' }, 'userSession must be 8-100 letters, digits or . _ : -'],
        [{ eventId: visible.id, userSession: 'x'.repeat(101) }, 'userSession must be 8-100 letters, digits or . _ : -'],
        [{ eventId: visible.id, userSession: 'has spaces in it' }, 'userSession must be 8-100 letters, digits or . _ : -'],
        [{ eventId: visible.id, userSession: 12345678 }, 'userSession must be 8-100 letters, digits or . _ : -'],
        [{ eventId: visible.id, userSession: session, extra: 1 }, 'property extra should not exist'],
      ];
      for (const [body, message] of bad) {
        const r = await t.http.post('/api/saved-events').send(body);
        expect([r.status, r.body.error]).toEqual([400, message]);
      }
      expect((await t.http.get('/api/saved-events')).status).toBe(400);
      expect((await t.http.get('/api/saved-events?userSession=a&userSession=b')).status).toBe(400);
      expect((await t.http.delete(`/api/saved-events/${visible.id}`)).status).toBe(400);
      expect((await t.http.delete(`/api/saved-events/not-a-uuid?userSession=${session}`)).status).toBe(400);
      expect(await t.ds.getRepository(SavedEvent).count()).toBe(before);
    });
  });

  describe('POST /api/contact', () => {
    const valid = {
      name: 'Priya Sharma',
      email: 'Priya@Example.com',
      subject: 'Listing our temple events',
      message: 'Hello! How do we list our events?',
    };

    it('stores the message for admins', async () => {
      const r = await t.http.post('/api/contact').send(valid).expect(201);
      const row = await t.ds.getRepository(ContactMessage).findOneByOrFail({ id: r.body.id });
      expect(row).toMatchObject({ name: 'Priya Sharma', email: 'priya@example.com', subject: 'Listing our temple events', handled: false });
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ name: undefined }, 'Name is required'],
      [{ email: 'nope' }, 'Please enter a valid email'],
      [{ email: undefined }, 'Email is required'],
      [{ subject: '  ' }, 'Subject is required'],
      [{ message: undefined }, 'Message is required'],
      [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
      [{ subject: 'x'.repeat(301) }, 'Subject must be at most 300 characters'],
      [{ message: ['array'] }, 'Message is required'],
      [{ handled: true }, 'property handled should not exist'],
    ] as Array<[Record<string, unknown>, string]>)('refuses bad input #%#', async (change, message) => {
      const before = await t.ds.getRepository(ContactMessage).count();
      const body: Record<string, unknown> = { ...valid, ...change };
      for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
      const r = await t.http.post('/api/contact').send(body);
      expect([r.status, r.body.error]).toEqual([400, message]);
      expect(await t.ds.getRepository(ContactMessage).count()).toBe(before);
    });
  });

  describe('POST /api/page-views', () => {
    it('answers 202 at once and records the view shortly after, under the session cookie it sets', async () => {
      let cookie = '';
      const view = async (body: Record<string, unknown>) => {
        const r = await t.http.post('/api/page-views').set('User-Agent', BROWSER).set('Cookie', cookie).send(body).expect(202);
        if (!cookie) cookie = String(r.headers['set-cookie']).split(';')[0];
      };
      await view({ page: `/event/${visible.id}`, eventId: visible.id, city: 'Dallas', state: 'TX' });
      await view({ page: '/' });
      await view({ page: '/' }); // the same page again the same day: one row
      // an unknown event id is kept as null, not an error
      await view({ page: '/event/x', eventId: '00000000-0000-4000-8000-000000000000' });
      const sessionId = `v-${cookie.split('=')[1].split('.')[0]}`;
      let rows: PageView[] = [];
      for (let i = 0; i < 50 && rows.length < 3; i++) {
        await new Promise((r) => setTimeout(r, 100));
        rows = await t.ds.getRepository(PageView).find({ where: { sessionId }, order: { page: 'ASC' } });
      }
      expect(rows.map((r) => [r.page, r.eventId, r.city, r.state])).toEqual([
        ['/', null, null, null],
        [`/event/${visible.id}`, visible.id, 'Dallas', 'TX'],
        ['/event/x', null, null, null],
      ]);
    });

    it('refuses bad views; nothing is queued', async () => {
      const svc = t.app.get(PageViewsService);
      await svc.flush();
      const before = await t.ds.getRepository(PageView).count();
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ sessionId: session, page: '/' }, 'property sessionId should not exist'],
        [{}, 'page is required'],
        [{ page: 'https://evil.example/' }, 'page must be a path starting with /'],
        [{ page: '/' + 'x'.repeat(500) }, 'page must be at most 500 characters'],
        [{ page: '/', eventId: 'abc' }, 'eventId must be an event id'],
        [{ page: '/', state: 'Texas' }, 'state must be a two-letter state code such as TX'],
        [{ page: '/', referrer: 'x' }, 'property referrer should not exist'],
      ];
      for (const [body, message] of bad) {
        const r = await t.http.post('/api/page-views').send(body);
        expect([r.status, r.body.error]).toEqual([400, message]);
      }
      await svc.flush();
      expect(await t.ds.getRepository(PageView).count()).toBe(before);
    });
  });
});
