import { FESTIVALS } from '../src/festivals/festival-definitions';
import { documentedExceptions } from '../src/festivals/festival-dates.seed';
import { adminToken, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** The console's festival dates API: a year's rows, one row's edit, and the disagreements with the computation. */
describe('admin festival dates API', () => {
  let t: TestApp;
  let admin: string;
  let organizer: string;
  const HOLI_PACIFIC = 'holi:2026:America/Los_Angeles';
  const path = (id: string) => `/api/admin/festival-dates/${encodeURIComponent(id)}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    organizer = `Bearer ${await organizerToken(t.app, await makeOrganization(t.ds, { isRegistered: true }))}`;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/admin/festival-dates?year=2026'],
    ['GET', '/api/admin/festival-dates/disagreements?year=2026'],
    ['GET', path(HOLI_PACIFIC)],
    ['PUT', path(HOLI_PACIFIC)],
  ])('%s %s is for admins only: 401 anonymous, 403 organizer', async (method, url) => {
    const call = () => (method === 'GET' ? t.http.get(url) : t.http.put(url).send({}));
    await call().expect(401);
    await (method === 'GET' ? t.http.get(url) : t.http.put(url).send({})).set('Authorization', organizer).expect(403);
  });

  it("lists a year's rows in date order, one per festival and time zone, with a react-admin total", async () => {
    const res = await t.http
      .get('/api/admin/festival-dates')
      .query({ filter: JSON.stringify({ year: 2026 }), range: '[0,9]' })
      .set('Authorization', admin)
      .expect(200);
    expect(res.headers['content-range']).toBe(`festival-dates 0-9/${FESTIVALS.length * 4}`);
    expect(res.body).toHaveLength(10);
    const dates = res.body.map((r: { mainDate: string }) => r.mainDate);
    expect(dates).toEqual([...dates].sort());
    expect(res.body[0]).toMatchObject({ year: 2026, updatedBy: null, id: `${res.body[0].festivalSlug}:2026:${res.body[0].timeZone}` });

    const diwali = await t.http
      .get('/api/admin/festival-dates?year=2026')
      .query({ filter: JSON.stringify({ q: 'diwali' }) })
      .set('Authorization', admin)
      .expect(200);
    expect(diwali.body.map((r: { timeZone: string }) => r.timeZone)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
    ]);
    expect(diwali.body[0]).toMatchObject({ festival: 'Diwali', startDate: '2026-11-06', mainDate: '2026-11-08', endDate: '2026-11-10' });
  });

  it('answers the documented exceptions as the disagreements of a shipped year, with their notes', async () => {
    const res = await t.http.get('/api/admin/festival-dates/disagreements?year=2027').set('Authorization', admin).expect(200);
    const expected = documentedExceptions().filter((e) => e.year === 2027);
    expect(res.body).toHaveLength(expected.length);
    for (const d of res.body) {
      const e = expected.find((x) => x.slug === d.festivalSlug && x.timeZone === d.timeZone);
      expect(d.note).toBe(e?.reason);
      expect(d.id).toBe(`${d.festivalSlug}:2027:${d.timeZone}`);
    }
  });

  it('saves an edit, records the admin, and the disagreement view shows it with its note', async () => {
    const before = await t.http.get(path(HOLI_PACIFIC)).set('Authorization', admin).expect(200);
    expect(before.body).toMatchObject({ festival: 'Holi', mainDate: '2026-03-03', updatedBy: null });
    const disagreementsOf = async () =>
      (await t.http.get('/api/admin/festival-dates/disagreements?year=2026').set('Authorization', admin).expect(200)).body.filter(
        (d: { festivalSlug: string }) => d.festivalSlug === 'holi',
      );
    expect(await disagreementsOf()).toEqual([]);

    const saved = await t.http
      .put(path(HOLI_PACIFIC))
      .set('Authorization', admin)
      .send({ startDate: '2026-03-07', mainDate: '2026-03-07', endDate: '2026-03-07', note: '  Bay Area temples celebrate on Saturday ' })
      .expect(200);
    expect(saved.body).toMatchObject({ mainDate: '2026-03-07', note: 'Bay Area temples celebrate on Saturday', updatedBy: 'admin' });

    expect(await disagreementsOf()).toEqual([
      {
        id: HOLI_PACIFIC,
        festivalSlug: 'holi',
        festival: 'Holi',
        year: 2026,
        timeZone: 'America/Los_Angeles',
        table: { startDate: '2026-03-07', mainDate: '2026-03-07', endDate: '2026-03-07' },
        computed: { startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03' },
        note: 'Bay Area temples celebrate on Saturday',
      },
    ]);

    // Back to the computed days (blank note clears it): the disagreement is gone.
    await t.http
      .put(path(HOLI_PACIFIC))
      .set('Authorization', admin)
      .send({ startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03', note: '' })
      .expect(200);
    expect(await disagreementsOf()).toEqual([]);
    expect((await t.http.get(path(HOLI_PACIFIC)).set('Authorization', admin).expect(200)).body.note).toBeNull();
  });

  it.each([
    [{ startDate: '2026-03-05', mainDate: '2026-03-04', endDate: '2026-03-06' }, 'Dates must be in order: start, main, end'],
    [{ startDate: '2025-12-31', mainDate: '2025-12-31', endDate: '2025-12-31' }, 'The main date must be in 2026'],
    [{ startDate: '2026-01-01', mainDate: '2026-03-03', endDate: '2026-03-03' }, 'A festival may span at most 31 days'],
    [{ startDate: '2026-02-30', mainDate: '2026-03-03', endDate: '2026-03-03' }, 'startDate must be a date (YYYY-MM-DD)'],
    [{ startDate: '2026-03-02', mainDate: 'March 3', endDate: '2026-03-03' }, 'mainDate must be a date (YYYY-MM-DD)'],
    [{ startDate: '2026-03-02', mainDate: '2026-03-03' }, 'endDate is required'],
    [
      { startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03', note: 'x'.repeat(1001) },
      'The note must be at most 1000 characters',
    ],
    [{ startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03', note: 7 }, 'The note must be text'],
    [{ startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03', year: 2027 }, 'property year should not exist'],
  ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const res = await t.http.put(path(HOLI_PACIFIC)).set('Authorization', admin).send(body).expect(400);
    expect(res.body.error).toBe(message);
    const row = (await t.http.get(path(HOLI_PACIFIC)).set('Authorization', admin).expect(200)).body;
    expect(row).toMatchObject({ startDate: '2026-03-02', mainDate: '2026-03-03', endDate: '2026-03-03' });
  });

  it.each([
    '/api/admin/festival-dates?year=1999',
    '/api/admin/festival-dates?year=next',
    '/api/admin/festival-dates/disagreements?year=2101',
  ])('%s answers 400 with the years the table holds', async (url) => {
    const res = await t.http.get(url).set('Authorization', admin).expect(400);
    expect(res.body.error).toBe('Year must be from 2000 to 2100');
  });

  it('answers 400 for an unknown filter and 404 for an unknown or malformed id', async () => {
    await t.http
      .get('/api/admin/festival-dates')
      .query({ filter: JSON.stringify({ city: 'Dallas' }) })
      .set('Authorization', admin)
      .expect(400);
    for (const id of ['nope:2026:America/New_York', 'holi:2026:Asia/Kolkata', 'holi', "holi:2026:America/New_York'--"]) {
      const res = await t.http.get(path(id)).set('Authorization', admin).expect(404);
      expect(res.body.error).toBe('Festival date not found');
    }
    await t.http
      .put(path('holi:2030:America/New_York'))
      .set('Authorization', admin)
      .send({ startDate: '2030-03-19', mainDate: '2030-03-19', endDate: '2030-03-19' })
      .expect(404);
  });
});
