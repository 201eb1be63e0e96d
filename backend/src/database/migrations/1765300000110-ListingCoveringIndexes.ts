import { MigrationInterface, QueryRunner } from 'typeorm';

/** The columns the public listing's filters and visibility rule read (whereClause in event-listing.sql.ts). */
const FILTERS = `"endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId"`;

/** The listing's access paths, each covering every filter so pages' ids and capped counts are index-only scans. */
const COVERING: Array<[name: string, keys: string, include: string, where: string]> = [
  ['events_listing_idx', `date, "startMinutes", id`, FILTERS, `"isApproved"`],
  ['events_category_date_idx', `category, date, "startMinutes", id`, FILTERS, `"isApproved"`],
  ['events_metro_date_idx', `metro, date, "startMinutes", id`, FILTERS, `"isApproved" AND metro IS NOT NULL`],
  ['events_lat_lng_idx', `latitude, longitude`, `date, "startMinutes", id, ${FILTERS}`, `"isApproved" AND latitude IS NOT NULL`],
  ['events_end_date_idx', `"endDate"`, `date, "startMinutes", id, ${FILTERS}`, `"isApproved" AND "endDate" IS NOT NULL`],
];

/** The same indexes before (down). */
const PREVIOUS: Array<[name: string, definition: string]> = [
  ['events_listing_idx', `(date, "startMinutes", id) INCLUDE ("organizationId", state, "isFree", "endDate") WHERE "isApproved"`],
  ['events_category_date_idx', `(category, date) WHERE "isApproved"`],
  ['events_metro_date_idx', `(metro, date) WHERE "isApproved" AND metro IS NOT NULL`],
  ['events_lat_lng_idx', `(latitude, longitude) WHERE "isApproved" AND latitude IS NOT NULL`],
  ['events_end_date_idx', `("endDate") WHERE "isApproved" AND "endDate" IS NOT NULL`],
];

/**
 * Covering indexes for the public listing (issue 25 item 3): the date order, category, metro, the radius
 * filter's box and the multi-day events still running each carry the filters' columns, so a listing finds
 * its page's ids and counts its total without reading the table; only the page's rows are fetched.
 */
export class ListingCoveringIndexes1765300000110 implements MigrationInterface {
  name = 'ListingCoveringIndexes1765300000110';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, keys, include, where] of COVERING) {
      await q.query(`DROP INDEX IF EXISTS ${name}`);
      await q.query(`CREATE INDEX ${name} ON events (${keys}) INCLUDE (${include}) WHERE ${where}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, definition] of PREVIOUS) {
      await q.query(`DROP INDEX IF EXISTS ${name}`);
      await q.query(`CREATE INDEX ${name} ON events ${definition}`);
    }
  }
}
