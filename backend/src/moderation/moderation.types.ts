/** What moderation looks at for an event (from any source: organizer, admin, scraping, ...). */
export interface EventModerationInput {
  /** Set when re-assessing an existing event (so it is not its own duplicate). */
  id?: string;
  title: string;
  description?: string | null;
  category: string;
  /** YYYY-MM-DD */
  date: string;
  /** Last day of a multi-day event: one still running is not past. */
  endDate?: string | null;
  startTime?: string | null;
  venue?: string | null;
  city: string;
  state: string;
  price?: number | null;
  priceText?: string | null;
  isFree?: boolean;
  ticketUrl?: string | null;
  imageUrl?: string | null;
  organizationId?: string | null;
  /** A scraped event's source (its other events are not its duplicates). */
  sourceId?: string | null;
}

export interface OrganizationModerationInput {
  id?: string;
  name: string;
  description?: string | null;
  website?: string | null;
  eventsPageUrl?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  city: string;
  state: string;
}

export interface ModerationResult {
  /** 0 = nothing found; higher = more doubtful. */
  score: number;
  /** Human-readable reasons, one per finding. */
  flags: string[];
  /** For events: the id of the existing event this one looks like a duplicate of. */
  duplicateOfId?: string | null;
}
