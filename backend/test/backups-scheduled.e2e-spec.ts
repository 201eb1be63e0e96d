import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AwsClient } from 'aws4fetch';
import PgBoss from 'pg-boss';
import S3rver from 's3rver';
import { BACKUP_JOB, BackupsService } from '../src/backups/backups.service';
import { verifyBackup } from '../src/backups/verify-backup';
import { JOB_QUEUE_SCHEMA } from '../src/jobs/job-queue.service';
import { createTestDatabase } from './support/pg-cluster';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_ADMIN } from './support/test-constants';

/**
 * Scheduled backups: a tick of the schedule (one job in the queue, as pg-boss's cron makes it) taken by one of two
 * replicas; the backup restored into a scratch database to verify it (the restore drill); shown to the console;
 * retention; a corrupted file detected.
 */
describe('scheduled backups', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-scheduled-backups-'));
  const apps: TestApp[] = [];
  let tick: string | null = null;

  beforeAll(async () => {
    db = await createTestDatabase();
    // One tick of the schedule: the job pg-boss's cron would create, waiting when the replicas start.
    const boss = new PgBoss({ connectionString: db.url, schema: JOB_QUEUE_SCHEMA, max: 1, supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue(BACKUP_JOB, { name: BACKUP_JOB, retryLimit: 2, retryDelay: 60, expireInSeconds: 900 });
    tick = await boss.send(BACKUP_JOB, {});
    await boss.stop({ graceful: false, wait: true });
    // Two replicas on the one database, both running schedules, both with a worker for the queue.
    const env = { ENABLE_SCHEDULER: 'true', BACKUP_DIR: dir };
    apps.push(...(await Promise.all([createTestApp(env, { databaseUrl: db.url }), createTestApp(env, { databaseUrl: db.url })])));
  }, 120000);
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function until<T>(what: () => Promise<T | undefined>, ms = 90000): Promise<T> {
    for (const t0 = Date.now(); Date.now() - t0 < ms; await new Promise((r) => setTimeout(r, 200))) {
      const v = await what();
      if (v !== undefined) return v;
    }
    throw new Error('timed out');
  }

  it('one tick, two replicas: one backup, written to BACKUP_DIR, verified by a restore, shown in the console', async () => {
    const [t] = apps;
    const done = await until(async () => {
      const [job] = await t.ds.query(`SELECT state FROM ${JOB_QUEUE_SCHEMA}.job WHERE id = $1`, [tick]);
      return job?.state === 'completed' ? job : undefined;
    });
    expect(done.state).toBe('completed');
    // One backup per job (a run of the real schedule in the meantime would be a job of its own), each verified.
    const [{ jobs }] = await t.ds.query(
      `SELECT count(*)::int AS jobs FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 AND state = 'completed'`,
      [BACKUP_JOB],
    );
    const rows = await t.ds.query(`SELECT file, "verifiedAt", error, "rows" FROM backups ORDER BY "takenAt" DESC`);
    expect(rows).toHaveLength(jobs);
    for (const r of rows) {
      expect(r).toMatchObject({ error: null, verifiedAt: expect.any(Date) });
      expect(Number(r.rows)).toBeGreaterThan(0);
    }
    expect(fs.readdirSync(dir).sort()).toEqual(rows.map((r: { file: string }) => path.basename(r.file)).sort());
    // No scratch database left behind.
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE 'sangam_verify_%'`);
    expect(n).toBe(0);

    const { body: admin } = await t.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const status = await t.http.get('/api/admin/backups/status').set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect(status.body).toMatchObject({
      directory: dir,
      schedule: '15 3 * * *',
      lastGood: { file: path.basename(rows[0].file), verifiedAt: expect.any(String), sizeBytes: expect.any(Number) },
    });
    await t.http.get('/api/admin/backups/status').expect(401);
  });

  it('a corrupted backup is detected: a flipped byte or a truncated file fails its restore drill', async () => {
    const [file] = fs.readdirSync(dir).map((f) => path.join(dir, f));
    const bytes = fs.readFileSync(file);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] ^= 0xff;
    const truncated = bytes.subarray(0, Math.floor(bytes.length * 0.6));
    for (const [name, content] of [
      ['flipped', flipped],
      ['truncated', truncated],
    ] as const) {
      const bad = path.join(os.tmpdir(), `sangam-${name}-${process.pid}.backup.gz`);
      fs.writeFileSync(bad, content);
      try {
        await expect(verifyBackup(db.url, bad)).rejects.toThrow();
      } finally {
        fs.rmSync(bad, { force: true });
      }
    }
    // The good one still passes (the drill can succeed).
    await expect(verifyBackup(db.url, file)).resolves.toMatchObject({ version: 1 });
  });

  it('retention keeps 7 daily and 4 weekly verified backups and deletes the rest with their files', async () => {
    const [t] = apps;
    const service = t.app.get(BackupsService);
    const [{ before }] = await t.ds.query(`SELECT count(*)::int AS before FROM backups`);
    // 20 more verified backups, one a day before the real one (with files).
    for (let n = 1; n <= 20; n++) {
      const file = path.join(dir, `old-${n}.backup.gz`);
      fs.writeFileSync(file, 'x');
      await t.ds.query(
        `INSERT INTO backups (file, "takenAt", "verifiedAt", "sizeBytes", "rows") VALUES ($1, now() - $2 * interval '1 day', now(), 1, 1)`,
        [file, n],
      );
    }
    const gone = await service.applyRetention();
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM backups`);
    expect(n + gone.length).toBe(before + 20);
    expect(n).toBeGreaterThanOrEqual(7 + 1);
    expect(n).toBeLessThanOrEqual(7 + 4);
    for (const b of gone) expect(fs.existsSync(b.file)).toBe(false);
    expect(fs.readdirSync(dir)).toHaveLength(n);
  });
});

