import { createTestDatabase } from '../support/pg-cluster';
import { waitForExit } from '../support/server-process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { figure, query, sleep, startAndWait } from './support';

/**
 * Graceful restart: SIGTERM under load. In-flight requests complete, new connections are refused
 * cleanly, and no request the server accepted fails: every answer is 2xx (or the health check's
 * 503 while draining), and no write that errored on the client side was stored anyway.
 */
describe('graceful stop under load', () => {
  it('SIGTERM: in-flight requests complete, later ones are refused cleanly, 0 failed accepted requests, exit 0', async () => {
    const db = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-graceful-'));
    try {
      const srv = await startAndWait({ DATABASE_URL: db.url, DATA_DIR: dataDir });
      let running = true;
      let sigtermAt = 0;
      const r = { ok: 0, okAfterSigterm: 0, healthDraining503: 0, refused: 0, bad: [] as string[], erroredWrites: [] as string[] };
      let n = 0;
      const worker = async (w: number) => {
        while (running) {
          const i = n++;
          const kind = i % 5 === 0 ? 'write' : i % 7 === 0 ? 'health' : 'read';
          const marker = `graceful-${w}-${i}`;
          try {
            const res =
              kind === 'write'
                ? await fetch(`${srv.url}/api/contact`, {
                    method: 'POST',
                    headers: { 'Content-Type': 'application/json' },
                    body: JSON.stringify({ name: 'Drain Tester', email: 'drain@example.org', subject: 'Drain', message: `Graceful check ${marker}` }),
                    signal: AbortSignal.timeout(15000),
                  })
                : await fetch(`${srv.url}${kind === 'health' ? '/api/health' : '/api/events?search=music'}`, { signal: AbortSignal.timeout(15000) });
            await res.arrayBuffer();
            if (res.status < 300) {
              r.ok++;
              if (sigtermAt) r.okAfterSigterm++;
            } else if (kind === 'health' && res.status === 503 && sigtermAt) r.healthDraining503++;
            else r.bad.push(`${kind} ${res.status}`);
          } catch (e) {
            const code = String((e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message);
            if (!sigtermAt) r.bad.push(`${kind} error before SIGTERM: ${code}`);
            else {
              r.refused++;
              if (kind === 'write') r.erroredWrites.push(marker);
            }
            if (sigtermAt) await sleep(20);
          }
        }
      };
      const workers = Array.from({ length: 20 }, (_, w) => worker(w));
      await sleep(2000);
      sigtermAt = Date.now();
      srv.proc.kill('SIGTERM');
      const code = await waitForExit(srv.proc, 25000);
      const stopMs = Date.now() - sigtermAt;
      await sleep(300);
      running = false;
      await Promise.all(workers);
      // New connections are refused after the stop.
      const after = await fetch(`${srv.url}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
        (x) => x.status,
        (e) => String((e as { cause?: { code?: string } }).cause?.code),
      );
      // A write the client saw fail must not have been stored (it was never accepted).
      const stored = r.erroredWrites.length
        ? await query<{ n: string }>(db.url, `SELECT count(*) AS n FROM contact_messages WHERE message = ANY($1)`, [r.erroredWrites.map((m) => `Graceful check ${m}`)])
        : [{ n: '0' }];
      figure('graceful-stop', { exitCode: code, stopMs, ...r, bad: r.bad.length, erroredWrites: r.erroredWrites.length, erroredWritesStored: Number(stored[0].n), afterStop: after });
      expect(code).toBe(0);
      expect(r.bad).toEqual([]);
      expect(r.ok).toBeGreaterThan(20);
      expect(Number(stored[0].n)).toBe(0);
      expect(after).toBe('ECONNREFUSED');
    } finally {
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90000);
});
