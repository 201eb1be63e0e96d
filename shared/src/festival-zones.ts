import { festivalDays, formatDay } from './event-time';

/*
 * A festival page's heading by time zone (the server's first paint and the public site's festival page). Apart from
 * event-time.ts so the public site's home page, which writes festival days but never zones, does not download it.
 */

const FESTIVAL_ZONE_LABELS: Record<string, string> = {
  'America/New_York': 'Eastern',
  'America/Chicago': 'Central',
  'America/Denver': 'Mountain',
  'America/Phoenix': 'Mountain (Arizona)',
  'America/Los_Angeles': 'Pacific',
  'America/Anchorage': 'Alaska',
  'Pacific/Honolulu': 'Hawaii',
};

/** 'America/Los_Angeles' → 'Pacific'; other zones by their city. */
export function zoneLabel(timeZone: string): string {
  return FESTIVAL_ZONE_LABELS[timeZone] ?? timeZone.split('/').pop()!.replace(/_/g, ' ');
}

export interface FestivalZoneDays {
  timeZone: string;
  startDate: string;
  mainDate: string;
  endDate: string;
}

/**
 * A festival page's days, as the server's first paint and the app both head the page: the row of `timeZone` (the
 * visitor's; else Eastern, else the first), its days ('Friday, November 6 – Tuesday, November 10, 2026'; once its main
 * day is before `today`, that day alone), and the other zones whose days differ ('Pacific: Saturday, November 7, 2026').
 */
export function festivalPageDays<R extends FestivalZoneDays>(
  rows: readonly R[],
  timeZone: string | null,
  today: string,
): { row: R; over: boolean; days: string; zone: string; others: Array<{ timeZone: string; text: string }> } | null {
  const row = rows.find((r) => r.timeZone === timeZone) ?? rows.find((r) => r.timeZone === 'America/New_York') ?? rows[0];
  if (!row) return null;
  const over = row.mainDate < today;
  const others = rows
    .filter((r) => r.timeZone !== row.timeZone && festivalDays(r) !== festivalDays(row))
    .map((r) => ({ timeZone: r.timeZone, text: `${zoneLabel(r.timeZone)}: ${festivalDays(r)}` }));
  return { row, over, days: over ? formatDay(row.mainDate, 'long') : festivalDays(row), zone: `${zoneLabel(row.timeZone)} time`, others };
}
