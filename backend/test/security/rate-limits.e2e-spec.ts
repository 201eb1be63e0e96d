import { getStorageToken } from '@nestjs/throttler';
import sharp from 'sharp';
import { PgThrottlerStorage } from '../../src/rate-limit/pg-throttler-storage';
import { RATE_LIMITS } from '../../src/rate-limit/rate-limits';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** The per-route request limits of src/rate-limit/rate-limits.ts, on (the test harness turns them off elsewhere). */
describe('per-route rate limits', () => {
  let t: TestApp;
  let admin: string;
  let eventId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: 'loopback' });
    admin = `Bearer ${await adminToken(t.app)}`;
    eventId = (await makeEvent(t.ds, { title: 'Diwali Mela' })).id;
  });
  afterAll(() => t?.close());

  let seq = 0;
  const from = (ip: string) => ({ post: (path: string) => t.http.post(path).set('X-Forwarded-For', ip) });
  const contact = (ip: string) =>
    from(ip)
      .post('/api/contact')
      .send({ name: 'Priya', email: 'priya@example.org', subject: 'Hello', message: `Message ${seq++}` });
  const expectLimited = (r: { status: number; body: { message: string }; headers: Record<string, string> }, what: string) => {
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(new RegExp(`^Too many ${what}\\. Please try again in \\d+ (second|minute)s?\\.$`));
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  };

  it(`contact: ${RATE_LIMITS.contact.limit} messages per ${RATE_LIMITS.contact.windowSeconds / 60} minutes per address, then 429 with Retry-After; writes nothing`, async () => {
    for (let i = 0; i < RATE_LIMITS.contact.limit; i++) expect((await contact('192.0.2.10')).status).toBe(201);
    const before = await t.ds.query('SELECT count(*)::int AS n FROM contact_messages');
    const r = await contact('192.0.2.10');
    expectLimited(r, RATE_LIMITS.contact.what);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.contact.windowSeconds);
    expect(await t.ds.query('SELECT count(*)::int AS n FROM contact_messages')).toEqual(before);
    // Another address is not affected.
    expect((await contact('192.0.2.11')).status).toBe(201);
  });

  it(`follow: ${RATE_LIMITS.follow.limit} requests per hour per address, then 429; writes nothing`, async () => {
    const follow = (ip: string, n: number) =>
      from(ip)
        .post('/api/follows')
        .send({ email: `f${n}@example.org`, metro: 'houston' });
    for (let i = 0; i < RATE_LIMITS.follow.limit; i++) expect((await follow('192.0.2.20', i)).status).toBe(202);
    const r = await follow('192.0.2.20', 99);
    expectLimited(r, RATE_LIMITS.follow.what);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM follows WHERE email = 'f99@example.org'`))[0].n).toBe(0);
    expect((await follow('192.0.2.21', 100)).status).toBe(202);
  });

  it('200 contact messages at once from one address: exactly the limit is stored', async () => {
    const rs = await Promise.all(Array.from({ length: 200 }, () => contact('192.0.2.12')));
    expect(rs.filter((r) => r.status === 201)).toHaveLength(RATE_LIMITS.contact.limit);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(200 - RATE_LIMITS.contact.limit);
  });

  it(`signup: ${RATE_LIMITS.signup.limit} an hour per address`, async () => {
    const signup = (i: number) =>
      from('192.0.2.20')
        .post('/api/org/signup')
        .send({ name: `Burst ${i}`, contactEmail: `burst${i}@rl.example.org`, password: 'long enough 123', city: 'Austin', state: 'TX' });
    for (let i = 0; i < RATE_LIMITS.signup.limit; i++) expect((await signup(i)).status).toBe(201);
    expectLimited(await signup(99), RATE_LIMITS.signup.what);
    expect(await t.ds.query(`SELECT 1 FROM organizations WHERE "contactEmail" = 'burst99@rl.example.org'`)).toEqual([]);
  });

  it(`anonymous organization submission: ${RATE_LIMITS['organization-submission'].limit} an hour per address; admins are not counted`, async () => {
    const submit = (i: number, auth?: string) => {
      const req = from('192.0.2.30').post('/api/organizations');
      if (auth) req.set('Authorization', auth);
      return req.send({
        name: `Samaj ${i}`,
        contactEmail: `samaj${i}@rl.example.org`,
        city: 'Houston',
        state: 'TX',
        submittedBy: 'visitor-1',
      });
    };
    for (let i = 0; i < RATE_LIMITS['organization-submission'].limit; i++) expect((await submit(i)).status).toBe(201);
    expectLimited(await submit(50), RATE_LIMITS['organization-submission'].what);
    expect((await submit(51, admin)).status).toBe(201);
  });

  it(`event creation: ${RATE_LIMITS['event-create'].limit} an hour per organization (every request counts), whatever the address`, async () => {
    const orgA = await makeOrganization(t.ds, { isRegistered: true });
    const orgB = await makeOrganization(t.ds, { isRegistered: true });
    const a = `Bearer ${await organizerToken(t.app, orgA)}`;
    const b = `Bearer ${await organizerToken(t.app, orgB)}`;
    const create = (auth: string, ip: string, body: Record<string, unknown> = {}) =>
      from(ip).post('/api/events').set('Authorization', auth).send(body);
    // Invalid bodies (400) count too: the limit is checked before the body is read.
    const rs = await Promise.all(Array.from({ length: RATE_LIMITS['event-create'].limit }, (_, i) => create(a, `198.51.100.${i % 50}`)));
    expect(rs.every((r) => r.status === 400)).toBe(true);
    const valid = {
      title: 'Garba Night',
      category: 'Cultural Events',
      date: daysFromToday(20),
      startTime: '7:00 PM',
      venue: 'Irving Convention Center',
      city: 'Irving',
      state: 'TX',
      isFree: true,
    };
    expectLimited(await create(a, '198.51.100.200', valid), RATE_LIMITS['event-create'].what);
    expect((await create(b, '198.51.100.1', valid)).status).toBe(201);
    expect((await create(admin, '198.51.100.1', { ...valid, organizationId: orgA.id })).status).toBe(201);
  });

  it(`image uploads: ${RATE_LIMITS['image-upload'].limit} an hour per organization; admins are not counted`, async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const other = await makeOrganization(t.ds, { isRegistered: true });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const upload = async (auth: string, ip: string) =>
      (await from(ip).post('/api/images').set('Authorization', auth).attach('image', png, 'a.png')) as unknown as {
        status: number;
        body: { message: string };
        headers: Record<string, string>;
      };
    const mine = `Bearer ${await organizerToken(t.app, org)}`;
    for (let i = 0; i < RATE_LIMITS['image-upload'].limit; i++) expect((await upload(mine, `203.0.113.${i}`)).status).toBeLessThan(300);
    expectLimited(await upload(mine, '203.0.113.200'), RATE_LIMITS['image-upload'].what);
    expect((await upload(`Bearer ${await organizerToken(t.app, other)}`, '203.0.113.1')).status).toBeLessThan(300);
    expect((await upload(admin, '203.0.113.1')).status).toBeLessThan(300);
  });

  it(`page views: ${RATE_LIMITS['page-view'].limit} a minute per address; saved-event toggles: ${RATE_LIMITS['saved-events'].limit} a minute`, async () => {
    const views = await Promise.all(
      Array.from({ length: RATE_LIMITS['page-view'].limit + 5 }, () => from('192.0.2.40').post('/api/page-views').send({ page: '/' })),
    );
    expect(views.filter((r) => r.status === 202)).toHaveLength(RATE_LIMITS['page-view'].limit);
    expectLimited(
      views.find((r) => r.status === 429)!,
      RATE_LIMITS['page-view'].what,
    );

    const toggles = [];
    for (let i = 0; i < RATE_LIMITS['saved-events'].limit; i++) {
      toggles.push(
        i % 2
          ? t.http.delete(`/api/saved-events/${eventId}?userSession=session-12345`).set('X-Forwarded-For', '192.0.2.41')
          : from('192.0.2.41').post('/api/saved-events').send({ eventId, userSession: 'session-12345' }),
      );
    }
    expect((await Promise.all(toggles)).every((r) => r.status < 300)).toBe(true);
    expectLimited(
      await t.http.delete(`/api/saved-events/${eventId}?userSession=session-12345`).set('X-Forwarded-For', '192.0.2.41'),
      RATE_LIMITS['saved-events'].what,
    );
    // Reading is not limited.
    expect((await t.http.get('/api/saved-events?userSession=session-12345').set('X-Forwarded-For', '192.0.2.41')).status).toBe(200);
  });

  it('a limit holds across two instances of the app on one database', async () => {
    const second = await createTestApp({ RATE_LIMITS: 'true', TRUST_PROXY: 'loopback' }, { databaseUrl: t.databaseUrl });
    try {
      const send = (app: TestApp) =>
        app.http
          .post('/api/contact')
          .set('X-Forwarded-For', '192.0.2.50')
          .send({ name: 'A', email: 'a@example.org', subject: 'S', message: 'M' });
      const rs = [];
      for (let i = 0; i < RATE_LIMITS.contact.limit + 2; i++) rs.push((await send(i % 2 ? second : t)).status);
      expect(rs).toEqual([...Array(RATE_LIMITS.contact.limit).fill(201), 429, 429]);
    } finally {
      await second.app.close();
    }
  });

  it('counters of ended windows are deleted', async () => {
    await contact('192.0.2.60');
    const storage = t.app.get<PgThrottlerStorage>(getStorageToken());
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM rate_limit_hits');
    expect(n).toBeGreaterThan(0);
    await t.ds.query(
      `UPDATE rate_limit_hits SET "expiresAt" = now() - interval '1 second' WHERE key IN (SELECT key FROM rate_limit_hits LIMIT 2)`,
    );
    expect(await storage.sweep()).toBe(2);
    expect(await t.ds.query('SELECT count(*)::int AS n FROM rate_limit_hits')).toEqual([{ n: n - 2 }]);
  });
});
