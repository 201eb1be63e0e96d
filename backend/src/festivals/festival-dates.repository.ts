import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FestivalDateRow } from './festival-dates.seed';

/** A row with who last edited it (null for shipped rows) and when, as the console shows it. */
export interface EditedFestivalDateRow extends FestivalDateRow {
  updatedBy: string | null;
  updatedAt: Date;
}

const COLUMNS = `"festivalSlug", year, "timeZone", "startDate"::text AS "startDate", "mainDate"::text AS "mainDate", "endDate"::text AS "endDate", note, "updatedBy", "updatedAt"`;

/** Every statement on festival_dates. */
@Injectable()
export class FestivalDatesRepository {
  constructor(private readonly ds: DataSource) {}

  /** A year's rows, in date order. */
  async listYear(year: number): Promise<EditedFestivalDateRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM festival_dates WHERE year = $1 ORDER BY "mainDate", "festivalSlug", "timeZone"`, [year]);
  }

  /** Each (festival, year) the table has, by year then festival. */
  festivalYears(): Promise<Array<{ festivalSlug: string; year: number }>> {
    return this.ds.query(`SELECT DISTINCT "festivalSlug", year FROM festival_dates ORDER BY year, "festivalSlug"`);
  }

  /** One festival's rows in a year (one per time zone). */
  async listFestival(slug: string, year: number): Promise<EditedFestivalDateRow[]> {
    return this.ds.query(`SELECT ${COLUMNS} FROM festival_dates WHERE "festivalSlug" = $1 AND year = $2 ORDER BY "timeZone"`, [slug, year]);
  }

  /** Writes a row (new or changed), recording who changed it. The caller checks it with checkFestivalDateRow. */
  async save(row: FestivalDateRow, updatedBy: string): Promise<void> {
    await this.ds.query(
      `INSERT INTO festival_dates ("festivalSlug", year, "timeZone", "startDate", "mainDate", "endDate", note, "updatedBy")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ("festivalSlug", year, "timeZone") DO UPDATE
         SET "startDate" = EXCLUDED."startDate", "mainDate" = EXCLUDED."mainDate", "endDate" = EXCLUDED."endDate",
             note = EXCLUDED.note, "updatedBy" = EXCLUDED."updatedBy", "updatedAt" = now()`,
      [row.festivalSlug, row.year, row.timeZone, row.startDate, row.mainDate, row.endDate, row.note, updatedBy],
    );
  }
}
