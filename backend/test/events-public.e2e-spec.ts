import fc from 'fast-check';
import * as ical from 'node-ical';
import { INVALID_TEXT_URL } from '../src/common/http/body-checks';
import { todayInState } from '../src/common/us-states';
import { SEARCH_MAX_MATCHES } from '../src/events/event-listing.sql';
import { EventsQueryService } from '../src/events/events-query.service';
import { EventSearchService, MAX_COMPLETIONS } from '../src/events/event-search';
import { Event } from '../src/events/event.entity';
import { parseTimeOfDay } from '@sangam/shared';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, bulkInsert, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { eventTableReads } from './support/plan';
import { createTestApp, TestApp } from './support/test-app';

/** Public read API of events: GET /api/events, GET /api/events/:id, calendar files. */
describe('public events API', () => {
  let t: TestApp;
  let org: Organization; // approved
  let pendingOrg: Organization; // registered organizer, not yet approved
  let otherOrganizer: Organization;
  const ev: Record<string, Event> = {};

  const titles = (body: Array<{ title: string }>) => body.map((e) => e.title);
  const list = (query: Record<string, string | number | boolean> = {}) => t.http.get('/api/events').query(query);

  beforeAll(async () => {
    t = await createTestApp();
    org = await makeOrganization(t.ds, {
      name: 'Dallas Gujarati Samaj',
      website: 'https://dgs.example.org',
      contactEmail: 'events@dgs.example.org',
      contactPhone: '(214) 555-0100',
      description: 'Gujarati culture in North Texas.',
    });
    pendingOrg = await makeOrganization(t.ds, { name: 'Pending Parivar', isApproved: false, isRegistered: true });
    otherOrganizer = await makeOrganization(t.ds, { name: 'Other Organizer', isApproved: true, isRegistered: true });
    ev.garba = await makeEvent(t.ds, {
      title: 'Navaratri Garba Night',
      description: 'Dance the garba with dandiya sticks all night.',
      category: 'Cultural Events',
      organizationId: org.id,
      date: daysFromToday(5),
      startTime: '7:00 PM',
      endTime: '11:00 PM',
      venue: 'Curtis Culwell Center',
      city: 'Garland',
      state: 'TX',
      isFree: false,
      price: 25,
    });
    ev.diwali = await makeEvent(t.ds, {
      title: 'Diwali Mela',
      description: 'Lights, food stalls and fireworks.',
      category: 'Religious Festivals',
      organizationId: org.id,
      date: daysFromToday(20),
      startTime: '6:00 PM',
      venue: 'Fair Park',
      city: 'Dallas',
      state: 'TX',
      isFree: true,
    });
    ev.morning = await makeEvent(t.ds, {
      title: 'Yoga in the Park',
      description: 'A gentle morning session.',
      category: 'Workshop',
      organizationId: null,
      date: daysFromToday(20),
      startTime: '10:00 AM',
      venue: 'Klyde Warren Park',
      city: 'Dallas',
      state: 'TX',
      isFree: true,
    });
    ev.cricket = await makeEvent(t.ds, {
      title: 'Cricket League Final',
      description: 'Tape-ball cricket final.',
      category: 'Sports',
      organizationId: org.id,
      date: daysFromToday(30),
      startTime: '9:00 AM',
      venue: 'Prairie Fields',
      city: 'Houston',
      state: 'TX',
      isFree: false,
      price: 10,
      priceText: '$10-15',
    });
    ev.navratriSf = await makeEvent(t.ds, {
      title: 'Navratri Utsav',
      description: 'Nine nights of music.',
      category: 'Cultural Events',
      organizationId: org.id,
      date: daysFromToday(40),
      startTime: '8:00 PM',
      venue: 'Cow Palace',
      city: 'San Francisco',
      state: 'CA',
      isFree: false,
      price: 30,
      endTime: null,
    });
    ev.festival = await makeEvent(t.ds, {
      title: 'Holi Festival of Colours',
      description: 'Colours and music.',
      category: 'Cultural Events',
      organizationId: org.id,
      date: daysFromToday(60),
      startTime: '11:00 AM',
      venue: 'Central Park',
      city: 'New York',
      state: 'NY',
      isFree: true,
    });
    ev.descOnly = await makeEvent(t.ds, {
      title: 'Community Potluck',
      description: 'Bring a dish; we end with a short garba circle.',
      category: 'Community Meetups',
      organizationId: org.id,
      date: daysFromToday(3),
      startTime: '5:00 PM',
      venue: 'Hall A',
      city: 'Irving',
      state: 'TX',
      isFree: true,
    });
    // Not publicly visible:
    ev.pendingOrgEvent = await makeEvent(t.ds, {
      title: 'Garba Hidden Pending Org',
      organizationId: pendingOrg.id,
      date: daysFromToday(6),
    });
    ev.unapproved = await makeEvent(t.ds, {
      title: 'Garba Unapproved Event',
      organizationId: org.id,
      isApproved: false,
      date: daysFromToday(7),
    });
    ev.past = await makeEvent(t.ds, { title: 'Past Diwali Puja', organizationId: org.id, date: daysFromToday(-10), startTime: '6:00 PM' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('listing', () => {
    it('lists approved upcoming events of approved organizations (or none), by date then start time, with the total in X-Total-Count', async () => {
      const r = await list().expect(200);
      expect(titles(r.body)).toEqual([
        'Community Potluck',
        'Navaratri Garba Night',
        'Yoga in the Park',
        'Diwali Mela',
        'Cricket League Final',
        'Navratri Utsav',
        'Holi Festival of Colours',
      ]);
      expect(r.headers['x-total-count']).toBe('7');
    });

    it('embeds the organization (id, name, website, contactEmail) or null', async () => {
      const r = await list({ search: 'garba night' }).expect(200);
      const e = r.body.find((x: { id: string }) => x.id === ev.garba.id);
      expect(e.organization).toEqual({
        id: org.id,
        name: 'Dallas Gujarati Samaj',
        website: 'https://dgs.example.org',
        contactEmail: 'events@dgs.example.org',
      });
      expect(e).toMatchObject({
        date: ev.garba.date,
        startTime: '7:00 PM',
        endTime: '11:00 PM',
        price: 25,
        isFree: false,
        city: 'Garland',
        state: 'TX',
        timeZone: 'America/Chicago',
      });
      expect(e.moderationScore).toBeUndefined();
      const yoga = (await list({ search: 'yoga' })).body[0];
      expect(yoga.organization).toBeNull();
    });

    it('hides events of pending organizations and unapproved events', async () => {
      const r = await list({ includePast: true, limit: 200 }).expect(200);
      const ids = r.body.map((e: { id: string }) => e.id);
      expect(ids).not.toContain(ev.pendingOrgEvent.id);
      expect(ids).not.toContain(ev.unapproved.id);
      expect(ids).toContain(ev.past.id);
      expect(r.headers['x-total-count']).toBe('8');
    });

    it('shows past events only with includePast=true', async () => {
      expect(titles((await list()).body)).not.toContain('Past Diwali Puja');
      expect(titles((await list({ includePast: 'true' })).body)[0]).toBe('Past Diwali Puja');
      expect(titles((await list({ includePast: 'false' })).body)).not.toContain('Past Diwali Puja');
    });

    it("counts today as upcoming in the event's own time zone", async () => {
      const todayHonolulu = todayInState('HI');
      const todayNewYork = todayInState('NY');
      const hi = await makeEvent(t.ds, {
        title: 'Honolulu Today Event',
        city: 'Honolulu',
        state: 'HI',
        date: todayHonolulu,
        organizationId: org.id,
      });
      const ny = await makeEvent(t.ds, {
        title: 'New York Today Event',
        city: 'New York',
        state: 'NY',
        date: todayNewYork,
        organizationId: org.id,
      });
      const yesterdayNy = new Date(`${todayNewYork}T12:00:00Z`);
      yesterdayNy.setUTCDate(yesterdayNy.getUTCDate() - 1);
      const old = await makeEvent(t.ds, {
        title: 'New York Yesterday Event',
        city: 'New York',
        state: 'NY',
        date: yesterdayNy.toISOString().slice(0, 10),
        organizationId: org.id,
      });
      try {
        const shown = titles((await list({ limit: 200 })).body);
        expect(shown).toContain('Honolulu Today Event');
        expect(shown).toContain('New York Today Event');
        expect(shown).not.toContain('New York Yesterday Event');
      } finally {
        await t.ds.getRepository(Event).delete([hi.id, ny.id, old.id]);
      }
    });

    it('sorts by date or title, ascending or descending', async () => {
      expect(titles((await list({ sortBy: 'date', sortOrder: 'desc' })).body)).toEqual([
        'Holi Festival of Colours',
        'Navratri Utsav',
        'Cricket League Final',
        'Diwali Mela',
        'Yoga in the Park',
        'Navaratri Garba Night',
        'Community Potluck',
      ]);
      const az = [
        'Community Potluck',
        'Cricket League Final',
        'Diwali Mela',
        'Holi Festival of Colours',
        'Navaratri Garba Night',
        'Navratri Utsav',
        'Yoga in the Park',
      ];
      expect(titles((await list({ sortBy: 'title', sortOrder: 'asc' })).body)).toEqual(az);
      expect(titles((await list({ sortBy: 'title', sortOrder: 'desc' })).body)).toEqual([...az].reverse());
      expect(titles((await list({ sortBy: 'title' })).body)).toEqual(az);
    });

    it('pages with limit and offset; the total stays the full count', async () => {
      const all = titles((await list()).body);
      const p1 = await list({ limit: 3 }).expect(200);
      const p2 = await list({ limit: 3, offset: 3 }).expect(200);
      const p3 = await list({ limit: 3, offset: 6 }).expect(200);
      expect([...titles(p1.body), ...titles(p2.body), ...titles(p3.body)]).toEqual(all);
      expect(p3.body).toHaveLength(1);
      for (const p of [p1, p2, p3]) expect(p.headers['x-total-count']).toBe('7');
      const beyond = await list({ offset: 100 }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('7');
    });

    it('defaults to 50 events per page and allows up to 200', async () => {
      const extra = await t.ds.getRepository(Event).save(
        Array.from({ length: 60 }, (_, i) =>
          t.ds.getRepository(Event).create({
            title: `Bulk Event ${i}`,
            category: 'Educational',
            date: daysFromToday(100),
            startTime: '1:00 PM',
            venue: 'Library',
            city: 'Austin',
            state: 'TX',
          }),
        ),
      );
      try {
        const r = await list().expect(200);
        expect(r.body).toHaveLength(50);
        expect(r.headers['x-total-count']).toBe('67');
        expect((await list({ limit: 200 })).body).toHaveLength(67);
      } finally {
        await t.ds.getRepository(Event).delete(extra.map((e) => e.id));
      }
    });

    it('filters by city (case-insensitive), state, category, date range and price', async () => {
      expect(titles((await list({ city: 'dallas' })).body)).toEqual(['Yoga in the Park', 'Diwali Mela']);
      expect(titles((await list({ city: 'SAN FRANCISCO' })).body)).toEqual(['Navratri Utsav']);
      expect(titles((await list({ state: 'ny' })).body)).toEqual(['Holi Festival of Colours']);
      expect(titles((await list({ category: 'cultural events' })).body)).toEqual([
        'Navaratri Garba Night',
        'Navratri Utsav',
        'Holi Festival of Colours',
      ]);
      expect(titles((await list({ from: daysFromToday(15), to: daysFromToday(35) })).body)).toEqual([
        'Yoga in the Park',
        'Diwali Mela',
        'Cricket League Final',
      ]);
      expect(titles((await list({ free: true })).body)).toEqual([
        'Community Potluck',
        'Yoga in the Park',
        'Diwali Mela',
        'Holi Festival of Colours',
      ]);
      expect(titles((await list({ free: 'false' })).body)).toEqual(['Navaratri Garba Night', 'Cricket League Final', 'Navratri Utsav']);
      const combined = await list({ city: 'Dallas', category: 'Workshop', free: true }).expect(200);
      expect(titles(combined.body)).toEqual(['Yoga in the Park']);
      expect(combined.headers['x-total-count']).toBe('1');
    });

    it('treats empty values as not given', async () => {
      const r = await t.http.get('/api/events?search=&city=&sortBy=&limit=').expect(200);
      expect(r.headers['x-total-count']).toBe('7');
      const spaces = await list({ search: '   ' }).expect(200);
      expect(spaces.headers['x-total-count']).toBe('7');
    });
  });

  describe('search', () => {
    const search = async (text: string, extra: Record<string, string> = {}) =>
      titles((await list({ search: text, ...extra }).expect(200)).body);

    it('matches prefixes as you type', async () => {
      expect(await search('diwa')).toEqual(['Diwali Mela']);
      expect(await search('Diw')).toEqual(['Diwali Mela']);
      expect(await search('crick')).toEqual(['Cricket League Final']);
      // a partly typed word longer than its English stem ('festival' → 'festiv')
      expect(await search('festiva')).toEqual(['Holi Festival of Colours']);
      expect(await search('festivals')).toEqual(['Holi Festival of Colours']);
    });

    it('tolerates one typo on longer words, in both directions', async () => {
      expect(await search('navratri')).toEqual(expect.arrayContaining(['Navaratri Garba Night', 'Navratri Utsav']));
      expect(await search('navaratri')).toEqual(expect.arrayContaining(['Navaratri Garba Night', 'Navratri Utsav']));
      expect(await search('garbha')).toEqual(expect.arrayContaining(['Navaratri Garba Night', 'Community Potluck']));
      expect(await search('crikcet')).toEqual(['Cricket League Final']); // transposition
      expect(await search('diwaali')).toEqual(['Diwali Mela']); // insertion
      // short words need to be exact: 'holo' is not 'holi'
      expect(await search('holo')).toEqual([]);
    });

    it('needs every word to match, across title, description, venue, city and organization name', async () => {
      expect(await search('garba garland')).toEqual(['Navaratri Garba Night']);
      expect(await search('culwell')).toEqual(['Navaratri Garba Night']); // venue
      expect(await search('fireworks')).toEqual(['Diwali Mela']); // description
      expect(await search('houston')).toEqual(['Cricket League Final']); // city
      expect(await search('gujarati samaj cricket')).toEqual(['Cricket League Final']); // organization name
      expect(await search('garba houston')).toEqual([]);
    });

    it('leaves out stop words, which no document holds, unless the search is nothing else', async () => {
      expect(await search('holi festival of colours')).toEqual(['Holi Festival of Colours']);
      expect(await search('Yoga in the Park')).toEqual(['Yoga in the Park']);
      expect(await search('the diwali')).toEqual(['Diwali Mela']);
      // Only stop words: taken as the beginnings of longer words being typed ('me' → 'Mela').
      expect(await search('me')).toEqual(['Diwali Mela']);
      expect(await search('the of')).toEqual([]);
    });

    it('orders a search by date, relevance breaking ties within a day, unless a sort is asked for', async () => {
      // 'garba' is in the title of one event and only in the description of the other (which is sooner).
      expect(await search('garba')).toEqual(['Community Potluck', 'Navaratri Garba Night']);
      expect(await search('garba', { sortBy: 'date' })).toEqual(['Community Potluck', 'Navaratri Garba Night']);
      expect(await search('garba', { sortBy: 'title', sortOrder: 'desc' })).toEqual(['Navaratri Garba Night', 'Community Potluck']);
    });

    it('ignores accents and case, and never shows hidden events', async () => {
      expect(await search('DÍWALI')).toEqual(['Diwali Mela']);
      const r = await list({ search: 'garba', includePast: true }).expect(200);
      expect(titles(r.body)).not.toContain('Garba Hidden Pending Org');
      expect(titles(r.body)).not.toContain('Garba Unapproved Event');
      expect(r.headers['x-total-count']).toBe('2');
    });

    it('answers an empty list for no hits and for text without letters or digits', async () => {
      const r = await list({ search: 'zzzqqq' }).expect(200);
      expect(r.body).toEqual([]);
      expect(r.headers['x-total-count']).toBe('0');
      expect(await search('!!! ---')).toEqual([]);
    });

    it('never fails on arbitrary text (tsquery syntax, quotes, unicode)', async () => {
      for (const s of [
        "'",
        '\\',
        'a & b | !c',
        "o'brien:*",
        'garba <-> night',
        '(((',
        'दिवाली',
        '😀 diwali',
        '%_',
        'null',
        'a'.repeat(200),
      ]) {
        const r = await list({ search: s });
        expect([r.status, s]).toEqual([200, s]);
      }
      const nul = await list({ search: 'diwali\u0000' });
      expect([nul.status, nul.body.message]).toEqual([400, INVALID_TEXT_URL]);
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 60, unit: 'binary' }), async (s) => {
          const r = await list({ search: s });
          // A NUL is no text (PostgreSQL cannot hold it): refused up front with a clear 400 (app.setup.ts).
          if (s.includes('\u0000')) expect([r.status, r.body.message]).toEqual([400, INVALID_TEXT_URL]);
          else expect(r.status).toBe(200);
        }),
        { numRuns: 60 },
      );
    });

    it('uses the indexes: no sequential scan of events, GIN for search (EXPLAIN on generated rows)', async () => {
      const svc = t.app.get(EventsQueryService);
      await bulkInsert(
        t.ds,
        `
        INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "organizationId", "isFree")
        SELECT (ARRAY['Diwali Mela','Garba Night','Cricket Match','Yoga Morning','Bhangra Party','Temple Puja'])[1 + i % 6] || ' ' || i,
               'Generated event number ' || i || ' with music food and friends ' || repeat(md5(i::text) || ' ', 40),
               (ARRAY['Cultural Events','Religious Festivals','Sports','Workshop'])[1 + i % 4],
               current_date + (i % 400) - 30, ((i % 12) + 1) || ':00 PM', 'Hall ' || (i % 50),
               (ARRAY['Dallas','Houston','Austin','Chicago','Atlanta'])[1 + i % 5], 'TX', $1, i % 3 = 0
          FROM generate_series(1, 6000) AS i`,
        [org.id],
      );
      await t.ds.query(`VACUUM ANALYZE events`);
      await t.ds.query(`ANALYZE organizations`);
      await t.ds.query(`ANALYZE search_terms`);
      try {
        const plan = async (q: Record<string, unknown>) => {
          const sql = await svc.listSql(q);
          const out: string[] = [];
          for (const [text, params] of [
            [sql.rows, sql.rowsParams],
            [sql.count, sql.countParams],
          ] as const) {
            const rows: Array<{ 'QUERY PLAN': string }> = await t.ds.query(`EXPLAIN ${text}`, params as unknown[]);
            out.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
          }
          return out.join('\n----\n');
        };
        const listing = await plan({});
        expect(listing).not.toMatch(/Seq Scan on events/);
        expect(listing).toMatch(/events_listing_idx/);
        // Rare words: the GIN index on the search document, never a scan of the table.
        for (const text of ['navaratri garbha', 'zyxwvq kirtan']) {
          const p = await plan({ search: text });
          expect([text, p]).not.toEqual([text, expect.stringMatching(/Seq Scan on events/)]);
          expect([text, p]).toEqual([text, expect.stringMatching(/Bitmap Index Scan on events_search_idx/)]);
        }
        // Common words (each in a sixth or more of these rows): the planner, which sees the words'
        // frequencies (the tsquery is inlined, not hidden in a CTE), walks an index in date order or
        // takes the GIN index; on a table this small (6,000 rows) a sequential read that stops at the
        // 1,000th match can also be its cheapest plan. At scale (100k and 1M events) the bench checks
        // every shape for sequential scans (bench/run.js SHAPES, docs/performance.md).
        for (const text of ['bhangra', 'pujaa', 'diwa']) {
          const p = await plan({ search: text });
          expect([text, p]).toEqual([text, expect.stringMatching(/events_search_idx|events_listing_idx|Seq Scan on events/)]);
          expect([text, p]).toEqual([text, expect.stringMatching(/Limit/)]);
        }
        const filtered = await plan({ city: 'Austin', category: 'Sports' });
        expect(filtered).not.toMatch(/Seq Scan on events/);
        // Category, free and date filters are covered: the count reads no table row (Index Only Scan), but for the few
        // multi-day events running today.
        const sql = await svc.listSql({ category: 'Sports', free: true });
        const count: Array<{ 'QUERY PLAN': string }> = await t.ds.query(`EXPLAIN ${sql.count}`, sql.countParams);
        const lines = count.map((r) => r['QUERY PLAN']);
        const scans = lines.filter((l) => / on events /.test(l));
        expect(scans.length).toBeGreaterThan(0);
        expect(eventTableReads(lines)).toEqual([]);
        // The search actually finds the generated rows through those plans.
        const r = await list({ search: 'bhangr', limit: 5 }).expect(200);
        expect(Number(r.headers['x-total-count'])).toBeGreaterThan(500);
      } finally {
        await t.ds.query(`DELETE FROM events WHERE description LIKE 'Generated event number %'`);
      }
    });
  });

  it('orders a day by clock time: the SQL sangam_time_minutes() agrees with parseTimeOfDay()', async () => {
    const inputs = [
      '6:00 PM',
      '10:00 AM',
      '12:00 AM',
      '12:30 pm',
      '9 AM',
      '9:15 a.m.',
      '18:30',
      '00:05',
      '7.30 PM',
      'TBA',
      '13:00 PM',
      '24:00',
      'Evening',
      ' 8:45 pm ',
      '0:00 AM',
    ];
    const rows: Array<{ t: string; m: number | null }> = await t.ds.query(
      `SELECT t, sangam_time_minutes(t) AS m FROM unnest($1::text[]) AS t`,
      [inputs],
    );
    for (const r of rows) expect([r.t, r.m]).toEqual([r.t, parseTimeOfDay(r.t)]);
    expect(parseTimeOfDay('6:00 PM')).toBe(18 * 60);
    expect(parseTimeOfDay('12:00 AM')).toBe(0);
    expect(parseTimeOfDay('TBA')).toBeNull();
  });

  it("sangam_time_minutes()'s string fast path answers what its regular expressions answer, for every text", async () => {
    // sangam_time_minutes_by_pattern: the function as first created (regular expressions only).
    const shaped: string[] = [];
    for (const h of ['0', '1', '9', '01', '09', '10', '12', '13', '99', '١', 'x'])
      for (const m of ['00', '05', '59', '60', '99', '5x', '٥٥'])
        for (const tail of [' AM', ' PM', ' am', 'AM', ' XM', ' AMM', ' A.M.', 'PM ']) shaped.push(`${h}:${m}${tail}`, `${h}.${m}${tail}`);
    const random = fc.sample(fc.stringMatching(/^[ 0-9:.APMapm٣]{0,9}$/), 3000);
    const rows: Array<{ t: string; fast: number | null; slow: number | null }> = await t.ds.query(
      `SELECT t, sangam_time_minutes(t) AS fast, sangam_time_minutes_by_pattern(t) AS slow FROM unnest($1::text[]) AS t`,
      [[...shaped, ...random]],
    );
    expect(rows.filter((r) => r.fast !== r.slow)).toEqual([]);
    expect(rows.filter((r) => r.fast !== null).length).toBeGreaterThan(100);
    // The stored "startMinutes" (a generated column) is this function's answer, recomputed
    // on every insert and update, also under a search_path of pg_catalog only, as pg_restore loads
    // rows (before the table's triggers exist): the fallback for a time not in the stored form must
    // still be found.
    const late = await makeEvent(t.ds, {
      title: 'Twenty-four Hour Clock Kirtan',
      organizationId: org.id,
      date: daysFromToday(9),
      startTime: '18:30',
    });
    const startMinutes = async () =>
      ((await t.ds.query(`SELECT "startMinutes" AS m FROM events WHERE id = $1`, [late.id])) as Array<{ m: number | null }>)[0].m;
    expect(await startMinutes()).toBe(18 * 60 + 30);
    await t.ds.query(`UPDATE events SET "startTime" = '7:05 AM' WHERE id = $1`, [late.id]);
    expect(await startMinutes()).toBe(7 * 60 + 5);
    await t.ds.transaction(async (m) => {
      await m.query(`SET LOCAL search_path = pg_catalog`);
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(`UPDATE public.events SET "startTime" = '21:15' WHERE id = $1`, [late.id]);
    });
    expect(await startMinutes()).toBe(21 * 60 + 15);
    await t.ds.query(`UPDATE events SET "startTime" = 'TBA' WHERE id = $1`, [late.id]);
    expect(await startMinutes()).toBeNull();
    await t.ds.query(`DELETE FROM events WHERE id = $1`, [late.id]);
  });

  describe('bad input: 400 with a clear message, never 5xx', () => {
    const cases: Array<[string, RegExp]> = [
      ['limit=abc', /limit must be a whole number from 1 to 200/],
      ['limit=0', /limit must be a whole number from 1 to 200/],
      ['limit=201', /limit must be a whole number from 1 to 200/],
      ['limit=1.5', /limit must be a whole number/],
      ['offset=-1', /offset must be a whole number/],
      ['sortBy=price', /sortBy must be date, title or distance/],
      ['sortOrder=up', /sortOrder must be asc or desc/],
      ['from=2025-13-45', /from must be a date written YYYY-MM-DD/],
      ['to=2025-02-30', /to must be a date written YYYY-MM-DD/],
      ['from=tomorrow', /from must be a date/],
      [`from=${daysFromToday(10)}&to=${daysFromToday(5)}`, /from must not be after to/],
      ['free=maybe', /free must be true or false/],
      ['includePast=1', /includePast must be true or false/],
      ['state=Texas', /state must be a two-letter state code/],
      ['city=a&city=b', /city must be a single text value/],
      [`search=${'x'.repeat(201)}`, /search must be at most 200 characters/],
      [`city=${'x'.repeat(101)}`, /city must be at most 100 characters/],
      ['foo=bar', /property foo should not exist/],
    ];
    it.each(cases)('%s', async (qs, message) => {
      const r = await t.http.get(`/api/events?${qs}`);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(message);
      expect(r.body.statusCode).toBe(400);
    });
  });

  describe('detail', () => {
    it('answers the event with its organization (incl. description and phone)', async () => {
      const r = await t.http.get(`/api/events/${ev.garba.id}`).expect(200);
      expect(r.body).toMatchObject({
        id: ev.garba.id,
        title: 'Navaratri Garba Night',
        venue: 'Curtis Culwell Center',
        price: 25,
        timeZone: 'America/Chicago',
      });
      expect(r.body.organization).toEqual({
        id: org.id,
        name: 'Dallas Gujarati Samaj',
        website: 'https://dgs.example.org',
        contactEmail: 'events@dgs.example.org',
        description: 'Gujarati culture in North Texas.',
        contactPhone: '(214) 555-0100',
      });
      expect(r.body.moderationScore).toBeUndefined();
      const noOrg = await t.http.get(`/api/events/${ev.morning.id}`).expect(200);
      expect(noOrg.body.organization).toBeNull();
    });

    it('shows past events by id', async () => {
      await t.http.get(`/api/events/${ev.past.id}`).expect(200);
    });

    it('400 for a malformed id, 404 for an unknown one', async () => {
      const bad = await t.http.get('/api/events/not-a-uuid').expect(400);
      expect([bad.body.code, bad.body.error]).toEqual(['invalid_id', 'Invalid id']);
      const r = await t.http.get('/api/events/00000000-0000-4000-8000-000000000000').expect(404);
      expect([r.body.code, r.body.error]).toEqual(['event_not_found', 'Event not found']);
    });

    it('hides events that are not public, except from their organizer and admins', async () => {
      for (const id of [ev.pendingOrgEvent.id, ev.unapproved.id]) {
        const r = await t.http.get(`/api/events/${id}`).expect(404);
        expect(r.body.error).toBe('Event not found');
      }
      const ownerToken = await organizerToken(t.app, pendingOrg);
      const own = await t.http.get(`/api/events/${ev.pendingOrgEvent.id}`).set('Authorization', `Bearer ${ownerToken}`).expect(200);
      expect(own.body).toMatchObject({ id: ev.pendingOrgEvent.id, moderationScore: 0, moderationFlags: [] });
      // another organizer: still hidden
      await t.http.get(`/api/events/${ev.unapproved.id}`).set('Authorization', `Bearer ${ownerToken}`).expect(404);
      const otherToken = await organizerToken(t.app, otherOrganizer);
      await t.http.get(`/api/events/${ev.pendingOrgEvent.id}`).set('Authorization', `Bearer ${otherToken}`).expect(404);
      const admin = await adminToken(t.app);
      const asAdmin = await t.http.get(`/api/events/${ev.unapproved.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
      expect(asAdmin.body.isApproved).toBe(false);
      // an invalid token is treated as anonymous
      await t.http.get(`/api/events/${ev.unapproved.id}`).set('Authorization', 'Bearer nonsense').expect(404);
    });
  });

  describe('calendar files', () => {
    it('exports one event as RFC 5545 with its state time zone, location, description and link', async () => {
      const r = await t.http
        .get(`/api/events/${ev.garba.id}/calendar.ics`)
        .buffer(true)
        .parse((res, cb) => {
          let d = '';
          res.on('data', (c) => (d += c));
          res.on('end', () => cb(null, d));
        });
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/calendar/);
      expect(r.headers['content-disposition']).toBe('attachment; filename="navaratri-garba-night.ics"');
      const text = r.body as string;
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(text).toContain('VERSION:2.0');
      expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Chicago');
      expect(text).toContain('DTSTART;TZID=America/Chicago:');
      const parsed = ical.sync.parseICS(text);
      const vevents = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
      expect(vevents).toHaveLength(1);
      const e = vevents[0];
      expect(e.summary).toBe('Navaratri Garba Night');
      expect(e.location).toBe('Curtis Culwell Center, Garland, TX');
      const url = e.url as unknown as string | { val: string };
      expect(typeof url === 'string' ? url : url.val).toBe(`http://localhost:3000/event/${ev.garba.id}`);
      expect(String(e.description)).toContain('Dance the garba');
      expect(String(e.description)).toContain(`http://localhost:3000/event/${ev.garba.id}`);
      expect(e.uid).toBe(`${ev.garba.id}@localhost`);
      // 7:00 PM to 11:00 PM in Central time
      const offsetHours = (d: Date) => {
        const local = new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/Chicago',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(d);
        return local;
      };
      const [y, m, d] = ev.garba.date.split('-');
      expect(offsetHours(e.start as Date)).toBe(`${m}/${d}/${y}, 7:00 PM`);
      expect(offsetHours(e.end as Date)).toBe(`${m}/${d}/${y}, 11:00 PM`);
    });

    it("uses each state's zone (Pacific for CA) and a two-hour default length", async () => {
      const text = (await t.http.get(`/api/events/${ev.navratriSf.id}/calendar.ics`).expect(200)).text;
      const e = (Object.values(ical.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as ical.VEvent)!;
      const fmt = (d: Date) =>
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit', hour12: true }).format(d);
      expect(fmt(e.start as Date)).toBe('8:00 PM');
      expect(fmt(e.end as Date)).toBe('10:00 PM');
      expect(text).toContain('TZID:America/Los_Angeles');
    });

    it('404 for events that are not public; 400 for a malformed id', async () => {
      await t.http.get(`/api/events/${ev.pendingOrgEvent.id}/calendar.ics`).expect(404);
      await t.http.get('/api/events/xyz/calendar.ics').expect(400);
    });

    it("serves a city's upcoming public events as a subscribable feed", async () => {
      const text = (
        await t.http
          .get('/api/calendar/dallas.ics')
          .expect(200)
          .expect('content-type', /text\/calendar/)
      ).text;
      const summaries = Object.values(ical.sync.parseICS(text))
        .filter((c) => c?.type === 'VEVENT')
        .map((c) => (c as ical.VEvent).summary)
        .sort();
      expect(summaries).toEqual(['Diwali Mela', 'Yoga in the Park']);
      expect(text).toContain('X-WR-CALNAME:Sangam - Dallas community events');
      const sf = (await t.http.get('/api/calendar/san-francisco.ics').expect(200)).text;
      expect(sf).toContain('SUMMARY:Navratri Utsav');
      const sf2 = (await t.http.get('/api/calendar/San%20Francisco.ics?state=CA').expect(200)).text;
      expect(sf2).toContain('SUMMARY:Navratri Utsav');
      const none = (await t.http.get('/api/calendar/nowhere.ics').expect(200)).text;
      expect(none).toContain('BEGIN:VCALENDAR');
      expect(none).not.toContain('BEGIN:VEVENT');
      await t.http.get('/api/calendar/%3Cscript%3E.ics').expect(400);
      await t.http.get('/api/calendar/dallas.ics?state=Texas').expect(400);
    });
  });
});

/** Searches are bounded: the SEARCH_MAX_MATCHES soonest matches, ranked among themselves. */
describe('search over many matches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 1,010 upcoming "Kirtan" evenings, one a day from tomorrow; the one titled "Kirtan Kirtan" is the most relevant.
    await bulkInsert(
      t.ds,
      `INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "isFree")
       SELECT 'Evening Kirtan ' || i, 'Devotional singing.', 'Religious Festivals', current_date + 1 + i, '7:00 PM', 'Temple Hall', 'Dallas', 'TX', true
         FROM generate_series(1, 1010) AS i`,
    );
    await t.ds.query(`UPDATE events SET title = 'Kirtan Kirtan Kirtan' WHERE title = 'Evening Kirtan 900'`);
    await t.ds.query(`UPDATE events SET title = 'Kirtan Kirtan Kirtan Late' WHERE title = 'Evening Kirtan 1005'`);
    // On the first day too, later in the evening but more relevant than "Evening Kirtan 1": relevance breaks the day's tie.
    await t.ds.query(
      `INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "isFree")
       VALUES ('Kirtan Kirtan Kirtan Soon', 'Devotional singing.', 'Religious Festivals', current_date + 2, '9:00 PM', 'Temple Hall', 'Dallas', 'TX', true)`,
    );
  });
  afterAll(() => t.close());

  it(`answers the ${SEARCH_MAX_MATCHES} soonest matches, by day and relevance within a day; the total says so`, async () => {
    const first = await t.http.get('/api/events').query({ search: 'kirtan', limit: 5 }).expect(200);
    expect(first.headers['x-total-count']).toBe(String(SEARCH_MAX_MATCHES));
    // The soonest day first, its most relevant event first; the one beyond the soonest 1,000 is not part of the answer.
    expect(first.body.map((e: { title: string }) => e.title).slice(0, 3)).toEqual([
      'Kirtan Kirtan Kirtan Soon',
      'Evening Kirtan 1',
      'Evening Kirtan 2',
    ]);
    const last = await t.http
      .get('/api/events')
      .query({ search: 'kirtan', limit: 50, offset: SEARCH_MAX_MATCHES - 10 })
      .expect(200);
    expect(last.body).toHaveLength(10);
    const beyond = await t.http.get('/api/events').query({ search: 'kirtan', offset: SEARCH_MAX_MATCHES }).expect(200);
    expect(beyond.body).toEqual([]);
    const byDate = await t.http.get('/api/events').query({ search: 'kirtan', sortBy: 'date', limit: 200, offset: 800 }).expect(200);
    expect(byDate.body.map((e: { title: string }) => e.title)).not.toContain('Kirtan Kirtan Kirtan Late');
    expect(first.headers['x-total-count-capped']).toBe('true');
    // The plain listing counts up to its cap, then says so.
    const all = await t.http.get('/api/events').query({ limit: 1 }).expect(200);
    expect([all.headers['x-total-count'], all.headers['x-total-count-capped']]).toEqual(['1000', 'true']);
    const some = await t.http
      .get('/api/events')
      .query({ limit: 1, to: daysFromToday(11) })
      .expect(200);
    // Ten evenings and the extra one on the first day.
    expect([some.headers['x-total-count'], some.headers['x-total-count-capped']]).toEqual(['11', undefined]);
  });
});

