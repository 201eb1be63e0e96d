import * as fs from 'node:fs';
import * as path from 'node:path';
import { DateTime } from 'luxon';
import { dateFromToday, fillTemplate } from '../../../test/fixtures/scraping/fixture-server';
import { hourlyFeed } from '../../../test/fixtures/scraping/hostile';
import { nodeIcal } from '../../common/lazy';
import { extractIcalEvents, ICAL_LIMITS, looksLikeIcal, maxOccurrencesPerSecond, repairIcal } from './ical';
import type { ScrapedEvent } from './scraped-event';
import { toEventDraft } from './to-event';
import { RECURRING_DAYS_AHEAD, scrapeWindow } from '../source-scraper';

const REAL = path.resolve(__dirname, '../../../test/fixtures/scraping/real-world');
const PLATFORMS = path.resolve(__dirname, '../../../test/fixtures/scraping/sites/platforms');
const real = (f: string) => fs.readFileSync(path.join(REAL, f), 'utf8');
const win = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });

/** Wall-clock start in a zone ('YYYY-MM-DD HH:mm'), or the local value as written. */
function wall(e: ScrapedEvent, zone?: string): string {
  if (e.start.kind === 'local') return `${e.start.date} ${e.start.time ?? 'all-day'}`;
  return DateTime.fromJSDate(e.start.instant, { zone: zone ?? e.start.zone ?? 'UTC' }).toFormat('yyyy-MM-dd HH:mm');
}

