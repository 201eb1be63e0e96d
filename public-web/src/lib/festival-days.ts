// A festival's days as the festival pages and the home page's search show them.
// festivalDays is shared with the server's first paint (backend/src/web/first-paint.ts).
export { festivalDays } from '@sangam/shared';

/** 'today', 'tomorrow', 'in 12 days'; 'now' while it runs; '28 days ago' once over. */
export function whenFromNow(f: { daysUntil: number; endDate?: string }, today: string): string {
  if (f.daysUntil === 0) return 'today';
  if (f.daysUntil === 1) return 'tomorrow';
  if (f.daysUntil > 1) return `in ${f.daysUntil} days`;
  return !f.endDate || f.endDate >= today ? 'now' : `${-f.daysUntil} days ago`;
}
