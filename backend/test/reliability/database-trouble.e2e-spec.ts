import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase } from '../support/pg-cluster';
import { DbProxy } from './db-proxy';
import { figure, FULL, Proc, sleep, startAndWait, stopServer } from './support';

import { ACQUIRE_TIMEOUT_MS } from '../../src/database/data-source';
import { CONNECT_TIMEOUT_MS } from '../../src/database/pg-driver';

async function timed(url: string): Promise<{ status: number; ms: number; body: { message?: string } | null }> {
  const t0 = Date.now();
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(30000) });
    const text = await r.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      /* not json */
    }
    return { status: r.status, ms: Date.now() - t0, body };
  } catch (e) {
    return { status: 0, ms: Date.now() - t0, body: { message: (e as Error).message } };
  }
}

describe('database trouble', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: DbProxy;
  let srv: Proc;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = new DbProxy(Number(new URL(db.url).port));
    await proxy.start();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-dbtrouble-'));
    srv = await startAndWait({ DATABASE_URL: proxy.url(db.url), DATA_DIR: dataDir, DB_POOL_SIZE: '3' });
  }, 90000);
  afterAll(async () => {
    await stopServer(srv);
    await proxy?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('database stopped while serving → 503 with a clear message within the connect timeout, never a hang; recovers by itself', async () => {
    expect((await timed(`${srv.url}/api/events`)).status).toBe(200);
    const signup = await fetch(`${srv.url}/api/org/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Outage Test Org',
        contactEmail: 'outage@example.org',
        password: 'outage-password-1',
        city: 'Dallas',
        state: 'TX',
      }),
    });
    expect(signup.status).toBe(201);
    const { token } = await signup.json();
    await proxy.stop();
    // Regression: a signed-in organizer must get 503, not 401 (which would sign them out).
    const me = await fetch(`${srv.url}/api/org/me`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(20000) });
    expect(me.status).toBe(503);
    const down = await Promise.all(Array.from({ length: 10 }, (_, i) => timed(`${srv.url}/api/events${i % 2 ? '?search=diwali' : ''}`)));
    const health = await timed(`${srv.url}/api/health`);
    const slowest = Math.max(...down.map((d) => d.ms));
    for (const d of down) {
      expect(d.status).toBe(503);
      expect(d.body?.message).toMatch(/temporarily unavailable/i);
    }
    expect(health.status).toBe(503);
    // Bounded by the acquire/connect timeout (plus scheduling slack on a loaded machine), never a hang.
    expect(slowest).toBeLessThan(CONNECT_TIMEOUT_MS + 7000);

    await proxy.start(); // the database is back
    const t0 = Date.now();
    let back = await timed(`${srv.url}/api/events`);
    while (back.status !== 200 && Date.now() - t0 < 20000) {
      await sleep(200);
      back = await timed(`${srv.url}/api/events`);
    }
    const recoveryMs = Date.now() - t0;
    expect(back.status).toBe(200);
    expect((await timed(`${srv.url}/api/health`)).status).toBe(200);
    figure('database-stopped', {
      statuses: [...new Set(down.map((d) => d.status))],
      slowest503Ms: slowest,
      health: health.status,
      recoveryMs,
    });
  }, 90000);

  it('an outage under load: logged once when lost and once when back (with counts), every 503 carries Retry-After, no 500', async () => {
    const outageMs = FULL ? 20000 : 5000;
    // The previous case's outage has ended in the log (the database is probed every 2 s) before this one begins.
    const ended = () => {
      const out = srv.output();
      return (out.match(/database unavailable/g) ?? []).length === (out.match(/database available again/g) ?? []).length;
    };
    for (const t0 = Date.now(); !ended() && Date.now() - t0 < 15000;) await sleep(100);
    const routes: Array<() => Promise<Response>> = [
      () => fetch(`${srv.url}/api/events?offset=${Math.floor(Math.random() * 50)}`),
      () => fetch(`${srv.url}/api/events?search=diwali${Math.random().toString(36).slice(2, 6)}`),
      () => fetch(`${srv.url}/api/organizations`),
      () =>
        fetch(`${srv.url}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Outage', email: 'outage@example.org', subject: 'Outage', message: 'Written during an outage.' }),
        }),
      () =>
        fetch(`${srv.url}/api/org/forgot-password`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'outage@example.org' }),
        }),
    ];
    const logBefore = srv.output().length;
    await proxy.stop();
    const statuses: Record<number, number> = {};
    let without = 0;
    let running = true;
    const loops = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; running; i++) {
        try {
          const r = await routes[(w + i) % routes.length]();
          await r.arrayBuffer();
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          if (r.status === 503 && !/^\d+$/.test(r.headers.get('retry-after') ?? '')) without++;
        } catch {
          statuses[0] = (statuses[0] ?? 0) + 1;
        }
      }
    });
    const health = await fetch(`${srv.url}/api/health`);
    await sleep(outageMs);
    await proxy.start();
    running = false;
    await Promise.all(loops);
    // Back: the next probe finds the database and says so.
    const t0 = Date.now();
    while (!/database available again/.test(srv.output().slice(logBefore)) && Date.now() - t0 < 15000) await sleep(100);
    const lines = srv
      .output()
      .slice(logBefore)
      .split('\n')
      .filter((l) => l.trim());
    figure(FULL ? 'database-outage-log' : 'database-outage-log-quick', { outageMs, statuses, logLines: lines.length, lines });
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(statuses[503]).toBeGreaterThan(20);
    expect(Object.keys(statuses).filter((x) => x !== '503' && x !== '200' && x !== '201')).toEqual([]);
    expect(without).toBe(0);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(lines.filter((l) => /database unavailable/.test(l))).toHaveLength(1);
    const back = lines.filter((l) => /database available again after [\d.]+ s; \d+ requests were answered 503 meanwhile/.test(l));
    expect(back).toHaveLength(1);
  }, 120000);

  it('a database that accepts connections but never answers → 503 within the connect timeout, not a hang', async () => {
    await proxy.stop();
    proxy.mode = 'blackhole';
    await proxy.start();
    const r = await Promise.all(Array.from({ length: 5 }, () => timed(`${srv.url}/api/events?search=garba`)));
    proxy.mode = 'up';
    await proxy.stop();
    await proxy.start();
    const slowest = Math.max(...r.map((x) => x.ms));
    figure('database-blackhole', { statuses: r.map((x) => x.status), slowestMs: slowest });
    if (r.some((x) => x.status !== 503)) process.stdout.write(`[server log]\n${srv.output().slice(-6000)}\n`);
    for (const x of r) expect(x.status).toBe(503);
    // Opening a connection is bounded by CONNECT_TIMEOUT_MS: the waiting requests get a second attempt, never the full acquire wait.
    expect(slowest).toBeLessThan(ACQUIRE_TIMEOUT_MS);
    const t0 = Date.now();
    while ((await timed(`${srv.url}/api/events`)).status !== 200 && Date.now() - t0 < 20000) await sleep(200);
    expect((await timed(`${srv.url}/api/events`)).status).toBe(200);
  }, 90000);

  /** Twelve different pages, from `firstOffset` on, while `LOCK TABLE events` holds the pool's 3 connections for `holdMs`. */
  let waitingOnLock = 0;
  async function lockedBurst(holdMs: number, firstOffset: number) {
    const locker = new Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
      // Pages no other case asked for: identical requests would share one computation, and a page the public read cache
      // holds is answered without the database.
      const pending = Array.from({ length: 12 }, (_, i) => timed(`${srv.url}/api/events?offset=${firstOffset + i}`));
      await sleep(holdMs);
      const { rows } = await locker.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'sangam' AND wait_event_type = 'Lock'`,
      );
      waitingOnLock = rows[0].n;
      await locker.query('ROLLBACK');
      const results = await Promise.all(pending);
      // Should another status appear, the server's log says why (a CI run once saw three 500s here).
      if (!results.every((x) => x.status === 200 || x.status === 503)) process.stdout.write(`[server log]\n${srv.output().slice(-8000)}\n`);
      return results;
    } finally {
      await locker.end();
    }
  }

  it('a burst shorter than the acquire wait (every connection busy for 2 s) → queued and served, no 503', async () => {
    const results = await lockedBurst(2000, 100);
    figure('pool-burst', {
      poolSize: 3,
      requests: results.length,
      statuses: results.map((x) => x.status),
      slowestMs: Math.max(...results.map((x) => x.ms)),
    });
    expect(results.map((x) => x.status)).toEqual(Array(12).fill(200));
  }, 90000);

  it('pool exhaustion longer than the acquire wait (every connection stuck behind a lock) → 503 for the others after the wait, then full recovery', async () => {
    const results = await lockedBurst(ACQUIRE_TIMEOUT_MS + 1000, 200);
    const busy = results.filter((x) => x.status === 503);
    figure('pool-exhaustion', {
      poolSize: 3,
      requests: results.length,
      served: results.filter((x) => x.status === 200).length,
      refused503: busy.length,
      fastest503Ms: Math.min(...busy.map((x) => x.ms)),
      waitingOnLock,
      slowest503Ms: Math.max(0, ...busy.map((x) => x.ms)),
    });
    expect(results.every((x) => x.status === 200 || x.status === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) expect(b.body?.message).toMatch(/temporarily unavailable|busy/i);
    // Refused only after waiting the acquire time, and not much later.
    expect(Math.min(...busy.map((x) => x.ms))).toBeGreaterThanOrEqual(ACQUIRE_TIMEOUT_MS - 100);
    expect(Math.max(...busy.map((x) => x.ms))).toBeLessThan(ACQUIRE_TIMEOUT_MS + 5000);
    expect((await timed(`${srv.url}/api/events`)).status).toBe(200);
  }, 90000);
});
