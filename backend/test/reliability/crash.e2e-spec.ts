import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestDatabase } from '../support/pg-cluster';
import { waitForExit, waitForHealthy } from '../support/server-process';
import {
  alive,
  embeddedUrl,
  figure,
  FULL,
  mixedWriteLoad,
  postmasterPid,
  Proc,
  query,
  sleep,
  spawnServer,
  startAndWait,
  stopServer,
  writeLoad,
} from './support';

/**
 * Crash without loss: under a steady write load (contact messages, 201 = stored), kill -9 the
 * server (restarted by the test) or the embedded PostgreSQL's postmaster (restarted by the app);
 * every acknowledged write is present exactly once, and the app is healthy again in time.
 */
const LOAD_MS = FULL ? 15000 : 3000;

async function verify(dbUrl: string, acked: Set<string>) {
  const rows = await query<{ marker: string; n: string }>(
    dbUrl,
    `SELECT substring(message from 'Durability check (crash-[^ ]+)') AS marker, count(*) AS n FROM contact_messages
      WHERE message LIKE 'Durability check crash-%' GROUP BY 1`,
  );
  const counts = new Map(rows.map((r) => [r.marker, Number(r.n)]));
  const missing = [...acked].filter((m) => !counts.has(m));
  const duplicated = rows.filter((r) => Number(r.n) > 1).map((r) => r.marker);
  return { missing, duplicated, stored: rows.length };
}

