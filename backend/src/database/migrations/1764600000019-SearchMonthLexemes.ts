import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A GIN index keyed "month:lexeme" (`sangam_month_lexemes`), so a month's lookup of a word reads only that month's postings;
 * `sangam_month_keys(month, tsquery)` makes a query's keys. SearchMonthIndex's index stays for full-text conditions alone.
 */
export class SearchMonthLexemes1764600000019 implements MigrationInterface {
  name = 'SearchMonthLexemes1764600000019';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_month_lexemes(d date, v tsvector) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN (SELECT coalesce(array_agg(sangam_month(d)::text || ':' || l), '{}') FROM unnest(tsvector_to_array(v)) AS l)`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_month_keys(m integer, query tsquery) RETURNS text[]
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN (SELECT coalesce(array_agg(DISTINCT m::text || ':' || replace(x[1], '''''', '''')), '{}')
                FROM regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') AS x)`);
    await q.query(`CREATE INDEX events_month_lexemes_idx ON events USING gin (sangam_month_lexemes(date, "searchVector"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_month_lexemes_idx`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_month_keys(integer, tsquery)`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_month_lexemes(date, tsvector)`);
  }
}
