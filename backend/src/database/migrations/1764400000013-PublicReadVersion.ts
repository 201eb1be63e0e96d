import { MigrationInterface, QueryRunner } from 'typeorm';

/** Slots of the data version counter: writers on different connections rarely share one. */
export const PUBLIC_VERSION_SLOTS = 64;

/**
 * Public reads' freshness and write cost:
 * - `public_data_version`: a change counter of events and organizations, bumped once per writing transaction at commit
 *   (one slot per backend, readers sum them); the public read cache is keyed by it, so it never serves a committed change late.
 * - `organizations."eventsThisMonth"` counted when read (index-only over `events_org_created_idx`), not rewritten per event write.
 * - `events_listing_idx` also carries "isFree"; the vocabulary triggers collect new rows' words in one set-based statement.
 */
export class PublicReadVersion1764400000013 implements MigrationInterface {
  name = 'PublicReadVersion1764400000013';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE public_data_version (slot int PRIMARY KEY, v bigint NOT NULL DEFAULT 0)`);
    await q.query(`INSERT INTO public_data_version (slot) SELECT generate_series(0, ${PUBLIC_VERSION_SLOTS - 1})`);
    // A deferred row trigger runs at commit, after every other lock of the transaction is taken, so
    // the slot's row lock cannot be part of a deadlock; once per transaction (a transaction-local flag).
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_bump_public_version() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('sangam.public_version_bumped', true) IS DISTINCT FROM 'on' THEN
          PERFORM set_config('sangam.public_version_bumped', 'on', true);
          UPDATE public_data_version SET v = v + 1 WHERE slot = pg_backend_pid() % ${PUBLIC_VERSION_SLOTS};
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['events', 'organizations']) {
      await q.query(`
        CREATE CONSTRAINT TRIGGER ${table}_bump_public_version AFTER INSERT OR UPDATE OR DELETE ON ${table}
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sangam_bump_public_version()`);
      await q.query(`
        CREATE TRIGGER ${table}_bump_public_version_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION sangam_bump_public_version()`);
    }

    // An organization's events created this month is counted when read (index-only), no longer
    // stored: creating an event then locks nothing but its own row, and the count is right after a month turns.
    await q.query(`CREATE INDEX events_org_created_idx ON events ("organizationId", "createdAt")`);
    await q.query(`ALTER TABLE organizations DROP COLUMN "eventsThisMonth"`);
    // The listing index also carries "isFree", so the free-only filter's total is an index-only scan too.
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(
      `CREATE INDEX events_listing_idx ON events (date, sangam_time_minutes("startTime"), id) INCLUDE ("organizationId", state, "isFree") WHERE "isApproved"`,
    );

    // Same vocabulary as sangam_event_terms() per row, in one pass over the transition table.
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_events_collect_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        -- Distinct words first (a hash over all lexemes), then the filters on the few thousand left.
        WITH words AS MATERIALIZED (
          SELECT DISTINCT w FROM (
            SELECT unnest(tsvector_to_array(n."searchVector")) AS w FROM sangam_new_rows n
            UNION ALL
            SELECT unnest(tsvector_to_array(to_tsvector('simple', unaccent(coalesce(n.title, '') || ' ' || coalesce(n.venue, '') || ' ' || coalesce(n.city, ''))))) FROM sangam_new_rows n
          ) AS t
        )
        INSERT INTO search_terms (term)
        SELECT w FROM words
        WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$'
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE organizations ADD COLUMN "eventsThisMonth" integer NOT NULL DEFAULT 0 CHECK ("eventsThisMonth" >= 0)`);
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(
      `CREATE INDEX events_listing_idx ON events (date, sangam_time_minutes("startTime"), id) INCLUDE ("organizationId", state) WHERE "isApproved"`,
    );
    await q.query(`DROP INDEX IF EXISTS events_org_created_idx`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_events_collect_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_terms (term)
        SELECT DISTINCT w FROM sangam_new_rows n, LATERAL sangam_event_terms(n.title, n.venue, n.city, n."searchVector") AS w
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const table of ['events', 'organizations']) {
      await q.query(`DROP TRIGGER IF EXISTS ${table}_bump_public_version_truncate ON ${table}`);
      await q.query(`DROP TRIGGER IF EXISTS ${table}_bump_public_version ON ${table}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS sangam_bump_public_version()`);
    await q.query(`DROP TABLE IF EXISTS public_data_version`);
  }
}
