import { createHmac } from 'node:crypto';
import { AdminUser } from '../../src/auth/admin-user.entity';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE, TOKEN_ISSUER } from '../../src/auth/principal';
import { Organization } from '../../src/organizations/organization.entity';
import { makeOrganization, organizerToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ADMIN, TEST_JWT_SECRET } from '../support/test-constants';

const b64 = (o: unknown) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');

function jwt(payload: Record<string, unknown>, opts: { alg?: string; secret?: string } = {}): string {
  const alg = opts.alg ?? 'HS256';
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  const hashAlg = alg === 'HS512' ? 'sha512' : alg === 'HS384' ? 'sha384' : 'sha256';
  return `${head}.${createHmac(hashAlg, opts.secret ?? TEST_JWT_SECRET)
    .update(head)
    .digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

describe('bearer tokens', () => {
  let t: TestApp;
  let org: Organization;
  let admin: AdminUser;
  const orgClaims = () => ({ sub: org.id, aud: ORGANIZER_AUDIENCE, iss: TOKEN_ISSUER, iat: now() - 5, exp: now() + 3600 });
  const adminClaims = () => ({ sub: admin.id, aud: ADMIN_AUDIENCE, iss: TOKEN_ISSUER, iat: now() - 5, exp: now() + 3600 });

  beforeAll(async () => {
    t = await createTestApp();
    org = await makeOrganization(t.ds, { isRegistered: true });
    admin = await t.ds.getRepository(AdminUser).findOneByOrFail({ username: TEST_ADMIN.username });
  });
  afterAll(() => t?.close());

  const me = (token: string) => t.http.get('/api/org/me').set('Authorization', `Bearer ${token}`);
  const adminMe = (token: string) => t.http.get('/api/admin/me').set('Authorization', `Bearer ${token}`);

  it('a well-formed token of our own signing works (control)', async () => {
    expect((await me(jwt(orgClaims()))).status).toBe(200);
    expect((await adminMe(jwt(adminClaims()))).status).toBe(200);
  });

  it.each([
    ['alg none', () => jwt(orgClaims(), { alg: 'none' })],
    ['HS512 (algorithm not pinned)', () => jwt(orgClaims(), { alg: 'HS512' })],
    ['wrong secret', () => jwt(orgClaims(), { secret: 'another-secret-0123456789abcdef' })],
    ['expired', () => jwt({ ...orgClaims(), iat: now() - 7200, exp: now() - 60 })],
    ['not yet valid (future nbf)', () => jwt({ ...orgClaims(), nbf: now() + 3600 })],
    ['wrong audience', () => jwt({ ...orgClaims(), aud: 'someone-else' })],
    ['two audiences', () => jwt({ ...orgClaims(), aud: [ORGANIZER_AUDIENCE, ADMIN_AUDIENCE] })],
    ['wrong issuer', () => jwt({ ...orgClaims(), iss: 'evil' })],
    ['subject not a uuid (injection attempt)', () => jwt({ ...orgClaims(), sub: "' OR 1=1 --" })],
    ['unknown account', () => jwt({ ...orgClaims(), sub: '00000000-0000-4000-8000-000000000000' })],
    ['garbage', () => 'not.a.token'],
    [
      'tampered payload',
      () => {
        const [h, , s] = jwt(orgClaims()).split('.');
        return `${h}.${b64({ ...orgClaims(), sub: admin.id, aud: ADMIN_AUDIENCE })}.${s}`;
      },
    ],
  ])('%s → 401', async (_name, make) => {
    const res = await me(make());
    expect(res.status).toBe(401);
    expect(res.body).toEqual(expect.objectContaining({ statusCode: 401, message: expect.any(String) }));
  });

  it('an organizer token with the admin audience but an organization id → 401 (organizer-as-admin)', async () => {
    const res = await adminMe(jwt({ ...orgClaims(), aud: ADMIN_AUDIENCE }));
    expect(res.status).toBe(401);
  });

  it('a genuine organizer token on an admin route → 403, never admin data', async () => {
    const res = await adminMe(await organizerToken(t.app, org));
    expect(res.status).toBe(403);
    const list = await t.http.get('/api/admin/organizations').set('Authorization', `Bearer ${await organizerToken(t.app, org)}`);
    expect(list.status).toBe(403);
  });

  it('the token of a deleted account → 401', async () => {
    const gone = await makeOrganization(t.ds, { isRegistered: true });
    const token = await organizerToken(t.app, gone);
    expect((await me(token)).status).toBe(200);
    await t.ds.getRepository(Organization).delete({ id: gone.id });
    expect((await me(token)).status).toBe(401);
  });

  it('organizer logout revokes every older token of that account only', async () => {
    const a = await makeOrganization(t.ds, { isRegistered: true });
    const b = await makeOrganization(t.ds, { isRegistered: true });
    const ta1 = jwt({ ...orgClaims(), sub: a.id, iat: now() - 30 });
    const ta2 = jwt({ ...orgClaims(), sub: a.id, iat: now() - 20 });
    const tb = jwt({ ...orgClaims(), sub: b.id, iat: now() - 20 });
    expect((await me(ta2)).status).toBe(200);
    const out = await t.http.post('/api/org/logout').set('Authorization', `Bearer ${ta1}`);
    expect(out.status).toBe(204);
    expect((await me(ta1)).status).toBe(401);
    expect((await me(ta2)).status).toBe(401);
    expect((await me(tb)).status).toBe(200);
    // A token issued after the logout works.
    const later = jwt({ ...orgClaims(), sub: a.id, iat: now() + 2, nbf: undefined });
    expect((await me(later)).status).toBe(200);
  });

  it('a password change (tokensValidAfter set) revokes older tokens', async () => {
    const a = await makeOrganization(t.ds, { isRegistered: true });
    const old = jwt({ ...orgClaims(), sub: a.id, iat: now() - 30 });
    expect((await me(old)).status).toBe(200);
    // What a password change does: move the account's "not before" time.
    await t.ds.getRepository(Organization).update({ id: a.id }, { tokensValidAfter: new Date() });
    expect((await me(old)).status).toBe(401);
  });

  it('admin logout revokes older admin tokens', async () => {
    const old = jwt({ ...adminClaims(), iat: now() - 30 });
    expect((await adminMe(old)).status).toBe(200);
    expect((await t.http.post('/api/admin/logout').set('Authorization', `Bearer ${old}`)).status).toBeLessThan(300);
    expect((await adminMe(old)).status).toBe(401);
  });

  it('an admin password change (a new ADMIN_PASSWORD at start) revokes the admin tokens issued before it', async () => {
    const login = await t.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    expect(login.status).toBe(200);
    const old: string = login.body.token;
    expect((await adminMe(old)).status).toBe(200);
    // No wait for the next second: tokens carry whole seconds, and a revocation covers tokens of its own second too.
    // The admin's password is changed the way the product changes it: an instance starts with a new ADMIN_PASSWORD.
    const changed = await createTestApp({ ADMIN_PASSWORD: 'a-changed-admin-password' }, { databaseUrl: t.databaseUrl });
    try {
      expect((await adminMe(old)).status).toBe(401);
      expect((await changed.http.get('/api/admin/me').set('Authorization', `Bearer ${old}`)).status).toBe(401);
      expect(
        (await changed.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status,
      ).toBe(401);
      const fresh = await changed.http
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN.username, password: 'a-changed-admin-password' });
      expect(fresh.status).toBe(200);
      expect((await adminMe(fresh.body.token)).status).toBe(200);
    } finally {
      await changed.close();
    }
  });
});
