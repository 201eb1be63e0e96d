import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search at a million events (issue 8): the full-text GIN index also carries the event's month
 * (`sangam_month(date)`, through the btree_gin extension), so "this month's events matching these
 * words" is one GIN lookup that intersects the month's and the words' posting lists. A search then
 * collects its soonest matches month by month (`EventsQueryService.listSql`) instead of walking the
 * date index and reading every row's search document until enough match.
 * The index still answers full-text conditions alone (e.g. the admin console's search).
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
