// @serial: asserts how fast a killed postmaster comes back.
import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { platformBinariesDir } from '../src/database/embedded-postgres';
import { waitForExit } from './support/server-process';

/**
 * The embedded cluster's own lifecycle (what `npm start` does without DATABASE_URL): a stale
 * postmaster.pid naming an unrelated live process is told from a live cluster; a postmaster that dies
 * is restarted with crash recovery; one that cannot come back is reported (the app then exits non-zero).
 * The cluster runs in a child process (the built backend/dist module: embedded-postgres is an ES module
 * that jest's module loader cannot load), which reports on stdout, one JSON object a line.
 */
const DIST = path.resolve(__dirname, '../dist/database/embedded-postgres.js');
const CHILD = `
const { startEmbeddedCluster } = require(${JSON.stringify(DIST)});
const say = (o) => process.stdout.write(JSON.stringify(o) + '\\n');
startEmbeddedCluster({ baseDir: process.env.BASE_DIR, log: (log) => say({ log }), onLost: (lost) => say({ lost }), restartWithinMs: 4000 }).then(
  (c) => {
    say({ url: c.url('postgres'), port: c.port });
    process.on('SIGTERM', () => c.stop().then(() => process.exit(0)));
  },
  (e) => { say({ error: e.message }); process.exit(1); },
);`;

interface ClusterChild {
  proc: ChildProcess;
  events: Array<{ log?: string; lost?: string; url?: string; port?: number; error?: string }>;
  logs: () => string;
  waitFor: (pred: (e: ClusterChild['events'][number]) => boolean, ms: number) => Promise<ClusterChild['events'][number]>;
}

