#!/usr/bin/env node
/**
 * Scraping figures of issue 7 (docs/performance.md, section "Scraping"):
 *  1. parse a generated 1,000-event iCalendar feed (node-ical + expansion + mapping to Event columns);
 *  2. a discovery crawl of a generated 20-page local site through the guarded HTTP client
 *     (robots.txt, per-host concurrency 2 and 100 ms spacing — the production settings).
 * Several runs each; medians. Uses the built backend: run `npm run build` (or `npx tsc -p backend/tsconfig.build.json`) first.
 *
 *   node bench/scraping.js [--runs 7]
 */
const http = require('node:http');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const dist = path.resolve(__dirname, '../backend/dist');
const { extractIcalEvents } = require(path.join(dist, 'scraping/extract/ical'));
const { toEventDraft } = require(path.join(dist, 'scraping/extract/to-event'));
const { GuardedHttpClient } = require(path.join(dist, 'scraping/http/guarded-http-client'));
const { SiteCrawler } = require(path.join(dist, 'scraping/discovery/site-crawler'));
const { ParserPool } = require(path.join(dist, 'scraping/parsing/parser-pool'));

const argv = process.argv.slice(2);
const RUNS = Number(argv[argv.indexOf('--runs') + 1]) || 7;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${x.toFixed(0)} ms`;

/** 1,000 VEVENTs over the next year, TZID America/Chicago, with addresses, descriptions and a few weekly rules. */
function generateFeed(n = 1000) {
  const pad = (x) => String(x).padStart(2, '0');
  const stamp = (d) =>
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sangam bench//EN',
    'X-WR-CALNAME:Bench temple',
    'X-WR-TIMEZONE:America/Chicago',
    'BEGIN:VTIMEZONE',
    'TZID:America/Chicago',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0600',
    'TZOFFSETTO:-0500',
    'TZNAME:CDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0600',
    'TZNAME:CST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  const titles = [
    'Satyanarayan Puja',
    'Garba Night',
    'Cricket League Match',
    'Carnatic Music Recital',
    'Yoga Workshop',
    'Community Potluck',
    'Diwali Bazaar',
    'College Admissions Seminar',
  ];
  const start = Date.now() + 2 * 86_400_000;
  for (let i = 0; i < n; i++) {
    const d = new Date(start + Math.floor((i * 360 * 86_400_000) / n));
    d.setUTCHours(12 + (i % 8), (i % 2) * 30, 0, 0);
    const end = new Date(d.getTime() + 2 * 3600_000);
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@sangam.bench`,
      'DTSTAMP:20250101T000000Z',
      `DTSTART;TZID=America/Chicago:${stamp(d)}`,
      `DTEND;TZID=America/Chicago:${stamp(end)}`,
      ...(i % 100 === 0 ? ['RRULE:FREQ=WEEKLY;COUNT=4'] : []),
      `SUMMARY:${titles[i % titles.length]} ${i}`,
      `LOCATION:Hall ${i % 20}\\, ${100 + i} Main St\\, Irving\\, TX 75061`,
      'DESCRIPTION:Music\\, food and friends. All are welcome.\\nParking behind the hall.',
      `URL:https://www.example-temple.org/events/${i}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

/** A 20-page site (home, about, contact, events, programs and 15 program pages) with contact details to find. */
function siteServer() {
  const layout = (title, body) =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title} | Bench Association</title><meta property="og:site_name" content="Bench Association"></head>` +
    `<body><nav><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a> <a href="/events/">Events</a> <a href="/programs/">Programs</a></nav>` +
    `<main>${body}</main><footer>100 Main St, Irving, TX 75061 · (972) 555-0100</footer></body></html>`;
  const pages = {
    '/': layout('Home', '<h1>Welcome</h1>'),
    '/about': layout('About', '<p>Founded 1990.</p>'),
    '/contact': layout('Contact', '<a href="mailto:info@bench-association.org">Email us</a> or board [at] bench-association [dot] org'),
    '/events/': layout(
      'Events',
      '<a href="https://www.eventbrite.com/o/bench-association-1">Tickets</a> <a href="/events/feed.ics">iCal</a>',
    ),
    '/programs/': layout('Programs', Array.from({ length: 15 }, (_, i) => `<a href="/programs/${i + 1}">Program ${i + 1}</a>`).join(' ')),
  };
  for (let i = 1; i <= 15; i++) pages[`/programs/${i}`] = layout(`Program ${i}`, `<p>Program ${i} details.</p>`);
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    const p = req.url.split('?')[0];
    if (p === '/robots.txt') return res.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    const body = pages[p];
    if (!body) return res.writeHead(404).end('not found');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        pages: Object.keys(pages).length,
        requests: () => requests,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

