import { apiErrorMessage } from '@sangam/shared';
import type { ManagedEventResponse } from '@sangam/shared';

export const CANNOT_DELETE_PAST = apiErrorMessage('cannot_delete_past');
const UNPUBLISHED_BY_ADMIN = 'Unpublished by an administrator';

/** Card price label (ARCHITECTURE.md): 'Free' / price text / '$' + price / 'TBD'. */
export function priceLabel(e: ManagedEventResponse): string {
  if (e.isFree) return 'Free';
  if (e.priceText) return e.priceText;
  if (e.price !== null) return `$${Number.isInteger(e.price) ? e.price : e.price.toFixed(2)}`;
  return 'TBD';
}

export type EventOutcome = 'live' | 'pending' | 'waiting-for-organization' | 'unpublished';

/** Where an event stands for its organizer: live, held by moderation, waiting for the organization's approval, or taken down. */
export function eventOutcome(e: ManagedEventResponse, organizationApproved: boolean): EventOutcome {
  if (e.unpublishedByAdmin) return 'unpublished';
  if (e.isApproved) return 'live';
  return e.moderationFlags.length === 0 && e.moderationScore === 0 && !organizationApproved ? 'waiting-for-organization' : 'pending';
}

/** Each outcome's badge: its class suffix and its words. */
export const OUTCOME_BADGE: Record<EventOutcome, [string, string]> = {
  live: ['approved', 'Live'],
  pending: ['pending', 'Pending review'],
  'waiting-for-organization': ['pending', 'Pending review'],
  unpublished: ['unpublished', UNPUBLISHED_BY_ADMIN],
};

/** The rows of a list: a series shows its first date, its other dates folded until opened. */
export function foldSeries(events: ManagedEventResponse[], open: ReadonlySet<string>) {
  const count = new Map<string, number>();
  for (const e of events) if (e.seriesId) count.set(e.seriesId, (count.get(e.seriesId) ?? 0) + 1);
  const seen = new Set<string>();
  const rows: Array<{ event: ManagedEventResponse; folded: number }> = [];
  for (const e of events) {
    const id = e.seriesId;
    if (!id || (count.get(id) ?? 0) < 2) rows.push({ event: e, folded: 0 });
    else if (!seen.has(id)) {
      seen.add(id);
      rows.push({ event: e, folded: open.has(id) ? 0 : count.get(id)! - 1 });
    } else if (open.has(id)) rows.push({ event: e, folded: 0 });
  }
  return rows;
}
