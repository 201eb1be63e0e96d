import { Injectable } from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';

/** A request's claim on a key: who asks, the key, and what the request is (requestFingerprint). */
export interface KeyClaim {
  scope: string;
  key: string;
  fingerprint: string;
}

/** The answer recorded for a key by the request that used it first. */
export interface RecordedAnswer {
  fingerprint: string;
  statusCode: number;
  body: string | null;
}

/** How long a key is remembered. */
export const KEY_TTL_HOURS = 24;

/** Every statement on idempotency_keys. */
@Injectable()
export class IdempotencyKeysRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Claims the key inside the caller's open transaction: null when the key is this request's now (new,
   * or its record had expired), else the answer recorded by the request that used it first. While
   * another request holds the key (its transaction is still open), this waits for that transaction
   * to end, at most `waitMs`; then PostgreSQL raises lock_not_available (55P03).
   */
  async claim(runner: QueryRunner, c: KeyClaim, waitMs: number): Promise<RecordedAnswer | null> {
    await runner.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(waitMs))}`);
    const claimed: unknown[] = await runner.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, "expiresAt")
       VALUES ($1, $2, $3, now() + make_interval(hours => $4))
       ON CONFLICT (scope, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, "statusCode" = NULL, "responseBody" = NULL, "createdAt" = now(), "expiresAt" = EXCLUDED."expiresAt"
         WHERE idempotency_keys."expiresAt" <= now()
       RETURNING 1`,
      [c.scope, c.key, c.fingerprint, KEY_TTL_HOURS],
    );
    await runner.query('SET LOCAL lock_timeout TO DEFAULT');
    if (claimed.length) return null;
    const [row]: Array<{ fingerprint: string; statusCode: number; responseBody: string | null }> = await runner.query(
      `SELECT fingerprint, "statusCode", "responseBody" FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [c.scope, c.key],
    );
    return { fingerprint: row.fingerprint, statusCode: row.statusCode, body: row.responseBody };
  }

  /** Records the answer of the request that holds the key, in its transaction. */
  async record(runner: QueryRunner, c: KeyClaim, statusCode: number, body: string | null): Promise<void> {
    await runner.query(`UPDATE idempotency_keys SET "statusCode" = $3, "responseBody" = $4 WHERE scope = $1 AND key = $2`, [
      c.scope,
      c.key,
      statusCode,
      body,
    ]);
  }

  /** Deletes up to `limit` expired keys; returns how many. */
  async deleteExpired(limit: number): Promise<number> {
    const [, affected]: [unknown, number] = await this.ds.query(
      `DELETE FROM idempotency_keys WHERE ctid = ANY (ARRAY(SELECT ctid FROM idempotency_keys WHERE "expiresAt" <= now() LIMIT $1))`,
      [limit],
    );
    return affected;
  }
}