describe('iCalendar feeds: real exports', () => {
  // Floating and all-day values must not depend on the server's own time zone.
  const savedTz = process.env.TZ;
  beforeAll(() => (process.env.TZ = 'Pacific/Auckland'));
  afterAll(() => (savedTz === undefined ? delete process.env.TZ : (process.env.TZ = savedTz)));

  it('recognises iCalendar text', () => {
    expect(looksLikeIcal(real('calagator-ical-google.ics'))).toBe(true);
    expect(looksLikeIcal('\ufeffBEGIN:VCALENDAR\r\n')).toBe(true);
    expect(looksLikeIcal('<html>')).toBe(false);
  });

  describe('Google Calendar export (calagator-ical-google.ics: CRLF, 28 RRULEs, EXDATEs, RECURRENCE-ID overrides)', () => {
    const all = extractIcalEvents(
      real('calagator-ical-google.ics'),
      win('2007-01-01T00:00:00Z', '2008-06-30T00:00:00Z'),
      'https://calendar.google.com/x.ics',
    ).events;

    it('expands monthly BYDAY rules with UNTIL, in the TZID time zone', () => {
      const xpdx = all.filter((e) => e.title === 'XPDX (eXtreme Programming) at CubeSpace');
      expect(xpdx.map((e) => wall(e))).toEqual(['2007-10-24 18:30', '2007-11-28 18:30', '2007-12-26 18:30', '2008-01-23 18:30']);
      expect(xpdx[0].start).toMatchObject({ kind: 'instant', zone: 'America/Los_Angeles' });
      expect(xpdx[0].venue).toBe('CubeSpace');
      expect(new Set(xpdx.map((e) => e.key)).size).toBe(4);
      expect(xpdx[0].key).toMatch(/^5rc84iqjlrn7q56vr6uin8vcvk@google\.com#/);
    });

    it('honours EXDATE', () => {
      const python = all.filter((e) => e.title === 'Python Users Group').map((e) => wall(e));
      expect(python).toContain('2007-11-13 19:00');
      expect(python).toContain('2008-01-08 19:00');
      expect(python).not.toContain('2007-12-11 19:00');
    });

    it('applies RECURRENCE-ID overrides (given in UTC) to their occurrence', () => {
      // The one occurrence of ".Net User Group" (COUNT=1) is replaced by its override's summary.
      const net = all.filter((e) => e.key?.startsWith('ss4bsvgfm6t9m3qd4dp4j2ia7o@google.com'));
      expect(net.map((e) => `${wall(e)} ${e.title}`)).toEqual(['2007-03-28 18:30 PADNUG (.NET User Group)']);
      // Dorkbot's 2007-12-19 19:30 occurrence moved to 2007-12-20 19:00.
      const dorkbot = all.filter((e) => e.key?.startsWith('h112an40052433usqs0go4pnj0@google.com')).map((e) => wall(e));
      expect(dorkbot).toContain('2007-12-20 19:00');
      expect(dorkbot).not.toContain('2007-12-19 19:30');
    });

    it('unescapes text and parses addresses in LOCATION', () => {
      const drupal = all.find((e) => e.title === 'Drupal User Group Meetup')!;
      expect(drupal.locationText).toBe('The Bus Project, 333 Se 2nd Ave, Portland, OR, 97214');
      expect(drupal).toMatchObject({
        venue: 'The Bus Project',
        address: { street: '333 Se 2nd Ave', city: 'Portland', state: 'OR', postalCode: '97214' },
      });
      expect(all.some((e) => /\u2019/.test(`${e.title} ${e.description}`))).toBe(true);
    });

    it('bounds expansion to the window', () => {
      const later = extractIcalEvents(real('calagator-ical-google.ics'), win('2008-03-01T00:00:00Z', '2008-03-31T23:59:59Z')).events;
      expect(later.length).toBeGreaterThan(5);
      expect(
        later.every(
          (e) =>
            e.start.kind === 'instant' &&
            e.start.instant >= new Date('2008-03-01T00:00:00Z') &&
            e.start.instant <= new Date('2008-03-31T23:59:59Z'),
        ),
      ).toBe(true);
    });
  });

  it('counts the events with no occurrence in the window: ended before it, or starting after its end', () => {
    const now = new Date();
    const day = (n: number) => DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: n }).toFormat('yyyyMMdd');
    const vevent = (uid: string, n: number, extra = '') =>
      `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${day(n)}\r\nSUMMARY:${uid}\r\n${extra}END:VEVENT\r\n`;
    const feed = (...events: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
    const outside = (...events: string[]) => extractIcalEvents(feed(...events), scrapeWindow(now)).outside;
    // Next year's Navratri series and a yearly festival whose next day is more than 180 days away.
    expect(
      outside(
        vevent('navratri-next-year', 200, 'RRULE:FREQ=DAILY;COUNT=9\r\n'),
        vevent('yearly-utsav', -170, 'RRULE:FREQ=YEARLY\r\n'),
        vevent('too-far', 800),
      ),
    ).toEqual({ past: 0, laterRecurring: 2, laterOneOff: 1 });
    // Last year's festival; a weekly class that ended (UNTIL), one that ran its COUNT; untitled events are not events.
    expect(
      outside(
        vevent('last-diwali', -300),
        vevent('ended-class', -200, `RRULE:FREQ=WEEKLY;UNTIL=${day(-30)}\r\n`),
        vevent('counted-class', -200, 'RRULE:FREQ=WEEKLY;COUNT=10\r\n'),
        'BEGIN:VEVENT\r\nUID:untitled\r\nDTSTART;VALUE=DATE:20200101\r\nEND:VEVENT\r\n',
      ),
    ).toEqual({ past: 3, laterRecurring: 0, laterOneOff: 0 });
    // An event in the window is no such event; nor is an ongoing one.
    expect(outside(vevent('satsang', 3), vevent('exhibition', -10, `DTEND;VALUE=DATE:${day(20)}\r\n`))).toEqual({
      past: 0,
      laterRecurring: 0,
      laterOneOff: 0,
    });
    // A real feed of 2024 meetings: every one of its 30 events is before the window.
    expect(extractIcalEvents(real('city-scrapers-chi-low-income-housing-trust-fund.ics'), scrapeWindow(now)).outside).toEqual({
      past: 30,
      laterRecurring: 0,
      laterOneOff: 0,
    });
  });

  it("a run's window: one-off events up to two years ahead (next year's festival), recurring ones expanded 180 days", () => {
    const now = new Date();
    const day = (n: number) => DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: n }).toFormat('yyyyMMdd');
    const vevent = (uid: string, n: number, extra = '') =>
      `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${day(n)}\r\nSUMMARY:${uid}\r\n${extra}END:VEVENT\r\n`;
    const feed =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n' +
      vevent('diwali-next-year', 340) +
      vevent('too-far', 800) +
      vevent('weekly-satsang', 1, 'RRULE:FREQ=WEEKLY\r\n') +
      'END:VCALENDAR\r\n';
    const events = extractIcalEvents(feed, scrapeWindow(now)).events;
    expect(events.filter((e) => e.title === 'diwali-next-year')).toHaveLength(1);
    expect(events.filter((e) => e.title === 'too-far')).toHaveLength(0);
    const weekly = events.filter((e) => e.title === 'weekly-satsang').map((e) => (e.start.kind === 'local' ? e.start.date : ''));
    expect(weekly.length).toBeGreaterThan(20);
    expect(weekly.every((d) => d <= DateTime.fromJSDate(now, { zone: 'utc' }).plus({ days: RECURRING_DAYS_AHEAD }).toISODate()!)).toBe(
      true,
    );
  });

  it('Upcoming feed: floating and all-day times kept as written, DURATION:PT0S, escaped commas, stray CRs', () => {
    const events = extractIcalEvents(real('calagator-ical-upcoming-many.ics'), win('2008-01-01T00:00:00Z', '2009-12-31T00:00:00Z')).events;
    const byTitle = (t: string) => events.find((e) => e.title === t)!;
    expect(byTitle('Substance Summit').start).toEqual({ kind: 'local', date: '2008-07-09', time: '15:30' });
    expect(byTitle('Substance Summit').end).toEqual({ kind: 'local', date: '2008-07-09', time: '15:30' });
    expect(byTitle('Mobile Love, Android Style #4')).toBeDefined();
    expect(byTitle('South By Southwest (SXSW) Interactive Conference').start).toEqual({ kind: 'local', date: '2009-03-13', time: null });
    const uids = new Set(events.map((e) => e.key?.split('#')[0]));
    expect(uids.size).toBe(20);
    expect(events.filter((e) => e.start.kind === 'local' && e.start.time === null).length).toBeGreaterThanOrEqual(10);
    expect(byTitle('Mobile Love, Android Style #4')).toMatchObject({
      address: { city: 'Portland', state: 'OR', postalCode: '97214' },
      venue: 'Lucky Labrador Brew Pub',
    });
    expect(events.every((e) => !/\r/.test(e.description ?? ''))).toBe(true);
  });

  it('Exchange export: Windows time-zone names, a malformed quoted TZID, multi-value EXDATE', () => {
    const events = extractIcalEvents(real('node-ical-ms-timezones.ics'), win('2020-06-01T00:00:00Z', '2020-09-30T00:00:00Z')).events;
    const test = events.find((e) => e.title === 'test')!;
    expect(test.start).toEqual({ kind: 'instant', instant: new Date('2020-09-10T07:00:00Z'), zone: 'Europe/Berlin' });
    const jira = events.filter((e) => e.title === "Log Yesterday's Jira time");
    expect(jira.length).toBeGreaterThan(50);
    expect(wall(jira[0])).toBe('2020-06-09 09:00');
    expect(jira.every((e) => wall(e).endsWith('09:00'))).toBe(true);
    const either = events.filter((e) => e.title === 'Not the actual summary either').map((e) => wall(e));
    expect(either[0]).toBe('2020-07-07 12:00');
    for (const d of ['2020-07-21', '2020-07-23', '2020-07-28', '2020-08-13', '2020-08-25', '2020-09-03'])
      expect(either).not.toContain(`${d} 12:00`);
    expect(either).toContain('2020-07-24 12:00');
  });

  it('Meetup feed: America/Phoenix, folded DESCRIPTION with escapes, LOCATION address', () => {
    const [e, ...rest] = extractIcalEvents(
      real('node-ical-meetup-timed-tz.ics'),
      win('2011-01-01T00:00:00Z', '2012-01-01T00:00:00Z'),
    ).events;
    expect(rest).toHaveLength(0);
    expect(e).toMatchObject({
      key: 'event_nsmxnyppbfc@meetup.com',
      title: 'Phoenix Drupal User Group Monthly Meetup',
      start: { kind: 'instant', instant: new Date('2011-11-10T02:00:00Z'), zone: 'America/Phoenix' },
      end: { kind: 'instant', instant: new Date('2011-11-10T04:00:00Z'), zone: 'America/Phoenix' },
      venue: 'Open Source Project Tempe',
      address: { street: '1415 E University Dr. #103A', city: 'Tempe', state: 'AZ', postalCode: '85281' },
      url: 'http://www.meetup.com/Phoenix-Drupal-User-Group/events/33627272/',
    });
    expect(e.description).toContain('Phoenix Drupal User Group\nWednesday, November 9 at 7:00 PM');
    expect(e.description).not.toMatch(/\\n|\\,/);
  });

  it('Festival schedule: date-times labelled VALUE=DATE, no UIDs, one weekly RRULE', () => {
    const text = real('node-ical-festival-multiday-rrule.ics');
    expect(repairIcal('DTSTART;VALUE=DATE:20110804T120000\nDTEND;VALUE=DATE:20110805\n')).toBe(
      'DTSTART:20110804T120000\nDTEND;VALUE=DATE:20110805\n',
    );
    const events = extractIcalEvents(text, win('2011-08-01T00:00:00Z', '2011-08-09T00:00:00Z')).events;
    const single = events.filter((e) => e.title !== 'foobarTV broadcast starts');
    expect(single).toHaveLength(127);
    expect(single[0]).toMatchObject({
      title: 'foobar Summer 2011 starts!',
      start: { kind: 'local', date: '2011-08-04', time: '12:00' },
      key: null,
      venue: 'All Areas',
      url: null,
    });
    expect(events.every((e) => e.start.kind === 'local' && e.start.time !== null)).toBe(true);
    expect(events.some((e) => /–/.test(e.title))).toBe(true);
    const tv = extractIcalEvents(text, win('2011-08-01T00:00:00Z', '2011-12-31T00:00:00Z')).events.filter(
      (e) => e.title === 'foobarTV broadcast starts',
    );
    expect(tv.length).toBeGreaterThan(2);
  });

  it('Google Calendar (Kiev): the override comes before its master and replaces one occurrence', () => {
    const events = extractIcalEvents(
      real('node-ical-google-calendar-kiev-tz.ics'),
      win('2016-08-01T00:00:00Z', '2016-09-01T00:00:00Z'),
    ).events;
    expect(events.map((e) => `${wall(e)} ${e.title}`)).toEqual([
      '2016-08-25 14:00 repeated',
      '2016-08-26 14:00 bla bla',
      '2016-08-27 14:00 repeated',
      '2016-08-28 14:00 repeated',
    ]);
    expect(events.every((e) => e.start.kind === 'instant' && e.start.instant.getUTCHours() === 11)).toBe(true);
  });

  it('The Events Calendar export: all-day and America/Chicago events, a malformed VTIMEZONE, mangled UIDs, no final newline', () => {
    const events = extractIcalEvents(
      real('city-scrapers-chi-low-income-housing-trust-fund.ics'),
      win('2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z'),
    ).events;
    expect(events).toHaveLength(30);
    const allDay = events.filter((e) => e.start.kind === 'local' && e.start.time === null);
    expect(allDay).toHaveLength(23);
    expect(allDay.every((e) => e.title === 'Administrative Day' && e.description === 'Office Closed')).toBe(true);
    expect(events[0]).toMatchObject({
      start: { kind: 'local', date: '2024-05-08', time: null },
      url: 'https://clihtf.org/event/administrative-day-2-2/2024-05-08/',
    });
    const outreach = events.find((e) => e.title === 'Outreach Meeting')!;
    expect(outreach.start).toEqual({ kind: 'instant', instant: new Date('2024-05-09T13:30:00Z'), zone: 'America/Chicago' });
    expect(outreach.description).toBeNull();
    expect(new Set(events.map((e) => e.key)).size).toBe(30);
  });

  describe('feeds first read in wave 7 (node-ical and calagator fixtures)', () => {
    const keysIn = (file: string, from: string, to: string, tz: string) => {
      const saved = process.env.TZ;
      process.env.TZ = tz;
      try {
        return extractIcalEvents(real(file), win(from, to)).events.map((e) => `${e.key} ${JSON.stringify(e.start)}`);
      } finally {
        process.env.TZ = saved;
      }
    };

    it('an all-day series keys its occurrences by date, whatever the server zone; a moved one keeps the key of the day it replaces', () => {
      // Exchange writes the moved occurrence's RECURRENCE-ID as midnight in a Windows TZID; the others are all-day dates.
      const file = 'node-ical-exchange-whole-day-moved-recurrence.ics';
      const auckland = keysIn(file, '2026-02-16T00:00:00Z', '2026-03-06T00:00:00Z', 'Pacific/Auckland');
      expect(auckland.map((k) => k.split(' ')[0])).toEqual(
        ['2026-02-19', '2026-02-24', '2026-02-26', '2026-03-03', '2026-03-05'].map((d) => `exchange-moved-recurrence#${d}`),
      );
      expect(auckland[2]).toContain('"date":"2026-02-27"');
      expect(keysIn(file, '2026-02-16T00:00:00Z', '2026-03-06T00:00:00Z', 'America/Los_Angeles')).toEqual(auckland);
      expect(keysIn(file, '2026-02-16T00:00:00Z', '2026-03-06T00:00:00Z', 'UTC')).toEqual(auckland);
      // A one-day all-day event (DTEND the next day) has no end.
      expect(extractIcalEvents(real(file), win('2026-02-16T00:00:00Z', '2026-02-21T00:00:00Z')).events[0].end).toBeNull();
    });

    it('a multi-day all-day event ends on the day before its DTEND (DTEND is exclusive), and is listed as a range', () => {
      const events = extractIcalEvents(
        real('calagator-ical-upcoming-many.ics'),
        win('2008-01-01T00:00:00Z', '2009-12-31T00:00:00Z'),
      ).events;
      const sxsw = events.find((e) => e.title === 'South By Southwest (SXSW) Interactive Conference')!;
      // DTSTART;VALUE=DATE:20090313, DTEND;VALUE=DATE:20090318
      expect(sxsw.end).toEqual({ kind: 'local', date: '2009-03-17', time: null });
      const draft = toEventDraft(
        sxsw,
        { id: 'o', name: 'Org', city: 'Austin', state: 'TX', isApproved: true },
        new Date('2009-01-01T12:00:00Z'),
      );
      expect(draft).toMatchObject({ ok: true, draft: { date: '2009-03-13', endDate: '2009-03-17', startTime: 'All Day' } });
    });

    it('Google Calendar: an override listed before its master (America/Denver)', () => {
      const events = extractIcalEvents(
        real('node-ical-google-recurrence-order.ics'),
        win('2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'),
      ).events;
      expect(events.map((e) => `${wall(e)} ${e.title}`)).toEqual([
        '2026-02-10 10:00 TEST RECURR 3',
        '2026-02-11 10:30 TEST RECURR 3 - MODIFIED',
        '2026-02-12 10:00 TEST RECURR 3',
      ]);
      expect(events[1].key).toBe('aaaaaaaaaa888se1rr0b24sm4p@google.com#2026-02-11T17:00:00.000Z');
    });

    it('a floating UNTIL is inclusive and the wall-clock time holds across the DST change (America/New_York)', () => {
      const events = extractIcalEvents(real('node-ical-non-utc-until-ny.ics'), win('2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z')).events;
      expect(events).toHaveLength(15);
      expect(events.every((e) => wall(e).endsWith('14:00'))).toBe(true);
      expect(wall(events[14])).toBe('2024-03-15 14:00');
    });

    it('Outlook Web App: quoted Windows display names as TZID, no UIDs, a weekly rule with UNTIL', () => {
      const events = extractIcalEvents(real('node-ical-office-2012-owa.ics'), win('2020-10-01T00:00:00Z', '2020-12-01T00:00:00Z')).events;
      expect(events.find((e) => e.title === 'TEST Syd')!.start).toMatchObject({ zone: 'Australia/Sydney' });
      const test2 = events.filter((e) => e.title === 'TEST2');
      expect(test2.map((e) => wall(e)).slice(0, 3)).toEqual(['2020-11-05 13:30', '2020-11-06 13:30', '2020-11-12 13:30']);
      expect(test2.every((e) => e.start.kind === 'instant' && e.start.zone === 'America/New_York' && e.key === null)).toBe(true);
      // Without a UID each occurrence still gets its own key from its title and start.
      const org = { id: 'o', name: 'Org', city: 'Edison', state: 'NJ', isApproved: true };
      const keys = test2.map((e) => {
        const r = toEventDraft(e, org, new Date('2020-10-01T00:00:00Z'));
        return r.ok ? r.draft.sourceEventKey : null;
      });
      expect(new Set(keys).size).toBe(test2.length);
      const quoted = extractIcalEvents(
        real('node-ical-windows-quoted-tz-rrule.ics'),
        win('2015-07-01T00:00:00Z', '2015-08-01T00:00:00Z'),
      ).events;
      expect(quoted).toHaveLength(10);
      expect(quoted[0].start).toMatchObject({ zone: 'America/New_York' });
      expect(wall(quoted[0])).toBe('2015-07-06 12:00');
    });

    it('EXDATE with several values folded over two lines; EXDATEs at other times leave occurrences alone', () => {
      const events = extractIcalEvents(
        real('node-ical-biweekly-exdate-until.ics'),
        win('2017-01-01T00:00:00Z', '2017-12-31T00:00:00Z'),
      ).events;
      const commas = events.filter((e) => e.title === 'Example of comma-separated exdates').map((e) => wall(e));
      for (const d of ['2017-07-06', '2017-07-17', '2017-07-20', '2017-08-03']) expect(commas).not.toContain(`${d} 09:00`);
      expect(commas).toContain('2017-07-03 09:00');
      expect(commas[commas.length - 1]).toBe('2017-07-31 09:00');
    });

    it('Apple iCal: three VCALENDARs in one file repeating one UID are one event; a date in year 3011 is outside any window', () => {
      const events = extractIcalEvents(
        real('calagator-ical-multiple-calendars.ics'),
        win('2010-01-01T00:00:00Z', '2011-01-01T00:00:00Z'),
      ).events;
      expect(events.map((e) => `${wall(e)} ${e.title}`)).toEqual(['2010-04-08 00:00 Coffee with Kim']);
      const window = { from: new Date(Date.now() - 36 * 3_600_000), to: new Date(Date.now() + 180 * 86_400_000) };
      expect(extractIcalEvents(real('calagator-meetup.ics'), window)).toEqual({
        events: [],
        structured: true,
        outside: { past: 0, laterRecurring: 0, laterOneOff: 1 },
      });
      expect(extractIcalEvents(real('calagator-ical-event-with-squashed-venue.ics'), win('2009-01-01', '2009-02-01')).events).toMatchObject(
        [
          {
            title: 'Event with cloned venue',
            start: { kind: 'local', date: '2009-01-17', time: null },
            venue: 'Squashed Duplicate Venue',
            end: null,
          },
        ],
      );
    });
  });

  it('a UID whose VEVENTs are all changed instances (RECURRENCE-ID, no RRULE master) gives one event per instance', () => {
    const ics = fillTemplate(fs.readFileSync(path.join(PLATFORMS, 'feeds/school-district-instances.ics'), 'utf8'), 'http://127.0.0.1:9');
    const { events } = extractIcalEvents(ics, scrapeWindow(new Date()), 'https://calendar.google.com/calendar/ical/x/public/basic.ics');
    expect(events).toHaveLength(34);
    expect(new Set(events.map((e) => e.key)).size).toBe(34);
    const board = events.filter((e) => e.title === 'Board of Education Regular Meeting');
    expect(board).toHaveLength(6);
    // A moved instance keeps the key of the date it replaces, and its own time.
    const replaced = DateTime.fromISO(`${dateFromToday(60)}T19:30`, { zone: 'America/New_York' })
      .toUTC()
      .toISO();
    const moved = board.find((e) => e.key === `6f1q2kbl5s0m4g3b8uq0v9b2ok_R20260901T233000@google.com#${replaced}`);
    expect(moved && wall(moved, 'America/New_York')).toBe(`${dateFromToday(61)} 20:00`);
    const dismissals = events.filter((e) => e.title.startsWith('Early Dismissal'));
    expect(dismissals.map((e) => e.key)).toEqual([9, 23, 44, 58].map((d) => `5a1m3q9r7t2l8c0n4k6h1v3bsg@google.com#${dateFromToday(d)}`));
  });

  it('skips cancelled events and survives garbage', () => {
    const ics =
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x1\r\nDTSTART:20300105T180000Z\r\nSUMMARY:Gone\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(extractIcalEvents(ics, win('2030-01-01', '2030-02-01')).events[0]).toMatchObject({ title: 'Gone', cancelled: true });
    expect(extractIcalEvents('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage\r\n', win('2030-01-01', '2030-02-01')).events).toEqual([]);
    expect(extractIcalEvents('', win('2030-01-01', '2030-02-01')).events).toEqual([]);
  });
});

