import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/database/embedded-postgres';
import { waitForExit, waitForHealthy } from '../support/server-process';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../support/test-constants';
import { until } from '../support/wait';

/** Quick form in `npm test`; RELIABILITY_FULL=1 (npm run test:reliability) runs the full lengths. */
export const FULL = process.env.RELIABILITY_FULL === '1';

export const MAIN = path.resolve(__dirname, '../../dist/main.js');

export interface Proc {
  url: string;
  port: number;
  proc: ChildProcess;
  output: () => string;
}

/** Spawns `node backend/dist/main.js` (what `npm start` runs) on 127.0.0.1 with the given env; does not wait. */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<Proc> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  port ??= await freePort();
  let out = '';
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ENABLE_SCHEDULER: 'false',
      // The load generators write from one address far faster than a person (rate-limits.e2e-spec.ts tests the limits).
      RATE_LIMITS: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out = (out + d).slice(-500000)));
  proc.stderr!.on('data', (d) => (out = (out + d).slice(-500000)));
  return { url: `http://127.0.0.1:${port}`, port, proc, output: () => out };
}

export async function startAndWait(env: Record<string, string>, port?: number, timeoutMs = 60000): Promise<Proc & { startedInMs: number }> {
  const t0 = Date.now();
  const p = await spawnServer(env, port);
  try {
    await waitForHealthy(p.url, timeoutMs, p.proc);
  } catch (e) {
    p.proc.kill('SIGKILL');
    throw new Error(`${(e as Error).message}\n${p.output().slice(-3000)}`, { cause: e });
  }
  return { ...p, startedInMs: Date.now() - t0 };
}

export async function stopServer(p: Proc | undefined): Promise<number | null> {
  if (!p || p.proc.exitCode !== null || p.proc.signalCode) return p?.proc.exitCode ?? null;
  p.proc.kill('SIGTERM');
  return waitForExit(p.proc, 25000);
}

export async function query<T = Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** The embedded cluster's connection URL for a DATA_DIR (port and password files written by the app). */
export function embeddedUrl(dataDir: string, db = 'sangam'): string {
  const port = fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8').trim();
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`;
}

export function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After SIGTERM: waits until the server has handled the signal and closed its listener (a new connection is refused),
 * so it is draining, waiting for the requests still open. Throws if it exits first or does not get there in time.
 */
export async function untilDraining(p: Proc, timeoutMs = 15000): Promise<void> {
  await until('the SIGTERM to be handled', () => p.output().includes('SIGTERM received'), timeoutMs);
  await until(
    'the listener to close',
    async () => {
      if (p.proc.exitCode !== null || p.proc.signalCode !== null)
        throw new Error(`the server exited: ${p.proc.exitCode ?? p.proc.signalCode}`);
      return new Promise<boolean>((resolve) => {
        const s = net.connect(p.port, '127.0.0.1');
        s.once('connect', () => (s.destroy(), resolve(false)));
        s.once('error', (e) => resolve((e as { code?: string }).code === 'ECONNREFUSED'));
      });
    },
    timeoutMs,
    // Probes further apart than the server's quiet spell (DRAIN_QUIET_MS), so they do not keep it accepting.
    250,
  );
}

export function figure(name: string, data: unknown): void {
  process.stdout.write(`[figure] ${name}: ${JSON.stringify(data)}\n`);
  if (process.env.RECORD_FIGURES) {
    const dir = path.resolve(__dirname, '../../../docs/figures');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${name}.json`),
      JSON.stringify({ measuredAt: new Date().toISOString(), full: FULL, ...(data as object) }, null, 2) + '\n',
    );
  }
}

/**
 * A steady write load: `workers` loops each POSTing contact messages with a unique marker.
 * Returns the markers acknowledged with 2xx (201), and counts of other outcomes.
 */
