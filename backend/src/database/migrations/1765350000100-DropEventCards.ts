import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cards are built from their rows beside their DTO (toCard in events/event-rows.ts): the `event_cards` table, its
 * function and its triggers go. A no-op on a database the baseline made.
 */
export class DropEventCards1765350000100 implements MigrationInterface {
  name = 'DropEventCards1765350000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS event_series_event_cards ON event_series`);
    await q.query(`DROP TRIGGER IF EXISTS organizations_event_cards ON organizations`);
    await q.query(`DROP TRIGGER IF EXISTS events_card ON events`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_cards_of_series()`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_cards_of_organization()`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_card_written()`);
    await q.query(`DROP TABLE IF EXISTS event_cards`);
    await q.query(`DROP FUNCTION IF EXISTS sangam_event_card(events)`);
  }

  async down(): Promise<void> {
    throw new Error('DropEventCards cannot be reverted: cards are built from their rows');
  }
}
