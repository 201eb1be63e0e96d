import type { FestivalDates } from './api';

const EASTERN = 'America/New_York';
/** A festival page's address: 'diwali-2026', or a festival's name without a year ('navratri', the next one). */
export function isFestivalAddress(pageSlug: string): boolean {
  return pageSlug.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(pageSlug);
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
