import * as cheerio from 'cheerio';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { extractIcalEvents } from './ical';
import { extractJsonLdEvents } from './jsonld';
import { extractMicroformatEvents } from './microformats';
import type { ScrapedEvent } from './scraped-event';
import { EventDraft, SourceOrganization, toEventDraft } from './to-event';

const REAL = path.resolve(__dirname, '../../../test/fixtures/scraping/real-world');
const real = (f: string) => fs.readFileSync(path.join(REAL, f), 'utf8');
const DALLAS: SourceOrganization = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'DFW Hindu Temple',
  city: 'Irving',
  state: 'TX',
  isApproved: true,
};
const CHICAGO: SourceOrganization = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Cook County Land Bank',
  city: 'Chicago',
  state: 'IL',
  isApproved: true,
};

function ok(ev: ScrapedEvent, org: SourceOrganization | null, now: string): EventDraft {
  const r = toEventDraft(ev, org, new Date(now));
  if (!r.ok) throw new Error(`skipped: ${r.reason}`);
  return r.draft;
}
function reason(ev: ScrapedEvent, org: SourceOrganization | null, now: string): string {
  const r = toEventDraft(ev, org, new Date(now));
  return r.ok ? 'ok' : r.reason;
}

const base: ScrapedEvent = {
  origin: 'json-ld',
  key: 'k1',
  title: 'Diwali Mela',
  description: null,
  start: { kind: 'instant', instant: new Date('2030-10-25T22:00:00Z') },
  end: { kind: 'instant', instant: new Date('2030-10-26T03:30:00Z') },
  venue: 'Plano Event Center',
  address: { street: '2000 E Spring Creek Pkwy', city: 'Plano', state: 'TX', postalCode: '75074', country: 'US' },
  locationText: null,
  online: false,
  price: 25,
  priceText: null,
  isFree: false,
  ticketUrl: 'https://tickets.example.org/a',
  url: null,
  imageUrl: null,
  categoryHints: [],
  cancelled: false,
};

