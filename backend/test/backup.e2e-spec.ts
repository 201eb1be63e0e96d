import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { Client } from 'pg';
import { BACKUP_MAGIC, BackupHeader, backupDatabase, readBackupHeader, restoreDatabase } from '../src/database/backup';
import { createDataSource, runMigrationsLocked } from '../src/database/data-source';
import { DemoSeedService } from '../src/database/seed/demo-seed.service';
import { createTestDatabase } from './support/pg-cluster';
import PgBoss from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from '../src/jobs/job-queue.service';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_ADMIN } from './support/test-constants';

async function snapshot(url: string): Promise<Record<string, unknown[]>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (
      await c.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`)
    ).rows.map((r) => r.tablename as string);
    const out: Record<string, unknown[]> = {};
    for (const t of tables) out[t] = (await c.query(`SELECT * FROM "${t}" ORDER BY 1`)).rows;
    return out;
  } finally {
    await c.end();
  }
}

/** A new database with the schema migrated and no rows: where a backup is restored. */
async function migratedEmptyDatabase(): ReturnType<typeof createTestDatabase> {
  const target = await createTestDatabase({ empty: true });
  const ds = createDataSource({ url: target.url, poolSize: 2 });
  await ds.initialize();
  await runMigrationsLocked(ds);
  await ds.destroy();
  return target;
}

describe('backup and restore', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-backup-'));
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.get(DemoSeedService).seedIfEmpty();
    const [e] = await t.ds.query(`SELECT id FROM events LIMIT 1`);
    await t.ds.query(`INSERT INTO saved_events ("eventId", "userSession") VALUES ($1, 'session-1')`, [e.id]);
    await t.ds.query(`INSERT INTO page_views ("sessionId", page, "eventId") VALUES ('session-1', '/event/x', $1)`, [e.id]);
    await t.ds.query(
      `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Asha', 'asha@example.org', 'Hi', E'Line one\\nLine "two"\\ttabbed \\\\ backslash')`,
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips every row of every table into an empty database', async () => {
    const file = path.join(dir, 'roundtrip.backup.gz');
    const header = await backupDatabase(t.databaseUrl, file);
    expect(header.tables.find((x) => x.name === 'events')!.rows).toBeGreaterThanOrEqual(60);
    expect((await readBackupHeader(file)).migrations).toEqual(header.migrations);

    const target = await migratedEmptyDatabase();
    try {
      await restoreDatabase(target.url, file);
      const [restored, original] = await Promise.all([snapshot(target.url), snapshot(t.databaseUrl)]);
      // The change counter of the public read cache is not data: a restore moves it past the original.
      const sum = (rows: unknown[]) => rows.reduce((a: number, r) => a + Number((r as { v: string }).v), 0);
      expect(sum(restored.public_data_version)).toBeGreaterThan(sum(original.public_data_version));
      delete restored.public_data_version;
      delete original.public_data_version;
      // The readiness check's row is not backed up: each database has its own.
      delete restored.health_probe;
      delete original.health_probe;
      expect(restored).toEqual(original);
      // Restoring again into the now non-empty database is refused and changes nothing.
      await expect(restoreDatabase(target.url, file)).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  });

  it("a backup taken before events carried their organization's approval restores it", async () => {
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM events WHERE NOT "organizationApproved"`);
    expect(n).toBeGreaterThan(0); // the demo's unapproved organizations have events
    const file = path.join(dir, 'before-column.backup.gz');
    await backupDatabase(t.databaseUrl, file);
    // The same backup without the column: the header's list, the COPY line and each row's field.
    const [head, ...lines] = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const header = JSON.parse(head.slice(BACKUP_MAGIC.length)) as BackupHeader;
    const events = header.tables.find((x) => x.name === 'events')!;
    const col = events.columns.indexOf('organizationApproved');
    events.columns.splice(col, 1);
    let inEvents = false;
    const out = lines.map((line) => {
      if (line.startsWith('COPY "events" ')) {
        inEvents = true;
        return `COPY "events" (${events.columns.map((x) => `"${x}"`).join(', ')}) FROM stdin;`;
      }
      if (line === '\\.') inEvents = false;
      return inEvents
        ? line
            .split('\t')
            .filter((_, i) => i !== col)
            .join('\t')
        : line;
    });
    fs.writeFileSync(file, zlib.gzipSync([BACKUP_MAGIC + JSON.stringify(header), ...out].join('\n')));

    const target = await migratedEmptyDatabase();
    try {
      await restoreDatabase(target.url, file);
      const [restored, original] = await Promise.all([snapshot(target.url), snapshot(t.databaseUrl)]);
      expect(restored.events).toEqual(original.events);
    } finally {
      await target.drop();
    }
  });

  it('a backup of a database made before the migration baseline restores into a new one (its dropped tables left out)', async () => {
    const old = await createTestDatabase({ empty: true });
    const target = await migratedEmptyDatabase();
    try {
      const c = new Client({ connectionString: old.url });
      await c.connect();
      try {
        await c.query(fs.readFileSync(path.join(__dirname, 'fixtures', 'database-before-baseline.sql'), 'utf8'));
        const [org] = (await c.query(`INSERT INTO organizations (name, city, state) VALUES ('Kannada Koota', 'Austin', 'TX') RETURNING id`))
          .rows;
        await c.query(
          `INSERT INTO events (title, category, date, "startTime", venue, city, state, "organizationId")
           VALUES ('Rajyotsava', 'Cultural Events', '2030-11-01', '6:00 PM', 'Hall', 'Austin', 'TX', $1)`,
          [org.id],
        );
        expect((await c.query(`SELECT count(*)::int AS n FROM event_cards`)).rows[0].n).toBe(1);
      } finally {
        await c.end();
      }
      const file = path.join(dir, 'before-baseline.backup.gz');
      const header = await backupDatabase(old.url, file);
      expect(header.tables.map((x) => x.name)).toContain('event_cards');
      await restoreDatabase(target.url, file);
      const [restored, original] = await Promise.all([snapshot(target.url), snapshot(old.url)]);
      // Columns added by later migrations (e.g. organizations.reappliedAt) come with their defaults; the old ones keep their values.
      const asBefore = (rows: unknown[], like: unknown[]) =>
        (rows as Array<Record<string, unknown>>).map((r) => Object.fromEntries(Object.keys(like[0] ?? {}).map((k) => [k, r[k]])));
      expect(asBefore(restored.events, original.events)).toEqual(original.events);
      expect(asBefore(restored.organizations, original.organizations)).toEqual(original.organizations);
      expect(restored.event_cards).toBeUndefined();
    } finally {
      await old.drop();
      await target.drop();
    }
  });

  it('a restored database takes writes at once: sequences moved past the restored ids, queued jobs kept', async () => {
    // Rows with serial ids (reset tokens and requests) and a job waiting in the queue.
    const emails = ['seq-a@example.org', 'seq-b@example.org', 'seq-c@example.org'];
    for (const [i, contactEmail] of emails.entries()) {
      await t.http
        .post('/api/org/signup')
        .send({ name: `Sequence Org ${i}`, contactEmail, password: 'sequence-pass-1', city: 'Dallas', state: 'TX' })
        .expect(201);
      await t.http.post('/api/org/forgot-password').send({ email: contactEmail }).expect(200);
    }
    const boss = new PgBoss({ connectionString: t.databaseUrl, schema: JOB_QUEUE_SCHEMA, max: 1, supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue('restore-drill', { name: 'restore-drill', retryLimit: 3 });
    const jobId = await boss.send('restore-drill', { to: 'someone@example.org' });
    await boss.stop({ graceful: false, wait: true });

    const file = path.join(dir, 'sequences.backup.gz');
    const header = await backupDatabase(t.databaseUrl, file);
    expect(header.jobQueue?.tables.find((x) => x.name === `${JOB_QUEUE_SCHEMA}.job`)?.rows).toBe(1);
    const target = await migratedEmptyDatabase();
    let restored: TestApp | undefined;
    try {
      await restoreDatabase(target.url, file);
      // Every sequence owned by a column hands out a value above the column's largest.
      const c = new Client({ connectionString: target.url });
      await c.connect();
      try {
        const owned = (
          await c.query(
            `SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col FROM pg_class s
             JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid AND d.refclassid = 'pg_class'::regclass
             JOIN pg_class t ON t.oid = d.refobjid JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
             WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace`,
          )
        ).rows as Array<{ seq: string; tbl: string; col: string }>;
        expect(owned.map((o) => o.tbl)).toEqual(
          expect.arrayContaining(['password_reset_tokens', 'password_reset_requests', 'scrape_run_events']),
        );
        for (const o of owned) {
          const [{ max }] = (await c.query(`SELECT coalesce(max("${o.col}"), 0)::bigint AS max FROM "${o.tbl}"`)).rows;
          const [{ next }] = (await c.query(`SELECT nextval('"${o.seq}"')::bigint AS next`)).rows;
          expect(Number(next)).toBeGreaterThan(Number(max));
        }
        // The queued job came back, in its queue (with its options).
        const jobs = (await c.query(`SELECT id, name, data FROM ${JOB_QUEUE_SCHEMA}.job`)).rows;
        expect(jobs).toEqual([{ id: jobId, name: 'restore-drill', data: { to: 'someone@example.org' } }]);
        const [queue] = (await c.query(`SELECT retry_limit FROM ${JOB_QUEUE_SCHEMA}.queue WHERE name = 'restore-drill'`)).rows;
        expect(queue.retry_limit).toBe(3);
      } finally {
        await c.end();
      }
      // The writing routes answer 2xx on the restored database.
      restored = await createTestApp({}, { databaseUrl: target.url });
      for (const email of emails) await restored.http.post('/api/org/forgot-password').send({ email }).expect(200);
      await restored.http
        .post('/api/org/signup')
        .send({
          name: 'After Restore Org',
          contactEmail: 'after-restore@example.org',
          password: 'after-restore-1',
          city: 'Austin',
          state: 'TX',
        })
        .expect(201);
      await restored.http
        .post('/api/contact')
        .send({ name: 'Asha', email: 'asha@example.org', subject: 'After restore', message: 'Still works after the restore.' })
        .expect(201);
      const { body: admin } = await restored.http
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
        .expect(200);
      const [org] = await restored.ds.query(`SELECT id FROM organizations WHERE "isApproved" LIMIT 1`);
      const day = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
      const { body: ev } = await restored.http
        .post('/api/events')
        .set('Authorization', `Bearer ${admin.token}`)
        .send({
          title: 'Restore Mela',
          description: 'After the restore.',
          category: 'Cultural Events',
          date: day,
          startTime: '6:00 PM',
          venue: 'Hall',
          city: 'Dallas',
          state: 'TX',
          isFree: true,
          organizationId: org.id,
        })
        .expect(201);
      await restored.http
        .post('/api/saved-events')
        .send({ eventId: ev.id, userSession: 'restore-session-0001' })
        .expect((r) => expect(r.status).toBeLessThan(300));
    } finally {
      await restored?.app.close();
      await target.drop();
    }
  });

  it('npm run backup (the CLI) writes a backup of DATABASE_URL', () => {
    const main = path.resolve(__dirname, '../dist/database/backup-cli.js');
    if (!fs.existsSync(main)) throw new Error('build the backend first (npm run build)');
    const file = path.join(dir, 'cli.backup.gz');
    const r = spawnSync(process.execPath, [main, 'backup', file], {
      env: { PATH: process.env.PATH, DATABASE_URL: t.databaseUrl, DATA_DIR: dir },
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/backup written to .*cli\.backup\.gz \(\d+ tables, \d+ rows\)/);
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  });
});
