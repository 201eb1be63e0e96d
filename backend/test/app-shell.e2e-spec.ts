import * as fs from 'node:fs';
import * as path from 'node:path';
import { AdminBootstrapService } from '../src/auth/admin-bootstrap.service';
import { AdminUser } from '../src/auth/admin-user.entity';
import { verifyPassword } from '../src/auth/password';
import { CommunityStats } from '../src/community/community-stats.entity';
import { DemoSeedService } from '../src/database/seed/demo-seed.service';
import { EVENT_CATEGORIES } from '@sangam/shared';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_ADMIN } from './support/test-constants';

describe('application shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health reports the database up', async () => {
    const r = await t.http.get('/api/health').expect(200);
    expect(r.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('unknown /api paths answer a JSON 404 in the one error shape', async () => {
    const r = await t.http.get('/api/no-such-thing').expect(404);
    expect(r.headers['content-type']).toMatch(/json/);
    expect(r.body).toEqual({
      statusCode: 404,
      code: 'route_not_found',
      error: 'No API route GET /api/no-such-thing',
      message: 'No API route GET /api/no-such-thing',
    });
  });

  it('malformed JSON bodies answer 400, not 500', async () => {
    const r = await t.http.post('/api/health').set('Content-Type', 'application/json').send('{"broken":');
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.statusCode).toBe(r.status);
  });

  it('serves Swagger UI and the OpenAPI document', async () => {
    await t.http.get('/api/docs/').expect(200).expect('content-type', /html/);
    const doc = await t.http.get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toContain('/api/health');
  });

  it('sets security headers and no X-Powered-By', async () => {
    const r = await t.http.get('/api/health');
    expect(r.headers['x-powered-by']).toBeUndefined();
    expect(r.headers['content-security-policy']).toContain("object-src 'none'");
    expect(r.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  const built = (app: string) => fs.existsSync(path.resolve(__dirname, '../../', app, 'dist/index.html'));

  (built('public-web') ? it : it.skip)('serves the public site for its routes, and its 404 page with status 404 elsewhere', async () => {
    const home = await t.http.get('/').expect(200).expect('content-type', /html/);
    expect(home.text).toContain('<div id="root">');
    // An event page whose event does not exist is the app too (it shows "not found"), with status 404.
    expect((await t.http.get('/event/123').expect(404).expect('content-type', /html/)).text).toContain('<div id="root">');
    await t.http.get('/submit-organization').expect(200);
    const missing = await t.http.get('/no/such/page').expect(404).expect('content-type', /html/);
    expect(missing.text).toContain('<div id="root">');
  });

  (built('admin-web') ? it : it.skip)('serves the admin console under /admin (SPA fallback)', async () => {
    const r = await t.http.get('/admin/approvals').expect(200).expect('content-type', /html/);
    expect(r.text).toContain('<div id="root">');
    expect(r.text).toContain('/admin/');
  });

  describe('admin bootstrap', () => {
    it('the configured admin exists after start-up with an argon2id hash; a new ADMIN_PASSWORD resets it', async () => {
      const admin = await t.ds
        .getRepository(AdminUser)
        .findOne({ where: { username: TEST_ADMIN.username }, select: { id: true, email: true, passwordHash: true } });
      expect(admin!.email).toBe(TEST_ADMIN.email);
      expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(admin!.passwordHash, TEST_ADMIN.password)).toBe(true);
      const other = await createTestApp({ ADMIN_PASSWORD: 'a-brand-new-password' });
      try {
        await other.ds.query(`UPDATE admin_users SET "passwordHash" = 'old'`);
        expect(await other.app.get(AdminBootstrapService).ensureAdmin()).toBe('configured-updated');
        const a = await other.ds
          .getRepository(AdminUser)
          .findOne({ where: { username: TEST_ADMIN.username }, select: { id: true, passwordHash: true } });
        expect(await verifyPassword(a!.passwordHash, 'a-brand-new-password')).toBe(true);
      } finally {
        await other.close();
      }
    });

    it('creates admin with a random password when none is configured or stored', async () => {
      const bare = await createTestApp({ ADMIN_USERNAME: '', ADMIN_PASSWORD: '', ADMIN_EMAIL: '' });
      try {
        await runWithoutConfiguredAdmin(bare);
      } finally {
        await bare.close();
      }
    });
  });

  async function runWithoutConfiguredAdmin(t: TestApp): Promise<void> {
    {
      await t.ds.getRepository(AdminUser).clear();
      const out = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
      const res = await t.app.get(AdminBootstrapService).ensureAdmin();
      const printed = out.mock.calls.map((c) => String(c[0])).join('');
      out.mockRestore();
      expect(res).toBe('generated');
      const pw = /password: (\S+)/.exec(printed)![1];
      const admin = await t.ds.getRepository(AdminUser).findOne({ where: { username: 'admin' }, select: { id: true, passwordHash: true } });
      expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(admin!.passwordHash, pw)).toBe(true);
      // A second start finds it and prints nothing.
      expect(await t.app.get(AdminBootstrapService).ensureAdmin()).toBe('existing');
    }
  }

  describe('demo seed', () => {
    it('seeds realistic data into an empty database once, and never into a non-empty one', async () => {
      const seed = t.app.get(DemoSeedService);
      expect(await seed.seedIfEmpty()).toBe(true);
      const orgs = await t.ds.getRepository(Organization).find();
      const events = await t.ds.getRepository(Event).find();
      expect(orgs.length).toBeGreaterThanOrEqual(15);
      expect(events.length).toBeGreaterThanOrEqual(60);
      expect(new Set(events.map((e) => e.category))).toEqual(new Set(EVENT_CATEGORIES));
      expect(events.some((e) => e.isFree) && events.some((e) => !e.isFree && e.price)).toBe(true);
      expect(events.some((e) => e.ticketUrl)).toBe(true);
      expect(orgs.some((o) => !o.isApproved)).toBe(true);
      expect(events.some((e) => !e.isApproved)).toBe(true);
      const cities = new Set(orgs.map((o) => o.state));
      for (const s of ['TX', 'IL', 'CA', 'NY', 'GA', 'DC']) expect(cities.has(s)).toBe(true);
      expect(await seed.seedIfEmpty()).toBe(false);
      expect(await t.ds.getRepository(Event).count()).toBe(events.length);
      await seed.onApplicationBootstrap();
      const stats = await t.ds.getRepository(CommunityStats).find();
      expect(stats).toHaveLength(1);
      expect(stats[0]).toMatchObject({ totalFamilies: 12600, totalOrganizations: 19, monthlyViews: 185000 });
    });
  });

  it('health answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.http.get('/api/health').expect(200);
      await other.ds.destroy();
      const r = await other.http.get('/api/health').expect(503);
      expect(r.body).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await other.app.close().catch(() => undefined);
    }
  });
});
