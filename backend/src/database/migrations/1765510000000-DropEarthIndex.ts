import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A radius listing by distance no longer walks nearest first on events_earth_idx (it sorts the circle's events read on
 * events_geo_date_idx's grid cells, within noise of it at 100,000 events): the GiST index and its sangam_earth function go, and
 * every event write stops maintaining them. The cube extension stays (dropping it needs its owner's rights).
 */
export class DropEarthIndex1765510000000 implements MigrationInterface {
  name = 'DropEarthIndex1765510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_earth_idx`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_earth(double precision, double precision)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.sangam_earth(lat double precision, lng double precision)
 RETURNS cube
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
RETURN cube(ARRAY[(cos(radians(lat)) * cos(radians(lng))), (cos(radians(lat)) * sin(radians(lng))), sin(radians(lat))])`);
    await q.query(
      `CREATE INDEX IF NOT EXISTS events_earth_idx ON public.events USING gist (sangam_earth(latitude, longitude)) WHERE ("isApproved" AND (latitude IS NOT NULL))`,
    );
  }
}
