import { Client } from 'pg';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Liveness and readiness for load balancers: readiness needs a committed write, so a database that answers reads but
 * refuses writes (read-only, disk full) takes the instance out of rotation, while liveness holds (no restart).
 */
describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  let admin: Client;
  const name = () => new URL(t.databaseUrl).pathname.slice(1);
  /** New sessions of the app's pool pick up a database setting: end the current ones. */
  const reconnect = () =>
    admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name()]);
  /** Asks until `path` answers `status` (the pool reconnects after its sessions were ended). */
  async function until(path: string, status: number) {
    for (let i = 0; i < 50; i++) {
      const r = await t.http.get(path);
      if (r.status === status) return r;
      await new Promise((res) => setTimeout(res, 100));
    }
    return t.http.get(path);
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = new Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  it('both 200 while the database takes writes; readiness really writes', async () => {
    const [before] = await t.ds.query(`SELECT "checkedAt" FROM health_probe`);
    const ready = await t.http.get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: 'up', shuttingDown: false });
    expect(ready.headers['cache-control']).toBe('no-store');
    const [after] = await t.ds.query(`SELECT "checkedAt" FROM health_probe`);
    expect(new Date(after.checkedAt).getTime()).toBeGreaterThan(new Date(before.checkedAt).getTime());
    expect((await t.http.get('/api/health/live').expect(200)).body).toMatchObject({ status: 'ok' });
  });

  it('a read-only database: not ready (503, Retry-After), alive, reads 200, a write 503 (not 500)', async () => {
    await admin.query(`ALTER DATABASE "${name()}" SET default_transaction_read_only = on`);
    try {
      await reconnect();
      const ready = await until('/api/health/ready', 503);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'unavailable', database: 'refusing writes' });
      expect(ready.headers['retry-after']).toMatch(/^\d+$/);
      await t.http.get('/api/health/live').expect(200);
      await t.http.get('/api/events').expect(200);
      const write = await t.http
        .post('/api/contact')
        .send({ name: 'Asha', email: 'asha@example.org', subject: 'Read-only', message: 'Written while read-only.' });
      expect(write.status).toBe(503);
      expect(write.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await admin.query(`ALTER DATABASE "${name()}" RESET default_transaction_read_only`);
      await reconnect();
    }
    expect((await until('/api/health/ready', 200)).status).toBe(200);
  });

  it('a full disk (writes fail with 53100): not ready, alive; a write answers 503', async () => {
    await admin.query(`
      CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`);
    await admin.query(`CREATE TRIGGER disk_full BEFORE INSERT OR UPDATE ON health_probe FOR EACH ROW EXECUTE FUNCTION disk_full()`);
    await admin.query(`CREATE TRIGGER disk_full BEFORE INSERT OR UPDATE ON contact_messages FOR EACH ROW EXECUTE FUNCTION disk_full()`);
    try {
      const ready = await t.http.get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ database: 'refusing writes' });
      await t.http.get('/api/health/live').expect(200);
      const write = await t.http
        .post('/api/contact')
        .send({ name: 'Asha', email: 'asha@example.org', subject: 'Disk full', message: 'Written on a full disk.' });
      expect(write.status).toBe(503);
      expect(write.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await admin.query(`DROP TRIGGER disk_full ON health_probe; DROP TRIGGER disk_full ON contact_messages; DROP FUNCTION disk_full()`);
    }
    await t.http.get('/api/health/ready').expect(200);
  });
});
