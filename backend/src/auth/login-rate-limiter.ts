import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type LoginKind = 'organizer' | 'admin';

/** Failed attempts allowed per account (email / username) within the window. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/**
 * Failed attempts allowed per client IP within the window. A little higher than per account:
 * one address may be a household or an office behind NAT, and it is the per-account limit that
 * stops password guessing against one account.
 */
export const IP_FAILURE_LIMIT = 10;
export const WINDOW_SECONDS = 60;
export const TOO_MANY_ATTEMPTS = 'Too many login attempts. Please wait a minute and try again.';

export class TooManyLoginAttempts extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Login rate limit kept in PostgreSQL (table login_attempts), so it holds across every instance
 * of the app: failures are recorded per IP and per account; a key with too many failures in the
 * last minute is refused with 429 before any password is checked. A successful login clears the
 * account's failures.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(private readonly ds: DataSource) {}

  /** Throws TooManyLoginAttempts when either the IP or the account is over its limit. */
  async assertAllowed(kind: LoginKind, ip: string, account: string): Promise<void> {
    const rows: { key: string; n: string; oldest: Date }[] = await this.ds.query(
      `SELECT key, count(*) AS n, min("createdAt") AS oldest FROM login_attempts
        WHERE kind = $1 AND key = ANY($2) AND "createdAt" > now() - make_interval(secs => $3)
        GROUP BY key`,
      [kind, [ipKey(ip), accountKey(account)], WINDOW_SECONDS],
    );
    for (const r of rows) {
      const limit = r.key.startsWith('ip:') ? IP_FAILURE_LIMIT : ACCOUNT_FAILURE_LIMIT;
      if (Number(r.n) >= limit) {
        const retry = Math.max(1, Math.ceil((new Date(r.oldest).getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
        throw new TooManyLoginAttempts(retry);
      }
    }
  }

  async recordFailure(kind: LoginKind, ip: string, account: string): Promise<void> {
    await this.ds.query(`INSERT INTO login_attempts (kind, key) VALUES ($1, $2), ($1, $3)`, [kind, ipKey(ip), accountKey(account)]);
    // Keep the table small: now and then, forget attempts long out of the window.
    if (Math.random() < 0.05) {
      await this.ds.query(`DELETE FROM login_attempts WHERE "createdAt" < now() - interval '1 hour'`);
    }
  }

  async recordSuccess(kind: LoginKind, account: string): Promise<void> {
    await this.ds.query(`DELETE FROM login_attempts WHERE kind = $1 AND key = $2`, [kind, accountKey(account)]);
  }
}

function ipKey(ip: string): string {
  return `ip:${(ip || 'unknown').slice(0, 100)}`;
}

function accountKey(account: string): string {
  return `account:${account.trim().toLowerCase().slice(0, 280)}`;
}
