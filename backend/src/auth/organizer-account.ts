import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { OrganizationAccount, TokenAccount } from '../organizations/organizations.repository';
import { Principal } from './principal';

/** An organizer's organization as the token check read it (what event writes need of it). */
export type OrganizerAccount = OrganizationAccount;

/** An account read recently by a token check: the write that uses it must confirm it is unchanged. */
export interface AccountToConfirm {
  account: TokenAccount;
  /** When the request's token was issued (ms), to check a fresh read the way the token check does. */
  issuedAtMs: number;
}

const accounts = new WeakMap<Principal, { account: OrganizerAccount; toConfirm?: AccountToConfirm }>();

/**
 * The JwtStrategy loads the organization row on every organizer request anyway (to refuse deleted
 * accounts and revoked tokens); it keeps that read with the request's principal so that creating an
 * event does not read the same row again a moment later. A principal object lives for one request.
 * `toConfirm`: the account came from a recent read (recentAccount), not from this request.
 */
export function rememberOrganizerAccount(p: Principal, account: OrganizerAccount, toConfirm?: AccountToConfirm): void {
  accounts.set(p, { account, toConfirm });
}

/** The organization read by this request's token check, if the principal is an organizer's. */
export function organizerAccountOf(p: Principal): OrganizerAccount | undefined {
  return accounts.get(p)?.account;
}

/** Set when the token check used a recent read: the request's write must confirm the account in its statement. */
export function accountToConfirm(p: Principal): AccountToConfirm | undefined {
  return accounts.get(p)?.toConfirm;
}

/** How long a token check's read may serve a route whose write confirms the account (@AccountConfirmedByWrite). */
export const RECENT_ACCOUNT_MS = 10_000;
const RECENT_MAX = 10_000;
const recent = new Map<string, { account: TokenAccount; at: number }>();

/** The account of organization `id` read by a token check less than RECENT_ACCOUNT_MS ago. */
export function recentAccount(id: string, now = Date.now()): TokenAccount | undefined {
  const hit = recent.get(id);
  if (hit && now - hit.at < RECENT_ACCOUNT_MS) return hit.account;
  if (hit) recent.delete(id);
  return undefined;
}

/** Keeps a token check's read (bounded: the oldest entries go first). */
export function keepRecentAccount(account: TokenAccount, now = Date.now()): void {
  recent.delete(account.id);
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(account.id, { account, at: now });
}

export function forgetRecentAccount(id: string): void {
  recent.delete(id);
}

/** iat has one-second resolution: a token from the same second as the revocation is refused too. */
export function isRevoked(issuedAtMs: number, validAfter: Date | null | undefined): boolean {
  return !!validAfter && issuedAtMs < Math.floor(validAfter.getTime() / 1000) * 1000 + 1000;
}

export const notApprovedMessage = (reason: string) => `Your organization was not approved: ${reason}`;
export const REAPPLIED_WAITING =
  'Your organization applied again and is waiting for review: you can add and change events once an administrator approves it';

/**
 * Why an organization's token may only read, or null: rejected (the reason), or re-applied after a
 * rejection and not approved since (a rejection is not undone by the organization itself).
 */
export function writeRefusal(account: Pick<OrganizationAccount, 'isApproved' | 'rejectionReason' | 'reappliedAt'>): string | null {
  if (account.rejectionReason) return notApprovedMessage(account.rejectionReason);
  if (!account.isApproved && account.reappliedAt) return REAPPLIED_WAITING;
  return null;
}

/**
 * What the token check and the guard answer an organizer's write for `account` as read now:
 * gone or revoked → 401, rejected or re-applied and not approved yet → 403 (writeRefusal, auth.guard.ts), otherwise nothing.
 */
export function refuseOrganizerWrite(account: TokenAccount | null, issuedAtMs: number): void {
  if (!account || isRevoked(issuedAtMs, account.tokensValidAfter)) throw new UnauthorizedException('Invalid or expired token');
  const refusal = writeRefusal(account);
  if (refusal) throw new ForbiddenException(refusal);
}
