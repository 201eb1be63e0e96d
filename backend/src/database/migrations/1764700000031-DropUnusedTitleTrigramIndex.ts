import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the trigram index on events' titles: no statement uses it since the duplicate check reads a day's events of the
 * city and organization (duplicate-finder.ts), and every insert paid for it.
 */
export class DropUnusedTitleTrigramIndex1764700000031 implements MigrationInterface {
  name = 'DropUnusedTitleTrigramIndex1764700000031';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_title_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS events_title_trgm_idx ON events USING gin (lower(title) gin_trgm_ops) WITH (fastupdate = off)`,
    );
  }
}
