import { apiErrorMessage } from '@sangam/shared';
import { createHmac } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { Principal } from '../auth/principal';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer replayed from a key's record (the request was not run again). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** A valid key: visible ASCII, 1 to 255 characters (a UUID is the usual choice). */
export const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
export const KEY_REUSED = apiErrorMessage('idempotency_key_reused');

/**
 * What a request is, for telling a retry from another request under the same key: method, address
 * and the JSON body with its keys in a canonical order (a client that re-serialises the same body
 * differently still matches). An HMAC with a server-side key (derivedKey 'idempotency'): bodies hold
 * passwords, and a plain hash of one could be guessed offline from the stored fingerprint.
 */
export function requestFingerprint(req: { method: string; originalUrl: string; body?: unknown }, key: Buffer): string {
  return createHmac('sha256', key)
    .update(`${req.method} ${req.originalUrl}\n${stringify(req.body ?? null)}`)
    .digest('hex');
}

/** Whose keys these are: the signed-in principal, else the anonymous client's address (keys never cross callers). */
export function callerScope(req: { user?: unknown; ip?: string; socket?: { remoteAddress?: string } }): string {
  const p = req.user as Principal | undefined;
  if (p?.kind === 'admin') return `admin:${p.adminId}`;
  if (p?.kind === 'organizer') return `organizer:${p.organizationId}`;
  return `anonymous:${req.ip ?? req.socket?.remoteAddress ?? 'unknown'}`;
}
