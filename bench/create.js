'use strict';
/**
 * Create-event throughput and server memory, A/B in one run (issue 25).
 *
 *   node bench/create.js [--events 100000] [--baseline OTHER/backend/dist] [--variant-env K=V,…]
 *       [--server-args '--cpu-prof --cpu-prof-dir=DIR'] [--rounds 3] [--duration 10] [--warmup 2] [--connections 1,32,128] [--scenarios held,live] [--out FILE.json]
 *
 * Loads the bench's synthetic events (lib/data.js) and starts this build's server; with --baseline also another
 * build's (on a database of its own, migrated by that build and loaded by that checkout's bench/lib/data.js); with --variant-env also a second copy of this build with that environment (same database).
 * Each round runs every scenario (held: a new organization's near-duplicate events, held for review with their mail;
 * live: an approved organization's distinct events) at every connection count on every server, the servers' order
 * alternating from round to round. Per row: requests/s, p50/p99, the server's and PostgreSQL's CPU time per create
 * (from /proc), the 1-minute load average. Each server's RSS is read when idle (after start and a pause) and sampled
 * during its rows at the highest connection count.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');
const { Pool } = require('pg');
const { loadData, migrateWith } = require('./lib/data');
const { startBenchServer, freePort, stopAll, rssMb } = require('./lib/proc');
const { createScenarios } = require('./lib/create');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'backend/dist');
const ADMIN_PASSWORD = 'bench-admin-password';

function parseArgs(argv) {
  const o = { events: 100_000, rounds: 3, duration: 10, warmup: 2, connections: [1, 32, 128], scenarios: ['held', 'live'] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === '--events') o.events = Number(next());
    else if (a === '--baseline') o.baseline = path.resolve(next());
    else if (a === '--variant-env')
      o.variantEnv = Object.fromEntries(
        next()
          .split(',')
          .map((kv) => [kv.split('=')[0], kv.split('=').slice(1).join('=')]),
      );
    else if (a === '--rounds') o.rounds = Number(next());
    else if (a === '--duration') o.duration = Number(next());
    else if (a === '--warmup') o.warmup = Number(next());
    else if (a === '--connections') o.connections = next().split(',').map(Number);
    else if (a === '--scenarios') o.scenarios = next().split(',');
    else if (a === '--out') o.out = path.resolve(next());
    else if (a === '--server-args') o.serverArgs = next().split(' ').filter(Boolean);
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

const log = (m) => process.stderr.write(`[create ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const TICK_MS = 10; // USER_HZ is 100 on Linux: one clock tick is 10 ms

/** CPU time (ms) of a process from /proc/PID/stat (user + system). */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of the PostgreSQL cluster's processes by pid: the postmaster and the processes it started. */
function clusterCpu(postmasterPid) {
  const byPid = new Map([[postmasterPid, cpuMs(postmasterPid)]]);
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmasterPid) byPid.set(Number(d), cpuMs(Number(d)));
    } catch {
      // the process ended meanwhile
    }
  }
  return byPid;
}

