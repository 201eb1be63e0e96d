import * as crypto from 'node:crypto';
import * as password from '../src/auth/password';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_JWT_SECRET } from './support/test-constants';

/** Each test speaks from its own client address, so the per-IP login limit of one test does not leak into another. */
let ipSeq = 10;
const nextIp = () => `203.0.113.${ipSeq++}`;

const signupBody = (over: Record<string, unknown> = {}) => ({
  name: 'Dallas Tamil Sangam',
  description: 'Tamil cultural programs in DFW.',
  contactEmail: `events${crypto.randomInt(1e9)}@dts.example.org`,
  password: 'secret-123',
  contactPhone: '(214) 555-0100',
  website: 'https://dts.example.org',
  eventsPageUrl: 'https://dts.example.org/events',
  city: 'Dallas',
  state: 'TX',
  ...over,
});

function b64url(o: unknown): string {
  return Buffer.from(JSON.stringify(o)).toString('base64url');
}

function signRaw(header: object, payload: object, secret = TEST_JWT_SECRET): string {
  const head = `${b64url(header)}.${b64url(payload)}`;
  const sig = crypto.createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${sig}`;
}

describe('organizer accounts: /api/org/signup, /login, /me, /logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const signup = (body: Record<string, unknown>) => t.http.post('/api/org/signup').set('X-Forwarded-For', nextIp()).send(body);
  const login = (body: Record<string, unknown>, ip = nextIp()) => t.http.post('/api/org/login').set('X-Forwarded-For', ip).send(body);

  it('signs up, logs in and reads the profile', async () => {
    const body = signupBody({ contactEmail: 'Volunteer@Temple.Example.org', contactPhone: '214-555-0100' });
    const r = await signup(body).expect(201);
    expect(Object.keys(r.body)).toEqual(['token']);
    const me = await t.http.get('/api/org/me').set('Authorization', `Bearer ${r.body.token}`).expect(200);
    expect(me.body).toMatchObject({
      name: 'Dallas Tamil Sangam',
      email: 'volunteer@temple.example.org',
      isApproved: false,
      eventsThisMonth: 0,
      city: 'Dallas',
      state: 'TX',
      website: 'https://dts.example.org',
      contactPhone: '(214) 555-0100',
    });
    const org = await t.ds.getRepository(Organization).findOne({
      where: { id: me.body.id },
      select: { id: true, passwordHash: true, isRegistered: true, isApproved: true, eventsPageUrl: true },
    });
    expect(org).toMatchObject({ isRegistered: true, isApproved: false, eventsPageUrl: 'https://dts.example.org/events' });
    expect(org!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(me.body.passwordHash).toBeUndefined();

    // Email is case-insensitive at login.
    const li = await login({ email: 'VOLUNTEER@temple.example.org', password: 'secret-123' }).expect(200);
    expect(Object.keys(li.body)).toEqual(['token']);
    await t.http.get('/api/org/me').set('Authorization', `Bearer ${li.body.token}`).expect(200);
  });

  it('optional fields may be left empty (web forms send empty strings)', async () => {
    const r = await signup(signupBody({ description: '', contactPhone: '', website: '', eventsPageUrl: '  ' })).expect(201);
    const me = await t.http.get('/api/org/me').set('Authorization', `Bearer ${r.body.token}`).expect(200);
    expect(me.body).toMatchObject({ description: null, contactPhone: null, website: null, eventsPageUrl: null });
  });

  it('a website typed without https:// is completed, as people type it', async () => {
    const r = await signup(signupBody({ website: ' svtemple-austin.org ', eventsPageUrl: 'www.svtemple-austin.org/events' })).expect(201);
    const me = await t.http.get('/api/org/me').set('Authorization', `Bearer ${r.body.token}`).expect(200);
    expect(me.body).toMatchObject({ website: 'https://svtemple-austin.org', eventsPageUrl: 'https://www.svtemple-austin.org/events' });
  });

  it.each([
    ['name', { name: '' }, 'Organizer name is required'],
    ['name', { name: '   ' }, 'Organizer name is required'],
    ['name', { name: undefined }, 'Organizer name is required'],
    ['contactEmail', { contactEmail: 'not-an-email' }, 'Please enter a valid email'],
    ['contactEmail', { contactEmail: undefined }, 'Please enter a valid email'],
    ['password', { password: '12345' }, 'Password must be at least 6 characters'],
    ['password', { password: undefined }, 'Password must be at least 6 characters'],
    ['city', { city: '' }, 'City is required'],
    ['state', { state: '' }, 'State is required'],
    ['state', { state: 'XX' }, 'State must be one of the 50 US state codes, e.g. TX'],
    ['state', { state: 'DC' }, 'State must be one of the 50 US state codes, e.g. TX'],
    ['website', { website: 'ftp://files.example.org' }, 'Website must be a web address starting with http:// or https://'],
    ['website', { website: 'javascript:alert(1)' }, 'Website must be a web address starting with http:// or https://'],
    ['eventsPageUrl', { eventsPageUrl: 'our events page' }, 'Events page must be a web address starting with http:// or https://'],
    // Longer than the column (500): refused like the public submission's, not a 500.
    ['website', { website: `https://dts.example.org/${'a'.repeat(500)}` }, 'Website must be at most 500 characters'],
    ['eventsPageUrl', { eventsPageUrl: `https://dts.example.org/${'e'.repeat(500)}` }, 'Events page must be at most 500 characters'],
    ['contactPhone', { contactPhone: '12345' }, 'Please enter a valid US phone number'],
    ['contactPhone', { contactPhone: '+44 20 7946 0958' }, 'Please enter a valid US phone number'],
  ])('signup rejects a bad %s with the spec message (%j)', async (field, over, message) => {
    const before = await t.ds.getRepository(Organization).count();
    const r = await signup(signupBody(over)).expect(400);
    expect(r.body).toMatchObject({ statusCode: 400, code: 'validation_failed', error: message, message });
    expect(r.body.fields[field]).toBe(message);
    expect(await t.ds.getRepository(Organization).count()).toBe(before);
  });

  it('lists every invalid field at once', async () => {
    const r = await signup({ name: '', contactEmail: 'x', password: '1', city: '', state: '' }).expect(400);
    expect(r.body.fields).toEqual({
      name: 'Organizer name is required',
      contactEmail: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      city: 'City is required',
      state: 'State is required',
    });
  });

  it('refuses fields a client may not set (isApproved, isRegistered, ...)', async () => {
    for (const extra of [{ isApproved: true }, { isRegistered: false }, { moderationScore: 0 }, { id: crypto.randomUUID() }]) {
      const r = await signup(signupBody(extra)).expect(400);
      expect(r.body.error).toMatch(/should not exist/);
    }
  });

  it('a duplicate email (any case) answers 409 with the spec error', async () => {
    const body = signupBody();
    await signup(body).expect(201);
    const before = await t.ds.getRepository(Organization).count();
    const r = await signup({ ...signupBody(), contactEmail: body.contactEmail.toUpperCase() }).expect(409);
    expect(r.body).toMatchObject({ statusCode: 409, code: 'email_taken', error: 'Organization with this email already exists' });
    expect(await t.ds.getRepository(Organization).count()).toBe(before);
  });

  it('a public (unregistered) organization with the same email does not block sign-up', async () => {
    const email = `shared${crypto.randomInt(1e9)}@example.org`;
    await makeOrganization(t.ds, { contactEmail: email, isRegistered: false });
    await signup(signupBody({ contactEmail: email })).expect(201);
  });

  it('login: unknown email and wrong password give the same 401', async () => {
    const body = signupBody();
    await signup(body).expect(201);
    const wrong = await login({ email: body.contactEmail, password: 'wrong-password' }).expect(401);
    const unknown = await login({ email: 'nobody@nowhere.example.org', password: 'wrong-password' }).expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      code: 'invalid_login',
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('an unknown email costs a password verification too (no timing oracle)', async () => {
    const dummy = jest.spyOn(password, 'verifyAgainstDummy');
    const real = jest.spyOn(password, 'verifyPassword');
    try {
      await login({ email: 'ghost@nowhere.example.org', password: 'whatever-1' }).expect(401);
      expect(dummy).toHaveBeenCalledWith('whatever-1');
      const body = signupBody();
      await signup(body).expect(201);
      dummy.mockClear();
      real.mockClear();
      await login({ email: body.contactEmail, password: 'whatever-1' }).expect(401);
      expect(dummy).not.toHaveBeenCalled();
      expect(real).toHaveBeenCalledTimes(1);
    } finally {
      dummy.mockRestore();
      real.mockRestore();
    }
  });

  it('login validation: email and password', async () => {
    const a = await login({ email: 'nope', password: 'x' }).expect(400);
    expect(a.body.error).toBe('Please enter a valid email');
    const b = await login({ email: 'a@b.example.org', password: '' }).expect(400);
    expect(b.body.error).toBe('Password is required');
  });

  it('rate-limits failed logins per account and client (5 a minute), even with the right password', async () => {
    const body = signupBody();
    await signup(body).expect(201);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login({ email: body.contactEmail, password: `wrong-${i}` }, ip).expect(401);
    const r = await login({ email: body.contactEmail, password: body.password }, ip).expect(429);
    expect(r.body.error).toBe('Too many login attempts. Please wait a minute and try again.');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Once the window has passed (simulated by ageing the attempts), the right password works again.
    await t.ds.query(`UPDATE login_counters SET "windowStartedAt" = "windowStartedAt" - interval '61 seconds'`);
    await login({ email: body.contactEmail, password: body.password }, ip).expect(200);
  });

  it('rate-limits failed logins per client address (10 a minute) whatever the account', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) await login({ email: `someone${i}@example.org`, password: 'guess-123' }, ip).expect(401);
    const r = await login({ email: 'someone-else@example.org', password: 'guess-123' }, ip).expect(429);
    expect(r.body.error).toBe('Too many login attempts. Please wait a minute and try again.');
    // Another address is not affected.
    await login({ email: 'someone-else@example.org', password: 'guess-123' }).expect(401);
  });

  it("a successful login clears that client's failures on the account", async () => {
    const body = signupBody();
    await signup(body).expect(201);
    const ip = nextIp();
    for (let i = 0; i < 4; i++) await login({ email: body.contactEmail, password: 'wrong' + i }, ip).expect(401);
    await login({ email: body.contactEmail, password: body.password }, ip).expect(200);
    for (let i = 0; i < 4; i++) await login({ email: body.contactEmail, password: 'wrong' + i }, ip).expect(401);
    await login({ email: body.contactEmail, password: body.password }, ip).expect(200);
  });

  it('eventsThisMonth counts the events the organization created this calendar month', async () => {
    const r = await signup(signupBody()).expect(201);
    const auth = `Bearer ${r.body.token}`;
    const me = await t.http.get('/api/org/me').set('Authorization', auth).expect(200);
    await makeEvent(t.ds, { organizationId: me.body.id });
    await makeEvent(t.ds, { organizationId: me.body.id });
    const old = await makeEvent(t.ds, { organizationId: me.body.id });
    await t.ds.query(`UPDATE events SET "createdAt" = now() - interval '40 days' WHERE id = $1`, [old.id]);
    await makeEvent(t.ds); // another organization's
    const me2 = await t.http.get('/api/org/me').set('Authorization', auth).expect(200);
    expect(me2.body.eventsThisMonth).toBe(2);
  });

  describe('tokens', () => {
    let token: string;
    let orgId: string;
    beforeAll(async () => {
      const r = await signup(signupBody()).expect(201);
      token = r.body.token;
      orgId = (await t.http.get('/api/org/me').set('Authorization', `Bearer ${token}`).expect(200)).body.id;
    });
    const now = () => Math.floor(Date.now() / 1000);
    const base = () => ({ sub: orgId, aud: 'sangam-organizer', iss: 'sangam', iat: now(), exp: now() + 3600 });

    it('/me needs a token', async () => {
      const r = await t.http.get('/api/org/me').expect(401);
      expect(r.body.statusCode).toBe(401);
    });

    it('a correctly signed token works (control for the cases below)', async () => {
      await t.http
        .get('/api/org/me')
        .set('Authorization', `Bearer ${signRaw({ alg: 'HS256', typ: 'JWT' }, base())}`)
        .expect(200);
    });

    it.each([
      ['expired', () => signRaw({ alg: 'HS256', typ: 'JWT' }, { ...base(), iat: now() - 7200, exp: now() - 3600 })],
      ['tampered', () => token.replace(/\.[^.]+\./, `.${b64url({ ...base(), sub: crypto.randomUUID() })}.`)],
      ['alg none', () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(base())}.`],
      [
        'HS512',
        () => {
          const head = `${b64url({ alg: 'HS512', typ: 'JWT' })}.${b64url(base())}`;
          return `${head}.${crypto.createHmac('sha512', TEST_JWT_SECRET).update(head).digest('base64url')}`;
        },
      ],
      ['wrong secret', () => signRaw({ alg: 'HS256', typ: 'JWT' }, base(), 'another-secret-another-secret-1234')],
      ['wrong audience', () => signRaw({ alg: 'HS256', typ: 'JWT' }, { ...base(), aud: 'someone-else' })],
      ['two audiences', () => signRaw({ alg: 'HS256', typ: 'JWT' }, { ...base(), aud: ['sangam-organizer', 'sangam-admin'] })],
      ['wrong issuer', () => signRaw({ alg: 'HS256', typ: 'JWT' }, { ...base(), iss: 'evil' })],
      ['garbage', () => 'not.a.token'],
    ])('%s token → 401', async (_name, make) => {
      await t.http.get('/api/org/me').set('Authorization', `Bearer ${make()}`).expect(401);
    });

    it('an admin token is not an organizer token (403), and an organizer token is not an admin token (403)', async () => {
      const admin = await adminToken(t.app);
      await t.http.get('/api/org/me').set('Authorization', `Bearer ${admin}`).expect(403);
      await t.http.get('/api/admin/me').set('Authorization', `Bearer ${token}`).expect(403);
      // An admin-audience token carrying the organization's id is still not the organizer.
      const forged = signRaw({ alg: 'HS256', typ: 'JWT' }, { ...base(), aud: 'sangam-admin' });
      await t.http.get('/api/org/me').set('Authorization', `Bearer ${forged}`).expect(401);
    });

    it('a deleted organization’s token stops working', async () => {
      const r = await signup(signupBody()).expect(201);
      const me = await t.http.get('/api/org/me').set('Authorization', `Bearer ${r.body.token}`).expect(200);
      await t.ds.getRepository(Organization).delete({ id: me.body.id });
      await t.http.get('/api/org/me').set('Authorization', `Bearer ${r.body.token}`).expect(401);
    });

    it('logout revokes the tokens issued so far; logging in again gives a working token', async () => {
      const body = signupBody();
      const r = await signup(body).expect(201);
      const auth = `Bearer ${r.body.token}`;
      await t.http.post('/api/org/logout').set('Authorization', auth).expect(204);
      await t.http.get('/api/org/me').set('Authorization', auth).expect(401);
      const again = await login({ email: body.contactEmail, password: body.password }).expect(200);
      await t.http.get('/api/org/me').set('Authorization', `Bearer ${again.body.token}`).expect(200);
      await t.http.post('/api/org/logout').expect(401);
    });
  });
});
