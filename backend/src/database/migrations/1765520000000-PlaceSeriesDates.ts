import { MigrationInterface, QueryRunner } from 'typeorm';
import { placeColumns } from '../../places';

/**
 * A recurring event's dates were inserted without their place (coordinates and metro), so they were missing from metro
 * and radius listings; they now get it as every other event does (placeColumns, from the ZIP code or city and state).
 */
export class PlaceSeriesDates1765520000000 implements MigrationInterface {
  name = 'PlaceSeriesDates1765520000000';

  async up(q: QueryRunner): Promise<void> {
    const rows: Array<{ id: string; city: string; state: string; postalCode: string | null }> = await q.query(
      `SELECT id, city, state, "postalCode" FROM events WHERE "seriesId" IS NOT NULL AND latitude IS NULL`,
    );
    const placed = rows.map((r) => ({ id: r.id, ...placeColumns(r) })).filter((r) => r.latitude !== null);
    if (!placed.length) return;
    await q.query(
      `UPDATE events e SET latitude = x.latitude, longitude = x.longitude, metro = x.metro
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, latitude float8, longitude float8, metro text)
        WHERE e.id = x.id`,
      [JSON.stringify(placed)],
    );
  }

  async down(): Promise<void> {
    // The places are right either way: nothing to undo.
  }
}
