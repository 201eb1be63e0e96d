import * as crypto from 'node:crypto';
import { CommunityStats } from '../src/community/community-stats.entity';
import { ContactMessage } from '../src/community/contact-message.entity';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { ScrapingSource } from '../src/scraping/scraping-source.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_ADMIN } from './support/test-constants';

let ipSeq = 10;
const nextIp = () => `198.51.100.${ipSeq++}`;

describe('admin API', () => {
  let t: TestApp;
  let admin: string;
  let organizer: string;
  let ownOrg: Organization;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    admin = `Bearer ${await adminToken(t.app)}`;
    ownOrg = await makeOrganization(t.ds, { isRegistered: true });
    organizer = `Bearer ${await organizerToken(t.app, ownOrg)}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (body: Record<string, unknown>, ip = nextIp()) => t.http.post('/api/admin/login').set('X-Forwarded-For', ip).send(body);
  const publicEventIds = async () =>
    (await t.http.get('/api/events').query({ includePast: 'true', limit: 200 }).expect(200)).body.map((e: { id: string }) => e.id);

  describe('sign-in', () => {
    it('logs in and reads the profile', async () => {
      const r = await login({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      expect(r.body).toEqual({ token: expect.any(String), admin: { id: expect.any(String), username: 'admin', email: TEST_ADMIN.email } });
      const me = await t.http.get('/api/admin/me').set('Authorization', `Bearer ${r.body.token}`).expect(200);
      expect(me.body).toEqual({ id: r.body.admin.id, username: 'admin', email: TEST_ADMIN.email, createdAt: expect.any(String) });
    });

    it('validation: username and password required', async () => {
      const a = await login({ username: '', password: 'x' }).expect(400);
      expect(a.body.error).toBe('Username is required');
      const b = await login({ username: 'admin' }).expect(400);
      expect(b.body.error).toBe('Password is required');
      const c = await login({}).expect(400);
      expect(c.body.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
    });

    it('unknown username and wrong password give the same 401', async () => {
      const wrong = await login({ username: 'admin', password: 'wrong-password' }).expect(401);
      const unknown = await login({ username: 'root', password: 'wrong-password' }).expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'invalid_admin_login',
        error: 'Invalid username or password',
        message: 'Invalid username or password',
      });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('is rate-limited per account and client with a clear 429', async () => {
      await t.ds.query(`DELETE FROM login_counters`);
      const ip = nextIp();
      for (let i = 0; i < 5; i++) await login({ username: 'admin', password: `guess-${i}` }, ip).expect(401);
      const r = await login({ username: 'admin', password: TEST_ADMIN.password }, ip).expect(429);
      expect(r.body.error).toBe('Too many login attempts. Please wait a minute and try again.');
      await t.ds.query(`DELETE FROM login_counters`);
      await login({ username: 'admin', password: TEST_ADMIN.password }).expect(200);
    });

    it('organizer failures do not count against the admin account of the same name', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++)
        await t.http
          .post('/api/org/login')
          .set('X-Forwarded-For', ip)
          .send({ email: 'admin@x.example.org', password: 'nope-123' })
          .expect(401);
      await login({ username: 'admin', password: TEST_ADMIN.password }, ip).expect(200);
    });

    it('logout revokes the admin token', async () => {
      const r = await login({ username: 'admin', password: TEST_ADMIN.password }).expect(200);
      const auth = `Bearer ${r.body.token}`;
      await t.http.post('/api/admin/logout').set('Authorization', auth).expect(204);
      await t.http.get('/api/admin/me').set('Authorization', auth).expect(401);
      admin = `Bearer ${(await login({ username: 'admin', password: TEST_ADMIN.password }).expect(200)).body.token}`;
      await t.http.get('/api/admin/me').set('Authorization', admin).expect(200);
    });
  });

  describe('authorization matrix: every admin endpoint is 401 anonymous, 403 organizer, 2xx admin', () => {
    let eventId: string;
    let orgId: string;
    let messageId: string;
    let statsId: string;
    beforeAll(async () => {
      orgId = (await makeOrganization(t.ds, { isApproved: false })).id;
      eventId = (await makeEvent(t.ds, { organizationId: orgId, isApproved: false })).id;
      messageId = (
        await t.ds.getRepository(ContactMessage).save({ name: 'Asha', email: 'asha@example.org', subject: 'Hi', message: 'Hello' })
      ).id;
      statsId = (await t.ds.getRepository(CommunityStats).findOneByOrFail({ region: 'national' })).id;
    });

    type Call = [string, string, () => string, Record<string, unknown>?];
    const table: Call[] = [
      ['GET', 'me', () => '/api/admin/me'],
      ['POST', 'logout', () => '/api/admin/logout'],
      ['GET', 'summary', () => '/api/admin/summary'],
      ['GET', 'pending organizations', () => '/api/admin/organizations/pending'],
      ['PUT', 'approve organization', () => `/api/admin/organizations/${orgId}/approve`],
      ['PUT', 'reject organization', () => `/api/admin/organizations/${orgId}/reject`, { reason: 'r' }],
      ['GET', 'organizations list', () => '/api/admin/organizations'],
      ['GET', 'organization', () => `/api/admin/organizations/${orgId}`],
      ['PUT', 'organization update', () => `/api/admin/organizations/${orgId}`, { city: 'Plano' }],
      ['POST', 'organization create', () => '/api/admin/organizations', { name: 'Matrix Org', city: 'Austin', state: 'TX' }],
      ['GET', 'pending events', () => '/api/admin/events/pending'],
      ['PUT', 'approve event', () => `/api/admin/events/${eventId}/approve`],
      ['GET', 'events list', () => '/api/admin/events'],
      ['GET', 'event', () => `/api/admin/events/${eventId}`],
      ['PUT', 'event update', () => `/api/admin/events/${eventId}`, { title: 'Matrix' }],
      ['GET', 'contact messages', () => '/api/admin/contact-messages'],
      ['GET', 'contact message', () => `/api/admin/contact-messages/${messageId}`],
      ['PUT', 'contact message update', () => `/api/admin/contact-messages/${messageId}`, { handled: true }],
      ['GET', 'community stats', () => '/api/admin/community-stats'],
      ['GET', 'community stats row', () => `/api/admin/community-stats/${statsId}`],
      ['PUT', 'community stats update', () => `/api/admin/community-stats/${statsId}`, { totalFamilies: 13000 }],
      ['PUT', 'reject event', () => `/api/admin/events/${eventId}/reject`, { reason: 'r' }],
      ['DELETE', 'event delete', () => `/api/admin/events/${eventId}`],
      ['DELETE', 'organization delete', () => `/api/admin/organizations/${orgId}`],
    ];
    // Rows as objects: a row shorter than the test function's arity would make jest pass `done`.
    const calls = table.map(([method, name, url, body]) => ({ method, name, url, body }));

    const send = (method: string, url: string, auth: string | null, body?: Record<string, unknown>) => {
      const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      let req = t.http[m](url);
      if (auth) req = req.set('Authorization', auth);
      return body ? req.send(body) : req;
    };

    it.each(calls)('$method $name', async ({ method, url, body }) => {
      await send(method, url(), null, body).expect(401);
      await send(method, url(), organizer, body).expect(403);
      if (method === 'DELETE' && url().includes('/events/')) {
        // The event was rejected (deleted) just before: recreate it to check the admin success case.
        eventId = (await makeEvent(t.ds, { organizationId: orgId })).id;
      }
      if (method === 'POST' && url().endsWith('/logout')) {
        const r = await login({ username: 'admin', password: TEST_ADMIN.password }).expect(200);
        await send(method, url(), `Bearer ${r.body.token}`, body).expect(204);
        admin = `Bearer ${(await login({ username: 'admin', password: TEST_ADMIN.password }).expect(200)).body.token}`;
        return;
      }
      const r = await send(method, url(), admin, body);
      expect(r.status).toBeGreaterThanOrEqual(200);
      expect(r.status).toBeLessThan(300);
    });

    it('malformed ids answer 400, unknown ids 404, never 500', async () => {
      for (const [m, u] of [
        ['GET', '/api/admin/events/nope'],
        ['PUT', '/api/admin/events/123/approve'],
        ['PUT', '/api/admin/events/123/reject'],
        ['GET', '/api/admin/organizations/nope'],
        ['PUT', '/api/admin/organizations/nope/approve'],
        ['DELETE', '/api/admin/organizations/nope'],
        ['GET', '/api/admin/contact-messages/1'],
        ['GET', '/api/admin/community-stats/1'],
      ]) {
        const r = await send(m, u, admin, m === 'PUT' ? {} : undefined);
        expect([m, u, r.status, r.body.error]).toEqual([m, u, 400, 'Invalid id']);
      }
      const id = crypto.randomUUID();
      for (const [m, u] of [
        ['GET', `/api/admin/events/${id}`],
        ['PUT', `/api/admin/events/${id}/approve`],
        ['PUT', `/api/admin/events/${id}/reject`],
        ['DELETE', `/api/admin/events/${id}`],
        ['GET', `/api/admin/organizations/${id}`],
        ['PUT', `/api/admin/organizations/${id}/approve`],
        ['PUT', `/api/admin/organizations/${id}/reject`],
        ['GET', `/api/admin/contact-messages/${id}`],
        ['GET', `/api/admin/community-stats/${id}`],
      ]) {
        const r = await send(m, u, admin, m === 'PUT' ? {} : undefined);
        expect([m, u, r.status]).toEqual([m, u, 404]);
      }
    });
  });

  describe('organization approvals', () => {
    it('the pending queue lists unapproved, unrejected organizations, oldest first, with moderation results', async () => {
      await t.ds.query(`UPDATE organizations SET "isApproved" = true WHERE NOT "isApproved"`);
      const older = await makeOrganization(t.ds, { isApproved: false, moderationScore: 2, moderationFlags: ['Website unreachable'] });
      const newer = await makeOrganization(t.ds, { isApproved: false });
      await makeOrganization(t.ds, { isApproved: false, rejectionReason: 'Spam' });
      await t.ds.query(`UPDATE organizations SET "createdAt" = now() - interval '2 days' WHERE id = $1`, [older.id]);
      const r = await t.http.get('/api/admin/organizations/pending').set('Authorization', admin).expect(200);
      expect(r.body.map((o: { id: string }) => o.id)).toEqual([older.id, newer.id]);
      expect(r.body[0]).toMatchObject({
        name: older.name,
        moderationScore: 2,
        moderationFlags: ['Website unreachable'],
        status: 'pending',
        isApproved: false,
      });
      expect(r.body[0].passwordHash).toBeUndefined();
    });

    it('approve: the organization is in the directory and its clean pending events appear on the public listing; flagged ones stay pending', async () => {
      const org = await makeOrganization(t.ds, { isApproved: false, isRegistered: true });
      const waiting = await makeEvent(t.ds, { organizationId: org.id, isApproved: false, date: daysFromToday(12) });
      const flagged = await makeEvent(t.ds, {
        organizationId: org.id,
        isApproved: false,
        moderationScore: 4,
        moderationFlags: ['Spam words'],
      });
      expect(await publicEventIds()).not.toContain(waiting.id);
      const r = await t.http.put(`/api/admin/organizations/${org.id}/approve`).set('Authorization', admin).expect(200);
      expect(r.body).toMatchObject({ id: org.id, isApproved: true, status: 'approved', rejectionReason: null });
      const pub = await publicEventIds();
      expect(pub).toContain(waiting.id);
      expect(pub).not.toContain(flagged.id);
      const orgs = await t.http.get('/api/organizations').expect(200);
      expect(orgs.body.map((o: { id: string }) => o.id)).toContain(org.id);
      const pending = await t.http.get('/api/admin/organizations/pending').set('Authorization', admin).expect(200);
      expect(pending.body.map((o: { id: string }) => o.id)).not.toContain(org.id);
    });

    it('reject keeps the row with its reason, out of the queue and the directory', async () => {
      const org = await makeOrganization(t.ds, { isApproved: false });
      const r = await t.http
        .put(`/api/admin/organizations/${org.id}/reject`)
        .set('Authorization', admin)
        .send({ reason: 'Not a community organization' })
        .expect(200);
      expect(r.body).toMatchObject({ isApproved: false, status: 'rejected', rejectionReason: 'Not a community organization' });
      const row = await t.ds.getRepository(Organization).findOneByOrFail({ id: org.id });
      expect(row.rejectionReason).toBe('Not a community organization');
      const pending = await t.http.get('/api/admin/organizations/pending').set('Authorization', admin).expect(200);
      expect(pending.body.map((o: { id: string }) => o.id)).not.toContain(org.id);
      const orgs = await t.http.get('/api/organizations').expect(200);
      expect(orgs.body.map((o: { id: string }) => o.id)).not.toContain(org.id);
    });

    it("reject without a reason (no body at all, or blank) still leaves the queue: 'No reason given'", async () => {
      const a = await makeOrganization(t.ds, { isApproved: false });
      const b = await makeOrganization(t.ds, { isApproved: false });
      await t.http.put(`/api/admin/organizations/${a.id}/reject`).set('Authorization', admin).expect(200);
      await t.http.put(`/api/admin/organizations/${b.id}/reject`).set('Authorization', admin).send({ reason: '  ' }).expect(200);
      for (const id of [a.id, b.id])
        expect((await t.ds.getRepository(Organization).findOneByOrFail({ id })).rejectionReason).toBe('No reason given');
      const r = await t.http
        .put(`/api/admin/organizations/${a.id}/reject`)
        .set('Authorization', admin)
        .send({ reason: 'x'.repeat(1001) })
        .expect(400);
      expect(r.body.error).toBe('Reason must be at most 1000 characters');
      const extra = await t.http
        .put(`/api/admin/organizations/${a.id}/reject`)
        .set('Authorization', admin)
        .send({ reason: 'ok', isApproved: true })
        .expect(400);
      expect(extra.body.error).toMatch(/should not exist/);
    });

    it('a rejected organization can still be approved later', async () => {
      const org = await makeOrganization(t.ds, { isApproved: false, rejectionReason: 'Spam' });
      const r = await t.http.put(`/api/admin/organizations/${org.id}/approve`).set('Authorization', admin).expect(200);
      expect(r.body).toMatchObject({ isApproved: true, rejectionReason: null });
    });
  });

  describe('event approvals', () => {
    it('the pending queue: oldest first, with organization (id, name, contactEmail), moderationScore, moderationFlags, duplicateOfId', async () => {
      await t.ds.query(`UPDATE events SET "isApproved" = true`);
      const org = await makeOrganization(t.ds);
      const dup = await makeEvent(t.ds, { organizationId: org.id });
      const older = await makeEvent(t.ds, {
        organizationId: org.id,
        isApproved: false,
        moderationScore: 5,
        moderationFlags: ['Possible duplicate'],
        duplicateOfId: dup.id,
      });
      const newer = await makeEvent(t.ds, { organizationId: null, isApproved: false });
      await t.ds.query(`UPDATE events SET "createdAt" = now() - interval '1 day' WHERE id = $1`, [older.id]);
      const r = await t.http.get('/api/admin/events/pending').set('Authorization', admin).expect(200);
      expect(r.body.map((e: { id: string }) => e.id)).toEqual([older.id, newer.id]);
      expect(r.body[0]).toMatchObject({
        title: older.title,
        organization: { id: org.id, name: org.name, contactEmail: org.contactEmail },
        moderationScore: 5,
        moderationFlags: ['Possible duplicate'],
        duplicateOfId: dup.id,
        isApproved: false,
      });
      expect(r.body[1].organization).toBeNull();
    });

    it('approve makes it visible to users', async () => {
      const e = await makeEvent(t.ds, { organizationId: ownOrg.id, isApproved: false });
      expect(await publicEventIds()).not.toContain(e.id);
      const r = await t.http.put(`/api/admin/events/${e.id}/approve`).set('Authorization', admin).expect(200);
      expect(r.body).toMatchObject({ id: e.id, isApproved: true });
      expect(await publicEventIds()).toContain(e.id);
    });

    it('reject removes it from the system', async () => {
      const e = await makeEvent(t.ds, { organizationId: ownOrg.id, isApproved: false });
      const r = await t.http
        .put(`/api/admin/events/${e.id}/reject`)
        .set('Authorization', admin)
        .send({ reason: 'Duplicate listing' })
        .expect(200);
      expect(r.body).toEqual({ id: e.id, status: 'rejected', reason: 'Duplicate listing' });
      expect(await t.ds.getRepository(Event).existsBy({ id: e.id })).toBe(false);
      await t.http.get(`/api/events/${e.id}`).set('Authorization', admin).expect(404);
      const pending = await t.http.get('/api/admin/events/pending').set('Authorization', admin).expect(200);
      expect(pending.body.map((x: { id: string }) => x.id)).not.toContain(e.id);
    });
  });

  describe('events resource (react-admin dialect)', () => {
    let org: Organization;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      await t.ds.query(`DELETE FROM events`);
      org = await makeOrganization(t.ds, { name: 'Chicago Telugu Association' });
      ids.diwali = (
        await makeEvent(t.ds, {
          title: 'Diwali Mela',
          city: 'Chicago',
          state: 'IL',
          category: 'Cultural Events',
          date: daysFromToday(10),
          organizationId: org.id,
        })
      ).id;
      ids.cricket = (
        await makeEvent(t.ds, { title: 'Cricket League Final', city: 'Dallas', category: 'Sports', date: daysFromToday(5) })
      ).id;
      ids.yoga = (
        await makeEvent(t.ds, { title: 'Yoga Workshop', city: 'Dallas', category: 'Workshop', date: daysFromToday(20), isApproved: false })
      ).id;
      ids.past = (
        await makeEvent(t.ds, { title: 'Holi Festival', city: 'Austin', category: 'Religious Festivals', date: daysFromToday(-30) })
      ).id;
      ids.ganesh = (
        await makeEvent(t.ds, {
          title: 'Ganesh Chaturthi Puja',
          city: 'chicago',
          state: 'IL',
          category: 'Religious Festivals',
          date: daysFromToday(40),
          isApproved: false,
          moderationScore: 2,
        })
      ).id;
    });

    const list = (q: Record<string, string>) => t.http.get('/api/admin/events').query(q).set('Authorization', admin);

    it('lists with sort, range and Content-Range', async () => {
      const r = await list({ sort: '["date","ASC"]', range: '[0,2]', filter: '{}' }).expect(200);
      expect(r.body.map((e: { id: string }) => e.id)).toEqual([ids.past, ids.cricket, ids.diwali]);
      expect(r.headers['content-range']).toBe('events 0-2/5');
      const page2 = await list({ sort: '["date","ASC"]', range: '[3,5]' }).expect(200);
      expect(page2.body.map((e: { id: string }) => e.id)).toEqual([ids.yoga, ids.ganesh]);
      expect(page2.headers['content-range']).toBe('events 3-4/5');
      const beyond = await list({ range: '[10,19]' }).expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['content-range']).toBe('events */5');
      const byTitle = await list({ sort: '["title","DESC"]' }).expect(200);
      expect(byTitle.body.map((e: { title: string }) => e.title)).toEqual([
        'Yoga Workshop',
        'Holi Festival',
        'Ganesh Chaturthi Puja',
        'Diwali Mela',
        'Cricket League Final',
      ]);
      expect(byTitle.body.find((e: { id: string }) => e.id === ids.diwali).organization).toMatchObject({ id: org.id, name: org.name });
    });

    it('the CORS layer exposes Content-Range to the browser', async () => {
      const r = await list({}).set('Origin', 'http://localhost:3000').expect(200);
      expect(r.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    });

    it.each([
      [{ q: 'diwali' }, ['diwali']],
      [{ search: 'cricket' }, ['cricket']],
      [{ q: 'telugu' }, ['diwali']],
      [{ status: 'pending' }, ['yoga', 'ganesh']],
      [{ status: 'approved' }, ['past', 'cricket', 'diwali']],
      [{ isApproved: false }, ['yoga', 'ganesh']],
      [{ city: 'Chicago' }, ['diwali', 'ganesh']],
      [{ category: 'Religious Festivals' }, ['past', 'ganesh']],
      [{ from: daysFromToday(6), to: daysFromToday(30) }, ['diwali', 'yoga']],
      [{ date_gte: daysFromToday(0) }, ['cricket', 'diwali', 'yoga', 'ganesh']],
      [{ flagged: true }, ['ganesh']],
      [{ city: 'Dallas', status: 'approved' }, ['cricket']],
      [{ q: '100%_' }, []],
    ])('filter %j', async (filter, expected) => {
      const r = await list({ filter: JSON.stringify(filter), sort: '["date","ASC"]' }).expect(200);
      expect(r.body.map((e: { id: string }) => Object.keys(ids).find((k) => ids[k] === e.id))).toEqual(expected);
      expect(r.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
    });

    it('getMany: filter by a list of ids', async () => {
      const r = await list({ filter: JSON.stringify({ id: [ids.diwali, ids.yoga] }), sort: '["date","ASC"]' }).expect(200);
      expect(r.body.map((e: { id: string }) => e.id)).toEqual([ids.diwali, ids.yoga]);
    });

    it.each([
      [{ range: '[5,"x"]' }, /^Query parameter range must be \[start,end\]/],
      [{ range: '[5,2]' }, /0 <= start <= end/],
      [{ range: '[-1,2]' }, /0 <= start <= end/],
      [{ range: '[0,100000]' }, /more than 1000 rows/],
      [{ range: '[0,' }, /^Query parameter range is not valid JSON/],
      [{ sort: '["password","ASC"]' }, /^Cannot sort events by "password"/],
      [{ sort: '["title","SIDEWAYS"]' }, /^Sort order must be ASC or DESC/],
      [{ sort: 'title' }, /^Query parameter sort is not valid JSON/],
      [{ sort: '{"field":"title"}' }, /^Query parameter sort must be/],
      [{ filter: '{"q":' }, /^Query parameter filter is not valid JSON/],
      [{ filter: '[1,2]' }, /^Query parameter filter must be a JSON object/],
      [{ filter: '{"passwordHash":"x"}' }, /^Unknown events filter "passwordHash"/],
      [{ filter: '{"status":"maybe"}' }, /^Filter status must be one of: pending, approved/],
      [{ filter: '{"from":"yesterday"}' }, /^Filter from must be a date/],
      [{ filter: '{"id":"x"}' }, /^Filter id must be an id/],
      [{ filter: '{"q":{"$ne":1}}' }, /^Filter q must be text/],
    ])('bad dialect %j → 400, never 500', async (q, message) => {
      const r = await list(q as Record<string, string>).expect(400);
      expect(r.body.error).toMatch(message);
    });

    it('a repeated parameter is a 400', async () => {
      const r = await t.http.get('/api/admin/events?range=[0,1]&range=[2,3]').set('Authorization', admin).expect(400);
      expect(r.body.error).toMatch(/given once/);
    });

    it('get / update with the whole record sent back (react-admin) / delete answering the record', async () => {
      const got = await t.http.get(`/api/admin/events/${ids.yoga}`).set('Authorization', admin).expect(200);
      expect(got.body).toMatchObject({ id: ids.yoga, isApproved: false });
      const record = { ...got.body, title: 'Sunrise Yoga Workshop', price: '$10-15', isFree: false, priceText: undefined };
      delete record.priceText;
      const upd = await t.http
        .put(`/api/admin/events/${ids.yoga}`)
        .set('Authorization', admin)
        .send({ ...record, isApproved: true, moderationScore: 0, createdAt: '2001-01-01' })
        .expect(200);
      expect(upd.body).toMatchObject({ id: ids.yoga, title: 'Sunrise Yoga Workshop', isApproved: true, price: 10, priceText: '$10-15' });
      expect(new Date(upd.body.createdAt).getFullYear()).not.toBe(2001);
      // Sending the record back unchanged keeps the price text.
      const again = await t.http.put(`/api/admin/events/${ids.yoga}`).set('Authorization', admin).send(upd.body).expect(200);
      expect(again.body).toMatchObject({ price: 10, priceText: '$10-15' });
      const bad = await t.http
        .put(`/api/admin/events/${ids.yoga}`)
        .set('Authorization', admin)
        .send({ ...upd.body, venue: '' })
        .expect(400);
      expect(bad.body.error).toBe('Venue is required');
      const unapprove = await t.http
        .put(`/api/admin/events/${ids.yoga}`)
        .set('Authorization', admin)
        .send({ isApproved: false })
        .expect(200);
      expect(unapprove.body.isApproved).toBe(false);
      const moved = await t.http
        .put(`/api/admin/events/${ids.yoga}`)
        .set('Authorization', admin)
        .send({ organizationId: org.id })
        .expect(200);
      expect(moved.body.organization).toMatchObject({ id: org.id });
      const del = await t.http.delete(`/api/admin/events/${ids.past}`).set('Authorization', admin).expect(200);
      expect(del.body).toMatchObject({ id: ids.past, title: 'Holi Festival' });
      expect(await t.ds.getRepository(Event).existsBy({ id: ids.past })).toBe(false);
    });
  });

  describe('organizations resource', () => {
    it('creates an approved organization with the form messages', async () => {
      const bad = await t.http.post('/api/admin/organizations').set('Authorization', admin).send({}).expect(400);
      expect(bad.body.fields).toEqual({ name: 'Organization name is required', city: 'City is required', state: 'State is required' });
      const r = await t.http
        .post('/api/admin/organizations')
        .set('Authorization', admin)
        .send({
          name: 'Bay Area Kannada Koota',
          city: 'San Jose',
          state: 'ca',
          website: 'https://bakk.example.org',
          contactEmail: 'Hello@BAKK.example.org',
          contactPhone: '408-555-0134',
          description: '',
        })
        .expect(201);
      expect(r.body).toMatchObject({
        name: 'Bay Area Kannada Koota',
        state: 'CA',
        isApproved: true,
        status: 'approved',
        contactEmail: 'hello@bakk.example.org',
        contactPhone: '(408) 555-0134',
        description: null,
        isRegistered: false,
        submittedBy: 'admin:admin',
      });
      const bad2 = await t.http
        .post('/api/admin/organizations')
        .set('Authorization', admin)
        .send({ name: 'X', city: 'Y', state: 'TX', website: 'ftp://x' })
        .expect(400);
      expect(bad2.body.error).toBe('Website must be a web address starting with http:// or https://');
      const bad3 = await t.http
        .post('/api/admin/organizations')
        .set('Authorization', admin)
        .send({ name: 'X', city: 'Y', state: 'TX', isRegistered: true })
        .expect(400);
      expect(bad3.body.error).toMatch(/should not exist/);
    });

    it('lists with filters, sort and Content-Range; rejects unknown sort fields', async () => {
      const a = await makeOrganization(t.ds, { name: 'Zeta Sangh', city: 'Houston', isApproved: false });
      const b = await makeOrganization(t.ds, { name: 'Alpha Samaj', city: 'Houston', isApproved: false, rejectionReason: 'Spam' });
      const pending = await t.http
        .get('/api/admin/organizations')
        .query({ filter: JSON.stringify({ status: 'pending', city: 'houston' }) })
        .set('Authorization', admin)
        .expect(200);
      expect(pending.body.map((o: { id: string }) => o.id)).toEqual([a.id]);
      const houston = await t.http
        .get('/api/admin/organizations')
        .query({ filter: JSON.stringify({ city: 'Houston' }), sort: '["name","ASC"]', range: '[0,0]' })
        .set('Authorization', admin)
        .expect(200);
      expect(houston.body.map((o: { id: string }) => o.id)).toEqual([b.id]);
      expect(houston.headers['content-range']).toBe('organizations 0-0/2');
      const rejected = await t.http
        .get('/api/admin/organizations')
        .query({ filter: JSON.stringify({ status: 'rejected', q: 'alpha' }) })
        .set('Authorization', admin)
        .expect(200);
      expect(rejected.body.map((o: { id: string }) => o.id)).toEqual([b.id]);
      await t.http.get('/api/admin/organizations').query({ sort: '["passwordHash","ASC"]' }).set('Authorization', admin).expect(400);
    });

    it('updates with the whole record sent back; an organizer email taken by another account → 409', async () => {
      const one = await makeOrganization(t.ds, { isRegistered: true, contactEmail: `one${crypto.randomInt(1e9)}@example.org` });
      const two = await makeOrganization(t.ds, { isRegistered: true });
      const got = await t.http.get(`/api/admin/organizations/${two.id}`).set('Authorization', admin).expect(200);
      const upd = await t.http
        .put(`/api/admin/organizations/${two.id}`)
        .set('Authorization', admin)
        .send({ ...got.body, name: 'Renamed Samaj', eventsThisMonth: 99 })
        .expect(200);
      expect(upd.body).toMatchObject({ name: 'Renamed Samaj', eventsThisMonth: 0 });
      // The inferred languages sent back with the record are not taken as a choice.
      expect(upd.body.languagesChosen).toBe(false);
      const dup = await t.http
        .put(`/api/admin/organizations/${two.id}`)
        .set('Authorization', admin)
        .send({ contactEmail: one.contactEmail!.toUpperCase() })
        .expect(409);
      expect(dup.body.error).toBe('Organization with this email already exists');
      const cleared = await t.http
        .put(`/api/admin/organizations/${two.id}`)
        .set('Authorization', admin)
        .send({ contactEmail: '' })
        .expect(400);
      expect(cleared.body.fields.contactEmail).toMatch(/needs its contact email/);
      const noName = await t.http.put(`/api/admin/organizations/${two.id}`).set('Authorization', admin).send({ name: ' ' }).expect(400);
      expect(noName.body.error).toBe('Organization name is required');
    });

    it('delete answers the record and removes its events', async () => {
      const o = await makeOrganization(t.ds);
      const e = await makeEvent(t.ds, { organizationId: o.id });
      const r = await t.http.delete(`/api/admin/organizations/${o.id}`).set('Authorization', admin).expect(200);
      expect(r.body).toMatchObject({ id: o.id, name: o.name });
      expect(await t.ds.getRepository(Event).existsBy({ id: e.id })).toBe(false);
    });
  });

  describe('contact messages, community stats, summary', () => {
    it('contact messages: newest first, filter handled, mark handled with the whole record', async () => {
      await t.ds.query(`DELETE FROM contact_messages`);
      const repo = t.ds.getRepository(ContactMessage);
      const old = await repo.save({ name: 'Ravi', email: 'ravi@example.org', subject: 'Promotion', message: 'How much?' });
      await t.ds.query(`UPDATE contact_messages SET "createdAt" = now() - interval '1 day' WHERE id = $1`, [old.id]);
      const recent = await repo.save({ name: 'Meera', email: 'meera@example.org', subject: 'Bug', message: 'Broken link' });
      const r = await t.http.get('/api/admin/contact-messages').set('Authorization', admin).expect(200);
      expect(r.body.map((m: { id: string }) => m.id)).toEqual([recent.id, old.id]);
      expect(r.headers['content-range']).toBe('contact-messages 0-1/2');
      const upd = await t.http
        .put(`/api/admin/contact-messages/${old.id}`)
        .set('Authorization', admin)
        .send({ ...r.body[1], handled: true })
        .expect(200);
      expect(upd.body).toMatchObject({ id: old.id, handled: true, handledAt: expect.any(String), message: 'How much?' });
      const open = await t.http
        .get('/api/admin/contact-messages')
        .query({ filter: '{"handled":false}' })
        .set('Authorization', admin)
        .expect(200);
      expect(open.body.map((m: { id: string }) => m.id)).toEqual([recent.id]);
      const bad = await t.http
        .put(`/api/admin/contact-messages/${old.id}`)
        .set('Authorization', admin)
        .send({ handled: 'yes' })
        .expect(400);
      expect(bad.body.error).toBe('handled must be true or false');
      const tamper = await t.http
        .put(`/api/admin/contact-messages/${old.id}`)
        .set('Authorization', admin)
        .send({ handled: true, message: 'changed' })
        .expect(200);
      expect(tamper.body.message).toBe('How much?');
    });

    it('community stats: the home page figures can be edited', async () => {
      const r = await t.http.get('/api/admin/community-stats').set('Authorization', admin).expect(200);
      expect(r.headers['content-range']).toBe('community-stats 0-0/1');
      const row = r.body[0];
      expect(row).toMatchObject({ region: 'national' });
      const upd = await t.http
        .put(`/api/admin/community-stats/${row.id}`)
        .set('Authorization', admin)
        .send({ ...row, totalFamilies: 15000, monthlyViews: 200000, region: 'hacked' })
        .expect(200);
      expect(upd.body).toMatchObject({ region: 'national', totalFamilies: 15000, monthlyViews: 200000 });
      expect(new Date(upd.body.lastUpdated).getTime()).toBeGreaterThanOrEqual(new Date(row.lastUpdated).getTime());
      const stats = await t.http.get('/api/stats').expect(200);
      expect(stats.body).toMatchObject({ totalFamilies: 15000, monthlyViews: 200000 });
      const bad = await t.http
        .put(`/api/admin/community-stats/${row.id}`)
        .set('Authorization', admin)
        .send({ totalFamilies: -1 })
        .expect(400);
      expect(bad.body.error).toBe('NRI families must be 0 or more');
      const bad2 = await t.http
        .put(`/api/admin/community-stats/${row.id}`)
        .set('Authorization', admin)
        .send({ monthlyViews: '12.6K' })
        .expect(400);
      expect(bad2.body.error).toBe('Monthly views must be a whole number');
    });

    it('summary counts the queues', async () => {
      await t.ds.query(`UPDATE organizations SET "isApproved" = true`);
      await t.ds.query(`UPDATE events SET "isApproved" = true`);
      await t.ds.query(`UPDATE contact_messages SET handled = true`);
      await makeOrganization(t.ds, { isApproved: false });
      await makeOrganization(t.ds, { isApproved: false, rejectionReason: 'Spam' });
      await makeEvent(t.ds, { isApproved: false });
      await makeEvent(t.ds, { isApproved: false });
      await t.ds.getRepository(ContactMessage).save({ name: 'A', email: 'a@example.org', subject: 'S', message: 'M' });
      await t.ds
        .getRepository(ScrapingSource)
        .save({ name: 'Feed', type: 'calendar', url: `https://feeds.example.org/${crypto.randomUUID()}.ics`, active: false });
      const sources = await t.ds.getRepository(ScrapingSource).count();
      const active = await t.ds.getRepository(ScrapingSource).countBy({ active: true });
      expect(active).toBeLessThan(sources);
      const r = await t.http.get('/api/admin/summary').set('Authorization', admin).expect(200);
      expect(r.body).toEqual({
        pendingOrganizations: 1,
        pendingEvents: 2,
        unhandledMessages: 1,
        scrapingSources: sources,
        activeScrapingSources: active,
      });
    });
  });

  it('the OpenAPI document describes the organizer and admin endpoints with their DTOs', async () => {
    const doc = (await t.http.get('/api/docs-json').expect(200)).body;
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/org/signup',
      '/api/org/login',
      '/api/org/me',
      '/api/org/logout',
      '/api/admin/login',
      '/api/admin/me',
      '/api/admin/logout',
      '/api/admin/summary',
      '/api/events',
      '/api/events/{id}',
      '/api/organizations/{id}/events',
      '/api/admin/events/pending',
      '/api/admin/events/{id}/approve',
      '/api/admin/events/{id}/reject',
      '/api/admin/events',
      '/api/admin/events/{id}',
      '/api/admin/organizations/pending',
      '/api/admin/organizations/{id}/approve',
      '/api/admin/organizations/{id}/reject',
      '/api/admin/organizations',
      '/api/admin/organizations/{id}',
      '/api/admin/contact-messages',
      '/api/admin/contact-messages/{id}',
      '/api/admin/community-stats',
      '/api/admin/community-stats/{id}',
    ])
      expect(paths).toContain(p);
    const schemas = doc.components.schemas;
    for (const s of [
      'OrgSignupDto',
      'OrgLoginDto',
      'TokenResponse',
      'OrgProfileResponse',
      'AdminLoginDto',
      'AdminLoginResponse',
      'CreateEventDto',
      'UpdateEventDto',
      'AdminUpdateEventDto',
      'ManagedEventResponse',
      'AdminOrganizationResponse',
      'RejectDto',
      'AdminSummaryResponse',
    ]) {
      expect(Object.keys(schemas)).toContain(s);
    }
    expect(Object.keys(schemas.CreateEventDto.properties)).toEqual(
      expect.arrayContaining(['title', 'category', 'date', 'startTime', 'venue', 'city', 'state', 'price', 'organizationId']),
    );
    expect(schemas.CreateEventDto.properties.isApproved).toBeUndefined();
    expect(doc.paths['/api/admin/events'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['sort', 'range', 'filter']),
    );
  });
});