describe('iCalendar feeds: the work is bounded, not only the output', () => {
  const window = () => ({ from: new Date(Date.now() - 36 * 3_600_000), to: new Date(Date.now() + 180 * 86_400_000) });
  /** Occurrences node-ical expanded while `fn` ran (every one counts, kept or not). */
  function expanded<T>(fn: () => T): { result: T; occurrences: number; calls: number } {
    const lib = nodeIcal();
    const real = lib.expandRecurringEvent;
    let occurrences = 0;
    let calls = 0;
    const spy = jest.spyOn(lib, 'expandRecurringEvent').mockImplementation((ev, opts) => {
      calls++;
      const out = real(ev, opts);
      occurrences += out.length;
      return out;
    });
    try {
      return { result: fn(), occurrences, calls };
    } finally {
      spy.mockRestore();
    }
  }

  it('a 9 KB feed of 100 hourly events with an empty SUMMARY expands nothing (it used to expand 435,600 occurrences: 34 s)', () => {
    const feed = hourlyFeed(100);
    expect(feed.length).toBeLessThan(10_000);
    const { result, occurrences } = expanded(() => extractIcalEvents(feed, window()));
    expect(result).toMatchObject({ events: [], structured: true });
    expect(occurrences).toBe(0);
  });

  it('hourly events with a title: each is expanded only as far as 400 occurrences, and the feed stops at a budget', () => {
    const { result, occurrences, calls } = expanded(() => extractIcalEvents(hourlyFeed(100, 'Aarti'), window()));
    // Each event's window is narrowed to 400 hours; the run stops once 5,000 events are kept.
    expect(occurrences).toBeLessThanOrEqual(ICAL_LIMITS.events + ICAL_LIMITS.perEvent);
    expect(calls).toBeLessThanOrEqual(Math.ceil(ICAL_LIMITS.events / ICAL_LIMITS.perEvent) + 1);
    expect(result.events).toHaveLength(ICAL_LIMITS.events);
    expect(result.cutShort).toBe('stopped at 5,000 events');
    const first = result.events.filter((e) => e.key?.startsWith('h0@x#'));
    expect(first).toHaveLength(ICAL_LIMITS.perEvent);
  });

  it('the last event of a feed cannot take it past the events bound', () => {
    // 13 hourly events of 400 occurrences each: the 13th goes past 5,000 and no 14th stops the run.
    const result = extractIcalEvents(hourlyFeed(13, 'Aarti'), window());
    expect(result.events).toHaveLength(ICAL_LIMITS.events);
    expect(result.cutShort).toBe('stopped at 5,000 events');
  });

  it('the occurrence budget counts occurrences that yield no event', () => {
    // Untitled hourly series, each with one titled override: every occurrence is expanded, one is kept.
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
    const overrides = Array.from({ length: 100 }, (_, i) =>
      ['BEGIN:VEVENT', `UID:h${i}@x`, `RECURRENCE-ID:${day}T050000Z`, `DTSTART:${day}T053000Z`, 'SUMMARY:Moved', 'END:VEVENT'].join('\r\n'),
    ).join('\r\n');
    const feed = hourlyFeed(100).replace('END:VCALENDAR', `${overrides}\r\nEND:VCALENDAR`);
    const { result, occurrences } = expanded(() => extractIcalEvents(feed, window()));
    expect(occurrences).toBeLessThanOrEqual(ICAL_LIMITS.occurrences + ICAL_LIMITS.perEvent);
    expect(result.cutShort).toMatch(/^stopped after [\d,]+ occurrences$/);
    expect(result.events.length).toBeLessThan(30);
  });

  it('a feed with more VEVENTs or RRULEs than the limits is cut before it is parsed', () => {
    const lib = nodeIcal();
    const parse = jest.spyOn(lib.sync, 'parseICS');
    try {
      const many = extractIcalEvents(hourlyFeed(ICAL_LIMITS.recurring + 50, 'Aarti'), window());
      const parsed = parse.mock.calls[0][0];
      expect(parsed.match(/^RRULE:/gm)).toHaveLength(ICAL_LIMITS.recurring);
      expect(parsed.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      expect(many.cutShort).toBe('only the first 500 recurring events were read');
    } finally {
      parse.mockRestore();
    }
  });

  it('the rate bound of a rule is never below its real rate', () => {
    expect(maxOccurrencesPerSecond({ freq: 'HOURLY' })).toBe(1 / 3600);
    expect(maxOccurrencesPerSecond({ freq: 'MINUTELY', interval: 15 })).toBe(1 / 900);
    expect(maxOccurrencesPerSecond({ freq: 'DAILY', byHour: [9, 18], byMinute: [0, 30] })).toBe(4 / 86_400);
    expect(maxOccurrencesPerSecond({ freq: 'WEEKLY', byDay: ['MO', 'WE'] })).toBe(7 / (7 * 86_400));
    expect(maxOccurrencesPerSecond({ freq: 'MONTHLY', byDay: ['2SA'] })).toBe(31 / (28 * 86_400));
    expect(maxOccurrencesPerSecond({ freq: 'YEARLY', byMonth: [11] })).toBe(366 / (365 * 86_400));
    expect(maxOccurrencesPerSecond({ freq: 'NONSENSE' })).toBe(1);
  });
});