/** With BACKUP_S3_BUCKET: each verified backup is copied off the machine; retention deletes the copy too; a bucket that refuses fails the backup. */
describe('scheduled backups copied to an S3 bucket', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-s3-backups-'));
  const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-s3-backups-bucket-'));
  let s3: S3rver;
  let endpoint: string;
  let t: TestApp;
  const client = (key = 'S3RVER') => new AwsClient({ accessKeyId: key, secretAccessKey: 'S3RVER', region: 'us-east-1', service: 's3' });
  const object = async (file: string) => {
    const res = await client().fetch(`${endpoint}/sangam-backups/${BackupsService.bucketKey(file)}`);
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
  };

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3dir,
      configureBuckets: [{ name: 'sangam-backups', configs: [] }],
    });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    const env = { BACKUP_DIR: dir, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    t = await createTestApp({ ...env, BACKUP_S3_BUCKET: 'sangam-backups' });
  }, 120000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(s3dir, { recursive: true, force: true });
  });

  it('a verified backup is in the bucket, byte for byte; retention deletes it there as well', async () => {
    const service = t.app.get(BackupsService);
    const id = await service.run();
    const [row] = await t.ds.query(`SELECT file, "verifiedAt", error FROM backups WHERE id = $1`, [id]);
    expect(row).toMatchObject({ error: null, verifiedAt: expect.any(Date) });
    expect(await object(row.file)).toEqual(fs.readFileSync(row.file));
    // Twenty older verified backups with copies: retention keeps 7 daily and 4 weekly, here and in the bucket.
    const old: string[] = [];
    for (let n = 1; n <= 20; n++) {
      const file = path.join(dir, `old-${n}.backup.gz`);
      fs.writeFileSync(file, `backup ${n}`);
      await client().fetch(`${endpoint}/sangam-backups/${BackupsService.bucketKey(file)}`, { method: 'PUT', body: `backup ${n}` });
      await t.ds.query(
        `INSERT INTO backups (file, "takenAt", "verifiedAt", "sizeBytes", "rows") VALUES ($1, now() - $2 * interval '1 day', now(), 1, 1)`,
        [file, n],
      );
      old.push(file);
    }
    const gone = await service.applyRetention();
    expect(gone.length).toBeGreaterThan(0);
    for (const b of gone) expect(await object(b.file)).toBe(404);
    const kept = old.filter((f) => !gone.some((b) => b.file === f));
    for (const f of kept) expect((await object(f)).toString()).toBe(fs.readFileSync(f, 'utf8'));
  });

  it('a bucket that refuses the copy fails the backup: recorded with the reason, its file removed', async () => {
    const refused = await createTestApp(
      {
        BACKUP_DIR: dir,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'WRONG',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        BACKUP_S3_BUCKET: 'sangam-backups',
      },
      { databaseUrl: t.databaseUrl },
    );
    try {
      const id = await refused.app.get(BackupsService).run();
      const [row] = await t.ds.query(`SELECT file, "verifiedAt", error FROM backups WHERE id = $1`, [id]);
      expect(row).toMatchObject({ verifiedAt: null, error: expect.stringMatching(/^S3 PUT backups\/.+ answered 403$/) });
      expect(fs.existsSync(row.file)).toBe(false);
    } finally {
      await refused.app.close();
    }
  });
});
