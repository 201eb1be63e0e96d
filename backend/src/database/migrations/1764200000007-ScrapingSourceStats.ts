import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scraping: each source remembers its last run's counts and error and whether it was created by an
 * admin or from an approved organization's pages; events removed by people (an admin's reject, an
 * organizer's delete) leave a tombstone so the next scraping run does not bring them back.
 */
export class ScrapingSourceStats1764200000007 implements MigrationInterface {
  name = 'ScrapingSourceStats1764200000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE scraping_sources
        ADD COLUMN origin varchar(20) NOT NULL DEFAULT 'manual' CHECK (origin IN ('manual', 'organization')),
        ADD COLUMN "lastEventsFound" integer,
        ADD COLUMN "lastEventsSaved" integer,
        ADD COLUMN "lastEventsUpdated" integer,
        ADD COLUMN "lastError" text`);
    await q.query(`
      CREATE TABLE scraped_event_tombstones (
        "sourceId" uuid NOT NULL,
        "sourceEventKey" varchar(500) NOT NULL,
        title varchar(200) NOT NULL,
        date date NOT NULL,
        city varchar(100) NOT NULL,
        "deletedAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("sourceId", "sourceEventKey")
      )`);
    // The same event read through another source (an events page that links the same feed) stays removed too.
    await q.query(`CREATE INDEX scraped_event_tombstones_event_idx ON scraped_event_tombstones (lower(title), date, lower(city))`);
    // No foreign key on purpose: an organization's deletion cascades to its events and sources in one
    // statement, and the tombstone of an event must not make that deletion fail.
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_scraped_event_deleted() RETURNS trigger AS $$
      BEGIN
        INSERT INTO scraped_event_tombstones ("sourceId", "sourceEventKey", title, date, city)
        VALUES (OLD."sourceId", OLD."sourceEventKey", OLD.title, OLD.date, OLD.city)
        ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER events_scraped_tombstone AFTER DELETE ON events
      FOR EACH ROW WHEN (OLD."sourceId" IS NOT NULL AND OLD."sourceEventKey" IS NOT NULL)
      EXECUTE FUNCTION sangam_scraped_event_deleted()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_scraping_source_deleted() RETURNS trigger AS $$
      BEGIN
        DELETE FROM scraped_event_tombstones WHERE "sourceId" = OLD.id;
        RETURN OLD;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER scraping_sources_tombstones AFTER DELETE ON scraping_sources
      FOR EACH ROW EXECUTE FUNCTION sangam_scraping_source_deleted()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS scraping_sources_tombstones ON scraping_sources`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_scraping_source_deleted()`);
    await q.query(`DROP TRIGGER IF EXISTS events_scraped_tombstone ON events`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_scraped_event_deleted()`);
    await q.query(`DROP TABLE IF EXISTS scraped_event_tombstones`);
    await q.query(`
      ALTER TABLE scraping_sources
        DROP COLUMN IF EXISTS origin, DROP COLUMN IF EXISTS "lastEventsFound", DROP COLUMN IF EXISTS "lastEventsSaved",
        DROP COLUMN IF EXISTS "lastEventsUpdated", DROP COLUMN IF EXISTS "lastError"`);
  }
}
