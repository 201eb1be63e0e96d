import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * health_probe: one row the readiness check (GET /api/health/ready) updates, so that "ready" means the
 * database takes a committed write, not only that it answers a SELECT (a full disk, a read-only database).
 */
export class HealthProbe1765470000000 implements MigrationInterface {
  name = 'HealthProbe1765470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE health_probe (id int PRIMARY KEY CHECK (id = 1), "checkedAt" timestamptz NOT NULL DEFAULT now())`);
    await q.query(`INSERT INTO health_probe (id) VALUES (1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS health_probe`);
  }
}
