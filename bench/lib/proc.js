'use strict';
/** Child processes the bench starts: every one is stopped at the end, on error and on signals. */
const { spawn, fork } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');

const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = srv.address().port;
      srv.close(() => resolve(port));
    });
  });
}

function track(proc, name) {
  let out = '';
  proc.stdout?.on('data', (d) => (out = (out + d).slice(-20000)));
  proc.stderr?.on('data', (d) => (out = (out + d).slice(-20000)));
  const entry = {
    proc,
    name,
    output: () => out,
    stop: (timeoutMs = 20000) =>
      new Promise((resolve) => {
        children.delete(entry);
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
        const t = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
        proc.once('exit', (code) => {
          clearTimeout(t);
          resolve(code);
        });
        proc.kill('SIGTERM');
      }),
  };
  children.add(entry);
  proc.once('exit', () => children.delete(entry));
  return entry;
}

function spawnNode(args, env, name) {
  return track(spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] }), name);
}

function forkNode(script, args, env, name) {
  return track(fork(script, args, { env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }), name);
}

async function stopAll() {
  await Promise.all([...children].map((c) => c.stop()));
}

async function waitForStatus(url, { timeoutMs = 60000, intervalMs = 25, proc } = {}) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (proc && (proc.exitCode !== null || proc.signalCode !== null))
      throw new Error(`process exited (${proc.exitCode ?? proc.signalCode}) before ${url} answered 200`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await r.arrayBuffer();
      if (r.status === 200) return;
      last = `status ${r.status}`;
    } catch (e) {
      last = e.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${last})`);
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** The environment of a Sangam server started by a bench: production mode, no demo data, scheduler or rate limits. */
function benchServerEnv({ port, databaseUrl, dataDir, adminPassword, extraEnv = {} }) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-jwt-secret-0123456789abcdef',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    ENABLE_SCHEDULER: 'false',
    // The load scenarios send thousands of writes from one address and one organizer.
    RATE_LIMITS: 'false',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
}

/** Spawns a Sangam server (`args` to node, env from benchServerEnv) and waits until it is healthy; its url in `.url`. */
async function startBenchServer(args, env, name) {
  const srv = spawnNode(args, benchServerEnv(env), name);
  srv.url = `http://127.0.0.1:${env.port}`;
  try {
    await waitForStatus(`${srv.url}/api/health`, { timeoutMs: 60000, proc: srv.proc });
  } catch (e) {
    throw new Error(`${e.message}\n${srv.output().slice(-3000)}`, { cause: e });
  }
  return srv;
}

module.exports = { benchServerEnv, startBenchServer, freePort, spawnNode, forkNode, stopAll, waitForStatus, rssMb, children };
