import { localDay } from '../../../lib/format';

/**
 * Event dates are calendar days ('YYYY-MM-DD') and times are text ('6:00 PM'). A day is read as a
 * local calendar date: never through `new Date('YYYY-MM-DD')`, which is UTC midnight and shows
 * the previous day in US time zones.
 */

/** The 'YYYY-MM-DD' part of a date value (tolerates a full ISO timestamp). */
export function ymdOf(value: string | null | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return m ? m[1] : '';
}

/** A 'YYYY-MM-DD' day as a local Date at midnight, or null. */
export function parseYmd(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Past = before today (local calendar). */
export function isPastDate(value: string | null | undefined, now: Date = new Date()): boolean {
  const ymd = ymdOf(value);
  return ymd !== '' && ymd < localDay(now);
}
