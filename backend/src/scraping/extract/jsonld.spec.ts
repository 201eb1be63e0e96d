import * as cheerio from 'cheerio';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { extractJsonLdEvents, offersPrice } from './jsonld';

const REAL = path.resolve(__dirname, '../../../test/fixtures/scraping/real-world');
const real = (f: string) => fs.readFileSync(path.join(REAL, f), 'utf8');
const page = (...blocks: string[]) =>
  cheerio.load(
    `<html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('\n')}</head><body></body></html>`,
  );
const PAGE = 'https://www.example-temple.org/events/';

describe('JSON-LD events: real pages', () => {
  it('Cook County Land Bank: 9 Event blocks, 3 of them invalid JSON, malformed dates, entities in strings', () => {
    const { events } = extractJsonLdEvents(cheerio.load(real('city-scrapers-cook-landbank.html')), 'http://www.cookcountylandbank.org/');
    expect(events).toHaveLength(9);
    const starts = events.map((e) => (e.start.kind === 'local' ? `${e.start.date} ${e.start.time}` : 'instant'));
    expect(starts).toEqual([
      '2019-09-18 10:00',
      '2019-09-20 08:30',
      '2019-09-20 10:00',
      '2019-10-11 10:00',
      '2019-11-08 10:00',
      '2019-12-06 10:00',
      '2019-12-11 10:00',
      '2019-12-13 09:00',
      '2019-12-13 10:00',
    ]);
    const first = events[0];
    expect(first.title).toBe('CCLBA Data & Marketing Committee');
    expect(first.end).toEqual({ kind: 'local', date: '2019-09-18', time: '11:00' });
    expect(first.venue).toBe("Cook County Admin Building, 22nd Floor, Conference Room 'B'");
    expect(first.description).toContain('Data & Marketing Committee');
    expect(first.description).not.toMatch(/&amp;|<\w/);
    // The three trailing-comma blocks (4th–6th) are the Land Transactions Committee, without a location.
    expect(events.slice(3, 6).map((e) => e.title)).toEqual(Array(3).fill('CCLBA Land Transactions Committee'));
    expect(events.slice(3, 6).every((e) => e.venue === null)).toBe(true);
  });

  it('Songkick: a top-level array with one MusicEvent, offset without colon, nested Place and PostalAddress, \\u0026 in the URL', () => {
    const { events } = extractJsonLdEvents(cheerio.load(real('songkick-elysian-fields.html')), 'http://www.songkick.com/concerts/25248299');
    expect(events).toHaveLength(1);
    const e = events[0];
    expect(e.title).toBe('Elysian Fields');
    expect(e.start).toEqual({ kind: 'instant', instant: new Date('2015-10-31T23:30:00Z') });
    expect(e.end).toBeNull();
    expect(e.venue).toBe('The Owl Music Parlor');
    expect(e.address).toEqual({ street: '497 Rogers Ave', city: 'Brooklyn', state: 'NY', postalCode: '11225', country: 'US' });
    expect(e.url).toBe(
      'http://www.songkick.com/concerts/25248299-elysian-fields-at-owl-music-parlor?utm_medium=organic&utm_source=microformat',
    );
    expect(e.categoryHints).toContain('MusicEvent');
  });

  it('pages without Event data give no events (Yoast @graph of Organization/WebSite/WebPage; hCalendar page)', () => {
    expect(extractJsonLdEvents(cheerio.load(real('city-scrapers-chi-ssa-19.html')), 'https://rpba.org/ssa-19/')).toMatchObject({
      events: [],
      structured: false,
    });
    expect(extractJsonLdEvents(cheerio.load(real('calagator-hcal-upcoming-v2.html')), null).events).toEqual([]);
  });
});

