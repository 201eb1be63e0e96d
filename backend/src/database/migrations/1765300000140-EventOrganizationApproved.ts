import { MigrationInterface, QueryRunner } from 'typeorm';

/** The listing's covering indexes (migrations ListingCoveringIndexes and StateDateIndex): keys, carried columns, predicate. */
const FILTERS = `"endDate", state, "organizationId", "isFree", category, metro, latitude, longitude, "seriesId"`;
const COVERING: Array<[name: string, keys: string, where: string]> = [
  ['events_listing_idx', `date, "startMinutes", id`, `"isApproved"`],
  ['events_category_date_idx', `category, date, "startMinutes", id`, `"isApproved"`],
  ['events_metro_date_idx', `metro, date, "startMinutes", id`, `"isApproved" AND metro IS NOT NULL`],
  ['events_geo_date_idx', `sangam_geo_cell(latitude, longitude), date, "startMinutes", id`, `"isApproved" AND latitude IS NOT NULL`],
  ['events_running_idx', `date, "startMinutes", id`, `"isApproved" AND "endDate" IS NOT NULL`],
  ['events_state_date_idx', `state, date, "startMinutes", id`, `"isApproved"`],
];

async function createCovering(q: QueryRunner, include: string): Promise<void> {
  for (const [name, keys, where] of COVERING) {
    await q.query(`DROP INDEX IF EXISTS ${name}`);
    await q.query(`CREATE INDEX ${name} ON events (${keys}) INCLUDE (${include}) WHERE ${where}`);
  }
}

/**
 * events."organizationApproved": whether the event's organization (if any) is approved, kept by triggers so every
 * writer (API, scrapers, seeds, COPY, psql) keeps it right, and carried by the listing's covering indexes: the public
 * listing's visibility check is a column read in an index-only scan (VISIBLE_NO_JOIN in event-listing.sql.ts).
 */
export class EventOrganizationApproved1765300000140 implements MigrationInterface {
  name = 'EventOrganizationApproved1765300000140';

  async up(q: QueryRunner): Promise<void> {
    // A one-time rewrite before traffic: not bound by the app's statement timeout (index builds on a large table).
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`ALTER TABLE events ADD COLUMN "organizationApproved" boolean NOT NULL DEFAULT true`);
    // Filled before the triggers exist, without the covering indexes (rebuilt below) and with the table's own triggers
    // off: it is not an edit (no "updatedAt", vocabulary or version change).
    for (const [name] of COVERING) await q.query(`DROP INDEX IF EXISTS ${name}`);
    await q.query(`ALTER TABLE events DISABLE TRIGGER USER`);
    await q.query(`
      UPDATE events e SET "organizationApproved" = false FROM organizations o WHERE o.id = e."organizationId" AND NOT o."isApproved"`);
    await q.query(`ALTER TABLE events ENABLE TRIGGER USER`);
    // From the organization row on every insert and every change of "organizationId" (ON DELETE/UPDATE actions included);
    // a direct write of the column is recomputed too. FOR SHARE waits for a concurrent approval change to commit (and
    // holds one off until this event is committed, for its trigger to see). An unknown organization reads as approved:
    // the foreign key rejects it with its own error.
    await q.query(`
      CREATE FUNCTION sangam_event_organization_approved() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE approved boolean;
      BEGIN
        IF NEW."organizationId" IS NOT NULL THEN
          SELECT o."isApproved" INTO approved FROM organizations o WHERE o.id = NEW."organizationId" FOR SHARE;
        END IF;
        NEW."organizationApproved" := coalesce(approved, true);
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER events_organization_approved BEFORE INSERT OR UPDATE OF "organizationId", "organizationApproved" ON events
      FOR EACH ROW EXECUTE FUNCTION sangam_event_organization_approved()`);
    // An organization approved or unapproved: its events follow (events_org_date_idx finds them).
    await q.query(`
      CREATE FUNCTION sangam_organization_approval_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE events SET "organizationApproved" = NEW."isApproved"
         WHERE "organizationId" = NEW.id AND "organizationApproved" IS DISTINCT FROM NEW."isApproved";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER organizations_approval_changed AFTER UPDATE OF "isApproved" ON organizations
      FOR EACH ROW WHEN (OLD."isApproved" IS DISTINCT FROM NEW."isApproved") EXECUTE FUNCTION sangam_organization_approval_changed()`);
    await createCovering(q, `${FILTERS}, "organizationApproved"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL statement_timeout = 0`);
    await createCovering(q, FILTERS);
    await q.query(`DROP TRIGGER IF EXISTS organizations_approval_changed ON organizations`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_organization_approval_changed()`);
    await q.query(`DROP TRIGGER IF EXISTS events_organization_approved ON events`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_organization_approved()`);
    await q.query(`ALTER TABLE events DROP COLUMN "organizationApproved"`);
  }
}
