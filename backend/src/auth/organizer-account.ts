import type { OrganizationAccount } from '../organizations/organizations.repository';
import { Principal } from './principal';

/** An organizer's organization as the token check read it (what event writes need of it). */
export type OrganizerAccount = OrganizationAccount;

const accounts = new WeakMap<Principal, OrganizerAccount>();

/**
 * The JwtStrategy loads the organization row on every organizer request anyway (to refuse deleted
 * accounts and revoked tokens); it keeps that read with the request's principal so that creating an
 * event does not read the same row again a moment later. A principal object lives for one request.
 */
export function rememberOrganizerAccount(p: Principal, account: OrganizerAccount): void {
  accounts.set(p, account);
}

/** The organization read by this request's token check, if the principal is an organizer's. */
export function organizerAccountOf(p: Principal): OrganizerAccount | undefined {
  return accounts.get(p);
}
