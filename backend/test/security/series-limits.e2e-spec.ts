import { PENDING_SERIES_TOO_LONG } from '../../src/events/event-series.service';
import { RATE_LIMITS } from '../../src/rate-limit/rate-limits';
import { daysFromToday, makeOrganization, organizerToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 35 item 10: one POST /api/event-series counted once against the 60-an-hour creation limit and
 * stored up to 53 events, even for an organization nobody had approved. Now every date counts, and an
 * organization waiting for approval may add at most 8 dates in a series.
 */
describe('event series and the creation limit (RATE_LIMITS on)', () => {
  let t: TestApp;
  const series = (title: string, weeks: number) => ({
    title,
    description: 'Weekly satsang with bhajans.',
    category: 'Religious Festivals',
    date: daysFromToday(3),
    startTime: '10:00 AM',
    venue: 'Community Hall',
    city: 'Dallas',
    state: 'TX',
    isFree: true,
    recurrence: { frequency: 'weekly', until: daysFromToday(3 + 7 * (weeks - 1)) },
  });
  const count = async (orgId: string) =>
    (await t.ds.query(`SELECT count(*)::int AS n FROM events WHERE "organizationId" = $1`, [orgId]))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('a year of weekly dates counts 53 of the 60; the next series of 10 is a 429 and writes nothing', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    const year = await t.http.post('/api/event-series').set('Authorization', auth).send(series('Sunday Satsang', 53)).expect(201);
    expect(year.body.occurrences).toHaveLength(53);
    const refused = await t.http.post('/api/event-series').set('Authorization', auth).send(series('Tuesday Yoga', 10)).expect(429);
    expect(refused.body.message).toMatch(new RegExp(`^Too many ${RATE_LIMITS['event-create'].what}\\. Please try again in`));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count(org.id)).toBe(53);
    // What is left of the hour is still there for single events (53 + the refused request + 6 = 60).
    for (let i = 0; i < 6; i++) {
      await t.http
        .post('/api/events')
        .set('Authorization', auth)
        .send({ ...series(`One-off ${i}`, 1), recurrence: undefined })
        .expect(201);
    }
    await t.http
      .post('/api/events')
      .set('Authorization', auth)
      .send({ ...series('One too many', 1), recurrence: undefined })
      .expect(429);
    expect(await count(org.id)).toBe(59);
  });

  it('an organization waiting for approval: at most 8 dates (a 9-date series is a 400 and writes nothing)', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    const long = await t.http.post('/api/event-series').set('Authorization', auth).send(series('Nine Weeks of Garba', 9)).expect(400);
    expect(long.body.message).toBe(PENDING_SERIES_TOO_LONG);
    expect(await count(org.id)).toBe(0);
    const eight = await t.http.post('/api/event-series').set('Authorization', auth).send(series('Eight Weeks of Garba', 8)).expect(201);
    expect(eight.body.occurrences).toHaveLength(8);
    expect(eight.body.occurrences.every((e: { isApproved: boolean }) => !e.isApproved)).toBe(true);
  });

  it('admins are not counted and not capped', async () => {
    const org = await makeOrganization(t.ds, { isApproved: false });
    const login = await t.http.post('/api/admin/login').send({ username: 'admin', password: 'test-admin-password' }).expect(200);
    for (let i = 0; i < 2; i++)
      await t.http
        .post('/api/event-series')
        .set('Authorization', `Bearer ${login.body.token}`)
        .send({ ...series(`Admin Series ${i}`, 53), organizationId: org.id })
        .expect(201);
    expect(await count(org.id)).toBe(106);
  });
});
