import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { DataSource } from 'typeorm';

/**
 * @nestjs/throttler's storage in PostgreSQL (table rate_limit_hits), so a limit holds across every
 * instance of the app. One row per key and fixed window: the first request opens the window, each
 * request adds one in a single upsert (concurrent requests queue on the row, none is lost); over
 * the limit, requests are refused until the window ends. Ended windows are deleted now and then.
 */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  private lastSweep = 0;

  constructor(private readonly ds: DataSource) {}

  increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    return this.add(key, ttlMs, limit, 1);
  }

  /** Counts `cost` requests at once (a series of dates counts each date against the creation limit). */
  async add(key: string, ttlMs: number, limit: number, cost: number): Promise<ThrottlerStorageRecord> {
    const [row]: { hits: number; msLeft: number }[] = await this.ds.query(
      `INSERT INTO rate_limit_hits AS r (key, hits, "expiresAt") VALUES ($1, $3, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r."expiresAt" <= now() THEN $3 ELSE r.hits + $3 END,
         "expiresAt" = CASE WHEN r."expiresAt" <= now() THEN now() + make_interval(secs => $2) ELSE r."expiresAt" END
       RETURNING hits, ceil(extract(epoch FROM "expiresAt" - now()) * 1000)::int AS "msLeft"`,
      [key, ttlMs / 1000, cost],
    );
    this.sweepNowAndThen();
    const secondsLeft = Math.max(1, Math.ceil(row.msLeft / 1000));
    const isBlocked = row.hits > limit;
    return { totalHits: row.hits, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Deletes the counters of ended windows; returns how many. */
  async sweep(): Promise<number> {
    const [, n] = await this.ds.query(`DELETE FROM rate_limit_hits WHERE "expiresAt" < now()`);
    return Number(n ?? 0);
  }

  /** At most once a minute per instance. */
  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    void this.sweep().catch(() => undefined);
  }
}
