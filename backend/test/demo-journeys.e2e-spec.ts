import { DemoSeedService, festivalEvents, thisWeekend } from '../src/database/seed/demo-seed.service';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { createTestApp, TestApp } from './support/test-app';

/** The demo data answers issue 21's journeys on the first `npm start`, whatever day it is seeded. */
describe('demo data: the visitors journeys', () => {
  let t: TestApp;
  const titles = (body: Array<{ title: string }>) => body.map((e) => e.title);

  beforeAll(async () => {
    t = await createTestApp();
    expect(await t.app.get(DemoSeedService).seedIfEmpty()).toBe(true);
  });
  afterAll(() => t.close());

  it.each([
    ['2026-11-25T15:00:00Z', '2026-11-28', '2026-11-29'], // a Wednesday
    ['2026-11-28T15:00:00Z', '2026-11-28', '2026-11-29'], // Saturday
    ['2026-11-29T15:00:00Z', '2026-11-28', '2026-11-29'], // Sunday: the weekend under way
    ['2026-11-30T15:00:00Z', '2026-12-05', '2026-12-06'], // Monday: the next one
  ])('thisWeekend(%s) is %s and %s', (now, saturday, sunday) => {
    expect(thisWeekend(new Date(now))).toEqual({ saturday, sunday });
  });

  it('a family near ZIP 08817 finds a Diwali event this weekend within 25 miles', async () => {
    const { saturday, sunday } = thisWeekend();
    const res = await t.http
      .get('/api/events')
      .query({ search: 'diwali', zip: '08817', radius: 25, from: saturday, to: sunday, fields: 'card' })
      .expect(200);
    expect(titles(res.body)).toEqual(expect.arrayContaining(['Oak Tree Road Diwali Mela', 'Deepavali Sandhya: Lamps and Music']));
    for (const e of res.body) expect(e.distanceMiles).toBeLessThanOrEqual(25);
    // Hackensack (31 miles) and Cherry Hill (52) are outside 25 miles; Hackensack is within 50.
    const wide = titles((await t.http.get('/api/events').query({ search: 'diwali', zip: '08817', radius: 50 }).expect(200)).body);
    expect(wide).toContain('Hackensack Diwali Dinner');
    expect(wide).not.toContain('Cherry Hill Diwali Festival');
  });

  it('Dallas–Fort Worth shows the Irving, Plano and Frisco events; New Jersey and the Bay Area are metros with events', async () => {
    const dfw = await t.http.get('/api/events').query({ metro: 'dallas-fort-worth', limit: 200 }).expect(200);
    const cities = new Set(dfw.body.map((e: { city: string }) => e.city));
    for (const c of ['Irving', 'Plano', 'Frisco']) expect(cities.has(c)).toBe(true);
    const metros = (await t.http.get('/api/metros').expect(200)).body.map((m: { slug: string }) => m.slug);
    expect(metros).toEqual(expect.arrayContaining(['new-york', 'bay-area', 'dallas-fort-worth']));
    const bay = new Set(
      (await t.http.get('/api/events').query({ metro: 'bay-area', limit: 200 }).expect(200)).body.map((e: { city: string }) => e.city),
    );
    for (const c of ['Fremont', 'Sunnyvale', 'Santa Clara']) expect(bay.has(c)).toBe(true);
  });

  it('has multi-day events, a cancelled and a postponed one, and places every event and organization', async () => {
    const events = await t.ds.getRepository(Event).find();
    expect(events.filter((e) => e.endDate).length).toBeGreaterThanOrEqual(5);
    expect(events.some((e) => e.status === 'cancelled') && events.some((e) => e.status === 'postponed')).toBe(true);
    expect(events.filter((e) => e.metro === null).map((e) => `${e.city}, ${e.state}`)).toEqual([]);
    const orgs = await t.ds.getRepository(Organization).find();
    expect(orgs.filter((o) => o.latitude === null).map((o) => `${o.city}, ${o.state}`)).toEqual([]);
  });

  it.each([
    ['2026-11-26T15:00:00Z', '2026-11-28'], // in Diwali 2026's season, a month left: from this weekend
    ['2026-12-10T15:00:00Z', '2027-09-11'], // the season ends within three weeks: the next one (from 10 Sep 2027)
    ['2027-03-01T15:00:00Z', '2027-09-11'],
  ])('festivalEvents(%s): the demo Diwali events fall on the weekends of a Diwali season, from %s', (now, first) => {
    const days = festivalEvents(new Date(now)).map((e) => e.date!);
    expect(days[0]).toBe(first);
    expect(days).toHaveLength(5);
  });

  it("the Diwali page's season lists the demo's Diwali events across metros, and a Telugu one", async () => {
    const list = (await t.http.get('/api/festivals').expect(200)).body as Array<{ slug: string; pageSlug: string }>;
    const year = Number(festivalEvents()[0].date!.slice(0, 4));
    const page = (await t.http.get(`/api/festivals/diwali-${year}`).expect(200)).body;
    expect(list.length).toBeGreaterThan(10);
    const q = { festival: 'diwali', from: page.season.from, to: page.season.to, limit: 200 };
    const events = (await t.http.get('/api/events').query(q).expect(200)).body as Array<{
      metro: { slug: string } | null;
      languages: string[];
    }>;
    expect(new Set(events.map((e) => e.metro?.slug)).size).toBeGreaterThanOrEqual(4);
    expect(page.metros.length).toBeGreaterThanOrEqual(4);
    const telugu = (
      await t.http
        .get('/api/events')
        .query({ ...q, language: 'te' })
        .expect(200)
    ).body as Array<{ title: string }>;
    expect(telugu.map((e) => e.title)).toContain('Diwali Sambaralu');
  });
});
