import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `sangam_time_minutes` as first created, under the given name: two regular expressions (12-hour
 * with AM/PM, 24-hour).
 */
export const timeMinutesByPattern = (name: string): string => `
      CREATE OR REPLACE FUNCTION ${name}(t text) RETURNS integer
      LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
      DECLARE m text[]; h int; mi int;
      BEGIN
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
      END $$`;

/**
 * Public listing and search support:
 * - `search_terms`: the vocabulary of events and organizations: the English stems of their search
 *   documents plus the whole words of titles, venues, cities and organization names, kept by
 *   statement-level triggers. Search looks words up here with a trigram index (typo tolerance:
 *   'garbha' finds 'garba') and prefix ranges (completions), then matches the events through the
 *   GIN index on "searchVector".
 * - `sangam_time_minutes(text)`: '6:00 PM' → 1080, for ordering a day's events by start time;
 *   the listing index orders by (date, start minute, id).
 */
export class SearchVocabulary1764100000003 implements MigrationInterface {
  name = 'SearchVocabulary1764100000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(timeMinutesByPattern('sangam_time_minutes'));
    // Same order as the old (date, "startTime", id) index, but by clock time rather than text; it
    // also carries what the visibility and "upcoming" checks read, so counting the listing's
    // total is an index-only scan.
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(
      `CREATE INDEX events_listing_idx ON events (date, sangam_time_minutes("startTime"), id) INCLUDE ("organizationId", state) WHERE "isApproved"`,
    );

    await q.query(`
      CREATE TABLE search_terms (
        term varchar(40) COLLATE "C" PRIMARY KEY
      )`);
    await q.query(`CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops)`);

    // The vocabulary of a row: the lexemes of its search document (English stems of title,
    // organization, venue, city and description: cheap, the trigger already computed them) plus the
    // unstemmed words of its short fields, so completions and typos work on whole words too.
    // Only ASCII letters and digits, 3..40 long (prefix ranges use '~' as the upper bound).
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_event_terms(title text, venue text, city text, doc tsvector) RETURNS SETOF text
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT w FROM (
          SELECT unnest(tsvector_to_array(doc))
          UNION
          SELECT unnest(tsvector_to_array(to_tsvector('simple', unaccent(coalesce(title, '') || ' ' || coalesce(venue, '') || ' ' || coalesce(city, '')))))
        ) AS t(w)
        WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$'
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_name_terms(name text) RETURNS SETOF text
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT w FROM (
          SELECT unnest(tsvector_to_array(to_tsvector('simple', unaccent(coalesce(name, '')))))
          UNION
          SELECT unnest(tsvector_to_array(to_tsvector('english', unaccent(coalesce(name, '')))))
        ) AS t(w)
        WHERE length(w) BETWEEN 3 AND 40 AND w ~ '^[a-z0-9]+$'
      $$`);
    // Statement-level (one INSERT per statement, also for bulk loads); sorted inserts so concurrent
    // transactions take the vocabulary's key locks in the same order.
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
    await q.query(`
      CREATE TRIGGER events_collect_terms_insert AFTER INSERT ON events
      REFERENCING NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_events_collect_terms()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_events_collect_changed_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_terms (term)
        SELECT DISTINCT w FROM sangam_new_rows n
          JOIN sangam_old_rows o ON o.id = n.id
          CROSS JOIN LATERAL sangam_event_terms(n.title, n.venue, n.city, n."searchVector") AS w
        WHERE (n.title, n.venue, n.city, n."searchVector") IS DISTINCT FROM (o.title, o.venue, o.city, o."searchVector")
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER events_collect_terms_update AFTER UPDATE ON events
      REFERENCING OLD TABLE AS sangam_old_rows NEW TABLE AS sangam_new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sangam_events_collect_changed_terms()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION sangam_orgs_collect_terms() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_terms (term)
        SELECT DISTINCT w FROM sangam_new_rows n, LATERAL sangam_name_terms(n.name) AS w
        ORDER BY 1
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER organizations_collect_terms_insert AFTER INSERT ON organizations
      REFERENCING NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_orgs_collect_terms()`);
    await q.query(`
      CREATE TRIGGER organizations_collect_terms_update AFTER UPDATE ON organizations
      REFERENCING NEW TABLE AS sangam_new_rows FOR EACH STATEMENT EXECUTE FUNCTION sangam_orgs_collect_terms()`);

    // Words already in the database.
    await q.query(`
      INSERT INTO search_terms (term)
      SELECT w FROM (
        SELECT w FROM events e, LATERAL sangam_event_terms(e.title, e.venue, e.city, e."searchVector") AS w
        UNION
        SELECT w FROM organizations o, LATERAL sangam_name_terms(o.name) AS w
      ) words
      ORDER BY 1
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS organizations_collect_terms_update ON organizations`);
    await q.query(`DROP TRIGGER IF EXISTS organizations_collect_terms_insert ON organizations`);
    await q.query(`DROP TRIGGER IF EXISTS events_collect_terms_update ON events`);
    await q.query(`DROP TRIGGER IF EXISTS events_collect_terms_insert ON events`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_orgs_collect_terms()`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_events_collect_changed_terms()`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_events_collect_terms()`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_name_terms(text)`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_terms(text, text, text, tsvector)`);
    await q.query(`DROP TABLE IF EXISTS search_terms`);
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(`CREATE INDEX events_listing_idx ON events (date, "startTime", id) WHERE "isApproved"`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_time_minutes(text)`);
  }
}
