import { MigrationInterface, QueryRunner } from 'typeorm';
import { timeMinutesByPattern } from './1764100000003-SearchVocabulary';

/**
 * Search at a million events (issue 8), third step: the checks made on each of a search's
 * candidates, which outweighed finding them.
 * - `sangam_time_minutes` first tries the form the application stores ('6:30 PM', see
 *   normalizeTime) with plain string functions, and only hands anything else to its first version
 *   (two regular expressions), kept as `sangam_time_minutes_by_pattern`. PostgreSQL's regular
 *   expressions cost ~45 µs a call here; a search sorts up to a few thousand candidates by start
 *   time. The answers are the same for every text (the fast path accepts only texts the first
 *   expression matches, and computes the same value), so the listing index built on the function
 *   stays valid.
 * - `organizations_unapproved_idx`: the ids of organizations not (or not yet) approved, so a search
 *   reads them once, as a hashed set, instead of looking each candidate's organization up.
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
