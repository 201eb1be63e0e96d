import { DateTime } from 'luxon';
import { Organization } from '../src/organizations/organization.entity';
import { FixtureServer, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeOrganization } from './support/factories';
import { scrapingApi } from './support/scraping-api';
import { createTestApp, TestApp } from './support/test-app';

const NJ = 'America/New_York';

/**
 * The dates (YYYY-MM-DD) of a weekday (1 = Monday … 7 = Sunday) from today in New Jersey up to `days` ahead of now, at
 * `time` in `zone` when the schedule states one (scheduleTimezone), as the reader compares them with the window's end.
 */
function weekdays(weekday: number, days: number, time: string, zone?: string): string[] {
  const out: string[] = [];
  const end = Date.now() + days * 86_400_000;
  for (let d = DateTime.now().setZone(NJ).startOf('day'); ; d = d.plus({ days: 1 })) {
    // A zoned time is that instant; a floating one is read as written (compared as UTC wall clock).
    const at = DateTime.fromISO(`${d.toISODate()}T${time}`, { zone: zone ?? 'UTC' }).toMillis();
    if (at > end) return out;
    if (d.weekday === weekday) out.push(d.toISODate()!);
  }
}

/**
 * A temple's "classes" page whose programs are stated only by a schema.org `eventSchedule` (WordPress with Yoast's
 * graph, the events in the theme's own JSON-LD block), read through the real API from a local fixture server: the
 * weekly class becomes one event per Sunday in the 180 days read, at its local time, its holiday skipped; a schedule
 * that ended says why nothing was found in the feeds' words; a hostile schedule is bounded.
 */
