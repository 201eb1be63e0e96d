import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** A reset request's counts within the window, per key ('email:…' / 'ip:…'), and the oldest request. */
export interface RequestCount {
  key: string;
  n: number;
  oldest: Date;
}

/** Every statement on password_reset_tokens and password_reset_requests. */
@Injectable()
export class PasswordResetRepository {
  constructor(private readonly ds: DataSource) {}

  async countRequests(keys: string[], windowSeconds: number): Promise<RequestCount[]> {
    const rows = await this.ds.query<{ key: string; n: string; oldest: Date }[]>(
      `SELECT key, count(*) AS n, min("createdAt") AS oldest FROM password_reset_requests
        WHERE key = ANY($1) AND "createdAt" > now() - make_interval(secs => $2) GROUP BY key`,
      [keys, windowSeconds],
    );
    return rows.map((r) => ({ key: r.key, n: Number(r.n), oldest: new Date(r.oldest) }));
  }

  async recordRequest(keys: string[]): Promise<void> {
    await this.ds.query(`INSERT INTO password_reset_requests (key) SELECT unnest($1::varchar[])`, [keys]);
    // Keep the table small: now and then, forget requests long out of the window.
    if (Math.random() < 0.05) await this.ds.query(`DELETE FROM password_reset_requests WHERE "createdAt" < now() - interval '1 day'`);
  }

  async insertToken(m: EntityManager, organizationId: string, tokenHash: string, validMinutes: number): Promise<void> {
    await m.query(
      `INSERT INTO password_reset_tokens ("organizationId", "tokenHash", "expiresAt") VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [organizationId, tokenHash, validMinutes],
    );
  }

  /** True when the token is unused and unexpired. */
  async isUsable(tokenHash: string): Promise<boolean> {
    const rows = await this.ds.query<unknown[]>(
      `SELECT 1 FROM password_reset_tokens WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > now()`,
      [tokenHash],
    );
    return rows.length > 0;
  }

  /** Runs `work` in a transaction (a token and the mail carrying it commit together). */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Uses the token (once: the update is the check); answers its organization, or null when it is unknown, used or expired. */
  async useToken(tokenHash: string, m: EntityManager): Promise<string | null> {
    // An UPDATE answers [rows, rowCount].
    const [[used]] = await m.query<[{ organizationId: string }[], number]>(
      `UPDATE password_reset_tokens SET "usedAt" = now() WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > now() RETURNING "organizationId"`,
      [tokenHash],
    );
    return used?.organizationId ?? null;
  }

  /** Every other token of the account stops working. */
  async useAllTokensOf(organizationId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE password_reset_tokens SET "usedAt" = now() WHERE "organizationId" = $1 AND "usedAt" IS NULL`, [organizationId]);
  }
}
