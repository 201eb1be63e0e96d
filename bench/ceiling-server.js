'use strict';
/**
 * The physical ceiling: a minimal raw node:http + pg server that runs the SAME SQL statements
 * as Sangam's GET /api/events (page of rows and total, as Sangam sends them, on a pool of the same size) and
 * answers the SAME JSON bytes. No framework, no validation, no middleware.
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
const { toCard, toEvent } = require(path.resolve(__dirname, '../backend/dist/events/event-rows.js'));
require(path.resolve(__dirname, '../backend/dist/places')).loadPlaces();

async function answer(key, route) {
  const { rows, total } = await queryListing(pool, route);
  return { body: Buffer.from(JSON.stringify(rows.map(route.cards ? toCard : toEvent))), total: String(total) };
}
const inMemory = new Map();

const server = http.createServer(async (req, res) => {
  const memory = req.url.startsWith('/memory/');
  const key = memory ? req.url.slice('/memory'.length) : req.url;
  const route = spec.routes[key];
  if (!route) {
    res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end('{"statusCode":404}');
    return;
  }
  try {
    let a = memory ? inMemory.get(key) : undefined;
    if (!a) {
      a = await answer(key, route);
      if (memory) inMemory.set(key, a);
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': a.body.length, 'X-Total-Count': a.total });
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
