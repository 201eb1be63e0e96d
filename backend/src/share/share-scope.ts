import { apiErrorMessage } from '@sangam/shared';
import { DateTime } from 'luxon';
import { DomainError } from '../common/api-error';
import { UUID } from '../common/id-param';
import { timeZoneForState } from '../common/us-states';
import { Metro, metroBySlug, unknownMetroMessage } from '../places';

export const INVALID_ORGANIZATION_ID = apiErrorMessage('invalid_organization_id');

/** Whose events a share text, poster or widget is about. */
export type ShareScope = { kind: 'metro'; metro: Metro } | { kind: 'organization'; organizationId: string };

/** `metro` or `organizationId`, exactly one; 400 with the known metros for an unknown slug, 400 for a malformed id. */
export function parseScope(q: { metro?: string; organizationId?: string }): ShareScope {
  const metro = q.metro?.trim();
  const org = q.organizationId?.trim();
  if ((metro ? 1 : 0) + (org ? 1 : 0) !== 1) throw new DomainError('share_scope');
  if (org) {
    if (!UUID.test(org)) throw new DomainError('invalid_organization_id', { on: 'organizationId' });
    return { kind: 'organization', organizationId: org.toLowerCase() };
  }
  const found = metro!.length <= 100 ? metroBySlug(metro) : null;
  if (!found) throw DomainError.invalid('metro', unknownMetroMessage(metro!));
  return { kind: 'metro', metro: found };
}

/** A metro's time zone: its first state's. */
export function metroZone(metro: Metro): string {
  return timeZoneForState(metro.states[0]);
}

/**
 * "This weekend" in a zone: Friday to Sunday of the current week; from Friday on, today to Sunday
 * (so on a Sunday only Sunday's events are left).
 */
export function thisWeekend(zone: string, now: DateTime = DateTime.now()): { from: string; to: string } {
  const today = now.setZone(zone).startOf('day');
  const sunday = today.plus({ days: (7 - today.weekday) % 7 });
  const friday = sunday.minus({ days: 2 });
  return { from: (today > friday ? today : friday).toISODate()!, to: sunday.toISODate()! };
}

/** Today to `days` days later in a zone. */
export function nextDays(zone: string, days: number, now: DateTime = DateTime.now()): { from: string; to: string } {
  const today = now.setZone(zone).startOf('day');
  return { from: today.toISODate()!, to: today.plus({ days }).toISODate()! };
}
