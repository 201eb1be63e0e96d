import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';

/** What a cluster's postmaster.pid says (PostgreSQL writes one line per field). */
export interface PostmasterLock {
  pid: number;
  port: number;
  /** The first Unix socket directory ('' when the cluster has none). */
  socketDir: string;
}

/** What `read` answers, or `otherwise` when it throws (a file or process gone, or not ours to read). */
function readOr<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}

export function readPostmasterLock(databaseDir: string): PostmasterLock | null {
  const text = readOr(() => fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8'), null);
  if (text === null) return null;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  return pid > 0 ? { pid, port: Number(lines[3]) || 0, socketDir: lines[4]?.trim() ?? '' } : null;
}

/** Whether process `pid` exists (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const realpath = (p: string) => readOr(() => fs.realpathSync(p), null);

/** The process's command line, arguments separated by spaces ('' when it cannot be read). */
const processCommand = (pid: number) => readOr(() => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim(), '');

function parentPid(pid: number): number | null {
  const stat = readOr(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8'), '');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
}

/**
 * On Linux: whether the live process `pid` is a PostgreSQL server of `databaseDir`: its program is
 * postgres and it works in that directory (a postmaster changes into its data directory; ours is also
 * started with `-D <dir>`). null when /proc cannot tell (another system).
 */
export function isClusterProcess(pid: number, databaseDir: string): boolean | null {
  if (!fs.existsSync(`/proc/${pid}`)) return fs.existsSync('/proc/self') ? false : null;
  const dir = realpath(databaseDir) ?? path.resolve(databaseDir);
  const exe = realpath(`/proc/${pid}/exe`);
  const command = processCommand(pid);
  const program = path.basename(exe ?? command.split(' ')[0] ?? '');
  if (!/^postgres/.test(program)) return false;
  const cwd = realpath(`/proc/${pid}/cwd`);
  if (cwd !== null) return cwd === dir;
  return command.includes(` -D ${dir}`) || command.includes(` -D ${databaseDir}`);
}

/** Whether a PostgreSQL server answers on the lock's socket (or its TCP port on 127.0.0.1): an SSLRequest gets 'S' or 'N'. */
function clusterAnswers(lock: PostmasterLock, timeoutMs = 1000): Promise<boolean> {
  const socketPath = lock.socketDir ? path.join(lock.socketDir, `.s.PGSQL.${lock.port}`) : null;
  if (!lock.port) return Promise.resolve(false);
  return new Promise((resolve) => {
    const sock = socketPath && fs.existsSync(socketPath) ? net.connect(socketPath) : net.connect(lock.port, '127.0.0.1');
    const done = (v: boolean) => {
      sock.destroy();
      resolve(v);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('error', () => done(false));
    sock.once('connect', () => {
      const req = Buffer.alloc(8);
      req.writeInt32BE(8, 0);
      req.writeInt32BE(80877103, 4);
      sock.write(req);
    });
    sock.once('data', (d: Buffer) => done(d[0] === 0x53 || d[0] === 0x4e));
  });
}

/**
 * Whether a postmaster.pid belongs to a running cluster of `databaseDir`, judged by more than its PID
 * (after a reboot the PID may name an unrelated process, even one of the postgres user, which makes
 * PostgreSQL refuse to start): on Linux by the process's program and working directory; elsewhere by a
 * server answering on the lock's socket.
 */
async function lockIsLive(lock: PostmasterLock, databaseDir: string): Promise<boolean> {
  if (!isAlive(lock.pid)) return false;
  const byProcess = isClusterProcess(lock.pid, databaseDir);
  return byProcess ?? (await clusterAnswers(lock));
}

/** A problem that stops start-up, said in one line (bootstrap.ts prints its message alone). */
export class StartupError extends Error {}

/**
 * Before starting the cluster in `databaseDir`: a stale postmaster.pid (its process gone, or not a
 * PostgreSQL server of this directory) is removed; a postmaster of this directory left running by a
 * previous run (its app was killed) is shut down (fast mode: committed data is safe) so this start owns
 * the cluster; one still owned by a live app process is left alone (StartupError).
 */
export async function clearLeftoverPostmaster(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const lock = readPostmasterLock(databaseDir);
  if (!lock) return;
  if (!(await lockIsLive(lock, databaseDir))) {
    if (isAlive(lock.pid)) {
      const what = processCommand(lock.pid) || 'another program';
      log(`removing a stale postmaster.pid in ${databaseDir}: pid ${lock.pid} is not a PostgreSQL server of it (${what.slice(0, 80)})`);
    }
    fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  const owner = parentPid(lock.pid);
  if (owner && owner > 1 && processCommand(owner).includes('node')) {
    throw new StartupError(
      `DATA_DIR ${path.dirname(databaseDir)} is in use by another running instance (pid ${owner}): stop it, or use another DATA_DIR`,
    );
  }
  log(`stopping a PostgreSQL server left running on ${databaseDir} by a previous run (pid ${lock.pid})`);
  process.kill(lock.pid, 'SIGINT');
  for (let i = 0; i < 200 && isAlive(lock.pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (isAlive(lock.pid))
    throw new StartupError(`a PostgreSQL server (pid ${lock.pid}) is still using ${databaseDir}: stop it and start again`);
}
