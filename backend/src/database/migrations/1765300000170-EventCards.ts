import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each event's card (`fields=card`, EventCardResponse) as JSON, kept in `event_cards` by triggers, so a card page is a
 * concatenation of its events' cards (event-listing.sql.ts) rather than 24 rows joined to their organization and
 * written out per request. sangam_event_card is the card's one definition: its fields in the API's order, no
 * description, timestamps, metro or time zone, and of the organization's contact only what Register uses (spec
 * section 9: the ticket link, else the website, else the e-mail). distanceMiles is added by the listing.
 */
export class EventCards1765300000170 implements MigrationInterface {
  name = 'EventCards1765300000170';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`CREATE TABLE event_cards (id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE, card text NOT NULL)`);
    // A standard-SQL body: bound at creation, and a change to a column it reads has to replace it.
    await q.query(`
      CREATE FUNCTION sangam_event_card(e events) RETURNS text LANGUAGE sql STABLE
      RETURN (SELECT row_to_json(card)::text FROM (SELECT e.id, e.title, e.category, e.date::text AS date,
        e."endDate"::text AS "endDate", e."startTime", e."endTime", e.venue, e.city, e.state, e.price::float8 AS price,
        e."priceText", e."isFree", e."ticketUrl", e."imageUrl", e.status,
        (SELECT s.recurrence FROM event_series s WHERE s.id = e."seriesId") AS recurrence, e.festival,
        coalesce(e.languages, '{}') AS languages,
        (SELECT row_to_json(org) FROM (SELECT o.id, o.name,
            CASE WHEN coalesce(e."ticketUrl", '') = '' THEN o.website END AS website,
            CASE WHEN coalesce(e."ticketUrl", '') = '' AND coalesce(o.website, '') = '' THEN o."contactEmail" END AS "contactEmail"
          FROM organizations o WHERE o.id = e."organizationId") org) AS organization) card)`);
    // Every write of an event (API, scrapers, seeds, COPY, psql) rewrites its card.
    await q.query(`
      CREATE FUNCTION sangam_event_card_written() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO event_cards (id, card) VALUES (NEW.id, sangam_event_card(NEW))
          ON CONFLICT (id) DO UPDATE SET card = excluded.card;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER events_card AFTER INSERT OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION sangam_event_card_written()`);
    // What a card shows of its organization and series follows them.
    await q.query(`
      CREATE FUNCTION sangam_event_cards_of_organization() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE event_cards c SET card = sangam_event_card(e) FROM events e WHERE e."organizationId" = NEW.id AND c.id = e.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER organizations_event_cards AFTER UPDATE OF name, website, "contactEmail" ON organizations FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.website IS DISTINCT FROM NEW.website OR OLD."contactEmail" IS DISTINCT FROM NEW."contactEmail")
      EXECUTE FUNCTION sangam_event_cards_of_organization()`);
    await q.query(`
      CREATE FUNCTION sangam_event_cards_of_series() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE event_cards c SET card = sangam_event_card(e) FROM events e WHERE e."seriesId" = NEW.id AND c.id = e.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER event_series_event_cards AFTER UPDATE OF recurrence ON event_series FOR EACH ROW
      WHEN (OLD.recurrence IS DISTINCT FROM NEW.recurrence) EXECUTE FUNCTION sangam_event_cards_of_series()`);
    await q.query(`INSERT INTO event_cards (id, card) SELECT e.id, sangam_event_card(e) FROM events e`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS event_series_event_cards ON event_series`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_cards_of_series()`);
    await q.query(`DROP TRIGGER IF EXISTS organizations_event_cards ON organizations`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_cards_of_organization()`);
    await q.query(`DROP TRIGGER IF EXISTS events_card ON events`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_card_written()`);
    await q.query(`DROP TABLE IF EXISTS event_cards`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_card(events)`);
  }
}
