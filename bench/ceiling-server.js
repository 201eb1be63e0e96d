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
 *   routes.json = { databaseUrl, port, poolSize, routes: { "<request path+query>": { rows, rowsParams, count, countParams, totalInRows } } }
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { Pool } = require('pg');
const { timeZoneForState } = require(path.resolve(__dirname, '../backend/dist/common/us-states.js'));
const { queryListing } = require('./lib/listing');

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pool = new Pool({ connectionString: spec.databaseUrl, max: spec.poolSize ?? 10 });
pool.on('error', () => undefined);

// Same mapping as toEvent in backend/src/events/events-query.service.ts.
function toEvent(r) {
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? null,
    organizationId: r.organizationId ?? null,
    category: r.category,
    date: r.date,
    startTime: r.startTime,
    endTime: r.endTime ?? null,
    venue: r.venue,
    city: r.city,
    state: r.state,
    price: r.price === null || r.price === undefined ? null : Number(r.price),
    priceText: r.priceText ?? null,
    isFree: r.isFree,
    ticketUrl: r.ticketUrl ?? null,
    imageUrl: r.imageUrl ?? null,
    isApproved: r.isApproved,
    timeZone: timeZoneForState(r.state),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    organization: r.org_id
      ? { id: r.org_id, name: r.org_name, website: r.org_website ?? null, contactEmail: r.org_contactEmail ?? null }
      : null,
  };
}

async function answer(route) {
  const { rows, total } = await queryListing(pool, route);
  return { body: Buffer.from(JSON.stringify(rows.map(toEvent))), total: String(total) };
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
      a = await answer(route);
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
