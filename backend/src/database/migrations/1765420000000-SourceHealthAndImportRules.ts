import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organizations steer their own imports, and a source that stopped working is noticed:
 * - scraping_sources keeps the run whose per-event outcomes are its last (`lastRunId`), a partial read's
 *   note (`lastPartial`), how many runs in a row failed or found nothing (`failingRuns`), when it last found
 *   events (`lastFoundAt`) and when its organization was told it stopped working (`stoppedNotifiedAt`);
 * - organization_import_rules holds what an organization set: titles and categories to skip, a default
 *   category and venue (gone with the organization).
 */
export class SourceHealthAndImportRules1765420000000 implements MigrationInterface {
  name = 'SourceHealthAndImportRules1765420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE scraping_sources
        ADD COLUMN "lastRunId" uuid,
        ADD COLUMN "lastPartial" text,
        ADD COLUMN "failingRuns" int NOT NULL DEFAULT 0,
        ADD COLUMN "lastFoundAt" timestamptz,
        ADD COLUMN "stoppedNotifiedAt" timestamptz`);
    // Sources whose last recorded run found events have found events.
    await q.query(`UPDATE scraping_sources SET "lastFoundAt" = "lastScraped" WHERE "lastEventsFound" > 0`);
    await q.query(`
      CREATE TABLE organization_import_rules (
        "organizationId" uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
        "skipTitles" text[] NOT NULL DEFAULT '{}',
        "skipCategories" text[] NOT NULL DEFAULT '{}',
        "defaultCategory" varchar(50),
        "defaultVenue" varchar(300),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS organization_import_rules`);
    await q.query(`
      ALTER TABLE scraping_sources
        DROP COLUMN IF EXISTS "lastRunId",
        DROP COLUMN IF EXISTS "lastPartial",
        DROP COLUMN IF EXISTS "failingRuns",
        DROP COLUMN IF EXISTS "lastFoundAt",
        DROP COLUMN IF EXISTS "stoppedNotifiedAt"`);
  }
}
