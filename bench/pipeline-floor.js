#!/usr/bin/env node
// The most any cached answer can reach on this machine through an Express pipeline (issue 36's cached-read figure):
// one held body answered by raw node:http, by bare Express, and by Express with the middleware Sangam runs in front of
// every answer (request log, body parsers, helmet, CORS, compression: the same libraries in app.setup.ts's order).
// No database and no Nest: Sangam's cached answers do strictly more than the third server.
//   node bench/pipeline-floor.js [--bytes 10000] [--duration 8] [--connections 32] [--rounds 3]
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const { randomUUID } = require('crypto');
const backend = (m) => require(require.resolve(m, { paths: [path.join(__dirname, '../backend')] }));
const express = backend('express');
const helmet = backend('helmet');
const cors = backend('cors');
const compression = backend('compression');
const pinoHttp = backend('pino-http');
const autocannon = require('autocannon');

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const o = { bytes: arg('bytes', 10000), duration: arg('duration', 8), connections: arg('connections', 32), rounds: arg('rounds', 3) };
const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, o.bytes - 11)) }));

function raw() {
  return http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
}

function viaExpress(withMiddleware) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // Sangam's cached bodies carry their ETag computed once
  if (withMiddleware) {
    // At the bench's LOG_LEVEL (warn), with a request id per answer as Sangam's logger gives.
    const genReqId = (_req, res) => {
      const id = randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    };
    const log = pinoHttp({ level: 'warn', genReqId, quietReqLogger: true }, fs.createWriteStream('/dev/null'));
    app.use((req, res, next) => log(req, res, next));
    app.use(express.json({ limit: '1mb' }));
    app.use(express.urlencoded({ extended: false, limit: '100kb' }));
    app.use(helmet({ crossOriginEmbedderPolicy: false }));
    app.use(cors({ origin: (_origin, cb) => cb(null, true), credentials: true }));
    app.use(compression({ threshold: 1024 }));
  }
  app.get('/api/events/:id', (_req, res) => {
    res.set('content-type', 'application/json; charset=utf-8');
    res.end(body);
  });
  return http.createServer(app);
}

async function measure(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/api/events/0b7c6f7e-4d1a-4a3e-9d6e-2f1f0c3b9a11`;
  await autocannon({ url, connections: o.connections, duration: 1 });
  const r = await autocannon({ url, connections: o.connections, duration: o.duration });
  await new Promise((resolve) => server.close(resolve));
  return r.requests.average;
}

(async () => {
  const servers = {
    'raw node:http': raw,
    'bare Express': () => viaExpress(false),
    "Express + Sangam's middleware": () => viaExpress(true),
  };
  const seen = Object.fromEntries(Object.keys(servers).map((k) => [k, []]));
  // Alternating rounds, so the machine's load falls on every server alike.
  for (let round = 0; round < o.rounds; round++) for (const [name, make] of Object.entries(servers)) seen[name].push(await measure(make()));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const rawMedian = median(seen['raw node:http']);
  console.log(
    `${body.length}-byte body, ${o.connections} connections, ${o.rounds} rounds of ${o.duration} s, load ${require('os').loadavg()[0].toFixed(1)}`,
  );
  for (const [name, xs] of Object.entries(seen))
    console.log(
      `${name.padEnd(32)} median ${Math.round(median(xs))} req/s (${xs.map(Math.round).join(', ')}), ${(median(xs) / rawMedian).toFixed(2)}× raw`,
    );
})();
