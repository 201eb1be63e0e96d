#!/usr/bin/env node
'use strict';
/**
 * The visitors' listing shapes of issue 21, uncached, at the database: at least 200 distinct filter
 * combinations (metros, ZIP codes with 10/25/50-mile radii, near, date chips, categories, free,
 * distance sort, card rows) on the bench's synthetic events, placed as the app places them. Each
 * combination runs once per round (no cache can hide it), its page and its count, as the API runs them.
 *
 *   npm run build && node bench/visitors.js [--events 100000] [--rounds 3] [--warmup 4] [--connections 1,32] [--pool 10]
 *     [--baseline /other/checkout/backend/dist] [--explain 10] [--data-dir DIR]
 *
 * --baseline: A/B in one run. The database is migrated and loaded by the baseline build, copied (CREATE
 * DATABASE … TEMPLATE) and the copy migrated by this build; every round runs the baseline's service on
 * the original and this build's on the copy, alternating, after checking that both answer every
 * combination with the same body and total. Requests share a pool of --pool database connections (the server's
 * DB_POOL_SIZE), each connection first warmed past PostgreSQL's five custom plans of every statement (warmConnections),
 * as a running server's connections are; --warmup untimed rounds at each connection count. --explain N: the N slowest combinations (this build), their
 * statement (the page with its total) timed alone, with EXPLAIN (ANALYZE, BUFFERS).
 * Starts its own embedded PostgreSQL in a temporary directory and removes it at the end (--data-dir: in DIR,
 * kept, and loaded only the first time). Figures: docs/performance.md.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Pool } = require('pg');
const { loadData, migrateWith, plannerOptions, mulberry32, CATEGORIES, PRESET_CITIES, OTHER_CITIES } = require('./lib/data');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'backend/dist');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const EVENTS = Number(arg('events', 100_000));
const ROUNDS = Number(arg('rounds', 3));
const WARMUP = Number(arg('warmup', 4));
const POOL = Number(arg('pool', 10));
const CONNECTIONS = String(arg('connections', '1,32')).split(',').map(Number);
const BASELINE = arg('baseline', null) && path.resolve(arg('baseline'));
const EXPLAIN = Number(arg('explain', 0));
const DATA_DIR = arg('data-dir', null) && path.resolve(arg('data-dir'));
/** Idle connections (and the plans of their prepared statements) kept as long as the server's pool keeps them. */
const IDLE_MS = 300_000;
const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ymd = (d) => d.toISOString().slice(0, 10);

/** Date chips as the site computes them: today, this weekend, next 7 days, this month. */
function dateChips(now = new Date()) {
  const day = (n) => ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n)));
  const toSat = (6 - now.getUTCDay() + 7) % 7;
  const endOfMonth = ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)));
  return [
    {},
    { from: day(0), to: day(0) },
    { from: day(toSat), to: day(toSat + 1) },
    { from: day(0), to: day(7) },
    { from: day(0), to: endOfMonth },
  ];
}

/** At least 200 distinct listing queries, as the public site sends them. */
function combinations() {
  const rnd = mulberry32(21);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const metros = ['dallas-fort-worth', 'houston', 'austin', 'chicago', 'bay-area', 'new-york', 'atlanta', 'washington-dc'];
  const zips = [
    '08817',
    '08830',
    '07306',
    '75062',
    '75074',
    '75034',
    '77478',
    '94538',
    '94087',
    '60540',
    '30097',
    '10001',
    '11355',
    '20850',
  ];
  const chips = dateChips();
  const seen = new Set();
  const out = [];
  while (out.length < 240) {
    const where = rnd();
    const q = { sortBy: 'date', sortOrder: 'asc', fields: 'card', limit: 24, offset: 0 };
    if (where < 0.4) q.metro = pick(metros);
    else if (where < 0.8) Object.assign(q, { zip: pick(zips), radius: String(pick([10, 25, 50])) });
    else
      Object.assign(q, { near: `${(30 + rnd() * 12).toFixed(2)},${(-120 + rnd() * 46).toFixed(2)}`, radius: String(pick([10, 25, 50])) });
    Object.assign(q, pick(chips));
    if (rnd() < 0.3) q.category = pick(CATEGORIES)[0];
    if (rnd() < 0.25) q.free = true;
    if ((q.zip || q.near) && rnd() < 0.3) {
      q.sortBy = 'distance';
      delete q.sortOrder;
    }
    if (rnd() < 0.15) q.offset = 24 * Math.floor(1 + rnd() * 3);
    const key = JSON.stringify(q);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(q);
    }
  }
  return out;
}

