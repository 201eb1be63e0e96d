import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events of one state in date order (covering the listing's filters like the other listing indexes):
 * a state filter ('garba wyoming', `state=WY`) reads its own events instead of walking every state's.
 */
export class StateDateIndex1765300000111 implements MigrationInterface {
  name = 'StateDateIndex1765300000111';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX IF NOT EXISTS events_state_date_idx ON events (state, date, "startMinutes", id)
         INCLUDE ("endDate", "organizationId", "isFree", category, metro, latitude, longitude, "seriesId") WHERE "isApproved"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS events_state_date_idx`);
  }
}
