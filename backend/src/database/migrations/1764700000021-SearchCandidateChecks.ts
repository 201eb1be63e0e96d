import { MigrationInterface, QueryRunner } from 'typeorm';
import { timeMinutesByPattern } from './1764100000003-SearchVocabulary';

/**
 * Cheaper checks per search candidate: `sangam_time_minutes` reads the stored form ('6:30 PM') with string functions and
 * hands anything else to the regular-expression version (same answers, so the index on it stays valid);
 * `organizations_unapproved_idx` lets a search read unapproved organizations once as a set.
 */
export class SearchCandidateChecks1764700000021 implements MigrationInterface {
  name = 'SearchCandidateChecks1764700000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(timeMinutesByPattern('sangam_time_minutes_by_pattern'));
    // Named with its schema: index maintenance (REINDEX, VACUUM FULL) runs with a search_path of
    // pg_catalog only, and a PL/pgSQL body resolves names when it runs.
    const [{ fallback }] = (await q.query(`SELECT format('%I.sangam_time_minutes_by_pattern', current_schema()) AS fallback`)) as Array<{
      fallback: string;
    }>;
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_time_minutes(t text) RETURNS integer
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE n int := length(t); h int; mi int;
      BEGIN
        -- 'h:mm AM' / 'hh:mm PM' (ASCII digits), the stored form: no regular expression needed.
        IF (n = 7 OR n = 8) AND substr(t, n - 5, 1) = ':' AND substr(t, n - 2, 1) = ' ' AND substr(t, n - 1, 2) IN ('AM', 'PM')
           AND ltrim(left(t, n - 6), '0123456789') = '' AND ltrim(substr(t, n - 4, 2), '0123456789') = '' THEN
          h := left(t, n - 6)::int; mi := substr(t, n - 4, 2)::int;
          IF h < 1 OR h > 12 OR mi > 59 THEN RETURN NULL; END IF;
          IF substr(t, n - 1, 1) = 'A' THEN RETURN (h % 12) * 60 + mi; END IF;
          RETURN (h % 12 + 12) * 60 + mi;
        END IF;
        RETURN ${fallback}(t);
      END $$`);
    await q.query(`CREATE INDEX organizations_unapproved_idx ON organizations (id) WHERE NOT "isApproved"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS organizations_unapproved_idx`);
    await q.query(timeMinutesByPattern('sangam_time_minutes'));
    await q.query(`DROP FUNCTION IF EXISTS sangam_time_minutes_by_pattern(text)`);
  }
}
