import { Injectable } from '@nestjs/common';
import { apiErrorMessage } from '@sangam/shared';
import { DomainError } from '../common/api-error';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { firstValidMs } from './organizer-account';
import { verifyAgainstDummy, verifyPassword } from './password';

export type LoginKind = 'organizer' | 'admin';

/** Who is signing in: the client address and whether this browser signed in to the account before (known-device.ts). */
export interface LoginClient {
  ip: string;
  knownDevice: boolean;
}

/** Failed attempts allowed per account from one client address within the window (the hard limit). */
export const ACCOUNT_CLIENT_FAILURE_LIMIT = 5;
/**
 * Failed attempts allowed per client address within the window, whatever the account. A little
 * higher than per account: one address may be a household or an office behind NAT.
 */
export const IP_FAILURE_LIMIT = 10;
const WINDOW_SECONDS = 60;
/** Account-wide failures (from every client) within SLOWDOWN_WINDOW_SECONDS after which sign-ins slow down. */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
const SLOWDOWN_WINDOW_SECONDS = 15 * 60;
/** Each account-wide failure past the threshold adds this much wait before a verification, up to SLOWDOWN_MAX_MS. */
const SLOWDOWN_STEP_MS = 200;
export const SLOWDOWN_MAX_MS = 3000;
export const TOO_MANY_ATTEMPTS = apiErrorMessage('too_many_login_attempts');

/** What a sign-in reads of an account: its password hash and the instant before which its tokens are refused. */
interface LoginAccount {
  passwordHash: string | null;
  tokensValidAfter: Date | null;
}

/** Counts a hit on each key of $2 (kind $1, in order): one more within the key's window of $3 seconds, else the first of a new window. */
const COUNT_HITS = `INSERT INTO login_counters AS c (kind, key, hits, "windowStartedAt")
  SELECT $1, k, 1, now() FROM unnest($2::text[]) WITH ORDINALITY AS t(k, i) ORDER BY i
  ON CONFLICT (kind, key) DO UPDATE SET
    hits = CASE WHEN c."windowStartedAt" <= now() - make_interval(secs => $3) THEN 1 ELSE c.hits + 1 END,
    "windowStartedAt" = CASE WHEN c."windowStartedAt" <= now() - make_interval(secs => $3) THEN now() ELSE c."windowStartedAt" END`;

interface CounterRow {
  key: string;
  hits: number;
  windowStartedAt: Date;
  accountFailures: number | null;
}

/**
 * The sign-in limits, kept in PostgreSQL (table login_counters) so they hold across every instance:
 *
 * - hard limits, checked before any password is verified: ACCOUNT_CLIENT_FAILURE_LIMIT per account
 *   from one client address, IP_FAILURE_LIMIT per address over all accounts. The attempt is counted
 *   (reserved) in the same statement that reads the counters, so parallel requests cannot all pass
 *   the check before any failure is recorded; a successful sign-in gives its reservation back.
 * - account-wide failures from every address only slow sign-ins down (a wait before verifying),
 *   they never lock the account: the owner's contact email is public, so anyone could otherwise
 *   keep them out.
 * - a browser that signed in to the account before (a signed known-device cookie) skips the
 *   per-address limit and the slow-down; the per-account-and-address limit still holds for it.
 */
@Injectable()
export class LoginRateLimiter {
  private lastSweep = 0;

  constructor(private readonly ds: DataSource) {}

  /**
   * Runs one sign-in attempt: reserves it (or throws TooManyLoginAttempts), waits if the account is under attack,
   * then answers `find`'s account if `password` is its password (an unknown account costs as much time as a
   * known one), after waiting past a sign-out of the same second. Null means wrong credentials.
   */
  async signIn<T extends LoginAccount>(
    kind: LoginKind,
    client: LoginClient,
    account: string,
    password: string,
    find: () => Promise<T | null>,
  ): Promise<T | null> {
    const acct = `account:${normalizeAccount(account)}`;
    const reserved = [accountClientKey(acct, client.ip), ...(client.knownDevice ? [] : [ipKey(client.ip)])];
    const rows = await this.reserve(kind, reserved, acct);
    const over = rows.filter((r) => r.hits > (r.key.startsWith('ip:') ? IP_FAILURE_LIMIT : ACCOUNT_CLIENT_FAILURE_LIMIT));
    if (over.length) {
      const ends = Math.max(...over.map((r) => new Date(r.windowStartedAt).getTime() + WINDOW_SECONDS * 1000));
      throw new DomainError('too_many_login_attempts', { retryAfterSeconds: secondsUntil(ends) });
    }
    const slowdown = client.knownDevice ? 0 : slowdownMs(rows[0]?.accountFailures ?? 0);
    if (slowdown > 0) await sleep(slowdown);

    let result: T | null;
    try {
      const found = await find();
      const ok = found ? await verifyPassword(found.passwordHash, password) : await verifyAgainstDummy(password);
      result = found && ok ? found : null;
    } catch (e) {
      await this.release(kind, reserved).catch(() => undefined);
      throw e;
    }
    if (result === null) await this.recordFailure(kind, acct);
    else await this.recordSuccess(kind, reserved);
    this.sweepNowAndThen();
    if (result) await waitPastRevocation(result.tokensValidAfter);
    return result;
  }

