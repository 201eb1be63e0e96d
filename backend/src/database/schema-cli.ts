import 'reflect-metadata';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase } from './data-source';
import { ensureDatabase, startEmbeddedCluster } from './embedded-postgres';
import { withClient } from './pg-driver';
import { dataSql, SCHEMA_FILE, schemaSql } from './schema-sql';

/**
 * `npm run schema:dump`: migrates a new database in a throw-away embedded PostgreSQL and writes its schema to
 * backend/src/database/schema.sql. `-- --url URL [--data table,…] [--out FILE]` dumps an existing database instead
 * (with the rows of the tables named, as INSERTs), e.g. to make a test fixture of an older schema.
 */
async function main(): Promise<void> {
  const options = { url: { type: 'string' }, data: { type: 'string' }, out: { type: 'string' } } as const;
  const { url, data, out } = parseArgs({ options }).values;
  const file = path.resolve(out ?? SCHEMA_FILE);
  const tables = (data ?? '').split(',').filter(Boolean);
  const dump = (dbUrl: string) =>
    withClient(dbUrl, async (c) => (await schemaSql(c)) + (tables.length ? `\n-- Rows\n\n${await dataSql(c, tables)}` : ''));
  let text: string;
  if (url) {
    text = await dump(url);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-schema-'));
    const cluster = await startEmbeddedCluster({ baseDir: dir });
    try {
      await ensureDatabase(cluster.url('postgres'), 'schema');
      await migrateDatabase(cluster.url('schema'));
      text = await dump(cluster.url('schema'));
    } finally {
      await cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const unchanged = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text;
  if (!unchanged) fs.writeFileSync(file, text);
  process.stdout.write(`[schema:dump] ${path.relative(process.cwd(), file)} ${unchanged ? 'is up to date' : 'written'}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`[schema:dump] ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
