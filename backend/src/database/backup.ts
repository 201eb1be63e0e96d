import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineDone } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import { Client, escapeIdentifier } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import PgBoss from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../jobs/job-queue.service';
import { MIGRATIONS_BEFORE_BASELINE } from './migrations/1765350000000-Baseline';
import { withClient } from './pg-driver';

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

/** A backup's file name by when it is taken: sangam-20261207-031500.backup.gz. */
export const backupFileName = (now: Date) =>
  `sangam-${now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-')}.backup.gz`;

export interface BackupHeader {
  version: 1;
  createdAt: string;
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  /** Each sequence's next value at the snapshot (a restore never hands out a value a restored row holds). */
  sequences?: Array<{ name: string; next: string }>;
  /** The job queue (pg-boss): its schema version, its queues; its tables follow the application's, schema-qualified. */
  jobQueue?: {
    version: number;
    queues: Array<{ name: string; options: Record<string, unknown> }>;
    tables: Array<{ name: string; columns: string[]; rows: number }>;
  };
}

/**
 * Tables a backup leaves out: idempotency_keys holds recorded answers of the last 24 hours, nothing worth restoring;
 * health_probe is the readiness check's row (made by its migration).
 */
const NOT_BACKED_UP = ['migrations', 'idempotency_keys', 'health_probe'];
/** Columns a backup leaves out: the one-time tokens of messages not delivered yet (a restored message keeps its placeholders). */
const COLUMNS_NOT_BACKED_UP: Record<string, string[]> = { outgoing_mail: ['secrets'] };

async function applicationTables(c: Client): Promise<string[]> {
  const r = await c.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> ALL($1) ORDER BY tablename`,
    [NOT_BACKED_UP],
  );
  return r.rows.map((x) => x.tablename);
}

/** The columns a COPY writes (not the generated ones) of a table, named as `qualified` quotes it. */
async function tableColumns(c: Client, table: string): Promise<string[]> {
  const r = await c.query<{ attname: string }>(
    `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [qualified(table)],
  );
  return r.rows.map((x) => x.attname).filter((c) => !COLUMNS_NOT_BACKED_UP[table]?.includes(c));
}

/** What a backup's header says of each of `tables`: its columns and its rows at the snapshot. */
async function describeTables(c: Client, tables: string[]): Promise<BackupHeader['tables']> {
  const described: BackupHeader['tables'] = [];
  for (const name of tables) described.push({ name, columns: await tableColumns(c, name), rows: await rowCount(c, name) });
  return described;
}

