import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35 item 4: the keys recorded so far have a plain SHA-256 fingerprint of bodies holding passwords
 * and sign-up answers holding tokens. They are at most 24 hours old and only serve retries: deleted, so
 * no such fingerprint or token stays at rest (new ones are HMACs, and answers are recorded without secrets).
 */
export class IdempotencyKeysWithoutSecrets1765400000001 implements MigrationInterface {
  name = 'IdempotencyKeysWithoutSecrets1765400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM idempotency_keys`);
  }

  async down(): Promise<void> {
    // Nothing to restore.
  }
}
