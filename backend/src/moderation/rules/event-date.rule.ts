import { DateTime } from 'luxon';
import { todayInState } from '../../common/us-states';
import { MODERATION_CONFIG } from '../moderation.config';
import { Finding } from './finding';

/**
 * An event dated before today (in the event's own time zone, from its state) or more than
 * 18 months ahead (MODERATION_CONFIG.dates.maxMonthsAhead).
 */
export function eventDateRule(date: string | null | undefined, state: string | null | undefined, now: Date = new Date()): Finding[] {
  const { weights, dates } = MODERATION_CONFIG;
  const day = DateTime.fromISO(String(date ?? ''), { zone: 'UTC' });
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !day.isValid) {
    return [{ weight: weights.dateInvalid, flag: `Event date is not a valid date (${String(date ?? '').slice(0, 30) || 'missing'})` }];
  }
  const today = todayInState(state, now);
  if (date < today) {
    return [{ weight: weights.dateInPast, flag: `Event date ${date} is in the past` }];
  }
  const limit = DateTime.fromISO(today, { zone: 'UTC' }).plus({ months: dates.maxMonthsAhead }).toISODate()!;
  if (date > limit) {
    return [{ weight: weights.dateTooFarAhead, flag: `Event date ${date} is more than ${dates.maxMonthsAhead} months ahead` }];
  }
  return [];
}
