#!/usr/bin/env node
'use strict';
/**
 * Sangam benchmark suite (issue 8). See bench/README.md.
 *
 *   npm run bench                      100,000 events, full suite, results → bench/results/bench-100000.json + docs/performance-runs.md
 *   npm run bench -- --events 1000000 --only load,search    search at scale for 1M events
 *   npm run bench:quick                small data set, short runs, writes a report to a temp file (CI smoke check)
 *
 * Needs the built product (npm run build). Every server it starts listens on 127.0.0.1 and is
 * stopped at the end, on error and on SIGINT/SIGTERM.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Pool } = require('pg');
const autocannon = require('autocannon');
const { loadData, migrateWith, plannerOptions } = require('./lib/data');
const { startBenchServer, freePort, spawnNode, forkNode, stopAll, waitForStatus, rssMb } = require('./lib/proc');
const { renderReport, writeDoc } = require('./lib/report');
const { queryListing } = require('./lib/listing');
const { listingRequests, searchRequests, zipfPicker } = require('./lib/varied');
const { approvedOrganizerToken, createScenarios, futureDate } = require('./lib/create');
const { photoJpeg } = require('./lib/photo');
const { frontendBudgets } = require('./lib/frontend-budgets');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'backend/dist');
const MAIN = path.join(DIST, 'main.js');

// ---- options ---------------------------------------------------------------------------------
function parseArgs(argv) {
  const o = {
    quick: false,
    events: null,
    duration: null,
    warmup: null,
    connections: null,
    only: null,
    out: null,
    lighthouseRuns: 3,
    searchQueries: 200,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === '--quick') o.quick = true;
    else if (a === '--hold') o.hold = true;
    else if (a === '--fast-vocabulary') o.fastVocabulary = true;
    else if (a === '--keep-indexes') o.keepIndexes = true;
    else if (a === '--no-variant') o.variant = false;
    else if (a === '--variant-env')
      o.variantEnv = Object.fromEntries(
        next()
          .split(',')
          .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
      );
    else if (a === '--variant') {
      // --variant name=path/to/main.js: another build of the server, measured beside Sangam on the read scenarios.
      const [name, file] = next().split('=');
      o.variant = { name, main: path.resolve(file) };
    } else if (a === '--baseline') {
      // --baseline OTHER/backend/dist: another build (e.g. main's), on a database migrated by it, beside this one.
      o.baseline = path.resolve(next());
    } else if (a === '--baseline-differs') {
      // The baseline build answers some requests differently by design (an older search order): count them, measure anyway.
      o.baselineDiffers = true;
    } else if (a === '--baseline-lacks') {
      // --baseline-lacks imageWidth,imageHeight: fields this build added since the baseline, left out when comparing.
      o.baselineLacks = next().split(',').filter(Boolean);
    } else if (a === '--server-args') o.serverArgs = next().split(' ').filter(Boolean);
    else if (a === '--events') o.events = Number(next());
    else if (a === '--duration') o.duration = Number(next());
    else if (a === '--warmup') o.warmup = Number(next());
    else if (a === '--connections') o.connections = next().split(',').map(Number);
    else if (a === '--only') o.only = new Set(next().split(','));
    else if (a === '--out') o.out = path.resolve(next());
    else if (a === '--lighthouse-runs') o.lighthouseRuns = Number(next());
    else if (a === '--search-queries') o.searchQueries = Number(next());
    else throw new Error(`unknown option ${a}`);
  }
  o.events ??= o.quick ? 2000 : 100_000;
  o.duration ??= o.quick ? 2 : 20;
  o.warmup ??= o.quick ? 0.5 : 3;
  o.connections ??= o.quick ? [1, 16] : [1, 32, 128];
  // Sections: load (always), api, ceiling, search, frontend, lighthouse, startup
  // Baseline beside Sangam by default: the same build with the public read cache off, so the
  // database-bound path is measured against the ceiling in the same run too.
  if (o.variant === undefined && !o.quick) {
    o.variant = { name: 'sangam-nocache', main: MAIN };
    o.variantEnv ??= { PUBLIC_CACHE_MB: '0' };
  }
  o.only ??= new Set(
    o.quick
      ? ['api', 'ceiling', 'search', 'frontend']
      : ['api', 'ceiling', 'levers', 'varied', 'search', 'frontend', 'lighthouse', 'startup'],
  );
  return o;
}

const log = (m) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : null;
};

function machineFacts() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((x) => +x.toFixed(2)),
  };
}

// ---- the database ----------------------------------------------------------------------------
async function startDatabase(tmp, baseline) {
  const { startEmbeddedCluster, ensureDatabase } = require(path.join(DIST, 'database/embedded-postgres.js'));
  const t0 = performance.now();
  const cluster = await startEmbeddedCluster({ baseDir: path.join(tmp, 'db'), log });
  await ensureDatabase(cluster.url('postgres'), 'bench');
  const url = cluster.url('bench');
  await migrateWith(baseline ?? DIST, url);
  return { cluster, url, seconds: (performance.now() - t0) / 1000 };
}

/**
 * With --baseline: the loaded database (migrated by the baseline build) stays the baseline's; this build gets a copy
 * (CREATE DATABASE … TEMPLATE) migrated by it, so both builds answer over the same rows, each on its own schema.
 */
