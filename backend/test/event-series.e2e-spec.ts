import { DateTime } from 'luxon';
import { SERIES_DATE_CHANGE } from '../src/events/event-series.service';
import { SERIES_TOO_LONG, UNTIL_BEFORE_FIRST } from '../src/events/recurrence';
import { RECURRENCE_REQUIRED } from '../src/events/dto/event-series.dto';
import { Organization } from '../src/organizations/organization.entity';
import { PlaceSeriesDates1765520000000 } from '../src/database/migrations/1765520000000-PlaceSeriesDates';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

let dayOffset = 10;
/** A first date of its own for each series (moderation's duplicate check looks at the same day). */
const nextFirst = () => daysFromToday((dayOffset += 3));

const seriesBody = (first: string, recurrence: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  title: 'Bal Vihar Sunday Class',
  description: 'Stories, shlokas and songs for children 5 to 12.',
  category: 'Religious Festivals',
  date: first,
  startTime: '10:00 AM',
  endTime: '11:30 AM',
  venue: 'Sri Ganesha Temple Hall',
  city: 'Nashville',
  state: 'TN',
  isFree: true,
  recurrence,
  ...over,
});

const plusDays = (day: string, n: number) => DateTime.fromISO(day).plus({ days: n }).toISODate()!;
const weekday = (day: string) => DateTime.fromISO(day).setLocale('en-US').toFormat('cccc');