describe('scraping: events stated by a schema.org eventSchedule', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let admin: string;
  let mandir: Organization;
  // The temple's holiday: the fourth Sunday from today, stated as an exceptDate.
  const holiday = weekdays(7, 60, '10:00')[3];

  let gather: ReturnType<typeof scrapingApi>;
  /** A page of the temple's site as a source attributed to the temple. */
  const addSource = (name: string, path: string) =>
    gather.addSource({ name, type: 'other', url: `${srv.origin}${path}`, organizationId: mandir.id });
  const rows = (
    title: string,
  ): Promise<Array<{ date: string; startTime: string; endTime: string | null; venue: string; city: string; state: string }>> =>
    t.ds.query(
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, "startTime", "endTime", venue, city, state FROM events WHERE title = $1 ORDER BY date`,
      [title],
    );

  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
    admin = await adminToken(t.app);
    gather = scrapingApi(t, admin);
    mandir = await makeOrganization(t.ds, { name: 'Sri Ganesha Mandir', city: 'Edison', state: 'NJ', isApproved: true });
    srv.transform('/platforms/schedule/classes.html', (text) => text.replace('__TEMPLE_HOLIDAY__', holiday));
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  it('a weekly class is listed every Sunday at 10:00–11:30 AM except its holiday; the first-Saturday bhajan too; an hourly schedule is left out', async () => {
    const source = await addSource('Mandir classes', '/platforms/schedule/classes.html');
    const sundays = weekdays(7, 180, '10:00').filter((d) => d !== holiday);
    // The bhajan's schedule states its zone (America/New_York); the class's times are floating.
    const firstSaturdays = weekdays(6, 180, '17:30', NJ).filter((d) => Number(d.slice(8)) <= 7);

    const dry = await gather.preview(source.id);
    expect(dry.via).toEqual(['json-ld']);
    expect(dry.notice).toBeNull();
    const listed = (title: string) => dry.events.filter((e) => e.title === title && e.outcome !== 'skipped');
    const bal = listed('Bal Vihar (Sunday School)');
    expect(bal.map((e) => e.date)).toEqual(sundays);
    expect(bal.map((e) => e.date)).not.toContain(holiday);
    expect(new Set(bal.map((e) => e.startTime))).toEqual(new Set(['10:00 AM']));
    // Held or new: the fixture server's links point at 127.0.0.1, which moderation flags.
    expect(bal.every((e) => e.outcome === 'new' || e.outcome === 'held')).toBe(true);
    const bhajan = listed('Bhajan Sandhya');
    expect(bhajan.map((e) => `${e.date} ${e.startTime}`)).toEqual(firstSaturdays.map((d) => `${d} 5:30 PM`));
    // Occurrences of the last 36 hours are read, and left out as over; nothing else is left out but the hourly yoga.
    const skipped = dry.events.filter((e) => e.outcome === 'skipped');
    expect(skipped.filter((e) => e.title !== 'Yoga for Seniors').every((e) => e.reason === 'already over')).toBe(true);
    expect(skipped.filter((e) => e.title === 'Yoga for Seniors')).toEqual([
      expect.objectContaining({ date: null, reason: 'schedule not read: repeats more often than daily (PT1H)' }),
    ]);
    expect(dry.eventsFound).toBe(sundays.length + firstSaturdays.length);

    const first = await gather.run(source.id);
    expect(first.answer).toMatchObject({ success: true, errors: [], notices: [], eventsFound: dry.eventsFound });
    expect(first.source).toMatchObject({ eventsSaved: dry.eventsFound, skipped: dry.skipped });
    const saved = await rows('Bal Vihar (Sunday School)');
    expect(saved.map((r) => r.date)).toEqual(sundays);
    expect(saved[0]).toEqual({
      date: sundays[0],
      startTime: '10:00 AM',
      endTime: '11:30 AM',
      venue: 'Sri Ganesha Mandir - Community Hall',
      city: 'Edison',
      state: 'NJ',
    });
    expect((await rows('Bhajan Sandhya')).map((r) => `${r.date} ${r.startTime}-${r.endTime}`)).toEqual(
      firstSaturdays.map((d) => `${d} 5:30 PM-7:00 PM`),
    );

    // Each occurrence keeps its key: a second run finds the same events and changes nothing.
    const again = await gather.run(source.id);
    expect(again.source).toMatchObject({ eventsFound: dry.eventsFound, eventsSaved: 0, eventsUpdated: 0 });
    expect(await rows('Bal Vihar (Sunday School)')).toHaveLength(sundays.length);
  });

  it("a schedule whose endDate is past: nothing found, and the notice says the page's event is before today", async () => {
    const source = await addSource('Summer camp', '/platforms/schedule/summer-camp.html');
    const notice = 'The page has 1 event: it is before today.';
    expect(await gather.preview(source.id)).toMatchObject({ eventsFound: 0, skipped: {}, events: [], notice });
    const { answer, source: result } = await gather.run(source.id);
    expect(answer).toMatchObject({ success: true, eventsFound: 0, errors: [], notices: [`Summer camp: ${notice}`] });
    expect(result).toMatchObject({ eventsFound: 0, eventsSaved: 0, notice });
  });

  it('a hostile page (daily for 100 years, repeatCount 1e9, 10,000 byDay entries, 600 schedules) is read within the bounds', async () => {
    const place = { '@type': 'Place', name: 'Main Hall', address: '45 Raritan Center Pkwy, Edison, NJ 08837' };
    // Today in New Jersey, as weekdays() counts: the machine's own date is tomorrow there in the evening.
    const today = DateTime.now().setZone(NJ).toISODate()!;
    const aarti = {
      '@type': 'Event',
      '@id': '#aarti',
      name: 'Daily Aarti',
      location: place,
      eventSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1D',
        byDay: Array.from({ length: 10_000 }, (_, i) => `https://schema.org/${['Monday', 'Wednesday', 'Friday'][i % 3]}`),
        exceptDate: Array.from({ length: 10_000 }, (_, i) => DateTime.now().minus({ years: 50, days: i }).toISODate()),
        startDate: today,
        endDate: DateTime.now().plus({ years: 100 }).toISODate(),
        repeatCount: 1e9,
        startTime: '19:00',
      },
    };
    // 600 more schedules, each next recurring in two years: only the first 500 recurring events are expanded.
    const later = Array.from({ length: 600 }, (_, i) => ({
      '@type': 'Event',
      name: `Yearly ${i}`,
      location: place,
      eventSchedule: { repeatFrequency: 'P1Y', startDate: DateTime.now().plus({ years: 2 }).toISODate(), repeatCount: 1e9 },
    }));
    srv.content(
      '/hostile/schedule.html',
      `<html><head><script type="application/ld+json">${JSON.stringify([aarti, ...later])}</script></head></html>`,
    );
    const source = await addSource('Hostile schedule', '/hostile/schedule.html');
    const started = Date.now();
    const dry = await gather.preview(source.id);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(dry.via).toEqual(['json-ld (cut short: only the first 500 recurring events were read)']);
    const aartis = dry.events.filter((e) => e.title === 'Daily Aarti' && e.outcome !== 'skipped');
    const expected = [1, 3, 5].flatMap((w) => weekdays(w, 180, '19:00')).sort();
    expect(aartis.map((e) => e.date)).toEqual(expected);
    expect(aartis.every((e) => e.startTime === '7:00 PM')).toBe(true);
    expect(dry.events.some((e) => e.title.startsWith('Yearly'))).toBe(false);
    const { answer } = await gather.run(source.id);
    expect(answer).toMatchObject({ success: true, errors: [], eventsFound: expected.length });
  });
});