describe('scraped event → Event columns', () => {
  it('real pages and feeds map to local times in the event’s own place', () => {
    const songkick = extractJsonLdEvents(cheerio.load(real('songkick-elysian-fields.html')), 'http://www.songkick.com/').events[0];
    expect(ok(songkick, null, '2015-10-01T00:00:00Z')).toMatchObject({
      title: 'Elysian Fields',
      date: '2015-10-31',
      startTime: '7:30 PM',
      endTime: null,
      venue: 'The Owl Music Parlor',
      city: 'Brooklyn',
      state: 'NY',
      category: 'Entertainment',
      organizationId: null,
      isFree: false,
      price: null,
    });

    const meetup = extractIcalEvents(real('node-ical-meetup-timed-tz.ics'), { from: new Date('2011-01-01'), to: new Date('2012-01-01') })
      .events[0];
    expect(ok(meetup, null, '2011-11-01T00:00:00Z')).toMatchObject({
      date: '2011-11-09',
      startTime: '7:00 PM',
      endTime: '9:00 PM',
      venue: 'Open Source Project Tempe',
      city: 'Tempe',
      state: 'AZ',
      sourceEventKey: 'event_nsmxnyppbfc@meetup.com',
    });

    const ignite = extractMicroformatEvents(real('calagator-hcal-upcoming-v2.html'), 'http://upcoming.yahoo.com/').events[0];
    expect(ok(ignite, null, '2008-11-01T00:00:00Z')).toMatchObject({
      date: '2008-11-13',
      startTime: '7:00 PM',
      endTime: '9:00 PM',
      city: 'Portland',
      state: 'OR',
      venue: 'Bagdad Theater and Pub',
    });

    // No city in the address: the organization's town, and its events are attributed to it.
    const cook = extractJsonLdEvents(cheerio.load(real('city-scrapers-cook-landbank.html')), 'http://www.cookcountylandbank.org/').events;
    expect(ok(cook[0], CHICAGO, '2019-09-01T00:00:00Z')).toMatchObject({
      title: 'CCLBA Data & Marketing Committee',
      date: '2019-09-18',
      startTime: '10:00 AM',
      endTime: '11:00 AM',
      venue: "Cook County Admin Building, 22nd Floor, Conference Room 'B'",
      city: 'Chicago',
      state: 'IL',
      organizationId: CHICAGO.id,
    });
    expect(ok(cook[3], CHICAGO, '2019-09-01T00:00:00Z').venue).toBe('Cook County Land Bank');
    expect(reason(cook[0], null, '2019-09-01T00:00:00Z')).toBe('no US location');

    const chicagoFeed = extractIcalEvents(real('city-scrapers-chi-low-income-housing-trust-fund.ics'), {
      from: new Date('2024-01-01'),
      to: new Date('2025-01-01'),
    }).events;
    expect(ok(chicagoFeed[0], CHICAGO, '2024-05-01T12:00:00Z')).toMatchObject({ date: '2024-05-08', startTime: 'All Day', endTime: null });
    expect(
      ok(
        chicagoFeed.find((e) => e.title === 'Outreach Meeting')!,
        CHICAGO,
        '2024-05-01T12:00:00Z',
      ),
    ).toMatchObject({ date: '2024-05-09', startTime: '8:30 AM', endTime: '9:30 AM' });
  });

  it('skips events outside the US, with the reason', () => {
    const kiev = extractIcalEvents(real('node-ical-google-calendar-kiev-tz.ics'), {
      from: new Date('2016-08-01'),
      to: new Date('2016-09-01'),
    }).events[0];
    expect(reason(kiev, DALLAS, '2016-08-01T00:00:00Z')).toBe('outside the US (time zone Europe/Kiev)');
    const berlin = extractIcalEvents(real('node-ical-ms-timezones.ics'), {
      from: new Date('2020-09-01'),
      to: new Date('2020-09-30'),
    }).events.find((e) => e.title === 'test')!;
    expect(reason(berlin, null, '2020-09-01T00:00:00Z')).toBe('outside the US (time zone Europe/Berlin)');
    expect(reason({ ...base, address: { city: 'Toronto', state: 'ON', country: 'CA' } }, DALLAS, '2030-01-01T00:00:00Z')).toBe(
      'outside the US (CA)',
    );
    expect(reason({ ...base, address: { city: 'Toronto', state: 'Ontario' } }, DALLAS, '2030-01-01T00:00:00Z')).toBe(
      'outside the US (Ontario)',
    );
  });

  it('converts instants to the event’s state time zone', () => {
    expect(ok(base, null, '2030-01-01T00:00:00Z')).toMatchObject({
      date: '2030-10-25',
      startTime: '5:00 PM',
      endTime: '10:30 PM',
      city: 'Plano',
      state: 'TX',
    });
    const la = { ...base, address: { city: 'Fremont', state: 'CA' } };
    expect(ok(la, null, '2030-01-01T00:00:00Z')).toMatchObject({ date: '2030-10-25', startTime: '3:00 PM', endTime: '8:30 PM' });
    // A TZID that is a US zone is the organizer's own wall clock and wins over the state's main zone.
    const elPaso = {
      ...base,
      address: { city: 'El Paso', state: 'TX' },
      start: { kind: 'instant' as const, instant: new Date('2030-10-26T01:00:00Z'), zone: 'America/Denver' },
      end: null,
    };
    expect(ok(elPaso, null, '2030-01-01T00:00:00Z')).toMatchObject({ date: '2030-10-25', startTime: '7:00 PM' });
  });

  it('leaves out past and cancelled events; keeps today', () => {
    expect(reason(base, null, '2030-10-27T12:00:00Z')).toBe('already over');
    expect(ok(base, null, '2030-10-25T23:00:00Z').date).toBe('2030-10-25');
    expect(toEventDraft({ ...base, cancelled: true }, null, new Date('2030-01-01'))).toEqual({
      ok: false,
      reason: 'cancelled or postponed',
      key: 'k1',
    });
  });

  it('prices, free events, online events, venue fallbacks, lengths and keys', () => {
    expect(ok({ ...base, isFree: true, price: null }, null, '2030-01-01T00:00:00Z')).toMatchObject({
      isFree: true,
      price: null,
      priceText: null,
    });
    expect(ok({ ...base, price: 10, priceText: '$10 - $25' }, null, '2030-01-01T00:00:00Z')).toMatchObject({
      price: 10,
      priceText: '$10 - $25',
      isFree: false,
    });
    const online = { ...base, venue: null, address: null, online: true };
    expect(ok(online, DALLAS, '2030-01-01T00:00:00Z')).toMatchObject({ venue: 'Online', city: 'Irving', state: 'TX' });
    expect(ok({ ...base, venue: null, address: { city: 'Plano', state: 'TX' } }, null, '2030-01-01T00:00:00Z').venue).toBe(
      'To be announced',
    );
    expect(ok({ ...base, venue: null, address: { city: 'Plano', state: 'TX' } }, DALLAS, '2030-01-01T00:00:00Z').venue).toBe(
      'DFW Hindu Temple',
    );
    const long = ok({ ...base, title: 'x'.repeat(300) }, null, '2030-01-01T00:00:00Z');
    expect(long.title).toHaveLength(200);
    const keyless = ok({ ...base, key: null }, null, '2030-01-01T00:00:00Z').sourceEventKey;
    expect(keyless).toMatch(/^h:[0-9a-f]{40}$/);
    expect(ok({ ...base, key: null }, null, '2030-01-01T00:00:00Z').sourceEventKey).toBe(keyless);
    expect(ok({ ...base, key: 'u'.repeat(600) }, null, '2030-01-01T00:00:00Z').sourceEventKey).toMatch(/^sha1:/);
    expect(
      ok(
        { ...base, end: { kind: 'instant', instant: base.start.kind === 'instant' ? base.start.instant : new Date() } },
        null,
        '2030-01-01T00:00:00Z',
      ).endTime,
    ).toBeNull();
  });
});