/**
 * A search's statement (EventsQueryService.listSql) leaves PostgreSQL to choose how to find its matches: the GIN index
 * on the search document, or the date-ordered listing index. Whichever it reads, the answer must be the same events in
 * the same order, with the same total, whatever the filters.
 */
describe('search: the same answer whichever index PostgreSQL reads', () => {
  let t: TestApp;
  let svc: EventsQueryService;
  beforeAll(async () => {
    t = await createTestApp();
    svc = t.app.get(EventsQueryService);
    const approved = await makeOrganization(t.ds, { name: 'Sahyog Samaj' });
    const pending = await makeOrganization(t.ds, { name: 'Pending Sabha', isApproved: false, isRegistered: true });
    // 4,000 events from 40 months back to 30 months ahead, several a day at the same times (ties broken by id); words
    // from common to rare; some hidden.
    await bulkInsert(
      t.ds,
      `INSERT INTO events (title, description, category, date, "startTime", venue, city, state, "organizationId", "isFree", "isApproved")
       SELECT (ARRAY['Diwali Mela','Garba Night','Cricket Cup','Yoga Morning','Tabla Workshop','Kirtan Evening','Bhangra Bash','Puja'])[1 + (i * 7) % 8] || ' ' || i,
              'Music and food ' || CASE WHEN i % 3 = 0 THEN 'for families ' ELSE '' END || CASE WHEN i % 97 = 0 THEN 'rangoli contest ' ELSE '' END
                || CASE WHEN i % 11 = 0 THEN 'diwali sweets ' ELSE '' END || 'with friends.',
              (ARRAY['Cultural Events','Religious Festivals','Sports','Workshop'])[1 + i % 4],
              current_date + ((i * 37) % 2100) - 1200, (ARRAY['6:00 PM','7:00 PM','10:00 AM'])[1 + i % 3],
              'Hall ' || (i % 9), (ARRAY['Dallas','Houston','Edison','Fremont','Atlanta'])[1 + i % 5],
              (ARRAY['TX','TX','NJ','CA','GA'])[1 + i % 5],
              CASE WHEN i % 13 = 0 THEN $2::uuid WHEN i % 2 = 0 THEN $1::uuid END, i % 4 = 0, i % 17 <> 0
         FROM generate_series(1, 4000) AS i`,
      [approved.id, pending.id],
    );
    // Placed as every write places events ('bhangra dallas' is Bhangra in the Dallas–Fort Worth metro).
    await t.ds.query(`UPDATE events SET metro = 'dallas-fort-worth' WHERE city = 'Dallas'`);
    await t.ds.query(`ANALYZE events`);
  });
  afterAll(() => t.close());

  const searches = [
    'diwali',
    'garba night',
    'rangoli',
    'families',
    'music',
    'diw',
    'garbha',
    'kirtan families',
    'bhangra dallas',
    'sahyog',
    'zyxwvq',
  ];
  const filters: Array<Record<string, unknown>> = [
    {},
    { includePast: true },
    { city: 'Dallas' },
    { category: 'Workshop', free: true },
    { from: daysFromToday(40), to: daysFromToday(400) },
    { includePast: true, from: daysFromToday(-900), to: daysFromToday(-30) },
    { sortBy: 'date', sortOrder: 'desc', offset: 20 },
    { sortBy: 'title', limit: 50 },
    { includePast: true, sortBy: 'date', limit: 100, offset: 950 },
  ];

  /** The statements' answer with some of PostgreSQL's ways of reading switched off (SET LOCAL, in a transaction). */
  const answerWith = async (q: Parameters<EventsQueryService['listSql']>[0], settings: string[]) => {
    const sql = await svc.listSql(q);
    return t.ds.transaction(async (m) => {
      for (const setting of settings) await m.query(`SET LOCAL ${setting} = off`);
      const rows: Array<{ id: string; searchTotal: number }> = await m.query(sql.rows, sql.rowsParams);
      const [{ total }] = await m.query(sql.count, sql.countParams);
      return { ids: rows.map((r) => r.id), total, carried: rows[0]?.searchTotal ?? total };
    });
  };

  it.each(searches)('%s', async (search) => {
    for (const f of filters) {
      const q = { search, ...f } as Parameters<EventsQueryService['listSql']>[0];
      const chosen = await answerWith(q, []);
      // The total the rows carry is the count's.
      expect([search, f, chosen.carried]).toEqual([search, f, chosen.total]);
      // The date-ordered indexes only, then the GIN index (bitmap scans) only.
      const byDate = await answerWith(q, ['enable_bitmapscan']);
      const byWords = await answerWith(q, ['enable_indexscan', 'enable_indexonlyscan']);
      expect({ search, f, ...byDate }).toEqual({ search, f, ...chosen });
      expect({ search, f, ...byWords }).toEqual({ search, f, ...chosen });
    }
    // The searches that match something do so in both answers (the comparison is not between two empty lists).
    if (search !== 'zyxwvq') expect((await answer0(search)).total).toBeGreaterThan(0);
  });

  it('matches a word exactly only when the vocabulary lists all its completions, else as a prefix', async () => {
    const search = t.app.get(EventSearchService);
    const words = Array.from(
      { length: MAX_COMPLETIONS + 5 },
      (_, i) => `zumba${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
    );
    await t.ds.query(
      `INSERT INTO events (title, category, date, "startTime", venue, city, state) SELECT w, 'Workshop', current_date + 3, '6:00 PM', 'Gym', 'Dallas', 'TX' FROM unnest($1::text[]) AS w`,
      [words],
    );
    search.clearCache();
    const [many] = await search.terms('zumb');
    expect(many.complete).toBe(false);
    const all = await t.http.get('/api/events').query({ search: 'zumb', limit: 100 }).expect(200);
    expect(all.body).toHaveLength(words.length);
    const [few] = await search.terms('zumbaa');
    expect(few.complete).toBe(true);
    expect(few.alternatives).toContain('zumbaaa');
    const one = await t.http.get('/api/events').query({ search: 'zumbaa', limit: 100 }).expect(200);
    expect(one.body.map((e: { title: string }) => e.title)).toContain('zumbaaa');
  });

  const answer0 = async (search: string) => {
    const sql = await svc.listSql({ search, includePast: true } as Parameters<EventsQueryService['listSql']>[0]);
    const [{ total }] = await t.ds.query(sql.count, sql.countParams);
    return { total };
  };
});
