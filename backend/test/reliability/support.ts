import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../src/database/embedded-postgres';
import { waitForExit, waitForHealthy } from '../support/server-process';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../support/test-app';

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
