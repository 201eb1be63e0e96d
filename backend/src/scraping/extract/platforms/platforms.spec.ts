import * as cheerio from 'cheerio';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { dateFromToday, fillTemplate } from '../../../../test/fixtures/scraping/fixture-server';
import { platformFeedUrl } from '../feeds';
import { SourceOrganization, toEventDraft } from '../to-event';
import { extractEventbriteEvents } from './eventbrite';
import { extractFacebookEvent, isFacebookLoginWall } from './facebook';
import { extractPageTextEvents } from './page-text';
import { extractSquarespaceEvents } from './squarespace';
import { extractTribeEvents, tribeRestUrl } from './tribe';
import { extractWixEvents } from './wix';

const ORIGIN = 'http://127.0.0.1:9';
const DIR = path.resolve(__dirname, '../../../../test/fixtures/scraping/sites/platforms');
const fixture = (f: string) => fillTemplate(fs.readFileSync(path.join(DIR, f), 'utf8'), ORIGIN);
const NOW = new Date();
const ORG: SourceOrganization = {
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Shri Krishna Mandir',
  city: 'Edison',
  state: 'NJ',
  isApproved: true,
};
/** The wall-clock time in a zone of a UTC time on a day ('6:30 PM'), as the mapping writes it. */
const wall = (ymd: string, utcTime: string, zone: string, plusMinutes = 0) =>
  new Date(Date.parse(`${ymd}T${utcTime}Z`) + plusMinutes * 60_000)
    .toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: zone })
    .replace(/\s/g, ' ');
const drafts = (events: Parameters<typeof toEventDraft>[0][], org: SourceOrganization | null = null) =>
  events.map((e) => toEventDraft(e, org, NOW));

describe('Facebook public event page (embedded JSON)', () => {
  it('reads the event a page served without a login wall carries', () => {
    const $ = cheerio.load(fixture('facebook/event.html'));
    const ex = extractFacebookEvent($, 'https://www.facebook.com/events/1234567890123456/');
    expect(ex.structured).toBe(true);
    expect(isFacebookLoginWall($, 'https://www.facebook.com/events/1234567890123456/')).toBe(false);
    const [r] = drafts(ex.events);
    expect(r).toMatchObject({
      ok: true,
      draft: {
        title: 'Kartik Purnima Satyanarayan Puja',
        date: dateFromToday(5),
        startTime: wall(dateFromToday(5), '23:30', 'America/New_York'),
        endTime: wall(dateFromToday(5), '23:30', 'America/New_York', 120),
        venue: 'Sri Venkateswara Temple',
        city: 'Bridgewater',
        state: 'NJ',
        sourceEventKey: 'fb:1234567890123456',
      },
    });
    expect(r.ok && r.draft.description).toContain('Satyanarayan Puja on Kartik Purnima');
  });

  it('skips an event whose place is abroad, with its reason', () => {
    const ex = extractFacebookEvent(
      cheerio.load(fixture('facebook/event-abroad.html')),
      'https://www.facebook.com/events/2234567890123456/',
    );
    expect(drafts(ex.events, ORG)).toEqual([{ ok: false, reason: 'outside the US (GB)' }]);
  });

  it('tells a login wall from a page that simply has no event', () => {
    const wall = cheerio.load(fs.readFileSync(path.join(DIR, '../broken/facebook-login.html'), 'utf8'));
    expect(isFacebookLoginWall(wall, 'https://www.facebook.com/events/1/')).toBe(true);
    const page = cheerio.load(fixture('facebook/page-no-event.html'));
    expect(isFacebookLoginWall(page, 'https://www.facebook.com/SVTempleNJ')).toBe(false);
    expect(extractFacebookEvent(page, 'https://www.facebook.com/SVTempleNJ')).toEqual({ events: [], structured: false });
  });
});

