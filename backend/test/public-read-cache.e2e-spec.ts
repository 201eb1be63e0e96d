import type { Pool, QueryConfig, QueryResult } from 'pg';
import { APP_CONFIG } from '../src/config/env';
import { PublicReadCache } from '../src/events/public-read-cache';
import { createTestApp, TestApp } from './support/test-app';
import { adminToken, daysFromToday, makeEvent, makeOrganization } from './support/factories';

/**
 * The cache of public reads (events/public-read-cache.ts) is keyed by the database's change
 * counter: whatever writes to events or organizations (the API, another instance, psql), the next
 * request sees it. Writes made with triggers switched off (session_replication_role = replica)
 * are the one way around the counter, which is how these tests see that answers do come from the cache.
 */
describe('public read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const titles = (body: Array<{ title: string }>) => body.map((e) => e.title).sort();

  /** An UPDATE that does not move the change counter (triggers off for this statement's session). */
  async function silentUpdate(sql: string, params: unknown[]): Promise<void> {
    await t.ds.transaction(async (m) => {
      await m.query('SET LOCAL session_replication_role = replica');
      await m.query(sql, params);
    });
  }

  it('answers from the cache while nothing changed, and sees any committed write at once', async () => {
    const org = await makeOrganization(t.ds, { name: 'Cache Test Sabha', isApproved: true });
    const a = await makeEvent(t.ds, { title: 'Cached Garba Night', organizationId: org.id, date: daysFromToday(3) });
    const first = await t.http.get('/api/events').expect(200);
    expect(titles(first.body)).toEqual(['Cached Garba Night']);
    expect(first.headers['x-total-count']).toBe('1');

    // Invisible to the counter: the cached page is still served (proof the cache answers).
    await silentUpdate(`UPDATE events SET title = 'Renamed Silently' WHERE id = $1`, [a.id]);
    const cached = await t.http.get('/api/events').expect(200);
    expect(titles(cached.body)).toEqual(['Cached Garba Night']);
    expect(t.app.get(PublicReadCache).stats().entries).toBeGreaterThanOrEqual(2);

    // A normal write by any client (here plain SQL, as another instance would do) is seen at once.
    await t.ds.query(`UPDATE events SET venue = 'Hall B' WHERE id = $1`, [a.id]);
    const fresh = await t.http.get('/api/events').expect(200);
    expect(titles(fresh.body)).toEqual(['Renamed Silently']);
    expect(fresh.body[0].venue).toBe('Hall B');

    await makeEvent(t.ds, { title: 'Second Event', organizationId: org.id, date: daysFromToday(4) });
    const two = await t.http.get('/api/events').expect(200);
    expect(two.headers['x-total-count']).toBe('2');
    expect(titles(two.body)).toEqual(['Renamed Silently', 'Second Event']);
  });

  it('organization approval, event deletion and admin actions through the API move the counter', async () => {
    const org = await makeOrganization(t.ds, { name: 'Pending Mandal', isApproved: false });
    const ev = await makeEvent(t.ds, { title: 'Mandal Puja', organizationId: org.id, date: daysFromToday(5) });
    const before = await t.http.get('/api/events').query({ search: 'mandal' }).expect(200);
    expect(before.body).toEqual([]);

    const admin = await adminToken(t.app);
    await t.http
      .put(`/api/admin/organizations/${org.id}/approve`)
      .set('Authorization', `Bearer ${admin}`)
      .expect((r) => expect(r.status).toBeLessThan(300));
    const after = await t.http.get('/api/events').query({ search: 'mandal' }).expect(200);
    expect(titles(after.body)).toEqual(['Mandal Puja']);

    await t.ds.query(`DELETE FROM events WHERE id = $1`, [ev.id]);
    const gone = await t.http.get('/api/events').query({ search: 'mandal' }).expect(200);
    expect(gone.body).toEqual([]);
    expect(gone.headers['x-total-count']).toBe('0');
  });

  it('sends an ETag: a browser revalidating gets 304 until the data changes', async () => {
    const r1 = await t.http.get('/api/events').expect(200);
    expect(r1.headers['content-type']).toMatch(/^application\/json/);
    expect(r1.headers['cache-control']).toBe('no-cache');
    const etag = r1.headers.etag;
    expect(etag).toMatch(/^"[\w+/-]+"$/);
    await t.http.get('/api/events').set('If-None-Match', etag).expect(304);
    await makeEvent(t.ds, { title: 'Brand New Mela', date: daysFromToday(6) });
    const r2 = await t.http.get('/api/events').set('If-None-Match', etag).expect(200);
    expect(r2.headers.etag).not.toBe(etag);
    expect(titles(r2.body)).toContain('Brand New Mela');
  });

  it('statistics (Total Events) follow writes too', async () => {
    const s1 = await t.http.get('/api/stats').expect(200);
    await makeEvent(t.ds, { title: 'One More', date: daysFromToday(7) });
    const s2 = await t.http.get('/api/stats').expect(200);
    expect(s2.body.totalEvents).toBe(s1.body.totalEvents + 1);
  });

  it('concurrent identical requests on a cold cache all get the same, correct answer', async () => {
    await makeEvent(t.ds, { title: 'Cold Cache Diwali', date: daysFromToday(8) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.http.get('/api/events').query({ search: 'diwali' })));
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(titles(r.body)).toEqual(['Cold Cache Diwali']);
    }
  });

  it('under concurrent reads (which share counter reads), a request sent after a commit always sees it', async () => {
    const background: Array<Promise<unknown>> = [];
    for (let i = 0; i < 15; i++) {
      for (let k = 0; k < 8; k++)
        background.push(
          t.http
            .get('/api/events')
            .query({ search: 'rush' })
            .then((r) => r.status),
        );
      await makeEvent(t.ds, { title: `Rush Hour Mela ${i}`, date: daysFromToday(10) });
      const r = await t.http.get('/api/events').query({ search: 'rush' }).expect(200);
      expect(r.headers['x-total-count']).toBe(String(i + 1));
      expect(r.body.map((e: { title: string }) => e.title)).toContain(`Rush Hour Mela ${i}`);
    }
    expect(new Set(await Promise.all(background))).toEqual(new Set([200]));
  });

  it('the counter moves once per writing transaction, at its commit (after every row lock, so it cannot cause a deadlock)', async () => {
    const counter = async () => Number((await t.ds.query(`SELECT sum(v)::text AS v FROM public_data_version`))[0].v);
    const e1 = await makeEvent(t.ds, { title: 'Cross A', date: daysFromToday(9) });
    const before = await counter();
    const runner = t.ds.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`UPDATE events SET venue = 'Annex' WHERE id = $1`, [e1.id]);
      await runner.query(`UPDATE organizations SET city = city`);
      await runner.query(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state, "isFree") VALUES ('Inside Tx', 'Cultural', $1, '6:00 PM', 'Hall', 'Dallas', 'TX', true)`,
        [daysFromToday(9)],
      );
      // Not yet committed: no slot row is locked or changed, other connections see the old value.
      expect(await counter()).toBe(before);
      const locked = await t.ds.query(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'public_data_version' AND l.mode = 'RowExclusiveLock' AND l.pid = $1`,
        [(await runner.query('SELECT pg_backend_pid() AS pid'))[0].pid],
      );
      expect(locked[0].n).toBe(0);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await counter()).toBe(before + 1);
  });
});

