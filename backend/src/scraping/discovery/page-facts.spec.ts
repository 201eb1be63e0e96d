import * as cheerio from 'cheerio';
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  decodeCloudflareEmail,
  deobfuscatedEmails,
  extractEmails,
  extractPhones,
  isEventPlatformUrl,
  pageFacts,
  visibleText,
} from './page-facts';

const REAL = path.resolve(__dirname, '../../../test/fixtures/scraping/real-world');
const real = (f: string) => fs.readFileSync(path.join(REAL, f), 'utf8');
const facts = (html: string, url: string) => pageFacts(cheerio.load(html), html, url);

describe('discovery: what a page says about its organization', () => {
  it('Rogers Park Business Alliance page: Yoast @graph name, mailto, phone (not the fax), address', () => {
    const f = facts(real('city-scrapers-chi-ssa-19.html'), 'https://rpba.org/ssa-19/');
    expect(f.names[0]).toEqual({ name: 'Rogers Park Business Alliance', from: 'json-ld' });
    expect(f.names.map((n) => n.from)).toEqual(['json-ld', 'og:site_name', 'title']);
    expect(f.emails).toEqual(['info@rpba.org']);
    expect(f.phones).toEqual(['(773) 508-5885']);
    expect(f.places).toContainEqual({ city: 'Chicago', state: 'IL' });
    expect(f.eventPages).toEqual(['https://rpba.org/events/']);
    expect(f.links.some((l) => l.url === 'https://rpba.org/contact/')).toBe(true);
    expect(f.links.every((l) => !/\.pdf$/i.test(l.url))).toBe(true);
  });

  it('Cook County Land Bank page: entity-obfuscated mailto, og:site_name, events directory (not single events or .ics downloads)', () => {
    const f = facts(real('city-scrapers-cook-landbank.html'), 'http://www.cookcountylandbank.org/');
    expect(f.emails).toEqual(['info@cookcountylandbank.org']);
    expect(f.names[0]).toEqual({ name: 'Cook County Land Bank Authority', from: 'og:site_name' });
    expect(f.eventPages).toEqual(['http://www.cookcountylandbank.org/news-events/event-directory/']);
    expect(f.description).toMatch(/^The Cook County Land Bank Authority/);
  });

  it('emails: Cloudflare protection, [at]/(dot) forms, junk left out', () => {
    expect(decodeCloudflareEmail('543d3a323b1427263d33353a31273c357a3b2633')).toBe('info@sriganesha.org');
    expect(decodeCloudflareEmail('zz')).toBeNull();
    const html = `<body>
      <a href="/cdn-cgi/l/email-protection#543d3a323b1427263d33353a31273c357a3b2633">[email&#160;protected]</a>
      <span class="__cf_email__" data-cfemail="3d584b5853494e7d4e4f545a5c53584e555c13524f5a">x</span>
      <p>Write to priest [at] dfwtemple [dot] org or seva (at) dfwtemple.org, or volunteer at example dot com.</p>
      <p>Download the application at here.Outreach starts soon. Logo: logo@2x.png, you@example.com</p>
      <a href="mailto:Board%40DFWTemple.org?subject=Hi">mail</a></body>`;
    const $ = cheerio.load(html);
    expect(extractEmails($, visibleText($)).sort()).toEqual(
      ['board@dfwtemple.org', 'events@sriganesha.org', 'info@sriganesha.org', 'priest@dfwtemple.org', 'seva@dfwtemple.org'].sort(),
    );
    expect(deobfuscatedEmails('apply at here.Outreach')).toEqual([]);
  });

  it('phones: US numbers in several notations and tel: links, formatted nationally; fax and invalid numbers left out', () => {
    const html = `<body><p>Call 972-555-0123 or (214) 555 0198. Phone: 773.508.5885 Fax: 773.508.9488</p>
      <a href="tel:+14695550111">Text us</a><p>Ref no 1234567 and 555-01</p></body>`;
    const $ = cheerio.load(html);
    const phones = extractPhones($, visibleText($));
    expect(phones).toEqual(expect.arrayContaining(['(773) 508-5885', '(469) 555-0111']));
    expect(phones).not.toContain('(773) 508-9488');
    expect(phones.every((p) => /^\(\d{3}\) \d{3}-\d{4}$/.test(p))).toBe(true);
  });

  it('event links: events pages, event platforms, Google Calendar embeds, feeds', () => {
    const html = `<html><head><title>Home | Sri Ganesha Temple</title><link rel="alternate" type="text/calendar" href="/events/feed.ics"></head><body>
      <a href="/events/">Events</a> <a href="/calendar">Temple Calendar</a> <a href="/events/diwali-2030/">Diwali</a>
      <a href="https://www.eventbrite.com/o/sri-ganesha-temple-123">Tickets</a> <a href="https://www.meetup.com/ganesha-youth/">Youth</a>
      <a href="https://www.facebook.com/ganeshatemple/events">FB events</a> <a href="webcal://example.org/x.ics">Subscribe</a>
      <iframe src="https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com&ctz=America/Chicago"></iframe>
      <a href="/about-us">About</a></body></html>`;
    const f = facts(html, 'https://www.sriganesha.org/');
    expect(f.names.find((n) => n.from === 'title')?.name).toBe('Sri Ganesha Temple');
    expect(f.eventPages).toEqual([
      'https://www.sriganesha.org/events/',
      'https://www.sriganesha.org/calendar',
      'https://www.eventbrite.com/o/sri-ganesha-temple-123',
      'https://www.meetup.com/ganesha-youth/',
      'https://www.facebook.com/ganeshatemple/events',
      'https://calendar.google.com/calendar/embed?src=abc%40group.calendar.google.com&ctz=America/Chicago',
    ]);
    expect(f.feeds).toEqual([
      'https://www.sriganesha.org/events/feed.ics',
      'https://example.org/x.ics',
      'https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/public/basic.ics',
    ]);
    expect(isEventPlatformUrl(new URL('https://www.eventbrite.com/e/some-event-tickets-1'))).toBe(false);
  });

  // Both took minutes before (quadratic: 70 s and 290 s on the development machine); linear now, well under a second.
  const timed = <T>(fn: () => T): [T, number] => {
    const t = performance.now();
    return [fn(), performance.now() - t];
  };

  it('phones in 1 MB of spaced digits are found in linear time (libphonenumber alone: about 11 s for 200 KB)', () => {
    const text = `${'7 '.repeat(500_000)}\nCall (214) 555-0198`;
    const [phones, ms] = timed(() => extractPhones(cheerio.load('<body></body>'), text));
    expect(phones).toEqual(['(214) 555-0198']);
    expect(ms).toBeLessThan(10_000);
  });

  it('the visible text of a page of 100,000 blocks, in linear time', () => {
    const $ = cheerio.load(`<body>${'<div>Seva <br>day</div>'.repeat(100_000)}<script>hidden()</script></body>`);
    const [text, ms] = timed(() => visibleText($));
    expect(text).toMatch(/^\nSeva\nday\nSeva\nday\n/);
    expect(text).not.toMatch(/hidden/);
    expect(ms).toBeLessThan(10_000);
  });
});