/** CPU time the cluster spent between two clusterCpu readings (processes that ended meanwhile are not counted). */
function clusterCpuMs(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function runCannon(opts) {
  return new Promise((resolve, reject) => autocannon({ timeout: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}

async function startServer(main, name, url, tmp, extraEnv = {}, nodeArgs = []) {
  const port = await freePort();
  const srv = await startBenchServer(
    [...nodeArgs, main],
    { port, databaseUrl: url, dataDir: path.join(tmp, `${name}-data`), adminPassword: ADMIN_PASSWORD, extraEnv },
    name,
  );
  srv.name = name;
  return srv;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-create-'));
  const stop = async () => {
    await stopAll();
    await cluster?.stop?.().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  let cluster = null;
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stop().then(() => process.exit(143)));
  try {
    const { startEmbeddedCluster, ensureDatabase } = require(path.join(DIST, 'database/embedded-postgres.js'));
    cluster = await startEmbeddedCluster({ baseDir: path.join(tmp, 'db'), log });
    // Each build's database migrated by that build and loaded by that checkout's loader (same seeded data).
    const loadInto = async (dist, database, loader) => {
      await ensureDatabase(cluster.url('postgres'), database);
      await migrateWith(dist, cluster.url(database));
      const pool = new Pool({ connectionString: cluster.url(database), max: 2 });
      const load = await loader(pool, o.events, { log });
      await pool.end();
      log(`${database}: loaded ${o.events} events in ${load.copySeconds.toFixed(1)} s`);
      return cluster.url(database);
    };
    const builds = [];
    if (o.baseline) {
      const baselineLoader = require(path.resolve(o.baseline, '../../bench/lib/data.js')).loadData;
      builds.push({
        name: 'baseline',
        main: path.join(o.baseline, 'main.js'),
        url: await loadInto(o.baseline, 'bench_baseline', baselineLoader),
      });
    }
    builds.push({ name: 'sangam', main: path.join(DIST, 'main.js'), url: await loadInto(DIST, 'bench', loadData) });
    if (o.variantEnv) builds.push({ ...builds[builds.length - 1], name: 'sangam-variant', env: o.variantEnv });
    const postmasterPid = Number(fs.readFileSync(path.join(tmp, 'db/pg/postmaster.pid'), 'utf8').split('\n')[0]);

    const servers = [];
    for (const b of builds) {
      const srv = await startServer(b.main, b.name, b.url, tmp, b.env, o.serverArgs);
      await new Promise((r) => setTimeout(r, 3000));
      srv.idleRssMb = +rssMb(srv.proc.pid).toFixed(1);
      srv.scenarios = await createScenarios(srv.url, ADMIN_PASSWORD);
      srv.peakRssMb = 0;
      log(`${b.name} (pid ${srv.proc.pid}) up at ${srv.url}, idle RSS ${srv.idleRssMb} MB`);
      servers.push(srv);
    }

    const rows = [];
    const top = Math.max(...o.connections);
    for (let round = 1; round <= o.rounds; round++) {
      const order = round % 2 ? servers : [...servers].reverse();
      for (const scenario of o.scenarios) {
        for (const c of o.connections) {
          for (const srv of order) {
            const opts = srv.scenarios[scenario];
            await runCannon({ ...opts, connections: c, duration: o.warmup });
            const samples = [];
            const timer = c === top ? setInterval(() => samples.push(rssMb(srv.proc.pid) ?? 0), 100) : null;
            const [node0, pg0] = [cpuMs(srv.proc.pid), clusterCpu(postmasterPid)];
            const [live0, held0] = [opts.outcomes.live, opts.outcomes.held];
            const r = await runCannon({ ...opts, connections: c, duration: o.duration });
            const [node1, pg1] = [cpuMs(srv.proc.pid), clusterCpu(postmasterPid)];
            if (timer) clearInterval(timer);
            await fetch(`${srv.url}/api/health`).then((x) => x.arrayBuffer());
            const n = Math.max(1, r.requests.total);
            const row = {
              round,
              scenario,
              server: srv.name,
              connections: c,
              rps: +(r.requests.total / o.duration).toFixed(1),
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
              live: opts.outcomes.live - live0,
              held: opts.outcomes.held - held0,
              nodeCpuMs: +((node1 - node0) / n).toFixed(2),
              pgCpuMs: +(clusterCpuMs(pg0, pg1) / n).toFixed(2),
              load1: +os.loadavg()[0].toFixed(1),
              peakRssMb: samples.length ? +Math.max(...samples).toFixed(1) : null,
            };
            if (row.peakRssMb) srv.peakRssMb = Math.max(srv.peakRssMb, row.peakRssMb);
            rows.push(row);
            log(
              `r${round} ${scenario} c=${c} [${srv.name}]: ${row.rps} req/s p50 ${row.p50} p99 ${row.p99} ms non2xx ${row.non2xx} live/held ${row.live}/${row.held} cpu/create node ${row.nodeCpuMs} pg ${row.pgCpuMs} ms load ${row.load1}${row.peakRssMb ? ` rss≤${row.peakRssMb}` : ''}`,
            );
          }
        }
      }
    }
    const summary = servers.map((s) => ({ server: s.name, idleRssMb: s.idleRssMb, peakRssMb: s.peakRssMb }));
    console.log('| scenario | connections | server | req/s (rounds) | median | CPU/create node + pg ms | load |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const scenario of o.scenarios)
      for (const c of o.connections)
        for (const s of servers) {
          const rs = rows.filter((r) => r.scenario === scenario && r.connections === c && r.server === s.name);
          const rps = rs.map((r) => r.rps);
          const med = [...rps].sort((a, b) => a - b)[Math.floor(rps.length / 2)];
          const cpu = rs.map((r) => `${r.nodeCpuMs}+${r.pgCpuMs}`).join(', ');
          console.log(`| ${scenario} | ${c} | ${s.name} | ${rps.join(' / ')} | ${med} | ${cpu} | ${rs.map((r) => r.load1).join(' / ')} |`);
        }
    for (const s of summary) console.log(`memory ${s.server}: idle ${s.idleRssMb} MB, peak at ${top} connections ${s.peakRssMb} MB`);
    if (o.out) fs.writeFileSync(o.out, JSON.stringify({ options: o, rows, memory: summary }, null, 2));
  } finally {
    await stop();
  }
}

main().catch((e) => {
  log(`FAILED: ${e?.stack ?? e}`);
  process.exitCode = 1;
});
