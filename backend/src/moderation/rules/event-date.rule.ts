import { isCalendarDay } from '@sangam/shared';
import { DateTime } from 'luxon';
import { todayInState } from '../../common/us-states';
import { isPastEvent } from '../../events/event-rules';
import { MODERATION_CONFIG } from '../moderation.config';
import { Finding } from './finding';

/**
 * An event over before today (its last day, `endDate` or `date`, in the event's own time zone, from its state)
 * or dated more than 18 months ahead (MODERATION_CONFIG.dates.maxMonthsAhead).
 */
export function eventDateRule(
  date: string | null | undefined,
  state: string | null | undefined,
  now: Date = new Date(),
  endDate: string | null = null,
): Finding[] {
  const { weights, dates } = MODERATION_CONFIG;
  if (!date || !isCalendarDay(date)) {
    return [{ weight: weights.dateInvalid, flag: `Event date is not a valid date (${String(date ?? '').slice(0, 30) || 'missing'})` }];
  }
  if (isPastEvent({ date, endDate: endDate && endDate >= date ? endDate : null, state: state ?? null }, now)) {
    return [{ weight: weights.dateInPast, flag: `Event date ${date} is in the past` }];
  }
  const limit = DateTime.fromISO(todayInState(state, now), { zone: 'utc' }).plus({ months: dates.maxMonthsAhead }).toISODate()!;
  if (date > limit) {
    return [{ weight: weights.dateTooFarAhead, flag: `Event date ${date} is more than ${dates.maxMonthsAhead} months ahead` }];
  }
  return [];
}
