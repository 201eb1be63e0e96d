import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { IdempotencyCleanup } from '../src/idempotency/idempotency-cleanup.service';
import { apiErrorMessage } from '@sangam/shared';
import { KEY_REUSED } from '../src/idempotency/idempotency-request';
import { adminToken, daysFromToday, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { until, untilWaitingOnLock } from './support/wait';

/**
 * Idempotency-Key on creating POSTs: a repeat with the same key and body answers the first answer
 * without a second write; another body is 422; keys are per caller; errors are not recorded; a
 * concurrent repeat waits for the first; keys expire. (Killed sessions: test/reliability/idempotency.)
 */
describe('Idempotency-Key on creating POSTs', () => {
  let t: TestApp;
  let admin: string;
  let organizer: string;
  let otherOrganizer: string;
  let day = 40;
  const count = async (table: string, where = 'true', params: unknown[] = []) =>
    Number((await t.ds.query(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0].n);
  const contact = (message: string) => ({ name: 'Asha Rao', email: 'asha@example.org', subject: 'Hello', message });
  const event = (title: string, date: string) => ({
    title,
    description: 'Nine nights of dance.',
    category: 'Cultural Events',
    date,
    startTime: '7:00 PM',
    venue: 'Irving Convention Center',
    city: 'Irving',
    state: 'TX',
    isFree: true,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    organizer = `Bearer ${await organizerToken(t.app, await makeOrganization(t.ds, { isRegistered: true, contactEmail: 'one@example.org' }))}`;
    otherOrganizer = `Bearer ${await organizerToken(t.app, await makeOrganization(t.ds, { isRegistered: true, contactEmail: 'two@example.org' }))}`;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every route marked @Idempotent(), with a valid body, its token and the table it writes. */
  /** The organization a sign-up's token names (a replay gets a token issued now, so only its subject is compared). */
  const tokenSubject = (text: string) =>
    JSON.parse(Buffer.from((JSON.parse(text) as { token: string }).token.split('.')[1], 'base64url').toString()).sub as string;
  const routes = (): Array<{ path: string; auth?: () => string; body: () => object; table: string; same?: (first: string) => string }> => [
    { path: '/api/contact', body: () => contact(`route ${randomUUID()}`), table: 'contact_messages' },
    {
      path: '/api/events',
      auth: () => organizer,
      body: () => event(`Idempotent Mela ${day}`, daysFromToday(day++)),
      table: 'events',
    },
    {
      path: '/api/event-series',
      auth: () => organizer,
      body: () => {
        const first = daysFromToday(day++);
        return { ...event(`Idempotent Bal Vihar ${day}`, first), recurrence: { frequency: 'weekly', until: daysFromToday(day + 20) } };
      },
      table: 'event_series',
    },
    {
      path: '/api/organizations',
      body: () => ({ name: `Org ${randomUUID().slice(0, 8)}`, city: 'Houston', state: 'TX', submittedBy: `visitor-${randomUUID()}` }),
      table: 'organizations',
    },
    {
      path: '/api/admin/organizations',
      auth: () => admin,
      body: () => ({ name: `Admin Org ${randomUUID().slice(0, 8)}`, city: 'San Jose', state: 'CA' }),
      table: 'organizations',
    },
    {
      path: '/api/org/signup',
      same: tokenSubject,
      body: () => ({
        name: 'Signup Org',
        contactEmail: `${randomUUID()}@example.org`,
        password: 'correct horse battery 9',
        city: 'Dallas',
        state: 'TX',
      }),
      table: 'organizations',
    },
    {
      path: '/api/scraping/sources',
      auth: () => admin,
      body: () => ({ name: 'A calendar', type: 'calendar', url: `https://calendar.example.org/${randomUUID()}.ics` }),
      table: 'scraping_sources',
    },
    {
      path: '/api/admin/search-synonyms',
      auth: () => admin,
      body: () => ({ name: `Group ${randomUUID().slice(0, 8)}`, terms: [`w${randomUUID().slice(0, 6)}`, `v${randomUUID().slice(0, 6)}`] }),
      table: 'search_synonyms',
    },
    {
      path: '/api/follows',
      body: () => ({ email: `${randomUUID().slice(0, 8)}@example.org`, metro: 'dallas-fort-worth' }),
      table: 'follows',
    },
    {
      path: '/api/admin/save-discovered-org',
      auth: () => admin,
      body: () => ({ name: 'Discovered', city: 'Dallas', state: 'TX', website: `https://${randomUUID().slice(0, 8)}.example.org` }),
      table: 'organizations',
    },
  ];

  it.each(routes().map((r) => [r.path, r] as const))('%s: a repeat with the key answers the first answer and writes once', async (_, r) => {
    const key = randomUUID();
    const body = r.body();
    const post = () => {
      const req = t.http.post(r.path).set('Idempotency-Key', key);
      if (r.auth) req.set('Authorization', r.auth());
      return req.send(body);
    };
    const before = await count(r.table);
    const first = await post();
    expect(first.status).toBeGreaterThanOrEqual(200);
    expect(first.status).toBeLessThan(300);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post();
    expect(again.status).toBe(first.status);
    const same = r.same ?? ((text: string) => text);
    expect(same(again.text)).toBe(same(first.text));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(r.table)).toBe(before + 1);
  });

  it('every POST of the API documents the header, unless it creates nothing a retry could duplicate', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const withKey: string[] = [];
    const without: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      const post = ops.post;
      if (!post) continue;
      (post.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key') ? withKey : without).push(path);
    }
    expect(withKey.sort()).toEqual(
      routes()
        .map((r) => r.path)
        .sort(),
    );
    // Sign-in and sign-out, moderation re-runs, a scraping run (one at a time), a scraping preview and an organization's import preview (write nothing), discovery (reads
    // other sites), page views (counted in batches), saves (already idempotent: one row per session
    // and event), image uploads (stored by content: the same file is the same image), re-applying (a state change: a repeat is 409), and the password reset steps (a
    // rate-limited request for a link, a check, a single-use token), a follow's confirmation and unsubscribe (state changes by a
    // signed link: a repeat changes nothing), and the admin's run of the follow jobs (each follow gets one digest a weekend).
    expect(without.sort()).toEqual(
      [
        '/api/admin/discover-organizations',
        '/api/admin/follows/run',
        '/api/follows/confirm',
        '/api/follows/unsubscribe',
        '/api/admin/login',
        '/api/admin/logout',
        '/api/admin/moderation/events/{id}',
        '/api/admin/moderation/organizations/{id}',
        '/api/images',
        '/api/org/forgot-password',
        '/api/org/login',
        '/api/org/logout',
        '/api/org/reapply',
        '/api/org/reset-password',
        '/api/org/reset-password/check',
        '/api/organizations/{id}/imports/{sourceId}/preview',
        '/api/page-views',
        '/api/saved-events',
        '/api/scraping/preview',
        '/api/scraping/run',
      ].sort(),
    );
  });

  it('the same key with another body is 422 and writes nothing; the key keeps its first answer', async () => {
    const key = randomUUID();
    const first = await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('first body')).expect(201);
    const other = await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('another body')).expect(422);
    expect(other.body).toMatchObject({ statusCode: 422, code: 'idempotency_key_reused', error: KEY_REUSED });
    expect(await count('contact_messages', `message = 'another body'`)).toBe(0);
    const again = await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('first body')).expect(201);
    expect(again.body).toEqual(first.body);
  });

  it('the same body with its keys in another order is the same request', async () => {
    const key = randomUUID();
    const a = await t.http
      .post('/api/contact')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"name":"Asha Rao","email":"asha@example.org","subject":"Order","message":"key order"}')
      .expect(201);
    const b = await t.http
      .post('/api/contact')
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{"message":"key order","subject":"Order","email":"asha@example.org","name":"Asha Rao"}')
      .expect(201);
    expect(b.body).toEqual(a.body);
    expect(await count('contact_messages', `message = 'key order'`)).toBe(1);
  });

  it('keys belong to their caller: the same key from another organizer is a request of its own', async () => {
    const key = randomUUID();
    const body = event('Shared Key Garba', daysFromToday(90));
    const one = await t.http.post('/api/events').set('Authorization', organizer).set('Idempotency-Key', key).send(body).expect(201);
    const two = await t.http.post('/api/events').set('Authorization', otherOrganizer).set('Idempotency-Key', key).send(body).expect(201);
    expect(two.body.id).not.toBe(one.body.id);
    expect(await count('events', `title = 'Shared Key Garba'`)).toBe(2);
  });

  it('a malformed key is 400 and writes nothing; without a key nothing changes', async () => {
    for (const bad of ['', 'x'.repeat(256), 'has space', 'tab\tkey', 'é-key']) {
      const r = await t.http
        .post('/api/contact')
        .set('Idempotency-Key', bad)
        .send(contact(`bad key ${bad.length}`));
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(apiErrorMessage('invalid_idempotency_key'));
    }
    expect(await count('contact_messages', `message LIKE 'bad key %'`)).toBe(0);
    await t.http.post('/api/contact').send(contact('no key')).expect(201);
    await t.http.post('/api/contact').send(contact('no key')).expect(201);
    expect(await count('contact_messages', `message = 'no key'`)).toBe(2);
  });

  it('an error answer is not recorded: the corrected request runs under the same key', async () => {
    const key = randomUUID();
    const bad = await t.http.post('/api/contact').set('Idempotency-Key', key).send({ name: 'Asha Rao', message: 'missing email' });
    expect(bad.status).toBe(400);
    await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('corrected')).expect(201);
    expect(await count('contact_messages', `message = 'corrected'`)).toBe(1);
    expect(await count('idempotency_keys', `key = $1`, [key])).toBe(1);
  });

  it('concurrent repeats wait for the first and answer its answer: one write', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('concurrent'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await count('contact_messages', `message = 'concurrent'`)).toBe(1);
  });

  it('a repeat while the first is still running longer than 5 s gets 409; the first then completes', async () => {
    const locker = new Client({ connectionString: t.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
      const key = randomUUID();
      const first = t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('held'));
      const firstDone = first.then((r) => r);
      // The first has claimed the key and its write waits on the lock.
      await untilWaitingOnLock(t.databaseUrl, 'INSERT INTO%contact_messages%');
      const t0 = Date.now();
      const repeat = await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('held'));
      expect(repeat.status).toBe(409);
      expect(repeat.body.error).toBe(apiErrorMessage('idempotency_key_in_flight'));
      expect(Date.now() - t0).toBeGreaterThanOrEqual(4500);
      await locker.query('COMMIT');
      expect((await firstDone).status).toBe(201);
      expect(await count('contact_messages', `message = 'held'`)).toBe(1);
    } finally {
      await locker.end();
    }
  }, 30000);

  it('keys expire: an expired key runs the request again, and the cleanup deletes expired keys', async () => {
    const key = randomUUID();
    await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('expiring')).expect(201);
    await t.ds.query(`UPDATE idempotency_keys SET "expiresAt" = now() - interval '1 second' WHERE key = $1`, [key]);
    const again = await t.http.post('/api/contact').set('Idempotency-Key', key).send(contact('expiring')).expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('contact_messages', `message = 'expiring'`)).toBe(2);
    const live = await count('idempotency_keys', `"expiresAt" > now()`);
    await t.ds.query(`UPDATE idempotency_keys SET "expiresAt" = now() - interval '1 hour' WHERE key = $1`, [key]);
    expect(await t.app.get(IdempotencyCleanup).run()).toBe(1);
    expect(await count('idempotency_keys', `key = $1`, [key])).toBe(0);
    expect(await count('idempotency_keys')).toBe(live - 1);
  });
});

