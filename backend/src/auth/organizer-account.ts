import { Principal } from './principal';

/** An organizer's organization as the token check read it (what event writes need of it). */
export interface OrganizerAccount {
  id: string;
  name: string;
  description: string | null;
  website: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  city: string;
  state: string;
  isApproved: boolean;
  /** Set when an admin rejected the organization: its token then only reads (auth.guard.ts). */
  rejectionReason: string | null;
}

/** The columns of an OrganizerAccount, for the statements that read one. */
export const ORGANIZER_ACCOUNT_COLUMNS =
  'id, name, description, website, "contactEmail", "contactPhone", city, state, "isApproved", "rejectionReason"';

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
