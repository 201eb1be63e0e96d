import * as cheerio from 'cheerio';
import { DateTime } from 'luxon';
import { ICAL_LIMITS } from './ical';
import { extractJsonLdEvents } from './jsonld';
import { scheduleRule } from './schedule';
import type { ScrapedEvent } from './scraped-event';
import { toEventDraft } from './to-event';

const PAGE = 'https://www.example-temple.org/classes/';
const WINDOW = {
  from: new Date('2026-11-24T12:00:00Z'),
  to: new Date('2027-05-23T12:00:00Z'),
  singlesTo: new Date('2028-11-24T12:00:00Z'),
};
const page = (...nodes: object[]) =>
  cheerio.load(`<html><head><script type="application/ld+json">${JSON.stringify(nodes)}</script></head><body></body></html>`);
const read = (...nodes: object[]) => extractJsonLdEvents(page(...nodes), PAGE, WINDOW);
const temple = {
  '@type': 'Place',
  name: 'Sri Venkateswara Temple',
  address: { '@type': 'PostalAddress', streetAddress: '1230 S McCully Dr', addressLocality: 'Bridgewater', addressRegion: 'NJ' },
};
const event = (over: object) => ({ '@type': 'Event', name: 'Bal Vihar', location: temple, ...over });
/** Wall-clock start and end as listed ('2026-12-06 10:00-11:30'), in the zone of the event's place. */
const wall = (e: ScrapedEvent, zone = 'America/New_York') => {
  const at = (t: ScrapedEvent['start']) =>
    t.kind === 'local' ? `${t.date} ${t.time ?? 'all-day'}` : DateTime.fromJSDate(t.instant, { zone }).toFormat('yyyy-MM-dd HH:mm');
  return e.end ? `${at(e.start)}-${at(e.end).slice(11)}` : at(e.start);
};

