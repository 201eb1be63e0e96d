#!/usr/bin/env node
'use strict';
/**
 * Scraping figures of issue 23 (docs/performance.md, section "Scraping"):
 *  1. per-reader parse time: each reader (JSON-LD, h-event, iCalendar, Facebook embedded JSON, Wix,
 *     Squarespace, The Events Calendar REST, plain page text) on its fixture, extraction + mapping, median of runs;
 *  2. the first bulk import of 1,000 scraped events into an empty database, with the importer
 *     (ScrapedEventsService: batched statements) side by side with a baseline that issues the previous
 *     importer's statements one event at a time (find by key; per event a transaction with the advisory
 *     lock, the tombstone check, the listed check, the duplicate query and the insert), and beside the
 *     importer with the planner left on the empty table's statistics (no ANALYZE after its first batch).
 * Each import runs on a fresh database of its own (migrated), so every one is a first import.
 * Starts its own embedded PostgreSQL in a temporary directory and removes it at the end.
 *
 *   npm run build && node bench/scraping-import.js [--runs 3] [--events 1000] [--no-baseline]
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'backend/dist');
const FIX = path.join(ROOT, 'backend/test/fixtures/scraping');
const need = (p) => require(path.join(DIST, p));

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const RUNS = arg('runs', 3);
const EVENTS = arg('events', 1000);
const KINDS = process.argv.includes('--no-baseline') ? ['stale', 'importer'] : ['baseline', 'stale', 'importer'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x) => `${Math.round(x).toLocaleString('en-US')} ms`;

// ---- 1. per-reader parse time -------------------------------------------------------------------
function readerTimes() {
  const cheerio = require(require.resolve('cheerio', { paths: [path.join(ROOT, 'backend')] }));
  const { toEventDraft } = need('scraping/extract/to-event');
  const { extractJsonLdEvents } = need('scraping/extract/jsonld');
  const { extractMicroformatEvents } = need('scraping/extract/microformats');
  const { extractIcalEvents } = need('scraping/extract/ical');
  const { extractFacebookEvent } = need('scraping/extract/platforms/facebook');
  const { extractWixEvents } = need('scraping/extract/platforms/wix');
  const { extractSquarespaceEvents } = need('scraping/extract/platforms/squarespace');
  const { extractTribeEvents } = need('scraping/extract/platforms/tribe');
  const { extractPageTextEvents } = need('scraping/extract/platforms/page-text');
  const real = (f) => fs.readFileSync(path.join(FIX, 'real-world', f), 'utf8');
  const ORIGIN = 'https://www.example-temple.org';
  // The fixture templates, filled as the fixture server fills them (dates a few days ahead).
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const site = (f) =>
    fs
      .readFileSync(path.join(FIX, 'sites/platforms', f), 'utf8')
      .replace(/\{\{(ICS)?DATE([+-]\d+)\}\}/g, (_, ics, n) => (ics ? day(+n).replace(/-/g, '') : day(+n)))
      .replace(/\{\{TEXTDATE([+-]\d+)\}\}/g, (_, n) =>
        new Date(`${day(+n)}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }),
      )
      .replace(/\{\{EPOCH(MS|END)?([+-]\d+)\}\}/g, (_, k, n) => {
        const t = Date.parse(`${day(+n)}T23:30:00Z`) + (k === 'END' ? 7_200_000 : 0);
        return String(k === 'MS' ? t : t / 1000);
      })
      .replace(/\{\{ORIGIN\}\}/g, ORIGIN);
  const org = { id: '00000000-0000-4000-8000-000000000001', name: 'Bench temple', city: 'Edison', state: 'NJ', isApproved: true };
  const now = new Date();
  const wide = { from: new Date('2007-01-01'), to: new Date('2013-01-01') };
  const readers = [
    [
      'JSON-LD (cook-landbank.html, 173 KB, 9 events)',
      () => extractJsonLdEvents(cheerio.load(real('city-scrapers-cook-landbank.html')), ORIGIN),
    ],
    ['h-event (calagator hcal page, 36 KB)', () => extractMicroformatEvents(real('calagator-hcal-upcoming-v2.html'), ORIGIN)],
    ['iCalendar (calagator Google feed, 47 VEVENTs, 28 rules)', () => extractIcalEvents(real('calagator-ical-google.ics'), wide, ORIGIN)],
    [
      'Facebook embedded JSON (event page)',
      () => extractFacebookEvent(cheerio.load(site('facebook/event.html')), 'https://www.facebook.com/events/1/'),
    ],
    ['Wix warm-up JSON (events page)', () => extractWixEvents(cheerio.load(site('wix/events.html')), ORIGIN)],
    ['Squarespace collection JSON', () => extractSquarespaceEvents(JSON.parse(site('squarespace/events.json')), ORIGIN)],
    ['The Events Calendar REST (page 1)', () => extractTribeEvents(JSON.parse(site('tribe/events-page1.json')), ORIGIN)],
    ['plain page text (chrono-node)', () => extractPageTextEvents(cheerio.load(site('plain/events.html')), now)],
  ];
  const out = [];
  for (const [name, read] of readers) {
    read(); // warm-up (JIT, lazy libraries)
    const times = [];
    let events = 0;
    for (let r = 0; r < Math.max(RUNS, 5); r++) {
      const t0 = performance.now();
      const ex = read();
      ex.events.forEach((e) => toEventDraft(e, org, now));
      times.push(performance.now() - t0);
      events = ex.events.length;
    }
    out.push({ reader: name, events, medianMs: +median(times).toFixed(2) });
  }
  return out;
}

// ---- 2. first bulk import -----------------------------------------------------------------------
const TITLES = ['Satyanarayan Puja', 'Garba Night', 'Cricket League Match', 'Carnatic Music Recital', 'Yoga Workshop', 'Community Potluck'];
const CITIES = [
  ['Irving', 'TX'],
  ['Edison', 'NJ'],
  ['Fremont', 'CA'],
  ['Naperville', 'IL'],
];
function drafts(n, orgId) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const [city, state] = CITIES[i % CITIES.length];
    out.push({
      title: `${TITLES[i % TITLES.length]} ${i}`,
      description: 'Music, food and friends. All are welcome. Parking behind the hall.',
      category: 'Community Meetups',
      date: new Date(Date.now() + (2 + (i % 170)) * 86_400_000).toISOString().slice(0, 10),
      startTime: '6:30 PM',
      endTime: '8:30 PM',
      venue: `Hall ${i % 20}`,
      city,
      state,
      price: null,
      priceText: null,
      isFree: true,
      ticketUrl: `https://www.example-temple.org/events/${i}`,
      imageUrl: null,
      organizationId: orgId,
      sourceEventKey: `bench-${i}@sangam.bench`,
    });
  }
  return out;
}

/** The statements the importer issued before issue 23, one event at a time (the baseline). */
async function baselineImport(ds, moderation, sourceId, org, list) {
  const { duplicatesQuery } = need('events/event-duplicates.sql');
  for (const d of list) {
    await ds.query(`SELECT * FROM events WHERE "sourceId" = $1 AND "sourceEventKey" = $2 LIMIT 1`, [sourceId, d.sourceEventKey]);
    await ds.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`scrape|${d.title.toLowerCase()}|${d.date}|${d.city.toLowerCase()}`]);
      await m.query(
        `SELECT 1 FROM scraped_event_tombstones
          WHERE ("sourceId" = $1 AND "sourceEventKey" = $2) OR (lower(title) = lower($3) AND date = $4 AND lower(city) = lower($5)) LIMIT 1`,
        [sourceId, d.sourceEventKey, d.title, d.date, d.city],
      );
      await m.query(
        `SELECT id FROM events WHERE lower(title) = lower($1) AND date = $2 AND lower(city) = lower($3) AND "sourceId" IS DISTINCT FROM $4 LIMIT 1`,
        [d.title, d.date, d.city, sourceId],
      );
      const search = moderation.duplicateSearchOf(d);
      const q = search ? duplicatesQuery([search], null) : null;
      const original = q ? (await m.query(q.sql, q.params))[0] : null;
      const a = moderation.assessEvent(d, original ?? null);
      await m.query(
        `INSERT INTO events (title, description, category, date, "startTime", "endTime", venue, city, state, price, "priceText", "isFree",
                             "ticketUrl", "imageUrl", "organizationId", "isApproved", "moderationScore", "moderationFlags", "duplicateOfId",
                             "sourceId", "sourceEventKey")
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21)
         ON CONFLICT ("sourceId", "sourceEventKey") WHERE "sourceId" IS NOT NULL AND "sourceEventKey" IS NOT NULL DO NOTHING`,
        [
          d.title,
          d.description,
          d.category,
          d.date,
          d.startTime,
          d.endTime,
          d.venue,
          d.city,
          d.state,
          d.price,
          d.priceText,
          d.isFree,
          d.ticketUrl,
          d.imageUrl,
          d.organizationId,
          a.score === 0 && org.isApproved,
          a.score,
          a.flags,
          a.duplicateOfId ?? null,
          sourceId,
          d.sourceEventKey,
        ],
      );
    });
  }
}

