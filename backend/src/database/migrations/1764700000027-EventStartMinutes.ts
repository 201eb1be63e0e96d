import { MigrationInterface, QueryRunner } from 'typeorm';

const LISTING_INCLUDE = `INCLUDE ("organizationId", state, "isFree") WHERE "isApproved"`;

/**
 * "startMinutes": an event's start time as minutes after midnight, a generated column the listing index orders by, instead of
 * calling sangam_time_minutes() per row. Were that function changed, recompute (`UPDATE events SET "startTime" = "startTime"`).
 */
export class EventStartMinutes1764700000027 implements MigrationInterface {
  name = 'EventStartMinutes1764700000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN "startMinutes" integer GENERATED ALWAYS AS (sangam_time_minutes("startTime")) STORED`);
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(`CREATE INDEX events_listing_idx ON events (date, "startMinutes", id) ${LISTING_INCLUDE}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(`CREATE INDEX events_listing_idx ON events (date, sangam_time_minutes("startTime"), id) ${LISTING_INCLUDE}`);
    await q.query(`ALTER TABLE events DROP COLUMN "startMinutes"`);
  }
}
