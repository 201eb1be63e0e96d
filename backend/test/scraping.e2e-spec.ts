import { DateTime } from 'luxon';
import { Organization } from '../src/organizations/organization.entity';
import { FACEBOOK_LOGIN_MESSAGE } from '../src/scraping/source-scraper';
import { dateFromToday, FixtureServer, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });

/** '7:30 PM' of an instant in a zone. */
function localTime(isoInstant: string, zone = 'America/Chicago'): { date: string; time: string } {
  const dt = DateTime.fromISO(isoInstant, { zone });
  return { date: dt.toFormat('yyyy-MM-dd'), time: dt.toFormat('h:mm a') };
}

interface EventRow {
  id: string;
  title: string;
  description: string | null;
  organizationId: string | null;
  category: string;
  date: string;
  startTime: string;
  endTime: string | null;
  venue: string;
  city: string;
  state: string;
  price: string | null;
  priceText: string | null;
  isFree: boolean;
  ticketUrl: string | null;
  imageUrl: string | null;
  isApproved: boolean;
  moderationScore: number;
  moderationFlags: string[];
  sourceId: string | null;
  sourceEventKey: string | null;
}

describe('scraping (API, end to end against a local fixture server)', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let admin: string;
  let organizer: string;
  let desi: Organization;
  let temple: Organization;

  const addSource = async (body: object) => {
    const r = await t.http.post('/api/scraping/sources').set(bearer(admin)).send(body);
    expect(r.status).toBe(201);
    return r.body as { id: string; name: string };
  };
  const run = (body: object = {}) => t.http.post('/api/scraping/run').set(bearer(admin)).send(body);
  const rows = (where = 'true', params: unknown[] = []): Promise<EventRow[]> =>
    t.ds.query(`SELECT e.*, to_char(e.date, 'YYYY-MM-DD') AS date FROM events e WHERE ${where} ORDER BY e.date, e.title`, params);
  const one = async (title: string) => {
    const r = await rows('title = $1', [title]);
    expect(r.map((x) => x.title)).toEqual([title]);
    return r[0];
  };

  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
    admin = await adminToken(t.app);
    desi = await makeOrganization(t.ds, { name: 'Desi Events Dallas', city: 'Dallas', state: 'TX', isApproved: true });
    temple = await makeOrganization(t.ds, { name: 'Sri Ganesha Temple of Dallas', city: 'Irving', state: 'TX', isApproved: true });
    const registered = await makeOrganization(t.ds, { name: 'Registered Organizer', isRegistered: true });
    organizer = await organizerToken(t.app, registered);
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  describe('who may call it', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    // Every row has three entries: with two, jest would pass its `done` callback as the body.
    const endpoints: Array<[string, string, object | null]> = [
      ['get', '/api/scraping/sources', null],
      ['post', '/api/scraping/sources', { name: 'x', type: 'other', url: 'https://example.org/' }],
      ['put', `/api/scraping/sources/${id}`, { active: false }],
      ['delete', `/api/scraping/sources/${id}`, null],
      ['get', '/api/scraping/status', null],
      ['post', '/api/scraping/run', {}],
      ['get', '/api/scraping/runs', null],
      ['post', '/api/admin/discover-organizations', { urls: ['https://example.org'] }],
      ['post', '/api/admin/save-discovered-org', { name: 'x', city: 'Dallas', state: 'TX' }],
    ];
    it.each(endpoints)('%s %s: 401 anonymous, 403 organizer', async (method, url, body) => {
      const call = (h: Record<string, string>) => {
        const agent = t.http as unknown as Record<string, (u: string) => import('supertest').Test>;
        const req = agent[method].call(t.http, url).set(h);
        return body ? req.send(body) : req;
      };
      const anon = await call({});
      expect([anon.status, anon.body.statusCode]).toEqual([401, 401]);
      const org = await call(bearer(organizer));
      expect(org.status).toBe(403);
      expect(org.body.error).toBe('Admin access required');
    });
    it('an invalid token is 401', async () => {
      expect((await t.http.get('/api/scraping/status').set(bearer('nope'))).status).toBe(401);
    });
  });

  describe('sources', () => {
    it('validates new sources with clear messages and writes nothing', async () => {
      const bad: Array<[object, string]> = [
        [{ type: 'other', url: 'https://example.org/' }, 'Name is required'],
        [{ name: '  ', type: 'other', url: 'https://example.org/' }, 'Name is required'],
        [{ name: 'x', type: 'rss', url: 'https://example.org/' }, 'Type must be one of eventbrite, facebook, calendar, other'],
        [{ name: 'x', type: 'other', url: 'file:///etc/passwd' }, 'URL must be a web address starting with http://, https:// or webcal://'],
        [{ name: 'x', type: 'other', url: 'not a url' }, 'URL must be a web address starting with http://, https:// or webcal://'],
        [{ name: 'x', type: 'other' }, 'URL is required'],
        [
          { name: 'x', type: 'other', url: 'https://example.org/', organizationId: '00000000-0000-4000-8000-000000000009' },
          'Organization not found',
        ],
        [{ name: 'x', type: 'other', url: 'https://example.org/', active: 'yes' }, 'active must be true or false'],
        [{ name: 'x', type: 'other', url: 'https://example.org/', extra: 1 }, 'property extra should not exist'],
      ];
      for (const [body, message] of bad) {
        const r = await t.http.post('/api/scraping/sources').set(bearer(admin)).send(body);
        expect([r.status, r.body.error]).toEqual([400, message]);
      }
      expect(await t.ds.query('SELECT count(*)::int AS n FROM scraping_sources')).toEqual([{ n: 0 }]);
    });

    it('creates, lists, updates (active toggle), refuses duplicates, deletes', async () => {
      const created = await addSource({
        name: 'Temp',
        type: 'calendar',
        url: 'webcal://calendar.example.org/feed.ics',
        organizationId: desi.id,
      });
      expect(created).toMatchObject({
        name: 'Temp',
        type: 'calendar',
        url: 'https://calendar.example.org/feed.ics',
        active: true,
        lastScraped: null,
        organizationId: desi.id,
        organizationName: 'Desi Events Dallas',
        origin: 'manual',
        eventsFound: null,
        eventsSaved: null,
        error: null,
        lastRun: null,
      });
      const dup = await t.http
        .post('/api/scraping/sources')
        .set(bearer(admin))
        .send({ name: 'Again', type: 'calendar', url: 'https://calendar.example.org/feed.ics' });
      expect([dup.status, dup.body.error]).toEqual([409, 'A scraping source with this URL already exists: Temp']);

      const off = await t.http.put(`/api/scraping/sources/${created.id}`).set(bearer(admin)).send({ active: false });
      expect([off.status, off.body.active]).toEqual([200, false]);
      const renamed = await t.http
        .put(`/api/scraping/sources/${created.id}`)
        .set(bearer(admin))
        .send({ name: 'Renamed', type: 'other', organizationId: null });
      expect(renamed.body).toMatchObject({ name: 'Renamed', type: 'other', active: false, organizationId: null, organizationName: null });
      const list = await t.http.get('/api/scraping/sources').set(bearer(admin));
      expect(list.status).toBe(200);
      expect(list.body).toEqual([expect.objectContaining({ id: created.id, name: 'Renamed', active: false })]);

      expect((await t.http.put('/api/scraping/sources/not-a-uuid').set(bearer(admin)).send({ active: true })).body.error).toBe(
        'Invalid id',
      );
      expect((await t.http.put(`/api/scraping/sources/${created.id}`).set(bearer(admin)).send({ active: 'no' })).status).toBe(400);
      expect((await t.http.delete(`/api/scraping/sources/${created.id}`).set(bearer(admin))).status).toBe(204);
      const gone = await t.http.delete(`/api/scraping/sources/${created.id}`).set(bearer(admin));
      expect([gone.status, gone.body.error]).toEqual([404, 'Scraping source not found']);
      expect((await t.http.put(`/api/scraping/sources/${created.id}`).set(bearer(admin)).send({ active: true })).status).toBe(404);
    });
  });

  describe('a run', () => {
    let eventbrite: { id: string };
    let calendar: { id: string };
    let eventsPage: { id: string };

    it('reads an Eventbrite-like organizer page, a temple calendar feed and an events page that links the feed', async () => {
      eventbrite = await addSource({
        name: 'Desi Events Dallas (Eventbrite)',
        type: 'eventbrite',
        url: `${srv.origin}/eventbrite/o/desi-events-dallas.html`,
        organizationId: desi.id,
      });
      calendar = await addSource({
        name: 'Temple calendar',
        type: 'calendar',
        url: `${srv.origin}/temple/calendar.ics`,
        organizationId: temple.id,
      });
      eventsPage = await addSource({
        name: 'Temple events page',
        type: 'other',
        url: `${srv.origin}/temple/events.html`,
        organizationId: temple.id,
      });

      const r = await run();
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, eventsFound: 3 + 6 + 6, eventsSaved: 9, eventsUpdated: 0, errors: [] });

      // Eventbrite: floating local time, UTC instant and offset instant, Offer / AggregateOffer / free.
      expect(await one('Navratri Garba Night')).toMatchObject({
        date: dateFromToday(20),
        startTime: '7:30 PM',
        endTime: '11:30 PM',
        venue: 'Plano Event Center',
        city: 'Plano',
        state: 'TX',
        price: '25.00',
        priceText: null,
        isFree: false,
        category: 'Cultural Events',
        organizationId: desi.id,
        isApproved: true,
        moderationScore: 0,
        ticketUrl: 'https://www.eventbrite.com/e/navratri-garba-night-tickets-1001?aff=org',
        imageUrl: 'https://img.evbuc.com/images/navratri-garba-night.jpg',
        description: 'Live garba & dandiya with a band.\n\nTraditional attire encouraged.',
        sourceId: eventbrite.id,
        sourceEventKey: 'https://www.eventbrite.com/e/navratri-garba-night-tickets-1001',
      });
      const bolly = localTime(`${dateFromToday(21)}T02:00:00Z`);
      const bollyEnd = localTime(`${dateFromToday(21)}T05:00:00Z`);
      expect(await one('Bollywood Night with DJ Raj')).toMatchObject({
        date: bolly.date,
        startTime: bolly.time,
        endTime: bolly.date === bollyEnd.date ? bollyEnd.time : null,
        venue: 'The Bomb Factory',
        city: 'Dallas',
        state: 'TX',
        price: '15.00',
        priceText: '$15 - $40',
        isFree: false,
        category: 'Entertainment',
      });
      const diwali = localTime(`${dateFromToday(25)}T11:00:00-05:00`);
      expect(await one('Diwali Family Festival')).toMatchObject({
        date: diwali.date,
        startTime: diwali.time,
        isFree: true,
        price: null,
        venue: 'Frisco Commons Park',
        city: 'Frisco',
        state: 'TX',
      });
      expect(await rows(`title IN ('Cancelled Networking Mixer', 'Toronto Diwali Gala')`)).toEqual([]);

      // Temple feed: TZID times, a weekly rule with EXDATE and an override, all-day, a UTC time crossing midnight, cancelled and past left out.
      // The feed is read by two sources at the same time (the calendar and the events page that links it):
      // whichever stores an event first keeps it, the other finds it already listed.
      const puja = await one('Satyanarayan Puja');
      expect([calendar.id, eventsPage.id]).toContain(puja.sourceId);
      expect(puja).toMatchObject({
        date: dateFromToday(10),
        startTime: '6:30 PM',
        endTime: '8:00 PM',
        venue: 'Sri Ganesha Temple',
        city: 'Irving',
        state: 'TX',
        category: 'Religious Festivals',
        description: 'Monthly Satyanarayan Katha and puja followed by prasad.\nAll are welcome.',
        ticketUrl: 'https://www.sriganesha.org/events/satyanarayan-puja',
        organizationId: temple.id,
        isApproved: true,
        sourceEventKey: 'satyanarayan-puja@sriganesha.test',
        isFree: false,
        price: null,
      });
      const aarti = await rows(`title LIKE 'Hanuman Chalisa and Aarti%'`);
      expect(aarti.map((e) => [e.date, e.startTime, e.title])).toEqual([
        [dateFromToday(3), '7:00 PM', 'Hanuman Chalisa and Aarti'],
        [dateFromToday(17), '8:00 PM', 'Hanuman Chalisa and Aarti (Hanuman Jayanti special)'],
        [dateFromToday(24), '7:00 PM', 'Hanuman Chalisa and Aarti'],
      ]);
      expect(await one('Ekadashi')).toMatchObject({
        date: dateFromToday(12),
        startTime: 'All Day',
        endTime: null,
        venue: 'Sri Ganesha Temple of Dallas',
        city: 'Irving',
        state: 'TX',
      });
      const cricket = localTime(`${dateFromToday(14)}T01:00:00Z`);
      expect(cricket.date).toBe(dateFromToday(13)); // the evening before, in Texas
      expect(await one('Youth Cricket Practice')).toMatchObject({
        date: cricket.date,
        startTime: cricket.time,
        venue: 'Cimarron Park',
        category: 'Sports',
      });
      expect(await rows(`title IN ('Gita Lecture (cancelled)', 'Past Puja')`)).toEqual([]);

      // Nothing added twice.
      const temples = await rows('"sourceId" IN ($1, $2)', [calendar.id, eventsPage.id]);
      expect(temples).toHaveLength(6);
      expect(await rows()).toHaveLength(9);

      const sources = (await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<Record<string, unknown>>;
      const byId = (id: string) => sources.find((s) => s.id === id)!;
      expect(byId(eventbrite.id)).toMatchObject({
        eventsFound: 3,
        eventsSaved: 3,
        eventsUpdated: 0,
        error: null,
        lastRun: { eventsFound: 3, eventsSaved: 3, eventsUpdated: 0, error: null },
      });
      expect(byId(calendar.id)).toMatchObject({ eventsFound: 6 });
      expect(byId(eventsPage.id)).toMatchObject({ eventsFound: 6 });
      expect((byId(calendar.id).eventsSaved as number) + (byId(eventsPage.id).eventsSaved as number)).toBe(6);
      expect(new Date(byId(calendar.id).lastScraped as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('a second run adds nothing', async () => {
      const before = await rows();
      const r = await run();
      expect(r.body).toMatchObject({ success: true, eventsFound: 15, eventsSaved: 0, eventsUpdated: 0, errors: [] });
      expect((await rows()).map((e) => e.id).sort()).toEqual(before.map((e) => e.id).sort());
    });

    it('an event changed at the source updates its row', async () => {
      const puja = await one('Satyanarayan Puja');
      const garba = await one('Navratri Garba Night');
      srv.transform('/temple/calendar.ics', (text) =>
        text
          .replace(/(satyanarayan|DTSTART;TZID=America\/Chicago:\d{8})T183000/g, '$1T190000')
          .replace(
            /(DTEND;TZID=America\/Chicago:\d{8})T200000\r\nDTSTAMP:20250101T000000Z\r\nUID:satyanarayan/,
            '$1T203000\r\nDTSTAMP:20250101T000000Z\r\nUID:satyanarayan',
          ),
      );
      srv.transform('/eventbrite/o/desi-events-dallas.html', (text) => text.replace('"price": "25.00"', '"price": "30.00"'));
      const r = await run();
      expect(r.body).toMatchObject({ success: true, eventsSaved: 0, eventsUpdated: 2 });
      expect(await one('Satyanarayan Puja')).toMatchObject({ id: puja.id, startTime: '7:00 PM', endTime: '8:30 PM', isApproved: true });
      expect(await one('Navratri Garba Night')).toMatchObject({ id: garba.id, price: '30.00' });
      expect(await rows()).toHaveLength(9);
      srv.transform('/temple/calendar.ics', null);
      srv.transform('/eventbrite/o/desi-events-dallas.html', null);
    });

    it('an event removed by an admin is not brought back, by its source or another one', async () => {
      const ekadashi = await one('Ekadashi');
      await t.ds.query('DELETE FROM events WHERE id = $1', [ekadashi.id]);
      for (const s of [calendar, eventsPage]) {
        const r = await run({ sourceId: s.id });
        expect(r.body).toMatchObject({ success: true, eventsFound: 6, eventsSaved: 0 });
        expect(await rows(`title = 'Ekadashi'`)).toEqual([]);
        const [last] = (await t.http.get('/api/scraping/runs?limit=1').set(bearer(admin))).body;
        expect(last).toMatchObject({ sourceId: s.id, sourcesTotal: 1, sourcesDone: 1, status: 'succeeded', trigger: 'manual' });
        expect(last.results[0].skipped).toMatchObject({
          'removed from the directory by an admin or organizer': 1,
          'cancelled or postponed': 1,
        });
      }
    });

    it('keeps the run history: start, end, status, per-source counts and errors', async () => {
      const r = await t.http.get('/api/scraping/runs').set(bearer(admin));
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(5);
      const oldest = r.body[4];
      expect(oldest).toMatchObject({
        status: 'succeeded',
        trigger: 'manual',
        sourceId: null,
        sourcesTotal: 3,
        sourcesDone: 3,
        eventsFound: 15,
        eventsSaved: 9,
        errors: [],
      });
      expect(new Date(oldest.finishedAt).getTime()).toBeGreaterThanOrEqual(new Date(oldest.startedAt).getTime());
      expect(oldest.results.map((x: { name: string; eventsFound: number }) => [x.name, x.eventsFound])).toEqual([
        ['Desi Events Dallas (Eventbrite)', 3],
        ['Temple calendar', 6],
        ['Temple events page', 6],
      ]);
      expect(oldest.results[1].eventsSaved + oldest.results[2].eventsSaved).toBe(6);
      expect(oldest.results[0]).toMatchObject({ via: ['json-ld'], skipped: { 'cancelled or postponed': 1, 'outside the US (CA)': 1 } });
      expect(oldest.results[2].via).toEqual([`ical feed ${srv.origin}/temple/calendar.ics`]);
      const dups = (x: { skipped?: Record<string, number> }) => x.skipped?.['already listed (same title, date and city)'] ?? 0;
      expect(dups(oldest.results[1]) + dups(oldest.results[2])).toBe(6);
      expect((await t.http.get('/api/scraping/runs?limit=abc').set(bearer(admin))).status).toBe(400);
      expect((await t.http.get('/api/scraping/runs?limit=0').set(bearer(admin))).body.error).toBe('limit must be between 1 and 100');
    });

    it('reports each failing source and still reads the others; inactive sources are skipped', async () => {
      for (const s of [eventbrite, calendar, eventsPage]) {
        expect((await t.http.put(`/api/scraping/sources/${s.id}`).set(bearer(admin)).send({ active: false })).status).toBe(200);
      }
      await addSource({ name: 'No events', type: 'other', url: `${srv.origin}/broken/no-events.html` });
      await addSource({ name: 'Facebook page', type: 'facebook', url: `${srv.origin}/broken/facebook-login.html` });
      await addSource({ name: 'Gone', type: 'other', url: `${srv.origin}/broken/missing.html` });
      await addSource({ name: 'Not a feed', type: 'calendar', url: `${srv.origin}/temple/about.html` });
      const malformed = await addSource({
        name: 'Gujarati Samaj',
        type: 'other',
        url: `${srv.origin}/broken/malformed-jsonld.html`,
        organizationId: desi.id,
      });
      const hitsBefore = srv.hits('/eventbrite/o/desi-events-dallas.html');

      const r = await run();
      expect(r.status).toBe(200);
      expect(r.body.success).toBe(false);
      expect(r.body.eventsSaved).toBe(1);
      expect(r.body.errors).toEqual([
        `Facebook page: ${FACEBOOK_LOGIN_MESSAGE}`,
        `Gone: ${new URL(srv.origin).host} has no page at /broken/missing.html (page not found, HTTP 404)`,
        `No events: No events found at ${srv.origin}/broken/no-events.html: the page has no schema.org Event data, no h-event markup, links no calendar feed and lists no dated items`,
        `Not a feed: No events found at ${srv.origin}/temple/about.html: the page has no schema.org Event data, no h-event markup, links no calendar feed and lists no dated items`,
      ]);
      expect(srv.hits('/eventbrite/o/desi-events-dallas.html')).toBe(hitsBefore);
      const raas = localTime(`${dateFromToday(16)}T19:00:00-05:00`);
      expect(await one('Sharad Purnima Raas Garba')).toMatchObject({
        date: raas.date,
        startTime: raas.time,
        venue: 'Allen Event Center',
        city: 'Allen',
        state: 'TX',
        price: '12.00',
        category: 'Cultural Events',
        description: 'Garba under the full moon.\nDinner included.',
        sourceId: malformed.id,
      });
      const sources = (await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<{ name: string; error: string | null }>;
      expect(sources.find((s) => s.name === 'Gone')?.error).toBe(
        `${new URL(srv.origin).host} has no page at /broken/missing.html (page not found, HTTP 404)`,
      );
      const [last] = (await t.http.get('/api/scraping/runs?limit=1').set(bearer(admin))).body;
      expect(last).toMatchObject({ status: 'succeeded', errors: r.body.errors });
      for (const s of sources)
        await t.http
          .put(`/api/scraping/sources/${(s as unknown as { id: string }).id}`)
          .set(bearer(admin))
          .send({ active: false });
    });

    it('runs one source on request; an unknown or malformed source id is refused', async () => {
      const r = await run({ sourceId: eventbrite.id });
      expect(r.body).toMatchObject({ success: true, eventsFound: 3, eventsSaved: 0 });
      const unknown = await run({ sourceId: '00000000-0000-4000-8000-000000000001' });
      expect([unknown.status, unknown.body.error]).toEqual([404, 'Scraping source not found']);
      const bad = await run({ sourceId: 'x' });
      expect([bad.status, bad.body.error]).toEqual([400, 'sourceId must be a scraping source id']);
    });
  });

  describe('approval and moderation of scraped events', () => {
    it('events of an unapproved organization wait; a flagged event waits; a clean one of an approved organization is live', async () => {
      const pending = await makeOrganization(t.ds, { name: 'New Community Group', city: 'Austin', state: 'TX', isApproved: false });
      const page = (name: string, day: number) =>
        `<html><head><script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Event',
          name,
          startDate: `${dateFromToday(day)}T18:00:00`,
          location: {
            '@type': 'Place',
            name: 'Community Center',
            address: { '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX' },
          },
          url: `https://www.example-events.org/${day}`,
        })}</script></head><body></body></html>`;
      srv.content('/mod/unapproved.html', page('Tamil New Year Potluck', 40));
      srv.content('/mod/flagged.html', page('Crypto Giveaway Meetup - send BTC to win', 41));
      srv.content('/mod/clean.html', page('Marathi Book Club', 42));
      const a = await addSource({
        name: 'Unapproved org page',
        type: 'other',
        url: `${srv.origin}/mod/unapproved.html`,
        organizationId: pending.id,
      });
      const b = await addSource({ name: 'Flagged page', type: 'other', url: `${srv.origin}/mod/flagged.html`, organizationId: desi.id });
      const c = await addSource({ name: 'Clean page', type: 'other', url: `${srv.origin}/mod/clean.html` });
      for (const s of [a, b, c]) expect((await run({ sourceId: s.id })).body.eventsSaved).toBe(1);
      expect(await one('Tamil New Year Potluck')).toMatchObject({ isApproved: false, moderationScore: 0, organizationId: pending.id });
      const flagged = await one('Crypto Giveaway Meetup - send BTC to win');
      expect(flagged.isApproved).toBe(false);
      expect(flagged.moderationScore).toBeGreaterThan(0);
      expect(flagged.moderationFlags.join(' ')).toMatch(/crypto/i);
      expect(await one('Marathi Book Club')).toMatchObject({ isApproved: true, organizationId: null, category: 'Educational' });
      for (const s of [a, b, c]) await t.http.put(`/api/scraping/sources/${s.id}`).set(bearer(admin)).send({ active: false });
    });
  });

  describe('one run at a time', () => {
    it('shows progress while running and refuses another run with 409 Already Running', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      srv.route('/slow/events.html', async (_req, res) => {
        await gate;
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<html><body>nothing</body></html>');
      });
      const slow = await addSource({ name: 'Slow site', type: 'other', url: `${srv.origin}/slow/events.html` });
      const idle = await t.http.get('/api/scraping/status').set(bearer(admin));
      expect(idle.body).toMatchObject({ isRunning: false, progress: null, currentRunId: null, scheduledJobs: [] });

      const first = run({ sourceId: slow.id }).then((r) => r);
      let status: { isRunning: boolean; progress: unknown; currentRunId: string | null } = {
        isRunning: false,
        progress: null,
        currentRunId: null,
      };
      for (let i = 0; i < 100 && !status.isRunning; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await t.http.get('/api/scraping/status').set(bearer(admin))).body;
      }
      expect(status).toMatchObject({ isRunning: true, progress: { sourcesDone: 0, sourcesTotal: 1 } });
      expect(status.currentRunId).toEqual(expect.any(String));

      const second = await run();
      expect([second.status, second.body.error, second.body.message]).toEqual([409, 'Already Running', 'Already Running']);
      expect((await run({ sourceId: slow.id })).status).toBe(409);

      release();
      const done = await first;
      expect(done.status).toBe(200);
      expect(done.body.runId).toBe(status.currentRunId);
      const after = await t.http.get('/api/scraping/status').set(bearer(admin));
      expect(after.body).toMatchObject({
        isRunning: false,
        progress: null,
        currentRunId: null,
        lastRun: { id: status.currentRunId, status: 'failed', sourcesDone: 1 },
      });
      await t.http.put(`/api/scraping/sources/${slow.id}`).set(bearer(admin)).send({ active: false });
    });

    it('a run left "running" by a crashed instance is marked failed (on status, and at the next start)', async () => {
      const [stale] = await t.ds.query(
        `INSERT INTO scrape_runs (status, trigger, "startedAt") VALUES ('running', 'scheduled', now() - interval '1 hour') RETURNING id`,
      );
      const s = await t.http.get('/api/scraping/status').set(bearer(admin));
      expect(s.body).toMatchObject({ isRunning: false, progress: null });
      const [row] = await t.ds.query('SELECT status, errors, "finishedAt" FROM scrape_runs WHERE id = $1', [stale.id]);
      expect(row.status).toBe('failed');
      expect(row.errors).toEqual(['Interrupted: the app stopped before the run finished']);
      expect(row.finishedAt).not.toBeNull();

      const [again] = await t.ds.query(`INSERT INTO scrape_runs (status, trigger) VALUES ('running', 'manual') RETURNING id`);
      const second = await createTestApp({}, { databaseUrl: t.databaseUrl });
      try {
        const [r] = await t.ds.query('SELECT status FROM scrape_runs WHERE id = $1', [again.id]);
        expect(r.status).toBe('failed');
      } finally {
        await second.close();
      }
    });
  });
});

describe('sources from approved organizations', () => {
  let t: TestApp;
  let srv: FixtureServer;
  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  it("an approved organization's events page and event sources become sources and are read; an unapproved one's are not", async () => {
    const admin = await adminToken(t.app);
    const tana = await makeOrganization(t.ds, {
      name: 'Telugu Association of North Texas',
      city: 'Irving',
      state: 'TX',
      isApproved: true,
      eventsPageUrl: `${srv.origin}/eventbrite/o/links-only.html`,
      eventSources: [`${srv.origin}/temple/calendar.ics`, 'not a url'],
    });
    const pending = await makeOrganization(t.ds, {
      name: 'Waiting Org',
      isApproved: false,
      eventsPageUrl: `${srv.origin}/broken/no-events.html`,
    });

    const r = await t.http.post('/api/scraping/run').set(bearer(admin)).send({});
    expect(r.body).toMatchObject({ success: true, eventsFound: 1 + 6, eventsSaved: 7, errors: [] });
    const sources = (await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<Record<string, unknown>>;
    expect(sources.map((s) => [s.url, s.type, s.origin, s.organizationId, s.active]).sort()).toEqual(
      [
        [`${srv.origin}/eventbrite/o/links-only.html`, 'other', 'organization', tana.id, true],
        [`${srv.origin}/temple/calendar.ics`, 'calendar', 'organization', tana.id, true],
      ].sort(),
    );
    expect(sources.every((s) => (s.name as string).startsWith('Telugu Association of North Texas ('))).toBe(true);
    expect(srv.hits('/broken/no-events.html')).toBe(0);
    void pending;

    // The organizer page only links its events: the linked page's JSON-LD was read (the missing one skipped).
    const [ugadi] = await t.ds.query(
      `SELECT title, to_char(date, 'YYYY-MM-DD') AS date, price, "priceText", venue, city, "organizationId", "isApproved" FROM events WHERE title = 'Ugadi Celebration'`,
    );
    expect(ugadi).toMatchObject({
      price: '10.00',
      priceText: '$10 - $20',
      venue: 'Irving Arts Center',
      city: 'Irving',
      organizationId: tana.id,
      isApproved: true,
    });
    expect(srv.hits('/eventbrite/e/missing-page.html')).toBe(1);
    const [n] = await t.ds.query(`SELECT count(*)::int AS n FROM events WHERE "organizationId" = $1`, [tana.id]);
    expect(n.n).toBe(7);

    // The organization drops a URL, then stops being approved: its sources stop being read.
    await t.ds.query(`UPDATE organizations SET "eventSources" = '{}' WHERE id = $1`, [tana.id]);
    await t.http.post('/api/scraping/run').set(bearer(admin)).send({});
    const after = (await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<{ url: string; active: boolean }>;
    expect(after.find((s) => s.url.endsWith('/temple/calendar.ics'))?.active).toBe(false);
    expect(after.find((s) => s.url.endsWith('/links-only.html'))?.active).toBe(true);
    await t.ds.query(`UPDATE organizations SET "isApproved" = false WHERE id = $1`, [tana.id]);
    const hits = srv.hits('/eventbrite/o/links-only.html');
    const last = await t.http.post('/api/scraping/run').set(bearer(admin)).send({});
    expect(last.body).toMatchObject({ success: true, eventsFound: 0 });
    expect(srv.hits('/eventbrite/o/links-only.html')).toBe(hits);
  });

  it('approving an organization, or changing its pages, creates or updates its sources at once, before any run', async () => {
    const admin = await adminToken(t.app);
    const sources = async () =>
      ((await t.http.get('/api/scraping/sources').set(bearer(admin))).body as Array<Record<string, unknown>>)
        .filter((s) => s.organizationId === org.id)
        .map((s) => [s.url, s.origin, s.active])
        .sort();
    const org = await makeOrganization(t.ds, {
      name: 'Sri Ganesh Mandir',
      isApproved: false,
      eventsPageUrl: `${srv.origin}/ganesh/events.html`,
      eventSources: [`${srv.origin}/ganesh/calendar.ics`],
    });
    expect(await sources()).toEqual([]);

    await t.http.put(`/api/admin/organizations/${org.id}/approve`).set(bearer(admin)).expect(200);
    expect(await sources()).toEqual(
      [
        [`${srv.origin}/ganesh/events.html`, 'organization', true],
        [`${srv.origin}/ganesh/calendar.ics`, 'organization', true],
      ].sort(),
    );

    // The admin edits its pages: the new one is a source at once, the dropped one stops being read.
    await t.http
      .put(`/api/admin/organizations/${org.id}`)
      .set(bearer(admin))
      .send({ eventsPageUrl: `${srv.origin}/ganesh/programs.html`, eventSources: [] })
      .expect(200);
    expect(await sources()).toEqual(
      [
        [`${srv.origin}/ganesh/events.html`, 'organization', false],
        [`${srv.origin}/ganesh/calendar.ics`, 'organization', false],
        [`${srv.origin}/ganesh/programs.html`, 'organization', true],
      ].sort(),
    );

    // Rejected: none of its sources is active any more.
    await t.http
      .put(`/api/admin/organizations/${org.id}/reject`)
      .set(bearer(admin))
      .send({ reason: 'Not a community organization' })
      .expect(200);
    expect((await sources()).filter(([, , active]) => active)).toEqual([]);
    expect(srv.hits('/ganesh/programs.html')).toBe(0);
  });
});

describe('scraping with private hosts refused (production setting)', () => {
  let t: TestApp;
  let srv: FixtureServer;
  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp({ SCRAPER_ALLOW_PRIVATE_HOSTS: 'false' }), startFixtureServer()]);
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  it('refuses to scrape or crawl a loopback address, before any request is made', async () => {
    const admin = await adminToken(t.app);
    const src = await t.http
      .post('/api/scraping/sources')
      .set(bearer(admin))
      .send({ name: 'Local', type: 'calendar', url: `${srv.origin}/temple/calendar.ics` });
    expect(src.status).toBe(201);
    const r = await t.http.post('/api/scraping/run').set(bearer(admin)).send({});
    expect(r.body).toMatchObject({
      success: false,
      eventsSaved: 0,
      errors: [`Local: ${new URL(srv.origin).host} is a private or local network address, which Sangam does not read`],
    });
    const d = await t.http
      .post('/api/admin/discover-organizations')
      .set(bearer(admin))
      .send({ urls: [`${srv.origin}/temple/`, 'http://169.254.169.254/latest/meta-data/'] });
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({
      organizations: [],
      errors: [
        {
          url: `${srv.origin}/temple/`,
          error: `${new URL(srv.origin).host} is a private or local network address, which Sangam does not read`,
        },
        {
          url: 'http://169.254.169.254/latest/meta-data/',
          error: '169.254.169.254 is a private or local network address, which Sangam does not read',
        },
      ],
    });
    expect(srv.requests).toEqual([]);
  });
});