/** This build's (or the baseline's) listing service on database `url`. */
function listingService(dist, pool) {
  const { EventsQueryService } = require(path.join(dist, 'events/events-query.service.js'));
  const { EventsRepository } = require(path.join(dist, 'events/events.repository.js'));
  const { EventSearchService } = require(path.join(dist, 'events/event-search.js'));
  // Its pool as the DataSource's driver pool: prepared statements as in the server (generatedQuery).
  const dsLike = { query: async (sql, params) => (await pool.query(sql, params)).rows, driver: { master: pool } };
  const noCache = { enabled: false, version: async () => '0', get: (_k, _v, compute) => compute() };
  return new EventsQueryService(new EventsRepository(dsLike), new EventSearchService(dsLike), noCache);
}

/**
 * Every connection of the pool past PostgreSQL's first five runs of each listing statement (custom plans, planned each
 * time), as a long-running server's connections are: each statement text the combinations use, six times on each
 * connection under the name the service prepares it by, cycling through that text's combinations.
 */
async function warmConnections(dist, svc, pool, combos) {
  const { generatedStatementName } = require(path.join(dist, 'common/prepared-query.js'));
  const byText = new Map();
  for (const q of combos) {
    const sql = await svc.listSql(q);
    for (const [text, values] of [
      [sql.rows, sql.rowsParams],
      [sql.count, sql.countParams],
    ]) {
      if (!sql.prepared) continue;
      if (!byText.has(text)) byText.set(text, []);
      byText.get(text).push(values);
    }
  }
  const clients = await Promise.all(Array.from({ length: POOL }, () => pool.connect()));
  try {
    await Promise.all(
      clients.map(async (client) => {
        for (const [text, params] of byText) {
          const name = generatedStatementName(text);
          for (let i = 0; i < 6; i++) await client.query({ name, text, values: params[i % params.length] });
        }
      }),
    );
  } finally {
    for (const c of clients) c.release();
  }
  return byText.size;
}

const rowCounts = new Map();
/** A listing page's JSON (listPage's serialized body; earlier builds answered the text, or the body under `page`). */
const bodyOf = (page) => String(page.json ?? page.page?.body ?? page.body.body);

/** A combination's listing shape: one metro, a region (several metros), a radius by date or by distance. */
const shapeOf = (q) =>
  q.metro ? (q.metro === 'bay-area' ? 'region' : 'metro') : q.sortBy === 'distance' ? 'radius by distance' : 'radius by date';

/** One round: every combination once through `svc.listPage`, `conns` at a time; pushes each request's ms (and by shape). */
async function round(svc, combos, conns, times, sizes, byShape = {}) {
  let next = 0;
  const worker = async () => {
    while (next < combos.length) {
      const q = combos[next++];
      const t0 = performance.now();
      const page = await svc.listPage(q).catch((e) => {
        throw new Error(`${JSON.stringify(q)}: ${e.message}`);
      });
      const ms = performance.now() - t0;
      times.push(ms);
      (byShape[shapeOf(q)] ??= []).push(ms);
      const body = bodyOf(page);
      sizes.bytes += Buffer.byteLength(body);
      // Counted once per combination: parsing every body would load the event loop the requests share.
      if (!rowCounts.has(q)) rowCounts.set(q, JSON.parse(body).length);
      sizes.rows += rowCounts.get(q);
    }
  };
  await Promise.all(Array.from({ length: conns }, worker));
}

