import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Visitors' follows (a metro with optional filters, or an organization) confirmed by email, the
 * new-event notices already sent per follow, extra headers on outbox messages (List-Unsubscribe),
 * and events."liveSince": when an event last went live, set by a trigger on every path that
 * approves one, so the notices need no hook in the code that approves events.
 */
export class Follows1765300000071 implements MigrationInterface {
  name = 'Follows1765300000071';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE follows (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL CHECK (email = lower(email)),
        metro varchar(60),
        "organizationId" uuid REFERENCES organizations (id) ON DELETE CASCADE,
        category varchar(50),
        language varchar(10),
        festival varchar(60),
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'unsubscribed', 'bounced')),
        "confirmedAt" timestamptz,
        "lastDigestWeekend" date,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT follows_one_scope CHECK ((metro IS NULL) <> ("organizationId" IS NULL)),
        CONSTRAINT follows_filters_on_metro CHECK (metro IS NOT NULL OR (category IS NULL AND language IS NULL AND festival IS NULL))
      )`);
    await q.query(`
      CREATE UNIQUE INDEX follows_same_idx ON follows (email, coalesce(metro, ''), coalesce("organizationId"::text, ''),
        coalesce(category, ''), coalesce(language, ''), coalesce(festival, ''))`);
    await q.query(
      `CREATE INDEX follows_active_org_idx ON follows ("organizationId") WHERE status = 'active' AND "organizationId" IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE follow_notices (
        "followId" uuid NOT NULL REFERENCES follows (id) ON DELETE CASCADE,
        "eventId" uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("followId", "eventId")
      )`);
    await q.query(`CREATE INDEX follow_notices_event_idx ON follow_notices ("eventId")`);
    await q.query(`ALTER TABLE outgoing_mail ADD COLUMN headers jsonb`);
    await q.query(`ALTER TABLE events ADD COLUMN "liveSince" timestamptz`);
    await q.query(`UPDATE events SET "liveSince" = "createdAt" WHERE "isApproved"`);
    await q.query(`
      CREATE FUNCTION events_live_since() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."isApproved" AND (TG_OP = 'INSERT' OR NOT OLD."isApproved") THEN
          NEW."liveSince" := now();
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER events_live_since BEFORE INSERT OR UPDATE OF "isApproved" ON events FOR EACH ROW EXECUTE FUNCTION events_live_since()`,
    );
    // The back-fill queued the deferred public-version triggers; CREATE INDEX refuses to run with them pending.
    await q.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await q.query(`CREATE INDEX events_live_since_idx ON events ("organizationId", "liveSince") WHERE "isApproved"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS events_live_since ON events`);
    await q.query(`DROP FUNCTION IF EXISTS events_live_since()`);
    await q.query(`DROP INDEX IF EXISTS events_live_since_idx`);
    await q.query(`ALTER TABLE events DROP COLUMN IF EXISTS "liveSince"`);
    await q.query(`ALTER TABLE outgoing_mail DROP COLUMN IF EXISTS headers`);
    await q.query(`DROP TABLE IF EXISTS follow_notices`);
    await q.query(`DROP TABLE IF EXISTS follows`);
  }
}
