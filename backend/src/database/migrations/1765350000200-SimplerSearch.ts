import { MigrationInterface, QueryRunner } from 'typeorm';

/** Removes the vocabulary's words of deleted (or rejected) events that no remaining event's search document holds. */
const FORGET_TERMS_FUNCTION = `
  CREATE OR REPLACE FUNCTION sangam_events_forget_terms() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM search_terms t
     WHERE t.term IN (SELECT w FROM sangam_old_rows o, LATERAL sangam_event_terms(o.title, o.venue, o.city, o."searchVector") AS w)
       AND NOT EXISTS (SELECT 1 FROM events e WHERE e."searchVector" @@ (quote_literal(t.term)::tsquery
             || quote_literal(coalesce((tsvector_to_array(to_tsvector('english', t.term)))[1], t.term))::tsquery));
    RETURN NULL;
  END $$`;

const FORGET_TERMS_TRIGGER = `
  CREATE TRIGGER events_forget_terms AFTER DELETE ON events
  REFERENCING OLD TABLE AS sangam_old_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_events_forget_terms()`;

/**
 * Search without hand planning: the GIN index on the search document alone (PostgreSQL chooses it or the date-ordered
 * listing index), without the month-keyed GIN indexes and the functions that built their keys (one parsed tsquery text
 * with a regular expression). The vocabulary forgets the words of deleted events (rejection deletes too), and keeps
 * only words of the events and organizations there are. A no-op on a database the baseline made.
 */
export class SimplerSearch1765350000200 implements MigrationInterface {
  name = 'SimplerSearch1765350000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`DROP INDEX IF EXISTS events_month_lexemes_idx`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_month_keys(integer, tsquery)`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_month_lexemes(date, tsvector)`);
    const [month] = await q.query(`SELECT 1 FROM pg_indexes WHERE indexname = 'events_search_idx' AND indexdef LIKE '%sangam_month%'`);
    if (month) {
      await q.query(`DROP INDEX events_search_idx`);
      await q.query(`CREATE INDEX events_search_idx ON events USING gin ("searchVector") WITH (fastupdate = off)`);
    }
    await q.query(`DROP FUNCTION IF EXISTS sangam_month(date)`);
    await q.query(`DROP EXTENSION IF EXISTS btree_gin`);

    await q.query(FORGET_TERMS_FUNCTION);
    await q.query(`DROP TRIGGER IF EXISTS events_forget_terms ON events`);
    await q.query(FORGET_TERMS_TRIGGER);
    // Words left behind by events deleted before this trigger existed.
    await q.query(`
      DELETE FROM search_terms WHERE term NOT IN (
        SELECT w FROM events e, LATERAL sangam_event_terms(e.title, e.venue, e.city, e."searchVector") AS w
        UNION
        SELECT w FROM organizations o, LATERAL sangam_name_terms(o.name) AS w)`);
  }

  async down(): Promise<void> {
    throw new Error('SimplerSearch cannot be reverted: the month-keyed search indexes are not rebuilt');
  }
}
