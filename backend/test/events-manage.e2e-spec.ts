import * as crypto from 'node:crypto';
import { todayInState } from '../src/common/us-states';
import { addDays } from '@sangam/shared';
import { Event } from '../src/events/event.entity';
import { applyInput, CANNOT_MOVE_PAST, EventsService } from '../src/events/events.service';
import { ModerationService } from '../src/moderation/moderation.service';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/** A day of its own for each event, so moderation's duplicate check (same day, similar title) never links two test events. */
let dayOffset = 20;
const uniqueDay = () => daysFromToday(dayOffset++);

const eventBody = (over: Record<string, unknown> = {}) => ({
  title: 'Navratri Garba Night',
  description: 'Nine nights of dance.',
  category: 'Cultural Events',
  date: uniqueDay(),
  startTime: '7:00 PM',
  endTime: '11:00 PM',
  venue: 'Irving Convention Center',
  city: 'Irving',
  state: 'TX',
  price: '$25',
  isFree: false,
  ticketUrl: 'https://tickets.example.org/garba',
  ...over,
});

describe('organizers and admins manage events: POST/PUT/DELETE /api/events, GET /api/organizations/:id/events', () => {
  let t: TestApp;
  let admin: string;
  let approvedOrg: Organization;
  let approvedAuth: string;
  let pendingOrg: Organization;
  let pendingAuth: string;
  let otherOrg: Organization;
  let otherAuth: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    approvedOrg = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
    approvedAuth = `Bearer ${await organizerToken(t.app, approvedOrg)}`;
    pendingOrg = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
    pendingAuth = `Bearer ${await organizerToken(t.app, pendingOrg)}`;
    otherOrg = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
    otherAuth = `Bearer ${await organizerToken(t.app, otherOrg)}`;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const count = () => t.ds.getRepository(Event).count();
  const load = (id: string) => t.ds.getRepository(Event).findOneByOrFail({ id });
  /** Makes moderation find something in every event it assesses next (its own rules are tested with it). */
  const flagEvents = () => {
    const flagged = { score: 3, flags: ['Looks like spam'] };
    return jest.spyOn(t.app.get(ModerationService), 'assessEvent').mockReturnValue({ ...flagged, duplicateOfId: null });
  };

  describe('POST /api/events', () => {
    it('an approved organization’s clean event is live at once, with the organization from the token', async () => {
      const r = await t.http.post('/api/events').set('Authorization', approvedAuth).send(eventBody()).expect(201);
      expect(r.body).toMatchObject({
        title: 'Navratri Garba Night',
        organizationId: approvedOrg.id,
        isApproved: true,
        moderationScore: 0,
        moderationFlags: [],
        price: 25,
        priceText: null,
        startTime: '7:00 PM',
        endTime: '11:00 PM',
        organization: { id: approvedOrg.id, name: approvedOrg.name, contactEmail: approvedOrg.contactEmail },
      });
      expect(r.body.organization.passwordHash).toBeUndefined();
      expect(r.body.organization.tokensValidAfter).toBeUndefined();
      const row = await load(r.body.id);
      expect(row).toMatchObject({ organizationId: approvedOrg.id, isApproved: true });
    });

    it('an unapproved organization’s event waits as pending', async () => {
      const r = await t.http.post('/api/events').set('Authorization', pendingAuth).send(eventBody()).expect(201);
      expect(r.body).toMatchObject({ isApproved: false, organizationId: pendingOrg.id });
    });

    it('an approved organization’s event that moderation flags waits as pending, with the findings stored', async () => {
      flagEvents();
      const r = await t.http.post('/api/events').set('Authorization', approvedAuth).send(eventBody()).expect(201);
      expect(r.body).toMatchObject({ isApproved: false, moderationScore: 3, moderationFlags: ['Looks like spam'] });
    });

    it('a near-duplicate of an existing event (real moderation) waits as pending with duplicateOfId stored', async () => {
      const body = eventBody({ title: 'Durga Puja Celebration' });
      const first = await t.http.post('/api/events').set('Authorization', approvedAuth).send(body).expect(201);
      expect(first.body).toMatchObject({ isApproved: true, duplicateOfId: null });
      const second = await t.http.post('/api/events').set('Authorization', approvedAuth).send(body).expect(201);
      expect(second.body).toMatchObject({ isApproved: false, duplicateOfId: first.body.id });
      expect(second.body.moderationScore).toBeGreaterThan(0);
      expect(second.body.moderationFlags.join(' ')).toMatch(/duplicate/i);
      // Re-assessing the original on edit does not make it a duplicate of its copy.
      const edited = await t.http
        .put(`/api/events/${first.body.id}`)
        .set('Authorization', approvedAuth)
        .send({ venue: 'Kali Bari Hall' })
        .expect(200);
      expect(edited.body).toMatchObject({ isApproved: true, duplicateOfId: null, moderationScore: 0 });
    });

    it('the duplicate check stores what assessEvent decides: score, flags in weight order, approval, original', async () => {
      const moderation = t.app.get(EventsService);
      // The original's title has quotes, a percent sign and accents (the flag quotes it in SQL).
      const original = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ title: 'Holi "Rang" 100% Utsav – Café' }))
        .expect(201);
      const date = original.body.date;
      const cases = [
        eventBody({ title: 'Holi "Rang" 100% Utsav – Café', date }),
        // Heavier and lighter findings beside the duplicate's: the flags keep assessEvent's order.
        eventBody({
          title: 'HOLI "RANG" 100% UTSAV – CAFÉ',
          date,
          description: 'Guaranteed income! Work from home, crypto giveaway. Call now http://bit.ly/x',
        }),
        eventBody({ title: 'Holi Rang 100 Utsav Cafe', date, price: 0, isFree: false }),
      ];
      for (const body of cases) {
        // What moderation decides for this input (looking for the original before the insert).
        const expected = await moderation.assess({ ...applyInput(body as never, null), organizationId: approvedOrg.id });
        expect(expected.duplicateOfId).toBe(original.body.id);
        const r = await t.http.post('/api/events').set('Authorization', approvedAuth).send(body).expect(201);
        expect(r.body).toMatchObject({
          duplicateOfId: original.body.id,
          moderationScore: expected.score,
          moderationFlags: expected.flags,
          isApproved: false,
        });
        expect(r.body.moderationFlags).toContain(
          `Possible duplicate of "${original.body.title}" on ${original.body.date} (id ${original.body.id})`,
        );
        const [stored] = await t.ds.query(
          `SELECT "moderationFlags", "moderationScore", "duplicateOfId", "isApproved" FROM events WHERE id = $1`,
          [r.body.id],
        );
        expect(stored).toEqual({
          moderationFlags: expected.flags,
          moderationScore: expected.score,
          duplicateOfId: original.body.id,
          isApproved: false,
        });
        await t.ds.query(`DELETE FROM events WHERE id = $1`, [r.body.id]);
      }
      // Without an original the content findings alone are stored.
      const clean = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ title: 'Ugadi Kavi Sammelan', date: original.body.date }))
        .expect(201);
      expect(clean.body).toMatchObject({ duplicateOfId: null, moderationScore: 0, moderationFlags: [], isApproved: true });
    });

    it('an organizer cannot name an organization in the body (400, nothing created)', async () => {
      const before = await count();
      const r = await t.http
        .post('/api/events')
        .set('Authorization', otherAuth)
        .send(eventBody({ organizationId: approvedOrg.id }))
        .expect(400);
      expect(r.body.error).toBe('property organizationId should not exist');
      expect(await count()).toBe(before);
    });

    it.each([
      ['isApproved', true],
      ['moderationScore', 0],
      ['moderationFlags', []],
      ['id', crypto.randomUUID()],
      ['createdAt', '2020-01-01'],
      ['duplicateOfId', null],
      ['sourceId', null],
    ])('mass assignment: %s is never accepted (400, nothing created)', async (field, value) => {
      const before = await count();
      const r = await t.http
        .post('/api/events')
        .set('Authorization', pendingAuth)
        .send(eventBody({ [field]: value }))
        .expect(400);
      expect(r.body.error).toBe(`property ${field} should not exist`);
      expect(await count()).toBe(before);
    });

    it.each([
      ['title', 'Title is required'],
      ['category', 'Category is required'],
      ['date', 'Date is required'],
      ['startTime', 'Start time is required'],
      ['venue', 'Venue is required'],
      ['city', 'City is required'],
      ['state', 'State is required'],
    ])('a missing %s answers 400 %j', async (field, message) => {
      const before = await count();
      for (const value of [undefined, '', '   ', null]) {
        const r = await t.http
          .post('/api/events')
          .set('Authorization', approvedAuth)
          .send(eventBody({ [field]: value }))
          .expect(400);
        expect(r.body).toMatchObject({ statusCode: 400, error: message });
        expect(r.body.fields[field]).toBe(message);
      }
      expect(await count()).toBe(before);
    });

    it('reports every missing field at once', async () => {
      const r = await t.http.post('/api/events').set('Authorization', approvedAuth).send({}).expect(400);
      expect(r.body.fields).toEqual({
        title: 'Title is required',
        category: 'Category is required',
        date: 'Date is required',
        startTime: 'Start time is required',
        venue: 'Venue is required',
        city: 'City is required',
        state: 'State is required',
      });
    });

    it.each([
      ['category', 'Bollywood', /^Category must be one of: Cultural Events, /],
      ['date', '2025-02-30', /^Date must be a valid date/],
      ['date', 'next friday', /^Date must be a valid date/],
      ['startTime', '25:00', /^Start time must be a time such as 6:00 PM$/],
      ['endTime', 'late', /^End time must be a time such as 9:00 PM$/],
      ['state', 'ZZ', /^State must be one of the 50 US state codes/],
      ['ticketUrl', 'javascript:alert(1)', /^Ticket link must be a web address/],
      ['imageUrl', 'ftp://x.example.org/a.png', /^Image must be a web address/],
      ['price', -5, /^Price must be 0 or more$/],
      ['price', '-$5', /^Price must be 0 or more$/],
      ['price', 1e12, /^Price is too large$/],
      ['isFree', 'yes', /^isFree must be true or false$/],
      ['title', 'x'.repeat(201), /^Title must be at most 200 characters$/],
    ])('a bad %s (%j) answers 400 with a clear message', async (field, value, message) => {
      const r = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ [field]: value }))
        .expect(400);
      expect(r.body.fields[field]).toMatch(message);
      expect(r.body.error).toMatch(message);
    });

    it.each([
      ['$25', 25, null],
      ['25', 25, null],
      [25, 25, null],
      [12.5, 12.5, null],
      ['$10-15', 10, '$10-15'],
      ['Contact for pricing', null, 'Contact for pricing'],
      ['$1,200 per table', 1200, '$1,200 per table'],
      ['', null, null],
      [null, null, null],
    ])('price %j is stored as price %j and priceText %j', async (price, expected, text) => {
      const r = await t.http.post('/api/events').set('Authorization', approvedAuth).send(eventBody({ price })).expect(201);
      expect(r.body.price).toBe(expected);
      expect(r.body.priceText).toBe(text);
    });

    it('a free event has no price', async () => {
      const r = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ isFree: true, price: '$25' }))
        .expect(201);
      expect(r.body).toMatchObject({ isFree: true, price: null, priceText: null });
    });

    it('normalises times and dates; optional fields may be empty strings', async () => {
      const r = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(
          eventBody({
            startTime: '18:30',
            endTime: '',
            date: `${daysFromToday(30)}T00:00:00.000Z`,
            description: '',
            ticketUrl: '',
            state: 'tx',
          }),
        )
        .expect(201);
      expect(r.body).toMatchObject({
        startTime: '6:30 PM',
        endTime: null,
        date: daysFromToday(30),
        description: null,
        ticketUrl: null,
        state: 'TX',
      });
    });

    it('web addresses without a scheme get https://; other schemes are still refused', async () => {
      const r = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ ticketUrl: 'ganeshmandir.org/diwali', imageUrl: ' www.ganeshmandir.org/flyer.jpg ' }))
        .expect(201);
      expect(r.body).toMatchObject({ ticketUrl: 'https://ganeshmandir.org/diwali', imageUrl: 'https://www.ganeshmandir.org/flyer.jpg' });
      const before = await count();
      const bad = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ ticketUrl: 'javascript:alert(1)' }))
        .expect(400);
      expect(bad.body.fields.ticketUrl).toBe('Ticket link must be a web address starting with http:// or https://');
      expect(await count()).toBe(before);
    });

    it('an end before the start is refused unless the event ends after midnight', async () => {
      const before = await count();
      const bad = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ startTime: '6:30 PM', endTime: '5:00 PM' }))
        .expect(400);
      expect(bad.body.fields.endTime).toMatch(/^End time must be after the start time/);
      expect(await count()).toBe(before);
      const late = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ startTime: '9:00 PM', endTime: '1:00 AM', endsAfterMidnight: true }))
        .expect(201);
      expect(late.body).toMatchObject({ startTime: '9:00 PM', endTime: '1:00 AM' });
      expect(late.body).not.toHaveProperty('endsAfterMidnight');
      // An edit that sends a time is checked against the stored other one; other edits are not.
      await t.http.put(`/api/events/${late.body.id}`).set('Authorization', approvedAuth).send({ title: 'Late Garba' }).expect(200);
      await t.http.put(`/api/events/${late.body.id}`).set('Authorization', approvedAuth).send({ endTime: '2:00 AM' }).expect(400);
      await t.http
        .put(`/api/events/${late.body.id}`)
        .set('Authorization', approvedAuth)
        .send({ endTime: '2:00 AM', endsAfterMidnight: true })
        .expect(200);
    });

    it('counts toward eventsThisMonth', async () => {
      const org = await makeOrganization(t.ds, { isRegistered: true });
      const auth = `Bearer ${await organizerToken(t.app, org)}`;
      await t.http.post('/api/events').set('Authorization', auth).send(eventBody()).expect(201);
      await t.http.post('/api/events').set('Authorization', auth).send(eventBody()).expect(201);
      const me = await t.http.get('/api/org/me').set('Authorization', auth).expect(200);
      expect(me.body.eventsThisMonth).toBe(2);
    });

    it('admin: organization is required, must exist, and the event is approved even for a pending organization', async () => {
      const a = await t.http.post('/api/events').set('Authorization', admin).send(eventBody()).expect(400);
      expect(a.body).toMatchObject({ error: 'Organization is required', fields: { organizationId: 'Organization is required' } });
      const b = await t.http
        .post('/api/events')
        .set('Authorization', admin)
        .send(eventBody({ organizationId: '' }))
        .expect(400);
      expect(b.body.error).toBe('Organization is required');
      const c = await t.http
        .post('/api/events')
        .set('Authorization', admin)
        .send(eventBody({ organizationId: crypto.randomUUID() }))
        .expect(400);
      expect(c.body.error).toBe('Organization not found');
      const d = await t.http
        .post('/api/events')
        .set('Authorization', admin)
        .send(eventBody({ organizationId: 'not-a-uuid' }))
        .expect(400);
      expect(d.body.fields.organizationId).toBe('Organization is required');
      flagEvents();
      const r = await t.http
        .post('/api/events')
        .set('Authorization', admin)
        .send(eventBody({ organizationId: pendingOrg.id }))
        .expect(201);
      expect(r.body).toMatchObject({ organizationId: pendingOrg.id, isApproved: true, moderationScore: 3 });
    });

    it('a body that is not an object answers 400, not 500', async () => {
      for (const body of ['[]', '[{"title":"x"}]', '"text"', '42', 'null']) {
        const r = await t.http.post('/api/events').set('Authorization', approvedAuth).set('Content-Type', 'application/json').send(body);
        expect([body, r.status]).toEqual([body, 400]);
      }
      const r = await t.http
        .put(`/api/events/${(await makeEvent(t.ds, { organizationId: approvedOrg.id })).id}`)
        .set('Authorization', approvedAuth)
        .set('Content-Type', 'application/json')
        .send('[]');
      expect(r.status).toBe(400);
    });

    it('anonymous → 401; a bad token → 401', async () => {
      await t.http.post('/api/events').send(eventBody()).expect(401);
      await t.http.post('/api/events').set('Authorization', 'Bearer nonsense').send(eventBody()).expect(401);
    });
  });

  describe('PUT /api/events/:id', () => {
    it('ownership matrix: owner 200, another organizer 404 (nothing changes), admin 200, anonymous 401', async () => {
      const e = await makeEvent(t.ds, { organizationId: approvedOrg.id, title: 'Original' });
      await t.http.put(`/api/events/${e.id}`).send({ title: 'Anon' }).expect(401);
      const other = await t.http.put(`/api/events/${e.id}`).set('Authorization', otherAuth).send({ title: 'Hijacked' }).expect(404);
      expect(other.body.error).toBe('Event not found');
      expect((await load(e.id)).title).toBe('Original');
      const own = await t.http.put(`/api/events/${e.id}`).set('Authorization', approvedAuth).send({ title: 'By owner' }).expect(200);
      expect(own.body).toMatchObject({ id: e.id, title: 'By owner', venue: e.venue, organization: { id: approvedOrg.id } });
      await t.http.put(`/api/events/${e.id}`).set('Authorization', admin).send({ title: 'By admin' }).expect(200);
      expect((await load(e.id)).title).toBe('By admin');
    });

    it('malformed id → 400, unknown id → 404', async () => {
      const r = await t.http.put('/api/events/not-a-uuid').set('Authorization', approvedAuth).send({ title: 'x' }).expect(400);
      expect(r.body.error).toBe('Invalid id');
      await t.http.put(`/api/events/${crypto.randomUUID()}`).set('Authorization', approvedAuth).send({ title: 'x' }).expect(404);
    });

    it('an organizer edit re-runs moderation and approval', async () => {
      const e = await makeEvent(t.ds, { organizationId: approvedOrg.id, isApproved: true, date: uniqueDay() });
      const clean = await t.http.put(`/api/events/${e.id}`).set('Authorization', approvedAuth).send({ venue: 'New Hall' }).expect(200);
      expect(clean.body).toMatchObject({ isApproved: true, venue: 'New Hall' });
      flagEvents();
      const flagged = await t.http
        .put(`/api/events/${e.id}`)
        .set('Authorization', approvedAuth)
        .send({ description: 'Buy now!!!' })
        .expect(200);
      expect(flagged.body).toMatchObject({ isApproved: false, moderationScore: 3, moderationFlags: ['Looks like spam'] });
      jest.restoreAllMocks();
      const fixed = await t.http
        .put(`/api/events/${e.id}`)
        .set('Authorization', approvedAuth)
        .send({ description: 'A family evening.' })
        .expect(200);
      expect(fixed.body).toMatchObject({ isApproved: true, moderationScore: 0, moderationFlags: [] });
    });

    it('an unapproved organization’s edit stays pending; an admin edit keeps approval as it is', async () => {
      const e = await makeEvent(t.ds, { organizationId: pendingOrg.id, isApproved: false });
      const r = await t.http.put(`/api/events/${e.id}`).set('Authorization', pendingAuth).send({ title: 'Still pending' }).expect(200);
      expect(r.body.isApproved).toBe(false);
      flagEvents();
      const live = await makeEvent(t.ds, { organizationId: approvedOrg.id, isApproved: true, date: uniqueDay() });
      const a = await t.http.put(`/api/events/${live.id}`).set('Authorization', admin).send({ title: 'Admin fix' }).expect(200);
      expect(a.body).toMatchObject({ isApproved: true, moderationScore: 3 });
    });

    it('mass assignment on update: isApproved, moderationScore, organizationId (organizer) → 400, nothing changes', async () => {
      const e = await makeEvent(t.ds, { organizationId: pendingOrg.id, isApproved: false, title: 'Unchanged' });
      for (const body of [
        { title: 'x', isApproved: true },
        { title: 'x', moderationScore: 0 },
        { title: 'x', organizationId: approvedOrg.id },
      ]) {
        const r = await t.http.put(`/api/events/${e.id}`).set('Authorization', pendingAuth).send(body).expect(400);
        expect(r.body.error).toMatch(/should not exist/);
      }
      const row = await load(e.id);
      expect(row).toMatchObject({ title: 'Unchanged', isApproved: false, organizationId: pendingOrg.id });
    });

    it('required fields cannot be cleared', async () => {
      const e = await makeEvent(t.ds, { organizationId: approvedOrg.id });
      for (const [field, message] of [
        ['title', 'Title is required'],
        ['date', 'Date is required'],
        ['venue', 'Venue is required'],
        ['state', 'State is required'],
      ]) {
        for (const value of ['', null]) {
          const r = await t.http
            .put(`/api/events/${e.id}`)
            .set('Authorization', approvedAuth)
            .send({ [field]: value })
            .expect(400);
          expect(r.body.fields[field]).toBe(message);
        }
      }
    });

    it('price on edit: marking free clears it; an unchanged number keeps its text; a new number drops it', async () => {
      const e = await makeEvent(t.ds, { organizationId: approvedOrg.id, isFree: false, price: 10, priceText: '$10-15' });
      const same = await t.http.put(`/api/events/${e.id}`).set('Authorization', approvedAuth).send({ price: 10, title: 'T' }).expect(200);
      expect(same.body).toMatchObject({ price: 10, priceText: '$10-15' });
      const changed = await t.http.put(`/api/events/${e.id}`).set('Authorization', approvedAuth).send({ price: 12.5 }).expect(200);
      expect(changed.body).toMatchObject({ price: 12.5, priceText: null });
      const free = await t.http.put(`/api/events/${e.id}`).set('Authorization', approvedAuth).send({ isFree: true }).expect(200);
      expect(free.body).toMatchObject({ isFree: true, price: null, priceText: null });
      const paid = await t.http
        .put(`/api/events/${e.id}`)
        .set('Authorization', approvedAuth)
        .send({ isFree: false, price: '20' })
        .expect(200);
      expect(paid.body).toMatchObject({ isFree: false, price: 20, priceText: null });
    });

    it("keeps 'DC' on an event that has it, but does not move an event to DC", async () => {
      const dc = await makeEvent(t.ds, { organizationId: approvedOrg.id, state: 'DC', city: 'Washington' });
      await t.http
        .put(`/api/events/${dc.id}`)
        .set('Authorization', approvedAuth)
        .send({ state: 'DC', title: 'Holi on the Mall' })
        .expect(200);
      const tx = await makeEvent(t.ds, { organizationId: approvedOrg.id });
      const r = await t.http.put(`/api/events/${tx.id}`).set('Authorization', approvedAuth).send({ state: 'DC' }).expect(400);
      expect(r.body.fields.state).toMatch(/^State must be one of the 50 US state codes/);
    });
  });

  describe('GET /api/events/:id for editing', () => {
    it('the owner and admins see a pending event; others do not', async () => {
      const e = await makeEvent(t.ds, { organizationId: pendingOrg.id, isApproved: false });
      const own = await t.http.get(`/api/events/${e.id}`).set('Authorization', pendingAuth).expect(200);
      expect(own.body).toMatchObject({ id: e.id, isApproved: false });
      await t.http.get(`/api/events/${e.id}`).set('Authorization', admin).expect(200);
      await t.http.get(`/api/events/${e.id}`).set('Authorization', otherAuth).expect(404);
      await t.http.get(`/api/events/${e.id}`).expect(404);
    });
  });

  describe('DELETE /api/events/:id', () => {
    it('ownership matrix: anonymous 401, another organizer 404 (still there), owner 204', async () => {
      const e = await makeEvent(t.ds, { organizationId: approvedOrg.id, date: daysFromToday(5) });
      await t.http.delete(`/api/events/${e.id}`).expect(401);
      await t.http.delete(`/api/events/${e.id}`).set('Authorization', otherAuth).expect(404);
      expect(await t.ds.getRepository(Event).existsBy({ id: e.id })).toBe(true);
      const r = await t.http.delete(`/api/events/${e.id}`).set('Authorization', approvedAuth).expect(204);
      expect(r.text).toBe('');
      expect(await t.ds.getRepository(Event).existsBy({ id: e.id })).toBe(false);
      await t.http.delete(`/api/events/${e.id}`).set('Authorization', approvedAuth).expect(404);
    });

    it("organizers cannot delete past events ('Cannot delete past events'); today's event can go; admins may delete past ones", async () => {
      const past = await makeEvent(t.ds, { organizationId: approvedOrg.id, date: daysFromToday(-3) });
      const r = await t.http.delete(`/api/events/${past.id}`).set('Authorization', approvedAuth).expect(400);
      expect(r.body.error).toBe('Cannot delete past events');
      expect(await t.ds.getRepository(Event).existsBy({ id: past.id })).toBe(true);
      const today = await makeEvent(t.ds, { organizationId: approvedOrg.id, state: 'CA', date: todayInState('CA') });
      await t.http.delete(`/api/events/${today.id}`).set('Authorization', approvedAuth).expect(204);
      await t.http.delete(`/api/events/${past.id}`).set('Authorization', admin).expect(204);
      expect(await t.ds.getRepository(Event).existsBy({ id: past.id })).toBe(false);
    });

    it('organizers cannot list an event, or a series, already over, nor move one into the past (they could never delete it); admins may', async () => {
      const before = await count();
      // Yesterday in Hawaii, the last US zone to change days (a UTC day back is still today there until 10:00 UTC).
      const yesterday = addDays(todayInState('HI'), -1);
      const r = await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ date: yesterday, state: 'HI' }))
        .expect(400);
      expect(r.body).toMatchObject({ error: 'Date must be today or later', fields: { date: 'Date must be today or later' } });
      const series = {
        ...eventBody({ date: daysFromToday(-14), isFree: true, price: undefined }),
        recurrence: { frequency: 'weekly', until: daysFromToday(14) },
      };
      const s = await t.http.post('/api/event-series').set('Authorization', approvedAuth).send(series).expect(400);
      expect(s.body.fields).toEqual({ date: 'Date must be today or later' });
      expect(await count()).toBe(before);

      const upcoming = await makeEvent(t.ds, { organizationId: approvedOrg.id, date: daysFromToday(5) });
      const moved = await t.http
        .put(`/api/events/${upcoming.id}`)
        .set('Authorization', approvedAuth)
        .send({ date: yesterday, state: 'HI' })
        .expect(400);
      expect(moved.body.fields).toEqual({ date: 'Date must be today or later' });
      expect(await load(upcoming.id)).toMatchObject({ date: daysFromToday(5) });
      // Other edits and a future date still work; today's event can be listed.
      await t.http
        .put(`/api/events/${upcoming.id}`)
        .set('Authorization', approvedAuth)
        .send({ date: daysFromToday(6) })
        .expect(200);
      await t.http
        .post('/api/events')
        .set('Authorization', approvedAuth)
        .send(eventBody({ state: 'CA', date: todayInState('CA') }))
        .expect(201);
      const recorded = await t.http
        .post('/api/events')
        .set('Authorization', admin)
        .send(eventBody({ date: yesterday, organizationId: approvedOrg.id }))
        .expect(201);
      expect(recorded.body.date).toBe(yesterday);
    });

    it('a past event keeps its days: an organizer cannot give it a later endDate (nor date or state), so it stays undeletable', async () => {
      const past = await makeEvent(t.ds, { organizationId: approvedOrg.id, date: daysFromToday(-3), title: 'Finished Rath Yatra' });
      for (const change of [{ endDate: daysFromToday(5) }, { endDate: daysFromToday(-1) }, { date: daysFromToday(2) }, { state: 'CA' }]) {
        const r = await t.http.put(`/api/events/${past.id}`).set('Authorization', approvedAuth).send(change).expect(400);
        const field = Object.keys(change)[0];
        expect([change, r.body]).toEqual([
          change,
          expect.objectContaining({ error: CANNOT_MOVE_PAST, fields: { [field]: CANNOT_MOVE_PAST } }),
        ]);
      }
      expect(await load(past.id)).toMatchObject({ date: daysFromToday(-3), endDate: null, state: 'TX' });
      await t.http.delete(`/api/events/${past.id}`).set('Authorization', approvedAuth).expect(400);
      // Its other fields can still be corrected, and an admin may change its days.
      await t.http.put(`/api/events/${past.id}`).set('Authorization', approvedAuth).send({ title: 'Rath Yatra 2025' }).expect(200);
      await t.http
        .put(`/api/events/${past.id}`)
        .set('Authorization', admin)
        .send({ endDate: daysFromToday(5) })
        .expect(200);
      expect(await load(past.id)).toMatchObject({ title: 'Rath Yatra 2025', endDate: daysFromToday(5) });
      // A multi-day event still running is not past: its organizer may extend it.
      const running = await makeEvent(t.ds, { organizationId: approvedOrg.id, date: daysFromToday(-2), endDate: daysFromToday(1) });
      await t.http
        .put(`/api/events/${running.id}`)
        .set('Authorization', approvedAuth)
        .send({ endDate: daysFromToday(3) })
        .expect(200);
    });

    it('"past" is judged in the event\'s own time zone', async () => {
      // Yesterday in Hawaii may be today elsewhere; whatever the hour, yesterday-in-HI is past for a HI event.
      const e = await makeEvent(t.ds, {
        organizationId: approvedOrg.id,
        state: 'HI',
        city: 'Honolulu',
        date: addDays(todayInState('HI'), -1),
      });
      await t.http.delete(`/api/events/${e.id}`).set('Authorization', approvedAuth).expect(400);
    });

    it('malformed id → 400', async () => {
      await t.http.delete('/api/events/123').set('Authorization', approvedAuth).expect(400);
    });
  });

  describe('GET /api/organizations/:id/events', () => {
    it("lists all of the organization's events, every status, newest date first, for its organizer and admins", async () => {
      const org = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
      const auth = `Bearer ${await organizerToken(t.app, org)}`;
      const a = await makeEvent(t.ds, { organizationId: org.id, date: daysFromToday(3), isApproved: true });
      const b = await makeEvent(t.ds, { organizationId: org.id, date: daysFromToday(30), isApproved: false });
      const c = await makeEvent(t.ds, { organizationId: org.id, date: daysFromToday(-10), isApproved: true });
      await makeEvent(t.ds, { organizationId: otherOrg.id });
      const r = await t.http.get(`/api/organizations/${org.id}/events`).set('Authorization', auth).expect(200);
      expect(r.body.map((e: { id: string }) => e.id)).toEqual([b.id, a.id, c.id]);
      expect(r.body[0]).toMatchObject({ isApproved: false, moderationScore: 0 });
      const viaAdmin = await t.http.get(`/api/organizations/${org.id}/events`).set('Authorization', admin).expect(200);
      expect(viaAdmin.body).toHaveLength(3);
    });

    it('another organizer 403, anonymous 401, malformed id 400, unknown organization (admin) 404', async () => {
      await t.http.get(`/api/organizations/${approvedOrg.id}/events`).set('Authorization', otherAuth).expect(403);
      await t.http.get(`/api/organizations/${approvedOrg.id}/events`).expect(401);
      await t.http.get('/api/organizations/x/events').set('Authorization', admin).expect(400);
      await t.http.get(`/api/organizations/${crypto.randomUUID()}/events`).set('Authorization', admin).expect(404);
    });
  });
});
