import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Abuse limits kept in PostgreSQL so they hold across every instance of the app:
 * - login_counters: one row per sign-in counter (per client IP, per account and client, per account),
 *   bumped atomically before a password is verified (replaces the append-only login_attempts log);
 * - rate_limit_hits: the request counters of the per-route rate limits (@nestjs/throttler storage);
 * - admin_users."managedBy"/"disabledAt": admins created from ADMIN_USERNAME are disabled once
 *   another admin is configured instead.
 */
export class AbuseLimits1764800000047 implements MigrationInterface {
  name = 'AbuseLimits1764800000047';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_attempts`);
    await q.query(`
      CREATE TABLE login_counters (
        kind varchar(20) NOT NULL CHECK (kind IN ('organizer', 'admin')),
        key varchar(400) NOT NULL,
        hits integer NOT NULL,
        "windowStartedAt" timestamptz NOT NULL,
        PRIMARY KEY (kind, key)
      )`);
    await q.query(`CREATE INDEX login_counters_window_idx ON login_counters ("windowStartedAt")`);
    await q.query(`
      CREATE TABLE rate_limit_hits (
        key varchar(200) PRIMARY KEY,
        hits integer NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "blockedUntil" timestamptz
      )`);
    await q.query(`CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits ("expiresAt")`);
    // 'environment': from ADMIN_USERNAME or generated at first start (every admin so far); 'console': made by an admin.
    await q.query(`ALTER TABLE admin_users ADD COLUMN "managedBy" varchar(20) NOT NULL DEFAULT 'environment'
      CHECK ("managedBy" IN ('environment', 'console'))`);
    await q.query(`ALTER TABLE admin_users ADD COLUMN "disabledAt" timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE admin_users DROP COLUMN IF EXISTS "disabledAt"`);
    await q.query(`ALTER TABLE admin_users DROP COLUMN IF EXISTS "managedBy"`);
    await q.query(`DROP TABLE IF EXISTS rate_limit_hits`);
    await q.query(`DROP TABLE IF EXISTS login_counters`);
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
}
