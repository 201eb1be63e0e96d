import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys of creating requests (the Idempotency-Key header), kept in PostgreSQL so a retry
 * reaching any instance finds them. A row is written in the same transaction as the request's own
 * writes, with the answer (status and body) to replay; it expires after 24 hours.
 * `scope` is the caller: 'admin:<id>', 'organizer:<organization id>' or 'anonymous:<client address>'.
 */
export class IdempotencyKeys1764900000043 implements MigrationInterface {
  name = 'IdempotencyKeys1764900000043';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope varchar(120) NOT NULL,
        key varchar(255) NOT NULL,
        fingerprint char(64) NOT NULL,
        "statusCode" smallint,
        "responseBody" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL,
        PRIMARY KEY (scope, key)
      )`);
    await q.query(`CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys ("expiresAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS idempotency_keys`);
  }
}
