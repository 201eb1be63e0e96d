import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search at a million events (issue 8), second step: a GIN index whose keys are "month:lexeme"
 * (`sangam_month_lexemes(date, "searchVector")`), so a month's lookup of a word reads only that
 * month's postings of the word. With the (month, search document) index of SearchMonthIndex a
 * month's lookup decoded the words' posting lists for the whole table, so every month cost as much
 * as the most common word, and common words had to be re-checked on the candidates' documents
 * instead (36,000 TOAST buffers for 'rang dallas' at 1M). `sangam_month_keys(month, tsquery)` makes
 * the same keys of a word's tsquery (its lexemes; the query must hold no prefix). The old index stays:
 * it serves full-text conditions on their own (the open-ended windows beyond the months, the admin
 * console's search).
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
