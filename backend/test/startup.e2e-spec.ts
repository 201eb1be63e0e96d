import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../src/database/embedded-postgres';
import { startServerProcess, waitForExit, waitForHealthy } from './support/server-process';
import { until } from './support/wait';

const MAIN = path.resolve(__dirname, '../dist/main.js');
const hasBuild = fs.existsSync(MAIN);
const d = hasBuild ? describe : describe.skip;

/** Runs `node dist/main.js` expecting it to fail fast; returns its exit code and output. */
function runExpectingFailure(env: Record<string, string>) {
  const r = spawnSync(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}`.trim() };
}

d('npm start: the built server process', () => {
  it.each([
    [{ PORT: 'abc' }, /^\[sangam\] Invalid environment variable PORT="abc"/],
    [{ DATABASE_URL: 'nonsense' }, /^\[sangam\] Invalid environment variable DATABASE_URL/],
    [
      { DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none', PORT: '0' },
      /^\[sangam\] cannot connect to the database at 127\.0\.0\.1:1\/none/,
    ],
    [{ DATA_DIR: '/proc/version/sangam', PORT: '0' }, /^\[sangam\] DATA_DIR \/proc\/version\/sangam is not writable/],
  ])('stops with one clear line for bad input %j', (env, re) => {
    const r = runExpectingFailure(env as Record<string, string>);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(re);
    expect(r.out.split('\n')).toHaveLength(1);
    expect(r.out).not.toMatch(/secret/);
  });

  it('refuses a taken port with one clear line', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((res) => blocker.listen(port, res));
    try {
      const r = runExpectingFailure({ PORT: String(port), DATABASE_URL: 'postgres://x:y@127.0.0.1:1/z' });
      expect(r.code).toBe(1);
      expect(r.out).toBe(`[sangam] port ${port} is already in use: stop the other program or choose another port with PORT=...`);
    } finally {
      blocker.close();
    }
  });

  it('with DATABASE_URL: serves, stops on SIGTERM and exits 0', async () => {
    const srv = await startServerProcess();
    expect((await fetch(`${srv.url}/api/health`)).status).toBe(200);
    srv.proc.kill('SIGTERM');
    const code = await waitForExit(srv.proc);
    expect(code).toBe(0);
    expect(srv.output()).toContain('stopped cleanly');
    await srv.stop();
    // After exit nothing listens any more.
    await expect(fetch(`${srv.url}/api/health`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });

  it('logs one JSON line per API request (method, path, status, duration) and no secrets', async () => {
    const srv = await startServerProcess({ LOG_LEVEL: 'info' });
    try {
      await fetch(`${srv.url}/api/no-such-route?token=abc`, { headers: { Authorization: 'Bearer very-secret-token' } });
      await fetch(`${srv.url}/api/no-such-route`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: 'hunter2-password' }),
      });
      const logged = () =>
        srv
          .output()
          .split('\n')
          .filter((l) => l.startsWith('{') && l.includes('"/api/no-such-route"'))
          .map((l) => JSON.parse(l));
      const lines = await until('both requests to be logged', () => logged().length >= 2 && logged());
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({ req: { method: 'GET', path: '/api/no-such-route' }, res: { status: 404 } });
      expect(typeof lines[0].durationMs).toBe('number');
      expect(srv.output()).not.toContain('very-secret-token');
      expect(srv.output()).not.toContain('hunter2-password');
    } finally {
      await srv.stop();
    }
  });

  it('without DATABASE_URL: starts an embedded PostgreSQL in DATA_DIR, reuses it on the next start, stops it on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-embedded-'));
    const start = async () => {
      const port = await freePort();
      let out = '';
      const proc = spawn(process.execPath, [MAIN], {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: 'admin',
          ADMIN_PASSWORD: 'admin-password',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      proc.stdout!.on('data', (c) => (out += c));
      proc.stderr!.on('data', (c) => (out += c));
      await waitForHealthy(`http://localhost:${port}`, 60000, proc);
      return { proc, port, out: () => out };
    };
    try {
      const first = await start();
      expect(first.out()).toContain('initialising embedded PostgreSQL');
      const events = await fetch(`http://localhost:${first.port}/api/health`).then((r) => r.json());
      expect(events.database).toBe('up');
      first.proc.kill('SIGTERM');
      expect(await waitForExit(first.proc, 30000)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

      const second = await start();
      expect(second.out()).not.toContain('initialising embedded PostgreSQL');
      second.proc.kill('SIGTERM');
      expect(await waitForExit(second.proc, 30000)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120000);
});
