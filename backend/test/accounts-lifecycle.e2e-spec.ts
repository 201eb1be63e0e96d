import { REJECTED_ORGANIZER_SIGNUP, REAPPLY_NOT_REJECTED } from '../src/auth/org-auth.service';
import { REAPPLIED_WAITING } from '../src/auth/organizer-account';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { TEST_ADMIN } from './support/test-constants';

const PASSWORD = 'correct horse battery 9';
const eventBody = () => ({
  title: 'Holi Colour Run',
  category: 'Cultural Events',
  date: daysFromToday(30),
  startTime: '10:00 AM',
  venue: 'Zilker Park',
  city: 'Austin',
  state: 'TX',
  isFree: true,
});

describe('rejected organizations, re-applying, removed admins, paged queues', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
  });
  afterAll(() => t?.close());

  const signup = (email: string) =>
    t.http.post('/api/org/signup').send({
      name: `Sangam ${email}`,
      description: 'Cultural programs for families.',
      contactEmail: email,
      password: PASSWORD,
      city: 'Austin',
      state: 'TX',
    });
  const login = (email: string) => t.http.post('/api/org/login').send({ email, password: PASSWORD });
  const pendingIds = async () =>
    ((await t.http.get('/api/admin/organizations/pending?range=[0,199]').set('Authorization', admin)).body as { id: string }[]).map(
      (o) => o.id,
    );

  describe('a rejected organization', () => {
    let token: string;
    let orgId: string;
    let eventId: string;
    beforeAll(async () => {
      token = `Bearer ${(await signup('rejected@life.example.org').expect(201)).body.token}`;
      orgId = (await t.http.get('/api/org/me').set('Authorization', token).expect(200)).body.id;
      eventId = (await t.http.post('/api/events').set('Authorization', token).send(eventBody()).expect(201)).body.id;
      await t.http
        .put(`/api/admin/organizations/${orgId}/reject`)
        .set('Authorization', admin)
        .send({ reason: 'Not a community organization' })
        .expect(200);
    });

    it("its token no longer writes: 403 'Your organization was not approved: {reason}', nothing changes", async () => {
      const message = 'Your organization was not approved: Not a community organization';
      const create = await t.http.post('/api/events').set('Authorization', token).send(eventBody());
      expect(create.status).toBe(403);
      expect(create.body.message).toBe(message);
      const edit = await t.http.put(`/api/events/${eventId}`).set('Authorization', token).send({ title: 'Changed' });
      expect([edit.status, edit.body.message]).toEqual([403, message]);
      const del = await t.http.delete(`/api/events/${eventId}`).set('Authorization', token);
      expect([del.status, del.body.message]).toEqual([403, message]);
      const [row] = await t.ds.query('SELECT title FROM events WHERE id = $1', [eventId]);
      expect(row.title).toBe('Holi Colour Run');
      // Reading still works: the dashboard shows the reason.
      const me = await t.http.get('/api/org/me').set('Authorization', token).expect(200);
      expect(me.body).toMatchObject({ isApproved: false, rejectionReason: 'Not a community organization' });
      await t.http.get(`/api/organizations/${orgId}/events`).set('Authorization', token).expect(200);
    });

    it('signs in (to see why and re-apply), and cannot sign up again with the same email', async () => {
      const r = await login('rejected@life.example.org').expect(200);
      const me = await t.http.get('/api/org/me').set('Authorization', `Bearer ${r.body.token}`).expect(200);
      expect(me.body.rejectionReason).toBe('Not a community organization');
      const again = await signup('Rejected@life.example.org').expect(409);
      expect(again.body.message).toBe(REJECTED_ORGANIZER_SIGNUP);
      expect(await pendingIds()).not.toContain(orgId);
    });

    it('re-applies explicitly: back in the pending queue, but writes wait for an admin; a second re-apply is a 409', async () => {
      const r = await t.http.post('/api/org/reapply').set('Authorization', token).expect(200);
      expect(r.body).toMatchObject({ id: orgId, isApproved: false, rejectionReason: null, reappliedAt: expect.any(String) });
      expect(await pendingIds()).toContain(orgId);
      // Issue 35 item 11: re-applying does not undo the rejection; only an admin's approval does.
      const before = await t.ds.query(`SELECT count(*)::int AS n FROM events WHERE "organizationId" = $1`, [orgId]);
      const create = await t.http.post('/api/events').set('Authorization', token).send(eventBody()).expect(403);
      expect(create.body.message).toBe(REAPPLIED_WAITING);
      const edit = await t.http.put(`/api/events/${eventId}`).set('Authorization', token).send({ title: 'Changed' }).expect(403);
      expect(edit.body.message).toBe(REAPPLIED_WAITING);
      expect(await t.ds.query(`SELECT count(*)::int AS n FROM events WHERE "organizationId" = $1`, [orgId])).toEqual(before);
      await t.http.get('/api/org/me').set('Authorization', token).expect(200);
      const twice = await t.http.post('/api/org/reapply').set('Authorization', token).expect(409);
      expect(twice.body.message).toBe(REAPPLY_NOT_REJECTED);
      // Only one organization with that email: re-applying is not a new sign-up.
      expect(
        await t.ds.query(`SELECT count(*)::int AS n FROM organizations WHERE lower("contactEmail") = 'rejected@life.example.org'`),
      ).toEqual([{ n: 1 }]);
    });

    it('rejected again: re-applying waits a week (429 with Retry-After); approved: writes work', async () => {
      await t.http.put(`/api/admin/organizations/${orgId}/reject`).set('Authorization', admin).send({ reason: 'Still not' }).expect(200);
      const soon = await t.http.post('/api/org/reapply').set('Authorization', token).expect(429);
      expect(soon.body.message).toBe('You can re-apply once a week. Please try again in 7 days.');
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(6 * 86_400);
      expect(await pendingIds()).not.toContain(orgId);
      await t.ds.query(`UPDATE organizations SET "reappliedAt" = "reappliedAt" - interval '7 days' WHERE id = $1`, [orgId]);
      await t.http.post('/api/org/reapply').set('Authorization', token).expect(200);
      await t.http.put(`/api/admin/organizations/${orgId}/approve`).set('Authorization', admin).expect(200);
      const created = await t.http.post('/api/events').set('Authorization', token).send(eventBody()).expect(201);
      expect(created.body.organizationId ?? orgId).toBe(orgId);
    });

    it('an approved organization cannot "re-apply" (409), and sign-out stays open to a rejected one', async () => {
      const org = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
      await t.http
        .post('/api/org/reapply')
        .set('Authorization', `Bearer ${await organizerToken(t.app, org)}`)
        .expect(409);
      const other = `Bearer ${(await signup('bye@life.example.org').expect(201)).body.token}`;
      const id = (await t.http.get('/api/org/me').set('Authorization', other)).body.id;
      await t.http.put(`/api/admin/organizations/${id}/reject`).set('Authorization', admin).send({}).expect(200);
      await t.http.post('/api/org/logout').set('Authorization', other).expect(204);
    });

    it('after an admin deletes it, the same email signs up as a new application waiting in the queue', async () => {
      const tok = `Bearer ${(await signup('gone@life.example.org').expect(201)).body.token}`;
      const id = (await t.http.get('/api/org/me').set('Authorization', tok)).body.id;
      await t.http.put(`/api/admin/organizations/${id}/reject`).set('Authorization', admin).send({ reason: 'Spam' }).expect(200);
      await t.http
        .delete(`/api/admin/organizations/${id}`)
        .set('Authorization', admin)
        .expect((r) => expect(r.status).toBeLessThan(300));
      await t.http.get('/api/org/me').set('Authorization', tok).expect(401);
      const fresh = `Bearer ${(await signup('gone@life.example.org').expect(201)).body.token}`;
      const me = (await t.http.get('/api/org/me').set('Authorization', fresh)).body;
      expect(me).toMatchObject({ isApproved: false, rejectionReason: null });
      expect(me.id).not.toBe(id);
      expect(await pendingIds()).toContain(me.id);
    });
  });

  describe('admin queues are paged', () => {
    it('GET /api/admin/events/pending and /organizations/pending answer 50 by default, X-Total-Count and Content-Range, and take range/sort', async () => {
      const org = await makeOrganization(t.ds, { isApproved: true });
      await t.ds.query('DELETE FROM events WHERE NOT "isApproved"');
      for (let i = 0; i < 60; i++) await makeEvent(t.ds, { organizationId: org.id, isApproved: false, title: `Pending ${i}` });
      const first = await t.http.get('/api/admin/events/pending').set('Authorization', admin).expect(200);
      expect(first.body).toHaveLength(50);
      expect(first.headers['x-total-count']).toBe('60');
      expect(first.headers['content-range']).toBe('events 0-49/60');
      expect(first.body[0].organization).toMatchObject({ id: org.id });
      const rest = await t.http.get('/api/admin/events/pending?range=[50,99]').set('Authorization', admin).expect(200);
      expect(rest.body).toHaveLength(10);
      expect(new Set([...first.body, ...rest.body].map((e: { id: string }) => e.id)).size).toBe(60);
      const newest = await t.http
        .get('/api/admin/events/pending?range=[0,0]&sort=["createdAt","DESC"]')
        .set('Authorization', admin)
        .expect(200);
      expect(newest.body[0].id).toBe(rest.body[9].id);
      await t.http.get('/api/admin/events/pending?range=[0,500]').set('Authorization', admin).expect(400);

      for (let i = 0; i < 55; i++) await makeOrganization(t.ds, { isApproved: false, name: `Queue ${i}` });
      const orgs = await t.http.get('/api/admin/organizations/pending').set('Authorization', admin).expect(200);
      expect(orgs.body).toHaveLength(50);
      const total = Number(orgs.headers['x-total-count']);
      expect(total).toBeGreaterThanOrEqual(55);
      expect(orgs.headers['content-range']).toBe(`organizations 0-49/${total}`);
    });
  });

  describe('admins from the environment', () => {
    it('changing ADMIN_USERNAME disables the previous admin (no sign-in, no token); configuring it again re-enables it', async () => {
      const oldToken = `Bearer ${(await t.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200)).body.token}`;
      const next = await createTestApp(
        { ADMIN_USERNAME: 'alice', ADMIN_PASSWORD: 'alice-password-1', ADMIN_EMAIL: 'alice@sangam.test' },
        { databaseUrl: t.databaseUrl },
      );
      try {
        await next.http.post('/api/admin/login').send({ username: 'alice', password: 'alice-password-1' }).expect(200);
        const refused = await next.http
          .post('/api/admin/login')
          .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
          .expect(401);
        expect(refused.body.message).toBe('Invalid username or password');
        await next.http.get('/api/admin/me').set('Authorization', oldToken).expect(401);
        // An admin made in the console is never disabled by start-up.
        await next.ds.query(
          `INSERT INTO admin_users (username, email, "passwordHash", "managedBy") VALUES ('carol', 'carol@sangam.test', 'x', 'console')`,
        );
      } finally {
        await next.app.close();
      }
      const back = await createTestApp({}, { databaseUrl: t.databaseUrl });
      try {
        await back.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
        await back.http.post('/api/admin/login').send({ username: 'alice', password: 'alice-password-1' }).expect(401);
        const rows = await back.ds.query(`SELECT username, "disabledAt" IS NOT NULL AS disabled FROM admin_users ORDER BY username`);
        expect(rows).toEqual([
          { username: TEST_ADMIN.username, disabled: false },
          { username: 'alice', disabled: true },
          { username: 'carol', disabled: false },
        ]);
      } finally {
        await back.app.close();
      }
      admin = `Bearer ${await adminToken(t.app)}`;
    });
  });
});
