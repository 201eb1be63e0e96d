import { formatDay, zoneLabel } from '@sangam/shared';

/** The four time zones the festival table keeps, named as everywhere else (zoneLabel). */
const TABLE_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

export const ZONE_CHOICES = TABLE_ZONES.map((id) => ({ id, name: zoneLabel(id) }));

/** The years the console offers: last year to two years ahead. */
export function tableYears(today = new Date()): number[] {
  const y = today.getUTCFullYear();
  return [y - 1, y, y + 1, y + 2];
}

/** A festival's days in words: 'Sun, Nov 8, 2026', or 'Fri, Nov 6 – Tue, Nov 10, 2026 (main Sun, Nov 8, 2026)'. */
export function festivalDays(d: { startDate: string; mainDate: string; endDate: string } | null): string {
  if (!d) return 'not in the table';
  if (d.startDate === d.endDate) return formatDay(d.mainDate, 'medium');
  const span = `${formatDay(d.startDate, 'medium')} – ${formatDay(d.endDate, 'medium')}`;
  return d.mainDate === d.startDate ? span : `${span} (main ${formatDay(d.mainDate, 'medium')})`;
}

/** Why the client refuses a row before sending it (the server checks the same and more), or undefined. */
export function checkDays(v: { startDate?: string; mainDate?: string; endDate?: string }): string | undefined {
  const { startDate: s, mainDate: m, endDate: e } = v;
  if (!s || !m || !e) return undefined;
  if (!(s <= m && m <= e)) return 'Dates must be in order: start, main, end';
  if ((Date.parse(e) - Date.parse(s)) / 86_400_000 > 31) return 'A festival may span at most 31 days';
  return undefined;
}
