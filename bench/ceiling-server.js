'use strict';
/**
 * The physical ceiling: a minimal raw node:http + pg server that runs the SAME SQL statements
 * as Sangam's GET /api/events (page of rows and total, as Sangam sends them, on a pool of the same size) and
 * answers the SAME JSON bytes. No framework, no validation, no middleware.
 *
 * `/api/events/<id>` runs Sangam's detail statement and answers the same JSON as its GET /api/events/:id (404 for an
 * event the public cannot see), uncached.
 *
 * `/memory<route>` answers the same bytes computed once and then held in memory (no database at
 * all): the most any server on this machine can do for that answer, the yardstick for Sangam's
 * cached answers.
 *
 * Usage (the bench starts it): node bench/ceiling-server.js <routes.json>
 *   routes.json = { databaseUrl, port, poolSize, routes: { "<request path+query>": { rows, rowsParams, count, countParams, prepared } } }
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { Pool } = require('pg');
const { queryListing } = require('./lib/listing');
const { plannerOptions } = require('./lib/data');

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
// The same session settings as Sangam's connections (its planner costs).
const pool = new Pool({
  connectionString: spec.databaseUrl,
  max: spec.poolSize ?? 10,
  options: plannerOptions(path.resolve(__dirname, '../backend/dist')),
});
pool.on('error', () => undefined);

// The API's own row mappers (full rows and cards), so the ceiling answers the same bytes.
const { toCard, toDetail, toEvent, isVisibleRow } = require(path.resolve(__dirname, '../backend/dist/events/event-rows.js'));
const { DETAIL_SQL } = require(path.resolve(__dirname, '../backend/dist/events/event-listing.sql.js'));
const DETAIL_PATH = /^\/api\/events\/([0-9a-f-]{36})$/;
require(path.resolve(__dirname, '../backend/dist/places')).loadPlaces();

async function detail(id) {
  const { rows } = await pool.query(DETAIL_SQL, [id]);
  return rows[0] && isVisibleRow(rows[0]) ? { body: Buffer.from(JSON.stringify(toDetail(rows[0], false))) } : null;
}

async function answer(key, route) {
  const { rows, total } = await queryListing(pool, route);
  return { body: Buffer.from(JSON.stringify(rows.map(route.cards ? toCard : toEvent))), total: String(total) };
}
const inMemory = new Map();

const server = http.createServer(async (req, res) => {
  const memory = req.url.startsWith('/memory/');
  const key = memory ? req.url.slice('/memory'.length) : req.url;
  const id = memory ? undefined : DETAIL_PATH.exec(key)?.[1];
  const route = spec.routes[key];
  try {
    let a = memory ? inMemory.get(key) : undefined;
    if (!a && id) a = await detail(id);
    else if (!a && route) {
      a = await answer(key, route);
      if (memory) inMemory.set(key, a);
    }
    if (!a) {
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"statusCode":404}');
      return;
    }
    const total = a.total === undefined ? {} : { 'X-Total-Count': a.total };
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': a.body.length, ...total });
    res.end(a.body);
  } catch (e) {
    res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ statusCode: 500, message: e.message }));
  }
});
server.keepAliveTimeout = 65_000;
server.listen(spec.port, '127.0.0.1', () => process.send?.('ready'));
const stop = () => server.close(() => pool.end().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
