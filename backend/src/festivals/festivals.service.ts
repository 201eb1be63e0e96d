import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { DateDisagreement, daysOf, diffFestivalDates } from './compare-table';
import { computeFestivalDates } from './compute-festival-dates';
import { MAX_TABLE_YEAR, MIN_TABLE_YEAR, isTableYear } from './festival-date-check';
import { FestivalDateRow } from './festival-dates.seed';
import { FestivalDatesRepository } from './festival-dates.repository';
import { FestivalDays } from './festival.types';
import { FESTIVAL_LOCATIONS, FESTIVAL_TIME_ZONES, FestivalTimeZone } from './us-locations';

/** The festival calendar: the table of US dates and its astronomical cross-check. */
@Injectable()
export class FestivalsService {
  constructor(private readonly dates: FestivalDatesRepository) {}

  /** The table's rows for a year. */
  async tableForYear(year: number): Promise<FestivalDateRow[]> {
    this.checkYear(year);
    return this.dates.listYear(year);
  }

  /**
   * Every festival's US days in these years, each time zone: the table's rows, and for a year the table has no
   * rows for, the computation (as the table's rows of a new year would be made).
   */
  async usDays(years: number[]): Promise<FestivalDateRow[]> {
    const rows: FestivalDateRow[] = [];
    for (const year of years.filter(isTableYear)) {
      const table = await this.dates.listYear(year);
      if (table.length) rows.push(...table);
      else
        for (const [timeZone, days] of Object.entries(computedByZone(year)) as Array<[FestivalTimeZone, FestivalDays[]]>)
          rows.push(...days.map((d) => ({ festivalSlug: d.slug, year, timeZone, ...daysOf(d), note: null })));
    }
    return rows;
  }

  /** Every festival and year the table has rows for (the sitemap's festival pages). */
  festivalYears(): Promise<Array<{ festivalSlug: string; year: number }>> {
    return this.dates.festivalYears();
  }

  /**
   * Where the table and the computation disagree for a year, in each time zone, with the row's note.
   * The computation takes about half a second per year the first time (then it is cached in memory).
   */
  async compareTable(year: number): Promise<DateDisagreement[]> {
    this.checkYear(year);
    const rows = await this.dates.listYear(year);
    return diffFestivalDates(year, rows, computedByZone(year));
  }

  private checkYear(year: number): void {
    if (!isTableYear(year)) throw new DomainError('year_out_of_range', { params: { min: MIN_TABLE_YEAR, max: MAX_TABLE_YEAR } });
  }
}

/** The computed days of a year in each of the four time zones. */
export function computedByZone(year: number): Record<FestivalTimeZone, FestivalDays[]> {
  return Object.fromEntries(FESTIVAL_TIME_ZONES.map((z) => [z, computeFestivalDates(year, FESTIVAL_LOCATIONS[z])])) as Record<
    FestivalTimeZone,
    FestivalDays[]
  >;
}