describe('issue 23: ongoing events, foreign locations, locations that name no place', () => {
  const TRENTON: SourceOrganization = {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Trenton Indian Association',
    city: 'Trenton',
    state: 'NJ',
    isApproved: true,
  };
  const feedEvent = (over: Partial<ScrapedEvent>): ScrapedEvent => ({
    ...base,
    origin: 'ical',
    venue: null,
    address: null,
    price: null,
    isFree: null,
    ...over,
  });

  it('an event that started but has not ended is listed from today with its real end date, and says so', () => {
    const ev = feedEvent({
      title: 'Hindi Conversation Course',
      start: { kind: 'local', date: '2026-04-11', time: '11:00' },
      end: { kind: 'local', date: '2026-12-19', time: '14:00' },
      locationText: 'Main Hall',
    });
    const r = toEventDraft(ev, TRENTON, new Date('2026-11-25T15:00:00Z'));
    expect(r).toMatchObject({
      ok: true,
      notes: ['ongoing: listed from today until its end'],
      draft: { date: '2026-11-25', endDate: '2026-12-19', startTime: 'All Day', endTime: null, venue: 'Main Hall', city: 'Trenton' },
    });
    expect(r.ok && r.draft.description).toBe('Ongoing: runs until Sat, Dec 19, 2026 (began Sat, Apr 11, 2026).');
    // An end further ahead than an event may span is kept in the description; the listing runs MAX_EVENT_DAYS ahead.
    const season = toEventDraft(
      { ...ev, end: { kind: 'local', date: '2027-06-30', time: '14:00' } },
      TRENTON,
      new Date('2026-11-25T15:00:00Z'),
    );
    expect(season.ok && [season.draft.date, season.draft.endDate]).toEqual(['2026-11-25', '2027-01-24']);
    expect(season.ok && season.draft.description).toBe('Ongoing: runs until Wed, Jun 30, 2027 (began Sat, Apr 11, 2026).');
    // The same event keeps its key from one day to the next (it is updated, not added again).
    const later = toEventDraft(ev, TRENTON, new Date('2026-12-01T15:00:00Z'));
    expect(later.ok && later.draft.sourceEventKey).toBe(r.ok && r.draft.sourceEventKey);
    expect(reason(ev, TRENTON, '2026-12-20T15:00:00Z')).toBe('already over');
  });

  it('an ongoing event spanning at most 60 days keeps its real start and end; a future multi-day event gets its end date', () => {
    const ev = feedEvent({
      title: 'Diwali Art Exhibition',
      start: { kind: 'local', date: '2026-11-10', time: '10:00' },
      end: { kind: 'local', date: '2026-12-19', time: '17:00' },
      locationText: 'Main Hall',
    });
    expect(toEventDraft(ev, TRENTON, new Date('2026-11-25T15:00:00Z'))).toMatchObject({
      ok: true,
      notes: ['ongoing: listed from its start until its end'],
      draft: { date: '2026-11-10', endDate: '2026-12-19', startTime: '10:00 AM', endTime: null },
    });
    const camp = feedEvent({
      title: 'Winter Music Camp',
      start: { kind: 'local', date: '2026-12-21', time: '09:00' },
      end: { kind: 'local', date: '2026-12-24', time: '00:00' },
      locationText: 'Main Hall',
    });
    expect(toEventDraft(camp, TRENTON, new Date('2026-11-25T15:00:00Z'))).toMatchObject({
      ok: true,
      draft: { date: '2026-12-21', endDate: '2026-12-23', startTime: '9:00 AM', endTime: null },
    });
  });

  it("a location stating a foreign place wins over the organization's town", () => {
    const ev = feedEvent({ locationText: 'Zion Centre, Stretford Road, Manchester M14 4LZ, UK' });
    expect(reason(ev, TRENTON, '2030-01-01T00:00:00Z')).toBe('outside the US (UK)');
    const ca = feedEvent({ locationText: 'Sanatan Mandir, 9225 Dufferin St, Vaughan, ON L4K 1B3' });
    expect(reason(ca, TRENTON, '2030-01-01T00:00:00Z')).toBe('outside the US (Canada)');
    // A location that states no place still falls back to the organization's town.
    expect(ok(feedEvent({ locationText: 'Main Hall' }), TRENTON, '2030-01-01T00:00:00Z')).toMatchObject({
      city: 'Trenton',
      state: 'NJ',
      venue: 'Main Hall',
    });
  });

  it('a title that says the event is cancelled or postponed is a cancelled event, whatever the source stated', () => {
    for (const title of [
      'Navratri Garba Night–CANCELLED',
      'CANCELLED: Diwali Mela',
      '[Postponed] Holi Utsav',
      'Bhajan Sandhya (Cancelled)',
    ])
      expect(reason(feedEvent({ title, locationText: 'Main Hall' }), TRENTON, '2030-01-01T00:00:00Z')).toBe('cancelled or postponed');
    expect(
      ok(feedEvent({ title: 'Cancelled flights support group', locationText: 'Main Hall' }), TRENTON, '2030-01-01T00:00:00Z'),
    ).toMatchObject({
      title: 'Cancelled flights support group',
    });
  });

  it('a foreign postcode in the parts of an address (no country stated) is outside the US', () => {
    const ev = feedEvent({ address: { street: 'Zion Centre, Stretford Rd', city: 'Manchester', postalCode: 'M14 4LZ' } });
    expect(reason(ev, TRENTON, '2030-01-01T00:00:00Z')).toBe('outside the US (UK)');
  });

  it('times, room codes and placeholders never become the venue; the admin is told', () => {
    const at = (locationText: string, org: SourceOrganization | null = TRENTON) =>
      toEventDraft(feedEvent({ locationText }), org, new Date('2030-01-01T00:00:00Z'));
    expect(at('F6 - 9:30am - 1:30pm')).toMatchObject({
      ok: true,
      draft: { venue: 'See event page', city: 'Trenton' },
      notes: ['location names no place (a room code and a time): venue "See event page"'],
    });
    expect(at('TBC')).toMatchObject({ ok: true, draft: { venue: 'See event page' } });
    expect(at('See description', { ...TRENTON, usualVenue: 'Trenton War Memorial' })).toMatchObject({
      ok: true,
      draft: { venue: 'Trenton War Memorial' },
      notes: ["location names no place (a placeholder): venue is the organization's usual venue"],
    });
  });
});
