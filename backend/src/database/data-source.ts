import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { pgDriver } from './pg-driver';
import { AppDataSource } from './request-transaction';

/** The longest a request waits for a free pool connection before 503. */
export const ACQUIRE_TIMEOUT_MS = 10_000;

/**
 * The planner's cost of a random page read, for every connection: a directory's data is read from memory, where a page
 * fetched through an index costs about what a sequential one does (PostgreSQL's default 4 is for spinning disks). With 4,
 * a search for a common word on 10,000 events read the whole table instead of walking the date index
 * (docs/performance.md).
 * @public also read from the build by bench/lib/data.js
 */
export const PLANNER_OPTIONS = '-c random_page_cost=1.1';

export interface DataSourceSettings {
  url: string;
  poolSize?: number;
  applicationName?: string;
}

/** The one DataSource definition, shared by the app, the tests and the migration CLI. */
export function createDataSource(s: DataSourceSettings): DataSource {
  return new AppDataSource({
    type: 'postgres',
    // pg with its connection failures given a class of their own (pg-driver.ts).
    driver: pgDriver,
    url: s.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    logging: false,
    applicationName: s.applicationName ?? 'sangam',
    poolSize: s.poolSize ?? 10,
    extra: {
      // A request waits up to 10 s for a free connection (a burst queues rather than being refused); opening a new
      // connection is bounded by 3 s (CONNECT_TIMEOUT_MS in pg-driver.ts), so a dead database answers 503 fast.
      connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
      statement_timeout: 15000,
      options: PLANNER_OPTIONS,
      idle_in_transaction_session_timeout: 30000,
      // A connection keeps its prepared listing statements and their plans (common/prepared-query.ts): idle ones are
      // kept for minutes, not pg-pool's 10 s, so a lull in traffic does not send every shape back to planning.
      idleTimeoutMillis: 300_000,
      allowExitOnIdle: true,
    },
  });
}

/** Arbitrary constant key for the migration advisory lock (so replicas never migrate concurrently). */
const MIGRATION_LOCK_KEY = 72_617_001;

/** Runs pending migrations while holding a session-level advisory lock. Returns the names applied. */
export async function runMigrationsLocked(ds: DataSource): Promise<string[]> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await ds.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** Migrates the database at `url` through a short-lived DataSource of its own (the CLIs, a backup's scratch database). */
export async function migrateDatabase(url: string, applicationName?: string): Promise<void> {
  const ds = createDataSource({ url, poolSize: 2, applicationName });
  await ds.initialize();
  try {
    await runMigrationsLocked(ds);
  } finally {
    await ds.destroy();
  }
}
