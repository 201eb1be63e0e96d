import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-in attempts, kept in PostgreSQL so the login rate limit holds across every
 * instance of the app. `key` is 'ip:<address>' or 'account:<email or username>', per kind of login.
 */
export class LoginAttempts1763900000000 implements MigrationInterface {
  name = 'LoginAttempts1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_attempts (
        id bigserial PRIMARY KEY,
        kind varchar(20) NOT NULL CHECK (kind IN ('organizer', 'admin')),
        key varchar(300) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX login_attempts_key_idx ON login_attempts (kind, key, "createdAt")`);
    await q.query(`CREATE INDEX login_attempts_created_idx ON login_attempts ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_attempts`);
  }
}
