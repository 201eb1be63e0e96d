import { EventsQueryService } from '../src/events/events-query.service';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, bulkInsert, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { eventTableReads } from './support/plan';
import { createTestApp, TestApp } from './support/test-app';

/**
 * events."organizationApproved" (its triggers in database/schema.sql): the organization's approval kept on each event by
 * triggers, which the public listing and search read instead of the organizations table. Every writer keeps it right.
 */
describe('organization approval kept on events', () => {
  let t: TestApp;
  let admin: string;
  let approved: Organization;
  let pending: Organization;

  /** Events whose column disagrees with their organization's approval (the join form of the rule). */
  const mismatches = async () =>
    (await t.ds.query(
      `SELECT e.title FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE e."organizationApproved" IS DISTINCT FROM (e."organizationId" IS NULL OR o."isApproved") ORDER BY 1`,
    )) as Array<{ title: string }>;
  const flag = async (id: string): Promise<boolean> =>
    (await t.ds.query(`SELECT "organizationApproved" AS f FROM events WHERE id = $1`, [id]))[0].f;
  /** What a visitor sees for a word: the listing's titles, the search's titles and both totals. */
  const visible = async (word: string) => {
    const listing = await t.http.get('/api/events').query({ limit: 100 }).expect(200);
    const search = await t.http.get('/api/events').query({ search: word, limit: 100 }).expect(200);
    const ofWord = (body: Array<{ title: string }>) =>
      body
        .map((e) => e.title)
        .filter((x) => x.toLowerCase().includes(word))
        .sort();
    return {
      listing: ofWord(listing.body),
      search: ofWord(search.body),
      listingTotal: Number(listing.headers['x-total-count']),
      searchTotal: Number(search.headers['x-total-count']),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    approved = await makeOrganization(t.ds, { name: 'Approved Sabha', isRegistered: true });
    pending = await makeOrganization(t.ds, { name: 'Pending Mandal', isApproved: false, isRegistered: true });
  });
  afterAll(() => t.close());

  it('approving, rejecting and re-approving an organization moves its approved events in and out of the listing, search and totals', async () => {
    const mine = await makeEvent(t.ds, { title: 'Kolam Contest One', organizationId: pending.id, date: daysFromToday(3) });
    await makeEvent(t.ds, { title: 'Kolam Contest Two', organizationId: pending.id, date: daysFromToday(4) });
    await makeEvent(t.ds, { title: 'Kolam Contest Open', organizationId: approved.id, date: daysFromToday(5) });
    await makeEvent(t.ds, { title: 'Kolam Contest Free', date: daysFromToday(6) });
    expect(await flag(mine.id)).toBe(false);
    const before = await visible('kolam');
    expect(before).toMatchObject({
      listing: ['Kolam Contest Free', 'Kolam Contest Open'],
      search: ['Kolam Contest Free', 'Kolam Contest Open'],
    });
    expect(before.searchTotal).toBe(2);

    await t.http.put(`/api/admin/organizations/${pending.id}/approve`).set('Authorization', admin).expect(200);
    expect(await flag(mine.id)).toBe(true);
    const after = await visible('kolam');
    expect(after.search).toEqual(['Kolam Contest Free', 'Kolam Contest One', 'Kolam Contest Open', 'Kolam Contest Two']);
    expect(after.listing).toEqual(after.search);
    expect([after.searchTotal, after.listingTotal - before.listingTotal]).toEqual([4, 2]);

    await t.http.put(`/api/admin/organizations/${pending.id}/reject`).set('Authorization', admin).send({ reason: 'Not yet' }).expect(200);
    expect(await flag(mine.id)).toBe(false);
    expect(await visible('kolam')).toEqual(before);
    // The admin edit form's isApproved, then a plain SQL update, both reach the events too.
    await t.http.put(`/api/admin/organizations/${pending.id}`).set('Authorization', admin).send({ isApproved: true }).expect(200);
    expect((await visible('kolam')).searchTotal).toBe(4);
    await t.ds.query(`UPDATE organizations SET "isApproved" = false WHERE id = $1`, [pending.id]);
    expect(await visible('kolam')).toEqual(before);
    expect(await mismatches()).toEqual([]);
  });

  it('moving an event to another organization, or off any, follows the new organization', async () => {
    const e = await makeEvent(t.ds, { title: 'Rangoli Workshop', organizationId: approved.id });
    expect(await flag(e.id)).toBe(true);
    await t.ds.query(`UPDATE events SET "organizationId" = $2 WHERE id = $1`, [e.id, pending.id]);
    expect(await flag(e.id)).toBe(false);
    expect((await visible('rangoli')).search).toEqual([]);
    await t.ds.query(`UPDATE events SET "organizationId" = NULL WHERE id = $1`, [e.id]);
    expect(await flag(e.id)).toBe(true);
    expect((await visible('rangoli')).search).toEqual(['Rangoli Workshop']);
    // A direct write of the column is recomputed from the organization.
    await t.ds.query(`UPDATE events SET "organizationId" = $2 WHERE id = $1`, [e.id, pending.id]);
    await t.ds.query(`UPDATE events SET "organizationApproved" = true WHERE id = $1`, [e.id]);
    expect(await flag(e.id)).toBe(false);
    expect(await mismatches()).toEqual([]);
  });

  it('rows inserted by SQL (one and many) get the column from their organization; an unknown organization is still a foreign-key error', async () => {
    await t.ds.query(
      `INSERT INTO events (title, category, date, "startTime", venue, city, state, "isFree", "isApproved", "organizationId")
       SELECT 'Mehndi Night ' || i, 'Cultural Events', current_date + 7, '6:00 PM', 'Hall', 'Dallas', 'TX', true, true,
              CASE WHEN i % 3 = 0 THEN $1::uuid WHEN i % 3 = 1 THEN $2::uuid END
         FROM generate_series(1, 9) AS i`,
      [pending.id, approved.id],
    );
    expect((await visible('mehndi')).searchTotal).toBe(6);
    expect(await mismatches()).toEqual([]);
    await expect(
      t.ds.query(
        `INSERT INTO events (title, category, date, "startTime", venue, city, state, "organizationId")
         VALUES ('Orphan', 'Cultural Events', current_date, '6:00 PM', 'Hall', 'Dallas', 'TX', gen_random_uuid())`,
      ),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('created through the API: an unapproved organization event approved by an admin stays hidden until its organization is approved', async () => {
    // An event in Plano, nine days ahead, created by the organization's own account.
    const create = async (org: Organization, title: string) =>
      t.http
        .post('/api/events')
        .set('Authorization', `Bearer ${await organizerToken(t.app, org)}`)
        .send({
          title,
          category: 'Community Meetups',
          date: daysFromToday(9),
          startTime: '7:00 PM',
          venue: 'Hall',
          city: 'Plano',
          state: 'TX',
          isFree: true,
        })
        .expect(201);
    const created = await create(pending, 'Tambola Evening');
    expect(await flag(created.body.id)).toBe(false);
    await t.http.put(`/api/admin/events/${created.body.id}/approve`).set('Authorization', admin).expect(200);
    expect((await visible('tambola')).search).toEqual([]);
    await t.http.get(`/api/events/${created.body.id}`).expect(404);
    await t.http.put(`/api/admin/organizations/${pending.id}/approve`).set('Authorization', admin).expect(200);
    expect(await visible('tambola')).toMatchObject({ listing: ['Tambola Evening'], search: ['Tambola Evening'], searchTotal: 1 });
    await t.ds.getRepository(Organization).update({ id: pending.id }, { isApproved: false });
    expect((await visible('tambola')).search).toEqual([]);

    const live = await create(approved, 'Antakshari Night');
    expect(await flag(live.body.id)).toBe(true);
    expect((await visible('antakshari')).search).toEqual(['Antakshari Night']);
    expect(await mismatches()).toEqual([]);
  });

  it('deleting an organization removes its events from the listing and leaves no event out of step', async () => {
    const doomed = await makeOrganization(t.ds, { name: 'Closing Club' });
    await makeEvent(t.ds, { title: 'Farewell Dandiya', organizationId: doomed.id });
    expect((await visible('farewell')).searchTotal).toBe(1);
    await t.http.delete(`/api/admin/organizations/${doomed.id}`).set('Authorization', admin).expect(200);
    expect(await visible('farewell')).toMatchObject({ listing: [], search: [], searchTotal: 0 });
    expect(await mismatches()).toEqual([]);
  });

  it("the listing's candidates and counts are index-only scans with no check against organizations (EXPLAIN on generated rows)", async () => {
    await bulkInsert(
      t.ds,
      `INSERT INTO events (title, category, date, "endDate", "startTime", venue, city, state, "isFree", "isApproved", "organizationId", metro)
       SELECT 'Generated ' || i, 'Cultural Events', current_date + (i % 300) - 100, CASE WHEN i % 50 = 0 THEN current_date + (i % 300) - 97 END,
              '6:00 PM', 'Hall', 'Town', (ARRAY['NJ','TX','CA'])[1 + i % 3], i % 2 = 0, true,
              CASE WHEN i % 4 = 0 THEN $1::uuid WHEN i % 4 = 1 THEN $2::uuid END, (ARRAY['new-york','dallas-fort-worth','san-jose'])[1 + i % 3]
         FROM generate_series(1, 8000) AS i`,
      [pending.id, approved.id],
    );
    await t.ds.query('VACUUM ANALYZE events');
    await t.ds.query('VACUUM ANALYZE organizations');
    expect(await mismatches()).toEqual([]);
    const svc = t.app.get(EventsQueryService);
    for (const q of [{}, { category: 'Cultural Events' }, { metro: 'dallas-fort-worth' }, { state: 'NJ', free: true }, { offset: 200 }]) {
      const sql = await svc.listSql(q);
      const plan = async (text: string, params: unknown[]) =>
        ((await t.ds.query(`EXPLAIN ${text}`, params)) as Array<{ 'QUERY PLAN': string }>).map((r) => r['QUERY PLAN']);
      const count = await plan(sql.count, sql.countParams);
      expect([q, eventTableReads(count)]).toEqual([q, []]);
      expect([q, count.join('\n')]).toEqual([q, expect.not.stringMatching(/organizations|SubPlan/)]);
      // The page's rows join their organization (o); no other read of organizations, no set of unapproved ones.
      const rows = await plan(sql.rows, sql.rowsParams);
      expect([q, rows.filter((l) => / on organizations (?!o\b)/.test(l))]).toEqual([q, []]);
      expect([q, rows.join('\n')]).toEqual([q, expect.not.stringMatching(/hashed SubPlan|organizations_unapproved_idx/)]);
      expect([q, eventTableReads(rows)]).toEqual([q, []]);
    }
    // A search's candidates check the column too: no set of unapproved organizations built.
    const search = await svc.listSql({ search: 'generated' });
    const searchPlan = ((await t.ds.query(`EXPLAIN ${search.rows}`, search.rowsParams)) as Array<{ 'QUERY PLAN': string }>)
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(searchPlan).not.toMatch(/organizations_unapproved_idx|hashed SubPlan/);
  });
});
