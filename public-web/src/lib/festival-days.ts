// A festival's days as the festival pages and the home page's search show them.
import { dayRange, formatDay, isMultiDay } from '@sangam/shared';

/** 'Friday, November 6 – Tuesday, November 10, 2026', or the one day. */
export function festivalDays(d: { startDate: string; mainDate: string; endDate: string }): string {
  const days = { date: d.startDate, endDate: d.endDate };
  return isMultiDay(days) ? dayRange(days, 'long') : formatDay(d.mainDate, 'long');
}

/** 'today', 'tomorrow', 'in 12 days'; 'now' while it runs; '28 days ago' once over. */
export function whenFromNow(f: { daysUntil: number; endDate?: string }, today: string): string {
  if (f.daysUntil === 0) return 'today';
  if (f.daysUntil === 1) return 'tomorrow';
  if (f.daysUntil > 1) return `in ${f.daysUntil} days`;
  return !f.endDate || f.endDate >= today ? 'now' : `${-f.daysUntil} days ago`;
}
