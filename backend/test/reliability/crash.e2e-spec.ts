import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestDatabase } from '../support/pg-cluster';
import { waitForExit, waitForHealthy } from '../support/server-process';
import {
  alive,
  embeddedUrl,
  figure,
  FULL,
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
 * server, or the embedded PostgreSQL's postmaster; restart; every acknowledged write is present
 * exactly once, and the app is healthy again within 20 s.
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

  it('kill -9 of the embedded PostgreSQL under write load: 503s meanwhile, restart, no acknowledged write lost, healthy within 20 s', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-crash-pg-'));
    try {
      const env = { DATA_DIR: dataDir }; // no DATABASE_URL: the embedded cluster
      const srv = await startAndWait(env, undefined, 120000);
      procs.push(srv);
      const load = writeLoad(() => srv.url, 8);
      await sleep(LOAD_MS);
      const pm = postmasterPid(dataDir);
      process.kill(pm, 'SIGKILL');
      // The app keeps answering (503, clearly), never hangs.
      await sleep(1500);
      const during = await fetch(`${srv.url}/api/events`, { signal: AbortSignal.timeout(10000) });
      const duringBody = await during.json();
      const ackedAtKill = load.acked.size;
      // Restart the product (the usual remedy after the database crashed): stop, start again.
      await load.stop();
      const stopCode = await stopServer(srv);
      const t0 = Date.now();
      const next = await spawnServer(env, srv.port);
      procs.push(next);
      await waitForHealthy(next.url, 20000, next.proc);
      const recoveryMs = Date.now() - t0;
      const v = await verify(embeddedUrl(dataDir), load.acked);
      figure('crash-kill-postgres', {
        acknowledged: load.acked.size,
        acknowledgedBeforeKill: ackedAtKill,
        ...load.outcomes,
        statusWhileDown: during.status,
        stopExitCode: stopCode,
        recoveryMs,
        missing: v.missing.length,
        duplicated: v.duplicated.length,
      });
      expect(stopCode).toBe(0); // graceful stop although the database is gone (was 143: embedded-stop.e2e-spec.ts)
      expect(during.status).toBe(503);
      expect(duringBody.message).toMatch(/temporarily unavailable/i);
      expect(load.acked.size).toBeGreaterThan(20);
      expect(v.missing).toEqual([]);
      expect(v.duplicated).toEqual([]);
      expect(recoveryMs).toBeLessThan(20000);
      expect(alive(postmasterPid(dataDir))).toBe(true);
      await stopServer(next);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180000);
});