  /** Counts this attempt on each key (one statement; concurrent ones queue on the rows) and reads the account-wide failures. */
  private async reserve(kind: LoginKind, keys: string[], acct: string): Promise<CounterRow[]> {
    return this.ds.query(
      `WITH hit AS (${COUNT_HITS} RETURNING key, hits, "windowStartedAt")
       SELECT hit.*, (SELECT a.hits FROM login_counters a
                       WHERE a.kind = $1 AND a.key = $4 AND a."windowStartedAt" > now() - make_interval(secs => $5)) AS "accountFailures"
         FROM hit`,
      [kind, keys, WINDOW_SECONDS, acct, SLOWDOWN_WINDOW_SECONDS],
    );
  }

  /** A wrong password: the reservations stay as failures, and the account-wide count goes up. */
  private async recordFailure(kind: LoginKind, acct: string): Promise<void> {
    await this.ds.query(COUNT_HITS, [kind, [acct], SLOWDOWN_WINDOW_SECONDS]);
  }

  /** A right password clears this client's failures on the account and gives the address its reservation back. */
  private async recordSuccess(kind: LoginKind, reserved: string[]): Promise<void> {
    await this.ds.query(`DELETE FROM login_counters WHERE kind = $1 AND key = $2`, [kind, reserved[0]]);
    await this.release(kind, reserved.slice(1));
  }

  private async release(kind: LoginKind, keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.ds.query(`UPDATE login_counters SET hits = greatest(hits - 1, 0) WHERE kind = $1 AND key = ANY($2)`, [kind, keys]);
  }

  /** At most once a minute per instance: forget counters whose windows ended long ago. */
  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < 60_000) return;
    this.lastSweep = Date.now();
    void this.sweep().catch(() => undefined);
  }

  async sweep(): Promise<number> {
    const [, n] = await this.ds.query(`DELETE FROM login_counters WHERE "windowStartedAt" < now() - make_interval(secs => $1)`, [
      SLOWDOWN_WINDOW_SECONDS,
    ]);
    return Number(n ?? 0);
  }
}

/**
 * Tokens carry a whole-second issue time and those from the second of a sign-out are refused;
 * a sign-in right after a sign-out waits for the next second so its token is valid.
 */
export async function waitPastRevocation(validAfter: Date | null | undefined): Promise<void> {
  if (!validAfter) return;
  const wait = firstValidMs(validAfter) - Date.now();
  if (wait > 0 && wait <= 1000) await sleep(wait + 5);
}

/** Whole seconds, at least one, until the instant `ms` (a refusal's Retry-After). */
export function secondsUntil(ms: number): number {
  return Math.max(1, Math.ceil((ms - Date.now()) / 1000));
}

/** The wait before verifying a sign-in on an account with `failures` account-wide failures. */
function slowdownMs(failures: number): number {
  if (failures < ACCOUNT_SLOWDOWN_AFTER) return 0;
  return Math.min(SLOWDOWN_MAX_MS, (failures - ACCOUNT_SLOWDOWN_AFTER + 1) * SLOWDOWN_STEP_MS);
}

/** The account as counted: emails and usernames compared without case. */
export function normalizeAccount(account: string): string {
  return account.trim().toLowerCase().slice(0, 280);
}

function accountClientKey(acct: string, ip: string): string {
  return `${acct}|client:${(ip || 'unknown').slice(0, 100)}`;
}

/** A client address as counted (login and password-reset limits). */
export function ipKey(ip: string): string {
  return `ip:${(ip || 'unknown').slice(0, 100)}`;
}
