import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 37 item 9: a follow may be a ZIP code and radius (besides a metro or an organization; the filters
 * narrow a metro or a ZIP follow), and a follow whose weekend is empty gets a "here is what is coming up"
 * mail at most once a month ("lastUpcomingSentAt"). docs/follows.md.
 */
export class FollowZipAndUpcomingMail1765490000000 implements MigrationInterface {
  name = 'FollowZipAndUpcomingMail1765490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE follows ADD COLUMN zip varchar(5), ADD COLUMN radius real, ADD COLUMN "lastUpcomingSentAt" timestamptz`);
    await q.query(`ALTER TABLE follows DROP CONSTRAINT follows_one_scope, DROP CONSTRAINT follows_filters_on_metro`);
    await q.query(
      `ALTER TABLE follows
         ADD CONSTRAINT follows_one_scope CHECK ((metro IS NOT NULL)::int + ("organizationId" IS NOT NULL)::int + (zip IS NOT NULL)::int = 1),
         ADD CONSTRAINT follows_zip_radius CHECK ((zip IS NULL) = (radius IS NULL) AND (radius IS NULL OR radius BETWEEN 1 AND 500)),
         ADD CONSTRAINT follows_no_filters_on_organization CHECK ("organizationId" IS NULL OR (category IS NULL AND language IS NULL AND festival IS NULL))`,
    );
    await q.query(`DROP INDEX follows_same_idx`);
    await q.query(
      `CREATE UNIQUE INDEX follows_same_idx ON follows (email, coalesce(metro, ''), coalesce("organizationId"::text, ''),
         coalesce(zip, ''), coalesce(radius, 0), coalesce(category, ''), coalesce(language, ''), coalesce(festival, ''))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM follows WHERE zip IS NOT NULL`);
    await q.query(`DROP INDEX follows_same_idx`);
    await q.query(
      `ALTER TABLE follows DROP CONSTRAINT follows_one_scope, DROP CONSTRAINT follows_zip_radius, DROP CONSTRAINT follows_no_filters_on_organization`,
    );
    await q.query(`ALTER TABLE follows DROP COLUMN zip, DROP COLUMN radius, DROP COLUMN "lastUpcomingSentAt"`);
    await q.query(
      `ALTER TABLE follows ADD CONSTRAINT follows_one_scope CHECK ((metro IS NULL) <> ("organizationId" IS NULL)),
         ADD CONSTRAINT follows_filters_on_metro CHECK (metro IS NOT NULL OR (category IS NULL AND language IS NULL AND festival IS NULL))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX follows_same_idx ON follows (email, coalesce(metro, ''), coalesce("organizationId"::text, ''),
         coalesce(category, ''), coalesce(language, ''), coalesce(festival, ''))`,
    );
  }
}
