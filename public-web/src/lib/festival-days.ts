// A festival's days as the festival pages and the home page's search show them.
import { formatDayRange, formatLongDate } from './format';

/** 'Friday, November 6 – Tuesday, November 10, 2026', or the one day. */
export function festivalDays(d: { startDate: string; mainDate: string; endDate: string }): string {
  return formatDayRange(d.startDate, d.endDate, 'long') ?? formatLongDate(d.mainDate);
}

/** 'today', 'tomorrow', 'in 12 days'; 'now' while it runs; '28 days ago' once over. */
export function whenFromNow(f: { daysUntil: number; endDate?: string }, today: string): string {
  if (f.daysUntil === 0) return 'today';
  if (f.daysUntil === 1) return 'tomorrow';
  if (f.daysUntil > 1) return `in ${f.daysUntil} days`;
  return !f.endDate || f.endDate >= today ? 'now' : `${-f.daysUntil} days ago`;
}
