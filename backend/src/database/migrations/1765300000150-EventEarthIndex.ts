import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The nearest-first index of a radius listing sorted by distance (events_earth_idx): each event as a point on the unit
 * sphere (a `cube`), whose straight-line distance orders events as their great-circle distance does, so a GiST index
 * walk returns the nearest first (event-listing.sql.ts, nearestFirst).
 */
export class EventEarthIndex1765300000150 implements MigrationInterface {
  name = 'EventEarthIndex1765300000150';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SET LOCAL statement_timeout = 0`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS cube`);
    // A standard-SQL body binds cube() at creation, so index maintenance (which runs with a bare search_path) finds it.
    await q.query(`
      CREATE FUNCTION sangam_earth(lat float8, lng float8) RETURNS cube LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN cube(ARRAY[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))])`);
    await q.query(`
      CREATE INDEX events_earth_idx ON events USING gist (sangam_earth(latitude, longitude)) WHERE "isApproved" AND latitude IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_earth_idx`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_earth(float8, float8)`);
  }
}
