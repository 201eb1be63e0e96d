import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createTestDatabase } from '../support/pg-cluster';
import { DbProxy, isQuery, Trapped } from './db-proxy';
import { figure, Proc, query, sleep, startAndWait, stopServer } from './support';

/**
 * Ambiguous writes: the app's database session is killed (pg_terminate_backend) between the event's
 * insert and the answer, either before the COMMIT reached PostgreSQL or after PostgreSQL committed
 * but before the app heard so. Either way the client gets 503 and cannot know whether the event was
 * stored; a retry with the same Idempotency-Key must leave exactly one event. Without a key, the
 * same retry stores a second event (what clients saw before keys existed).
 */
describe('ambiguous writes: a killed database session, then a retry with the Idempotency-Key', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: DbProxy;
  let srv: Proc;
  let dataDir: string;
  let token: string;
  let day = 30;

  beforeAll(async () => {
    db = await createTestDatabase();
    proxy = new DbProxy(Number(new URL(db.url).port));
    await proxy.start();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sangam-idempotency-'));
    srv = await startAndWait({ DATABASE_URL: proxy.url(db.url), DATA_DIR: dataDir });
    const signup = await fetch(`${srv.url}/api/org/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Retry Org',
        contactEmail: 'retry@example.org',
        password: 'retry-password-1',
        city: 'Dallas',
        state: 'TX',
      }),
    });
    expect(signup.status).toBe(201);
    token = ((await signup.json()) as { token: string }).token;
  }, 90000);
  afterAll(async () => {
    await stopServer(srv);
    await proxy?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const eventBody = (title: string) => {
    const d = new Date(Date.now() + day++ * 86400_000).toISOString().slice(0, 10);
    return {
      title,
      description: 'Retried submission.',
      category: 'Cultural Events',
      date: d,
      startTime: '6:00 PM',
      venue: 'Hall',
      city: 'Irving',
      state: 'TX',
      isFree: true,
    };
  };
  const post = async (body: object, key?: string) => {
    const r = await fetch(`${srv.url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20000),
    });
    return { status: r.status, replayed: r.headers.get('idempotent-replayed') === 'true', body: (await r.json()) as { id?: string } };
  };
  const stored = async (title: string) =>
    (await query<{ id: string }>(db.url, `SELECT id FROM events WHERE title = $1`, [title])).map((r) => r.id);
  /** Kills the PostgreSQL session of a trapped connection, once it is in `state`, and drops the connection. */
  const kill = async (t: Trapped, state: 'idle in transaction' | 'idle') => {
    let pid = 0;
    for (let i = 0; i < 100 && !pid; i++) {
      const rows = await query<{ pid: number }>(db.url, `SELECT pid FROM pg_stat_activity WHERE client_port = $1 AND state = $2`, [
        t.clientPort,
        state,
      ]);
      pid = rows[0]?.pid ?? 0;
      if (!pid) await sleep(50);
    }
    expect(pid).toBeGreaterThan(0);
    await query(db.url, 'SELECT pg_terminate_backend($1)', [pid]);
    t.drop();
  };

  it('killed before the COMMIT reached PostgreSQL: 503, nothing stored; the retry with the key stores one event', async () => {
    const title = `Killed before commit ${randomUUID()}`;
    const body = eventBody(title);
    const key = randomUUID();
    const trapped = proxy.trapNext({ match: isQuery('COMMIT'), hold: 'request' });
    const first = post(body, key);
    await kill(await trapped, 'idle in transaction'); // the event row and the key are written, not committed
    const answer = await first;
    const afterFirst = (await stored(title)).length;
    const retry = await post(body, key);
    const again = await post(body, key);
    const rows = await stored(title);
    figure('idempotency-killed-before-commit', {
      firstStatus: answer.status,
      storedAfterFirst: afterFirst,
      retryStatus: retry.status,
      repeatReplayed: again.replayed,
      events: rows.length,
    });
    expect(answer.status).toBe(503);
    expect(afterFirst).toBe(0);
    expect(retry.status).toBe(201);
    expect(again).toMatchObject({ status: 201, replayed: true, body: retry.body });
    expect(rows).toEqual([retry.body.id]);
  }, 60000);

  it('killed after PostgreSQL committed, before the app heard: 503, but stored; the retry with the key answers that event, still one', async () => {
    const title = `Killed after commit ${randomUUID()}`;
    const body = eventBody(title);
    const key = randomUUID();
    const trapped = proxy.trapNext({ match: isQuery('COMMIT'), hold: 'response' });
    const first = post(body, key);
    await kill(await trapped, 'idle'); // committed; its "COMMIT" answer is held back from the app
    const answer = await first;
    const afterFirst = await stored(title);
    const retry = await post(body, key);
    const rows = await stored(title);
    figure('idempotency-killed-after-commit', {
      firstStatus: answer.status,
      storedAfterFirst: afterFirst.length,
      retryStatus: retry.status,
      retryReplayed: retry.replayed,
      events: rows.length,
    });
    expect(answer.status).toBe(503);
    expect(afterFirst).toHaveLength(1);
    expect(retry).toMatchObject({ status: 201, replayed: true });
    expect(retry.body.id).toBe(afterFirst[0]);
    expect(rows).toEqual(afterFirst);
  }, 60000);

  it('without a key, the same failure and retry store the event twice (why clients send one)', async () => {
    const title = `No key ${randomUUID()}`;
    const body = eventBody(title);
    const trapped = proxy.trapNext({ match: isQuery('COMMIT'), hold: 'response' });
    const first = post(body);
    await kill(await trapped, 'idle'); // committed; its "COMMIT" answer is held back from the app
    const answer = await first;
    const retry = await post(body);
    const rows = await stored(title);
    figure('idempotency-no-key', { firstStatus: answer.status, retryStatus: retry.status, events: rows.length });
    expect(answer.status).toBe(503);
    expect(retry.status).toBe(201);
    expect(rows).toHaveLength(2);
  }, 60000);
});