function startCluster(baseDir: string): ClusterChild {
  const proc = spawn(process.execPath, ['-e', CHILD], { env: { ...process.env, BASE_DIR: baseDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  const events: ClusterChild['events'] = [];
  let rest = '';
  proc.stdout!.on('data', (d) => {
    const lines = (rest + d).split('\n');
    rest = lines.pop()!;
    for (const l of lines) if (l.trim()) events.push(JSON.parse(l));
  });
  const waitFor: ClusterChild['waitFor'] = async (pred, ms) => {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      const e = events.find(pred);
      if (e) return e;
    }
    throw new Error(`not seen within ${ms} ms; the cluster said:\n${events.map((e) => JSON.stringify(e)).join('\n')}`);
  };
  return { proc, events, waitFor, logs: () => events.map((e) => e.log ?? '').join('\n') };
}

describe('embedded PostgreSQL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-embedded-'));
  const pgDir = path.join(dir, 'pg');
  let cluster: ClusterChild | null = null;
  let url = '';
  const others: ChildProcess[] = [];
  /** The user the cluster runs as: the `postgres` system user when the tests run as root. */
  const asClusterUser = (): { uid?: number; gid?: number } => {
    if (process.getuid?.() !== 0) return {};
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
    };
  };
  const postmasterPid = () => Number(fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const sql = async (q: string) => {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    await c.connect();
    try {
      return (await c.query(q)).rows;
    } finally {
      await c.end();
    }
  };
  const ready = async (c: ClusterChild) => {
    const e = await c.waitFor((x) => !!x.url || !!x.error, 120000);
    if (e.error) throw new Error(e.error);
    url = e.url!;
    return e;
  };
  const stop = async (c: ClusterChild | null) => {
    if (!c || c.proc.exitCode !== null) return c?.proc.exitCode;
    c.proc.kill('SIGTERM');
    return waitForExit(c.proc, 30000);
  };

  afterAll(async () => {
    await stop(cluster);
    for (const p of others) p.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts although postmaster.pid names an unrelated live process of the cluster user, and leaves that process alone', async () => {
    cluster = startCluster(dir);
    const { port } = await ready(cluster);
    await sql("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before the restarts')");
    expect(await stop(cluster)).toBe(0);
    // After a reboot the PID in the lock file can belong to anything; here a `sleep` of the same user.
    const unrelated = spawn('sleep', ['120'], { ...asClusterUser(), stdio: 'ignore' });
    others.push(unrelated);
    const lock = path.join(pgDir, 'postmaster.pid');
    const started = Math.floor(Date.now() / 1000);
    fs.writeFileSync(lock, `${unrelated.pid}\n${pgDir}\n${started}\n${port}\n${pgDir}\n127.0.0.1\n  5432001  0\nready   \n`, {
      mode: 0o600,
    });
    const { uid, gid } = asClusterUser();
    if (uid !== undefined) fs.chownSync(lock, uid, gid!);
    // PostgreSQL on its own refuses to start on this lock file (what start-up used to run into).
    const binary = path.join(platformBinariesDir()!, 'bin', 'postgres');
    const plain = spawnSync(binary, ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses='], { ...asClusterUser(), timeout: 15000 });
    expect(plain.stderr.toString()).toContain('lock file "postmaster.pid" already exists');

    cluster = startCluster(dir);
    await ready(cluster);
    expect(await sql('SELECT note FROM kept')).toEqual([{ note: 'before the restarts' }]);
    expect(cluster.logs()).toMatch(/removing a stale postmaster\.pid in .*: pid \d+ is not a PostgreSQL server of it \(sleep 120\)/);
    expect(alive(unrelated.pid!)).toBe(true);
    expect(postmasterPid()).not.toBe(unrelated.pid);
  }, 180000);

  it('a running cluster is not mistaken for a stale lock: a second start on the same directory is refused', async () => {
    const second = startCluster(dir);
    const e = await second.waitFor((x) => !!x.url || !!x.error, 60000);
    expect(e.error).toMatch(/is in use by another running instance \(pid \d+\)/);
    expect(await waitForExit(second.proc, 10000)).toBe(1);
    expect(await sql('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  }, 60000);

  it('kill -9 of the postmaster: restarted with crash recovery within 10 s, committed data kept', async () => {
    await sql("INSERT INTO kept VALUES ('committed just before the kill')");
    const pid = postmasterPid();
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    await cluster!.waitFor((x) => /is running again/.test(x.log ?? ''), 10000);
    const backMs = Date.now() - killedAt;
    expect((await sql('SELECT note FROM kept ORDER BY note')).map((r) => r.note)).toEqual([
      'before the restarts',
      'committed just before the kill',
    ]);
    expect(postmasterPid()).not.toBe(pid);
    expect(cluster!.logs()).toContain('embedded PostgreSQL stopped unexpectedly (SIGKILL): restarting it (crash recovery)');
    expect(cluster!.logs()).toMatch(/embedded PostgreSQL is running again \(\d+\.\d s after it stopped, attempt \d+\)/);
    expect(backMs).toBeLessThan(10000);
    expect(cluster!.events.filter((x) => x.lost)).toEqual([]);
  }, 60000);

  it('a postmaster that cannot come back within the limit is reported as lost', async () => {
    const port = cluster!.events.find((x) => x.port)!.port!;
    process.kill(postmasterPid(), 'SIGKILL');
    // Something else takes the cluster's port as soon as it is free, so every restart fails.
    const blocker = net.createServer();
    for (let i = 0; ; i++) {
      const ok = await new Promise<boolean>((resolve) => {
        blocker.once('error', () => resolve(false));
        blocker.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (ok) break;
      if (i > 200) throw new Error('the port stayed taken');
      await new Promise((r) => setTimeout(r, 5));
    }
    try {
      const lost = await cluster!.waitFor((x) => !!x.lost, 15000);
      expect(lost.lost).toMatch(/^embedded PostgreSQL could not be restarted within 4 s: /);
      expect(cluster!.logs()).toMatch(/restart attempt 1 failed/);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
    // Once reported lost, no attempt still under way starts a postmaster on the port now free.
    await new Promise((r) => setTimeout(r, 2000));
    await expect(sql('SELECT 1')).rejects.toThrow();
    expect(await stop(cluster)).toBe(0);
    cluster = null;
  }, 60000);
});
