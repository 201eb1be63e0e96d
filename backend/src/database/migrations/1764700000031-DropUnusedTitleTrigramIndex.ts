import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event creation at scale (issue 8): the trigram index on events' titles is dropped. It served
 * moderation's old duplicate check (`lower(title) % $1`), which now reads a day's events of the
 * city and organization instead (duplicate-finder.ts), and no other statement can use it (the admin
 * search ORs title, venue and organization name, which no single index answers). Every insert still
 * paid for it: ~30 trigram entries per title. Measured on 100k events, 400 inserts in a
 * transaction: 0.92 → 0.82 ms per insert. The index was 16 MB at 100k events, 63 MB at 1M.
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
