import { DateTime } from 'luxon';

/**
 * Recurring events' rules, written once: the dates of a series and the words a card shows for it.
 * A series repeats weekly, every other week, or monthly on the nth weekday of its first date (a fifth
 * weekday means "the last"), until a date at most one year after the first. Tests: recurrence.spec.ts.
 */

export const FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const SERIES_TOO_LONG = 'A series can last at most one year';
export const UNTIL_BEFORE_FIRST = 'Until must be on or after the first date';

/** 1–4 for the nth weekday of its month, 5 for the last (a day after the 28th). */
function nthOf(d: DateTime): number {
  return Math.min(Math.ceil(d.day / 7), 5);
}

/** The nth (1–4) or last (5) `weekday` of the month of `month`. */
function nthWeekday(month: DateTime, weekday: number, nth: number): DateTime {
  if (nth === 5) {
    const last = month.endOf('month').startOf('day');
    return last.minus({ days: (last.weekday - weekday + 7) % 7 });
  }
  const first = month.startOf('month');
  return first.plus({ days: ((weekday - first.weekday + 7) % 7) + 7 * (nth - 1) });
}

/** Why `until` is not allowed after `first` (both YYYY-MM-DD), or null. */
export function seriesProblem(first: string, until: string): string | null {
  if (until < first) return UNTIL_BEFORE_FIRST;
  if (until > DateTime.fromISO(first, { zone: 'utc' }).plus({ years: 1 }).toISODate()!) return SERIES_TOO_LONG;
  return null;
}

/** The dates of a series from `first` to `until` (inclusive), oldest first; `first` is always one. */
export function occurrenceDates(frequency: Frequency, first: string, until: string): string[] {
  const start = DateTime.fromISO(first, { zone: 'utc' });
  const dates: string[] = [];
  if (frequency === 'monthly') {
    const nth = nthOf(start);
    for (let i = 0; ; i++) {
      const d = i === 0 ? start : nthWeekday(start.plus({ months: i }), start.weekday, nth);
      const day = d.toISODate()!;
      if (day > until) break;
      dates.push(day);
    }
    return dates;
  }
  const step = frequency === 'weekly' ? 7 : 14;
  for (let d = start; d.toISODate()! <= until; d = d.plus({ days: step })) dates.push(d.toISODate()!);
  return dates;
}
