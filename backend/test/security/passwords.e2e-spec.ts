import * as fs from 'node:fs';
import * as path from 'node:path';
import { ACCOUNT_CLIENT_FAILURE_LIMIT, IP_FAILURE_LIMIT, TOO_MANY_ATTEMPTS } from '../../src/auth/login-rate-limiter';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-constants';

const FIGURES = path.resolve(__dirname, '../../../docs/figures');

async function signup(t: TestApp, email: string, password = 'correct horse battery 9') {
  const res = await t.http.post('/api/org/signup').send({
    name: `Password Test ${email}`,
    description: 'Organization used by the password tests.',
    contactEmail: email,
    password,
    city: 'Dallas',
    state: 'TX',
  });
  expect(res.status).toBe(201);
  return res;
}

describe('passwords and login', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one reverse proxy on loopback: X-Forwarded-For from 127.0.0.1 names the client.
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());
  afterEach(() => t.ds.query('DELETE FROM login_counters'));

  it('stores argon2id hashes with OWASP parameters (m=19456 KiB, t=2, p=1), never the password', async () => {
    await signup(t, 'argon@pw.example.org', 'a-Secret-Passw0rd');
    const [row] = await t.ds.query(`SELECT "passwordHash" FROM organizations WHERE "contactEmail" = 'argon@pw.example.org'`);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    const [, m, tc, p] = /m=(\d+),t=(\d+),p=(\d+)/.exec(row.passwordHash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tc)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    expect(row.passwordHash).not.toContain('a-Secret-Passw0rd');
    const [admin] = await t.ds.query(`SELECT * FROM admin_users WHERE username = $1`, [TEST_ADMIN.username]);
    const adminHash = Object.entries(admin).find(([k]) => /hash/i.test(k))?.[1] as string;
    expect(adminHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('the API never returns a password hash', async () => {
    await signup(t, 'leak@pw.example.org');
    const login = await t.http.post('/api/org/login').send({ email: 'leak@pw.example.org', password: 'correct horse battery 9' });
    const token = login.body.token;
    const admin = await t.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const bodies = [
      login.body,
      (await t.http.get('/api/org/me').set('Authorization', `Bearer ${token}`)).body,
      (await t.http.get('/api/organizations')).body,
      admin.body,
      (await t.http.get('/api/admin/organizations').set('Authorization', `Bearer ${admin.body.token}`)).body,
      (await t.http.get('/api/admin/me').set('Authorization', `Bearer ${admin.body.token}`)).body,
    ];
    for (const b of bodies) expect(JSON.stringify(b)).not.toMatch(/argon2|passwordHash/i);
  });

  it('unknown email and wrong password look the same (status, message), and the time is measured', async () => {
    await signup(t, 'known@pw.example.org');
    const unknown = await t.http.post('/api/org/login').send({ email: 'nobody@pw.example.org', password: 'whatever-123' });
    const wrong = await t.http.post('/api/org/login').send({ email: 'known@pw.example.org', password: 'whatever-123' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const adminUnknown = await t.http.post('/api/admin/login').send({ username: 'nobody', password: 'whatever-123' });
    const adminWrong = await t.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: 'whatever-123' });
    expect(adminUnknown.status).toBe(401);
    expect(adminUnknown.body).toEqual(adminWrong.body);

    // Timing: alternate the two cases from distinct client addresses (so rate limiting stays out of it).
    const samples: Record<'unknown' | 'wrong', number[]> = { unknown: [], wrong: [] };
    for (let i = 0; i < 16; i++) {
      for (const kind of ['unknown', 'wrong'] as const) {
        await t.ds.query('DELETE FROM login_counters');
        const start = process.hrtime.bigint();
        const r = await t.http
          .post('/api/org/login')
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send({ email: kind === 'unknown' ? `nobody${i}@pw.example.org` : 'known@pw.example.org', password: `guess-${i}` });
        samples[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
        expect(r.status).toBe(401);
      }
    }
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    const fig = {
      unknownEmailMedianMs: +median(samples.unknown).toFixed(1),
      wrongPasswordMedianMs: +median(samples.wrong).toFixed(1),
      samples: 16,
    };
    process.stdout.write(`[figure] login timing: ${JSON.stringify(fig)}\n`);
    if (process.env.RECORD_FIGURES) {
      fs.mkdirSync(FIGURES, { recursive: true });
      fs.writeFileSync(
        path.join(FIGURES, 'login-timing.json'),
        JSON.stringify({ measuredAt: new Date().toISOString(), ...fig }, null, 2) + '\n',
      );
    }
    // Both paths run one argon2 verification: no timing assertion, only that both did real work.
    expect(fig.unknownEmailMedianMs).toBeGreaterThan(1);
    expect(fig.wrongPasswordMedianMs).toBeGreaterThan(1);
  });

  it('admin login: unknown username and wrong password look the same, and the time is measured', async () => {
    const samples: Record<'unknown' | 'wrong', number[]> = { unknown: [], wrong: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < 16; i++) {
      for (const kind of ['unknown', 'wrong'] as const) {
        await t.ds.query('DELETE FROM login_counters');
        const start = process.hrtime.bigint();
        const r = await t.http
          .post('/api/admin/login')
          .set('X-Forwarded-For', `198.51.100.${100 + i}`)
          .send({ username: kind === 'unknown' ? `nobody${i}` : TEST_ADMIN.username, password: `guess-${i}` });
        samples[kind].push(Number(process.hrtime.bigint() - start) / 1e6);
        expect(r.status).toBe(401);
        bodies.add(JSON.stringify(r.body));
      }
    }
    expect(bodies.size).toBe(1);
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    const fig = {
      unknownUsernameMedianMs: +median(samples.unknown).toFixed(1),
      wrongPasswordMedianMs: +median(samples.wrong).toFixed(1),
      samples: 16,
    };
    process.stdout.write(`[figure] admin login timing: ${JSON.stringify(fig)}\n`);
    if (process.env.RECORD_FIGURES) {
      fs.mkdirSync(FIGURES, { recursive: true });
      fs.writeFileSync(
        path.join(FIGURES, 'admin-login-timing.json'),
        JSON.stringify({ measuredAt: new Date().toISOString(), ...fig }, null, 2) + '\n',
      );
    }
    // Both run one argon2id verification (the unknown one against a dummy hash): both did real work.
    expect(fig.unknownUsernameMedianMs).toBeGreaterThan(1);
    expect(fig.wrongPasswordMedianMs).toBeGreaterThan(1);
  });

  it('the lock does not reveal whether an account exists: an unknown email locks the same way', async () => {
    await signup(t, 'exists@pw.example.org');
    const answers: Record<string, { status: number; body: unknown; retryAfter: boolean }> = {};
    for (const email of ['exists@pw.example.org', 'does-not-exist@pw.example.org']) {
      for (let i = 0; i < ACCOUNT_CLIENT_FAILURE_LIMIT; i++) {
        const r = await t.http
          .post('/api/org/login')
          .set('X-Forwarded-For', '203.0.114.1')
          .send({ email, password: `wrong-${i}` });
        expect(r.status).toBe(401);
      }
      const r = await t.http
        .post('/api/org/login')
        .set('X-Forwarded-For', '203.0.114.1')
        .send({ email, password: 'correct horse battery 9' });
      answers[email] = { status: r.status, body: r.body, retryAfter: Number(r.headers['retry-after']) > 0 };
      await t.ds.query('DELETE FROM login_counters');
    }
    expect(answers['exists@pw.example.org']).toEqual({
      status: 429,
      body: expect.objectContaining({ message: TOO_MANY_ATTEMPTS }),
      retryAfter: true,
    });
    expect(answers['does-not-exist@pw.example.org']).toEqual(answers['exists@pw.example.org']);
  });

  it(`per account and client: after ${ACCOUNT_CLIENT_FAILURE_LIMIT} failures that client is refused, even the right password; others are not`, async () => {
    await signup(t, 'victim@pw.example.org');
    for (let i = 0; i < ACCOUNT_CLIENT_FAILURE_LIMIT; i++) {
      const r = await t.http
        .post('/api/org/login')
        .set('X-Forwarded-For', '203.0.113.1')
        .send({ email: 'victim@pw.example.org', password: `wrong-${i}` });
      expect(r.status).toBe(401);
    }
    const locked = await t.http
      .post('/api/org/login')
      .set('X-Forwarded-For', '203.0.113.1')
      .send({ email: 'VICTIM@pw.example.org', password: 'correct horse battery 9' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address, and another account from the same address, still sign in.
    const elsewhere = await t.http
      .post('/api/org/login')
      .set('X-Forwarded-For', '203.0.113.200')
      .send({ email: 'victim@pw.example.org', password: 'correct horse battery 9' });
    expect(elsewhere.status).toBe(200);
    await signup(t, 'other@pw.example.org');
    const other = await t.http
      .post('/api/org/login')
      .set('X-Forwarded-For', '203.0.113.1')
      .send({ email: 'other@pw.example.org', password: 'correct horse battery 9' });
    expect(other.status).toBe(200);
  });

  it(`per IP (the client address from X-Forwarded-For behind the trusted proxy): ${IP_FAILURE_LIMIT} failures, then 429 for that client only`, async () => {
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const r = await t.http
        .post('/api/org/login')
        .set('X-Forwarded-For', '192.0.2.7')
        .send({ email: `spray${i}@pw.example.org`, password: 'Password1' });
      expect(r.status).toBe(401);
    }
    const blocked = await t.http
      .post('/api/org/login')
      .set('X-Forwarded-For', '192.0.2.7')
      .send({ email: 'spray-next@pw.example.org', password: 'Password1' });
    expect(blocked.status).toBe(429);
    const adminBlocked = await t.http.post('/api/admin/login').set('X-Forwarded-For', '192.0.2.7').send({ username: 'x', password: 'y' });
    expect(adminBlocked.status).toBe(401); // the admin login counts separately
    const otherClient = await t.http
      .post('/api/org/login')
      .set('X-Forwarded-For', '192.0.2.8')
      .send({ email: 'spray-next@pw.example.org', password: 'Password1' });
    expect(otherClient.status).toBe(401);
    const rows: { key: string }[] = await t.ds.query(`SELECT DISTINCT key FROM login_counters WHERE key LIKE 'ip:%'`);
    expect(rows.map((r) => r.key)).toEqual(expect.arrayContaining(['ip:192.0.2.7', 'ip:192.0.2.8']));
  });

  it('admin login is rate-limited per account and client too', async () => {
    for (let i = 0; i < ACCOUNT_CLIENT_FAILURE_LIMIT; i++) {
      const r = await t.http
        .post('/api/admin/login')
        .set('X-Forwarded-For', '198.18.0.1')
        .send({ username: TEST_ADMIN.username, password: `nope-${i}` });
      expect(r.status).toBe(401);
    }
    const r = await t.http
      .post('/api/admin/login')
      .set('X-Forwarded-For', '198.18.0.1')
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(r.status).toBe(429);
  });
});

describe('client IP without a configured proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'false' });
  });
  afterAll(() => t?.close());

  it('ignores a spoofed X-Forwarded-For: rotating it does not escape the per-IP limit', async () => {
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      await t.http
        .post('/api/org/login')
        .set('X-Forwarded-For', `10.9.9.${i}`)
        .send({ email: `rot${i}@pw.example.org`, password: 'Password1' });
    }
    const r = await t.http
      .post('/api/org/login')
      .set('X-Forwarded-For', '10.9.9.250')
      .send({ email: 'rot-last@pw.example.org', password: 'Password1' });
    expect(r.status).toBe(429);
    const keys: { key: string }[] = await t.ds.query(`SELECT DISTINCT key FROM login_counters WHERE key LIKE 'ip:%'`);
    expect(keys.every((k) => !k.key.startsWith('ip:10.9.9.'))).toBe(true);
  });
});
