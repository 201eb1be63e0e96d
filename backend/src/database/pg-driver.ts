import * as pg from 'pg';

/**
 * pg failed without an answer from PostgreSQL (so without a SQLSTATE): the connection could not be made or
 * handed out in time, or it broke under a query. pg reports these as plain Errors; the driver below gives
 * them this class, so the error filter can tell an unreachable database (503) from a defect (500) by class.
 */
export class DatabaseConnectionError extends Error {
  constructor(readonly cause: Error) {
    super(cause.message);
    this.name = 'DatabaseConnectionError';
  }
}

const asError = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** The pg client's own state: its connection failed, ended or is being closed. */
function connectionBroken(client: pg.Client): boolean {
  const c = client as unknown as { _ended?: boolean; _ending?: boolean; _queryable?: boolean; _connectionError?: boolean };
  return !!c._ended || !!c._ending || c._queryable === false || !!c._connectionError;
}

type Callback = (err: Error | null, ...rest: unknown[]) => void;

class SangamClient extends pg.Client {
  private classify(e: unknown): unknown {
    if (!e || e instanceof pg.DatabaseError || e instanceof DatabaseConnectionError) return e;
    return connectionBroken(this) ? new DatabaseConnectionError(asError(e)) : e;
  }

  // A client reports a broken connection as an 'error' event too (pg-pool's query() passes it on as the query's error).
  // With nobody listening (a connection between owners when the database shuts it down, 57P01), the event would be
  // thrown and end the process: the connection is already marked broken, and its next query fails as unavailable.
  emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== 'error') return super.emit(event, ...args);
    if (this.listenerCount('error') === 0) return false;
    return super.emit(event, this.classify(args[0]), ...args.slice(1));
  }

  // Every form of query: a callback, a promise, or a submittable (a cursor, COPY), which reports on its own.
  query(...args: unknown[]): never {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const cb = args[last] as Callback;
      args[last] = (err: Error | null, ...rest: unknown[]) => cb(err && (this.classify(err) as Error), ...rest);
    }
    const r = (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (r && typeof (r as Promise<unknown>).then === 'function' && typeof (r as { submit?: unknown }).submit !== 'function') {
      return (r as Promise<unknown>).catch((e) => {
        throw this.classify(e);
      }) as never;
    }
    return r as never;
  }
}

/** How long a new connection may take to open (pg's connectionTimeoutMillis for a client): a dead database fails fast. */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * A pool whose connectionTimeoutMillis is the wait for a free connection (a burst queues for that long) while opening a
 * new connection stays bounded by CONNECT_TIMEOUT_MS. pg-pool uses one option for both; newClient reads it synchronously.
 */
class SangamPool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super({ ...options, Client: SangamClient } as pg.PoolConfig);
  }

  newClient(pendingItem: unknown): void {
    const options = (this as unknown as { options: pg.PoolConfig }).options;
    const acquire = options.connectionTimeoutMillis;
    options.connectionTimeoutMillis = Math.min(acquire || CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS);
    try {
      (pg.Pool.prototype as unknown as { newClient: (p: unknown) => void }).newClient.call(this, pendingItem);
    } finally {
      options.connectionTimeoutMillis = acquire;
    }
  }

  // TypeORM takes connections with a callback; every failure to get one that PostgreSQL did not answer is a connection error.
  connect(...args: unknown[]): never {
    const fromDriver = (e: unknown) => (!e || e instanceof pg.DatabaseError ? e : new DatabaseConnectionError(asError(e)));
    if (typeof args[0] === 'function') {
      const cb = args[0] as Callback;
      return (pg.Pool.prototype.connect as (cb: Callback) => void).call(this, (err, ...rest) =>
        cb(err && (fromDriver(err) as Error), ...rest),
      ) as never;
    }
    return (pg.Pool.prototype.connect as () => Promise<pg.PoolClient>).call(this).catch((e: unknown) => {
      throw fromDriver(e);
    }) as never;
  }
}

/** Runs `work` on a connection of its own to `url` (a pg Client, outside any pool), ended afterwards. */
export async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** The pg module as TypeORM loads it (`driver` option), with the pool and client above. */
export const pgDriver = Object.create(pg, { Pool: { value: SangamPool }, Client: { value: SangamClient } }) as typeof pg;
