import { MODERATION_CONFIG } from '../src/moderation/moderation.config';
import { riskLevelOf } from '../src/moderation/risk-level';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * What the console ranks and counts (issue 22, item 8): riskLevel served with every admin answer of
 * an event or organization, the approval queues ordered by risk then age and paged on the server,
 * the pending counts, and the events list upcoming-first.
 */
describe('the console API: risk levels, queue order, counts, upcoming-first', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  const { medium, high } = MODERATION_CONFIG.riskLevels;

  beforeAll(async () => {
    t = await createTestApp();
    admin = { Authorization: `Bearer ${await adminToken(t.app)}` };
  });
  afterAll(() => t.close());

  /** Sets createdAt `minutes` ago, so queue ages are known. */
  const age = (table: 'events' | 'organizations', id: string, minutes: number) =>
    t.ds.query(`UPDATE ${table} SET "createdAt" = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]);
  const clearQueues = async () => {
    await t.ds.query(`DELETE FROM events WHERE NOT "isApproved"`);
    await t.ds.query(`UPDATE organizations SET "isApproved" = true WHERE NOT "isApproved" AND "rejectionReason" IS NULL`);
  };

  it("scores issue 22's examples High as an organizer submits them, ahead of older Medium and clean events", async () => {
    await clearQueues();
    const org = await makeOrganization(t.ds, { isApproved: true, isRegistered: true });
    const organizer = { Authorization: `Bearer ${await organizerToken(t.app, org)}` };
    const submit = async (title: string, description?: string) => {
      const r = await t.http
        .post('/api/events')
        .set(organizer)
        .send({
          title,
          description,
          category: 'Community Meetups',
          date: daysFromToday(20),
          startTime: '7:00 PM',
          venue: 'Online',
          city: 'Dallas',
          state: 'TX',
          isFree: true,
        })
        .expect(201);
      return r.body as { id: string; isApproved: boolean; moderationScore: number; riskLevel: string };
    };
    // Oldest first: a Medium event (placeholder title), then the two High examples.
    const medium1 = await submit('Test Event', 'Testing the form before our real listing.');
    const crypto = await submit('BEST CRYPTO DEALS $$$ casino');
    const iphone = await submit('FREE iPhone giveaway… guaranteed returns');
    // A clean event of an organization awaiting approval waits too, at Low.
    const waitingOrg = await makeOrganization(t.ds, { isApproved: false, isRegistered: true });
    const clean = await t.http
      .post('/api/events')
      .set({ Authorization: `Bearer ${await organizerToken(t.app, waitingOrg)}` })
      .send({
        title: 'Bal Vihar Sunday Class',
        category: 'Educational',
        date: daysFromToday(10),
        startTime: '10:00 AM',
        venue: 'Ganesh Mandir',
        city: 'Dallas',
        state: 'TX',
        isFree: true,
      })
      .expect(201);
    await age('events', clean.body.id, 60);
    await age('events', medium1.id, 30);
    await age('events', crypto.id, 20);
    await age('events', iphone.id, 10);

    expect([crypto, iphone].map((e) => [e.isApproved, e.riskLevel])).toEqual([
      [false, 'high'],
      [false, 'high'],
    ]);
    expect(medium1).toMatchObject({ isApproved: false, riskLevel: 'medium' });
    expect(clean.body).toMatchObject({ isApproved: false, moderationScore: 0, riskLevel: 'low' });

    const queue = await t.http.get('/api/admin/events/pending').set(admin).expect(200);
    expect(queue.body.map((e: { id: string; riskLevel: string }) => [e.id, e.riskLevel])).toEqual([
      [crypto.id, 'high'],
      [iphone.id, 'high'],
      [medium1.id, 'medium'],
      [clean.body.id, 'low'],
    ]);
    // Every admin answer of an event carries its level: the list, one event, the re-run.
    const listed = await t.http
      .get('/api/admin/events')
      .query({ filter: JSON.stringify({ id: [crypto.id] }) })
      .set(admin)
      .expect(200);
    expect(listed.body[0]).toMatchObject({ id: crypto.id, riskLevel: 'high' });
    expect((await t.http.get(`/api/admin/events/${iphone.id}`).set(admin).expect(200)).body.riskLevel).toBe('high');
    const rerun = await t.http.post(`/api/admin/moderation/events/${crypto.id}`).set(admin).expect(200);
    expect(rerun.body).toMatchObject({ riskLevel: 'high', moderationScore: crypto.moderationScore });
  });

  it('pages the event queue on the server in risk-then-age order (High, Medium, Low; oldest first within each)', async () => {
    await clearQueues();
    const scores = [0, high, medium, 0, high + 40, medium + 10, 10, high, 0, medium];
    const made: Array<{ id: string; score: number; minutesAgo: number }> = [];
    for (let i = 0; i < 60; i++) {
      const score = scores[i % scores.length];
      const e = await makeEvent(t.ds, { isApproved: false, moderationScore: score, moderationFlags: score ? ['Looks like spam'] : [] });
      const minutesAgo = 1000 - i * 7;
      await age('events', e.id, minutesAgo);
      made.push({ id: e.id, score, minutesAgo });
    }
    const rank = { high: 2, medium: 1, low: 0 };
    const expected = [...made]
      .sort((a, b) => rank[riskLevelOf(b.score)] - rank[riskLevelOf(a.score)] || b.minutesAgo - a.minutesAgo)
      .map((e) => e.id);

    const first = await t.http.get('/api/admin/events/pending').set(admin).expect(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers['content-range']).toBe('events 0-49/60');
    const second = await t.http.get('/api/admin/events/pending').query({ range: '[50,99]' }).set(admin).expect(200);
    expect(second.headers['content-range']).toBe('events 50-59/60');
    expect([...first.body, ...second.body].map((e: { id: string }) => e.id)).toEqual(expected);
    expect(first.body[0].riskLevel).toBe('high');
    expect(second.body.at(-1).riskLevel).toBe('low');

    // The exact reverse, and age alone, on request.
    const reversed = await t.http
      .get('/api/admin/events/pending')
      .query({ sort: '["risk","ASC"]', range: '[0,99]' })
      .set(admin)
      .expect(200);
    expect(reversed.body.map((e: { id: string }) => e.id)).toEqual([...expected].reverse());
    const byAge = await t.http
      .get('/api/admin/events/pending')
      .query({ sort: '["createdAt","ASC"]', range: '[0,99]' })
      .set(admin)
      .expect(200);
    expect(byAge.body.map((e: { id: string }) => e.id)).toEqual(made.map((e) => e.id));
    const bad = await t.http.get('/api/admin/events/pending').query({ sort: '["moderationScore","DESC"]' }).set(admin).expect(400);
    expect(bad.body.error).toBe('Cannot sort events by "moderationScore". Sortable fields: risk, createdAt');
  });

  it('orders the organization queue by risk then age and serves riskLevel on every organization answer', async () => {
    await clearQueues();
    const older = await makeOrganization(t.ds, { isApproved: false });
    const spam = await makeOrganization(t.ds, {
      isApproved: false,
      moderationScore: high + 10,
      moderationFlags: ['Contact email uses a disposable email domain (mailinator.com)'],
    });
    const junk = await makeOrganization(t.ds, {
      isApproved: false,
      moderationScore: medium,
      moderationFlags: ['Name looks like placeholder text ("Test Org")'],
    });
    await makeOrganization(t.ds, { isApproved: false, rejectionReason: 'Spam', moderationScore: high });
    await age('organizations', older.id, 300);
    await age('organizations', spam.id, 200);
    await age('organizations', junk.id, 100);

    const queue = await t.http.get('/api/admin/organizations/pending').set(admin).expect(200);
    expect(queue.body.map((o: { id: string; riskLevel: string }) => [o.id, o.riskLevel])).toEqual([
      [spam.id, 'high'],
      [junk.id, 'medium'],
      [older.id, 'low'],
    ]);
    expect(queue.headers['content-range']).toBe('organizations 0-2/3');
    const listed = await t.http
      .get('/api/admin/organizations')
      .query({ filter: JSON.stringify({ id: [spam.id, older.id] }) })
      .set(admin)
      .expect(200);
    expect(Object.fromEntries(listed.body.map((o: { id: string; riskLevel: string }) => [o.id, o.riskLevel]))).toEqual({
      [spam.id]: 'high',
      [older.id]: 'low',
    });
    expect((await t.http.get(`/api/admin/organizations/${junk.id}`).set(admin).expect(200)).body.riskLevel).toBe('medium');
  });

  it('counts what waits (GET /api/admin/summary), and the counts follow approvals and rejections', async () => {
    await clearQueues();
    const org = await makeOrganization(t.ds, { isApproved: false });
    const other = await makeOrganization(t.ds, { isApproved: false });
    const host = await makeOrganization(t.ds, { isApproved: true });
    const events = await Promise.all([1, 2, 3].map(() => makeEvent(t.ds, { organizationId: host.id, isApproved: false })));
    const counts = async () => {
      const r = await t.http.get('/api/admin/summary').set(admin).expect(200);
      return [r.body.pendingOrganizations, r.body.pendingEvents];
    };
    expect(await counts()).toEqual([2, 3]);
    await t.http.put(`/api/admin/organizations/${org.id}/approve`).set(admin).expect(200);
    await t.http.put(`/api/admin/organizations/${other.id}/reject`).set(admin).send({ reason: 'Not a community organization' }).expect(200);
    await t.http.put(`/api/admin/events/${events[0].id}/approve`).set(admin).expect(200);
    await t.http.put(`/api/admin/events/${events[1].id}/reject`).set(admin).send({}).expect(200);
    expect(await counts()).toEqual([0, 1]);
  });

  it('lists events upcoming-first: this week soonest first, then past events latest first (sort upcoming); DESC is the reverse', async () => {
    await t.ds.query('DELETE FROM events');
    const org = await makeOrganization(t.ds, { isApproved: true });
    const at = async (days: number, startTime = '6:00 PM') =>
      (await makeEvent(t.ds, { organizationId: org.id, date: daysFromToday(days), startTime, title: `In ${days} days ${startTime}` })).id;
    const farPast = await at(-300);
    const lastWeek = await at(-6);
    const nextYear = await at(400);
    const tomorrowEvening = await at(3, '7:30 PM');
    const tomorrowMorning = await at(3, '9:00 AM');
    const thisWeek = await at(5);
    const list = (sort: string, range = '[0,24]') => t.http.get('/api/admin/events').query({ sort, range }).set(admin).expect(200);

    const upcoming = await list('["upcoming","ASC"]');
    expect(upcoming.body.map((e: { id: string }) => e.id)).toEqual([
      tomorrowMorning,
      tomorrowEvening,
      thisWeek,
      nextYear,
      lastWeek,
      farPast,
    ]);
    const reverse = await list('["upcoming","DESC"]');
    expect(reverse.body.map((e: { id: string }) => e.id)).toEqual([
      farPast,
      lastWeek,
      nextYear,
      thisWeek,
      tomorrowEvening,
      tomorrowMorning,
    ]);
    // Paged on the server: page 2 continues where page 1 stopped.
    const page2 = await list('["upcoming","ASC"]', '[2,3]');
    expect(page2.body.map((e: { id: string }) => e.id)).toEqual([thisWeek, nextYear]);
    expect(page2.headers['content-range']).toBe('events 2-3/6');
    // With a search and a filter too.
    const searched = await t.http
      .get('/api/admin/events')
      .query({ sort: '["upcoming","ASC"]', range: '[0,24]', filter: JSON.stringify({ q: 'days 6:00', status: 'approved' }) })
      .set(admin)
      .expect(200);
    expect(searched.body.map((e: { id: string }) => e.id)).toEqual([thisWeek, nextYear, lastWeek, farPast]);
  });
});
