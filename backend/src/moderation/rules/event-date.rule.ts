import { todayInState } from '../../common/us-states';
import { isPastEvent } from '../../events/event-rules';
import { MODERATION_CONFIG } from '../moderation.config';
import { Finding } from './finding';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** 'YYYY-MM-DD' that names a real calendar day → [year, month, day]; anything else → null. */
export function parseIsoDay(date: string): [number, number, number] | null {
  const m = ISO_DAY.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return null;
  return [y, mo, d];
}

/**
 * A calendar day plus whole months; a day the target month lacks becomes its last day
 * (2026-08-31 + 6 months = 2027-02-28), as Luxon's `plus({ months })` does. Plain arithmetic: this
 * runs on every event write, and building Luxon DateTimes cost more than the rest of the rule.
 */
export function addMonthsToIsoDay(date: string, months: number): string {
  const p = parseIsoDay(date);
  if (!p) throw new Error(`not a calendar day: ${date}`);
  const total = p[0] * 12 + (p[1] - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(p[2], daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

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
  if (!date || !parseIsoDay(date)) {
    return [{ weight: weights.dateInvalid, flag: `Event date is not a valid date (${String(date ?? '').slice(0, 30) || 'missing'})` }];
  }
  if (isPastEvent({ date, endDate: endDate && endDate >= date ? endDate : null, state: state ?? null }, now)) {
    return [{ weight: weights.dateInPast, flag: `Event date ${date} is in the past` }];
  }
  const limit = addMonthsToIsoDay(todayInState(state, now), dates.maxMonthsAhead);
  if (date > limit) {
    return [{ weight: weights.dateTooFarAhead, flag: `Event date ${date} is more than ${dates.maxMonthsAhead} months ahead` }];
  }
  return [];
}