describe('recurring events: /api/event-series, one occurrence through /api/events, moderation once', () => {
  let t: TestApp;
  let admin: string;
  let org: Organization;
  let auth: string;
  let pendingOrg: Organization;
  let pendingAuth: string;
  let otherAuth: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    org = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
    auth = `Bearer ${await organizerToken(t.app, org)}`;
    pendingOrg = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
    pendingAuth = `Bearer ${await organizerToken(t.app, pendingOrg)}`;
    const other = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
    otherAuth = `Bearer ${await organizerToken(t.app, other)}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const counts = async () => {
    const [r] = await t.ds.query(`SELECT (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM event_series)::int AS series`);
    return r as { events: number; series: number };
  };

  it('a weekly series of 8 is 8 real events, listed, each with its page and .ics, saying "Every <day>"; one is cancelled', async () => {
    const first = nextFirst();
    const r = await t.http
      .post('/api/event-series')
      .set('Authorization', auth)
      .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 49) }))
      .expect(201);
    const every = `Every ${weekday(first)}`;
    expect(r.body).toMatchObject({ frequency: 'weekly', firstDate: first, until: plusDays(first, 49), recurrence: every });
    expect(r.body.occurrences.map((o: { date: string }) => o.date)).toEqual([0, 7, 14, 21, 28, 35, 42, 49].map((n) => plusDays(first, n)));
    for (const o of r.body.occurrences)
      expect(o).toMatchObject({ seriesId: r.body.id, recurrence: every, isApproved: true, organizationId: org.id });

    const listed = await t.http.get('/api/events').query({ search: 'Bal Vihar', city: 'Nashville', limit: 50 }).expect(200);
    const mine = (listed.body as Array<{ seriesId: string; recurrence: string }>).filter((e) => e.seriesId === r.body.id);
    expect(mine).toHaveLength(8);
    expect(mine.every((e) => e.recurrence === every)).toBe(true);
    const third = r.body.occurrences[2];
    expect((await t.http.get(`/api/events/${third.id}`).expect(200)).body).toMatchObject({ date: third.date, recurrence: every });
    expect((await t.http.get(`/api/events/${third.id}/calendar.ics`).expect(200)).text).toContain('BEGIN:VEVENT');

    // Cancel one occurrence: the others stay.
    await t.http.delete(`/api/events/${third.id}`).set('Authorization', auth).expect(204);
    const after = await t.http.get(`/api/event-series/${r.body.id}`).set('Authorization', auth).expect(200);
    expect(after.body.occurrences).toHaveLength(7);
    expect(after.body.occurrences.map((o: { id: string }) => o.id)).not.toContain(third.id);
    await t.http.get(`/api/events/${third.id}`).expect(404);
  });

  it('series=next lists a recurring event once, on its first date the filters match; seriesId lists its dates', async () => {
    const first = nextFirst();
    const r = await t.http
      .post('/api/event-series')
      .set('Authorization', auth)
      .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 35) }, { title: 'Gita Study Circle', city: 'Franklin' }))
      .expect(201);
    const ids = r.body.occurrences.map((o: { id: string }) => o.id);
    const single = await makeEvent(t.ds, {
      title: 'Gita Jayanti Talk',
      city: 'Franklin',
      state: 'TN',
      date: plusDays(first, 8),
      organizationId: org.id,
    });
    const list = async (query: Record<string, string>) => {
      const res = await t.http
        .get('/api/events')
        .query({ city: 'Franklin', ...query })
        .expect(200);
      return { ids: (res.body as Array<{ id: string }>).map((e) => e.id), total: Number(res.headers['x-total-count']) };
    };

    expect((await list({})).ids).toHaveLength(7);
    expect(await list({ series: 'next' })).toEqual({ ids: [ids[0], single.id], total: 2 });
    // From a later day, the first date on or after it; the same with a search and the card shape.
    expect((await list({ series: 'next', from: plusDays(first, 10) })).ids).toEqual([ids[2]]);
    expect((await list({ series: 'next', search: 'gita', fields: 'card' })).ids).toEqual([ids[0], single.id]);
    // A date set to cancelled stays listed, and the next one shows too.
    await t.ds.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [ids[0]]);
    expect((await list({ series: 'next' })).ids).toEqual([ids[0], ids[1], single.id]);
    // The event page's "More dates": every date of the series.
    expect((await list({ seriesId: r.body.id, limit: '50' })).ids).toEqual(ids);

    for (const [query, message] of [
      [{ series: 'first' }, 'series must be all or next'],
      [{ seriesId: 'x' }, 'seriesId must be a valid id'],
    ] as const) {
      const bad = await t.http.get('/api/events').query(query).expect(400);
      expect(bad.body.message).toBe(message);
    }
  });

  it('edits one occurrence, or every occurrence from today on (not the dates)', async () => {
    const first = nextFirst();
    const s = (
      await t.http
        .post('/api/event-series')
        .set('Authorization', auth)
        .send(seriesBody(first, { frequency: 'biweekly', until: plusDays(first, 28) }, { title: 'Friday Bhajan Evening' }))
        .expect(201)
    ).body;
    expect(s.recurrence).toBe(`Every other ${weekday(first)}`);
    expect(s.occurrences).toHaveLength(3);

    await t.http.put(`/api/events/${s.occurrences[1].id}`).set('Authorization', auth).send({ venue: 'Community Room B' }).expect(200);
    let now = (await t.http.get(`/api/event-series/${s.id}`).set('Authorization', auth)).body;
    expect(now.occurrences.map((o: { venue: string }) => o.venue)).toEqual([
      'Sri Ganesha Temple Hall',
      'Community Room B',
      'Sri Ganesha Temple Hall',
    ]);

    await t.http.put(`/api/event-series/${s.id}`).set('Authorization', auth).send({ startTime: '18:30', endTime: '8 pm' }).expect(200);
    now = (await t.http.get(`/api/event-series/${s.id}`).set('Authorization', auth)).body;
    expect(now.occurrences.map((o: { startTime: string; endTime: string }) => [o.startTime, o.endTime])).toEqual(
      Array(3).fill(['6:30 PM', '8:00 PM']),
    );
    expect(now.occurrences[1].venue).toBe('Community Room B');
    expect(now.occurrences.map((o: { date: string }) => o.date)).toEqual([first, plusDays(first, 14), plusDays(first, 28)]);

    const bad = await t.http
      .put(`/api/event-series/${s.id}`)
      .set('Authorization', auth)
      .send({ date: first, title: 'Changed' })
      .expect(400);
    expect(bad.body.message).toBe(SERIES_DATE_CHANGE);
    expect((await t.http.get(`/api/event-series/${s.id}`).set('Authorization', auth)).body.occurrences[0].title).toBe(
      'Friday Bhajan Evening',
    );
  });

  it('every date of a series is placed like a single event: on its detail, in its metro and within a radius of its ZIP', async () => {
    const first = nextFirst();
    const body = seriesBody(
      first,
      { frequency: 'weekly', until: plusDays(first, 14) },
      {
        title: 'Frisco Carnatic Music Circle',
        city: 'Frisco',
        state: 'TX',
        address: '6020 Hillcrest Rd',
        postalCode: '75034',
      },
    );
    const r = await t.http.post('/api/event-series').set('Authorization', auth).send(body).expect(201);
    const ids: string[] = r.body.occurrences.map((o: { id: string }) => o.id);
    expect(ids).toHaveLength(3);
    const single = await t.http
      .post('/api/events')
      .set('Authorization', auth)
      .send({ ...body, recurrence: undefined, title: 'Frisco Carnatic Music Evening', date: plusDays(first, 1) })
      .expect(201);
    const place = (d: { latitude: number; longitude: number; metro: unknown }) => ({
      latitude: d.latitude,
      longitude: d.longitude,
      metro: d.metro,
    });
    const expected = place((await t.http.get(`/api/events/${single.body.id}`).expect(200)).body);
    expect(expected.metro).toMatchObject({ slug: 'dallas-fort-worth' });
    for (const id of ids) expect(place((await t.http.get(`/api/events/${id}`).expect(200)).body)).toEqual(expected);

    const listed = async (q: Record<string, string | number>) =>
      (
        (
          await t.http
            .get('/api/events')
            .query({ search: 'Carnatic', limit: 50, ...q })
            .expect(200)
        ).body as Array<{ id: string }>
      ).map((e) => e.id);
    const shapes: Array<Record<string, string | number>> = [{ metro: 'dallas-fort-worth' }, { zip: '75034', radius: 10 }];
    for (const q of shapes) {
      const found = await listed(q);
      expect(found).toEqual(expect.arrayContaining([...ids, single.body.id]));
    }

    // Dates inserted before this was right (no place) get it from the migration PlaceSeriesDates.
    await t.ds.query(`UPDATE events SET latitude = NULL, longitude = NULL, metro = NULL WHERE "seriesId" = $1`, [r.body.id]);
    expect(await listed({ metro: 'dallas-fort-worth' })).not.toContain(ids[0]);
    const runner = t.ds.createQueryRunner();
    try {
      await new PlaceSeriesDates1765520000000().up(runner);
    } finally {
      await runner.release();
    }
    for (const id of ids) expect(place((await t.http.get(`/api/events/${id}`).expect(200)).body)).toEqual(expected);
  });

  it('monthly on the nth weekday says so', async () => {
    const first = nextFirst();
    const r = await t.http
      .post('/api/event-series')
      .set('Authorization', auth)
      .send(seriesBody(first, { frequency: 'monthly', until: plusDays(first, 100) }, { title: 'Monthly Satsang' }))
      .expect(201);
    expect(r.body.recurrence).toMatch(new RegExp(`^(First|Second|Third|Fourth|Last) ${weekday(first)} of every month$`));
    expect(r.body.occurrences.length).toBeGreaterThanOrEqual(3);
    expect(r.body.occurrences.every((o: { date: string }) => weekday(o.date) === weekday(first))).toBe(true);
  });

  it('refuses a series longer than a year and other bad rules with 400, writing nothing', async () => {
    const first = nextFirst();
    const before = await counts();
    const cases: Array<[unknown, string]> = [
      [{ frequency: 'weekly', until: DateTime.fromISO(first).plus({ years: 1, days: 1 }).toISODate() }, SERIES_TOO_LONG],
      [{ frequency: 'weekly', until: plusDays(first, -1) }, UNTIL_BEFORE_FIRST],
      [{ frequency: 'daily', until: plusDays(first, 7) }, 'recurrence.frequency must be weekly, biweekly or monthly'],
      [{ frequency: 'weekly', until: 'next year' }, 'recurrence.until must be a date (YYYY-MM-DD)'],
      [undefined, RECURRENCE_REQUIRED],
    ];
    for (const [recurrence, message] of cases) {
      const r = await t.http
        .post('/api/event-series')
        .set('Authorization', auth)
        .send(seriesBody(first, recurrence as Record<string, unknown>));
      expect([r.status, r.body.message]).toEqual([400, message]);
    }
    const noTitle = await t.http
      .post('/api/event-series')
      .set('Authorization', auth)
      .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 7) }, { title: '' }));
    expect(noTitle.status).toBe(400);
    expect(await counts()).toEqual(before);
    // Exactly a year is allowed.
    const year = await t.http
      .post('/api/event-series')
      .set('Authorization', auth)
      .send(
        seriesBody(
          first,
          { frequency: 'weekly', until: DateTime.fromISO(first).plus({ years: 1 }).toISODate() },
          { title: 'Yoga in the Park' },
        ),
      )
      .expect(201);
    expect(year.body.occurrences.length).toBeGreaterThanOrEqual(52);
  });

  it('another organizer can neither read, edit nor cancel a series (404, untouched); anonymous is 401', async () => {
    const first = nextFirst();
    const s = (
      await t.http
        .post('/api/event-series')
        .set('Authorization', auth)
        .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 14) }, { title: 'Sunday Gita Study' }))
        .expect(201)
    ).body;
    await t.http.get(`/api/event-series/${s.id}`).set('Authorization', otherAuth).expect(404);
    await t.http.put(`/api/event-series/${s.id}`).set('Authorization', otherAuth).send({ title: 'Hijacked' }).expect(404);
    await t.http.delete(`/api/event-series/${s.id}`).set('Authorization', otherAuth).expect(404);
    await t.http.get(`/api/event-series/${s.id}`).expect(401);
    const still = (await t.http.get(`/api/event-series/${s.id}`).set('Authorization', admin).expect(200)).body;
    expect(still.occurrences.map((o: { title: string }) => o.title)).toEqual(Array(3).fill('Sunday Gita Study'));
  });

  it('cancelling the whole series deletes its occurrences from today on; past ones stay', async () => {
    const first = nextFirst();
    const s = (
      await t.http
        .post('/api/event-series')
        .set('Authorization', auth)
        .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 21) }, { title: 'Tabla Class' }))
        .expect(201)
    ).body;
    const past = await makeEvent(t.ds, { organizationId: org.id, title: 'Tabla Class', date: daysFromToday(-14), seriesId: s.id });
    await t.http.delete(`/api/event-series/${s.id}`).set('Authorization', auth).expect(204);
    const left = await t.ds.query(`SELECT id FROM events WHERE "seriesId" = $1`, [s.id]);
    expect(left).toEqual([{ id: past.id }]);
    const gone = (await t.http.get(`/api/event-series/${s.id}`).set('Authorization', auth).expect(200)).body;
    expect(gone.occurrences.map((o: { id: string }) => o.id)).toEqual([past.id]);
  });

  it('the series counts once in moderation: one queue entry, one approval publishes every occurrence', async () => {
    const first = nextFirst();
    const s = (
      await t.http
        .post('/api/event-series')
        .set('Authorization', pendingAuth)
        .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 35) }, { title: 'Kids Carnatic Music' }))
        .expect(201)
    ).body;
    expect(s.occurrences).toHaveLength(6);
    expect(s.occurrences.every((o: { isApproved: boolean }) => !o.isApproved)).toBe(true);
    const queue = await t.http.get('/api/admin/events/pending').set('Authorization', admin).expect(200);
    const entries = (queue.body as Array<{ id: string; seriesId: string; recurrence: string }>).filter((e) => e.seriesId === s.id);
    expect(entries.map((e) => [e.id, e.recurrence])).toEqual([[s.occurrences[0].id, `Every ${weekday(first)}`]]);
    expect(queue.body).toHaveLength(Number(queue.headers['x-total-count']));

    // The organization is approved by an admin, but the series was held for it: the admin approves the series once.
    await t.ds.query(`UPDATE organizations SET "isApproved" = true WHERE id = $1`, [pendingOrg.id]);
    await t.http.put(`/api/admin/events/${entries[0].id}/approve`).set('Authorization', admin).expect(200);
    const rows = await t.ds.query(`SELECT "isApproved" FROM events WHERE "seriesId" = $1`, [s.id]);
    expect(rows).toEqual(Array(6).fill({ isApproved: true }));
    const mails = await t.ds.query(`SELECT count(*)::int AS n FROM outgoing_mail WHERE "to" = $1 AND kind = 'event-approved'`, [
      pendingOrg.contactEmail,
    ]);
    expect(mails[0].n).toBe(1);
    await t.ds.query(`UPDATE organizations SET "isApproved" = false WHERE id = $1`, [pendingOrg.id]);
  });

  it('rejecting a held series removes its occurrences and leaves its organizer one record with the reason', async () => {
    const first = nextFirst();
    const s = (
      await t.http
        .post('/api/event-series')
        .set('Authorization', pendingAuth)
        .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 21) }, { title: 'Weekend Cricket Camp' }))
        .expect(201)
    ).body;
    await t.http
      .put(`/api/admin/events/${s.occurrences[0].id}/reject`)
      .set('Authorization', admin)
      .send({ reason: 'Please list the camp fee and the venue address' })
      .expect(200);
    expect(await t.ds.query(`SELECT id FROM events WHERE "seriesId" = $1`, [s.id])).toEqual([]);
    await t.http.get(`/api/event-series/${s.id}`).set('Authorization', pendingAuth).expect(404);

    const single = await makeEvent(t.ds, {
      organizationId: pendingOrg.id,
      title: 'Holi Colour Run',
      isApproved: false,
      date: daysFromToday(40),
    });
    await t.http.put(`/api/admin/events/${single.id}/reject`).set('Authorization', admin).send({}).expect(200);

    const records = await t.http.get(`/api/organizations/${pendingOrg.id}/rejected-events`).set('Authorization', pendingAuth).expect(200);
    expect(records.body.map((r: Record<string, unknown>) => [r.title, r.date, r.occurrences, r.reason, r.seriesId])).toEqual([
      ['Holi Colour Run', single.date, 1, null, null],
      ['Weekend Cricket Camp', first, 4, 'Please list the camp fee and the venue address', s.id],
    ]);
    await t.http.get(`/api/organizations/${pendingOrg.id}/rejected-events`).set('Authorization', otherAuth).expect(403);
    await t.http.get(`/api/organizations/${pendingOrg.id}/rejected-events`).expect(401);
    expect(
      (await t.http.get(`/api/organizations/${pendingOrg.id}/rejected-events`).set('Authorization', admin).expect(200)).body,
    ).toHaveLength(2);
  });

  it('an admin creates a series for an organization it names', async () => {
    const first = nextFirst();
    const r = await t.http
      .post('/api/event-series')
      .set('Authorization', admin)
      .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 7) }, { title: 'Admin Added Aarti', organizationId: org.id }))
      .expect(201);
    expect(r.body.occurrences.map((o: { organizationId: string; isApproved: boolean }) => [o.organizationId, o.isApproved])).toEqual([
      [org.id, true],
      [org.id, true],
    ]);
    const missing = await t.http
      .post('/api/event-series')
      .set('Authorization', admin)
      .send(seriesBody(first, { frequency: 'weekly', until: plusDays(first, 7) }, { title: 'No Org' }));
    expect([missing.status, missing.body.message]).toEqual([400, 'Organization is required']);
  });
});
