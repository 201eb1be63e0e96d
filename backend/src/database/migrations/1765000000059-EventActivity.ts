import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Insights. `event_activity` holds one row per visitor session, event, kind and day (UTC): a view,
 * save, calendar add, ticket click or share counted once per session a day, however often it is
 * repeated. Page views get the same bound: one row per session, page and day (`page_views.day`);
 * duplicates already stored are removed, and the event views among them become event activity.
 */
export class EventActivity1765000000059 implements MigrationInterface {
  name = 'EventActivity1765000000059';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_activity (
        "eventId" uuid NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        day date NOT NULL,
        kind varchar(10) NOT NULL CHECK (kind IN ('view', 'save', 'calendar', 'ticket', 'share')),
        "sessionId" varchar(100) NOT NULL,
        PRIMARY KEY ("eventId", day, kind, "sessionId")
      )`);
    await q.query(`CREATE INDEX event_activity_day_idx ON event_activity (day, kind)`);

    await q.query(`ALTER TABLE page_views ADD COLUMN day date`);
    await q.query(`UPDATE page_views SET day = (timestamp AT TIME ZONE 'UTC')::date`);
    await q.query(`
      DELETE FROM page_views a USING page_views b
       WHERE a.day = b.day AND a."sessionId" = b."sessionId" AND a.page = b.page
         AND (a.timestamp, a.id) > (b.timestamp, b.id)`);
    await q.query(`ALTER TABLE page_views ALTER COLUMN day SET NOT NULL, ALTER COLUMN day SET DEFAULT (now() AT TIME ZONE 'UTC')::date`);
    await q.query(`CREATE UNIQUE INDEX page_views_once_a_day ON page_views (day, "sessionId", page)`);
    await q.query(`DROP INDEX IF EXISTS page_views_timestamp_idx`);
    await q.query(`
      INSERT INTO event_activity ("eventId", day, kind, "sessionId")
      SELECT DISTINCT "eventId", day, 'view', "sessionId" FROM page_views WHERE "eventId" IS NOT NULL
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS event_activity`);
    await q.query(`CREATE INDEX IF NOT EXISTS page_views_timestamp_idx ON page_views (timestamp)`);
    await q.query(`DROP INDEX IF EXISTS page_views_once_a_day`);
    await q.query(`ALTER TABLE page_views DROP COLUMN IF EXISTS day`);
  }
}