async function copyForThisBuild(db) {
  const admin = new Pool({ connectionString: db.cluster.url('postgres'), max: 1 });
  try {
    await admin.query('CREATE DATABASE bench_new TEMPLATE bench');
  } finally {
    await admin.end();
  }
  const url = db.cluster.url('bench_new');
  const t0 = performance.now();
  await migrateWith(DIST, url);
  const p = new Pool({ connectionString: url, max: 1 });
  await p.query('VACUUM ANALYZE');
  await p.end();
  log(`this build's migrations on the copy and VACUUM ANALYZE: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return url;
}

/** A DataSource look-alike over a pg Pool, recording every statement (to reuse Sangam's own SQL). */
function dsOver(pool) {
  const ds = {
    statements: [],
    async query(sql, params) {
      ds.statements.push({ sql, params });
      return (await pool.query(sql, params)).rows;
    },
  };
  return ds;
}

function queryService(pool) {
  const { EventsQueryService } = require(path.join(DIST, 'events/events-query.service.js'));
  const { EventsRepository } = require(path.join(DIST, 'events/events.repository.js'));
  const { EventSearchService } = require(path.join(DIST, 'events/event-search.js'));
  const ds = dsOver(pool);
  const { SearchSynonymsService } = require(path.join(DIST, 'events/search-synonyms.service.js'));
  const { SearchSynonymsRepository } = require(path.join(DIST, 'events/search-synonyms.repository.js'));
  // With the synonym table, as the server expands words ('durga pooja' also matches 'puja').
  const search = new EventSearchService(ds, new SearchSynonymsService(new SearchSynonymsRepository(ds)));
  // No public read cache here: these calls measure the database path.
  const noCache = { enabled: false, version: async () => '0', get: (_key, _version, compute) => compute() };
  return { ds, search, svc: new EventsQueryService(new EventsRepository(ds), search, noCache) };
}

// ---- API load ------------------------------------------------------------------------------
function runCannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ timeout: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function measure(name, server, conns, opts, o, rssPid) {
  await runCannon({ ...opts, connections: conns, duration: o.warmup });
  let maxRss = null;
  const samples = [];
  const timer = rssPid
    ? setInterval(() => {
        const r = rssMb(rssPid);
        if (r !== null) samples.push(r);
      }, 100)
    : null;
  const r = await runCannon({ ...opts, connections: conns, duration: o.duration });
  if (timer) clearInterval(timer);
  // Requests still queued in the server when autocannon stops would slow the next row down:
  // wait until one request of the same kind is answered again.
  const drain = performance.now();
  await fetch(opts.url + (opts.requests ? '/api/health' : ''), { signal: AbortSignal.timeout(120000) })
    .then((x) => x.arrayBuffer())
    .catch(() => undefined);
  const drainMs = performance.now() - drain;
  if (samples.length) maxRss = Math.max(...samples);
  const row = {
    scenario: name,
    server,
    connections: conns,
    rps: +(r.requests.total / o.duration).toFixed(1),
    load1: +os.loadavg()[0].toFixed(1),
    p50: r.latency.p50,
    p90: r.latency.p90,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
    maxRssMb: maxRss === null ? null : +maxRss.toFixed(1),
    drainMs: Math.round(drainMs),
  };
  log(
    `  ${name} [${server}] c=${conns}: ${row.rps} req/s p50 ${row.p50} ms p99 ${row.p99} ms errors ${row.errors} non2xx ${row.non2xx}${maxRss ? ` rss≤${row.maxRssMb} MB` : ''}`,
  );
  return row;
}

/** Where two answers first differ, with some context. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at character ${i}: …${a.slice(Math.max(0, i - 100), i + 100)}… vs …${b.slice(Math.max(0, i - 100), i + 100)}…`;
}

/** A JSON answer without the fields named in `keys` (at any depth), re-serialized in its order; unchanged without keys. */
function without(json, keys) {
  if (!keys?.length) return json;
  return JSON.stringify(JSON.parse(json), (k, v) => (keys.includes(k) ? undefined : v));
}

// ---- varied traffic ---------------------------------------------------------------------------
/**
 * Varied listing and search traffic (lib/varied.js) on Sangam with its public cache, Sangam without it
 * (the variant) and the ceiling running the same SQL, alternating server by server at each connection
 * count; each server gets the same Zipf-drawn sequence of requests. First checks that Sangam and the
 * ceiling answer every request with the same bytes, and measures the card sizes.
 */
async function variedTraffic({ sangam, variant, baseline, ceiling, sets, o }) {
  const out = { listingRequests: sets.listing.length, searchRequests: sets.search.length, rows: [], mismatches: [] };
  let cards = 0;
  let cardBytes = 0;
  const all = [...sets.listing, ...sets.search];
  for (let i = 0; i < all.length; i += 4) {
    await Promise.all(
      all.slice(i, i + 4).map(async (r) => {
        const [a, b] = await Promise.all([fetch(sangam.url + r.path), fetch(ceiling.url + r.path)]);
        const [ab, bb] = await Promise.all([a.text(), b.text()]);
        if (a.status !== 200 || ab !== bb || a.headers.get('x-total-count') !== b.headers.get('x-total-count'))
          out.mismatches.push({ path: r.path, status: a.status, difference: firstDifference(ab, bb) });
        else if (sets.listing.includes(r)) {
          const n = JSON.parse(ab).length;
          cards += n;
          cardBytes += Buffer.byteLength(ab) - 2 - Math.max(0, n - 1); // the array's brackets and commas
        }
      }),
    );
  }
  log(`  varied: ${all.length} distinct requests checked, ${out.mismatches.length} answered differently by Sangam and the ceiling`);
  if (out.mismatches.length) throw new Error(`varied requests answered differently: ${JSON.stringify(out.mismatches.slice(0, 3))}`);
  if (baseline) {
    // Every answer unchanged from the baseline build: the same bytes and totals.
    const differ = [];
    for (let i = 0; i < all.length; i += 4) {
      await Promise.all(
        all.slice(i, i + 4).map(async (r) => {
          const [a, b] = await Promise.all([fetch(sangam.url + r.path), fetch(baseline.url + r.path)]);
          const [ab, bb] = await Promise.all(
            [a.text(), b.text()].map((t, i) => (i === 0 ? t.then((x) => without(x, o.baselineLacks)) : t)),
          );
          if (ab !== bb || a.headers.get('x-total-count') !== b.headers.get('x-total-count'))
            differ.push({ path: r.path, difference: firstDifference(ab, bb) });
        }),
      );
    }
    out.baselineMismatches = differ;
    log(`  varied: ${all.length - differ.length} of ${all.length} requests answered identically by this build and the baseline`);
    if (differ.length && !o.baselineDiffers) throw new Error(`the baseline answers differently: ${JSON.stringify(differ.slice(0, 3))}`);
  }
  out.bytesPerCard = cards ? Math.round(cardBytes / cards) : null;
  const page20 = await fetch(`${sangam.url}/api/events?fields=card&limit=20`);
  out.cardPage20Bytes = Buffer.byteLength(await page20.text());
  log(`  cards: ${out.bytesPerCard} bytes a card on average; the first 20-card page ${out.cardPage20Bytes} bytes`);
  const servers = [
    ['sangam', sangam.url],
    ...(variant ? [[o.variant.name, variant.url]] : []),
    ...(baseline ? [['baseline-nocache', baseline.url]] : []),
    ['ceiling', ceiling.url],
  ];
  for (const [scenario, requests, seed] of [
    ['varied listing', sets.listing, 1],
    ['varied search', sets.search, 2],
  ]) {
    for (const c of o.connections) {
      for (const [server, url] of servers) {
        const pick = zipfPicker(requests, seed);
        const opts = { url, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pick().path }) }] };
        out.rows.push(await measure(scenario, server, c, opts, o, null));
      }
    }
  }
  return out;
}