describe('JSON-LD events: shapes', () => {
  const ev = (extra: object) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Diwali Mela',
      startDate: '2030-10-25T17:00:00-05:00',
      ...extra,
    });

  it('finds events in @graph, ItemList/ListItem.item, arrays and several scripts, with prefixed and array types', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Temple' },
        { '@type': ['Event', 'Festival'], name: 'A', startDate: '2030-10-01' },
      ],
    });
    const list = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: { '@type': 'Event', name: 'B', startDate: '2030-10-02' } },
        { '@type': 'ListItem', position: 2, item: { '@type': 'schema:MusicEvent', name: 'C', startDate: '2030-10-03' } },
      ],
    });
    const array = JSON.stringify([{ '@type': 'http://schema.org/SocialEvent', name: 'D', startDate: '2030-10-04' }]);
    const crumbs = JSON.stringify({
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', item: 'https://www.example-temple.org/' }],
    });
    const r = extractJsonLdEvents(page(graph, list, array, crumbs), PAGE);
    expect(r.events.map((e) => e.title)).toEqual(['A', 'B', 'C', 'D']);
    expect(r.events[2].categoryHints).toContain('MusicEvent');
    expect(r.eventLinks).toEqual([]);
  });

  it('collects ItemList entries that only link to event pages', () => {
    const list = JSON.stringify({
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', url: '/e/one' },
        { '@type': 'ListItem', item: { '@id': 'https://www.eventbrite.com/e/two' } },
        'https://www.eventbrite.com/e/three',
      ],
    });
    expect(extractJsonLdEvents(page(list), 'https://www.eventbrite.com/o/org-1').eventLinks).toEqual([
      'https://www.eventbrite.com/e/one',
      'https://www.eventbrite.com/e/two',
      'https://www.eventbrite.com/e/three',
    ]);
  });

  it('reads locations: Place with PostalAddress, full state names, address strings, VirtualLocation, plain strings', () => {
    const place = ev({
      location: {
        '@type': 'Place',
        name: 'Plano Event Center',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '2000 E Spring Creek Pkwy',
          addressLocality: 'Plano',
          addressRegion: 'Texas',
          postalCode: '75074',
          addressCountry: { '@type': 'Country', name: 'US' },
        },
      },
    });
    const str = ev({ location: { '@type': 'Place', name: 'Hall', address: '100 Main St, Irving, TX 75038' } });
    const virtual = ev({
      location: { '@type': 'VirtualLocation', url: 'https://zoom.us/j/1' },
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });
    const text = ev({ location: 'Sri Ganesha Temple, 1 Temple Rd, Nashville, TN 37221' });
    const [a, b, c, d] = extractJsonLdEvents(page(place, str, virtual, text), PAGE).events;
    expect(a).toMatchObject({
      venue: 'Plano Event Center',
      address: { street: '2000 E Spring Creek Pkwy', city: 'Plano', state: 'TX', postalCode: '75074', country: 'US' },
    });
    expect(b).toMatchObject({ venue: 'Hall', address: { city: 'Irving', state: 'TX', street: '100 Main St' } });
    expect(c).toMatchObject({ online: true, venue: null });
    expect(d).toMatchObject({
      venue: 'Sri Ganesha Temple',
      address: { street: '1 Temple Rd', city: 'Nashville', state: 'TN' },
      locationText: 'Sri Ganesha Temple, 1 Temple Rd, Nashville, TN 37221',
    });
  });

  it('keeps a non-US region as written so the event can be skipped later', () => {
    const [e] = extractJsonLdEvents(
      page(
        ev({
          location: { '@type': 'Place', name: 'Hall', address: { addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' } },
        }),
      ),
      PAGE,
    ).events;
    expect(e.address).toMatchObject({ city: 'Toronto', state: 'ON', country: 'CA' });
  });

  it('reads offers: Offer, AggregateOffer, arrays, null, isAccessibleForFree, other currencies', () => {
    expect(offersPrice({ '@type': 'Offer', price: '25.00', priceCurrency: 'USD', url: '/tickets' }, undefined, PAGE)).toEqual({
      price: 25,
      priceText: null,
      isFree: false,
      ticketUrl: 'https://www.example-temple.org/tickets',
    });
    expect(offersPrice({ '@type': 'AggregateOffer', lowPrice: 10, highPrice: '25', priceCurrency: 'USD' }, undefined, PAGE)).toMatchObject({
      price: 10,
      priceText: '$10 - $25',
      isFree: false,
    });
    expect(offersPrice([{ price: 15 }, { price: 40.5 }], undefined, PAGE)).toMatchObject({ price: 15, priceText: '$15 - $40.50' });
    expect(offersPrice([{ price: 0 }, { price: 15 }], undefined, PAGE)).toMatchObject({
      price: 15,
      priceText: 'Free - $15',
      isFree: false,
    });
    expect(offersPrice({ price: '0' }, undefined, PAGE)).toMatchObject({ price: null, isFree: true });
    expect(offersPrice(null, true, PAGE)).toMatchObject({ price: null, isFree: true });
    expect(offersPrice(null, 'True', PAGE)).toMatchObject({ isFree: true });
    expect(offersPrice(null, undefined, PAGE)).toEqual({ price: null, priceText: null, isFree: null, ticketUrl: null });
    expect(offersPrice({ price: '$1,250' }, undefined, PAGE)).toMatchObject({ price: 1250 });
    expect(offersPrice({ price: 20, priceCurrency: 'CAD' }, undefined, PAGE)).toMatchObject({
      price: null,
      priceText: '20 CAD',
      isFree: false,
    });
  });

  it('skips cancelled events, resolves images, decodes entities and strips markup', () => {
    const cancelled = ev({ name: 'Cancelled one', eventStatus: 'https://schema.org/EventCancelled' });
    const rich = ev({
      name: 'Garba &amp; Dandiya Night',
      description: '<p>Live band &amp; dinner.</p><p>Bring your dandiya sticks!</p>',
      image: [{ '@type': 'ImageObject', url: '/img/garba.jpg' }],
      url: 'garba-night',
      '@id': 'https://www.example-temple.org/events/garba-night#event',
    });
    const proto = ev({ name: 'Protocol relative', image: '//cdn.example.org/a.png' });
    const [a, b, c] = extractJsonLdEvents(page(cancelled, rich, proto), PAGE).events;
    expect(a.cancelled).toBe(true);
    expect(b.title).toBe('Garba & Dandiya Night');
    expect(b.description).toBe('Live band & dinner.\n\nBring your dandiya sticks!');
    expect(b.imageUrl).toBe('https://www.example-temple.org/img/garba.jpg');
    expect(b.url).toBe('https://www.example-temple.org/events/garba-night');
    expect(b.key).toBe('https://www.example-temple.org/events/garba-night#event');
    expect(c.imageUrl).toBe('https://cdn.example.org/a.png');
  });

  it('tolerates malformed JSON-LD: comments, raw newlines in strings, trailing junk, HTML comment wrappers', () => {
    const broken = [
      '{ "@type": "Event", // organizer typed this\n "name": "One", "startDate": "2030-10-01T18:00" }',
      '{ "@type": "Event", "name": "Two", "description": "line\nbreak", "startDate": "2030-10-02", }',
      '<!-- { "@type": "Event", "name": "Three", "startDate": "2030-10-03T18:00:00-0500" } -->',
      '{ "@type": "Event", "name": "Four", "startDate": "2030-10-04" };;garbage',
      'this is not json',
    ];
    const r = extractJsonLdEvents(page(...broken), PAGE);
    expect(r.events.map((e) => e.title)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(r.events[1].description).toBe('line\nbreak');
    expect(r.events[2].start).toEqual({ kind: 'instant', instant: new Date('2030-10-03T23:00:00Z') });
  });

  it('leaves out events without a name or a readable start', () => {
    const r = extractJsonLdEvents(page(ev({ name: '' }), ev({ startDate: 'next Friday' }), ev({ name: 'Ok' })), PAGE);
    expect(r.events.map((e) => e.title)).toEqual(['Ok']);
    expect(r.structured).toBe(true);
  });
});
