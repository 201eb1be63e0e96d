import * as ical from 'node-ical';
import { Event } from '../../src/events/event.entity';
import { Organization } from '../../src/organizations/organization.entity';
import { ScrapedEventsService } from '../../src/events/scraped-events.service';
import { ScrapingSource } from '../../src/scraping/scraping-source.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Issue 19, items 3, 4, 7, 9 and 10: what an organizer, a scraped page or a crafted query could do to
 * events and their calendar files. docs/security.md lists each attack and its result.
 */
describe('events under attack', () => {
  let t: TestApp;
  let admin: string;
  let org: Organization;
  let owner: string;
  let dayOffset = 40;
  const uniqueDay = () => daysFromToday(dayOffset++);

  beforeAll(async () => {
    t = await createTestApp();
    admin = `Bearer ${await adminToken(t.app)}`;
    org = await makeOrganization(t.ds, { isRegistered: true, isApproved: true });
    owner = `Bearer ${await organizerToken(t.app, org)}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const load = (id: string) => t.ds.getRepository(Event).findOneByOrFail({ id });
  const text = (r: { text: string }) => r.text;
  const vevents = (ics: string) => Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];

  describe('iCalendar injection (item 3)', () => {
    const HOSTILE = ';,"\\\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:injected\r\nSUMMARY:Injected\rX\nY';
    const lines = (s: string) => s.replace(/\r\n|\r/g, '\n');

    it('CR, LF, ; , " and \\ in every text field give exactly the events expected, the organizer’s address untouched', async () => {
      const hostileOrg = await makeOrganization(t.ds, {
        name: `Temple" ;EMAIL=evil@evil.test:mailto:evil@evil.test;X="${HOSTILE}`,
        contactEmail: 'office@temple.example.org',
        description: `About ${HOSTILE}`,
      });
      const fields = () => ({
        organizationId: hostileOrg.id,
        description: `Description ${HOSTILE}`,
        venue: `Venue ${HOSTILE}`,
        city: `Injectville`,
        date: uniqueDay(),
      });
      const one = await makeEvent(t.ds, { ...fields(), title: `Garba ${HOSTILE}` });
      const two = await makeEvent(t.ds, { ...fields(), title: `Dandiya ${HOSTILE}` });

      const single = text(await t.http.get(`/api/events/${one.id}/calendar.ics`).expect(200));
      const found = vevents(single);
      expect(found.map((e) => e.uid)).toEqual([`${one.id}@localhost`]);
      expect(found[0].summary).toBe(lines(one.title));
      expect(found[0].location).toBe(lines(`${one.venue}, Injectville, TX`));
      const organizer = found[0].organizer as unknown as { val: string; params: Record<string, string> };
      expect(organizer.val).toBe('mailto:office@temple.example.org');
      expect(Object.keys(organizer.params)).toEqual(['CN']);
      const calendar = ical.sync.parseICS(single).vcalendar as unknown as Record<string, unknown>;
      expect(calendar['WR-CALNAME']).toBe(lines(one.title));

      const feed = text(await t.http.get('/api/calendar/injectville.ics').expect(200));
      expect(
        vevents(feed)
          .map((e) => e.uid)
          .sort(),
      ).toEqual([`${one.id}@localhost`, `${two.id}@localhost`].sort());
    });
  });

  describe("an admin's unpublish sticks (item 4)", () => {
    const body = (over: Record<string, unknown> = {}) => ({
      title: 'Kite Festival',
      category: 'Cultural Events',
      date: uniqueDay(),
      startTime: '10:00 AM',
      venue: 'Lake Park',
      city: 'Plano',
      state: 'TX',
      isFree: true,
      ...over,
    });

    it('an organizer edit, the organization’s approval and a re-scrape do not publish it again; an admin does', async () => {
      const created = (await t.http.post('/api/events').set('Authorization', owner).send(body()).expect(201)).body;
      expect(created).toMatchObject({ isApproved: true, unpublishedByAdmin: false });

      const down = await t.http.put(`/api/admin/events/${created.id}`).set('Authorization', admin).send({ isApproved: false }).expect(200);
      expect(down.body).toMatchObject({ isApproved: false, unpublishedByAdmin: true });

      // The organizer's no-op edit (the attack), then a real one.
      await t.http.put(`/api/events/${created.id}`).set('Authorization', owner).send({ title: 'Kite Festival' }).expect(200);
      const edited = await t.http
        .put(`/api/events/${created.id}`)
        .set('Authorization', owner)
        .send({ venue: 'Oak Point Park' })
        .expect(200);
      expect(edited.body).toMatchObject({ isApproved: false, unpublishedByAdmin: true, venue: 'Oak Point Park' });
      await t.http.get(`/api/events/${created.id}`).expect(404);

      // What the organizer's dashboard reads.
      const mine = (await t.http.get(`/api/organizations/${org.id}/events`).set('Authorization', owner).expect(200)).body as Array<{
        id: string;
        unpublishedByAdmin: boolean;
      }>;
      expect(mine.find((e) => e.id === created.id)?.unpublishedByAdmin).toBe(true);

      // The organization approved again: its waiting events go live, this one does not.
      await t.ds.getRepository(Organization).update({ id: org.id }, { isApproved: false });
      const waiting = (
        await t.http
          .post('/api/events')
          .set('Authorization', owner)
          .send(body({ title: 'Chess Open' }))
          .expect(201)
      ).body;
      expect(waiting.isApproved).toBe(false);
      await t.http.put(`/api/admin/organizations/${org.id}/approve`).set('Authorization', admin).expect(200);
      expect((await load(waiting.id)).isApproved).toBe(true);
      expect(await load(created.id)).toMatchObject({ isApproved: false, unpublishedByAdmin: true });

      // An admin publishes it: the mark is gone and the organizer's edits keep it live.
      const up = await t.http.put(`/api/admin/events/${created.id}`).set('Authorization', admin).send({ isApproved: true }).expect(200);
      expect(up.body).toMatchObject({ isApproved: true, unpublishedByAdmin: false });
      await t.http.put(`/api/events/${created.id}`).set('Authorization', owner).send({ title: 'Kite Festival 2' }).expect(200);
      expect(await load(created.id)).toMatchObject({ isApproved: true, unpublishedByAdmin: false });
      await t.http.get(`/api/events/${created.id}`).expect(200);

      // The approval queue's approve publishes too.
      await t.http.put(`/api/admin/events/${created.id}`).set('Authorization', admin).send({ isApproved: false }).expect(200);
      await t.http.put(`/api/admin/events/${created.id}/approve`).set('Authorization', admin).expect(200);
      expect(await load(created.id)).toMatchObject({ isApproved: true, unpublishedByAdmin: false });
    });

    it('saving a pending event unchanged in the admin form does not mark it as taken down', async () => {
      const pendingOrg = await makeOrganization(t.ds, { isApproved: false });
      const pending = await makeEvent(t.ds, { organizationId: pendingOrg.id, isApproved: false, date: uniqueDay() });
      const r = await t.http.put(`/api/admin/events/${pending.id}`).set('Authorization', admin).send({ isApproved: false }).expect(200);
      expect(r.body).toMatchObject({ isApproved: false, unpublishedByAdmin: false });
      // React-admin sends the whole record back, the new field included.
      await t.http
        .put(`/api/admin/events/${pending.id}`)
        .set('Authorization', admin)
        .send({ ...r.body, title: 'Renamed' })
        .expect(200);
    });

    it('a changed scraped event an admin took down stays down', async () => {
      const source = await t.ds
        .getRepository(ScrapingSource)
        .save({ name: 'Temple calendar', type: 'calendar', url: 'https://temple.example.org/events.ics', organizationId: org.id });
      const importer = t.app.get(ScrapedEventsService);
      const draft = {
        title: 'Ram Navami Celebration',
        description: 'Bhajans and prasad.',
        category: 'Religious Festivals',
        date: uniqueDay(),
        startTime: '6:00 PM',
        endTime: null,
        venue: 'Temple Hall',
        city: 'Irving',
        state: 'TX',
        price: null,
        priceText: null,
        isFree: true,
        ticketUrl: null,
        imageUrl: null,
        organizationId: org.id,
        sourceEventKey: 'ram-navami',
      };
      const sourceOrg = { id: org.id, name: org.name, city: org.city, state: org.state, isApproved: true };
      expect((await importer.import(source.id, sourceOrg, [draft])).saved).toBe(1);
      const scraped = await t.ds.getRepository(Event).findOneByOrFail({ sourceId: source.id, sourceEventKey: 'ram-navami' });
      expect(scraped.isApproved).toBe(true);
      await t.http.put(`/api/admin/events/${scraped.id}`).set('Authorization', admin).send({ isApproved: false }).expect(200);
      expect((await importer.import(source.id, sourceOrg, [{ ...draft, venue: 'Temple Main Hall' }])).updated).toBe(1);
      expect(await load(scraped.id)).toMatchObject({ venue: 'Temple Main Hall', isApproved: false, unpublishedByAdmin: true });
    });
  });

  describe('filter={"id":[]} (item 7)', () => {
    it.each(['events', 'organizations', 'contact-messages', 'community-stats'])('/api/admin/%s answers an empty page', async (resource) => {
      const r = await t.http
        .get(`/api/admin/${resource}`)
        .query({ filter: JSON.stringify({ id: [] }) })
        .set('Authorization', admin)
        .expect(200);
      expect(r.body).toEqual([]);
      expect(r.headers['content-range']).toBe(`${resource} */0`);
    });

    it('an empty organizationId list on events answers an empty page too', async () => {
      const r = await t.http
        .get('/api/admin/events')
        .query({ filter: JSON.stringify({ organizationId: [] }) })
        .set('Authorization', admin)
        .expect(200);
      expect(r.body).toEqual([]);
    });
  });

  describe('private answers are not cacheable (item 9)', () => {
    it("a pending event's .ics and detail for its owner and an admin: private, no-store; a public one: public", async () => {
      const pendingOrg = await makeOrganization(t.ds, { isRegistered: true, isApproved: false });
      const pendingOwner = `Bearer ${await organizerToken(t.app, pendingOrg)}`;
      const pending = await makeEvent(t.ds, { organizationId: pendingOrg.id, date: uniqueDay() });
      for (const auth of [pendingOwner, admin]) {
        const ics = await t.http.get(`/api/events/${pending.id}/calendar.ics`).set('Authorization', auth).expect(200);
        expect(ics.headers['cache-control']).toBe('private, no-store');
        const detail = await t.http.get(`/api/events/${pending.id}`).set('Authorization', auth).expect(200);
        expect(detail.headers['cache-control']).toBe('private, no-store');
      }
      await t.http.get(`/api/events/${pending.id}/calendar.ics`).expect(404);
      const visible = await makeEvent(t.ds, { organizationId: org.id, date: uniqueDay() });
      for (const auth of [owner, admin]) {
        const ics = await t.http.get(`/api/events/${visible.id}/calendar.ics`).set('Authorization', auth).expect(200);
        expect(ics.headers['cache-control']).toBe('public, max-age=300');
      }
      expect((await t.http.get(`/api/events/${visible.id}/calendar.ics`).expect(200)).headers['cache-control']).toBe('public, max-age=300');
    });
  });

  describe('past events stay past (item 10)', () => {
    it('an organizer cannot move a past event’s date or state, so it cannot be deleted; an admin can', async () => {
      const past = await makeEvent(t.ds, { organizationId: org.id, date: daysFromToday(-5), title: 'Last Week Satsang' });
      const future = uniqueDay();
      const moved = await t.http.put(`/api/events/${past.id}`).set('Authorization', owner).send({ date: future }).expect(400);
      expect(moved.body).toMatchObject({ message: 'Cannot change the date or state of past events', fields: { date: expect.any(String) } });
      const otherState = await t.http.put(`/api/events/${past.id}`).set('Authorization', owner).send({ state: 'HI' }).expect(400);
      expect(otherState.body.fields).toHaveProperty('state');
      await t.http
        .delete(`/api/events/${past.id}`)
        .set('Authorization', owner)
        .expect(400, /Cannot delete past events/);
      expect(await load(past.id)).toMatchObject({ date: daysFromToday(-5), state: 'TX' });

      // Other edits of a past event are fine, and so is sending its own date back.
      await t.http
        .put(`/api/events/${past.id}`)
        .set('Authorization', owner)
        .send({ description: 'Thank you all for coming.', date: daysFromToday(-5) })
        .expect(200);
      // An admin may move it; the organizer may then delete it (the rule reads the stored date).
      await t.http.put(`/api/admin/events/${past.id}`).set('Authorization', admin).send({ date: future }).expect(200);
      await t.http.delete(`/api/events/${past.id}`).set('Authorization', owner).expect(204);
    });
  });
});
