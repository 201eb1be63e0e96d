#!/usr/bin/env node
'use strict';
/**
 * The visitors' listing shapes of issue 21, uncached, at the database: at least 200 distinct filter
 * combinations (metros, ZIP codes with 10/25/50-mile radii, near, date chips, categories, free,
 * distance sort, card rows) on the bench's synthetic events, placed as the app places them. Each
 * combination runs once per round (no cache can hide it), its page and its count, as the API runs them.
 *
 *   npm run build && node bench/visitors.js [--events 100000] [--rounds 3] [--connections 1,32]
 *
 * Starts its own embedded PostgreSQL in a temporary directory and removes it at the end. Figures: docs/performance.md.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Pool } = require('pg');
const { loadData, mulberry32, CATEGORIES, PRESET_CITIES, OTHER_CITIES } = require('./lib/data');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'backend/dist');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const EVENTS = Number(arg('events', 100_000));
const ROUNDS = Number(arg('rounds', 3));
const CONNECTIONS = String(arg('connections', '1,32')).split(',').map(Number);
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

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-visitors-bench-'));
  const { startEmbeddedCluster, ensureDatabase } = require(path.join(DIST, 'database/embedded-postgres.js'));
  const { createDataSource, runMigrationsLocked } = require(path.join(DIST, 'database/data-source.js'));
  const { placeColumns } = require(path.join(DIST, 'places/index.js'));
  const { EventsQueryService } = require(path.join(DIST, 'events/events-query.service.js'));
  const { EventsRepository } = require(path.join(DIST, 'events/events.repository.js'));
  const { EventSearchService } = require(path.join(DIST, 'events/event-search.js'));
  const cluster = await startEmbeddedCluster({ baseDir: path.join(tmp, 'db'), log: () => undefined });
  try {
    await ensureDatabase(cluster.url('postgres'), 'bench');
    const url = cluster.url('bench');
    const ds = createDataSource({ url, poolSize: 2, applicationName: 'bench-migrate' });
    await ds.initialize();
    await runMigrationsLocked(ds);
    await ds.destroy();
    const pool = new Pool({ connectionString: url, max: Math.max(...CONNECTIONS) });
    pool.on('error', () => undefined); // idle connections closed by the cluster's stop at the end
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
    const dsLike = { query: async (sql, params) => (await pool.query(sql, params)).rows };
    const noCache = { enabled: false, version: async () => '0', get: (_k, _v, compute) => compute() };
    const svc = new EventsQueryService(new EventsRepository(dsLike), new EventSearchService(dsLike), noCache);
    const combos = combinations();
    log(`${combos.length} distinct combinations, ${ROUNDS} rounds`);
    const results = {};
    for (const conns of CONNECTIONS) {
      const times = [];
      let bytes = 0;
      let rowsOut = 0;
      for (let round = 0; round < ROUNDS; round++) {
        let next = 0;
        const worker = async () => {
          while (next < combos.length) {
            const q = combos[next++];
            const t0 = performance.now();
            const page = await svc.listPage(q).catch((e) => {
              throw new Error(`${JSON.stringify(q)}: ${e.message}`);
            });
            times.push(performance.now() - t0);
            bytes += page.page.body.length;
            rowsOut += JSON.parse(page.page.body).length;
          }
        };
        await Promise.all(Array.from({ length: conns }, worker));
      }
      times.sort((a, b) => a - b);
      results[conns] = {
        requests: times.length,
        p50: +pct(times, 50).toFixed(1),
        p95: +pct(times, 95).toFixed(1),
        p99: +pct(times, 99).toFixed(1),
        bytesPerCard: rowsOut ? Math.round(bytes / rowsOut) : null,
      };
      log(`${conns} connection(s):`, JSON.stringify(results[conns]));
    }
    console.log(JSON.stringify({ events: EVENTS, combinations: combos.length, rounds: ROUNDS, load: os.loadavg(), results }, null, 2));
    await pool.end();
  } finally {
    await cluster.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