describe('public read cache: reading the change counter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('one read in flight at a time; callers arriving meanwhile get a read sent after they arrived', async () => {
    const cache = new PublicReadCache(t.ds, t.app.get(APP_CONFIG));
    // The counter is read with a prepared statement straight on the DataSource's pg pool.
    const pool = (t.ds.driver as unknown as { master: Pool }).master;
    const realQuery = pool.query.bind(pool) as (q: QueryConfig) => Promise<QueryResult>;
    let reads = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstAnswered!: () => void;
    const firstHeld = new Promise<void>((r) => (firstAnswered = r));
    const spy = jest.spyOn(pool, 'query').mockImplementation((async (q: QueryConfig) => {
      const counterRead = q.text.includes('public_data_version') ? ++reads : 0;
      const result = await realQuery(q);
      if (counterRead === 1) {
        firstAnswered();
        await held; // the first answer comes back late
      }
      return result;
    }) as never);
    try {
      const first = cache.version();
      await firstHeld; // the first read has run (its answer is held)
      await makeEvent(t.ds, { title: 'Committed Meanwhile', date: daysFromToday(2) }); // moves the counter
      const later = [cache.version(), cache.version(), cache.version()];
      // A read goes to the pool in the caller's own task (no I/O comes first): once pending callbacks have run,
      // every read these calls sent has reached the spy.
      await new Promise((r) => setImmediate(r));
      expect(reads).toBe(1); // nothing else is sent while the first read is out
      release();
      const [v1, ...vs] = await Promise.all([first, ...later]);
      // The late callers did not take the read that was sent before the write.
      for (const v of vs) expect(BigInt(v)).toBeGreaterThan(BigInt(v1));
      expect(new Set(vs).size).toBe(1);
      expect(reads).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('public read cache switched off (PUBLIC_CACHE_MB=0)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_MB: '0' });
  });
  afterAll(() => t.close());

  it('reads the database on every request', async () => {
    const ev = await makeEvent(t.ds, { title: 'Uncached Holi', date: daysFromToday(2) });
    await t.http.get('/api/events').expect(200);
    await t.ds.transaction(async (m) => {
      await m.query('SET LOCAL session_replication_role = replica');
      await m.query(`UPDATE events SET title = 'Seen Without Counter' WHERE id = $1`, [ev.id]);
    });
    const r = await t.http.get('/api/events').expect(200);
    expect(r.body.map((e: { title: string }) => e.title)).toEqual(['Seen Without Counter']);
    expect(t.app.get(PublicReadCache).stats().entries).toBe(0);
  });
});