describe('keyed requests leave connections for reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A small pool and one password hash at a time: keyed sign-ups queue on the hash while holding their transaction.
    t = await createTestApp({ DB_POOL_SIZE: '4', PASSWORD_HASH_CONCURRENCY: '1' });
  });
  afterAll(() => t.close());

  it('a burst of keyed sign-ups all succeed while searches are answered (no 503 for an exhausted pool)', async () => {
    const signups = Array.from({ length: 80 }, (_, i) =>
      t.http
        .post('/api/org/signup')
        .set('Idempotency-Key', randomUUID())
        .send({
          name: `Burst Org ${i}`,
          contactEmail: `burst-${i}-${randomUUID()}@example.org`,
          password: 'correct horse battery 9',
          city: 'Dallas',
          state: 'TX',
        })
        .then((r) => r.status),
    );
    // The burst holds every connection keyed requests may take: their transactions are open, waiting on the hash.
    const sessions = new Client({ connectionString: t.databaseUrl });
    await sessions.connect();
    try {
      await until('keyed sign-ups to hold 2 transactions', async () => {
        const r = await sessions.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'`,
        );
        return r.rows[0].n >= 2;
      });
    } finally {
      await sessions.end();
    }
    for (const word of ['diwali', 'garba', 'holi', 'yoga', 'cricket', 'puja', 'bhangra', 'kirtan']) {
      expect((await t.http.get(`/api/events?search=${word}&limit=5`)).status).toBe(200);
    }
    expect(await Promise.all(signups)).toEqual(signups.map(() => 201));
  }, 120000);
});
