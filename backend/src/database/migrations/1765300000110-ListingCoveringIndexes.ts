import { MigrationInterface, QueryRunner } from 'typeorm';
import { GEO_CELLS_PER_DEGREE } from '../../events/event-listing.sql';

/** The columns the public listing's filters and visibility rule read (whereClause in event-listing.sql.ts). */
const FILTERS = `"endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId"`;

/** The listing's access paths, each covering every filter so pages' ids and capped counts are index-only scans. */
const COVERING: Array<[name: string, keys: string, include: string, where: string]> = [
  ['events_listing_idx', `date, "startMinutes", id`, FILTERS, `"isApproved"`],
  ['events_category_date_idx', `category, date, "startMinutes", id`, FILTERS, `"isApproved"`],
  ['events_metro_date_idx', `metro, date, "startMinutes", id`, FILTERS, `"isApproved" AND metro IS NOT NULL`],
  [
    'events_geo_date_idx',
    `sangam_geo_cell(latitude, longitude), date, "startMinutes", id`,
    FILTERS,
    `"isApproved" AND latitude IS NOT NULL`,
  ],
  ['events_running_idx', `date, "startMinutes", id`, FILTERS, `"isApproved" AND "endDate" IS NOT NULL`],
];

/** The same indexes before (down). */
const PREVIOUS: Array<[name: string, definition: string]> = [
  ['events_listing_idx', `(date, "startMinutes", id) INCLUDE ("organizationId", state, "isFree", "endDate") WHERE "isApproved"`],
  ['events_category_date_idx', `(category, date) WHERE "isApproved"`],
  ['events_metro_date_idx', `(metro, date) WHERE "isApproved" AND metro IS NOT NULL`],
  ['events_lat_lng_idx', `(latitude, longitude) WHERE "isApproved" AND latitude IS NOT NULL`],
];

/**
 * Covering indexes for the public listing: page ids and capped counts become index-only scans (docs/performance.md);
 * the radius filter's (latitude, longitude) index becomes grid cells then date (sangam_geo_cell = geoCell).
 */
export class ListingCoveringIndexes1765300000110 implements MigrationInterface {
  name = 'ListingCoveringIndexes1765300000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION sangam_geo_cell(lat float8, lng float8) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (floor(lat * ${GEO_CELLS_PER_DEGREE}) * 10000 + floor(lng * ${GEO_CELLS_PER_DEGREE}))::int $$`);
    await q.query(`DROP INDEX IF EXISTS events_lat_lng_idx`);
    for (const [name, keys, include, where] of COVERING) {
      await q.query(`DROP INDEX IF EXISTS ${name}`);
      await q.query(`CREATE INDEX ${name} ON events (${keys}) INCLUDE (${include}) WHERE ${where}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_geo_date_idx`);
    await q.query(`DROP INDEX IF EXISTS events_running_idx`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_geo_cell(float8, float8)`);
    for (const [name, definition] of PREVIOUS) {
      await q.query(`DROP INDEX IF EXISTS ${name}`);
      await q.query(`CREATE INDEX ${name} ON events ${definition}`);
    }
  }
}
