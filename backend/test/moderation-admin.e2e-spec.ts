import { DataSource } from 'typeorm';
import { Event } from '../src/events/event.entity';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

describe('admin re-runs moderation (POST /api/admin/moderation/…)', () => {
  let t: TestApp;
  let admin: string;
  let organizer: string;
  let otherOrganizer: string;
  let org: Organization;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
    org = await makeOrganization(t.ds, {
      name: 'Dallas Garba Association',
      contactEmail: 'hello@dallasgarba.org',
      website: 'https://www.dallasgarba.org',
      isRegistered: true,
    });
    organizer = await organizerToken(t.app, org);
    otherOrganizer = await organizerToken(
      t.app,
      await makeOrganization(t.ds, { isRegistered: true, contactEmail: 'other@other-org.example.org' }),
    );
  });
  afterAll(() => t.close());

  const reload = (ds: DataSource, id: string) => ds.getRepository(Event).findOneByOrFail({ id });

  describe('events', () => {
    it('re-assesses the stored event, saves score, flags and duplicate, and answers the event with its organization', async () => {
      const date = daysFromToday(30);
      const original = await makeEvent(t.ds, { title: 'Sharad Purnima Garba Night', organizationId: org.id, date, city: 'Plano' });
      // Stored before moderation ran (score 0): a later re-run finds the scam phrase and the duplicate.
      const copy = await makeEvent(t.ds, {
        title: 'Sharad Purnima Garba Nite',
        description: 'Guaranteed income for volunteers!',
        organizationId: org.id,
        date,
        city: 'Plano',
        isApproved: false,
      });
      const res = await t.http.post(`/api/admin/moderation/events/${copy.id}`).set('Authorization', `Bearer ${admin}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: copy.id,
        title: 'Sharad Purnima Garba Nite',
        isApproved: false,
        duplicateOfId: original.id,
        organization: { id: org.id, name: 'Dallas Garba Association', contactEmail: 'hello@dallasgarba.org' },
      });
      expect(res.body.organization).not.toHaveProperty('passwordHash');
      expect(res.body.moderationFlags).toEqual(
        expect.arrayContaining([
          `Possible duplicate of "Sharad Purnima Garba Night" on ${date} (id ${original.id})`,
          'Contains scam phrase "guaranteed income"',
        ]),
      );
      expect(res.body.moderationScore).toBeGreaterThanOrEqual(100);
      expect(res.body.riskLevel).toBe('high');

      const stored = await reload(t.ds, copy.id);
      expect(stored.moderationScore).toBe(res.body.moderationScore);
      expect(stored.moderationFlags).toEqual(res.body.moderationFlags);
      expect(stored.duplicateOfId).toBe(original.id);
      expect(stored.isApproved).toBe(false);

      // The original is not a duplicate of its own copy.
      const again = await t.http.post(`/api/admin/moderation/events/${original.id}`).set('Authorization', `Bearer ${admin}`);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ moderationScore: 0, riskLevel: 'low', moderationFlags: [], duplicateOfId: null });
    });

    it('clears stale flags once the event is clean', async () => {
      const e = await makeEvent(t.ds, { title: 'Bal Vikas Shloka Competition', moderationScore: 7, moderationFlags: ['old flag'] });
      const res = await t.http.post(`/api/admin/moderation/events/${e.id}`).set('Authorization', `Bearer ${admin}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ moderationScore: 0, moderationFlags: [], duplicateOfId: null, organization: null });
      expect((await reload(t.ds, e.id)).moderationFlags).toEqual([]);
    });

    it('stores HTML as text and scores it', async () => {
      const e = await makeEvent(t.ds, { title: 'Holi on the Lawn', description: '<img src=x onerror=alert(1)> colours!' });
      const res = await t.http.post(`/api/admin/moderation/events/${e.id}`).set('Authorization', `Bearer ${admin}`);
      expect(res.status).toBe(200);
      expect(res.body.description).toBe('<img src=x onerror=alert(1)> colours!');
      expect(res.body.moderationFlags).toContain('Contains HTML or script markup (code that could run in a browser)');
    });

    it('401 anonymous, 403 organizers, 404 unknown, 400 malformed id; nothing written', async () => {
      const e = await makeEvent(t.ds, { title: 'Crypto giveaway night', organizationId: org.id });
      const anon = await t.http.post(`/api/admin/moderation/events/${e.id}`);
      expect(anon.status).toBe(401);
      const own = await t.http.post(`/api/admin/moderation/events/${e.id}`).set('Authorization', `Bearer ${organizer}`);
      expect(own.status).toBe(403);
      expect(own.body).toMatchObject({ statusCode: 403, code: 'admin_required', error: 'Admin access required' });
      const other = await t.http.post(`/api/admin/moderation/events/${e.id}`).set('Authorization', `Bearer ${otherOrganizer}`);
      expect(other.status).toBe(403);
      expect((await reload(t.ds, e.id)).moderationScore).toBe(0);

      const unknown = await t.http
        .post('/api/admin/moderation/events/00000000-0000-4000-8000-000000000000')
        .set('Authorization', `Bearer ${admin}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, code: 'event_not_found', error: 'Event not found' });
      const malformed = await t.http.post('/api/admin/moderation/events/not-a-uuid').set('Authorization', `Bearer ${admin}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ statusCode: 400, code: 'invalid_id', error: 'Invalid event id' });
    });
  });

  describe('organizations', () => {
    it('re-assesses the stored organization and saves score and flags', async () => {
      const o = await makeOrganization(t.ds, {
        name: 'Sangam Cash Club',
        contactEmail: 'promo@mailinator.com',
        website: 'https://www.sangamcashclub.org',
        isApproved: false,
      });
      const res = await t.http.post(`/api/admin/moderation/organizations/${o.id}`).set('Authorization', `Bearer ${admin}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: o.id, name: 'Sangam Cash Club', isApproved: false });
      expect(res.body.moderationFlags).toEqual([
        'Contact email uses a disposable email domain (mailinator.com)',
        'Website (sangamcashclub.org) and contact email (mailinator.com) are on different domains',
      ]);
      // A disposable email (abuse) and a domain mismatch (hint): High.
      expect(res.body).toMatchObject({ moderationScore: 80, riskLevel: 'high' });
      expect(res.body).not.toHaveProperty('passwordHash');
      const stored = await t.ds.getRepository(Organization).findOneByOrFail({ id: o.id });
      expect(stored).toMatchObject({ moderationScore: 80, isApproved: false });
    });

    it('401 anonymous, 403 organizer (even for its own organization), 404 unknown, 400 malformed id', async () => {
      expect((await t.http.post(`/api/admin/moderation/organizations/${org.id}`)).status).toBe(401);
      expect((await t.http.post(`/api/admin/moderation/organizations/${org.id}`).set('Authorization', `Bearer ${organizer}`)).status).toBe(
        403,
      );
      expect(
        (await t.http.post(`/api/admin/moderation/organizations/${org.id}`).set('Authorization', `Bearer ${otherOrganizer}`)).status,
      ).toBe(403);
      const unknown = await t.http
        .post('/api/admin/moderation/organizations/00000000-0000-4000-8000-000000000000')
        .set('Authorization', `Bearer ${admin}`);
      expect(unknown.body).toMatchObject({ statusCode: 404, code: 'organization_not_found', error: 'Organization not found' });
      const malformed = await t.http.post('/api/admin/moderation/organizations/123').set('Authorization', `Bearer ${admin}`);
      expect(malformed.body).toMatchObject({ statusCode: 400, error: 'Invalid organization id' });
    });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await t.http.get('/api/docs-json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/api/admin/moderation/events/{id}'].post.responses['200']).toBeDefined();
    expect(doc.body.paths['/api/admin/moderation/organizations/{id}'].post.responses['200']).toBeDefined();
  });
});