describe('Eventbrite single event page (server data)', () => {
  const URL_ = 'https://www.eventbrite.com/e/kartik-deepotsav-lamps-on-the-lake-tickets-90000000001';
  it('reads the event from window.__SERVER_DATA__ when the JSON-LD holds none', () => {
    const ex = extractEventbriteEvents(cheerio.load(fixture('eventbrite/event.html')), URL_);
    expect(ex.structured).toBe(true);
    const [r] = drafts(ex.events);
    expect(r).toMatchObject({
      ok: true,
      draft: {
        title: 'Kartik Deepotsav: Lamps on the Lake',
        description: 'Float a diya on the lake with your family, then stay for bhajans and prasad.',
        date: dateFromToday(12),
        endDate: null,
        startTime: '6:30 PM',
        endTime: '9:00 PM',
        venue: 'Oak Point Park Amphitheater',
        city: 'Plano',
        state: 'TX',
        price: 5,
        priceText: '$5 - $15',
        isFree: false,
        ticketUrl: URL_,
        imageUrl: 'https://img.evbuc.com/deepotsav-card.jpg',
        sourceEventKey: 'eventbrite:90000000001',
      },
    });
  });

  it('skips a cancelled event, and reads nothing from a page without server data', () => {
    const ex = extractEventbriteEvents(cheerio.load(fixture('eventbrite/event-cancelled.html')), URL_);
    expect(drafts(ex.events)).toEqual([{ ok: false, reason: 'cancelled or postponed', key: 'eventbrite:90000000002' }]);
    expect(extractEventbriteEvents(cheerio.load(fixture('wix/events.html')), URL_)).toEqual({ events: [], structured: false });
  });
});

describe('Wix Events (warm-up JSON)', () => {
  it('reads scheduled events, skips TBD schedules and keeps cancellations as cancellations', () => {
    const ex = extractWixEvents(cheerio.load(fixture('wix/events.html')), `${ORIGIN}/events`);
    expect(ex.structured).toBe(true);
    expect(ex.events.map((e) => [e.title, e.cancelled])).toEqual([
      ['Navratri Garba Night', false],
      ['Bal Vihar Storytelling', false],
      ['Cancelled Picnic', true],
    ]);
    const [garba, story, picnic] = drafts(ex.events, ORG);
    expect(garba).toMatchObject({
      ok: true,
      draft: {
        date: dateFromToday(9),
        startTime: wall(dateFromToday(9), '23:30', 'America/New_York'),
        endTime: wall(dateFromToday(9), '23:30', 'America/New_York', 240),
        venue: 'Edison Expo Center',
        city: 'Edison',
        state: 'NJ',
      },
    });
    expect(garba.ok && garba.draft.ticketUrl).toBe(`${ORIGIN}/event-details/navratri-garba-night`);
    expect(story).toMatchObject({
      ok: true,
      draft: { venue: 'Online', city: 'Edison', startTime: expect.stringMatching(/^(10|11):00 AM$/) },
    });
    expect(picnic).toMatchObject({ ok: false, reason: 'cancelled or postponed' });
  });
});

describe('Wix Events in the Events API v3 shape (warm-up JSON)', () => {
  it('reads dateAndTimeSettings, an address given only as formattedAddress or in parts, and rich-content descriptions', () => {
    const ex = extractWixEvents(cheerio.load(fixture('wix/events-v3.html')), `${ORIGIN}/events`);
    expect(ex.structured).toBe(true);
    // The TBD event is not read; the cancelled one is read as cancelled.
    expect(ex.events.map((e) => [e.title, e.cancelled])).toEqual([
      ['Diwali Mela', false],
      ['Kirtan Evening', false],
      ['Yoga Day in the Park', true],
    ]);
    expect(ex.events[0].description).toBe('Food stalls, rangoli and fireworks at 8 PM.\nFree parking in the north lot.');
    expect(ex.events[1].description).toBe('Bhajans with the youth group.');
    const [mela, kirtan, yoga] = drafts(ex.events);
    expect(mela).toMatchObject({
      ok: true,
      draft: {
        date: dateFromToday(12),
        startTime: wall(dateFromToday(12), '22:00', 'America/Chicago'),
        venue: 'Naperville Community Center',
        city: 'Naperville',
        state: 'IL',
        ticketUrl: `${ORIGIN}/event-details/diwali-mela`,
      },
    });
    expect(kirtan).toMatchObject({ ok: true, draft: { venue: 'Sabha Hall', city: 'Schaumburg', state: 'IL' } });
    expect(ex.events[1].address).toMatchObject({ street: '1400 E Golf Rd', postalCode: '60173' });
    expect(yoga).toMatchObject({ ok: false, reason: 'cancelled or postponed' });
  });
});

