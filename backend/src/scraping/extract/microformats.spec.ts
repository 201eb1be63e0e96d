import * as fs from 'node:fs';
import * as path from 'node:path';
import { extractMicroformatEvents } from './microformats';

const REAL = path.resolve(__dirname, '../../../test/fixtures/scraping/real-world');

describe('h-event microformats', () => {
  it('reads the classic hCalendar vevent of a real page (abbr titles, nested vcard, duplicate class attribute)', () => {
    const html = fs.readFileSync(path.join(REAL, 'calagator-hcal-upcoming-v2.html'), 'utf8');
    const { events, structured } = extractMicroformatEvents(html, 'http://upcoming.yahoo.com/event/1234/');
    expect(structured).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      origin: 'microformats',
      title: 'Ignite Portland 4',
      start: { kind: 'local', date: '2008-11-13', time: '19:00' },
      end: { kind: 'local', date: '2008-11-13', time: '21:00' },
      venue: 'Bagdad Theater and Pub',
      address: { street: '3702 S.E. Hawthorne Blvd', city: 'Portland', state: 'OR', postalCode: '97214' },
      url: 'http://www.igniteportland.com/',
    });
    expect(events[0].description).toMatch(/^Save the date! Ignite Portland 4/);
  });

  it('reads microformats2 h-event with a text location and offsets', () => {
    const html = `<div class="h-event"><h2 class="p-name">Holi Festival of Colors</h2>
      <time class="dt-start" datetime="2031-03-08T11:00:00-06:00">Mar 8</time>
      <time class="dt-end" datetime="2031-03-08T15:00:00-06:00">3 PM</time>
      <span class="p-location">Frisco Commons Park, 8000 McKinney Rd, Frisco, TX 75034</span>
      <a class="u-url" href="/holi">details</a><p class="p-category">Festival</p></div>`;
    const [e] = extractMicroformatEvents(html, 'https://dfw.example.org/events/').events;
    expect(e).toMatchObject({
      title: 'Holi Festival of Colors',
      start: { kind: 'instant', instant: new Date('2031-03-08T17:00:00Z') },
      venue: 'Frisco Commons Park',
      address: { city: 'Frisco', state: 'TX' },
      url: 'https://dfw.example.org/holi',
      categoryHints: ['Festival'],
    });
  });

  it("reads calagator's hCalendar fragments: a one-line US location, and a nested vcard with its adr", () => {
    const read = (f: string) => extractMicroformatEvents(fs.readFileSync(path.join(REAL, f), 'utf8'), 'http://calagator.test/').events;
    expect(read('calagator-hcal-basic.xml')).toMatchObject([
      {
        title: 'Web 2.0 Conference',
        start: { kind: 'local', date: '2007-10-05', time: null },
        venue: 'Argent Hotel',
        address: { city: 'San Francisco', state: 'CA' },
        url: 'http://www.web2con.com/',
      },
    ]);
    expect(read('calagator-hcal-dup-event-dup-venue.xml')).toMatchObject([
      {
        title: 'Web 2.0 Conference',
        start: { kind: 'local', date: '2007-10-05', time: '00:00' },
        venue: 'CubeSpace2',
        address: { street: '622 SE Grand Ave.', city: 'Portland', state: 'OR', postalCode: '97204' },
      },
    ]);
  });

  it('finds nothing on pages without h-event', () => {
    expect(extractMicroformatEvents('<p>Hello</p>', null)).toEqual({ events: [], structured: false });
  });
});