describe('schema.org eventSchedule: read as its occurrences in the window', () => {
  // The wall-clock times must not depend on the server's own time zone (DST in March falls inside the window).
  const savedTz = process.env.TZ;
  beforeAll(() => (process.env.TZ = 'America/Los_Angeles'));
  afterAll(() => (savedTz === undefined ? delete process.env.TZ : (process.env.TZ = savedTz)));

  const weekly = event({
    '@id': `${PAGE}#bal-vihar`,
    eventSchedule: {
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: 'https://schema.org/Sunday',
      startDate: '2026-09-06',
      endDate: '2027-05-30',
      startTime: '10:00:00',
      endTime: '11:30:00',
      exceptDate: ['2026-11-29', '2026-12-27T10:00:00'],
    },
  });

  it('a weekly class: every Sunday in the window at its local time, except dates skipped, one key per occurrence', () => {
    const r = read(weekly);
    const starts = r.events.map((e) => wall(e));
    expect(starts.slice(0, 4)).toEqual([
      '2026-12-06 10:00-11:30',
      '2026-12-13 10:00-11:30',
      '2026-12-20 10:00-11:30',
      '2027-01-03 10:00-11:30',
    ]);
    expect(starts).not.toContain('2026-11-29 10:00-11:30');
    // Across the DST change (Mar 14, 2027) the class stays at 10:00; the window ends on May 23 at noon.
    expect(starts).toContain('2027-03-14 10:00-11:30');
    expect(starts.at(-1)).toBe('2027-05-23 10:00-11:30');
    expect(starts).toHaveLength(24);
    expect(r.events[0]).toMatchObject({ title: 'Bal Vihar', venue: 'Sri Venkateswara Temple', start: { kind: 'local' } });
    expect(r.events[0].key).toBe(`${PAGE}#bal-vihar#2026-12-06T10:00`);
    expect(new Set(r.events.map((e) => e.key)).size).toBe(24);
    expect(r.outside).toEqual({ past: 0, laterRecurring: 0, laterOneOff: 0 });
    // Mapped like any JSON-LD event: the place's state gives the zone.
    const d = toEventDraft(r.events[0], null, new Date('2026-11-25T12:00:00Z'));
    expect(d).toMatchObject({ ok: true, draft: { date: '2026-12-06', startTime: '10:00 AM', endTime: '11:30 AM', state: 'NJ' } });
  });

  it('scheduleTimezone gives exact instants in that zone; words, day names and a duration are read too', () => {
    const r = read(
      event({
        name: 'Yoga',
        eventSchedule: {
          '@type': 'Schedule',
          repeatFrequency: 'Weekly',
          byDay: ['Tuesday', 'https://schema.org/Thursday', 'Tuesday'],
          startDate: '2027-03-01',
          endDate: '2027-03-18',
          startTime: '18:30',
          duration: 'PT1H',
          scheduleTimezone: 'America/Chicago',
          exceptDate: '2027-03-09',
        },
      }),
    );
    expect(r.events.map((e) => wall(e, 'America/Chicago'))).toEqual([
      '2027-03-02 18:30-19:30',
      '2027-03-04 18:30-19:30',
      '2027-03-11 18:30-19:30',
      '2027-03-16 18:30-19:30',
      '2027-03-18 18:30-19:30',
    ]);
    expect(r.events[0].start).toMatchObject({ kind: 'instant', zone: 'America/Chicago' });
  });

  it('"every first Saturday": byMonthWeek with byDay, or iCalendar\'s 1SA; no startDate reads from the window\'s start', () => {
    const sandhya = (s: object) =>
      read(event({ name: 'Bhajan Sandhya', eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1M', startTime: '17:00', ...s } }));
    const firstSaturdays = [
      '2026-12-05 17:00',
      '2027-01-02 17:00',
      '2027-02-06 17:00',
      '2027-03-06 17:00',
      '2027-04-03 17:00',
      '2027-05-01 17:00',
    ];
    expect(sandhya({ byDay: 'https://schema.org/Saturday', byMonthWeek: 1 }).events.map((e) => wall(e))).toEqual(firstSaturdays);
    expect(sandhya({ byDay: '1SA' }).events.map((e) => wall(e))).toEqual(firstSaturdays);
    // Monthly on a day of the month, all day (no time).
    const purnima = read(event({ name: 'Satyanarayan Puja', eventSchedule: { repeatFrequency: 'P1M', byMonthDay: 15, byMonth: [1, 2] } }));
    expect(purnima.events.map((e) => wall(e))).toEqual(['2027-01-15 all-day', '2027-02-15 all-day']);
  });

  it("what the schedule leaves out comes from the event: its startDate is the first occurrence, a later endDate the series' last day", () => {
    expect(
      scheduleRule({ repeatFrequency: 'P1W' }, { startDate: '2026-09-06T10:00:00-04:00', endDate: '2027-05-30T11:30:00-04:00' }),
    ).toEqual({
      ok: true,
      rule: {
        rule: ['FREQ=WEEKLY', 'INTERVAL=1'],
        startDate: '2026-09-06',
        endDate: '2027-05-30',
        count: null,
        startTime: '10:00',
        minutes: 90,
        zone: null,
        exceptDates: [],
      },
    });
    expect(
      scheduleRule(
        { repeatFrequency: 'Fortnightly', byDay: 'FR', startTime: '7:00 PM', endTime: '9:30 PM', repeatCount: 10 },
        { startDate: '2026-12-04' },
      ),
    ).toMatchObject({ ok: true, rule: { rule: ['FREQ=WEEKLY', 'INTERVAL=2', 'BYDAY=FR'], count: 10, startTime: '19:00', minutes: 150 } });
  });

  it('a schedule referenced by @id in a @graph; a series begun decades ago still lists its next occurrences', () => {
    const r = extractJsonLdEvents(
      cheerio.load(
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Schedule', '@id': '#sched', repeatFrequency: 'P2W', byDay: 'Friday', startDate: '1950-01-06', startTime: '19:00' },
            event({ name: 'Satsang', eventSchedule: { '@id': '#sched' } }),
          ],
        })}</script>`,
      ),
      PAGE,
      WINDOW,
    );
    const starts = r.events.map((e) => wall(e));
    expect(starts[0]).toBe('2026-11-27 19:00');
    expect(starts[1]).toBe('2026-12-11 19:00');
    expect(starts.every((s) => s.endsWith('19:00'))).toBe(true);
  });

  it('a schedule whose endDate is past has no occurrence: counted as past, nothing read', () => {
    const r = read(
      event({
        eventSchedule: { repeatFrequency: 'P1W', byDay: 'Sunday', startDate: '2025-09-07', endDate: '2026-05-31', startTime: '10:00' },
      }),
    );
    expect(r.events).toEqual([]);
    expect(r.outside).toEqual({ past: 1, laterRecurring: 0, laterOneOff: 0 });
    expect(r.structured).toBe(true);
  });

  it('an unreadable schedule leaves the event as read without it, or left out with the reason when it has no date', () => {
    const hourly = { repeatFrequency: 'PT1H', startTime: '09:00' };
    expect(scheduleRule(hourly, {})).toEqual({ ok: false, why: 'repeats more often than daily (PT1H)' });
    expect(scheduleRule({ byDay: 'Sunday' }, {})).toEqual({ ok: false, why: 'no repeat frequency' });
    expect(scheduleRule({ repeatFrequency: 'P1W', byDay: 'Funday' }, {})).toEqual({ ok: false, why: 'day not read (Funday)' });
    expect(scheduleRule({ repeatFrequency: 'P1W' }, {})).toMatchObject({ ok: false, why: expect.stringMatching(/^no first day/) });
    const r = read(
      event({ name: 'Aarti', startDate: '2026-12-01T19:00', eventSchedule: hourly }),
      event({ name: 'Kirtan', eventSchedule: { repeatFrequency: 'P1W', byDay: 'https://schema.org/PublicHolidays' } }),
      event({ name: 'Havan', eventSchedule: { repeatFrequency: 'P1W' } }),
    );
    expect(r.events.map((e) => `${e.title} ${wall(e)}`)).toEqual(['Aarti 2026-12-01 19:00']);
    expect(r.leftOut).toEqual([
      { title: 'Kirtan', reason: 'schedule not read: day not read (https://schema.org/PublicHolidays)' },
      { title: 'Havan', reason: 'schedule not read: no first day, and no day of the week or month to repeat on' },
    ]);
    // Without a window (callers that do not read recurrences) the event is read as before.
    expect(
      extractJsonLdEvents(page(event({ startDate: '2026-12-06T10:00', eventSchedule: { repeatFrequency: 'P1W' } })), PAGE).events,
    ).toHaveLength(1);
  });

  it('a hostile page is bounded: daily for 100 years, repeatCount 1e9, 10,000 byDay entries, 1,000 such events', () => {
    const hostile = (i: number, entries: number) =>
      event({
        name: `Daily ${i}`,
        eventSchedule: {
          repeatFrequency: 'P1D',
          byDay: Array.from({ length: entries }, (_, k) => ['Monday', 'Tuesday', 'SU'][k % 3]),
          startDate: '2026-11-20',
          endDate: '2126-11-20',
          repeatCount: 1e9,
          startTime: '06:00',
          exceptDate: Array.from({ length: entries }, () => '2026-12-01'),
        },
      });
    // One such schedule: only its days of the week, within the window.
    const one = read(hostile(0, 10_000)).events.map((e) => wall(e));
    expect(one.slice(0, 3)).toEqual(['2026-11-29 06:00', '2026-11-30 06:00', '2026-12-06 06:00']);
    expect(one.every((s) => ['Mon', 'Tue', 'Sun'].includes(DateTime.fromISO(s.slice(0, 10)).toFormat('ccc')))).toBe(true);
    // A thousand of them: the feed's bounds apply (500 recurring events, 10,000 occurrences).
    // About 2 s on an idle machine (23 s seen in CI under load); walking the 100 years would take some 100 times longer.
    const t0 = Date.now();
    const r = read(...Array.from({ length: 1_000 }, (_, i) => hostile(i, 3)));
    expect(Date.now() - t0).toBeLessThan(60_000);
    expect(r.events.length).toBeLessThanOrEqual(ICAL_LIMITS.occurrences);
    expect(new Set(r.events.map((e) => e.title)).size).toBeLessThanOrEqual(ICAL_LIMITS.recurring);
    expect(r.cutShort).toBe('only the first 500 recurring events were read');
  }, 120_000);
});
