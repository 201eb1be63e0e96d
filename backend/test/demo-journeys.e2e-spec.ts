import { communityColumns } from '../src/community-tags/community-columns';
import { DEMO_EVENTS, DEMO_ORGANIZATIONS } from '../src/database/seed/demo-data';
import { DemoSeedService, demoEventDays, isoDayFromToday, nearestSaturday, thisWeekend } from '../src/database/seed/demo-seed.service';
import { festivalDateSeedRows } from '../src/festivals/festival-dates.seed';
import { addDays } from '@sangam/shared';
import { FestivalsService } from '../src/festivals/festivals.service';
import { festivalTimeZoneFor } from '../src/festivals/us-locations';
import { timeZoneForState } from '../src/common/us-states';
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

  it('a family near ZIP 08817 finds Diwali melas on the weekend of the next Diwali within 25 miles', async () => {
    const year = Number(isoDayFromToday(0).slice(0, 4));
    const rows = await t.app.get(FestivalsService).usDays([year, year + 1]);
    const diwali = rows.find((r) => r.festivalSlug === 'diwali' && r.timeZone === 'America/New_York' && r.endDate >= isoDayFromToday(0))!;
    const saturday = nearestSaturday(diwali.mainDate);
    const res = await t.http
      .get('/api/events')
      .query({ search: 'diwali', zip: '08817', radius: 25, from: saturday, to: addDays(saturday, 1), fields: 'card' })
      .expect(200);
    expect(titles(res.body)).toEqual(expect.arrayContaining(['Oak Tree Road Diwali Mela', 'Deepavali Sandhya: Lamps and Music']));
    for (const e of res.body) expect(e.distanceMiles).toBeLessThanOrEqual(25);
    // Hackensack (31 miles) and Cherry Hill (52) are outside 25 miles; Hackensack is within 50.
    const wide = titles((await t.http.get('/api/events').query({ search: 'diwali', zip: '08817', radius: 50 }).expect(200)).body);
    expect(wide).toContain('Hackensack Diwali Dinner');
    expect(wide).not.toContain('Cherry Hill Diwali Festival');
  });

  it('something is on this weekend in Houston, whatever day the demo is seeded', async () => {
    const { saturday, sunday } = thisWeekend();
    const res = await t.http.get('/api/events').query({ search: 'bollywood', from: saturday, to: sunday }).expect(200);
    expect(titles(res.body)).toContain('Bollywood Retro Night');
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

  const names = new Map(DEMO_ORGANIZATIONS.map((o) => [o.key, o.name]));
  const detected = (e: (typeof DEMO_EVENTS)[number]) =>
    communityColumns({ organizationName: e.org ? names.get(e.org) : null, title: e.title, description: e.description }).festival;

  // Seeded on several days of the year (the seeder's clock injected), against the shipped 2026–2027 table.
  it.each(['2026-01-05', '2026-02-20', '2026-04-01', '2026-06-15', '2026-09-01', '2026-10-15', '2026-11-26', '2026-12-07', '2027-05-01'])(
    'seeded on %s: every festival event falls on its festival (never a past festival in the future), the rest count from that day',
    (day) => {
      const now = new Date(`${day}T15:00:00Z`);
      const rows = festivalDateSeedRows([2026, 2027]);
      const upcomingWithEvents = new Set<string>();
      for (const e of DEMO_EVENTS) {
        const d = demoEventDays(e, rows, now);
        if (!e.festival) {
          expect(d).not.toBeNull();
          if (!e.thisWeekend) expect(d!.date).toBe(addDays(day, e.inDays!));
          // No event outside the table's festivals names one (it would be a festival's event on a day of no festival).
          expect([e.title, detected(e)]).toEqual([e.title, null]);
          continue;
        }
        if (!d) continue; // no occurrence in the table (a past event before 2026)
        const last = d.endDate ?? d.date;
        const anchor = e.festival;
        expect([e.title, last < day]).toEqual([e.title, !!anchor.past]);
        // The festival its text names (else its anchor's) has days within two weeks of the event, in its time zone.
        const zone = festivalTimeZoneFor(timeZoneForState(e.state));
        const slug = detected(e) ?? anchor.slug;
        const ok = rows.some(
          (r) => r.timeZone === zone && r.festivalSlug === slug && addDays(r.startDate, -14) <= d.date && last <= addDays(r.endDate, 14),
        );
        expect([e.title, slug, ok]).toEqual([e.title, slug, true]);
        if (!anchor.past && d.date <= addDays(day, 60)) upcomingWithEvents.add(anchor.slug);
      }
      // The next two months (the home page's "Coming up" horizon) always have a festival with events.
      expect(upcomingWithEvents.size).toBeGreaterThanOrEqual(1);
    },
  );

  it('Navratri Garba: Nine Nights runs the nine nights of Navratri; the Diwali melas are on the weekend nearest Diwali', () => {
    const rows = festivalDateSeedRows([2026, 2027]);
    const at = (title: string, day: string) =>
      demoEventDays(
        DEMO_EVENTS.find((e) => e.title === title)!,
        rows,
        new Date(`${day}T15:00:00Z`),
      );
    expect(at('Navratri Garba: Nine Nights', '2026-09-01')).toEqual({ date: '2026-10-11', endDate: '2026-10-19' });
    expect(at('Navratri Garba: Nine Nights', '2026-12-07')).toEqual({ date: '2027-09-30', endDate: '2027-10-08' });
    // Diwali 2026 is Sunday 8 November: the mela is that weekend; after it, Diwali 2027 (Thursday 28 October → 30–31 October).
    expect(at('Oak Tree Road Diwali Mela', '2026-11-01')).toEqual({ date: '2026-11-07', endDate: '2026-11-08' });
    expect(at('Oak Tree Road Diwali Mela', '2026-12-07')).toEqual({ date: '2027-10-30', endDate: '2027-10-31' });
    // A past Navratri stays in the past.
    expect(at('Navratri Garba Mahotsav', '2026-12-07')).toEqual({ date: '2026-10-11', endDate: '2026-10-19' });
    expect(at('Holi on the South Lawn', '2026-12-07')!.date.slice(0, 7)).toBe('2027-03');
  });

  it('a year beyond the table is dated by the computation', async () => {
    const rows = await t.app.get(FestivalsService).usDays([2030]);
    const navratri = rows.find((r) => r.festivalSlug === 'navratri' && r.timeZone === 'America/Chicago')!;
    const d = demoEventDays(
      DEMO_EVENTS.find((e) => e.title === 'Plano Navratri Nights')!,
      rows,
      new Date('2030-01-10T15:00:00Z'),
    );
    expect(d).toEqual({ date: addDays(navratri.startDate, 4), endDate: addDays(navratri.startDate, 8) });
    expect(navratri.startDate.slice(0, 7)).toMatch(/^2030-(09|10)$/);
  });

  it('the first start shows an upcoming festival with events, and no future event of a festival that is over', async () => {
    const upcoming = (await t.http.get('/api/festivals/upcoming').expect(200)).body.festival;
    if (upcoming) expect(upcoming.eventCount).toBeGreaterThan(0);
    const list = (await t.http.get('/api/festivals').expect(200)).body as Array<{ slug: string; eventCount: number; endDate: string }>;
    expect(list.filter((f) => f.endDate >= isoDayFromToday(0) && f.eventCount > 0).length).toBeGreaterThanOrEqual(3);
  });

  it("the Diwali page's season lists the demo's Diwali events across metros, and a Telugu one", async () => {
    const list = (await t.http.get('/api/festivals').expect(200)).body as Array<{ slug: string; pageSlug: string }>;
    const today = isoDayFromToday(0);
    const year = Number(
      (await t.app.get(FestivalsService).usDays([Number(today.slice(0, 4))])).some((r) => r.festivalSlug === 'diwali' && r.endDate >= today)
        ? today.slice(0, 4)
        : Number(today.slice(0, 4)) + 1,
    );
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

/** The seeder's clock is injectable: seeded "on" another day, the festival events fall on that day's next festivals. */
describe('demo data seeded with an injected clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await t.app.get(DemoSeedService).seedIfEmpty(new Date('2027-03-01T15:00:00Z'))).toBe(true);
  });
  afterAll(() => t.close());

  it('on 1 March 2027: Holi on its weekend that month, Navratri 2027 nights, the melas on Diwali 2027 weekend, the rest from that day', async () => {
    const rows: Array<{ title: string; date: string; endDate: string | null }> = await t.ds.query(
      `SELECT title, date::text AS date, "endDate"::text AS "endDate" FROM events`,
    );
    const at = (title: string) => rows.find((r) => r.title === title);
    expect(at('Navratri Garba: Nine Nights')).toEqual({ title: 'Navratri Garba: Nine Nights', date: '2027-09-30', endDate: '2027-10-08' });
    expect(at('Oak Tree Road Diwali Mela')).toMatchObject({ date: '2027-10-30', endDate: '2027-10-31' });
    expect(at('Holi Hai Austin')!.date.slice(0, 7)).toBe('2027-03');
    // A past Navratri stays past (2026's nights), and an event of no festival counts from the injected day.
    expect(at('Navratri Garba Mahotsav')).toMatchObject({ date: '2026-10-11', endDate: '2026-10-19' });
    expect(at('Hindi Spelling Bee')!.date).toBe(addDays('2027-03-01', 33));
  });
});
