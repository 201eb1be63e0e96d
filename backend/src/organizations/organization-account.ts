/** What event writes and the token check read of an organization: approval, and what a managed event shows of it. */
export interface OrganizationAccount {
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
  /** When it last re-applied after a rejection: until an admin approves it, its token only reads (organizer-account.ts). */
  reappliedAt: Date | null;
  /** The communities it chose to say it serves; null: inferred from its name. */
  languages: string[] | null;
}

/** An organizer account as its token check reads it: the instant before which its tokens are refused, too. */
export type TokenAccount = OrganizationAccount & { tokensValidAfter: Date | null };
