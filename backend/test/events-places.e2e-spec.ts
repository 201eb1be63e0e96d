import type { Pool, QueryConfig } from 'pg';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { distanceMiles, lookupZip } from '../src/places';
import { EventsQueryService } from '../src/events/events-query.service';
import { EventSearchService } from '../src/events/event-search';
import { geoCell } from '../src/events/event-listing.sql';
import { bulkInsert, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { eventTableReads } from './support/plan';
import { createTestApp, TestApp } from './support/test-app';

/** A card's keys in EventCardResponse's order (CARD_COLUMNS', which toCard keeps). */
const CARD_KEYS = [
  'id',
  'title',
  'category',
  'date',
  'endDate',
  'startTime',
  'endTime',
  'venue',
  'city',
  'state',
  'price',
  'priceText',
  'isFree',
  'ticketUrl',
  'imageUrl',
  'imageWidth',
  'imageHeight',
  'status',
  'recurrence',
  'festival',
  'languages',
  'organization',
];

/** Issue 21 on the listing: places (metro, zip, near, radius, distance), multi-day events, status, cards, capped totals. */
describe('events by place, multi-day events and cards', () => {
  let t: TestApp;
  let org: Organization;
  let njOrg: Organization;
  const ev: Record<string, Event> = {};
  const titles = (body: Array<{ title: string }>) => body.map((e) => e.title).sort();
  const list = (query: Record<string, string | number | boolean> = {}) => t.http.get('/api/events').query(query);

  beforeAll(async () => {
    t = await createTestApp();
    org = await makeOrganization(t.ds, { name: 'DFW Desi Network', city: 'Irving', state: 'TX' });
    njOrg = await makeOrganization(t.ds, {
      name: 'Edison Indian Association',
      city: 'Edison',
      state: 'NJ',
      contactPhone: '(732) 555-0100',
    });
    const e = (key: string, o: Partial<Event>) => makeEvent(t.ds, { organizationId: org.id, ...o }).then((x) => (ev[key] = x));
    await e('irving', { title: 'Irving Diwali Mela', city: 'Irving', state: 'TX', date: daysFromToday(6) });
    await e('plano', { title: 'Plano Garba', city: 'Plano', state: 'TX', date: daysFromToday(7) });
    await e('frisco', { title: 'Frisco Holi', city: 'Frisco', state: 'TX', date: daysFromToday(8) });
    await e('austin', { title: 'Austin Pongal', city: 'Austin', state: 'TX', date: daysFromToday(8) });
    const nj = (key: string, o: Partial<Event>) =>
      makeEvent(t.ds, { organizationId: njOrg.id, state: 'NJ', ...o }).then((x) => (ev[key] = x));
    await nj('edison', { title: 'Deepavali Sandhya', city: 'Edison', postalCode: '08820', date: daysFromToday(4) });
    await nj('iselin', { title: 'Iselin Garba Night', city: 'Iselin', postalCode: '08830', date: daysFromToday(5) });
    await nj('jersey', { title: 'Journal Square Diwali', city: 'Jersey City', postalCode: '07306', date: daysFromToday(6) });
    await nj('hackensack', { title: 'Hackensack Diwali', city: 'Hackensack', postalCode: '07601', date: daysFromToday(6) });
    // Navratri: nine nights, begun three days ago.
    await nj('navratri', {
      title: 'Navratri Nine Nights',
      city: 'Piscataway',
      postalCode: '08854',
      date: daysFromToday(-3),
      endDate: daysFromToday(5),
    });
    await nj('over', { title: 'Finished Mela', city: 'Edison', date: daysFromToday(-10), endDate: daysFromToday(-4) });
    await nj('cancelled', { title: 'Cancelled Bhangra Night', city: 'Edison', date: daysFromToday(9), status: 'cancelled' });
  });

  afterAll(() => t.close());

  it('places events at write time: coordinates and metro from ZIP code, else city and state', async () => {
    const detail = (await t.http.get(`/api/events/${ev.edison.id}`).expect(200)).body;
    const zip = lookupZip('08820')!;
    expect(detail).toMatchObject({ latitude: zip.latitude, longitude: zip.longitude, postalCode: '08820', metro: { slug: 'new-york' } });
    const irving = (await t.http.get(`/api/events/${ev.irving.id}`).expect(200)).body;
    expect(irving.metro).toEqual({ slug: 'dallas-fort-worth', name: 'Dallas–Fort Worth' });
    expect(irving.endDate).toBeNull();
    expect(irving.status).toBe('scheduled');
  });

  it('metro=dallas-fort-worth finds Irving, Plano and Frisco (not Austin)', async () => {
    const res = await list({ metro: 'dallas-fort-worth' }).expect(200);
    expect(titles(res.body)).toEqual(['Frisco Holi', 'Irving Diwali Mela', 'Plano Garba']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-total-count-capped']).toBeUndefined();
  });

  it('zip + radius finds events within the circle, with their distance, nearest first on sortBy=distance', async () => {
    const res = await list({ zip: '08817', radius: 25, sortBy: 'distance' }).expect(200);
    expect(titles(res.body)).toEqual(
      ['Cancelled Bhangra Night', 'Deepavali Sandhya', 'Iselin Garba Night', 'Journal Square Diwali', 'Navratri Nine Nights'].sort(),
    );
    const distances = res.body.map((e: { distanceMiles: number }) => e.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const center = lookupZip('08817')!;
    for (const e of res.body) {
      const d = (await t.http.get(`/api/events/${e.id}`)).body;
      expect(e.distanceMiles).toBeCloseTo(distanceMiles(center, d), 1);
      expect(e.distanceMiles).toBeLessThanOrEqual(25);
    }
    // Hackensack is 31 miles away: inside 50.
    expect(titles((await list({ zip: '08817', radius: 50 }).expect(200)).body)).toContain('Hackensack Diwali');
    // Without a centre no distance is given.
    expect((await list({ metro: 'new-york' }).expect(200)).body[0].distanceMiles).toBeUndefined();
  });

  it('runs listing statements prepared; past the first plans, one statement answers each place right', async () => {
    const pool = (t.ds.driver as unknown as { master: Pool }).master;
    const names = new Set<string>();
    const spy = jest.spyOn(pool, 'query');
    try {
      const svc = t.app.get(EventsQueryService);
      // More runs than PostgreSQL's five custom plans per statement and connection, alternating places.
      for (let i = 0; i < 8; i++) {
        const nj = await svc.list({ zip: '08817', radius: '10', sortBy: 'date', sortOrder: 'asc' });
        expect(nj.items.map((e) => e.title)).toEqual([
          'Navratri Nine Nights',
          'Deepavali Sandhya',
          'Iselin Garba Night',
          'Cancelled Bhangra Night',
        ]);
        const dfw = await svc.list({ zip: '75062', radius: '10', sortBy: 'date', sortOrder: 'asc' });
        expect(dfw.items.map((e) => e.title)).toEqual(['Irving Diwali Mela']);
        expect(dfw.total).toBe(1);
      }
      // A search is planned each time (its best plan depends on how common its words are): not prepared.
      expect((await svc.list({ search: 'garba' })).items.length).toBeGreaterThan(0);
      for (const [q] of spy.mock.calls as unknown as Array<[QueryConfig | string]>) if (typeof q === 'object' && q.name) names.add(q.name);
    } finally {
      spy.mockRestore();
    }
    // The listing's page with its total, one named statement for both places; nothing for the search.
    expect([...names].filter((n) => n.startsWith('sangam_g_'))).toHaveLength(1);
  });

  it('near=lat,lng works like a ZIP code (default radius 25 miles)', async () => {
    const res = await list({ near: '40.52,-74.41' }).expect(200);
    expect(titles(res.body)).toEqual(
      ['Cancelled Bhangra Night', 'Deepavali Sandhya', 'Iselin Garba Night', 'Journal Square Diwali', 'Navratri Nine Nights'].sort(),
    );
  });

  it.each([
    [{ metro: 'atlantis' }, /^Unknown metro 'atlantis'\. Known metros: .*dallas-fort-worth.*, …$/],
    [{ zip: '123' }, /^zip must be a 5-digit US ZIP code$/],
    [{ zip: '00000' }, /^Unknown ZIP code 00000$/],
    [{ zip: '08817', radius: 0 }, /^radius must be between 1 and 500 miles$/],
    [{ zip: '08817', radius: 501 }, /^radius must be between 1 and 500 miles$/],
    [{ near: '91,10' }, /^near must be latitude,longitude \(latitude -90 to 90, longitude -180 to 180\)$/],
    [{ near: '40.5,-181' }, /^near must be latitude,longitude/],
    [{ sortBy: 'distance' }, /^sortBy=distance needs zip or near$/],
    [{ fields: 'tiny' }, /^fields must be card or full$/],
    [{ organizationId: 'nope' }, /^organizationId must be a valid id$/],
  ])('%j → 400 with the message', async (query, message) => {
    const res = await list(query as Record<string, string>).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('a multi-day event is upcoming until its last day and matches every day it runs', async () => {
    const upcoming = titles((await list({ state: 'NJ', limit: 50 }).expect(200)).body);
    expect(upcoming).toContain('Navratri Nine Nights');
    expect(upcoming).not.toContain('Finished Mela');
    // A day in the middle of the nine nights.
    const day = daysFromToday(2);
    expect(titles((await list({ state: 'NJ', from: day, to: day }).expect(200)).body)).toEqual(['Navratri Nine Nights']);
    // With past events, a range before it started does not find it.
    const before = titles((await list({ includePast: true, from: daysFromToday(-9), to: daysFromToday(-5) }).expect(200)).body);
    expect(before).toEqual(['Finished Mela']);
    const detail = (await t.http.get(`/api/events/${ev.navratri.id}`).expect(200)).body;
    expect(detail).toMatchObject({ date: daysFromToday(-3), endDate: daysFromToday(5) });
  });

  it('cancelled events stay listed with their status', async () => {
    const res = await list({ state: 'NJ', limit: 50 }).expect(200);
    expect(res.body.find((e: { title: string }) => e.title === 'Cancelled Bhangra Night').status).toBe('cancelled');
  });

  it('fields=card answers card-sized rows: no description, the organization with its id', async () => {
    const res = await list({ fields: 'card', metro: 'dallas-fort-worth' }).expect(200);
    const card = res.body[0];
    expect(card.description).toBeUndefined();
    expect(card.createdAt).toBeUndefined();
    expect(card).toMatchObject({
      organization: { id: org.id, name: 'DFW Desi Network' },
      status: 'scheduled',
    });
    expect(Object.keys(card)).toEqual(CARD_KEYS);
    const full = (await list({ metro: 'dallas-fort-worth' }).expect(200)).body[0];
    expect(full.description).toBeDefined();
    expect(JSON.stringify(res.body).length).toBeLessThan(JSON.stringify((await list({ metro: 'dallas-fort-worth' })).body).length);
  });

  /** The cards of `query` are its full events cut to the card's fields, with the contact Register uses. */
  const cardsMatchFull = async (query: Record<string, string | number>) => {
    const cards = (await list({ ...query, fields: 'card' }).expect(200)).body as Array<Record<string, unknown>>;
    const full = (await list(query).expect(200)).body as Array<Record<string, unknown>>;
    expect([query, cards.map((c) => c.id)]).toEqual([query, full.map((e) => e.id)]);
    expect(cards.length).toBeGreaterThan(0);
    cards.forEach((card, i) => {
      const e = full[i];
      const org = e.organization as { website: string | null; contactEmail: string | null } | null;
      // The API's order of fields, each value the full shape's, the organization's contact as Register uses it.
      const expected = Object.fromEntries(Object.keys(card).map((k) => [k, e[k]]));
      if (org) {
        const website = e.ticketUrl ? null : org.website;
        expected.organization = { ...org, website, contactEmail: e.ticketUrl || website ? null : org.contactEmail };
      }
      expect(JSON.stringify(card)).toBe(JSON.stringify(expected));
    });
    return cards;
  };

  it('a card is the full event cut to its fields: every value, the contact Register uses', async () => {
    const cardOrg = await makeOrganization(t.ds, { name: 'Card "Quotes" \\ Org', city: 'Denver', state: 'CO', website: null });
    const o = { organizationId: cardOrg.id, city: 'Denver', state: 'CO' };
    await makeEvent(t.ds, { ...o, title: 'Quotes "and" back\\slash, tab\tnew\nline \u0001 ಕನ್ನಡ 🎉', price: 12.5, date: daysFromToday(3) });
    await makeEvent(t.ds, { ...o, title: 'Ticketed', ticketUrl: 'https://tickets.example.org/1', price: 25, date: daysFromToday(4) });
    await makeEvent(t.ds, { ...o, title: 'Languages', languages: ['hi', 'gu'], isFree: true, price: null, date: daysFromToday(5) });
    await makeEvent(t.ds, { city: 'Denver', state: 'CO', title: 'No organization', date: daysFromToday(6) });
    const webOrg = await makeOrganization(t.ds, { name: 'Denver Temple', city: 'Denver', state: 'CO' });
    await makeEvent(t.ds, { organizationId: webOrg.id, city: 'Denver', state: 'CO', title: 'Website', date: daysFromToday(7) });
    await t.ds.query(`UPDATE organizations SET "contactEmail" = 'hello@card.example.org' WHERE id = $1`, [cardOrg.id]);
    const queries: Array<Record<string, string | number>> = [
      { state: 'CO' },
      { near: '39.74,-104.99', radius: 10, sortBy: 'distance' },
      { search: 'quotes' },
    ];
    for (const query of queries) await cardsMatchFull(query);
    const [quoted, ticketed, languages, none, website] = (await list({ state: 'CO', fields: 'card' })).body;
    expect(website.organization).toEqual({ id: webOrg.id, name: 'Denver Temple', website: webOrg.website, contactEmail: null });
    expect(quoted).toMatchObject({ price: 12.5, organization: { website: null, contactEmail: 'hello@card.example.org' } });
    expect(quoted.title).toBe('Quotes "and" back\\slash, tab\tnew\nline \u0001 ಕನ್ನಡ 🎉');
    expect(ticketed).toMatchObject({ price: 25, organization: { contactEmail: null } });
    expect(languages).toMatchObject({ languages: ['hi', 'gu'], price: null, isFree: true });
    expect(none.organization).toBeNull();
    expect(Object.keys(quoted)).toEqual(CARD_KEYS);
  });

  it('a card follows its event, its organization and its series: edits, renames, contacts, deletions', async () => {
    const o = await makeOrganization(t.ds, { name: 'Boise Sabha', city: 'Boise', state: 'ID' });
    const [{ id: seriesId }] = await t.ds.query(
      `INSERT INTO event_series ("organizationId", frequency, "firstDate", until, recurrence)
       VALUES ($1, 'weekly', current_date, current_date + 30, 'Every Sunday') RETURNING id`,
      [o.id],
    );
    const at = { organizationId: o.id, city: 'Boise', state: 'ID' };
    const weekly = await makeEvent(t.ds, { ...at, title: 'Bhajan', date: daysFromToday(2), seriesId });
    await makeEvent(t.ds, { ...at, title: 'Gala', ticketUrl: 'https://t.example.org', date: daysFromToday(3) });
    await makeEvent(t.ds, { ...at, title: 'Puja', date: daysFromToday(4) });
    const query = { state: 'ID' };
    const byTitle = async () => Object.fromEntries((await cardsMatchFull(query)).map((c) => [c.title, c]));
    expect((await byTitle()).Bhajan).toMatchObject({ recurrence: 'Every Sunday', organization: { name: 'Boise Sabha' } });
    // The organization's contact alone (no rename), then its name, then the series, then the event itself.
    await t.ds.query(`UPDATE organizations SET website = NULL, "contactEmail" = 'hi@boise.example.org' WHERE id = $1`, [o.id]);
    expect((await byTitle()).Puja.organization).toMatchObject({ website: null, contactEmail: 'hi@boise.example.org' });
    await t.ds.query(`UPDATE organizations SET name = 'Boise Hindu Sabha' WHERE id = $1`, [o.id]);
    expect((await byTitle()).Gala.organization).toMatchObject({ name: 'Boise Hindu Sabha', contactEmail: null });
    // A series changed alone moves no cached answer: its next reading shows it.
    await t.ds.query(`UPDATE event_series SET recurrence = 'Every other Sunday' WHERE id = $1`, [seriesId]);
    const uncached = await t.app.get(EventsQueryService).list({ state: 'ID' } as Parameters<EventsQueryService['list']>[0]);
    expect(uncached.items.find((c) => c.title === 'Bhajan')?.recurrence).toBe('Every other Sunday');
    await t.ds.query(`UPDATE events SET title = 'Bhajan Sandhya', "isFree" = false, price = 10 WHERE id = $1`, [weekly.id]);
    expect((await byTitle())['Bhajan Sandhya']).toMatchObject({ price: 10, isFree: false });
    await t.ds.query(`DELETE FROM event_series WHERE id = $1`, [seriesId]);
    expect((await byTitle())['Bhajan Sandhya'].recurrence).toBeNull();
    await t.ds.query(`DELETE FROM events WHERE id = $1`, [weekly.id]);
    expect(Object.keys(await byTitle()).sort()).toEqual(['Gala', 'Puja']);
  });

  it("organizationId lists one organization's events", async () => {
    const res = await list({ organizationId: njOrg.id, limit: 50 }).expect(200);
    expect(res.body.every((e: { organization: { id: string } }) => e.organization.id === njOrg.id)).toBe(true);
    expect(titles(res.body)).toHaveLength(6); // not the finished one
    expect(titles(res.body)).not.toContain('Finished Mela');
  });

  it('search place words become a place filter: "diwali new jersey", "garba NJ", "edison", "dallas"', async () => {
    const nj = await list({ search: 'diwali new jersey' }).expect(200);
    expect(titles(nj.body)).toEqual(expect.arrayContaining(['Hackensack Diwali', 'Journal Square Diwali']));
    expect(titles(nj.body)).not.toContain('Irving Diwali Mela');
    expect(decodeURIComponent(nj.headers['x-search-place'])).toBe('New Jersey');
    expect(titles((await list({ search: 'garba NJ' }).expect(200)).body)).toEqual(['Iselin Garba Night']);
    const edison = await list({ search: 'edison' }).expect(200);
    expect(decodeURIComponent(edison.headers['x-search-place'])).toBe('Edison, NJ');
    expect(titles(edison.body)).toEqual(expect.arrayContaining(['Deepavali Sandhya', 'Iselin Garba Night', 'Navratri Nine Nights']));
    expect(titles(edison.body)).not.toContain('Journal Square Diwali');
    const dallas = await list({ search: 'dallas' }).expect(200);
    expect(titles(dallas.body)).toEqual(['Frisco Holi', 'Irving Diwali Mela', 'Plano Garba']);
    expect(decodeURIComponent(dallas.headers['x-search-place'])).toBe('Dallas–Fort Worth');
    // A place parameter wins: the words stay in the text.
    expect((await list({ search: 'garba NJ', metro: 'dallas-fort-worth' }).expect(200)).headers['x-search-place']).toBeUndefined();
  });

  it('X-Search-Text gives the words left once the place words became the filter: the same search everywhere', async () => {
    // Twice: read first, then from the public read cache; both send the headers.
    for (let i = 0; i < 2; i++) {
      const wy = await list({ search: 'diwali wyoming', fields: 'card' }).expect(200);
      expect(wy.body).toEqual([]);
      expect([decodeURIComponent(wy.headers['x-search-place']), decodeURIComponent(wy.headers['x-search-text'])]).toEqual([
        'Wyoming',
        'diwali',
      ]);
    }
    const everywhere = await list({ search: 'diwali' }).expect(200);
    expect(titles(everywhere.body)).toEqual(expect.arrayContaining(['Hackensack Diwali', 'Irving Diwali Mela', 'Journal Square Diwali']));
    expect(everywhere.headers['x-search-place']).toBeUndefined();
    expect(everywhere.headers['x-search-text']).toBeUndefined();
    // Prepositions before the place go with it; a search that was only a place leaves no words.
    expect(decodeURIComponent((await list({ search: 'Garba in NJ' }).expect(200)).headers['x-search-text'])).toBe('Garba');
    const edison = await list({ search: 'edison' }).expect(200);
    expect(edison.headers['x-search-text']).toBe('');
    const cors = await list({ search: 'garba NJ' }).set('Origin', 'http://localhost:3000');
    expect(cors.headers['access-control-expose-headers']).toMatch(/X-Search-Place,X-Search-Text/);
  });

  it('GET /api/metros lists metros with upcoming events and their counts, most first', async () => {
    const res = await t.http.get('/api/metros').expect(200);
    expect(res.body[0]).toEqual({
      slug: 'new-york',
      name: expect.any(String),
      states: expect.arrayContaining(['NJ', 'NY']),
      upcomingEvents: 6,
    });
    expect(res.body).toContainEqual({ slug: 'dallas-fort-worth', name: 'Dallas–Fort Worth', states: ['TX'], upcomingEvents: 3 });
    expect(res.body.find((m: { slug: string }) => m.slug === 'austin').upcomingEvents).toBe(1);
  });

  it('GET /api/places/zip/:zip answers the place; unknown 404, malformed 400', async () => {
    const res = await t.http.get('/api/places/zip/08817').expect(200);
    expect(res.body).toMatchObject({ zip: '08817', city: 'Edison', state: 'NJ', metro: { slug: 'new-york' } });
    expect((await t.http.get('/api/places/zip/00000').expect(404)).body.message).toBe('Unknown ZIP code 00000');
    expect((await t.http.get('/api/places/zip/abc').expect(400)).body.message).toBe('zip must be a 5-digit US ZIP code');
  });

  it('organizers set endDate, status, address and postalCode; the event is placed from them', async () => {
    const reg = await makeOrganization(t.ds, { name: 'Parsippany Pujo Committee', isRegistered: true, city: 'Parsippany', state: 'NJ' });
    const token = await organizerToken(t.app, reg);
    const body = {
      title: 'Durga Pujo',
      category: 'Religious Festivals',
      date: daysFromToday(12),
      endDate: daysFromToday(15),
      startTime: '10:00 AM',
      venue: 'Parsippany Hills Banquets',
      address: '1200 Littleton Rd',
      city: 'Parsippany',
      state: 'NJ',
      postalCode: '07054',
      isFree: true,
    };
    const created = await t.http.post('/api/events').set('Authorization', `Bearer ${token}`).send(body).expect(201);
    expect(created.body).toMatchObject({ endDate: body.endDate, status: 'scheduled', address: '1200 Littleton Rd', postalCode: '07054' });
    const stored = await t.ds.getRepository(Event).findOneByOrFail({ id: created.body.id });
    expect(stored.metro).toBe('new-york');
    expect(stored.latitude).toBeCloseTo(lookupZip('07054')!.latitude, 4);
    // Postponed, and moved to another city: placed again.
    const put = await t.http
      .put(`/api/events/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'postponed', city: 'Plano', state: 'TX', postalCode: null })
      .expect(200);
    expect(put.body.status).toBe('postponed');
    expect((await t.ds.getRepository(Event).findOneByOrFail({ id: created.body.id })).metro).toBe('dallas-fort-worth');

    const bad = (patch: object) =>
      t.http
        .post('/api/events')
        .set('Authorization', `Bearer ${token}`)
        .send({ ...body, ...patch })
        .expect(400);
    expect((await bad({ endDate: daysFromToday(11) })).body.message).toBe('End date must be on or after the date');
    expect((await bad({ endDate: daysFromToday(12 + 61) })).body.message).toBe('End date must be at most 60 days after the date');
    expect((await bad({ endDate: 'soon' })).body.message).toBe('End date must be a valid date (YYYY-MM-DD)');
    expect((await bad({ status: 'maybe' })).body.message).toBe('Status must be scheduled, cancelled or postponed');
    expect((await bad({ postalCode: '7054' })).body.message).toBe('Postal code must be a 5-digit US ZIP code');
  });

  it('caps X-Total-Count at 1000 (X-Total-Count-Capped: true), read or cached alike', async () => {
    await t.ds.query(
      `INSERT INTO events (title, category, date, "startTime", venue, city, state, "isFree", "isApproved", metro)
       SELECT 'Bulk ' || i, 'Community Meetups', current_date + 30, '6:00 PM', 'Hall', 'Austin', 'TX', true, true, 'austin'
         FROM generate_series(1, 1001) i`,
    );
    for (let i = 0; i < 2; i++) {
      const res = await list({ metro: 'austin', fields: 'card', limit: 5 }).expect(200);
      expect(res.headers['x-total-count']).toBe('1000');
      expect(res.headers['x-total-count-capped']).toBe('true');
    }
    // A page reaching past the cap, and one past the end (its total counted apart), say the same.
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM events WHERE metro = 'austin' AND "isApproved" AND date >= current_date`,
    );
    const deep = await list({ metro: 'austin', fields: 'card', limit: 10, offset: n - 4 }).expect(200);
    expect([deep.body.length, deep.headers['x-total-count'], deep.headers['x-total-count-capped']]).toEqual([4, '1000', 'true']);
    const beyond = await list({ metro: 'austin', fields: 'card', limit: 10, offset: n }).expect(200);
    expect([beyond.body.length, beyond.headers['x-total-count'], beyond.headers['x-total-count-capped']]).toEqual([0, '1000', 'true']);
    // Exactly 1,000 is exact.
    await t.ds.query(`DELETE FROM events WHERE title = ANY($1::text[])`, [Array.from({ length: n - 1000 }, (_, i) => `Bulk ${i + 1}`)]);
    const thousand = await list({ metro: 'austin', fields: 'card', limit: 5 }).expect(200);
    expect([thousand.headers['x-total-count'], thousand.headers['x-total-count-capped']]).toEqual(['1000', undefined]);
    const exact = await list({ metro: 'dallas-fort-worth' }).expect(200);
    expect(exact.headers['x-total-count']).toBe(String(exact.body.length));
    expect(exact.headers['x-total-count-capped']).toBeUndefined();
    const cors = await list({ metro: 'austin' }).set('Origin', 'http://localhost:3000');
    expect(cors.headers['access-control-expose-headers']).toMatch(/X-Total-Count-Capped/);
  });

  it('a rare-word search with `from` finds a multi-day event begun in an earlier month', async () => {
    // `from` is the first of next month; the festival began two days before it and runs three days into it.
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    const shift = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);
    await makeEvent(t.ds, { title: 'Kolattam Utsav', city: 'Edison', state: 'NJ', date: shift(from, -2), endDate: shift(from, 3) });
    for (const query of [
      { search: 'kolattam', from, includePast: false },
      { search: 'kolattam', from, includePast: true },
    ]) {
      expect(titles((await list(query).expect(200)).body)).toEqual(['Kolattam Utsav']);
    }
  });

  it('metro, radius and distance listings use the indexes: no sequential scan of events (EXPLAIN on generated rows)', async () => {
    // 8,000 events spread over New Jersey, Texas and California, two thirds upcoming, some multi-day.
    await bulkInsert(
      t.ds,
      `INSERT INTO events (title, category, date, "endDate", "startTime", venue, city, state, "isFree", "isApproved", latitude, longitude, metro)
       SELECT 'Generated ' || i, 'Cultural Events', current_date + (i % 300) - 100, CASE WHEN i % 50 = 0 THEN current_date + (i % 300) - 97 END,
              '6:00 PM', 'Hall', 'Town', (ARRAY['NJ','TX','CA'])[1 + i % 3], i % 2 = 0, true,
              (ARRAY[40.5, 32.9, 37.5])[1 + i % 3] + (i % 97) / 100.0, (ARRAY[-74.4, -96.9, -122.0])[1 + i % 3] - (i % 89) / 100.0,
              (ARRAY['new-york','dallas-fort-worth','san-jose'])[1 + i % 3]
         FROM generate_series(1, 8000) AS i`,
    );
    await t.ds.query('VACUUM ANALYZE events');
    const svc = t.app.get(EventsQueryService);
    for (const q of [
      { metro: 'dallas-fort-worth' },
      { metro: 'bay-area', free: true },
      { zip: '08817', radius: '25' },
      { zip: '08817', radius: '10', sortBy: 'distance' as const },
      { near: '32.9,-96.9', radius: '50', from: daysFromToday(5), to: daysFromToday(7) },
    ]) {
      const sql = await svc.listSql(q);
      for (const [text, params] of [
        [sql.rows, sql.rowsParams],
        [sql.count, sql.countParams],
      ] as const) {
        const plan: Array<{ 'QUERY PLAN': string }> = await t.ds.query(`EXPLAIN ${text}`, params as unknown[]);
        const lines = plan.map((r) => r['QUERY PLAN']);
        expect([q, lines.join('\n')]).toEqual([q, expect.not.stringMatching(/Seq Scan on events/)]);
        // The covering indexes: candidates are found without reading the table; only the page's rows are fetched by id.
        expect([q, eventTableReads(lines)]).toEqual([q, []]);
      }
    }
    // A search in a state with few events walks that state's own events (events_state_date_idx), not every state's.
    await t.ds.query(`UPDATE events SET state = 'WY' WHERE title IN ('Generated 7', 'Generated 11')`);
    await t.ds.query('ANALYZE events');
    t.app.get(EventSearchService).clearCache();
    const wy = await svc.listSql({ search: 'generated wyoming' });
    expect(wy.searchPlace).toBe('Wyoming');
    const wyPlan: Array<{ 'QUERY PLAN': string }> = await t.ds.query(`EXPLAIN ${wy.rows}`, wy.rowsParams);
    const wyText = wyPlan.map((r) => r['QUERY PLAN']).join('\n');
    expect(wyText).toContain('events_state_date_idx');
    expect(wyText).not.toMatch(/Seq Scan on events/);
    // A radius reads its grid cells (events_geo_date_idx), whose SQL function agrees with geoCell.
    const radius = await svc.listSql({ zip: '08817', radius: '25' });
    const plan: Array<{ 'QUERY PLAN': string }> = await t.ds.query(`EXPLAIN ${radius.count}`, radius.countParams);
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan using events_geo_date_idx/);
    const points = [
      [40.5, -74.4],
      [32.75, -96.9999],
      [-33.87, 151.21],
      [0, 0],
      [37.2499999, -122.0001],
    ];
    for (const [lat, lng] of points) {
      const [{ cell }] = await t.ds.query(`SELECT sangam_geo_cell($1::float8, $2::float8) AS cell`, [lat, lng]);
      expect([lat, lng, cell]).toEqual([lat, lng, geoCell(lat, lng)]);
    }
  });
  it('a region read member by member answers as one ordered scan', async () => {
    // A region (bay-area: San Jose and San Francisco) whose members' dates interleave.
    await bulkInsert(
      t.ds,
      `INSERT INTO events (title, category, date, "endDate", "startTime", venue, city, state, "isFree", "isApproved", latitude, longitude, metro)
       SELECT 'Bay ' || i, 'Cultural Events', current_date + (i % 90), NULL::date, '6:00 PM', 'Hall', 'San Francisco', 'CA', i % 2 = 0, true,
              37.77, -122.42, 'san-francisco'
         FROM generate_series(1, 300) AS i
       UNION ALL
       SELECT 'Valley ' || i, 'Religious', current_date + (i % 120) - 5, CASE WHEN i % 40 = 0 THEN current_date + (i % 120) END, '7:30 PM', 'Hall', 'San Jose', 'CA', i % 3 = 0, true,
              37.34, -121.89, 'san-jose'
         FROM generate_series(1, 900) AS i`,
    );
    await t.ds.query('VACUUM ANALYZE events');
    const svc = t.app.get(EventsQueryService);
    const queries: Array<Record<string, string | number | boolean>> = [
      { metro: 'bay-area' },
      { metro: 'bay-area', free: true, offset: 24 },
      { metro: 'bay-area', offset: 980, limit: 48 },
    ];
    const answer = async (sql: { rows: string; rowsParams: unknown[]; count: string; countParams: unknown[] }) => {
      const rows: Array<{ id: string; searchTotal: number }> = await t.ds.query(sql.rows, sql.rowsParams);
      const total = rows.length ? rows[0].searchTotal : (await t.ds.query(sql.count, sql.countParams))[0].total;
      return { ids: rows.map((r) => r.id), total: Math.min(total, 1001) };
    };
    for (const q of queries) {
      const merged = await svc.listSql(q);
      const scan = await svc.listSql(q, 'scan');
      expect(merged.rows).not.toEqual(scan.rows);
      const expected = await answer(scan);
      expect([q, expected.total > 0]).toEqual([q, true]);
      expect([q, await answer(merged)]).toEqual([q, expected]);
    }
  });
});
