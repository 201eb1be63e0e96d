import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring events and rejection records. `event_series` is a rule (weekly, every other week, monthly
 * on the nth weekday, until a date); its occurrences are ordinary events carrying `seriesId`.
 * `rejected_events` keeps what an admin rejected (the event itself is deleted) so its organizer sees why.
 */
export class EventSeriesAndRejections1765100000061 implements MigrationInterface {
  name = 'EventSeriesAndRejections1765100000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_series (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        frequency varchar(10) NOT NULL CHECK (frequency IN ('weekly', 'biweekly', 'monthly')),
        "firstDate" date NOT NULL,
        until date NOT NULL CHECK (until >= "firstDate"),
        recurrence varchar(100) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX event_series_organization_idx ON event_series ("organizationId")`);
    await q.query(`ALTER TABLE events ADD COLUMN "seriesId" uuid REFERENCES event_series(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX events_series_idx ON events ("seriesId", date) WHERE "seriesId" IS NOT NULL`);
    await q.query(`
      CREATE TABLE rejected_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "organizationId" uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        "eventId" uuid NOT NULL,
        "seriesId" uuid,
        title varchar(200) NOT NULL,
        date date NOT NULL,
        occurrences int NOT NULL DEFAULT 1,
        reason text,
        "rejectedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX rejected_events_organization_idx ON rejected_events ("organizationId", "rejectedAt" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rejected_events`);
    await q.query(`ALTER TABLE events DROP COLUMN "seriesId"`);
    await q.query(`DROP TABLE event_series`);
  }
}