const summary = (times, sizes) => {
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: +pct(times, 50).toFixed(1),
    p95: +pct(times, 95).toFixed(1),
    p99: +pct(times, 99).toFixed(1),
    mean: +(times.reduce((a, b) => a + b, 0) / times.length).toFixed(2),
    bytesPerCard: sizes.rows ? Math.round(sizes.bytes / sizes.rows) : null,
  };
};

/** Median of three timings of one statement. */
async function timed(pool, sql, params) {
  const t = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await pool.query(sql, params);
    t.push(performance.now() - t0);
  }
  return t.sort((a, b) => a - b)[1];
}

/** The `n` slowest combinations on `svc`: the page (which carries the total) timed, and its plan. */
async function explainSlowest(svc, pool, combos, n) {
  const measured = [];
  let sum = 0;
  for (const q of combos) {
    const sql = await svc.listSql(q);
    const ms = await timed(pool, sql.rows, sql.rowsParams);
    sum += ms;
    measured.push({ q, sql, ms });
  }
  log(`statements alone, mean over ${combos.length}: ${(sum / combos.length).toFixed(2)} ms`);
  measured.sort((a, b) => b.ms - a.ms);
  for (const m of measured.slice(0, n)) {
    console.log(`\n=== ${JSON.stringify(m.q)}: ${m.ms.toFixed(1)} ms`);
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${m.sql.rows}`, m.sql.rowsParams);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}

/** Loads the bench's events into `pool`'s database, placed as the app places them. */
async function load(pool) {
  const { placeColumns } = require(path.join(DIST, 'places/index.js'));
  // Placed as every write places them (placeColumns of their city), at load time: a row trigger reads
  // the bench's cities from a side table and jitters each event within a few miles (an UPDATE of
  // 100,000 indexed rows afterwards costs more than the load); 5% run several days.
  const cities = [...PRESET_CITIES, ...OTHER_CITIES].map(([city, state]) => ({ city, state, ...placeColumns({ city, state }) }));
  await pool.query('CREATE TABLE bench_places (city text, state text, lat float8, lng float8, metro text, PRIMARY KEY (city, state))');
  await pool.query(`INSERT INTO bench_places SELECT * FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::text[])`, [
    cities.map((p) => p.city),
    cities.map((p) => p.state),
    cities.map((p) => p.latitude),
    cities.map((p) => p.longitude),
    cities.map((p) => p.metro),
  ]);
  await pool.query(`CREATE FUNCTION bench_place() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      SELECT p.lat + (random() - 0.5) * 0.2, p.lng + (random() - 0.5) * 0.2, p.metro INTO NEW.latitude, NEW.longitude, NEW.metro
        FROM bench_places p WHERE p.city = NEW.city AND p.state = NEW.state;
      IF random() < 0.05 THEN NEW."endDate" := NEW.date + (1 + floor(random() * 9))::int; END IF;
      RETURN NEW;
    END $$`);
  await pool.query('CREATE TRIGGER bench_place BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION bench_place()');
  log(`loading ${EVENTS} events`);
  await loadData(pool, EVENTS, { log });
  await pool.query('DROP TRIGGER bench_place ON events');
  await pool.query('VACUUM ANALYZE events');
  await pool.query('CREATE TABLE bench_loaded (events int)');
}

async function main() {
  const tmp = DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-visitors-bench-'));
  const { startEmbeddedCluster, ensureDatabase } = require(path.join(DIST, 'database/embedded-postgres.js'));
  const cluster = await startEmbeddedCluster({ baseDir: path.join(tmp, 'db'), log: () => undefined });
  const pools = [];
  try {
    await ensureDatabase(cluster.url('postgres'), 'bench');
    const url = cluster.url('bench');
    await migrateWith(BASELINE ?? DIST, url);
    // The load copies on two connections at once.
    const pool = new Pool({ connectionString: url, max: Math.max(2, POOL), idleTimeoutMillis: IDLE_MS, options: plannerOptions(DIST) });
    pools.push(pool);
    pool.on('error', () => undefined); // idle connections closed by the cluster's stop at the end
    const loaded = (await pool.query(`SELECT to_regclass('bench_loaded') IS NOT NULL AS yes`)).rows[0].yes;
    if (!loaded) await load(pool);
    const builds = [];
    if (BASELINE) {
      // The same rows for both builds: a file-level copy, then this build's migrations on the copy.
      await pool.end();
      pools.length = 0;
      const admin = new Pool({ connectionString: cluster.url('postgres'), max: 1 });
      await admin.query('DROP DATABASE IF EXISTS bench_new');
      await admin.query('CREATE DATABASE bench_new TEMPLATE bench');
      await admin.end();
      const t0 = performance.now();
      await migrateWith(DIST, cluster.url('bench_new'));
      log(`this build's migrations on the copy: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      for (const [name, dist, db] of [
        ['baseline', BASELINE, 'bench'],
        ['this build', DIST, 'bench_new'],
      ]) {
        const p = new Pool({ connectionString: cluster.url(db), max: POOL, idleTimeoutMillis: IDLE_MS, options: plannerOptions(dist) });
        p.on('error', () => undefined);
        pools.push(p);
        await p.query('VACUUM ANALYZE events');
        builds.push({ name, dist, pool: p, svc: listingService(dist, p) });
      }
    } else {
      builds.push({ name: 'this build', dist: DIST, pool, svc: listingService(DIST, pool) });
    }
    const combos = combinations();
    log(`${combos.length} distinct combinations, ${ROUNDS} rounds after ${WARMUP}, pool ${POOL}, ${builds.map((b) => b.name).join(' / ')}`);
    if (builds.length === 2) {
      let differ = 0;
      for (const q of combos) {
        const [a, b] = await Promise.all(builds.map((x) => x.svc.listPage(q)));
        if (bodyOf(a) !== bodyOf(b) || a.total !== b.total || a.capped !== b.capped) {
          differ++;
          if (differ <= 5) console.log(`differs: ${JSON.stringify(q)} totals ${a.total}/${b.total} capped ${a.capped}/${b.capped}`);
        }
      }
      log(`answers compared: ${combos.length - differ} identical, ${differ} different`);
      if (differ) process.exitCode = 2;
    }
    for (const b of builds) {
      const t0 = performance.now();
      const texts = await warmConnections(b.dist, b.svc, b.pool, combos);
      log(`${b.name}: ${texts} statement texts warmed on ${POOL} connections in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const results = {};
    for (const conns of CONNECTIONS) {
      const acc = builds.map(() => ({ times: [], sizes: { bytes: 0, rows: 0 }, byShape: {} }));
      const loads = [];
      for (let r = 0; r < WARMUP; r++) {
        for (const b of builds) await round(b.svc, combos, conns, [], { bytes: 0, rows: 0 });
      }
      for (let r = 0; r < ROUNDS; r++) {
        // Alternating, the order swapped every round.
        const order = r % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
        for (const i of order) await round(builds[i].svc, combos, conns, acc[i].times, acc[i].sizes, acc[i].byShape);
        loads.push(os.loadavg()[0]);
      }
      results[conns] = Object.fromEntries(
        builds.map((b, i) => [
          b.name,
          {
            ...summary(acc[i].times, acc[i].sizes),
            shapes: Object.fromEntries(Object.entries(acc[i].byShape).map(([k, t]) => [k, summary(t, { rows: 0 })])),
          },
        ]),
      );
      results[conns].load = loads.map((l) => +l.toFixed(1));
      log(`${conns} connection(s):`, JSON.stringify(results[conns]));
    }
    console.log(
      JSON.stringify(
        { events: EVENTS, combinations: combos.length, rounds: ROUNDS, warmup: WARMUP, pool: POOL, load: os.loadavg(), results },
        null,
        2,
      ),
    );
    if (EXPLAIN) {
      for (const b of builds) {
        log(`slowest combinations, ${b.name}`);
        await explainSlowest(b.svc, b.pool, combos, b === builds[builds.length - 1] ? EXPLAIN : 0);
      }
    }
  } finally {
    for (const p of pools) await p.end().catch(() => undefined);
    await cluster.stop();
    if (!DATA_DIR) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

module.exports = { combinations, listingService };
