import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The full-text GIN index also carries the event's month (`sangam_month(date)`, btree_gin), so "this month's events matching
 * these words" is one lookup; search collects matches month by month. The index still answers full-text conditions alone.
 */
export class SearchMonthIndex1764500000017 implements MigrationInterface {
  name = 'SearchMonthIndex1764500000017';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_month(d date) RETURNS integer
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN (extract(year FROM d) * 12 + extract(month FROM d) - 1)::integer`);
    await q.query(`DROP INDEX IF EXISTS events_search_idx`);
    await q.query(`CREATE INDEX events_search_idx ON events USING gin (sangam_month(date), "searchVector")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_search_idx`);
    await q.query(`CREATE INDEX events_search_idx ON events USING gin ("searchVector")`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_month(date)`);
  }
}