// ---- search at scale -------------------------------------------------------------------------
const SHAPES = [
  ['default listing', {}],
  ['search one word', { search: 'diwali' }],
  ['search with a typo', { search: 'navaratri garbha' }],
  ['search prefix', { search: 'bhar' }],
  ['search multi-word + city', { search: 'garba night', city: 'Dallas' }],
  ['search no hit', { search: 'zyxwvq' }],
  ['city', { city: 'Houston' }],
  ['city + category', { city: 'Dallas', category: 'Religious Festivals' }],
  ['category', { category: 'Sports' }],
  ['state', { state: 'NJ' }],
  ['free only', { free: true }],
  ['date range', { from: futureDate(30), to: futureDate(37) }],
  ['sort by title', { sortBy: 'title' }],
  ['sort by date desc', { sortBy: 'date', sortOrder: 'desc' }],
  ['search sorted by date', { search: 'puja', sortBy: 'date' }],
  ['including past', { includePast: true }],
  ['page 5', { offset: 200 }],
];

function searchQueries(n) {
  const base = [
    // prefix
    'diw',
    'diwa',
    'navar',
    'bhar',
    'bolly',
    'garb',
    'holi',
    'cric',
    'yog',
    'meh',
    'rang',
    'puj',
    'kath',
    'tami',
    'telu',
    'sang',
    'fest',
    'conc',
    'work',
    'bazaa',
    // typos
    'diwaali',
    'dewali',
    'navratri',
    'navaratri garbha',
    'garbha',
    'bollywod',
    'bharatnatyam',
    'crikcet',
    'rangloi',
    'mehendi',
    'kuchipudii',
    'dandya',
    'sankranthi',
    'ganesha chaturthi',
    'janmashtmi',
    'qawali',
    'baisakhi mela',
    'pongal celebraton',
    'onam sadya',
    'durga pooja',
    // multi-word
    'diwali mela',
    'holi festival of colors',
    'garba night dallas',
    'yoga in the park',
    'tamil new year',
    'cricket tournament houston',
    'bollywood night chicago',
    'hindi class',
    'tabla workshop',
    'saree exhibition',
    'durga puja new york',
    'eid celebration',
    'independence day parade',
    'kids rangoli competition',
    'classical music concert',
    'food festival atlanta',
    'community potluck picnic',
    'immigration seminar',
    'college admissions',
    'comedy show',
    // no-hit
    'zyxwvq',
    'quantum chromodynamics',
    'blockchain mining rig',
    'xqzt',
    'snowmobile rally',
    'oktoberfest bratwurst',
    'lorem ipsum dolor',
    'hyperloop',
    'zzzzzz',
    'kubernetes operator',
  ];
  const cities = ['Dallas', 'Houston', 'Austin', 'Chicago', 'San Francisco', 'New York', 'Atlanta', 'Washington', 'Edison', 'Seattle'];
  const out = [];
  for (let i = 0; out.length < n; i++) {
    const q = base[i % base.length];
    const round = Math.floor(i / base.length);
    out.push(
      round === 0 ? q : round === 1 ? `${q} ${cities[i % cities.length].toLowerCase()}` : round === 2 ? q.toUpperCase() : `${q} ${i}`,
    );
  }
  return out;
}

