import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * - scraping_sources."pausedWithOrganization": a source made from an organization's pages that was turned off
 *   because the organization was rejected (or unapproved); re-approving the organization turns exactly these back on.
 * - images."unusedSince": when the cleanup job first found an uploaded image attached to no event (null: in use,
 *   or not looked at yet); the job deletes images unused for longer than the grace period.
 */
export class SourcePausesAndUnusedImages1765300000072 implements MigrationInterface {
  name = 'SourcePausesAndUnusedImages1765300000072';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE scraping_sources ADD COLUMN "pausedWithOrganization" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE images ADD COLUMN "unusedSince" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE images DROP COLUMN "unusedSince"`);
    await q.query(`ALTER TABLE scraping_sources DROP COLUMN "pausedWithOrganization"`);
  }
}
