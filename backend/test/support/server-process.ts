import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../src/database/embedded-postgres';
import { createTestDatabase } from './pg-cluster';
import { TEST_ADMIN, TEST_JWT_SECRET } from './test-constants';

export interface ServerProcess {
  url: string;
  port: number;
  databaseUrl: string;
  proc: ChildProcess;
  output: () => string;
  /** SIGTERM, wait for exit (bounded), drop the database. Returns the exit code. */
  stop: () => Promise<number | null>;
}

const MAIN = path.resolve(__dirname, '../../dist/main.js');

export async function waitForHealthy(url: string, timeoutMs = 30000, proc?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    if (proc && proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode} before becoming healthy`);
    try {
      const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (r.status === 200) return;
      last = `status ${r.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} not healthy after ${timeoutMs} ms (${last})`);
}

export function waitForExit(proc: ChildProcess, timeoutMs = 20000): Promise<number | null> {
  if (proc.exitCode !== null) return Promise.resolve(proc.exitCode);
  return new Promise((resolve) => {
    const t = setTimeout(() => {
      proc.kill('SIGKILL');
      resolve(null);
    }, timeoutMs);
    proc.once('exit', (code) => {
      clearTimeout(t);
      resolve(code);
    });
  });
}

/**
 * Starts the built product (`node backend/dist/main.js`, exactly what `npm start` runs) on a free
 * port and a fresh database of the test cluster, and waits until /api/health answers 200.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const db = await createTestDatabase();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-srv-'));
  let out = '';
  const proc = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      SCRAPER_ALLOW_PRIVATE_HOSTS: 'true',
      // Tests send many requests from one address; test/security/rate-limits.e2e-spec.ts turns the limits on.
      RATE_LIMITS: 'false',
      ENABLE_SCHEDULER: 'false',
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const url = `http://localhost:${port}`;
  try {
    // Generous: a loaded machine running two suites at once can take well over 10 s to boot the server.
    await waitForHealthy(url, 60000, proc);
  } catch (e) {
    proc.kill('SIGKILL');
    await db.drop();
    throw new Error(`${(e as Error).message}\n${out.slice(-2000)}`, { cause: e });
  }
  return {
    url,
    port,
    databaseUrl: db.url,
    proc,
    output: () => out,
    stop: async () => {
      proc.kill('SIGTERM');
      const code = await waitForExit(proc);
      await db.drop().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Signs the test admin in to a started server; answers the token. */
export async function adminLogin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
