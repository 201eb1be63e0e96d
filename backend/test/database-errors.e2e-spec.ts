import { Client } from 'pg';
import { isDatabaseTrouble, isDatabaseUnavailable } from '../src/common/all-exceptions.filter';
import { freePort } from '../src/database/embedded-postgres';
import { DatabaseConnectionError, pgDriver } from '../src/database/pg-driver';
import { createTestDatabase } from './support/pg-cluster';

/** The driver's connection failures, produced for real on the test cluster, are told from defects by class and code. */
describe('database errors as the driver reports them', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e,
    );

  it('a connection killed under a client: its next queries fail as unavailable (57P01, then the driver’s connection error)', async () => {
    const pool = new pgDriver.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    const client = await pool.connect();
    client.on('error', () => undefined);
    try {
      const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      const admin = new Client({ connectionString: db.url });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      const first = await failure(client.query('SELECT 1'));
      expect(isDatabaseUnavailable(first)).toBe(true);
      // Then the connection's end ('Connection terminated unexpectedly', depending on timing), then the message that
      // once gave a 500 ('… is not queryable'): no SQLSTATE, so the driver's class says what they are.
      let next: unknown;
      for (let i = 0; i < 3 && !/not queryable/.test(String((next as Error | undefined)?.message)); i++) {
        next = await failure(client.query('SELECT 1'));
        expect(next).toBeInstanceOf(DatabaseConnectionError);
        expect(isDatabaseUnavailable(next)).toBe(true);
      }
      expect((next as Error).message).toMatch(/not queryable/);
    } finally {
      client.release(true);
      await pool.end();
    }
  });

  it('a connection nobody listens to, killed between queries: the process goes on, its next query fails as unavailable', async () => {
    const client = new pgDriver.Client({ connectionString: db.url });
    await client.connect();
    const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    const admin = new Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    // The FATAL 57P01 arrives with no query running and no 'error' listener (an unhandled 'error' event would throw here).
    await ended;
    const next = await failure(client.query('SELECT 1'));
    expect(next).toBeInstanceOf(DatabaseConnectionError);
    expect(isDatabaseUnavailable(next)).toBe(true);
  });

  it('a database nobody listens for, and a pool that cannot hand out a connection in time: unavailable', async () => {
    const port = await freePort();
    const nowhere = new pgDriver.Pool({ connectionString: `postgres://x:y@127.0.0.1:${port}/none`, max: 1 });
    expect(isDatabaseUnavailable(await failure(nowhere.query('SELECT 1')))).toBe(true);
    await nowhere.end();
    const busy = new pgDriver.Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 200 });
    const held = await busy.connect();
    try {
      const e = await failure(busy.query('SELECT 1'));
      expect(e).toBeInstanceOf(DatabaseConnectionError);
      expect(isDatabaseUnavailable(e)).toBe(true);
    } finally {
      held.release();
      await busy.end();
    }
  });

  it('errors of the statement itself stay defects (500), and a disk-full refusal is trouble (503)', async () => {
    const pool = new pgDriver.Pool({ connectionString: db.url, max: 1 });
    try {
      expect(isDatabaseTrouble(await failure(pool.query('SELEC 1')))).toBe(false);
      expect(isDatabaseTrouble(await failure(pool.query('SELECT * FROM no_such_table')))).toBe(false);
      const full = await failure(pool.query(`DO $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = '53100'; END $$`));
      expect(isDatabaseTrouble(full)).toBe(true);
      expect(isDatabaseUnavailable(full)).toBe(false);
    } finally {
      await pool.end();
    }
  });
});
