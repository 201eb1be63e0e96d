import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mail outbox (every message composed, sent or not: the console's "Outgoing mail") and the
 * organizer password reset: single-use tokens stored as SHA-256 hashes, and the requests log that
 * rate-limits reset requests per email and per IP across every instance of the app.
 */
export class OutgoingMailAndPasswordReset1764800000043 implements MigrationInterface {
  name = 'OutgoingMailAndPasswordReset1764800000043';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outgoing_mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        "to" varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        status varchar(20) NOT NULL CHECK (status IN ('stored', 'queued', 'sent', 'failed')),
        attempts int NOT NULL DEFAULT 0,
        "lastError" varchar(1000),
        "messageId" varchar(300),
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outgoing_mail_created_idx ON outgoing_mail ("createdAt")`);
    await q.query(`CREATE INDEX outgoing_mail_status_idx ON outgoing_mail (status, "createdAt")`);
    await q.query(`
      CREATE TABLE password_reset_tokens (
        id bigserial PRIMARY KEY,
        "organizationId" uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        "tokenHash" char(64) NOT NULL UNIQUE,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_org_idx ON password_reset_tokens ("organizationId")`);
    await q.query(`
      CREATE TABLE password_reset_requests (
        id bigserial PRIMARY KEY,
        key varchar(300) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_requests_key_idx ON password_reset_requests (key, "createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS password_reset_requests`);
    await q.query(`DROP TABLE IF EXISTS password_reset_tokens`);
    await q.query(`DROP TABLE IF EXISTS outgoing_mail`);
  }
}