export async function rowCount(c: Client, table: string): Promise<number> {
  const [{ n }] = (await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${qualified(table)}`)).rows;
  return Number(n);
}

/** `schema.table` (the job queue's) or `table` (the application's), quoted. */
const qualified = (name: string) => name.split('.').map(escapeIdentifier).join('.');

/** The job queue's tables worth restoring: queued and scheduled work (queues are recreated through pg-boss, finished jobs are left out). */
const JOB_QUEUE_TABLES = ['schedule', 'subscription', 'job'].map((t) => `${JOB_QUEUE_SCHEMA}.${t}`);

async function jobQueueSnapshot(c: Client): Promise<BackupHeader['jobQueue']> {
  const schema = escapeIdentifier(JOB_QUEUE_SCHEMA);
  const [exists] = (await c.query(`SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = 'version'`, [JOB_QUEUE_SCHEMA])).rows;
  if (!exists) return undefined;
  const [{ version }] = (await c.query<{ version: number }>(`SELECT version FROM ${schema}.version`)).rows;
  const queues = (
    await c.query<{ name: string; options: Record<string, unknown> }>(
      `SELECT name, json_strip_nulls(json_build_object('policy', policy, 'retryLimit', retry_limit, 'retryDelay', retry_delay,
         'retryBackoff', retry_backoff, 'expireInSeconds', expire_seconds, 'retentionMinutes', retention_minutes, 'deadLetter', dead_letter)) AS options
       FROM ${schema}.queue ORDER BY dead_letter IS NOT NULL, name`,
    )
  ).rows;
  return { version, queues, tables: await describeTables(c, JOB_QUEUE_TABLES) };
}

/** Writes a consistent backup of the database at `url` to `file`. Returns the header. */
export async function backupDatabase(url: string, file: string): Promise<BackupHeader> {
  const tmp = `${file}.partial`;
  return withClient(url, async (c) => {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    try {
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const migrations = (await c.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`)).rows.map((r) => r.name);
      const tables = await describeTables(c, await applicationTables(c));
      const sequences = (
        await c.query<{ name: string; next: string }>(
          `SELECT format('%I.%I', schemaname, sequencename) AS name, (CASE WHEN last_value IS NULL THEN start_value ELSE last_value + increment_by END)::text AS next
         FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).rows;
      const jobQueue = await jobQueueSnapshot(c);
      const header: BackupHeader = { version: 1, createdAt: new Date().toISOString(), migrations, tables, sequences, jobQueue };
      const gzip = createGzip();
      const out = fs.createWriteStream(tmp);
      const done = pipelineDone(gzip, out);
      const write = (s: string) => new Promise<void>((res, rej) => gzip.write(s, (e) => (e ? rej(e) : res())));
      await write(BACKUP_MAGIC + JSON.stringify(header) + '\n');
      for (const t of [...tables, ...(jobQueue?.tables ?? [])]) {
        const cols = t.columns.map(escapeIdentifier).join(', ');
        await write(`COPY ${qualified(t.name)} (${cols}) FROM stdin;\n`);
        // The job table is partitioned by queue, which COPY TO reads only through a query.
        const stream = c.query(copyTo(`COPY (SELECT ${cols} FROM ${qualified(t.name)}) TO STDOUT`));
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
    }
  });
}

/**
 * A backup's lines. A damaged file (a flipped byte, a truncated end) fails the iteration with gunzip's error
 * (readline over a piped gunzip would wait forever instead).
 */
async function* backupLines(file: string): AsyncGenerator<string> {
  const text = pipeline(fs.createReadStream(file), createGunzip(), () => undefined);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  for await (const chunk of text as AsyncIterable<Buffer>) {
    const parts = (rest + decoder.write(chunk)).split('\n');
    rest = parts.pop()!;
    yield* parts;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of backupLines(file)) {
    if (!line.startsWith(BACKUP_MAGIC)) break;
    return JSON.parse(line.slice(BACKUP_MAGIC.length)) as BackupHeader;
  }
  throw new Error(`${file} is not a Sangam backup`);
}

/** Tables a fresh database already fills: by migrations (data version slots, festival dates, search synonyms) or at start-up (stats row, admin). */
const FILLED_BEFORE_RESTORE = ['community_stats', 'admin_users', 'public_data_version', 'festival_dates', 'search_synonyms'];

/**
 * Every sequence owned by a column moves past the column's largest value and past where the backup's
 * sequence was (COPY writes ids without taking them from the sequence, so the next insert would collide).
 */
async function advanceSequences(c: Client, fromBackup: NonNullable<BackupHeader['sequences']>): Promise<void> {
  const owned = (
    await c.query<{ seq: string; tbl: string; col: string }>(
      `SELECT format('%I.%I', sn.nspname, s.relname) AS seq, format('%I.%I', tn.nspname, t.relname) AS tbl, quote_ident(a.attname) AS col
       FROM pg_class s JOIN pg_namespace sn ON sn.oid = s.relnamespace
       JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid JOIN pg_namespace tn ON tn.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
       WHERE s.relkind = 'S' AND sn.nspname = 'public'`,
    )
  ).rows;
  const before = new Map(fromBackup.map((x) => [x.name, x.next]));
  for (const o of owned) {
    await c.query(`SELECT setval($1::regclass, greatest((SELECT max(${o.col}) FROM ${o.tbl}) + 1, $2::bigint, 1), false)`, [
      o.seq,
      before.get(o.seq) ?? '1',
    ]);
  }
}

/** The job queue's schema as this version of pg-boss makes it (created if missing); the backup's must be the same. */
async function prepareJobQueue(url: string, c: Client, version: number): Promise<void> {
  const boss = new PgBoss({ connectionString: url, schema: JOB_QUEUE_SCHEMA, max: 1, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  const [{ version: here }] = (await c.query<{ version: number }>(`SELECT version FROM ${escapeIdentifier(JOB_QUEUE_SCHEMA)}.version`))
    .rows;
  if (here !== version) throw new Error(`the backup's job queue has schema version ${version}, this version of Sangam ${here}`);
}

/**
 * Loads a backup into the database at `url`, which must already have the backup's migrations
 * applied (the caller runs them) and hold no application rows. Foreign keys and triggers are
 * suspended for the load (session_replication_role = replica), all in one transaction.
 */
export async function restoreDatabase(url: string, file: string): Promise<BackupHeader> {
  const header = await readBackupHeader(file);
  return withClient(url, async (c) => {
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
        const n = FILLED_BEFORE_RESTORE.includes(t.name) ? 0 : await rowCount(c, t.name);
        if (n > 0) throw new Error(`the target database is not empty (table ${t.name} has ${n} rows)`);
      }
      if (header.jobQueue) await prepareJobQueue(url, c, header.jobQueue.version);
      await c.query('BEGIN');
      await c.query('SET LOCAL session_replication_role = replica');
      if (header.jobQueue) {
        const schema = escapeIdentifier(JOB_QUEUE_SCHEMA);
        for (const t of JOB_QUEUE_TABLES) await c.query(`DELETE FROM ${qualified(t)}`);
        // Each queue through pg-boss's own function, which also makes its partition of the job table.
        for (const q of header.jobQueue.queues) await c.query(`SELECT ${schema}.create_queue($1, $2)`, [q.name, JSON.stringify(q.options)]);
      }
      // Rows the migrations and the app's start-up create are replaced by the backup's.
      for (const t of header.tables) await c.query(`DELETE FROM ${escapeIdentifier(t.name)}`);
      const lines = backupLines(file);
      await lines.next(); // the header
      // One table's rows, up to its end marker.
      async function* tableRows(): AsyncGenerator<string> {
        for (let r = await lines.next(); r.value !== '\\.'; r = await lines.next()) {
          if (r.done) throw new Error('corrupt backup: unterminated table data');
          yield r.value + '\n';
        }
      }
      for await (const line of lines) {
        const m = /^COPY ((?:"(?:[^"]|"")+"\.)?"(?:[^"]|"")+") \((.*)\) FROM stdin;$/.exec(line);
        if (!m) throw new Error(`corrupt backup near: ${line.slice(0, 80)}`);
        const jobQueueTable = m[1].startsWith(`${escapeIdentifier(JOB_QUEUE_SCHEMA)}.`);
        if (!jobQueueTable && !present.has(m[1].slice(1, -1).replace(/""/g, '"'))) {
          for await (const _ of tableRows());
          continue;
        }
        // A damaged file or a refused row fails the pipeline, which fails the COPY first (pg-copy-streams sends
        // CopyFail), so the ROLLBACK below can run.
        await pipelineDone(Readable.from(tableRows()), c.query(copyFrom(`COPY ${m[1]} (${m[2]}) FROM STDIN`)));
      }
      await advanceSequences(c, header.sequences ?? []);
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
    }
  });
}