async function main() {
  const feed = generateFeed(1000);
  const window = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 400 * 86_400_000) };
  const org = { id: '00000000-0000-4000-8000-000000000001', name: 'Bench temple', city: 'Irving', state: 'TX', isApproved: true };
  const parseTimes = [];
  const parseCpu = [];
  const mapTimes = [];
  let events = 0;
  let drafts = 0;
  extractIcalEvents(feed, window); // warm-up (JIT, ICU zone data)
  for (let r = 0; r < RUNS; r++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const ex = extractIcalEvents(feed, window);
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    parseCpu.push((c1.user + c1.system) / 1000);
    drafts = ex.events.map((e) => toEventDraft(e, org)).filter((m) => m.ok).length;
    const t2 = performance.now();
    parseTimes.push(t1 - t0);
    mapTimes.push(t2 - t0);
    events = ex.events.length;
  }

  const site = await siteServer();
  const parser = new ParserPool(); // pages are parsed off the main thread, as the server does
  const crawlTimes = [];
  let found;
  let fetched = 0;
  for (let r = 0; r < RUNS; r++) {
    // A fresh client each run: robots.txt is fetched again and nothing is cached.
    const client = new GuardedHttpClient({ allowPrivateHosts: true, userAgent: 'SangamBot/1.0 (+bench)' });
    const before = site.requests();
    const t0 = performance.now();
    found = await new SiteCrawler(client, parser).crawl(`${site.origin}/`);
    crawlTimes.push(performance.now() - t0);
    fetched = site.requests() - before;
  }
  await site.close();
  await parser.close();

  const result = {
    date: new Date().toISOString().slice(0, 10),
    node: process.version,
    runs: RUNS,
    loadAverage: require('node:os')
      .loadavg()
      .map((x) => Math.round(x * 10) / 10),
    ical: {
      vevents: 1000,
      occurrences: events,
      mapped: drafts,
      feedBytes: Buffer.byteLength(feed),
      parseMedianMs: median(parseTimes),
      parseCpuMedianMs: median(parseCpu),
      parseAndMapMedianMs: median(mapTimes),
      parseMinMs: Math.min(...parseTimes),
      parseMaxMs: Math.max(...parseTimes),
    },
    crawl: {
      pages: site.pages,
      requestsPerCrawl: fetched,
      medianMs: median(crawlTimes),
      minMs: Math.min(...crawlTimes),
      maxMs: Math.max(...crawlTimes),
      found: {
        name: found.name,
        city: found.city,
        state: found.state,
        emails: found.emails.length,
        phones: found.phones.length,
        eventPages: found.event_pages.length,
      },
    },
  };
  console.log(`iCalendar feed, 1,000 VEVENTs (${result.ical.feedBytes} bytes → ${events} occurrences, ${drafts} mapped):`);
  console.log(
    `  parse + expand: median ${ms(result.ical.parseMedianMs)} wall (min ${ms(result.ical.parseMinMs)}, max ${ms(result.ical.parseMaxMs)}), ${ms(result.ical.parseCpuMedianMs)} CPU; with mapping: median ${ms(result.ical.parseAndMapMedianMs)}`,
  );
  console.log(`  (load average ${result.loadAverage.join(' / ')} on ${require('node:os').cpus().length} cores)`);
  console.log(`Discovery crawl of a ${site.pages}-page local site (${fetched} requests incl. robots.txt):`);
  console.log(
    `  median ${ms(result.crawl.medianMs)} (min ${ms(result.crawl.minMs)}, max ${ms(result.crawl.maxMs)}); found ${found.name}, ${found.city}, ${found.state}, ${found.emails.length} emails, ${found.phones.length} phone(s), ${found.event_pages.length} event pages`,
  );
  console.log(JSON.stringify(result));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