describe('Squarespace events collection (?format=json)', () => {
  it('reads the upcoming events with their venue and address, not the past ones', () => {
    const json = JSON.parse(fixture('squarespace/events.json'));
    const ex = extractSquarespaceEvents(json, `${ORIGIN}/events`);
    expect(ex.structured).toBe(true);
    const [puja, sangeet] = drafts(ex.events);
    expect(puja).toMatchObject({
      ok: true,
      draft: {
        title: 'Durga Puja 2026',
        date: dateFromToday(8),
        startTime: wall(dateFromToday(8), '23:30', 'America/Chicago'),
        venue: 'Austin Hindu Temple',
        city: 'Austin',
        state: 'TX',
      },
    });
    expect(puja.ok && puja.draft.ticketUrl).toBe(`${ORIGIN}/events/durga-puja-2026`);
    expect(sangeet).toMatchObject({ ok: true, draft: { city: 'Round Rock', venue: 'Round Rock Library' } });
    expect(ex.events).toHaveLength(2);
    // The past ones are counted, so a run that finds nothing can say why.
    expect(ex.outside).toEqual({ past: 1, laterRecurring: 0, laterOneOff: 0 });
  });
});

describe('The Events Calendar REST API', () => {
  it('reads events with zone, venue, cost and the next page', () => {
    const ex = extractTribeEvents(JSON.parse(fixture('tribe/events-page1.json')), `${ORIGIN}/events/`);
    expect(ex.next).toBe(`${ORIGIN}/platforms/tribe/wp-json/tribe/events/v1/events?per_page=50&page=2`);
    const [puja, bhangra] = drafts(ex.events);
    expect(puja).toMatchObject({
      ok: true,
      draft: { title: 'Diwali Lakshmi Puja', startTime: '6:30 PM', endTime: '8:30 PM', isFree: true, city: 'Maple Grove', state: 'MN' },
    });
    expect(bhangra).toMatchObject({
      ok: true,
      draft: { title: 'Bhangra Workshop – Beginners', price: 15, priceText: '$15 – $25', isFree: false },
    });
    const page2 = extractTribeEvents(JSON.parse(fixture('tribe/events-page2.json')), `${ORIGIN}/events/`);
    expect(drafts(page2.events, ORG)).toMatchObject([
      { ok: true, draft: { title: 'Annakut Darshan', startTime: 'All Day', city: 'Edison' } },
    ]);
    expect(page2.next).toBeNull();
  });

  it('finds the REST route from the page or the site root', () => {
    expect(tribeRestUrl('https://t.org/events/', 'https://t.org/wp-json/')).toBe(
      'https://t.org/wp-json/tribe/events/v1/events?per_page=50',
    );
    expect(tribeRestUrl('https://t.org/events/')).toBe('https://t.org/wp-json/tribe/events/v1/events?per_page=50');
  });
});

describe('Meetup and Tockify pages are read through their iCalendar export', () => {
  it.each([
    ['https://www.meetup.com/bay-area-desi-hikers/', 'https://www.meetup.com/bay-area-desi-hikers/events/ical/'],
    ['https://www.meetup.com/bay-area-desi-hikers/events/301234567/', 'https://www.meetup.com/bay-area-desi-hikers/events/ical/'],
    ['https://www.meetup.com/bay-area-desi-hikers/events/ical/', null],
    ['https://www.meetup.com/find/?keywords=diwali', null],
    ['https://tockify.com/hindutemple', 'https://tockify.com/api/feeds/ics/hindutemple'],
    ['https://tockify.com/hindutemple/monthly', 'https://tockify.com/api/feeds/ics/hindutemple'],
    ['https://tockify.com/api/feeds/ics/hindutemple', null],
    ['https://example.org/events', null],
  ])('%s → %s', (url, feed) => expect(platformFeedUrl(new URL(url))).toBe(feed));
});

describe('plain page text (chrono-node)', () => {
  it('reads dated list items and table rows with their times, and nothing else', () => {
    const ex = extractPageTextEvents(cheerio.load(fixture('plain/events.html')), NOW);
    const rows = drafts(ex.events, ORG).map((r) => (r.ok ? [r.draft.title, r.draft.date, r.draft.startTime, r.draft.endTime] : r.reason));
    expect(rows).toEqual([
      ['Kartik Purnima Satyanarayan Puja', dateFromToday(4), '6:00 PM', null],
      ['Bhagavad Gita Study Circle', dateFromToday(6), '10:30 AM', '12:00 PM'],
      ['Annakut and Govardhan Puja', dateFromToday(9), 'All Day', null],
      ['Youth Bhajan Sandhya', dateFromToday(13), '7:00 PM', null],
    ]);
    const first = toEventDraft(ex.events[0], ORG, NOW);
    expect(first.ok && first.draft.readFromPageText).toMatch(/Kartik Purnima Satyanarayan Puja, 6 PM$/);
  });
});