export function writeLoad(getUrl: () => string, workers = 8) {
  const acked = new Set<string>();
  const outcomes = { ok: 0, refused: 0, errorStatus: 0 };
  /** Error answers by status (e.g. 503 while the database is away). */
  const errorStatuses: Record<number, number> = {};
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async (_, w) => {
    while (running) {
      const marker = `crash-${w}-${n++}-${Math.random().toString(36).slice(2, 8)}`;
      try {
        const r = await fetch(`${getUrl()}/api/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'Load Tester',
            email: 'load@example.org',
            subject: 'Crash test',
            message: `Durability check ${marker}`,
          }),
          signal: AbortSignal.timeout(10000),
        });
        await r.text();
        if (r.status >= 200 && r.status < 300) {
          acked.add(marker);
          outcomes.ok++;
        } else {
          outcomes.errorStatus++;
          errorStatuses[r.status] = (errorStatuses[r.status] ?? 0) + 1;
        }
      } catch {
        outcomes.refused++;
        await sleep(50);
      }
    }
  });
  return {
    acked,
    outcomes,
    errorStatuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Every kind of write the API takes, in a loop from `workers` clients: event create (with and without an
 * Idempotency-Key), update and delete; organizer sign-up and password reset request; an admin's new
 * organization; save and unsave; page views. Counts answers by status; a 5xx other than 503 is a defect.
 */
export async function mixedWriteLoad(getUrl: () => string, workers = 8) {
  const post = async (p: string, body: object, token?: string, method = 'POST', key?: string) => {
    const r = await fetch(`${getUrl()}${p}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: method === 'DELETE' ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10000),
    });
    const text = await r.text();
    return { status: r.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, string> };
  };
  const login = await post('/api/admin/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
  const token = login.body.token;
  const org = await post('/api/organizations', { name: 'Mixed Writes Org', city: 'Dallas', state: 'TX' }, token);
  const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
  const event = (n: string) => ({
    title: `Mixed Mela ${n}`,
    description: 'Written under a crash.',
    category: 'Cultural Events',
    date: day,
    startTime: '6:00 PM',
    venue: `Hall ${n}`,
    city: 'Dallas',
    state: 'TX',
    isFree: true,
    organizationId: org.body.id,
  });
  const statuses: Record<string, Record<number, number>> = {};
  let running = true;
  let n = 0;
  const count = (kind: string, status: number) => ((statuses[kind] ??= {})[status] = (statuses[kind][status] ?? 0) + 1);
  const kinds: Array<[string, () => Promise<{ status: number }>]> = [
    ['event create', () => post('/api/events', event(`c${n++}`), token)],
    ['event create keyed', () => post('/api/events', event(`k${n++}`), token, 'POST', randomUUID())],
    [
      'event update and delete',
      async () => {
        const made = await post('/api/events', event(`u${n++}`), token);
        if (made.status !== 201) return made;
        const put = await post(`/api/events/${made.body.id}`, { ...event(`u${n++}`), title: `Mixed Mela edited ${n}` }, token, 'PUT');
        if (put.status >= 300) return put;
        return post(`/api/events/${made.body.id}`, {}, token, 'DELETE');
      },
    ],
    [
      'organizer sign-up and reset request',
      async () => {
        const email = `mixed-${n++}-${randomUUID().slice(0, 8)}@example.org`;
        const up = await post('/api/org/signup', {
          name: `Mixed Org ${n}`,
          contactEmail: email,
          password: 'mixed-password-1',
          city: 'Austin',
          state: 'TX',
        });
        if (up.status >= 300) return up;
        return post('/api/org/forgot-password', { email });
      },
    ],
    ['admin organization', () => post('/api/organizations', { name: `Mixed Admin Org ${n++}`, city: 'Austin', state: 'TX' }, token)],
    [
      'save and unsave',
      async () => {
        const session = `mixed-session-${n++}`;
        const events = await fetch(`${getUrl()}/api/events?city=Dallas`, { signal: AbortSignal.timeout(10000) });
        if (events.status !== 200) return events;
        const list = (await events.json()) as { items?: Array<{ id: string }> } | Array<{ id: string }>;
        const id = (Array.isArray(list) ? list : (list.items ?? []))[0]?.id;
        if (!id) return { status: 200 };
        const saved = await post('/api/saved-events', { eventId: id, userSession: session });
        if (saved.status >= 300) return saved;
        const r = await fetch(`${getUrl()}/api/saved-events/${id}?userSession=${session}`, {
          method: 'DELETE',
          signal: AbortSignal.timeout(10000),
        });
        return r;
      },
    ],
    ['page view', () => post('/api/page-views', { page: `/mixed-${n++}` })], // the server issues the session (a cookie)
  ];
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i++) {
      const [kind, write] = kinds[i % kinds.length];
      try {
        count(kind, (await write()).status);
      } catch {
        count(kind, 0); // refused or timed out: no answer
        await sleep(50);
      }
    }
  });
  return {
    ready: login.status === 200 && org.status === 201,
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
