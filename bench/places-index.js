#!/usr/bin/env node
'use strict';
/**
 * Radius search on 100,000 synthetic events: a btree on (latitude, longitude) with a box prefilter
 * against a GiST index on cube/earthdistance's ll_to_earth(latitude, longitude), and no index at all.
 * Figures are in docs/places.md.
 *
 *   npm run build && node bench/places-index.js [--rows 100000] [--queries 200]
 *
 * Starts its own embedded PostgreSQL in a temporary directory and removes it at the end.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { Client } = require('pg');

const ROOT = path.resolve(__dirname, '..');
const { startEmbeddedCluster } = require(path.join(ROOT, 'backend/dist/database/embedded-postgres.js'));
const { boundingBox } = require(path.join(ROOT, 'backend/dist/places/geo.js'));
const zipData = require(path.join(ROOT, 'backend/src/places/data/zip-centroids.json'));
const cbsaData = require(path.join(ROOT, 'backend/src/places/data/cbsas.json'));

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ROWS = arg('rows', 100_000);
const QUERIES = arg('queries', 200);
// earthdistance measures on a sphere of earth() = 6,378,168 m; the app's haversine on the mean radius
// (3958.7613 miles = 6,371,008.8 m). Scaling the radius by their ratio makes both select the same rows.
const MILES_TO_EARTH_METERS = 1609.344 * (6378168 / 6371008.8);

// Deterministic pseudo-random numbers, so runs compare.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

/** ZIP codes grouped by CBSA, and a picker that chooses a metro by population then one of its ZIPs. */
function zipPicker() {
  const byCbsa = new Map();
  for (const row of zipData.rows) {
    const [, , , lat, lng, , cbsa] = row.split('|');
    if (!cbsa) continue;
    if (!byCbsa.has(cbsa)) byCbsa.set(cbsa, []);
    byCbsa.get(cbsa).push({ latitude: Number(lat), longitude: Number(lng), cbsa });
  }
  const metros = cbsaData.rows.map((r) => r.split('|')).filter((f) => byCbsa.has(f[0]));
  const total = metros.reduce((s, f) => s + Number(f[3]), 0);
  return () => {
    let x = rand() * total;
    for (const f of metros) {
      x -= Number(f[3]);
      if (x <= 0) {
        const zips = byCbsa.get(f[0]);
        return zips[Math.floor(rand() * zips.length)];
      }
    }
    return byCbsa.get(metros[0][0])[0];
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(client, sql, params) {
  const t = process.hrtime.bigint();
  const r = await client.query(sql, params);
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, rows: r.rows };
}

const HAVERSINE = `(2 * 3958.7613 * asin(sqrt(power(sin(radians(latitude - $1) / 2), 2)
  + cos(radians($1)) * cos(radians(latitude)) * power(sin(radians(longitude - $2) / 2), 2))))`;

const VARIANTS = {
  'no index (sequential scan)': {
    table: 'ev_plain',
    where: `${HAVERSINE} <= $3`,
    distance: HAVERSINE,
    params: (c, r) => [c.latitude, c.longitude, r],
  },
  'btree (latitude, longitude) + box': {
    table: 'ev_btree',
    where: `latitude BETWEEN $4 AND $5 AND longitude BETWEEN $6 AND $7 AND ${HAVERSINE} <= $3`,
    distance: HAVERSINE,
    params: (c, r) => {
      const b = boundingBox(c, r);
      return [c.latitude, c.longitude, r, b.minLatitude, b.maxLatitude, b.minLongitude, b.maxLongitude];
    },
  },
  'GiST ll_to_earth (cube/earthdistance)': {
    table: 'ev_gist',
    where: `earth_box(ll_to_earth($1, $2), $3 * ${MILES_TO_EARTH_METERS}) @> ll_to_earth(latitude, longitude)
      AND earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) <= $3 * ${MILES_TO_EARTH_METERS}`,
    distance: `earth_distance(ll_to_earth($1, $2), ll_to_earth(latitude, longitude)) / ${MILES_TO_EARTH_METERS}`,
    params: (c, r) => [c.latitude, c.longitude, r],
  },
};

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-places-bench-'));
  const cluster = await startEmbeddedCluster({ baseDir: dir });
  const client = new Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS cube; CREATE EXTENSION IF NOT EXISTS earthdistance');
    const pick = zipPicker();
    const cols = 'id int, date date, latitude double precision, longitude double precision, metro text, title text';
    await client.query(`CREATE TABLE ev_src (${cols})`);
    const batch = 5000;
    for (let start = 0; start < ROWS; start += batch) {
      const values = [];
      for (let i = start; i < Math.min(ROWS, start + batch); i++) {
        const z = pick();
        const lat = z.latitude + (rand() - 0.5) * 0.04;
        const lng = z.longitude + (rand() - 0.5) * 0.04;
        const day = Math.floor(rand() * 400) - 30;
        values.push(`(${i}, current_date + ${day}, ${lat.toFixed(5)}, ${lng.toFixed(5)}, '${z.cbsa}', repeat('x', 120))`);
      }
      await client.query(`INSERT INTO ev_src VALUES ${values.join(',')}`);
    }
    for (const v of Object.values(VARIANTS)) await client.query(`CREATE TABLE ${v.table} AS SELECT * FROM ev_src`);
    for (const t of ['ev_plain', 'ev_btree', 'ev_gist']) await client.query(`CREATE INDEX ON ${t} (date)`);
    const built = {};
    let t = Date.now();
    await client.query('CREATE INDEX ev_btree_ll ON ev_btree (latitude, longitude)');
    built.btree = Date.now() - t;
    t = Date.now();
    await client.query('CREATE INDEX ev_gist_ll ON ev_gist USING gist (ll_to_earth(latitude, longitude))');
    built.gist = Date.now() - t;
    for (const t of ['ev_plain', 'ev_btree', 'ev_gist']) await client.query(`VACUUM ANALYZE ${t}`);
    const size = async (name) => (await client.query(`SELECT pg_size_pretty(pg_relation_size('${name}')) s`)).rows[0].s;

    const centres = Array.from({ length: QUERIES }, (_, i) => ({ ...pick(), radius: [10, 25, 50][i % 3] }));
    const shapes = {
      'count within radius': (v) => `SELECT count(*) FROM ${v.table} WHERE date >= current_date AND ${v.where}`,
      'first 20 by date': (v) => `SELECT id FROM ${v.table} WHERE date >= current_date AND ${v.where} ORDER BY date, id LIMIT 20`,
      'first 20 by distance': (v) =>
        `SELECT id, ${v.distance} AS d FROM ${v.table} WHERE date >= current_date AND ${v.where} ORDER BY d, id LIMIT 20`,
    };
    const lines = [
      `${ROWS.toLocaleString('en-US')} events, ${QUERIES} centres (ZIP codes chosen by metro population), radius 10/25/50 miles, upcoming only; one connection, milliseconds`,
      '',
      '| query | index | p50 | p95 | max | rows matched (median) |',
      '| --- | --- | --- | --- | --- | --- |',
    ];
    for (const [shape, sqlOf] of Object.entries(shapes)) {
      const counts = {};
      for (const [name, v] of Object.entries(VARIANTS)) {
        const sql = sqlOf(v);
        for (const c of centres.slice(0, 10)) await client.query(sql, v.params(c, c.radius)); // warm the cache
        const ms = [];
        const matched = [];
        for (const c of centres) {
          const r = await timed(client, sql, v.params(c, c.radius));
          ms.push(r.ms);
          if (shape === 'count within radius') matched.push(Number(r.rows[0].count));
        }
        if (matched.length) counts[name] = matched;
        ms.sort((a, b) => a - b);
        const med = matched.length ? [...matched].sort((a, b) => a - b)[Math.floor(matched.length / 2)] : '';
        lines.push(
          `| ${shape} | ${name} | ${percentile(ms, 50).toFixed(2)} | ${percentile(ms, 95).toFixed(2)} | ${ms[ms.length - 1].toFixed(2)} | ${med} |`,
        );
      }
      // Both indexed forms must find exactly what the sequential scan finds.
      const [ref, ...others] = Object.values(counts);
      for (const o of others) if (o && o.some((n, i) => n !== ref[i])) throw new Error(`${shape}: an index variant found other rows`);
    }
    const plan = async (v) =>
      (await client.query(`EXPLAIN ${shapes['count within radius'](v)}`, v.params(centres[0], 25))).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    lines.push(
      '',
      `Index size: btree ${await size('ev_btree_ll')} (built in ${built.btree} ms), GiST ${await size('ev_gist_ll')} (built in ${built.gist} ms).`,
      '',
      'btree plan:',
      '```',
      await plan(VARIANTS['btree (latitude, longitude) + box']),
      '```',
      'GiST plan:',
      '```',
      await plan(VARIANTS['GiST ll_to_earth (cube/earthdistance)']),
      '```',
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await client.end();
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`${e.stack ?? e}\n`);
  process.exit(1);
});
