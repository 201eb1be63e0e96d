import { MigrationInterface, QueryRunner } from 'typeorm';
import { MAX_EVENT_DAYS } from '../../events/event-rules';
import { placeColumns } from '../../places/place-columns';

/**
 * Places and multi-day events (issue 21):
 * - events and organizations get latitude, longitude and metro (a CBSA slug), derived from the address
 *   by the places library at write time; existing rows are placed here from city + state;
 * - events get endDate (multi-day events, at most 60 days), status (scheduled, cancelled, postponed),
 *   a street address and a postal code.
 * Indexes: the metro filter (metro, date), the radius filter's box (latitude, longitude), and the
 * multi-day events still running (endDate), which the upcoming listing reads beside the date index.
 */
export class EventPlacesAndStatus1765100000061 implements MigrationInterface {
  name = 'EventPlacesAndStatus1765100000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE events
        ADD COLUMN "endDate" date,
        ADD COLUMN status varchar(20) NOT NULL DEFAULT 'scheduled',
        ADD COLUMN address varchar(300),
        ADD COLUMN "postalCode" varchar(10),
        ADD COLUMN latitude double precision,
        ADD COLUMN longitude double precision,
        ADD COLUMN metro varchar(60),
        ADD CONSTRAINT events_status_check CHECK (status IN ('scheduled', 'cancelled', 'postponed')),
        ADD CONSTRAINT events_end_date_check CHECK ("endDate" IS NULL OR ("endDate" >= date AND "endDate" <= date + ${MAX_EVENT_DAYS})),
        ADD CONSTRAINT events_coordinates_check CHECK (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)`);
    await q.query(`
      ALTER TABLE organizations
        ADD COLUMN latitude double precision,
        ADD COLUMN longitude double precision,
        ADD COLUMN metro varchar(60)`);
    for (const table of ['events', 'organizations']) {
      const places: Array<{ city: string; state: string }> = await q.query(`SELECT DISTINCT city, state FROM ${table}`);
      const located = places.map((p) => ({ ...p, ...placeColumns(p) })).filter((p) => p.latitude !== null);
      if (!located.length) continue;
      await q.query(
        `UPDATE ${table} t SET latitude = p.lat, longitude = p.lng, metro = p.metro
           FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::text[]) AS p(city, state, lat, lng, metro)
          WHERE t.city = p.city AND t.state = p.state`,
        [
          located.map((p) => p.city),
          located.map((p) => p.state),
          located.map((p) => p.latitude),
          located.map((p) => p.longitude),
          located.map((p) => p.metro),
        ],
      );
    }
    // The backfill queued the deferred public-version triggers; CREATE INDEX refuses to run with them pending.
    await q.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await q.query(`CREATE INDEX events_metro_date_idx ON events (metro, date) WHERE "isApproved" AND metro IS NOT NULL`);
    await q.query(`CREATE INDEX events_lat_lng_idx ON events (latitude, longitude) WHERE "isApproved" AND latitude IS NOT NULL`);
    await q.query(`CREATE INDEX events_end_date_idx ON events ("endDate") WHERE "isApproved" AND "endDate" IS NOT NULL`);
    // The listing index also carries endDate: the upcoming rule reads it, and the default count stays an index-only scan.
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(
      `CREATE INDEX events_listing_idx ON events (date, "startMinutes", id) INCLUDE ("organizationId", state, "isFree", "endDate") WHERE "isApproved"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_listing_idx`);
    await q.query(
      `CREATE INDEX events_listing_idx ON events (date, "startMinutes", id) INCLUDE ("organizationId", state, "isFree") WHERE "isApproved"`,
    );
    await q.query(`DROP INDEX IF EXISTS events_metro_date_idx`);
    await q.query(`DROP INDEX IF EXISTS events_lat_lng_idx`);
    await q.query(`DROP INDEX IF EXISTS events_end_date_idx`);
    await q.query(`ALTER TABLE organizations DROP COLUMN latitude, DROP COLUMN longitude, DROP COLUMN metro`);
    await q.query(
      `ALTER TABLE events DROP COLUMN "endDate", DROP COLUMN status, DROP COLUMN address, DROP COLUMN "postalCode", DROP COLUMN latitude, DROP COLUMN longitude, DROP COLUMN metro`,
    );
  }
}