async function freshDatabase(cluster, name) {
  const { ensureDatabase } = need('database/embedded-postgres');
  const { createDataSource, runMigrationsLocked } = need('database/data-source');
  await ensureDatabase(cluster.url('postgres'), name);
  const ds = createDataSource({ url: cluster.url(name), poolSize: 4, applicationName: 'bench-import' });
  await ds.initialize();
  await runMigrationsLocked(ds);
  const [org] = await ds.query(
    `INSERT INTO organizations (name, "contactEmail", city, state, "isApproved") VALUES ('Bench temple', 'bench@example-temple.org', 'Irving', 'TX', true) RETURNING id`,
  );
  const [source] = await ds.query(
    `INSERT INTO scraping_sources (name, type, url) VALUES ('Bench feed', 'calendar', 'https://www.example-temple.org/feed.ics') RETURNING id`,
  );
  return { ds, orgId: org.id, sourceId: source.id };
}

async function importTimes(cluster) {
  const { EventsRepository } = need('events/events.repository');
  const { EventsService } = need('events/events.service');
  const { ScrapedEventsService } = need('events/scraped-events.service');
  const { ModerationService } = need('moderation/moderation.service');
  const moderation = new ModerationService();
  const rows = { baseline: [], stale: [], importer: [] };
  let counts = null;
  for (let r = 0; r < RUNS; r++) {
    for (const kind of KINDS) {
      const { ds, orgId, sourceId } = await freshDatabase(cluster, `bench_${kind}_${r}`);
      const list = drafts(EVENTS, orgId);
      const org = { isApproved: true };
      const t0 = performance.now();
      if (kind === 'baseline') await baselineImport(ds, moderation, sourceId, org, list);
      else {
        const repo = new EventsRepository(ds);
        // 'stale': the importer as it was before it refreshed the statistics after a large first batch.
        if (kind === 'stale') repo.statisticsRowEstimate = async () => Infinity;
        const service = new ScrapedEventsService(repo, new EventsService(repo, null, moderation, null), moderation);
        counts = await service.import(sourceId, org, list);
      }
      rows[kind].push(performance.now() - t0);
      const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM events');
      if (n !== EVENTS) throw new Error(`${kind}: ${n} events written, expected ${EVENTS}`);
      await ds.destroy();
    }
  }
  return { rows, saved: counts?.saved };
}

