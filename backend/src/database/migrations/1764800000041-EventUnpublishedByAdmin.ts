import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin's unpublish sticks: an event an admin took down (isApproved true → false) stays down
 * through organizer edits, re-scrapes and its organization's approval until an admin publishes it.
 */
export class EventUnpublishedByAdmin1764800000041 implements MigrationInterface {
  name = 'EventUnpublishedByAdmin1764800000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events ADD COLUMN "unpublishedByAdmin" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE events DROP COLUMN "unpublishedByAdmin"`);
  }
}
