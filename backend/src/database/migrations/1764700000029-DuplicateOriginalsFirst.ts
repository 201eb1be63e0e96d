import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation's near-duplicate check reads originals first: its two indexes carry "duplicateOfId" as a last key column,
 * so "is an original" is answered in the index without reading rows. The two-column prefixes still serve as before.
 */
export class DuplicateOriginalsFirst1764700000029 implements MigrationInterface {
  name = 'DuplicateOriginalsFirst1764700000029';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_city_date_all_idx`);
    await q.query(`CREATE INDEX events_city_date_all_idx ON events (lower(city), date, "duplicateOfId")`);
    await q.query(`DROP INDEX IF EXISTS events_org_date_idx`);
    await q.query(`CREATE INDEX events_org_date_idx ON events ("organizationId", date, "duplicateOfId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_city_date_all_idx`);
    await q.query(`CREATE INDEX events_city_date_all_idx ON events (lower(city), date)`);
    await q.query(`DROP INDEX IF EXISTS events_org_date_idx`);
    await q.query(`CREATE INDEX events_org_date_idx ON events ("organizationId", date)`);
  }
}
