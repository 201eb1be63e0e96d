import { MigrationInterface, QueryRunner } from 'typeorm';
import { festivalDateSeedRows } from '../../festivals/festival-dates.seed';
import { FESTIVAL_TIME_ZONES } from '../../festivals/us-locations';

/**
 * festival_dates: the days each festival is observed in the US, per year and per time zone (what the
 * product shows; admins edit it). Filled with the shipped dates for 2026 and 2027. `note` explains a date
 * (moon sighting, a regional calendar); "updatedBy" is null for shipped rows, else the admin who edited.
 */
export class FestivalDates1765000000059 implements MigrationInterface {
  name = 'FestivalDates1765000000059';

  async up(q: QueryRunner): Promise<void> {
    const zones = FESTIVAL_TIME_ZONES.map((z) => `'${z}'`).join(', ');
    await q.query(`
      CREATE TABLE festival_dates (
        "festivalSlug" varchar(60) NOT NULL CHECK ("festivalSlug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        year smallint NOT NULL CHECK (year BETWEEN 2000 AND 2100),
        "timeZone" varchar(40) NOT NULL CHECK ("timeZone" IN (${zones})),
        "startDate" date NOT NULL,
        "mainDate" date NOT NULL,
        "endDate" date NOT NULL,
        note text CHECK (length(note) <= 1000),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "updatedBy" varchar(120),
        PRIMARY KEY ("festivalSlug", year, "timeZone"),
        CONSTRAINT festival_dates_order CHECK ("startDate" <= "mainDate" AND "mainDate" <= "endDate" AND "endDate" - "startDate" <= 31),
        CONSTRAINT festival_dates_year CHECK (extract(year FROM "mainDate") = year)
      )`);
    await q.query(`CREATE INDEX festival_dates_main_idx ON festival_dates ("mainDate")`);
    const rows = festivalDateSeedRows([2026, 2027]);
    const values: unknown[] = [];
    const tuples = rows.map((r, i) => {
      values.push(r.festivalSlug, r.year, r.timeZone, r.startDate, r.mainDate, r.endDate, r.note);
      const n = i * 7;
      return `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7})`;
    });
    await q.query(
      `INSERT INTO festival_dates ("festivalSlug", year, "timeZone", "startDate", "mainDate", "endDate", note)
       VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      values,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS festival_dates`);
  }
}
