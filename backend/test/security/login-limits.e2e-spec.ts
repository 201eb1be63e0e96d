import * as password from '../../src/auth/password';
import {
  ACCOUNT_CLIENT_FAILURE_LIMIT,
  ACCOUNT_SLOWDOWN_AFTER,
  IP_FAILURE_LIMIT,
  SLOWDOWN_MAX_MS,
  TOO_MANY_ATTEMPTS,
} from '../../src/auth/login-rate-limiter';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN } from '../support/test-constants';

const PASSWORD = 'correct horse battery 9';

/** Parallel races and lock-out attacks on the sign-in limits (docs/security.md, "Sign-in limits"). */
describe('sign-in limits under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t?.close());
  afterEach(() => t.ds.query('DELETE FROM login_counters'));

  const signup = async (email: string) => {
    const r = await t.http.post('/api/org/signup').send({
      name: `Limits ${email}`,
      description: 'Organization of the sign-in limit tests.',
      contactEmail: email,
      password: PASSWORD,
      city: 'Austin',
      state: 'TX',
    });
    expect(r.status).toBe(201);
  };
  const orgLogin = (email: string, pw: string, ip: string, cookie?: string) => {
    const req = t.http.post('/api/org/login').set('X-Forwarded-For', ip);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ email, password: pw });
  };
  const knownDeviceCookie = (res: { headers: Record<string, unknown> }): string => {
    const set = res.headers['set-cookie'] as string[] | undefined;
    const cookie = set?.find((c) => c.startsWith('sangam_kd_'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/org\/login/);
    return cookie!.split(';')[0];
  };
  const statuses = (rs: { status: number }[]) =>
    rs.reduce<Record<number, number>>((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {});

  it(`50 parallel wrong passwords for one account from one client: at most ${ACCOUNT_CLIENT_FAILURE_LIMIT} are verified, the rest are 429`, async () => {
    await signup('race@limits.example.org');
    const verify = jest.spyOn(password, 'verifyPassword');
    try {
      verify.mockClear();
      const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => orgLogin('race@limits.example.org', `wrong-${i}`, '192.0.2.50')));
      const counts = statuses(rs);
      process.stdout.write(
        `[figure] parallel login race, one account: ${JSON.stringify({ ...counts, verified: verify.mock.calls.length })}\n`,
      );
      expect(counts[401]).toBeLessThanOrEqual(ACCOUNT_CLIENT_FAILURE_LIMIT);
      expect(counts[429]).toBeGreaterThanOrEqual(50 - ACCOUNT_CLIENT_FAILURE_LIMIT);
      expect(Object.keys(counts).sort()).toEqual(['401', '429']);
      expect(verify.mock.calls.length).toBeLessThanOrEqual(ACCOUNT_CLIENT_FAILURE_LIMIT);
      for (const r of rs.filter((x) => x.status === 429)) {
        expect(r.body.message).toBe(TOO_MANY_ATTEMPTS);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      verify.mockRestore();
    }
  });

  it(`50 parallel wrong passwords from one client over 50 accounts: at most ${IP_FAILURE_LIMIT} are verified`, async () => {
    const verify = jest.spyOn(password, 'verifyAgainstDummy');
    try {
      verify.mockClear();
      const rs = await Promise.all(
        Array.from({ length: 50 }, (_, i) => orgLogin(`spray${i}@limits.example.org`, 'Password1', '192.0.2.51')),
      );
      const counts = statuses(rs);
      process.stdout.write(
        `[figure] parallel login race, one address: ${JSON.stringify({ ...counts, verified: verify.mock.calls.length })}\n`,
      );
      expect(counts[401]).toBeLessThanOrEqual(IP_FAILURE_LIMIT);
      expect(counts[429]).toBeGreaterThanOrEqual(50 - IP_FAILURE_LIMIT);
      // Unknown accounts are verified against a dummy hash, once per 401.
      expect(verify.mock.calls.length).toBe(counts[401]);
    } finally {
      verify.mockRestore();
    }
  });

  it('admin sign-in: 50 parallel wrong passwords, at most 5 verified', async () => {
    const rs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.http
          .post('/api/admin/login')
          .set('X-Forwarded-For', '192.0.2.52')
          .send({ username: TEST_ADMIN.username, password: `nope-${i}` }),
      ),
    );
    const counts = statuses(rs);
    expect(counts[401]).toBeLessThanOrEqual(ACCOUNT_CLIENT_FAILURE_LIMIT);
    expect(counts[429]).toBeGreaterThanOrEqual(50 - ACCOUNT_CLIENT_FAILURE_LIMIT);
  });

  it("an attacker's 50 wrong guesses from other addresses do not stop the owner's correct sign-in", async () => {
    await signup('owner@limits.example.org');
    // The owner signed in from this browser before: the answer set a known-device cookie.
    const first = await orgLogin('owner@limits.example.org', PASSWORD, '198.51.100.7');
    expect(first.status).toBe(200);
    const cookie = knownDeviceCookie(first);

    // 50 guesses at once from 10 addresses, 5 each (the per-address limit): all verified and refused.
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => orgLogin('owner@limits.example.org', `guess-${i}`, `203.0.113.${(i % 10) + 1}`)),
    );
    expect(statuses(guesses)).toEqual({ 401: 50 });
    const [{ hits }] = await t.ds.query(`SELECT hits FROM login_counters WHERE key = 'account:owner@limits.example.org'`);
    expect(hits).toBe(50);

    // The owner's browser signs in, without the slow-down.
    const known = await orgLogin('owner@limits.example.org', PASSWORD, '198.51.100.7', cookie);
    expect(known.status).toBe(200);
    // From a new place (no cookie) the right password works too, only slowed down.
    const started = Date.now();
    const fresh = await orgLogin('owner@limits.example.org', PASSWORD, '198.51.100.99');
    expect(fresh.status).toBe(200);
    const waited = Date.now() - started;
    process.stdout.write(`[figure] owner sign-in after 50 failures elsewhere: ${JSON.stringify({ newDeviceMs: waited })}\n`);
    expect(waited).toBeGreaterThanOrEqual(SLOWDOWN_MAX_MS - 50);
    // Below the threshold nothing is slowed down.
    expect(ACCOUNT_SLOWDOWN_AFTER).toBeGreaterThan(ACCOUNT_CLIENT_FAILURE_LIMIT);
  });

  it("the owner's own 6th wrong guess in a minute is 429, known device or not", async () => {
    await signup('typo@limits.example.org');
    const cookie = knownDeviceCookie(await orgLogin('typo@limits.example.org', PASSWORD, '198.51.100.8'));
    for (let i = 0; i < ACCOUNT_CLIENT_FAILURE_LIMIT; i++) {
      expect((await orgLogin('typo@limits.example.org', `typo-${i}`, '198.51.100.8', cookie)).status).toBe(401);
    }
    const sixth = await orgLogin('typo@limits.example.org', 'typo-6', '198.51.100.8', cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'too_many_login_attempts', message: TOO_MANY_ATTEMPTS });
  });

  it('a known device skips the per-address limit only for its own account; a forged or foreign cookie counts for nothing', async () => {
    await signup('nat-owner@limits.example.org');
    await signup('nat-other@limits.example.org');
    const ownerCookie = knownDeviceCookie(await orgLogin('nat-owner@limits.example.org', PASSWORD, '198.51.100.9'));
    // Someone else behind the same address fails on ten accounts: the address is over its limit.
    for (let i = 0; i < IP_FAILURE_LIMIT; i++)
      expect((await orgLogin(`x${i}@limits.example.org`, 'nope-1', '198.51.100.9')).status).toBe(401);
    expect((await orgLogin('nat-other@limits.example.org', PASSWORD, '198.51.100.9')).status).toBe(429);
    expect((await orgLogin('nat-other@limits.example.org', PASSWORD, '198.51.100.9', ownerCookie)).status).toBe(429);
    const [name, value] = ownerCookie.split('=');
    const forged = `${name}=${value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await orgLogin('nat-owner@limits.example.org', PASSWORD, '198.51.100.9', forged)).status).toBe(429);
    expect((await orgLogin('nat-owner@limits.example.org', PASSWORD, '198.51.100.9', ownerCookie)).status).toBe(200);
  });

  it('counters of ended windows are swept', async () => {
    await orgLogin('sweep@limits.example.org', 'nope-1', '198.51.100.10');
    await t.ds.query(`UPDATE login_counters SET "windowStartedAt" = now() - interval '2 hours'`);
    const { LoginRateLimiter } = await import('../../src/auth/login-rate-limiter');
    expect(await t.app.get(LoginRateLimiter).sweep()).toBeGreaterThan(0);
    expect(await t.ds.query('SELECT * FROM login_counters')).toEqual([]);
  });
});
