import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deleting an organization keeps what it did not make: a source an admin created stays (without the
 * organization), and so do the events such a source brought; the sources made from the organization's
 * own pages go with it, and its own events with them (the events' foreign key still cascades).
 */
export class ScrapingSourceOwnership1764900000053 implements MigrationInterface {
  name = 'ScrapingSourceOwnership1764900000053';

  async up(q: QueryRunner): Promise<void> {
    await this.replaceSourceOrganizationKey(q, 'SET NULL');
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_organization_deleted() RETURNS trigger AS $$
      BEGIN
        UPDATE events SET "organizationId" = NULL
         WHERE "organizationId" = OLD.id
           AND "sourceId" IN (SELECT id FROM scraping_sources WHERE origin = 'manual');
        DELETE FROM scraping_sources WHERE "organizationId" = OLD.id AND origin = 'organization';
        RETURN OLD;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER organizations_deleted BEFORE DELETE ON organizations
      FOR EACH ROW EXECUTE FUNCTION sangam_organization_deleted()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS organizations_deleted ON organizations`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_organization_deleted()`);
    await this.replaceSourceOrganizationKey(q, 'CASCADE');
  }

  /** The foreign key from scraping_sources to organizations, with another ON DELETE action. */
  private async replaceSourceOrganizationKey(q: QueryRunner, onDelete: 'SET NULL' | 'CASCADE'): Promise<void> {
    const keys: Array<{ conname: string }> = await q.query(
      `SELECT conname FROM pg_constraint
        WHERE conrelid = 'scraping_sources'::regclass AND confrelid = 'organizations'::regclass AND contype = 'f'`,
    );
    for (const { conname } of keys) await q.query(`ALTER TABLE scraping_sources DROP CONSTRAINT "${conname}"`);
    await q.query(
      `ALTER TABLE scraping_sources ADD CONSTRAINT scraping_sources_organization_fkey
         FOREIGN KEY ("organizationId") REFERENCES organizations(id) ON DELETE ${onDelete}`,
    );
  }
}
