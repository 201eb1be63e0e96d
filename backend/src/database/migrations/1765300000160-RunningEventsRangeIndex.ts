import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The multi-day events running on a day, begun before it (the listing's second part, event-listing.sql.ts): a GiST
 * index on each event's days finds just them, where the date index read every multi-day event begun in the 60 days
 * before.
 */
export class RunningEventsRangeIndex1765300000160 implements MigrationInterface {
  name = 'RunningEventsRangeIndex1765300000160';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`
      CREATE INDEX events_running_range_idx ON events USING gist (daterange(date, "endDate", '[]'))
      WHERE "isApproved" AND "endDate" IS NOT NULL`);
    await q.query(`DROP INDEX IF EXISTS events_running_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`
      CREATE INDEX events_running_idx ON events (date, "startMinutes", id)
      INCLUDE ("endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId", "organizationApproved")
      WHERE "isApproved" AND "endDate" IS NOT NULL`);
    await q.query(`DROP INDEX IF EXISTS events_running_range_idx`);
  }
}
