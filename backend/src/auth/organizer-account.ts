import type { OrganizationAccount } from '../organizations/organization-account';
import { Principal } from './principal';

/** An organizer's organization as the token check read it (what event writes need of it). */
export type OrganizerAccount = OrganizationAccount;

const accounts = new WeakMap<Principal, OrganizerAccount>();

/**
 * The JwtStrategy loads the organization row on every organizer request (to refuse deleted accounts and revoked
 * tokens); it keeps that read with the request's principal for the guard's check of a rejected organization's writes.
 * A principal object lives for one request.
 */
export function rememberOrganizerAccount(p: Principal, account: OrganizerAccount): void {
  accounts.set(p, account);
}

/** The organization read by this request's token check, if the principal is an organizer's. */
export function organizerAccountOf(p: Principal): OrganizerAccount | undefined {
  return accounts.get(p);
}

/** iat has one-second resolution: a token from the same second as the revocation is refused too. */
export function isRevoked(issuedAtMs: number, validAfter: Date | null | undefined): boolean {
  return !!validAfter && issuedAtMs < Math.floor(validAfter.getTime() / 1000) * 1000 + 1000;
}

const notApprovedMessage = (reason: string) => `Your organization was not approved: ${reason}`;
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
