import { formatDayRange, formatLongDate } from '../../lib/format';
import type { FestivalDates } from './api';

export const EASTERN = 'America/New_York';
/** How far around a festival its page looks for events: preparations before it, late celebrations after. */
export const DAYS_BEFORE = 21;
export const DAYS_AFTER = 28;

/** 'diwali-2026' → { slug: 'diwali', year: 2026 }; null for anything else. */
export function parsePageSlug(pageSlug: string): { slug: string; year: number } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4})$/.exec(pageSlug.toLowerCase());
  return m ? { slug: m[1], year: Number(m[2]) } : null;
}

/** 'YYYY-MM-DD' plus n days (calendar arithmetic in UTC, so no time zone moves the day). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The visitor's time zone as the browser knows it ('America/Chicago'), or null. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The dates row to show: the visitor's time zone when the table has it, else Eastern, else the first. */
export function datesFor(rows: readonly FestivalDates[], timeZone: string | null): FestivalDates | null {
  return rows.find((r) => r.timeZone === timeZone) ?? rows.find((r) => r.timeZone === EASTERN) ?? rows[0] ?? null;
}

/**
 * The days whose events the festival's page lists, seen from `today`. While any of it is ahead, only
 * upcoming events (the listing's default); once it is over, its past events (`includePast`).
 */
export function festivalWindow(
  d: Pick<FestivalDates, 'startDate' | 'endDate'>,
  today: string,
): { from: string; to: string; over: boolean } {
  const from = addDays(d.startDate, -DAYS_BEFORE);
  const to = addDays(d.endDate, DAYS_AFTER);
  return { from, to, over: to < today };
}

/** 'America/Los_Angeles' → 'Pacific'; other zones by their city. */
export function zoneLabel(timeZone: string): string {
  const known: Record<string, string> = {
    'America/New_York': 'Eastern',
    'America/Chicago': 'Central',
    'America/Denver': 'Mountain',
    'America/Phoenix': 'Mountain (Arizona)',
    'America/Los_Angeles': 'Pacific',
    'America/Anchorage': 'Alaska',
    'Pacific/Honolulu': 'Hawaii',
  };
  return known[timeZone] ?? timeZone.split('/').pop()!.replace(/_/g, ' ');
}

/** 'Friday, November 6 – Tuesday, November 10, 2026', or the one day. */
export function festivalDays(d: Pick<FestivalDates, 'startDate' | 'mainDate' | 'endDate'>): string {
  return formatDayRange(d.startDate, d.endDate, 'long') ?? formatLongDate(d.mainDate);
}
