import * as cheerio from 'cheerio';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dateFromToday, fillTemplate } from '../../../../test/fixtures/scraping/fixture-server';
import { htmlToText } from '../html-text';
import { extractJsonLdEvents } from '../jsonld';
import { SourceOrganization, toEventDraft } from '../to-event';
import { extractBoardDocsMeetings } from './boarddocs';
import { extractFacebookEvent } from './facebook';
import { extractMeetupEvents } from './meetup';
import { extractPageTextEvents } from './page-text';
import { extractRssEvents } from './rss';
import { extractSquarespaceHtmlEvents } from './squarespace';
import { extractTribeEvents } from './tribe';

/** Readers and fixes of issue 38, each on a fixture shaped like the platform's own pages (fixtures' SOURCES.md). */
const ORIGIN = 'http://127.0.0.1:9';
const DIR = path.resolve(__dirname, '../../../../test/fixtures/scraping/sites/platforms');
const fixture = (f: string) => fillTemplate(fs.readFileSync(path.join(DIR, f), 'utf8'), ORIGIN);
const xml = (f: string) => cheerio.load(fixture(f), { xml: true });
const NOW = new Date();
const org = (name: string, city: string, state: string): SourceOrganization => ({
  id: '00000000-0000-4000-8000-000000000038',
  name,
  city,
  state,
  isApproved: true,
});
const map = (events: Parameters<typeof toEventDraft>[0][], o: SourceOrganization | null = null, now = NOW) =>
  events.map((e) => toEventDraft(e, o, now));
const rows = (events: Parameters<typeof toEventDraft>[0][], o: SourceOrganization | null = null, now = NOW) =>
  map(events, o, now).map((r) =>
    r.ok ? [r.draft.title, r.draft.date, r.draft.startTime, r.draft.venue, r.draft.city, r.draft.state] : r.reason,
  );

describe('a saved Facebook event page: the event in ServerJS payloads of plain scripts', () => {
  it('reads the event from requireLazy / handleWithCustomApplyEach payloads', () => {
    const ex = extractFacebookEvent(cheerio.load(fixture('facebook/saved-event.html')), `${ORIGIN}/saved-event.html`);
    expect(ex.structured).toBe(true);
    const [r] = map(ex.events);
    expect(r).toMatchObject({
      ok: true,
      draft: {
        title: 'Navratri Garba Night 2026',
        date: dateFromToday(9),
        venue: "Royal Albert's Palace",
        city: 'Edison',
        state: 'NJ',
        sourceEventKey: 'fb:2468013579246801',
        ticketUrl: 'https://www.eventbrite.com/e/navratri-garba-night-2026-tickets-1000000000001',
      },
    });
    expect(r.ok && r.draft.endTime).toBeTruthy();
  });
});

describe('JSON-LD places', () => {
  it('a one-line Place.address abroad, or a PostalAddress with a UK postcode, is outside the US; a street-number range is the street', () => {
    const ex = extractJsonLdEvents(cheerio.load(fixture('jsonld/uk-and-nh.html')), `${ORIGIN}/events/`);
    expect(rows(ex.events, org('Manchester Hindu Samaj', 'Manchester', 'NH'))).toEqual([
      'outside the US (UK)',
      ['Diwali Mela 2026', dateFromToday(8), '5:00 PM', 'Cardinal Court', 'Manchester', 'NH'],
      'outside the US (UK)',
    ]);
  });

  it('double-escaped markup in a description is read as markup; a title ending "–CANCELLED" is a cancelled event', () => {
    const ex = extractJsonLdEvents(cheerio.load(fixture('jsonld/escaped.html')), `${ORIGIN}/events/`);
    const [garba, raas] = map(ex.events);
    expect(garba).toMatchObject({ ok: false, reason: 'cancelled or postponed', key: `${ORIGIN}/event/navratri-garba-night/` });
    // The same text as the markup written once.
    expect(raas.ok && raas.draft.description).toBe(
      htmlToText(
        '<p>Raas garba under the full moon. <strong>Dinner included</strong> &amp; free parking.</p><ul><li>Doors 6:30 PM</li><li>Raas 7:30 PM</li></ul>',
      ),
    );
    expect(raas.ok && raas.draft.description).not.toMatch(/[<>]/);
  });
});

