import { MigrationInterface, QueryRunner } from 'typeorm';
import { TIME_MINUTES_BY_PATTERN } from './1764100000003-SearchVocabulary';

/**
 * Search at a million events (issue 8), third step: the checks made on each of a search's
 * candidates, which outweighed finding them.
 * - `sangam_time_minutes` first tries the form the application stores ('6:30 PM', see
 *   normalizeTime) with plain string functions, and only falls back to its two regular expressions
 *   for anything else. PostgreSQL's regular expressions cost ~45 µs a call here; a search sorts up
 *   to a few thousand candidates by start time. The answers are the same for every text (the fast
 *   path accepts only texts the first expression matches, and computes the same value), so the
 *   listing index built on the function stays valid.
 * - `organizations_unapproved_idx`: the ids of organizations not (or not yet) approved, so a search
 *   reads them once, as a hashed set, instead of looking each candidate's organization up.
 */
export class SearchCandidateChecks1764700000021 implements MigrationInterface {
  name = 'SearchCandidateChecks1764700000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_time_minutes(t text) RETURNS integer
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE n int := length(t); h int; mi int; m text[];
      BEGIN
        -- 'h:mm AM' / 'hh:mm PM' (ASCII digits), the stored form: no regular expression needed.
        IF (n = 7 OR n = 8) AND substr(t, n - 5, 1) = ':' AND substr(t, n - 2, 1) = ' ' AND substr(t, n - 1, 2) IN ('AM', 'PM')
           AND ltrim(left(t, n - 6), '0123456789') = '' AND ltrim(substr(t, n - 4, 2), '0123456789') = '' THEN
          h := left(t, n - 6)::int; mi := substr(t, n - 4, 2)::int;
          IF h < 1 OR h > 12 OR mi > 59 THEN RETURN NULL; END IF;
          IF substr(t, n - 1, 1) = 'A' THEN RETURN (h % 12) * 60 + mi; END IF;
          RETURN (h % 12 + 12) * 60 + mi;
        END IF;
        m := regexp_match(t, '^\\s*(\\d{1,2})(?:[:.](\\d{2}))?\\s*([AaPp])\\.?\\s*[Mm]?\\.?\\s*$');
        IF m IS NOT NULL THEN
          h := m[1]::int; mi := coalesce(m[2], '0')::int;
          IF h < 1 OR h > 12 OR mi > 59 THEN RETURN NULL; END IF;
          IF upper(m[3]) = 'A' THEN h := h % 12; ELSE h := h % 12 + 12; END IF;
          RETURN h * 60 + mi;
        END IF;
        m := regexp_match(t, '^\\s*(\\d{1,2})[:.](\\d{2})\\s*$');
        IF m IS NOT NULL THEN
          h := m[1]::int; mi := m[2]::int;
          IF h > 23 OR mi > 59 THEN RETURN NULL; END IF;
          RETURN h * 60 + mi;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE INDEX organizations_unapproved_idx ON organizations (id) WHERE NOT "isApproved"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS organizations_unapproved_idx`);
    await q.query(TIME_MINUTES_BY_PATTERN);
  }
}
