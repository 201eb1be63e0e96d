import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 11: when an organization last re-applied after a rejection. Until an admin approves it,
 * its token only reads; it may re-apply once a week (auth/organizer-account.ts, auth/org-auth.service.ts).
 */
export class OrganizationReappliedAt1765400000003 implements MigrationInterface {
  name = 'OrganizationReappliedAt1765400000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE organizations ADD COLUMN "reappliedAt" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE organizations DROP COLUMN IF EXISTS "reappliedAt"`);
  }
}
