import { FestivalDateRow } from './festival-dates.seed';
import { FestivalDays } from './festival.types';
import { FESTIVAL_TIME_ZONES, FestivalTimeZone } from './us-locations';

type Dates = Pick<FestivalDays, 'startDate' | 'mainDate' | 'endDate'>;

/** A festival, year and time zone where the table and the computation do not say the same days. */
export interface DateDisagreement {
  slug: string;
  year: number;
  timeZone: FestivalTimeZone;
  /** What the table says; null when the table has no row for it. */
  table: Dates | null;
  /** What the computation says; null when it knows no such festival in that year. */
  computed: Dates | null;
  /** The row's note, which explains a known difference. */
  note: string | null;
}

/** Only the days of a row or a computed festival. */
export const daysOf = (d: Dates): Dates => ({ startDate: d.startDate, mainDate: d.mainDate, endDate: d.endDate });
const same = (a: Dates, b: Dates) => a.startDate === b.startDate && a.mainDate === b.mainDate && a.endDate === b.endDate;

/**
 * Where a year's table rows and the computed days disagree, per time zone: different days, a festival
 * missing from the table, or a row the computation does not know. Sorted by main date, slug, zone.
 */
export function diffFestivalDates(
  year: number,
  rows: readonly FestivalDateRow[],
  computed: Record<FestivalTimeZone, readonly FestivalDays[]>,
): DateDisagreement[] {
  const out: DateDisagreement[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    seen.add(`${row.festivalSlug}|${row.timeZone}`);
    const c = computed[row.timeZone].find((d) => d.slug === row.festivalSlug);
    if (c && same(c, row)) continue;
    out.push({ slug: row.festivalSlug, year, timeZone: row.timeZone, table: daysOf(row), computed: c ? daysOf(c) : null, note: row.note });
  }
  const missing = FESTIVAL_TIME_ZONES.flatMap((timeZone) =>
    computed[timeZone]
      .filter((c) => !seen.has(`${c.slug}|${timeZone}`))
      .map((c): DateDisagreement => ({ slug: c.slug, year, timeZone, table: null, computed: daysOf(c), note: null })),
  );
  const key = (d: DateDisagreement) => (d.table ?? d.computed)!.mainDate;
  return [...out, ...missing].sort(
    (a, b) =>
      key(a).localeCompare(key(b)) ||
      a.slug.localeCompare(b.slug) ||
      FESTIVAL_TIME_ZONES.indexOf(a.timeZone) - FESTIVAL_TIME_ZONES.indexOf(b.timeZone),
  );
}
