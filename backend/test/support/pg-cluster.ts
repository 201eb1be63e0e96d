import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { EmbeddedCluster, startEmbeddedCluster } from '../../src/database/embedded-postgres';

/**
 * One embedded PostgreSQL cluster per test run (started by jest's globalSetup), with a
 * migrated template database; each test file gets a fresh copy of the template.
 */
export const TEMPLATE_DB = 'sangam_template';
const ENV_ADMIN_URL = 'SANGAM_TEST_PG_ADMIN_URL';
const ENV_DIR = 'SANGAM_TEST_PG_DIR';

type GlobalWithCluster = typeof globalThis & { __sangamCluster?: EmbeddedCluster };

export async function startTestCluster(): Promise<void> {
  if (process.env[ENV_ADMIN_URL]) return; // already running (e.g. nested runners)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-test-pg-'));
  const cluster = await startEmbeddedCluster({ baseDir: dir });
  (globalThis as GlobalWithCluster).__sangamCluster = cluster;
  process.env[ENV_ADMIN_URL] = cluster.url('postgres');
  process.env[ENV_DIR] = dir;
  const admin = new Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  // Loaded here only: a test file that just makes databases need not load the entities and migrations.
  const { createDataSource, runMigrationsLocked } = await import('../../src/database/data-source');
  const ds = createDataSource({ url: cluster.url(TEMPLATE_DB), poolSize: 2 });
  await ds.initialize();
  await runMigrationsLocked(ds);
  await ds.destroy();
}

export async function stopTestCluster(): Promise<void> {
  const g = globalThis as GlobalWithCluster;
  await g.__sangamCluster?.stop();
  delete g.__sangamCluster;
  const dir = process.env[ENV_DIR];
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env[ENV_ADMIN_URL];
  delete process.env[ENV_DIR];
}

function adminUrl(): string {
  const url = process.env[ENV_ADMIN_URL];
  if (!url) throw new Error('the test PostgreSQL cluster is not running (jest globalSetup starts it)');
  return url;
}

export function databaseUrl(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

let counter = 0;
/** Creates a fresh database: a copy of the migrated template, or empty with { empty: true }. */
export async function createTestDatabase(
  opts: { empty?: boolean } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `t_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(opts.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
