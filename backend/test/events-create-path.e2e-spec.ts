import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { duplicatesQuery } from '../src/events/event-duplicates.sql';
import { LIVE_ONCE_ORGANIZATION_APPROVED_SQL } from '../src/events/event-rules';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, daysFromToday, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';
import { planNodes } from './support/plan';

/**
 * Creating an event is one transaction of plain statements (EventsService.create): the organization read, the
 * duplicate check, the insert and the "held for review" mail; the answer is the event read back. These tests pin what
 * the organizer sees of it.
 */
describe('POST /api/events: the create path answers and decides as the rules say', () => {
  let t: TestApp;
  let admin: string;
  let day = 400;
  const uniqueDay = () => daysFromToday((day++ % 500) + 1);

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const createBody = (title: string) => ({
    title,
    category: 'Cultural Events',
    date: uniqueDay(),
    startTime: '6:00 PM',
    venue: 'Community Hall',
    city: 'Irving',
    state: 'TX',
    isFree: true,
  });
  const reRead = async (id: string) => (await t.http.get(`/api/admin/events/${id}`).set('Authorization', admin).expect(200)).body;

  it('the create response equals the event read back (organizer and admin, every kind of field)', async () => {
    const org = await makeOrganization(t.ds, {
      isRegistered: true,
      isApproved: true,
      contactPhone: '(972) 555-0100',
      description: 'Garba and more.',
    });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    const bodies = [
      {
        title: 'Sharad Purnima Garba',
        description: 'Moonlight garba.',
        category: 'Cultural Events',
        date: uniqueDay(),
        startTime: '7:30 PM',
        endTime: '11:00 PM',
        venue: 'Plano Event Center',
        city: 'Plano',
        state: 'TX',
        price: '$15.50 at the door',
        ticketUrl: 'https://tickets.example.org/sp',
        imageUrl: 'https://img.example.org/sp.jpg',
      },
      {
        title: 'Free Yoga in the Park',
        category: 'Workshop',
        date: uniqueDay(),
        startTime: '8:00 AM',
        venue: 'Klyde Warren Park',
        city: 'Dallas',
        state: 'TX',
        isFree: true,
      },
      {
        title: 'Carnatic Recital',
        description: '',
        category: 'Entertainment',
        date: uniqueDay(),
        startTime: '6:00 PM',
        endTime: '',
        venue: 'Eisemann Center',
        city: 'Richardson',
        state: 'TX',
        price: 20,
      },
    ];
    for (const [auths, extra] of [
      [auth, {}],
      [admin, { organizationId: org.id }],
    ] as const) {
      for (const body of bodies) {
        const created = await t.http
          .post('/api/events')
          .set('Authorization', auths)
          .send({ ...body, ...extra })
          .expect(201);
        expect(created.body).toEqual(await reRead(created.body.id));
        expect(created.body.organization).toEqual({
          id: org.id,
          name: org.name,
          description: 'Garba and more.',
          website: org.website,
          contactEmail: org.contactEmail,
          contactPhone: '(972) 555-0100',
          city: 'Dallas',
          state: 'TX',
          isApproved: true,
        });
      }
    }
  });

  it('uses the organization as it is at this request (approval changed between two requests with the same token)', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    const body = () => ({
      title: `Kite Festival ${day}`,
      category: 'Cultural Events',
      date: uniqueDay(),
      startTime: '10:00 AM',
      venue: 'Frisco Commons',
      city: 'Frisco',
      state: 'TX',
      isFree: true,
    });
    const pending = await t.http.post('/api/events').set('Authorization', auth).send(body()).expect(201);
    expect(pending.body).toMatchObject({ isApproved: false, organization: { isApproved: false } });
    await t.ds.getRepository(Organization).update({ id: org.id }, { isApproved: true, name: 'Renamed Kite Club' });
    const live = await t.http.post('/api/events').set('Authorization', auth).send(body()).expect(201);
    expect(live.body).toMatchObject({ isApproved: true, organization: { isApproved: true, name: 'Renamed Kite Club' } });
    await t.ds.getRepository(Organization).update({ id: org.id }, { isApproved: false });
    const again = await t.http.post('/api/events').set('Authorization', auth).send(body()).expect(201);
    expect(again.body).toMatchObject({ isApproved: false, organization: { isApproved: false } });
  });

  it('a held create writes the event and its "held for review" mail; a live one mails nothing', async () => {
    const pending = await makeOrganization(t.ds, { isRegistered: true, isApproved: false, contactEmail: 'held@example.org' });
    const approved = await makeOrganization(t.ds, { isRegistered: true, isApproved: true, contactEmail: 'live@example.org' });
    const pendingAuth = `Bearer ${await organizerToken(t.app, pending)}`;
    const approvedAuth = `Bearer ${await organizerToken(t.app, approved)}`;
    const mails = async (to: string) =>
      (
        await t.ds.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM outgoing_mail WHERE "to" = $1 AND kind = 'event-held-for-review'`,
          [to],
        )
      )[0].n;
    const held = await t.http.post('/api/events').set('Authorization', pendingAuth).send(createBody('Bonalu Jatara')).expect(201);
    expect(held.body.isApproved).toBe(false);
    const live = await t.http
      .post('/api/events')
      .set('Authorization', approvedAuth)
      .send(createBody('Bharatanatyam Arangetram'))
      .expect(201);
    expect(live.body.isApproved).toBe(true);
    expect(await mails('held@example.org')).toBe(1);
    expect(await mails('live@example.org')).toBe(0);
    const [message] = await t.ds.query<{ subject: string; status: string }[]>(
      `SELECT subject, status FROM outgoing_mail WHERE "to" = 'held@example.org'`,
    );
    expect(message).toEqual({ subject: 'Your event "Bonalu Jatara" is waiting for review', status: 'stored' });
  });

  it('an approval committed while an event is being created publishes that event too (the create waits for it)', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    // An approval in progress, as OrganizationsAdminService makes it: the organization updated, its waiting events published.
    const approval = new Client({ connectionString: t.databaseUrl });
    await approval.connect();
    try {
      await approval.query('BEGIN');
      await approval.query(`UPDATE organizations SET "isApproved" = true WHERE id = $1`, [org.id]);
      const creating = t.http
        .post('/api/events')
        .set('Authorization', auth)
        .send(createBody('Lohri Bonfire Night'))
        .then((r) => r);
      // The create waits on the organization's row until the approval ends.
      const waiting = async () =>
        (
          await approval.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        ).rows[0].n;
      while ((await waiting()) === 0) await new Promise((r) => setImmediate(r));
      await approval.query(`UPDATE events SET "isApproved" = true WHERE "organizationId" = $1 AND ${LIVE_ONCE_ORGANIZATION_APPROVED_SQL}`, [
        org.id,
      ]);
      await approval.query('COMMIT');
      const r = await creating;
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ isApproved: true, organization: { isApproved: true } });
    } finally {
      await approval.end();
    }
  });

  it('a token stops working for creates once the organization is deleted or logged out', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    const body = {
      title: 'Holi Hai',
      category: 'Cultural Events',
      date: uniqueDay(),
      startTime: '11:00 AM',
      venue: 'Lake Park',
      city: 'Austin',
      state: 'TX',
      isFree: true,
    };
    await t.http.post('/api/events').set('Authorization', auth).send(body).expect(201);
    await t.ds.query(`UPDATE organizations SET "tokensValidAfter" = now() + interval '2 seconds' WHERE id = $1`, [org.id]);
    await t.http.post('/api/events').set('Authorization', auth).send(body).expect(401);
    const other = await makeOrganization(t.ds, { isRegistered: true });
    const otherAuth = `Bearer ${await organizerToken(t.app, other)}`;
    await t.ds.getRepository(Organization).delete({ id: other.id });
    await t.http.post('/api/events').set('Authorization', otherAuth).send(body).expect(401);
  });

  it('an organization rejected, deleted or logged out a moment after a create is refused at once', async () => {
    const rejected = await makeOrganization(t.ds, { isRegistered: true });
    const rejectedAuth = `Bearer ${await organizerToken(t.app, rejected)}`;
    await t.http.post('/api/events').set('Authorization', rejectedAuth).send(createBody('Pongal Kolam')).expect(201);
    await t.http
      .put(`/api/admin/organizations/${rejected.id}/reject`)
      .set('Authorization', admin)
      .send({ reason: 'Not a community group' })
      .expect(200);
    const refused = await t.http.post('/api/events').set('Authorization', rejectedAuth).send(createBody('Pongal Feast')).expect(403);
    expect(refused.body.message).toBe('Your organization was not approved: Not a community group');

    const deleted = await makeOrganization(t.ds, { isRegistered: true });
    const deletedAuth = `Bearer ${await organizerToken(t.app, deleted)}`;
    await t.http.post('/api/events').set('Authorization', deletedAuth).send(createBody('Baisakhi Bhangra')).expect(201);
    await t.ds.getRepository(Organization).delete({ id: deleted.id });
    await t.http.post('/api/events').set('Authorization', deletedAuth).send(createBody('Baisakhi Mela')).expect(401);

    const loggedOut = await makeOrganization(t.ds, { isRegistered: true });
    const loggedOutAuth = `Bearer ${await organizerToken(t.app, loggedOut)}`;
    await t.http.post('/api/events').set('Authorization', loggedOutAuth).send(createBody('Ugadi Pachadi')).expect(201);
    await t.http.post('/api/org/logout').set('Authorization', loggedOutAuth).expect(204);
    await t.http.post('/api/events').set('Authorization', loggedOutAuth).send(createBody('Ugadi Kavi')).expect(401);
    const titles = (await t.ds.query(`SELECT title FROM events WHERE "organizationId" = ANY($1)`, [[rejected.id, loggedOut.id]])).map(
      (r: { title: string }) => r.title,
    );
    expect(titles.sort()).toEqual(['Pongal Kolam', 'Ugadi Pachadi']);
  });

  it('duplicate detection keeps working over many creates of one organization', async () => {
    const org = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
    const auth = `Bearer ${await organizerToken(t.app, org)}`;
    const titles = [
      'Diwali Mela',
      'Pongal Vizha',
      'Bhangra Night',
      'Durga Puja',
      'Ugadi Utsav',
      'Onam Sadhya',
      'Baisakhi Mela',
      'Lohri Bonfire',
      'Teej Festival',
      'Eid Bazaar',
      'Ganesh Chaturthi',
      'Makar Sankranti',
    ];
    const date = uniqueDay();
    for (let round = 0; round < 3; round++) {
      for (const title of titles) {
        const r = await t.http
          .post('/api/events')
          .set('Authorization', auth)
          .send({
            title: `${title} ${round === 0 ? '' : `Round ${round}`}`.trim(),
            category: 'Cultural Events',
            date: round === 0 ? date : uniqueDay(),
            startTime: '6:00 PM',
            venue: 'Community Hall',
            city: 'Houston',
            state: 'TX',
            isFree: true,
          })
          .expect(201);
        if (round === 0) expect(r.body).toMatchObject({ duplicateOfId: null, isApproved: true });
      }
    }
    const original = await t.ds.query(`SELECT id FROM events WHERE title = 'Onam Sadhya' AND date = $1`, [date]);
    const copy = await t.http
      .post('/api/events')
      .set('Authorization', auth)
      .send({
        title: 'Onam Sadhya!',
        category: 'Cultural Events',
        date,
        startTime: '7:00 PM',
        venue: 'Other Hall',
        city: 'Houston',
        state: 'TX',
        isFree: true,
      })
      .expect(201);
    expect(copy.body).toMatchObject({ duplicateOfId: original[0].id, isApproved: false });
    const notCopy = await t.http
      .post('/api/events')
      .set('Authorization', auth)
      .send({
        title: 'Navratri Dandiya',
        category: 'Cultural Events',
        date,
        startTime: '7:00 PM',
        venue: 'Other Hall',
        city: 'Houston',
        state: 'TX',
        isFree: true,
      })
      .expect(201);
    expect(notCopy.body).toMatchObject({ duplicateOfId: null, isApproved: true });
  });

  it('the duplicate query uses indexes, whatever its values (no sequential scan on events in its generic plan)', async () => {
    const ds = t.app.get(DataSource);
    const orgs = await Promise.all([1, 2, 3].map((i) => makeOrganization(ds, { name: `Generic Plan Org ${i}` })));
    await ds.query(
      `INSERT INTO events (title, category, date, "startTime", venue, city, state, "isFree", "organizationId")
       SELECT (ARRAY['Diwali Mela','Garba Night','Holi Festival','Cricket Match','Yoga Workshop'])[1 + i % 5] || ' ' || i,
              'Cultural Events', CURRENT_DATE + (i % 365), '6:00 PM', 'Hall ' || i,
              (ARRAY['Dallas','Houston','Austin','Chicago','Edison'])[1 + (i / 5) % 5], 'TX', true,
              (ARRAY[$1::uuid, $2::uuid, $3::uuid])[1 + i % 3]
         FROM generate_series(1, 5000) AS i`,
      orgs.map((o) => o.id),
    );
    await ds.query('ANALYZE events');
    const { sql } = duplicatesQuery(
      [{ title: 'x', date: daysFromToday(3), city: 'Dallas', organizationId: orgs[0].id, excludeId: null }],
      null,
    );
    const [{ 'QUERY PLAN': plan }] = await ds.query(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${sql}`);
    const nodes = planNodes(plan[0].Plan);
    expect(nodes.filter((n) => n.type === 'Seq Scan' && n.relation === 'events')).toEqual([]);
    expect(nodes.some((n) => /Index/.test(n.type) && !!n.index)).toBe(true);
  });
});
