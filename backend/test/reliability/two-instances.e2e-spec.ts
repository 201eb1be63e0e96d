import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MIGRATIONS } from '../../src/database/migrations';
import { createTestDatabase } from '../support/pg-cluster';
import { waitForHealthy } from '../support/server-process';
import { TEST_ADMIN } from '../support/test-constants';
import { figure, Proc, query, spawnServer, stopServer } from './support';

/**
 * Two instances of the app on one database, started at the same moment on an EMPTY database:
 * migrations run exactly once, the demo seed once, and concurrent saved-event toggles sent to
 * both instances never create duplicate rows. (One scheduled scraping run across instances is
 * tested by the scraping suite: see docs/reliability.md.)
 */
describe('two instances on one database', () => {
  const procs: Proc[] = [];
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const dirs: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await Promise.all(procs.map((p) => stopServer(p)));
    await db?.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('simultaneous start: every migration applied exactly once, demo data seeded once, both healthy', async () => {
    const env = (i: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sangam-two-${i}-`));
      dirs.push(dir);
      return { DATABASE_URL: db.url, DATA_DIR: dir, SEED_DEMO_DATA: 'true' };
    };
    const [a, b] = await Promise.all([spawnServer(env(1)), spawnServer(env(2))]);
    procs.push(a, b);
    await Promise.all([waitForHealthy(a.url, 90000, a.proc), waitForHealthy(b.url, 90000, b.proc)]);
    const migrations = await query<{ name: string; n: string }>(db.url, 'SELECT name, count(*) AS n FROM migrations GROUP BY name');
    expect(migrations.length).toBe(MIGRATIONS.length);
    expect(migrations.every((m) => m.n === '1')).toBe(true);
    const [{ orgs }] = await query<{ orgs: string }>(db.url, 'SELECT count(*) AS orgs FROM organizations');
    const [{ events }] = await query<{ events: string }>(db.url, 'SELECT count(*) AS events FROM events');
    const [{ admins }] = await query<{ admins: string }>(db.url, 'SELECT count(*) AS admins FROM admin_users WHERE username = $1', [
      TEST_ADMIN.username,
    ]);
    const dupTitles = await query(db.url, 'SELECT title, date FROM events GROUP BY title, date, "organizationId" HAVING count(*) > 1');
    figure('two-instances-start', {
      migrations: migrations.length,
      organizations: Number(orgs),
      events: Number(events),
      admins: Number(admins),
      duplicateSeedEvents: dupTitles.length,
    });
    expect(Number(admins)).toBe(1);
    expect(dupTitles).toEqual([]);
    expect(Number(orgs)).toBeGreaterThan(0);
  }, 180000);

  it('saved-event toggles hammered on both instances at once: never a duplicate row, final state consistent', async () => {
    const [a, b] = procs;
    const [{ id: eventId }] = await query<{ id: string }>(db.url, `SELECT id FROM events WHERE "isApproved" ORDER BY date DESC LIMIT 1`);
    const session = 'two-instance-session-1';
    const body = JSON.stringify({ eventId, userSession: session });
    const statuses: number[] = [];
    const one = async (i: number) => {
      const base = i % 2 ? a.url : b.url;
      const r =
        i % 3 === 2
          ? await fetch(`${base}/api/saved-events/${eventId}?userSession=${session}`, { method: 'DELETE' })
          : await fetch(`${base}/api/saved-events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      statuses.push(r.status);
      await r.arrayBuffer();
    };
    for (let round = 0; round < 5; round++) await Promise.all(Array.from({ length: 30 }, (_, i) => one(i)));
    // Final: save from both at once.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${i % 2 ? a.url : b.url}/api/saved-events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(
          (r) => statuses.push(r.status),
        ),
      ),
    );
    const rows = await query<{ n: string }>(db.url, `SELECT count(*) AS n FROM saved_events WHERE "userSession" = $1 AND "eventId" = $2`, [
      session,
      eventId,
    ]);
    figure('two-instances-saves', { requests: statuses.length, statuses: [...new Set(statuses)].sort(), rows: Number(rows[0].n) });
    expect(statuses.every((s) => s < 300)).toBe(true);
    expect(Number(rows[0].n)).toBe(1);
    const list = await (await fetch(`${a.url}/api/saved-events?userSession=${session}`)).json();
    expect(list.map((e: { id: string }) => e.id)).toEqual([eventId]);
  }, 60000);
});
