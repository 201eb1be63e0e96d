import { daysBetween, isCalendarDay } from '@sangam/shared';
import { FESTIVAL_SLUGS, festivalBySlug } from './festival-definitions';
import { FestivalDateRow } from './festival-dates.seed';
import { FESTIVAL_TIME_ZONES, isFestivalTimeZone } from './us-locations';

/** Years festival_dates may hold. */
export const MIN_TABLE_YEAR = 2000;
export const MAX_TABLE_YEAR = 2100;
/** The longest festival the table accepts, in days after its first day (Ganeshotsav runs 11 days). */
const MAX_SPAN_DAYS = 31;
const MAX_NOTE_LENGTH = 1000;

export function isTableYear(year: unknown): year is number {
  return Number.isInteger(year) && (year as number) >= MIN_TABLE_YEAR && (year as number) <= MAX_TABLE_YEAR;
}

/**
 * Why a festival_dates row is not acceptable, or null when it is: the checks an admin's edit gets before
 * it is saved (the table's constraints repeat the structural ones).
 */
export function checkFestivalDateRow(row: FestivalDateRow): string | null {
  if (!festivalBySlug(row.festivalSlug))
    return `Unknown festival "${String(row.festivalSlug).slice(0, 60)}". Known festivals: ${FESTIVAL_SLUGS.join(', ')}`;
  if (!isTableYear(row.year)) return `Year must be from ${MIN_TABLE_YEAR} to ${MAX_TABLE_YEAR}`;
  if (!isFestivalTimeZone(row.timeZone)) return `Time zone must be one of: ${FESTIVAL_TIME_ZONES.join(', ')}`;
  for (const field of ['startDate', 'mainDate', 'endDate'] as const) {
    if (!isCalendarDay(row[field])) return `${field} must be a date (YYYY-MM-DD)`;
  }
  if (!row.mainDate.startsWith(`${row.year}-`)) return `The main date must be in ${row.year}`;
  if (!(row.startDate <= row.mainDate && row.mainDate <= row.endDate)) return 'Dates must be in order: start, main, end';
  if (daysBetween(row.startDate, row.endDate) > MAX_SPAN_DAYS) return `A festival may span at most ${MAX_SPAN_DAYS} days`;
  if (row.note !== null && (typeof row.note !== 'string' || row.note.length > MAX_NOTE_LENGTH))
    return `The note may be at most ${MAX_NOTE_LENGTH} characters`;
  return null;
}