async function searchAtScale(pool, sampleIds, o) {
  const { ds, svc } = queryService(pool);
  const shapes = [];
  const explain = async (sql, params) => {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const indexes = (plan) => [
    ...new Set([...plan.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((m) => m[1])),
  ];
  const execMs = (plan) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  for (const [name, q] of SHAPES) {
    const sql = await svc.listSql(q);
    const rowsPlan = await explain(sql.rows, sql.rowsParams);
    const countPlan = await explain(sql.count, sql.countParams);
    shapes.push({
      name,
      query: q,
      rowsIndexes: indexes(rowsPlan),
      countIndexes: indexes(countPlan),
      seqScanOnEvents: /Seq Scan on events/.test(rowsPlan + countPlan),
      rowsMs: execMs(rowsPlan),
      countMs: execMs(countPlan),
      rowsPlan,
      countPlan,
    });
  }
  // Every varied request's statements (the public site's listings and the real-world searches): none reads events
  // with a sequential scan.
  const variedSeqScans = [];
  const variedQueries = [...listingRequests(240), ...searchRequests(searchQueries(o.searchQueries))];
  for (const r of variedQueries) {
    const sql = await svc.listSql(r.query);
    for (const [text, params] of [
      [sql.rows, sql.rowsParams],
      [sql.count, sql.countParams],
    ]) {
      const { rows } = await pool.query(`EXPLAIN ${text}`, params);
      if (rows.some((x) => /Seq Scan on events/.test(x['QUERY PLAN']))) variedSeqScans.push(r.path);
    }
  }
  log(`  ${variedQueries.length} varied requests explained: ${variedSeqScans.length} with a sequential scan on events`);
  // The detail and the vocabulary lookup, as Sangam sends them.
  ds.statements.length = 0;
  await svc.findPublic(sampleIds[0]);
  const detail = ds.statements[0];
  const detailPlan = await explain(detail.sql, detail.params);
  shapes.push({
    name: 'event detail',
    query: { id: '<uuid>' },
    rowsIndexes: indexes(detailPlan),
    countIndexes: [],
    seqScanOnEvents: /Seq Scan on events/.test(detailPlan),
    rowsMs: execMs(detailPlan),
    countMs: null,
    rowsPlan: detailPlan,
    countPlan: '',
  });
  ds.statements.length = 0;
  const { search } = queryService(pool);
  await search.terms('navaratri garbha');
  const vocab = ds.statements.length ? ds.statements[0] : null;
  const lookup = queryService(pool);
  lookup.ds.statements.length = 0;
  await lookup.search.terms('navaratri garbha');
  const v = lookup.ds.statements[0];
  if (v) {
    const plan = await explain(v.sql, v.params);
    shapes.push({
      name: 'search vocabulary lookup (typo/prefix)',
      query: { search: 'navaratri garbha' },
      rowsIndexes: indexes(plan),
      countIndexes: [],
      seqScanOnEvents: false,
      rowsMs: execMs(plan),
      countMs: null,
      rowsPlan: plan,
      countPlan: '',
    });
  }
  void vocab;

  // p95 of varied real-world searches at the database level: the vocabulary lookup (uncached, as for
  // a word seen for the first time) then the page of rows carrying the total (the count only for an
  // empty page: bench/lib/listing.js) — exactly the statements Sangam sends, timed around the
  // database calls only. Also the time through EventsQueryService.list() (adds building the SQL in
  // Node). Second of two passes.
  const queries = searchQueries(o.searchQueries);
  const times = [];
  const serviceTimes = [];
  let withHits = 0;
  const timed = queryService(pool);
  let lookupMs = 0;
  const inner = timed.ds.query;
  timed.ds.query = async (sql, params) => {
    const t = performance.now();
    try {
      return await inner(sql, params);
    } finally {
      lookupMs += performance.now() - t;
    }
  };
  const again = queryService(pool);
  for (let pass = 0; pass < 2; pass++) {
    for (const text of queries) {
      timed.search.clearCache();
      lookupMs = 0;
      const sql = await timed.svc.listSql({ search: text });
      const t0 = performance.now();
      const { total } = await queryListing(pool, sql);
      const ms = lookupMs + (performance.now() - t0);
      again.search.clearCache();
      const t1 = performance.now();
      await again.svc.list({ search: text });
      const serviceMs = performance.now() - t1;
      if (pass === 1) {
        times.push(ms);
        serviceTimes.push(serviceMs);
        if (total > 0) withHits++;
      }
    }
  }
  return {
    shapes,
    varied: { requests: variedQueries.length, seqScans: variedSeqScans },
    queries: {
      count: queries.length,
      withHits,
      p50: +median(times).toFixed(2),
      p95: +pct(times, 95).toFixed(2),
      p99: +pct(times, 99).toFixed(2),
      max: +Math.max(...times).toFixed(2),
      service: { p50: +median(serviceTimes).toFixed(2), p95: +pct(serviceTimes, 95).toFixed(2) },
      examples: queries.slice(0, 80),
    },
  };
}

// ---- Lighthouse --------------------------------------------------------------------------------
/** An event an organizer lists with an uploaded 2000 × 2500 photo flyer (photo-like, not a flat colour): its id. */
async function eventWithPhoto(base) {
  const token = await approvedOrganizerToken(base, 'bench-admin-password');
  const form = new FormData();
  form.append('image', new Blob([await photoJpeg(2000, 2500)], { type: 'image/jpeg' }), 'flyer.jpg');
  const up = await fetch(`${base}/api/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (up.status !== 201) throw new Error(`photo upload failed: ${up.status} ${await up.text()}`);
  const r = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Sankranti Sambaralu Photo Flyer',
      description: 'Kite flying, rangoli and a Telugu cultural programme for families.',
      category: 'Cultural Events',
      date: futureDate(12),
      startTime: '5:00 PM',
      endTime: '9:00 PM',
      venue: 'Papermill Playhouse',
      city: 'Edison',
      state: 'NJ',
      isFree: true,
      imageUrl: (await up.json()).url,
    }),
  });
  const event = await r.json();
  if (r.status !== 201 || !event.isApproved) throw new Error(`photo event not listed: ${r.status} ${JSON.stringify(event)}`);
  return event.id;
}

async function lighthouseRuns(pages, runs) {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const lighthouse = (await import('lighthouse')).default;
  const chromeLauncher = await import('chrome-launcher');
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  const results = [];
  for (const [name, url] of pages) {
    const each = [];
    for (let i = 0, failed = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH, chromeFlags: flags });
      try {
        const r = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A run Lighthouse itself could not measure (e.g. NO_NAVSTART: no trace of the navigation)
        // has no metrics: run again (at most twice per page) instead of failing the whole section.
        if (r.lhr.runtimeError && failed < 2) {
          failed++;
          log(`  lighthouse ${name}: run failed (${r.lhr.runtimeError.code}), running again`);
          i--;
          continue;
        }
        const a = r.lhr.audits;
        each.push({
          score: Math.round((r.lhr.categories.performance.score ?? 0) * 100),
          accessibility: Math.round((r.lhr.categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((r.lhr.categories['best-practices']?.score ?? 0) * 100),
          seo: Math.round((r.lhr.categories.seo?.score ?? 0) * 100),
          lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
          cls: +(a['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3),
          tbtMs: Math.round(a['total-blocking-time'].numericValue),
          fcpMs: Math.round(a['first-contentful-paint'].numericValue),
          runtimeError: r.lhr.runtimeError?.message ?? null,
        });
      } finally {
        await chrome.kill();
      }
    }
    const byScore = [...each].sort((a, b) => a.score - b.score);
    const med = byScore[Math.floor((byScore.length - 1) / 2)];
    results.push({
      page: name,
      url: url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
      runs: each.length,
      ...med,
      scores: each.map((e) => e.score),
    });
    log(`  lighthouse ${name}: ${med.score} (LCP ${med.lcpMs} ms, CLS ${med.cls}, TBT ${med.tbtMs} ms)`);
  }
  return results;
}

// ---- start-up ------------------------------------------------------------------------------
async function startupRuns(tmp) {
  const dataDir = path.join(tmp, 'startup-data');
  const once = async (label) => {
    const port = await freePort();
    const t0 = performance.now();
    const s = spawnNode(
      [MAIN],
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'bench-admin-password',
        LOG_LEVEL: 'warn',
        ENABLE_SCHEDULER: 'false',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      `startup-${label}`,
    );
    try {
      await waitForStatus(`http://127.0.0.1:${port}/api/health`, { timeoutMs: 120000, intervalMs: 20, proc: s.proc });
      const seconds = (performance.now() - t0) / 1000;
      const idleRss = rssMb(s.proc.pid);
      log(`  start-up (${label}): ${seconds.toFixed(2)} s`);
      return { label, seconds: +seconds.toFixed(2), rssMb: idleRss && +idleRss.toFixed(1) };
    } catch (e) {
      throw new Error(`${e.message}\n${s.output().slice(-2000)}`, { cause: e });
    } finally {
      await s.stop(30000);
    }
  };
  const fresh = await once('fresh data directory');
  const existing = [];
  for (let i = 0; i < 3; i++) existing.push(await once('existing data directory'));
  return { fresh, existing, existingMedian: median(existing.map((e) => e.seconds)) };
}

// ---- main ------------------------------------------------------------------------------------
async function main() {
  if (process.argv[2] === '--render') {
    // Re-render docs/performance-runs.md from bench/results/*.json without measuring.
    writeDoc(path.resolve(process.argv[3] ?? path.join(ROOT, 'docs/performance-runs.md')), path.join(__dirname, 'results'));
    return;
  }
  const o = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const results = {
    options: { ...o, only: [...o.only] },
    machine: machineFacts(),
    command: `node bench/run.js ${process.argv.slice(2).join(' ')}`.trim(),
  };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-bench-'));
  let db = null;
  let pool = null;
  const cleanup = async () => {
    await stopAll();
    if (pool) await pool.end().catch(() => undefined);
    if (db) await db.cluster.stop().catch((e) => log(`stopping PostgreSQL: ${e.message}`));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  onSignalCleanup = cleanup;
  try {
    log(`events: ${o.events}; sections: ${[...o.only].join(', ')}; temp dir ${tmp}`);
    db = await startDatabase(tmp, o.baseline);
    log(`embedded PostgreSQL ready and migrated${o.baseline ? ' by the baseline' : ''} in ${db.seconds.toFixed(1)} s`);
    pool = new Pool({ connectionString: db.url, max: 4, options: plannerOptions(DIST) });
    // An idle pooled connection dropped by the server must not crash the bench (unhandled 'error').
    pool.on('error', (e) => log(`idle database connection error: ${e.message}`));
    results.postgres = (await pool.query('SHOW server_version')).rows[0].server_version;
    log(`loading ${o.events} events with COPY`);
    const load = await loadData(pool, o.events, { log, fastVocabulary: !!o.fastVocabulary, keepIndexes: !!o.keepIndexes });
    results.load = {
      events: o.events,
      orgs: load.orgs,
      copySeconds: +load.copySeconds.toFixed(2),
      rowsSeconds: load.rowsSeconds === null ? null : +load.rowsSeconds.toFixed(2),
      vocabularySeconds: load.vocabularySeconds === null ? null : +load.vocabularySeconds.toFixed(2),
      indexSeconds: load.indexSeconds === null ? null : +load.indexSeconds.toFixed(2),
      indexesRebuilt: load.indexesRebuilt,
      vacuumSeconds: +load.vacuumSeconds.toFixed(2),
      counts: load.counts,
      fastVocabulary: !!o.fastVocabulary,
      keepIndexes: !!o.keepIndexes,
    };
    log(`loaded in ${load.copySeconds.toFixed(1)} s (+ VACUUM ANALYZE ${load.vacuumSeconds.toFixed(1)} s): ${JSON.stringify(load.counts)}`);
    let baselineUrl = null;
    if (o.baseline) {
      baselineUrl = db.url;
      await pool.end();
      db.url = await copyForThisBuild(db);
      pool = new Pool({ connectionString: db.url, max: 4, options: plannerOptions(DIST) });
      pool.on('error', (e) => log(`idle database connection error: ${e.message}`));
    }

    let sangam = null;
    let ceiling = null;
    const startSangam = async (main, name, extraEnv = {}, databaseUrl = db.url) => {
      const port = await freePort();
      return startBenchServer(
        [...(o.serverArgs ?? []), main],
        { port, databaseUrl, dataDir: path.join(tmp, `${name}-data`), adminPassword: 'bench-admin-password', extraEnv },
        name,
      );
    };
    let variant = null;
    let baseline = null;
    const varied = o.only.has('varied');
    if (o.only.has('api') || o.only.has('lighthouse') || varied) {
      sangam = await startSangam(MAIN, 'sangam');
      if (o.variant && (o.only.has('api') || varied)) variant = await startSangam(o.variant.main, o.variant.name, o.variantEnv ?? {});
      // The baseline build without its public read cache, on its own database: the database-bound path A/B.
      if (o.baseline && varied)
        baseline = await startSangam(path.join(o.baseline, 'main.js'), 'baseline-nocache', { PUBLIC_CACHE_MB: '0' }, baselineUrl);
      await new Promise((r) => setTimeout(r, 1000));
      results.memory = { idleRssMb: +rssMb(sangam.proc.pid).toFixed(1) };
      log(`Sangam up at ${sangam.url} (pool ${10}), idle RSS ${results.memory.idleRssMb} MB`);
    }

    if (o.hold) {
      log(`holding: Sangam ${sangam?.url ?? '(not started)'}, DATABASE_URL ${db.url}; Ctrl-C / SIGTERM to stop`);
      await new Promise(() => undefined);
    }
    const LISTING = '/api/events';
    const SEARCH = '/api/events?search=diwali';
    // Varied traffic: distinct listing and search requests, each scenario drawn Zipf-like (lib/varied.js).
    const variedSets = varied ? { listing: listingRequests(240), search: searchRequests(searchQueries(o.searchQueries)) } : null;
    if ((o.only.has('api') && o.only.has('ceiling')) || varied) {
      const { svc } = queryService(pool);
      const routes = {};
      routes[LISTING] = await svc.listSql({});
      routes[SEARCH] = await svc.listSql({ search: 'diwali' });
      // The card-sized listing the public site asks for (fields=card), the same SQL on the ceiling.
      routes[`${LISTING}?fields=card`] = await svc.listSql({ fields: 'card' });
      for (const r of variedSets ? [...variedSets.listing, ...variedSets.search] : []) routes[r.path] = await svc.listSql(r.query);
      {
        const port = await freePort();
        const specFile = path.join(tmp, 'ceiling-routes.json');
        fs.writeFileSync(specFile, JSON.stringify({ databaseUrl: db.url, port, poolSize: 10, routes }));
        ceiling = forkNode(
          path.join(__dirname, 'ceiling-server.js'),
          [specFile],
          { PATH: process.env.PATH, NODE_ENV: 'production' },
          'ceiling',
        );
        ceiling.url = `http://127.0.0.1:${port}`;
        await waitForStatus(`${ceiling.url}${LISTING}`, { timeoutMs: 20000, proc: ceiling.proc });
        results.byteEquality = [];
        // A listing, a search and an event's detail (the ceiling runs the same detail statement).
        for (const route of [LISTING, SEARCH, `/api/events/${load.sampleIds[0]}`]) {
          const [a, b] = await Promise.all([fetch(sangam.url + route), fetch(ceiling.url + route)]);
          const [ab, bb] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
          const equal =
            a.status === 200 &&
            b.status === 200 &&
            Buffer.from(ab).equals(Buffer.from(bb)) &&
            a.headers.get('x-total-count') === b.headers.get('x-total-count');
          results.byteEquality.push({
            route,
            equal,
            bytes: ab.byteLength,
            ceilingBytes: bb.byteLength,
            total: a.headers.get('x-total-count'),
          });
          log(
            `  byte-equality ${route}: ${equal ? 'identical' : 'DIFFERENT'} (${ab.byteLength} / ${bb.byteLength} bytes, total ${a.headers.get('x-total-count')})`,
          );
          if (!equal)
            throw new Error(
              `Sangam and the ceiling answer ${route} differently: ${firstDifference(Buffer.from(ab).toString(), Buffer.from(bb).toString())}`,
            );
        }
      }
    }
    if (o.only.has('api')) {
      const ids = load.sampleIds;
      // One id after another, the same sequence for Sangam and for the ceiling.
      const byId = (base) => {
        let i = 0;
        return {
          url: base,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/events/${ids[i++ % ids.length]}` }) }],
        };
      };
      const creates = await createScenarios(sangam.url, 'bench-admin-password');
      const scenarios = [
        ['default listing', { url: sangam.url + LISTING }, ceiling && { url: ceiling.url + LISTING }],
        ["search 'diwali'", { url: sangam.url + SEARCH }, ceiling && { url: ceiling.url + SEARCH }],
        ...(o.only.has('levers')
          ? [
              // The yardstick for cached answers: the same bytes held in memory by a raw node:http server.
              [
                'in-memory ceiling: default listing (same bytes, no database, no framework)',
                { url: sangam.url + LISTING },
                ceiling && { url: `${ceiling.url}/memory${LISTING}` },
              ],
              [
                'lever: default listing, gzip (Accept-Encoding: gzip)',
                { url: sangam.url + LISTING, headers: { 'accept-encoding': 'gzip' } },
                null,
              ],
              [
                'default listing, card rows (fields=card)',
                { url: `${sangam.url}${LISTING}?fields=card` },
                ceiling && { url: `${ceiling.url}${LISTING}?fields=card` },
              ],
            ]
          : []),
        ["typo search 'navaratri garbha'", { url: `${sangam.url}/api/events?search=navaratri%20garbha` }, null],
        ['city + category', { url: `${sangam.url}/api/events?city=Dallas&category=Religious%20Festivals` }, null],
        ['event detail', byId(sangam.url), ceiling && byId(ceiling.url)],
        // Every create here is held (a new organization, near-duplicate titles) and mails "held for review". Not with
        // --baseline and varied traffic: the baseline reads its own copy of the rows, which would then lack these events.
        ...(baseline
          ? []
          : [
              ['organizer create-event', creates.held, null],
              // An approved organization's distinct events, which go live at once.
              ['organizer create-event, approved organization', creates.live, null],
            ]),
      ];
      results.api = [];
      for (const [name, sOpts, cOpts] of scenarios) {
        for (const c of o.connections) {
          if (sOpts)
            results.api.push(await measure(name, 'sangam', c, sOpts, o, c === Math.max(...o.connections) ? sangam.proc.pid : null));
          if (variant && sOpts && !sOpts.requests && cOpts)
            results.api.push(
              await measure(
                name,
                o.variant.name,
                c,
                { ...sOpts, url: sOpts.url.replace(sangam.url, variant.url) },
                o,
                c === Math.max(...o.connections) ? variant.proc.pid : null,
              ),
            );
          if (cOpts) results.api.push(await measure(name, 'ceiling', c, cOpts, o, null));
        }
      }
      const under = results.api.filter((r) => r.server === 'sangam' && r.maxRssMb !== null).map((r) => r.maxRssMb);
      results.memory.maxRssUnderLoadMb = under.length ? Math.max(...under) : null;
      if (variant) {
        const v = results.api.filter((r) => r.server === o.variant.name && r.maxRssMb !== null).map((r) => r.maxRssMb);
        results.memory.variant = { name: o.variant.name, maxRssUnderLoadMb: v.length ? Math.max(...v) : null };
      }
    }

    if (varied) results.varied = await variedTraffic({ sangam, variant, baseline, ceiling, sets: variedSets, o });

    if (o.only.has('lighthouse')) {
      log('Lighthouse (mobile preset)');
      try {
        const withPhoto = await eventWithPhoto(sangam.url);
        results.lighthouse = await lighthouseRuns(
          [
            ['home', `${sangam.url}/`],
            ['event detail', `${sangam.url}/event/${load.sampleIds[0]}`],
            ['event detail with a photo flyer', `${sangam.url}/event/${withPhoto}`],
            ['admin login', `${sangam.url}/admin/login`],
          ],
          o.lighthouseRuns,
        );
      } catch (e) {
        results.lighthouse = { error: e.message };
        log(`  lighthouse failed: ${e.message}`);
      }
    }
    if (sangam) await sangam.stop();
    if (variant) await variant.stop();
    if (baseline) await baseline.stop();
    if (ceiling) await ceiling.stop();

    if (o.only.has('search')) {
      if (o.only.has('api')) {
        // The create-event scenario has just added tens of thousands of rows: plans are read on a
        // settled table, as autovacuum leaves it (visibility map and statistics up to date).
        log('VACUUM ANALYZE after the API scenarios');
        await pool.query('VACUUM ANALYZE events');
        await pool.query('VACUUM ANALYZE organizations');
      }
      log('search at scale: EXPLAIN (ANALYZE, BUFFERS) of every query shape, and varied searches');
      results.search = await searchAtScale(pool, load.sampleIds, o);
      log(
        `  ${results.search.queries.count} searches: p50 ${results.search.queries.p50} ms, p95 ${results.search.queries.p95} ms; seq scans: ${
          results.search.shapes
            .filter((s) => s.seqScanOnEvents)
            .map((s) => s.name)
            .join(', ') || 'none'
        }`,
      );
    }
    if (o.only.has('frontend')) results.frontend = frontendBudgets();
    if (o.only.has('startup')) {
      log('start-up times');
      results.startup = await startupRuns(tmp);
    }
  } finally {
    onSignalCleanup = null;
    await cleanup();
  }

  results.machine.loadAverageAtEnd = os.loadavg().map((x) => +x.toFixed(2));
  if (o.quick) {
    const out = o.out ?? path.join(os.tmpdir(), 'sangam-bench-quick.md');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out.replace(/\.md$/, '') + '.json', JSON.stringify(results, null, 2));
    fs.writeFileSync(out, renderReport([results], { quick: true }));
    log(`quick report written to ${out}`);
  } else {
    const dir = path.join(__dirname, 'results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `bench-${o.events}.json`);
    // A partial run (--only) keeps the sections of an earlier run it did not redo.
    const earlier = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    // A partial run (no api section) over an earlier full run replaces only the sections it measured.
    const partial = !o.only.has('api') && earlier.load;
    const sections = ['search', 'varied', 'frontend', 'lighthouse', 'startup'].filter((k) => results[k] !== undefined);
    if (results.search) results.search.command = results.command;
    if (results.search) results.search.machine = results.machine;
    const merged = partial ? { ...earlier, ...Object.fromEntries(sections.map((k) => [k, results[k]])) } : { ...earlier, ...results };
    // Every run loads the data: keep each load time with the machine's load average at the time (noisy machine).
    const thisLoad = {
      copySeconds: results.load.copySeconds,
      loadAverage: results.machine.loadAverageAtStart[0],
      date: results.machine.date,
      command: results.command,
    };
    merged.loadRuns = [
      ...(partial
        ? (earlier.loadRuns ??
          (earlier.load
            ? [
                {
                  copySeconds: earlier.load.copySeconds,
                  loadAverage: earlier.machine?.loadAverageAtStart?.[0],
                  date: earlier.machine?.date,
                  command: earlier.command,
                },
              ]
            : []))
        : []),
      thisLoad,
    ];
    fs.writeFileSync(file, JSON.stringify(merged, null, 2));
    const doc = o.out ?? path.join(ROOT, 'docs/performance-runs.md');
    writeDoc(doc, dir);
    log(`results in ${path.relative(ROOT, file)}; tables written to ${path.relative(ROOT, doc)}`);
  }
}

let stopping = false;
let onSignalCleanup = null;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    log(`${sig}: stopping servers`);
    (onSignalCleanup ?? stopAll)().finally(() => process.exit(130));
  });
}

main().then(
  () => process.exit(0),
  async (e) => {
    log(`FAILED: ${e instanceof Error ? e.stack : require('node:util').inspect(e, { depth: 0 })}`);
    await stopAll();
    process.exit(1);
  },
);
