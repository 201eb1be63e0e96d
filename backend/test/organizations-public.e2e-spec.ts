import { Organization } from '../src/organizations/organization.entity';
import { adminToken, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** POST /api/organizations (public submission, admin creation) and GET /api/organizations (pickers). */
describe('organizations: public submission and picker list', () => {
  let t: TestApp;
  let admin: string;
  const valid = () => ({
    name: 'Houston Telugu Association',
    description: 'Telugu culture and festivals in Houston.',
    website: 'https://hta.example.org',
    eventsPageUrl: 'https://hta.example.org/events',
    contactEmail: 'Events@HTA.example.org',
    contactPhone: '713-555-0142',
    city: 'Houston',
    state: 'tx',
    submittedBy: 'visitor-3f9c2a71-5b1e-4c1d-9a0e-2b7f7c1d8e4a',
  });
  const count = () => t.ds.getRepository(Organization).count();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a public submission pending approval, normalised, with a moderation score', async () => {
    const r = await t.http.post('/api/organizations').send(valid()).expect(201);
    expect(r.body).toMatchObject({
      name: 'Houston Telugu Association',
      website: 'https://hta.example.org',
      eventsPageUrl: 'https://hta.example.org/events',
      contactEmail: 'events@hta.example.org',
      contactPhone: '(713) 555-0142',
      city: 'Houston',
      state: 'TX',
      isApproved: false,
    });
    expect(r.body.passwordHash).toBeUndefined();
    const row = await t.ds.getRepository(Organization).findOneByOrFail({ id: r.body.id });
    expect(row).toMatchObject({
      isApproved: false,
      isRegistered: false,
      submittedBy: valid().submittedBy,
      moderationScore: 0,
      moderationFlags: [],
    });
  });

  it('accepts only name, city, state and submittedBy; optional fields may be empty', async () => {
    const r = await t.http
      .post('/api/organizations')
      .send({
        name: '  Atlanta Marathi Mandal ',
        city: 'Atlanta',
        state: 'GA',
        submittedBy: 'visitor-abc12345',
        description: '',
        website: '',
        contactEmail: '',
        contactPhone: '',
        eventsPageUrl: '',
      })
      .expect(201);
    expect(r.body).toMatchObject({
      name: 'Atlanta Marathi Mandal',
      website: null,
      contactEmail: null,
      contactPhone: null,
      description: null,
      eventsPageUrl: null,
    });
  });

  it('completes a website typed without https:// (as people type it)', async () => {
    const r = await t.http
      .post('/api/organizations')
      .send({ ...valid(), website: 'svtemple-austin.org', eventsPageUrl: 'svtemple-austin.org/calendar' })
      .expect(201);
    expect(r.body).toMatchObject({ website: 'https://svtemple-austin.org', eventsPageUrl: 'https://svtemple-austin.org/calendar' });
  });

  it('with an admin token creates an approved organization (submittedBy optional)', async () => {
    const { submittedBy: _omit, ...body } = valid();
    const r = await t.http
      .post('/api/organizations')
      .set('Authorization', `Bearer ${admin}`)
      .send({ ...body, name: 'Admin Added Org' })
      .expect(201);
    expect(r.body.isApproved).toBe(true);
    const row = await t.ds.getRepository(Organization).findOneByOrFail({ id: r.body.id });
    expect(row.submittedBy).toBe('admin:admin');
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['missing name', { name: undefined }, 'Organization name is required'],
      ['blank name', { name: '   ' }, 'Organization name is required'],
      ['name not text', { name: 123 }, 'Organization name is required'],
      ['name too long', { name: 'x'.repeat(201) }, 'Organization name must be at most 200 characters'],
      ['missing city', { city: undefined }, 'City is required'],
      ['missing state', { state: undefined }, 'State is required'],
      ['DC is not a state', { state: 'DC' }, 'State must be one of the 50 US state codes, e.g. TX'],
      ['unknown state', { state: 'ZZ' }, 'State must be one of the 50 US state codes, e.g. TX'],
      ['bad email', { contactEmail: 'not-an-email' }, 'Please enter a valid email'],
      ['javascript: website', { website: 'javascript:alert(1)' }, 'Website must be a web address starting with http:// or https://'],
      [
        'ftp events page',
        { eventsPageUrl: 'ftp://hta.example.org/events' },
        'Events page must be a web address starting with http:// or https://',
      ],
      ['bad phone', { contactPhone: 'call me maybe' }, 'Please enter a valid US phone number'],
      ['foreign phone', { contactPhone: '+44 20 7946 0958' }, 'Please enter a valid US phone number'],
      ['description too long', { description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
      ['missing submittedBy', { submittedBy: undefined }, 'submittedBy is required'],
      ['odd submittedBy', { submittedBy: 'a b<script>' }, 'submittedBy must be 1-100 letters, digits or . _ : -'],
      ['self-approval attempt', { isApproved: true }, 'property isApproved should not exist'],
      ['unknown field', { passwordHash: 'x' }, 'property passwordHash should not exist'],
    ];
    it.each(cases)('%s', async (_name, change, message) => {
      const before = await count();
      const body: Record<string, unknown> = { ...valid(), ...change };
      for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
      const r = await t.http.post('/api/organizations').send(body);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(message);
      expect(await count()).toBe(before);
    });

    it('a non-JSON or empty body', async () => {
      const before = await count();
      expect((await t.http.post('/api/organizations').set('Content-Type', 'application/json').send('{"name":')).status).toBe(400);
      expect((await t.http.post('/api/organizations').send({})).status).toBe(400);
      expect((await t.http.post('/api/organizations').send([valid()])).status).toBe(400);
      expect(await count()).toBe(before);
    });
  });

  describe('GET /api/organizations', () => {
    beforeAll(async () => {
      await makeOrganization(t.ds, { name: 'Chicago Bengali Club', isApproved: true });
      await makeOrganization(t.ds, { name: 'Chicago Pending Sabha', isApproved: false });
      await makeOrganization(t.ds, { name: '100% Desi_Club', isApproved: true });
    });

    it('lists approved organizations by name for anyone, every organization for admins', async () => {
      const pub = await t.http.get('/api/organizations').expect(200);
      const names = pub.body.map((o: { name: string }) => o.name);
      expect(names).toEqual(['100% Desi_Club', 'Admin Added Org', 'Chicago Bengali Club']);
      expect(pub.headers['x-total-count']).toBe('3');
      expect(pub.body.every((o: { isApproved: boolean }) => o.isApproved)).toBe(true);
      const all = await t.http.get('/api/organizations').set('Authorization', `Bearer ${admin}`).expect(200);
      expect(all.body.map((o: { name: string }) => o.name)).toEqual(
        expect.arrayContaining(['Chicago Pending Sabha', 'Houston Telugu Association', 'Chicago Bengali Club']),
      );
    });

    it('filters by part of the name (case-insensitive, literal)', async () => {
      expect((await t.http.get('/api/organizations?q=CHICAGO').expect(200)).body.map((o: { name: string }) => o.name)).toEqual([
        'Chicago Bengali Club',
      ]);
      const admins = await t.http.get('/api/organizations?q=chicago').set('Authorization', `Bearer ${admin}`).expect(200);
      expect(admins.body.map((o: { name: string }) => o.name)).toEqual(['Chicago Bengali Club', 'Chicago Pending Sabha']);
      expect((await t.http.get('/api/organizations?q=%25').expect(200)).body.map((o: { name: string }) => o.name)).toEqual([
        '100% Desi_Club',
      ]);
      expect((await t.http.get('/api/organizations?q=_').expect(200)).body.map((o: { name: string }) => o.name)).toEqual([
        '100% Desi_Club',
      ]);
    });

    it('pages and validates its parameters', async () => {
      const r = await t.http.get('/api/organizations?limit=1&offset=1').expect(200);
      expect(r.body.map((o: { name: string }) => o.name)).toEqual(['Admin Added Org']);
      expect(r.headers['x-total-count']).toBe('3');
      expect((await t.http.get('/api/organizations?limit=abc')).status).toBe(400);
      expect((await t.http.get('/api/organizations?limit=501')).status).toBe(400);
      expect((await t.http.get('/api/organizations?sort=name')).status).toBe(400);
    });
  });
});
