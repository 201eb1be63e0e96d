import type { RecurrenceDto } from '@sangam/shared';
import { parseYmd } from './dates';

/**
 * Repeating events as the form offers them (POST /api/event-series, docs/api-manage.md): weekly,
 * every other week, or monthly on the nth weekday of the first date, until a day at most a year on.
 * The API makes the occurrences; this gives the form its summary and its checks.
 */
export type Recurrence = RecurrenceDto;
export type Frequency = Recurrence['frequency'];

export const SERIES_TOO_LONG = 'A series can last at most one year';
export const UNTIL_BEFORE_START = 'Until must be on or after the first date';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Which occurrence of its weekday a day is in its month (0 = first … 4 = last, a fifth counts as last). */
function nthWeekday(d: Date): number {
  return Math.min(4, Math.floor((d.getDate() - 1) / 7));
}

/** The day of that weekday in a month: the nth (0-based), or the last when n is 4. */
function weekdayInMonth(year: number, month: number, dow: number, n: number): Date {
  if (n === 4) {
    const last = new Date(year, month + 1, 0);
    last.setDate(last.getDate() - ((last.getDay() - dow + 7) % 7));
    return last;
  }
  const first = new Date(year, month, 1);
  first.setDate(1 + ((dow - first.getDay() + 7) % 7) + n * 7);
  return first;
}

/** The dates of the series, first to until (inclusive); empty when the dates are unreadable. */
export function occurrenceDates(date: string, { frequency, until }: Recurrence): string[] {
  const start = parseYmd(date);
  const end = parseYmd(until);
  if (!start || !end || end < start) return [];
  const out: string[] = [];
  if (frequency === 'monthly') {
    const n = nthWeekday(start);
    for (let m = 0; out.length < 400; m++) {
      const d = weekdayInMonth(start.getFullYear(), start.getMonth() + m, start.getDay(), n);
      if (d > end) break;
      out.push(ymd(d));
    }
  } else {
    const step = frequency === 'weekly' ? 7 : 14;
    for (const d = new Date(start); d <= end && out.length < 400; d.setDate(d.getDate() + step)) out.push(ymd(d));
  }
  return out;
}

/** A first guess at the series' last day, so a weekly class needs no end to be chosen: 3 months on (6 for monthly). */
export function defaultUntil(date: string, frequency: Frequency): string {
  const d = parseYmd(date);
  if (!d) return '';
  const day = d.getDate();
  d.setMonth(d.getMonth() + (frequency === 'monthly' ? 6 : 3), day);
  // 31 Aug + 3 months would roll into December; keep the month's last day instead.
  if (d.getDate() !== day) d.setDate(0);
  return ymd(d);
}

/** The form's check of the until day: null when fine. */
export function untilProblem(date: string, until: string): string | null {
  const start = parseYmd(date);
  const end = parseYmd(until);
  if (!start || !end) return 'Until is required for a repeating event';
  if (end < start) return UNTIL_BEFORE_START;
  const yearOn = new Date(start);
  yearOn.setFullYear(yearOn.getFullYear() + 1);
  return end > yearOn ? SERIES_TOO_LONG : null;
}
