import 'reflect-metadata';
import * as path from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { backupDatabase, backupFileName, restoreDatabase } from './backup';
import { migrateDatabase } from './data-source';
import { ensureDatabase, runningClusterUrl, startEmbeddedCluster, StartupError } from './embedded-postgres';

/**
 * `npm run backup [-- file]` and `npm run restore -- <file>`: for the configured database
 * (DATABASE_URL), or the embedded one in DATA_DIR (the running cluster when the app is up,
 * otherwise started just for this command).
 */
async function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const config = loadConfig();
  if (config.DATABASE_URL) return fn(config.DATABASE_URL);
  const running = runningClusterUrl(config.dataDir, 'sangam');
  if (running) return fn(running);
  const cluster = await startEmbeddedCluster({ baseDir: config.dataDir });
  try {
    await ensureDatabase(cluster.url('postgres'), 'sangam');
    return await fn(cluster.url('sangam'));
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  const [command, fileArg] = process.argv.slice(2);
  if (command === 'backup') {
    const config = loadConfig();
    const file = path.resolve(fileArg ?? path.join(config.dataDir, 'backups', backupFileName(new Date())));
    const header = await withDatabase((url) => backupDatabase(url, file));
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`[sangam] backup written to ${file} (${header.tables.length} tables, ${rows} rows)\n`);
    return;
  }
  if (command === 'restore') {
    if (!fileArg) throw new StartupError('usage: npm run restore -- <backup file>');
    const file = path.resolve(fileArg);
    const header = await withDatabase(async (url) => {
      await migrateDatabase(url);
      return restoreDatabase(url, file);
    });
    const rows = header.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`[sangam] restored ${rows} rows into ${header.tables.length} tables from ${file}\n`);
    return;
  }
  throw new StartupError('usage: backup-cli backup [file] | restore <file>');
}

main().catch((e) => {
  const msg = e instanceof StartupError || e instanceof ConfigError ? e.message : `failed: ${(e as Error).message}`;
  process.stderr.write(`[sangam] ${msg}\n`);
  process.exit(1);
});
