import { apiErrorMessage } from '@sangam/shared';
import { DomainError } from '../common/api-error';
import type { OrganizationAccount } from '../organizations/organization-account';
import { Principal } from './principal';

/**
 * Each organizer principal's organization as the token check read it. The JwtStrategy loads the organization row on
 * every organizer request (to refuse deleted accounts and revoked tokens); it keeps that read with the request's
 * principal for the guard's check of a rejected organization's writes. A principal object lives for one request.
 */
export const organizerAccounts = new WeakMap<Principal, OrganizationAccount>();

/** iat has one-second resolution: a token from the same second as the revocation is refused too. */
export function isRevoked(issuedAtMs: number, validAfter: Date | null | undefined): boolean {
  return !!validAfter && issuedAtMs < firstValidMs(validAfter);
}

/** The first instant whose whole-second tokens a revocation at `validAfter` lets through. */
export function firstValidMs(validAfter: Date): number {
  return Math.floor(validAfter.getTime() / 1000) * 1000 + 1000;
}

export const REAPPLIED_WAITING = apiErrorMessage('organization_reapplied');

/**
 * Why an organization's token may only read, or null: rejected (the reason), or re-applied after a
 * rejection and not approved since (a rejection is not undone by the organization itself).
 */
export function writeRefusal(account: Pick<OrganizationAccount, 'isApproved' | 'rejectionReason' | 'reappliedAt'>): DomainError | null {
  if (account.rejectionReason) return new DomainError('organization_not_approved', { params: { reason: account.rejectionReason } });
  if (!account.isApproved && account.reappliedAt) return new DomainError('organization_reapplied');
  return null;
}
