import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation's near-duplicate check looks for events on the same date in the same city (or of the
 * same organization, covered by events_org_date_idx), approved or pending. events_city_date_idx is
 * partial (approved events only, for the public listing), so pending events had no index for it.
 */
export class ModerationDuplicateIndex1764300000011 implements MigrationInterface {
  name = 'ModerationDuplicateIndex1764300000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS events_city_date_all_idx ON events (lower(city), date)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_city_date_all_idx`);
  }
}
