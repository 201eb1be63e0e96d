import { Client } from 'pg';

type Maybe<T> = T | undefined | null | false;

/** Polls `probe` until it answers something truthy and returns that; throws after `timeoutMs`, naming `what`. */
export async function until<T>(what: string, probe: () => Maybe<T> | Promise<Maybe<T>>, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Waits until a session on `databaseUrl`'s database is blocked on a lock running a statement that matches `queryLike`
 * (ILIKE): the request that sent it is in flight and held. Asks on a connection of its own (the app's pool may be full).
 */
export async function untilWaitingOnLock(databaseUrl: string, queryLike: string, timeoutMs = 20_000): Promise<void> {
  const c = new Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await until(
      `a statement like ${queryLike} waiting on a lock`,
      async () => {
        const r = await c.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
          [queryLike],
        );
        return r.rowCount! > 0;
      },
      timeoutMs,
    );
  } finally {
    await c.end();
  }
}