async function main() {
  const { startEmbeddedCluster } = need('database/embedded-postgres');
  const readers = readerTimes();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-import-'));
  let cluster;
  try {
    cluster = await startEmbeddedCluster({ baseDir: path.join(tmp, 'db'), log: () => undefined });
    const loadAtStart = os.loadavg().map((x) => Math.round(x * 10) / 10);
    const { rows, saved } = await importTimes(cluster);
    const result = {
      date: new Date().toISOString().slice(0, 10),
      node: process.version,
      runs: RUNS,
      loadAverageAtStart: loadAtStart,
      loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
      readers,
      firstImport: {
        events: EVENTS,
        saved,
        baselineMedianMs: rows.baseline.length ? Math.round(median(rows.baseline)) : null,
        staleStatisticsMedianMs: Math.round(median(rows.stale)),
        importerMedianMs: Math.round(median(rows.importer)),
        baselineMs: rows.baseline.map(Math.round),
        staleStatisticsMs: rows.stale.map(Math.round),
        importerMs: rows.importer.map(Math.round),
      },
    };
    console.log('Per-reader parse time (extraction + mapping, median):');
    for (const r of readers) console.log(`  ${r.reader.padEnd(58)} ${String(r.events).padStart(4)} events  ${r.medianMs} ms`);
    console.log(
      `First import of ${EVENTS.toLocaleString('en-US')} events into an empty database (median of ${RUNS}, each on a fresh database):`,
    );
    if (rows.baseline.length)
      console.log(`  baseline (previous statements, one event at a time): ${ms(result.firstImport.baselineMedianMs)}`);
    console.log(`  batched, planner on the empty table's statistics:    ${ms(result.firstImport.staleStatisticsMedianMs)}`);
    console.log(`  importer (batched, ANALYZE after the first batch):   ${ms(result.firstImport.importerMedianMs)}`);
    console.log(
      `  (load average ${result.loadAverageAtStart.join(' / ')} at the start, ${result.loadAverage.join(' / ')} at the end, on ${os.cpus().length} cores)`,
    );
    console.log(JSON.stringify(result));
  } finally {
    if (cluster) await cluster.stop().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
