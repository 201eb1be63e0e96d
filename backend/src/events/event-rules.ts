import { daysBetween } from '@sangam/shared';
import { todayInState } from '../common/us-states';

/**
 * The event rules several paths apply, each written once: when an event goes live, and what
 * counts as past. Table tests: event-rules.spec.ts.
 */

/** Who writes the event: an admin decides directly; organizers' and scraped events follow moderation. */
export type EventWriter = 'admin' | 'organizer' | 'scraper';

export interface ApprovalInput {
  writer: EventWriter;
  /** Moderation's score of the event as it will be stored (0 = nothing found). */
  moderationScore: number;
  /** The event's organization, or null when it has none. */
  organization: { isApproved: boolean } | null;
  /** The stored event, when updating one. */
  current?: { isApproved: boolean; unpublishedByAdmin: boolean } | null;
  /** An admin's explicit choice: publish (true) or take down (false); undefined keeps what is stored. */
  adminSets?: boolean;
}

export interface Approval {
  isApproved: boolean;
  unpublishedByAdmin: boolean;
}

/**
 * Whether an event is live ("approved"):
 * - an admin's event is live; an admin's edit keeps the stored approval unless the admin sets it;
 *   taking a live event down marks it unpublished by an administrator, publishing clears that mark;
 * - an event an admin took down stays down, whoever else writes it;
 * - otherwise it goes live when moderation found nothing and its organization (if any) is
 *   approved; a scraped event already live stays live when its update is clean.
 */
export function decideApproval(i: ApprovalInput): Approval {
  const current = i.current ?? null;
  if (i.writer === 'admin') {
    if (i.adminSets === true) return { isApproved: true, unpublishedByAdmin: false };
    if (i.adminSets === false) {
      // Only a take-down marks the event; leaving a pending event pending keeps it as it was.
      return { isApproved: false, unpublishedByAdmin: current ? current.isApproved || current.unpublishedByAdmin : false };
    }
    return current ? { isApproved: current.isApproved, unpublishedByAdmin: current.unpublishedByAdmin } : LIVE;
  }
  if (current?.unpublishedByAdmin) return { isApproved: false, unpublishedByAdmin: true };
  const clean = i.moderationScore === 0;
  const organizationOk = !i.organization || i.organization.isApproved;
  const stayLive = i.writer === 'scraper' && !!current?.isApproved;
  return { isApproved: clean && (organizationOk || stayLive), unpublishedByAdmin: false };
}

const LIVE: Approval = { isApproved: true, unpublishedByAdmin: false };

/**
 * The same rule for the events waiting on their organization's approval: when it is approved, these
 * go live (moderation found nothing, and no admin took them down). Columns of `events`.
 */
export const LIVE_ONCE_ORGANIZATION_APPROVED_SQL = `NOT "isApproved" AND "moderationScore" = 0 AND NOT "unpublishedByAdmin"`;

/** An event is past when its last day (endDate, else date) is before today in the event's own time zone (from its state). */
export function isPastEvent(e: { date: string; endDate?: string | null; state: string | null }, now: Date = new Date()): boolean {
  return (e.endDate ?? e.date) < todayInState(e.state, now);
}

const DATE_IN_PAST = 'Date must be today or later';

/**
 * Organizers list events that are still to come: a past date (a mistyped year) would leave them an
 * event they may neither move nor delete. Null when fine, else the message. Admins may record past events.
 */
export function pastDateError(
  writer: EventWriter,
  e: { date: string; endDate?: string | null; state: string | null },
  now = new Date(),
): string | null {
  return writer === 'organizer' && isPastEvent(e, now) ? DATE_IN_PAST : null;
}

/** A multi-day event runs at most this many days after its date (the CHECK events_end_date_check says it too). */
export const MAX_EVENT_DAYS = 60;
const END_BEFORE_DATE = 'End date must be on or after the date';
const END_TOO_LATE = `End date must be at most ${MAX_EVENT_DAYS} days after the date`;

/** The end date's rule: null when fine, else the message. */
export function endDateError(date: string, endDate: string | null | undefined): string | null {
  if (!endDate) return null;
  if (endDate < date) return END_BEFORE_DATE;
  return daysBetween(date, endDate) > MAX_EVENT_DAYS ? END_TOO_LATE : null;
}
