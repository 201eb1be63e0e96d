import { addDays, daysBetween } from '@sangam/shared';
import { ACTIVITY_KINDS, activityDay, COUNT_FIELDS } from './activity-kinds';
import { DailyCount } from './event-activity.repository';
import { EventInsightsResponse, InsightCounts, InsightPeriod } from './dto/insights.dto';

/** The last `days` UTC days, today included. */
export function lastDays(days: number, now: Date = new Date()): InsightPeriod {
  const to = activityDay(now);
  return { from: addDays(to, 1 - days), to };
}

/** Every day from `from` to `to`, YYYY-MM-DD. */
export function daysOf(p: InsightPeriod): string[] {
  return Array.from({ length: daysBetween(p.from, p.to) + 1 }, (_, i) => addDays(p.from, i));
}

function zeroCounts(): InsightCounts {
  return { views: 0, saves: 0, calendarAdds: 0, ticketClicks: 0, shares: 0 };
}

/** A day-by-day series (every day of the period, zeros where nothing happened) and its totals. */
export function dailySeries(p: InsightPeriod, counts: Array<Omit<DailyCount, 'eventId'>>): Pick<EventInsightsResponse, 'totals' | 'daily'> {
  const byDay = new Map(daysOf(p).map((date) => [date, { date, ...zeroCounts() }]));
  const totals = zeroCounts();
  for (const c of counts) {
    const day = byDay.get(c.day);
    if (!day || !ACTIVITY_KINDS.includes(c.kind)) continue;
    day[COUNT_FIELDS[c.kind]] += c.count;
    totals[COUNT_FIELDS[c.kind]] += c.count;
  }
  return { totals, daily: [...byDay.values()] };
}
