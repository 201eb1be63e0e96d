import { dayRange, formatDay, isMultiDay } from '@sangam/shared';
import type { FestivalDates } from './api';

const EASTERN = 'America/New_York';
/** 'diwali-2026' → { slug: 'diwali', year: 2026 }; null for anything else. */
export function parsePageSlug(pageSlug: string): { slug: string; year: number } | null {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4})$/.exec(pageSlug.toLowerCase());
  return m ? { slug: m[1], year: Number(m[2]) } : null;
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
  const days = { date: d.startDate, endDate: d.endDate };
  return isMultiDay(days) ? dayRange(days, 'long') : formatDay(d.mainDate, 'long');
}
