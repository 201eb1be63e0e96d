import { MigrationInterface, QueryRunner } from 'typeorm';

/** backups: each scheduled backup (backups/backups.service.ts), whether its restore into a scratch database verified it. */
export class Backups1765470000001 implements MigrationInterface {
  name = 'Backups1765470000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE backups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        file text NOT NULL,
        "takenAt" timestamptz NOT NULL,
        "sizeBytes" bigint,
        "rows" bigint,
        "verifiedAt" timestamptz,
        error text
      )`);
    await q.query(`CREATE INDEX backups_taken_at ON backups ("takenAt" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS backups`);
  }
}
