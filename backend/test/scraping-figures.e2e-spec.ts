import * as fs from 'node:fs';
import * as path from 'node:path';
import { ScrapedEventsService } from '../src/events/scraped-events.service';
import { draftsOf } from '../src/scraping/run-bookkeeping';
import type { MapResult, SourceOrganization } from '../src/scraping/extract/to-event';
import { MapContext, PARSE_TASKS } from '../src/scraping/parsing/parse-tasks';
import { scrapeWindow } from '../src/scraping/source-scraper';
import { dateFromToday, fillTemplate } from './fixtures/scraping/fixture-server';
import { makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The gathering figures (issue 38): every fixture the scraper is tested on — byte-exact real-world files
 * (test/fixtures/scraping/real-world, their facts from SOURCES.md) and the platform fixtures written for Sangam
 * (test/fixtures/scraping/sites/platforms, SOURCES.md) — read by the parse tasks the worker pool runs (reading and
 * mapping), then imported twice by the scraper's importer into a fresh database:
 * - events handled right: each entry's events found and left out by reason, against what the file states (written
 *   here by hand from the file, not from the reader's output); entries whose totals no source states count only
 *   their samples;
 * - field checks: title, date, start and end time, venue, city and state of sampled events;
 * - duplicates: events listed twice (same title, date and city), and events a second import of the same pages adds;
 * - moderation: clean scraped events held for review (page-text events always wait by design and are counted apart).
 *   cd backend && npx jest test/scraping-figures.e2e-spec.ts   (figures in docs/scraping.md, "Figures")
 */

type Sample = [title: string, date: string, startTime: string, endTime: string | null, venue: string, city: string, state: string];
interface Entry {
  name: string;
  /** The run's "now" (old feeds are read at the time they were current). */
  now: string;
  org: { name: string; city: string; state: string } | null;
  read: (ctx: MapContext) => MapResult[];
  /** Events to be found and left out, by reason, when the file states them all (null: count the samples only). */
  expect: { found: number; skipped?: Record<string, number> } | null;
  samples: Sample[];
}

const REAL = path.join(__dirname, 'fixtures/scraping/real-world');
const SITES = path.join(__dirname, 'fixtures/scraping/sites/platforms');
const ORIGIN = 'https://www.hindu-society-nj.org';
const real = (f: string) => fs.readFileSync(path.join(REAL, f), 'utf8');
const site = (f: string) => fillTemplate(fs.readFileSync(path.join(SITES, f), 'utf8'), ORIGIN);
const today = new Date().toISOString();
const d = dateFromToday;
const ical = (text: () => string) => (ctx: MapContext) =>
  PARSE_TASKS.ical(text(), ctx.window!, 'https://example.org/feed.ics', ctx).results;
/** A page read as a run reads it: its JSON-LD, else the platform data it carries (Facebook, Meetup, Eventbrite, Wix, Squarespace). */
const page =
  (text: () => string, url = ORIGIN) =>
  (ctx: MapContext) => {
    const p = PARSE_TASKS.page(text(), url, ctx);
    if (p.results.length || p.structured) return p.results;
    const pl = p.platform;
    return (pl?.facebook ?? pl?.meetup ?? pl?.eventbrite ?? pl?.wix ?? pl?.squarespaceHtml)?.results ?? [];
  };

const ENTRIES: Entry[] = [
  // Real-world files (SOURCES.md states their facts).
  {
    name: 'calagator-ical-google.ics (Google Calendar)',
    now: '2007-10-01T00:00:00Z',
    org: { name: 'Portland User Groups', city: 'Portland', state: 'OR' },
    read: ical(() => real('calagator-ical-google.ics')),
    expect: null,
    samples: [['XPDX (eXtreme Programming) at CubeSpace', '2007-10-24', '6:30 PM', '7:30 PM', 'CubeSpace', 'Portland', 'OR']],
  },
  {
    name: 'node-ical-meetup-timed-tz.ics (Meetup)',
    now: '2011-11-01T00:00:00Z',
    org: null,
    read: ical(() => real('node-ical-meetup-timed-tz.ics')),
    expect: { found: 1 },
    samples: [['Phoenix Drupal User Group Monthly Meetup', '2011-11-09', '7:00 PM', '9:00 PM', 'Open Source Project Tempe', 'Tempe', 'AZ']],
  },
  {
    name: 'city-scrapers-chi-low-income-housing-trust-fund.ics (The Events Calendar export)',
    now: '2024-05-01T00:00:00Z',
    org: { name: 'Chicago Low-Income Housing Trust Fund', city: 'Chicago', state: 'IL' },
    read: ical(() => real('city-scrapers-chi-low-income-housing-trust-fund.ics')),
    expect: { found: 30 },
    samples: [
      ['Administrative Day', '2024-05-08', 'All Day', null, 'Chicago Low-Income Housing Trust Fund', 'Chicago', 'IL'],
      ['Outreach Meeting', '2024-05-09', '8:30 AM', '9:30 AM', 'Chicago Low-Income Housing Trust Fund', 'Chicago', 'IL'],
    ],
  },
  {
    name: 'node-ical-google-calendar-kiev-tz.ics (Google, Europe/Kiev)',
    now: '2016-08-20T00:00:00Z',
    org: { name: 'A US organization', city: 'Chicago', state: 'IL' },
    read: ical(() => real('node-ical-google-calendar-kiev-tz.ics')),
    expect: { found: 0, skipped: { 'outside the US (time zone Europe/Kiev)': 4 } },
    samples: [],
  },
  {
    name: 'city-scrapers-cook-landbank.html (WordPress JSON-LD, 3 blocks malformed)',
    now: '2019-09-01T00:00:00Z',
    org: { name: 'Cook County Land Bank', city: 'Chicago', state: 'IL' },
    read: page(() => real('city-scrapers-cook-landbank.html'), 'http://www.cookcountylandbank.org/'),
    expect: { found: 9 },
    samples: [
      [
        'CCLBA Data & Marketing Committee',
        '2019-09-18',
        '10:00 AM',
        '11:00 AM',
        "Cook County Admin Building, 22nd Floor, Conference Room 'B'",
        'Chicago',
        'IL',
      ],
    ],
  },
  {
    name: 'songkick-elysian-fields.html (Songkick JSON-LD)',
    now: '2015-10-01T00:00:00Z',
    org: null,
    read: page(() => real('songkick-elysian-fields.html'), 'http://www.songkick.com/'),
    expect: { found: 1 },
    samples: [['Elysian Fields', '2015-10-31', '7:30 PM', null, 'The Owl Music Parlor', 'Brooklyn', 'NY']],
  },
  {
    name: 'calagator-hcal-upcoming-v2.html (hCalendar)',
    now: '2008-11-01T00:00:00Z',
    org: null,
    read: (ctx) => PARSE_TASKS.microformats(real('calagator-hcal-upcoming-v2.html'), 'http://upcoming.yahoo.com/', ctx).results,
    expect: { found: 1 },
    samples: [['Ignite Portland 4', '2008-11-13', '7:00 PM', '9:00 PM', 'Bagdad Theater and Pub', 'Portland', 'OR']],
  },
  // Platform fixtures written for Sangam (SOURCES.md): what each states is known by construction.
  {
    name: 'facebook/saved-event.html (saved Facebook page, ServerJS)',
    now: today,
    org: null,
    read: page(() => site('facebook/saved-event.html')),
    expect: { found: 1 },
    samples: [['Navratri Garba Night 2026', d(9), '6:30 PM', '8:30 PM', "Royal Albert's Palace", 'Edison', 'NJ']],
  },
  {
    name: 'feeds/school-district-instances.ics (Google, series of changed instances)',
    now: today,
    org: { name: 'Westfield Public Schools', city: 'Westfield', state: 'NJ' },
    read: ical(() => site('feeds/school-district-instances.ics')),
    expect: { found: 34 },
    samples: [
      ['Board of Education Regular Meeting', d(4), '7:30 PM', '9:30 PM', 'Administration Building', 'Westfield', 'NJ'],
      ['Franklin Elementary PTO Meeting', d(6), '9:30 AM', '12:30 PM', 'See event page', 'Westfield', 'NJ'],
      ['Early Dismissal – 12:45 PM', d(9), 'All Day', null, 'Westfield Public Schools', 'Westfield', 'NJ'],
    ],
  },
  {
    name: 'jsonld/uk-and-nh.html (foreign one-line address, street-number range)',
    now: today,
    org: { name: 'Manchester Hindu Samaj', city: 'Manchester', state: 'NH' },
    read: page(() => site('jsonld/uk-and-nh.html')),
    expect: { found: 1, skipped: { 'outside the US (UK)': 2 } },
    samples: [['Diwali Mela 2026', d(8), '5:00 PM', '9:00 PM', 'Cardinal Court', 'Manchester', 'NH']],
  },
  {
    name: 'jsonld/escaped.html (double-escaped markup, cancelled title)',
    now: today,
    org: null,
    read: page(() => site('jsonld/escaped.html')),
    expect: { found: 1, skipped: { 'cancelled or postponed': 1 } },
    samples: [['Sharad Purnima Raas', d(16), '6:30 PM', '10:00 PM', 'Gujarati Samaj Hall', 'Houston', 'TX']],
  },
  {
    name: 'tribe/utc-offset.json (The Events Calendar, "UTC+0")',
    now: today,
    org: null,
    read: (ctx) => PARSE_TASKS.platformJson('tribe', site('tribe/utc-offset.json'), ORIGIN, ctx).results,
    expect: { found: 2 },
    samples: [
      ['Rabindra Sandhya – Tagore songs and recitation', d(6), '6:15 PM', '9:00 PM', 'Piscataway Community Center', 'Piscataway', 'NJ'],
    ],
  },
  {
    name: 'tribe/listing (The Events Calendar REST, 6 pages)',
    now: today,
    org: null,
    read: (ctx) =>
      [1, 2, 3, 4, 5, 6].flatMap((n) => PARSE_TASKS.platformJson('tribe', site(`tribe/listing/page-${n}.json`), ORIGIN, ctx).results),
    expect: { found: 123 },
    samples: [['Hanuman Chalisa Path', d(3), '6:30 PM', '7:30 PM', 'Hindu Temple of Minnesota', 'Maple Grove', 'MN']],
  },
  {
    name: "plain/festival-list.html (a temple's festival table, read 2026-11-20)",
    now: '2026-11-20T15:00:00Z',
    org: { name: 'Sri Lakshmi Narayan Mandir', city: 'Parsippany', state: 'NJ' },
    read: (ctx) => PARSE_TASKS.pageText(site('plain/festival-list.html'), ctx).results,
    expect: { found: 15, skipped: { 'its date and weekday do not match ("August 21 (Friday)" is not a Friday in 2027)': 1 } },
    samples: [
      ['Makar Sankranti', '2027-01-15', 'All Day', null, 'Sri Lakshmi Narayan Mandir', 'Parsippany', 'NJ'],
      ['Gita Jayanti', '2027-12-11', 'All Day', null, 'Sri Lakshmi Narayan Mandir', 'Parsippany', 'NJ'],
    ],
  },
  {
    name: 'squarespace/html-only.html (Squarespace event list in HTML)',
    now: today,
    org: null,
    read: page(() => site('squarespace/html-only.html')),
    expect: { found: 107 },
    samples: [['Bengali Language Class', d(2), '10:00 AM', '11:30 AM', 'Round Rock Library', 'Round Rock', 'TX']],
  },
  {
    name: 'rss/events.rss + events.atom (RSS event module, Atom gd:when)',
    now: today,
    org: { name: 'Tamil Sangam of Greater Chicago', city: 'Chicago', state: 'IL' },
    read: (ctx) => [
      ...PARSE_TASKS.xmlFeed(site('rss/events.rss'), ORIGIN, ctx).results,
      ...PARSE_TASKS.xmlFeed(site('rss/events.atom'), ORIGIN, ctx).results,
    ],
    expect: { found: 6 },
    samples: [
      ['Pongal Celebration 2027', d(14), '11:00 AM', '4:00 PM', 'Schaumburg Park District Community Center', 'Schaumburg', 'IL'],
      ['Gurpurab Kirtan Darbar', d(7), '5:00 PM', '9:00 PM', 'Gurdwara Sahib', 'San Jose', 'CA'],
    ],
  },
  {
    name: 'boarddocs/XML-ActiveMeetings.xml (BoardDocs)',
    now: today,
    org: { name: 'Edison Public Schools', city: 'Edison', state: 'NJ' },
    read: (ctx) => PARSE_TASKS.xmlFeed(site('boarddocs/XML-ActiveMeetings.xml'), ORIGIN, ctx).results,
    expect: { found: 3 },
    samples: [['Regular Board of Education Meeting', d(6), '7:00 PM', null, 'J.P. Stevens High School Auditorium', 'Edison', 'NJ']],
  },
  {
    name: 'meetup/group.html (Meetup group page)',
    now: today,
    org: { name: 'Bay Area Desi Hikers', city: 'Fremont', state: 'CA' },
    read: page(() => site('meetup/group.html'), 'https://www.meetup.com/bay-area-desi-hikers/'),
    expect: { found: 3, skipped: { 'cancelled or postponed': 1 } },
    samples: [['Mission Peak Sunrise Hike', d(5), '6:00 AM', '10:00 AM', 'Mission Peak Regional Preserve', 'Fremont', 'CA']],
  },
  {
    name: 'eventbrite/event-jsonld.html (Eventbrite event page JSON-LD)',
    now: today,
    org: null,
    read: page(() => site('eventbrite/event-jsonld.html')),
    expect: { found: 1 },
    samples: [['Holi Hai! Festival of Colors 2027', d(15), '12:00 PM', '5:00 PM', 'Marymoor Park', 'Redmond', 'WA']],
  },
  {
    name: 'wix/events-v3.html (Wix Events API v3)',
    now: today,
    org: { name: 'Hindu Cultural Society of Schaumburg', city: 'Schaumburg', state: 'IL' },
    read: page(() => site('wix/events-v3.html')),
    expect: { found: 2, skipped: { 'cancelled or postponed': 1 } },
    samples: [],
  },
  {
    name: 'clean pages (letterheads, line-ups, temple hours, two boards)',
    now: today,
    org: { name: 'Gujarati Samaj of Houston', city: 'Houston', state: 'TX' },
    read: (ctx) => [
      ...PARSE_TASKS.page(site('clean/letterheads.html'), ORIGIN, ctx).results,
      ...['clean/temple-hours.ics', 'clean/board-temple.ics', 'clean/board-association.ics'].flatMap(
        (f) => PARSE_TASKS.ical(site(f), ctx.window!, ORIGIN, ctx).results,
      ),
    ],
    expect: { found: 18 },
    samples: [['Sharad Purnima Raas', d(10), '6:30 PM', '10:30 PM', 'Gujarati Samaj Hall', 'Houston', 'TX']],
  },
];

/** Whole weeks from `now` to a few days from today, so an old feed's events are upcoming on the same weekdays. */
function weeksForward(now: string): number {
  const days = Math.ceil((Date.now() - Date.parse(now)) / 86_400_000) + 2;
  return Math.ceil(days / 7) * 7;
}
const shift = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('gathering figures on the fixture corpus', () => {
  let t: TestApp;
  const report: string[] = [];
  let handled = 0;
  let stated = 0;
  let checksRight = 0;
  let checks = 0;
  const wrong: string[] = [];
  let imported = 0;
  let held = 0;
  let secondRunAdded = 0;
  let duplicates = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const importer = t.app.get(ScrapedEventsService);
    for (const e of ENTRIES) {
      const orgRow = e.org ? await makeOrganization(t.ds, { ...e.org, isApproved: true }) : null;
      const org: SourceOrganization | null = orgRow
        ? { id: orgRow.id, name: orgRow.name, city: orgRow.city, state: orgRow.state, isApproved: true }
        : null;
      const now = new Date(e.now);
      const results = e.read({ org, now, window: scrapeWindow(now) });
      const { drafts, skipped } = draftsOf(results);
      const found = new Set(drafts.map((x) => x.sourceEventKey)).size;
      if (e.expect) {
        stated += e.expect.found + Object.values(e.expect.skipped ?? {}).reduce((a, b) => a + b, 0);
        handled += Math.min(found, e.expect.found);
        for (const [why, n] of Object.entries(e.expect.skipped ?? {})) handled += Math.min(skipped[why] ?? 0, n);
        if (found !== e.expect.found || JSON.stringify(skipped) !== JSON.stringify(e.expect.skipped ?? {}))
          wrong.push(`${e.name}: found ${found} (stated ${e.expect.found}), left out ${JSON.stringify(skipped)}`);
      }
      for (const s of e.samples) {
        const got = drafts.find((x) => x.title === s[0] && x.date === s[1]);
        const have = got ? [got.title, got.date, got.startTime, got.endTime, got.venue, got.city, got.state] : [];
        s.forEach((want, i) => {
          checks++;
          if (have[i] === want) checksRight++;
          else wrong.push(`${e.name}: "${s[0]}" field ${i}: ${JSON.stringify(have[i])} (stated ${JSON.stringify(want)})`);
        });
      }
      // Imported twice, as two runs of the same pages (old feeds moved forward by whole weeks).
      const [source] = await t.ds.query(`INSERT INTO scraping_sources (name, type, url) VALUES ($1, 'other', $2) RETURNING id`, [
        e.name.slice(0, 200),
        `https://example.org/figures/${encodeURIComponent(e.name)}`,
      ]);
      const days = e.now === today ? 0 : weeksForward(e.now);
      const moved = drafts.map((x) => ({ ...x, date: shift(x.date, days), endDate: x.endDate && shift(x.endDate, days) }));
      const first = await importer.import(source.id, org, moved);
      const second = await importer.import(source.id, org, moved);
      secondRunAdded += second.saved;
      const rows: Array<{ moderationScore: number; fromText: boolean }> = await t.ds.query(
        `SELECT "moderationScore", EXISTS (SELECT 1 FROM unnest("moderationFlags") f WHERE f LIKE 'Read from page text:%') AS "fromText"
           FROM events WHERE "sourceId" = $1`,
        [source.id],
      );
      const clean = rows.filter((r) => !r.fromText);
      imported += clean.length;
      held += clean.filter((r) => r.moderationScore > 0).length;
      report.push(`  ${e.name.padEnd(84)} ${String(found).padStart(4)} found, ${String(first.saved).padStart(4)} imported`);
    }
    [{ duplicates }] = await t.ds.query(
      `SELECT count(*)::int AS duplicates FROM (SELECT 1 FROM events GROUP BY lower(title), date, lower(city), "startTime" HAVING count(*) > 1) AS d`,
    );
  }, 300_000);
  afterAll(() => t?.close());

  it('meets the figures: events handled right ≥ 99 %, field checks ≥ 99.9 %, 0 duplicates, ≤ 1 % of clean events held', () => {
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)} % (${a} of ${b})`;
    console.log(
      [
        'Gathering figures on the fixture corpus',
        ...report,
        `  events handled right: ${pct(handled, stated)} of the events the files state`,
        `  field checks right: ${pct(checksRight, checks)}`,
        `  duplicates: ${duplicates}; added by a second import of the same pages: ${secondRunAdded}`,
        `  clean scraped events held by moderation: ${pct(held, imported)}`,
        ...(wrong.length ? ['Wrong:', ...wrong.map((w) => `  ${w}`)] : []),
      ].join('\n'),
    );
    expect(handled / stated).toBeGreaterThanOrEqual(0.99);
    expect(checksRight / checks).toBeGreaterThanOrEqual(0.999);
    expect(duplicates).toBe(0);
    expect(secondRunAdded).toBe(0);
    expect(held / imported).toBeLessThanOrEqual(0.01);
  });
});