describe("The Events Calendar's REST answer with a UTC offset for a zone", () => {
  it('reads "UTC+0" times as the page shows them (the place\'s wall clock), not as UTC', () => {
    const ex = extractTribeEvents(JSON.parse(fixture('tribe/utc-offset.json')), `${ORIGIN}/events/`);
    expect(rows(ex.events)).toEqual([
      ['Rabindra Sandhya – Tagore songs and recitation', dateFromToday(6), '6:15 PM', 'Piscataway Community Center', 'Piscataway', 'NJ'],
      ['Saraswati Puja', dateFromToday(20), '9:30 AM', 'Piscataway Community Center', 'Piscataway', 'NJ'],
    ]);
  });

  it('states the totals of the whole listing', () => {
    const page = extractTribeEvents(JSON.parse(fixture('tribe/listing/page-1.json')), `${ORIGIN}/events/`);
    expect(page).toMatchObject({ total: 123, totalPages: 6, next: `${ORIGIN}/wp-json/tribe/events/v1/events?page=2&per_page=50` });
    expect(page.events).toHaveLength(24);
  });
});

describe("a temple's festival table (plain page text)", () => {
  // A fixed run date: the page is a 2027 list read in November 2026.
  const now = new Date('2026-11-20T15:00:00Z');
  const ex = extractPageTextEvents(cheerio.load(fixture('plain/festival-list.html')), now);

  it('reads the year from an <h4> heading, strips weekday suffixes from titles, and trusts the stated weekdays', () => {
    const read = ex.events.map((e) => [e.title, e.start.kind === 'local' ? e.start.date : null]);
    expect(read).toContainEqual(['Makar Sankranti', '2027-01-15']);
    expect(read).toContainEqual(['Holi', '2027-03-22']);
    expect(read).toContainEqual(['Diwali – Lakshmi Puja', '2027-11-01']);
    expect(read).toContainEqual(['Gita Jayanti', '2027-12-11']);
    expect(read).toHaveLength(15);
    expect(ex.events.every((e) => !/\(|day\b/i.test(e.title))).toBe(true);
  });

  it('refuses a date whose weekday does not fit the year the page names, with the reason', () => {
    expect(ex.leftOut).toEqual([
      { title: 'Krishna Janmashtami', reason: 'its date and weekday do not match ("August 21 (Friday)" is not a Friday in 2027)' },
    ]);
  });

  it('without a named year, the stated weekday picks the year', () => {
    const $ = cheerio.load('<ul><li>Sat, Nov 7 – Annakut Darshan</li><li>Sunday, January 10 – Lohri Bonfire</li></ul>');
    const got = extractPageTextEvents($, now).events.map((e) => [e.title, e.start.kind === 'local' && e.start.date]);
    expect(got).toEqual([
      ['Annakut Darshan', '2026-11-07'],
      ['Lohri Bonfire', '2027-01-10'],
    ]);
  });
});

describe('Squarespace events page read from its HTML', () => {
  it('reads each eventlist article: title, day, shown times, place and address; past ones are counted', () => {
    const ex = extractSquarespaceHtmlEvents(cheerio.load(fixture('squarespace/html-only.html')), `${ORIGIN}/events`);
    expect(ex.structured).toBe(true);
    expect(ex.events).toHaveLength(107);
    expect(ex.outside).toEqual({ past: 1, laterRecurring: 0, laterOneOff: 0 });
    expect(rows(ex.events.slice(0, 2))).toEqual([
      ['Bengali Language Class', dateFromToday(2), '10:00 AM', 'Round Rock Library', 'Round Rock', 'TX'],
      ['Rabindra Sangeet Practice', dateFromToday(3), '6:30 PM', 'Austin Hindu Temple', 'Austin', 'TX'],
    ]);
    const [first] = map(ex.events);
    expect(first).toMatchObject({ ok: true, draft: { endTime: '11:30 AM', ticketUrl: `${ORIGIN}/events/bengali-language-class-1` } });
  });
});

describe('RSS and Atom event feeds', () => {
  it('reads the RSS event module (ev:startdate, ev:location), an online place, and an item without a place', () => {
    const ex = extractRssEvents(xml('rss/events.rss'), `${ORIGIN}/platforms/rss/events.rss`);
    expect(ex.items).toBe(4);
    expect(rows(ex.events, org('Tamil Sangam of Greater Chicago', 'Chicago', 'IL'))).toEqual([
      ['Pongal Celebration 2027', dateFromToday(14), '11:00 AM', 'Schaumburg Park District Community Center', 'Schaumburg', 'IL'],
      ['Thirukkural Recitation Contest', dateFromToday(21), '2:00 PM', 'Naperville Municipal Center', 'Naperville', 'IL'],
      ['Bharathiyar Kavithai Evening (online)', dateFromToday(10), '7:00 PM', 'Online', 'Chicago', 'IL'],
      ['Volunteer Meeting – Annual Day', dateFromToday(4), '6:30 PM', 'Tamil Sangam of Greater Chicago', 'Chicago', 'IL'],
    ]);
    expect(ex.events[0].description).toBe('Sakkarai pongal, kolam contest and a cultural program by our children.');
    expect(ex.events[2].description).toBe('Poetry reading and discussion on Zoom.\n\nLink sent on registration.');
  });

  it("reads Atom entries with Google's gd:when and gd:where", () => {
    const ex = extractRssEvents(xml('rss/events.atom'), `${ORIGIN}/platforms/rss/events.atom`);
    expect(rows(ex.events)).toEqual([
      ['Gurpurab Kirtan Darbar', dateFromToday(7), '5:00 PM', 'Gurdwara Sahib', 'San Jose', 'CA'],
      ['Gatka Workshop for Youth', dateFromToday(12), '10:00 AM', 'Gurdwara Sahib', 'San Jose', 'CA'],
    ]);
  });

  it("a news feed's items carry no event dates: nothing is read (never the posting date)", () => {
    const ex = extractRssEvents(xml('rss/news.rss'), `${ORIGIN}/platforms/rss/news.rss`);
    expect(ex).toMatchObject({ events: [], structured: false, items: 2 });
  });
});

describe('BoardDocs meeting listing (XML-ActiveMeetings)', () => {
  it('reads upcoming meetings with the time from the name and the place from the location item; past ones are counted', () => {
    const ex = extractBoardDocsMeetings(
      xml('boarddocs/XML-ActiveMeetings.xml'),
      `${ORIGIN}/nj/edison/Board.nsf/XML-ActiveMeetings`,
      new Date(),
    );
    expect(ex.outside).toEqual({ past: 2, laterRecurring: 0, laterOneOff: 0 });
    expect(rows(ex.events, org('Edison Public Schools', 'Edison', 'NJ'))).toEqual([
      ['Regular Board of Education Meeting', dateFromToday(6), '7:00 PM', 'J.P. Stevens High School Auditorium', 'Edison', 'NJ'],
      ['Board Work Session', dateFromToday(20), '6:30 PM', 'Administration Building Board Room', 'Edison', 'NJ'],
      ['Finance Committee', dateFromToday(13), 'All Day', 'Edison Public Schools', 'Edison', 'NJ'],
    ]);
    expect(ex.events[0]).toMatchObject({
      key: 'boarddocs:DCKQ7H61A2B4',
      description: 'Public session begins at 7:00 PM in the auditorium.',
    });
  });
});

describe('Eventbrite single event page (JSON-LD)', () => {
  it('reads the event block beside the WebSite and BreadcrumbList blocks (data-next-head, no @context), with its price range', () => {
    const ex = extractJsonLdEvents(
      cheerio.load(fixture('eventbrite/event-jsonld.html')),
      `${ORIGIN}/platforms/eventbrite/event-jsonld.html`,
    );
    const [r] = map(ex.events);
    expect(r).toMatchObject({
      ok: true,
      draft: {
        title: 'Holi Hai! Festival of Colors 2027',
        date: dateFromToday(15),
        startTime: '12:00 PM',
        endTime: '5:00 PM',
        venue: 'Marymoor Park',
        city: 'Redmond',
        state: 'WA',
        price: 25,
        priceText: 'Free - $35',
        isFree: false,
      },
    });
  });
});

describe('Meetup group page (Next.js Apollo cache)', () => {
  it('reads the group’s events with their venues, the online one and the fee; a cancelled one is cancelled', () => {
    const ex = extractMeetupEvents(cheerio.load(fixture('meetup/group.html')), 'https://www.meetup.com/bay-area-desi-hikers/');
    expect(ex.structured).toBe(true);
    expect(rows(ex.events, org('Bay Area Desi Hikers', 'Fremont', 'CA'))).toEqual([
      ['Mission Peak Sunrise Hike', dateFromToday(5), '6:00 AM', 'Mission Peak Regional Preserve', 'Fremont', 'CA'],
      ['Diwali Potluck Picnic', dateFromToday(11), '11:00 AM', 'Lake Elizabeth', 'Fremont', 'CA'],
      ['Trip Planning Call', dateFromToday(8), '7:30 PM', 'Online', 'Fremont', 'CA'],
      'cancelled or postponed',
    ]);
    const [hike, picnic] = map(ex.events);
    expect(hike).toMatchObject({ ok: true, draft: { sourceEventKey: 'meetup:304512345', endTime: '10:00 AM' } });
    expect(hike.ok && hike.draft.imageUrl).toBe('https://secure.meetupstatic.com/photos/event/4/a/1/highres_520123456.jpeg');
    expect(picnic).toMatchObject({ ok: true, draft: { price: 5, isFree: false } });
  });
});