describe('crash without loss', () => {
  const procs: Proc[] = [];
  // What the server said about its database, printed when a test fails (a failure in CI must say what the app saw).
  let failureContext: (() => string) | null = null;
  afterAll(async () => {
    for (const p of procs) if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
  });

  it('kill -9 of the server under write load: every acknowledged write present once; healthy again within 20 s', async () => {
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-crash-'));
    try {
      const env = { DATABASE_URL: db.url, DATA_DIR: dataDir };
      let srv = await startAndWait(env);
      procs.push(srv);
      const load = writeLoad(() => srv.url, 8);
      await sleep(LOAD_MS);
      srv.proc.kill('SIGKILL');
      await waitForExit(srv.proc, 5000);
      const ackedAtKill = load.acked.size;
      const t0 = Date.now();
      const next = await spawnServer(env, srv.port);
      procs.push(next);
      srv = next as typeof srv;
      await waitForHealthy(next.url, 20000, next.proc);
      const recoveryMs = Date.now() - t0;
      await sleep(FULL ? 5000 : 1000); // the load keeps going against the restarted server
      await load.stop();
      const v = await verify(db.url, load.acked);
      figure('crash-kill-server', {
        acknowledged: load.acked.size,
        acknowledgedBeforeKill: ackedAtKill,
        ...load.outcomes,
        recoveryMs,
        missing: v.missing.length,
        duplicated: v.duplicated.length,
      });
      expect(ackedAtKill).toBeGreaterThan(20);
      expect(v.missing).toEqual([]);
      expect(v.duplicated).toEqual([]);
      expect(load.outcomes.errorStatus).toBe(0); // while down: refused connections, never an error answer
      expect(recoveryMs).toBeLessThan(20000);
      await stopServer(next);
    } finally {
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120000);

  it('kill -9 of the embedded PostgreSQL under write load: restarted by the app, 2xx again within 10 s, 503s meanwhile, no acknowledged write lost', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-crash-pg-'));
    try {
      const env = { DATA_DIR: dataDir }; // no DATABASE_URL: the embedded cluster
      const srv = await startAndWait(env, undefined, 120000);
      procs.push(srv);
      failureContext = () =>
        srv
          .output()
          .split('\n')
          .filter((l) => l.includes('PostgreSQL') || l.includes('"level":50'))
          .map((l) => l.slice(0, 400))
          .join('\n');
      const load = writeLoad(() => srv.url, 8);
      // Beside the contact messages, every other kind of write (statuses only: none may be a 5xx but 503).
      const mixed = await mixedWriteLoad(() => srv.url, 6);
      expect(mixed.ready).toBe(true);
      await sleep(LOAD_MS);
      const pm = postmasterPid(dataDir);
      const ackedAtKill = load.acked.size;
      const killedAt = Date.now();
      process.kill(pm, 'SIGKILL');
      // The app restarts its cluster itself (crash recovery): the first 2xx of the health check, which reads the database,
      // once the app has said so (just after the kill, a backend not yet gone can still answer the health check).
      let recoveryMs = -1;
      while (Date.now() - killedAt < 15000) {
        const ok =
          srv.output().includes('embedded PostgreSQL is running again') &&
          (await fetch(`${srv.url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
            (r) => r.status === 200,
            () => false,
          ));
        if (ok) {
          recoveryMs = Date.now() - killedAt;
          break;
        }
        await sleep(50);
      }
      const ackedAtRecovery = load.acked.size;
      if (recoveryMs < 0) {
        await Promise.all([load.stop(), mixed.stop()]);
        const said = srv
          .output()
          .split('\n')
          .filter((l) => !l.includes('"level":30'))
          .slice(-30)
          .map((l) => l.slice(0, 400));
        throw new Error(`not healthy within 15 s of the kill; the app said last:\n${said.join('\n')}`);
      }
      await sleep(FULL ? 5000 : 1500); // the load goes on against the restarted database
      await Promise.all([load.stop(), mixed.stop()]);
      const v = await verify(embeddedUrl(dataDir), load.acked);
      figure('crash-kill-postgres-writes', mixed.statuses);
      const serverErrors = Object.entries(mixed.statuses).flatMap(([kind, st]) =>
        Object.keys(st)
          .filter((x) => Number(x) >= 500 && x !== '503')
          .map((x) => `${kind}: ${x}`),
      );
      if (serverErrors.length)
        process.stdout.write(
          `[server log]\n${srv
            .output()
            .split('\n')
            .filter((l) => l.includes('unexpected error'))
            .join('\n')}\n`,
        );
      expect(serverErrors).toEqual([]);
      // Each kind really wrote at least once (a 4xx for every request would prove nothing).
      const neverWrote = Object.entries(mixed.statuses)
        .filter(([, st]) => !Object.keys(st).some((x) => x.startsWith('2')))
        .map(([kind]) => kind);
      expect(neverWrote).toEqual([]);
      figure('crash-kill-postgres', {
        acknowledged: load.acked.size,
        acknowledgedBeforeKill: ackedAtKill,
        acknowledgedAfterRecovery: load.acked.size - ackedAtRecovery,
        ...load.outcomes,
        errorStatuses: load.errorStatuses,
        recoveryMs,
        missing: v.missing.length,
        duplicated: v.duplicated.length,
      });
      expect(recoveryMs).toBeGreaterThan(0);
      expect(recoveryMs).toBeLessThan(10000);
      expect(srv.output()).toContain('embedded PostgreSQL stopped unexpectedly (SIGKILL): restarting it (crash recovery)');
      expect(srv.proc.exitCode).toBeNull(); // the same process, not restarted
      // While down: 503 only (an unexpected error's log line says what it was).
      expect(
        srv
          .output()
          .split('\n')
          .filter((l) => l.includes('unexpected error')),
      ).toEqual([]);
      expect(Object.keys(load.errorStatuses).filter((st) => st !== '503')).toEqual([]);
      expect(ackedAtKill).toBeGreaterThan(20);
      expect(load.acked.size - ackedAtRecovery).toBeGreaterThan(0);
      expect(v.missing).toEqual([]);
      expect(v.duplicated).toEqual([]);
      expect(postmasterPid(dataDir)).not.toBe(pm);
      expect(alive(postmasterPid(dataDir))).toBe(true);
      expect(await stopServer(srv)).toBe(0);
    } catch (e) {
      if (failureContext) process.stdout.write(`[server said]\n${failureContext()}\n`);
      throw e;
    } finally {
      failureContext = null;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180000);

  (FULL ? it : it.skip)(
    'an embedded PostgreSQL that cannot come back within a minute: the app exits non-zero',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-crash-pg-lost-'));
      const blocker = net.createServer();
      try {
        const srv = await startAndWait({ DATA_DIR: dataDir }, undefined, 120000);
        procs.push(srv);
        const port = Number(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8'));
        const killedAt = Date.now();
        process.kill(postmasterPid(dataDir), 'SIGKILL');
        // Another program takes the cluster's port as soon as it is free: every restart fails.
        for (
          let i = 0;
          !(await new Promise<boolean>((r) => blocker.once('error', () => r(false)).listen(port, '127.0.0.1', () => r(true))));
          i++
        ) {
          if (i > 200) throw new Error('the port stayed taken');
          await sleep(5);
        }
        const code = await waitForExit(srv.proc, 90000);
        const exitedAfterMs = Date.now() - killedAt;
        figure('crash-postgres-lost', { exitCode: code, exitedAfterMs });
        expect(code).toBe(1);
        expect(exitedAfterMs).toBeGreaterThanOrEqual(60000);
        expect(exitedAfterMs).toBeLessThan(75000);
        expect(srv.output()).toMatch(/embedded PostgreSQL could not be restarted within 60 s: .*; exiting/);
      } finally {
        await new Promise((r) => blocker.close(r));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180000,
  );
});
