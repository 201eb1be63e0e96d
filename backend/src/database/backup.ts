import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as readline from 'node:readline';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { Writable } from 'node:stream';
import { MIGRATIONS_BEFORE_BASELINE } from './migrations/1765350000000-Baseline';

/**
 * Logical backups without pg_dump (the embedded PostgreSQL ships no client tools):
 * every application table is copied with COPY inside one REPEATABLE READ, READ ONLY
 * transaction, so the dump is a consistent snapshot. The file is gzip'd text:
 *   -- sangam-backup {"version":1,"migrations":[...],"tables":[...],"createdAt":...}
 *   COPY "table" ("col", ...) FROM stdin;
 *   ...rows in COPY text format...
 *   \.
 * Restore loads it into an EMPTY database after running the same migrations.
 */
export const BACKUP_MAGIC = '-- sangam-backup ';

export interface BackupHeader {
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: number }>;
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Tables a backup leaves out: idempotency_keys holds recorded answers of the last 24 hours, nothing worth restoring. */
const NOT_BACKED_UP = ['migrations', 'idempotency_keys'];
/** Columns a backup leaves out: the one-time tokens of messages not delivered yet (a restored message keeps its placeholders). */
const COLUMNS_NOT_BACKED_UP: Record<string, string[]> = { outgoing_mail: ['secrets'] };

async function applicationTables(c: Client): Promise<string[]> {
  const r = await c.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL($1) ORDER BY tablename`,
    [NOT_BACKED_UP],
  );
  return r.rows.map((x) => x.tablename);
}

async function tableColumns(c: Client, table: string): Promise<string[]> {
  const r = await c.query<{ attname: string }>(
    `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [`public.${quoteIdent(table)}`],
  );
  return r.rows.map((x) => x.attname).filter((c) => !COLUMNS_NOT_BACKED_UP[table]?.includes(c));
}

/** Writes a consistent backup of the database at `url` to `file`. Returns the header. */
export async function backupDatabase(url: string, file: string): Promise<BackupHeader> {
  const c = new Client({ connectionString: url });
  await c.connect();
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = (await c.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`)).rows.map((r) => r.name);
    const tables: BackupHeader['tables'] = [];
    for (const name of await applicationTables(c)) {
      const columns = await tableColumns(c, name);
      const [{ n }] = (await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(name)}`)).rows;
      tables.push({ name, columns, rows: Number(n) });
    }
    const header: BackupHeader = { version: 1, createdAt: new Date().toISOString(), migrations, tables };
    const gzip = createGzip();
    const out = fs.createWriteStream(tmp);
    const done = pipeline(gzip, out);
    const write = (s: string) => new Promise<void>((res, rej) => gzip.write(s, (e) => (e ? rej(e) : res())));
    await write(BACKUP_MAGIC + JSON.stringify(header) + '\n');
    for (const t of tables) {
      const cols = t.columns.map(quoteIdent).join(', ');
      await write(`COPY ${quoteIdent(t.name)} (${cols}) FROM stdin;\n`);
      const stream = c.query(copyTo(`COPY ${quoteIdent(t.name)} (${cols}) TO STDOUT`));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        if (!gzip.write(chunk)) await new Promise((r) => gzip.once('drain', r));
      }
      await write('\\.\n');
    }
    gzip.end();
    await done;
    await c.query('COMMIT');
    fs.renameSync(tmp, file);
    return header;
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  } finally {
    await c.end();
  }
}

export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const rl = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of rl) {
    rl.close();
    if (!line.startsWith(BACKUP_MAGIC)) break;
    return JSON.parse(line.slice(BACKUP_MAGIC.length)) as BackupHeader;
  }
  throw new Error(`${file} is not a Sangam backup`);
}

/** Tables a fresh database already fills: by migrations (data version slots, festival dates, search synonyms) or at start-up (stats row, admin). */
const FILLED_BEFORE_RESTORE = ['community_stats', 'admin_users', 'public_data_version', 'festival_dates', 'search_synonyms'];

/**
 * Loads a backup into the database at `url`, which must already have the backup's migrations
 * applied (the caller runs them) and hold no application rows. Foreign keys and triggers are
 * suspended for the load (session_replication_role = replica), all in one transaction.
 */
export async function restoreDatabase(url: string, file: string): Promise<BackupHeader> {
  const header = await readBackupHeader(file);
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const applied = (await c.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`)).rows.map((r) => r.name);
    // The baseline stands for the migrations it replaced.
    if (applied.includes('Baseline1765350000000')) applied.push(...MIGRATIONS_BEFORE_BASELINE);
    const missing = header.migrations.filter((m) => !applied.includes(m));
    if (missing.length) throw new Error(`the target database lacks migrations the backup needs: ${missing.join(', ')}`);
    // Tables a later migration dropped (event_cards) are left out of the load.
    const present = new Set(await applicationTables(c));
    header.tables = header.tables.filter((t) => present.has(t.name));
    for (const t of header.tables) {
      const [{ n }] = (await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdent(t.name)}`)).rows;
      if (Number(n) > 0 && !FILLED_BEFORE_RESTORE.includes(t.name))
        throw new Error(`the target database is not empty (table ${t.name} has ${n} rows)`);
    }
    await c.query('BEGIN');
    await c.query('SET LOCAL session_replication_role = replica');
    // Rows the migrations and the app's start-up create are replaced by the backup's.
    for (const t of header.tables) await c.query(`DELETE FROM ${quoteIdent(t.name)}`);
    const rl = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    let copy: Writable | null = null;
    let finished: Promise<void> | null = null;
    let first = true;
    let skipping = false;
    for await (const line of rl) {
      if (first) {
        first = false;
        continue;
      }
      if (skipping) {
        if (line === '\\.') skipping = false;
        continue;
      }
      if (!copy) {
        const m = /^COPY ("(?:[^"]|"")+") \((.*)\) FROM stdin;$/.exec(line);
        if (!m) throw new Error(`corrupt backup near: ${line.slice(0, 80)}`);
        if (!present.has(m[1].slice(1, -1).replace(/""/g, '"'))) {
          skipping = true;
          continue;
        }
        copy = c.query(copyFrom(`COPY ${m[1]} (${m[2]}) FROM STDIN`)) as unknown as Writable;
        finished = new Promise<void>((res, rej) => {
          copy!.on('finish', () => res());
          copy!.on('error', rej);
        });
        continue;
      }
      if (line === '\\.') {
        copy.end();
        await finished;
        copy = null;
        continue;
      }
      if (!copy.write(line + '\n')) await new Promise((r) => copy!.once('drain', r));
    }
    if (copy) throw new Error('corrupt backup: unterminated table data');
    // Triggers were off: move the public data version on, so no instance's cache outlives the restore.
    if (header.tables.some((t) => t.name === 'public_data_version')) {
      await c.query(`UPDATE public_data_version SET v = v + 1 + (SELECT coalesce(max(v), 0) FROM public_data_version) WHERE slot = 0`);
    }
    // Triggers were off: events take their organization's approval (a backup older than the column carries none).
    if (header.tables.some((t) => t.name === 'events')) {
      await c.query(
        `UPDATE events e SET "organizationApproved" = false FROM organizations o WHERE o.id = e."organizationId" AND NOT o."isApproved" AND e."organizationApproved"`,
      );
    }
    await c.query('COMMIT');
    return header;
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await c.end();
  }
}
