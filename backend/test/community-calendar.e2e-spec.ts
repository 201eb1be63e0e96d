import { COMMUNITY_CODES } from '../src/community-tags/languages';
import { PRACTICAL_TAGS } from '../src/community-tags/infer-tags';
import { EVENT_FESTIVALS } from '../src/community-tags/community-columns';
import { ScrapedEventsService } from '../src/events/scraped-events.service';
import { Organization } from '../src/organizations/organization.entity';
import { adminToken, daysFromToday, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

const UNKNOWN_FESTIVAL = `Unknown festival 'halloween'. Known festivals: ${EVENT_FESTIVALS.join(', ')}`;
const UNKNOWN_LANGUAGE = `Unknown language 'klingon'. Known languages: ${COMMUNITY_CODES.join(', ')}`;
const UNKNOWN_TAG = `Unknown tag 'pets'. Known tags: ${PRACTICAL_TAGS.join(', ')}`;

const BASE = {
  category: 'Cultural Events',
  date: daysFromToday(20),
  startTime: '6:00 PM',
  venue: 'Community Hall',
  city: 'Irving',
  state: 'TX',
  isFree: true,
};

/** Issue 24 A–C: festival, languages and tags on events — inferred or chosen, filtered, and the public festival pages. */
describe('community calendar: festival, languages and tags', () => {
  let t: TestApp;
  let telugu: Organization;
  let token: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    telugu = await makeOrganization(t.ds, { name: 'Telugu Association of Dallas', isRegistered: true });
    token = await organizerToken(t.app, telugu);
    admin = await adminToken(t.app);
  });
  afterAll(() => t?.close());

  const create = (body: Record<string, unknown>, as = token) =>
    t.http
      .post('/api/events')
      .set('Authorization', `Bearer ${as}`)
      .send({ ...BASE, ...body });
  const update = (id: string, body: Record<string, unknown>, as = token) =>
    t.http.put(`/api/events/${id}`).set('Authorization', `Bearer ${as}`).send(body);

  it('infers festival, languages and tags at creation, and re-infers them when the text changes', async () => {
    const r = await create({ title: 'Diwali Dhamaka', description: 'Kids corner, face painting and free parking.' }).expect(201);
    expect(r.body).toMatchObject({ festival: 'diwali', languages: ['te'], tags: ['kids-family', 'free-parking'], chosen: [] });
    const u = await update(r.body.id, { title: 'Holi Hungama', description: 'Colours and a vegetarian lunch' }).expect(200);
    expect(u.body).toMatchObject({ festival: 'holi', languages: ['te'], tags: ['vegetarian'], chosen: [] });
    // A festival's day is stored as the festival.
    const d = await create({ title: 'Lakshmi Puja', description: null }).expect(201);
    expect(d.body.festival).toBe('diwali');
  });

  it('keeps what the organizer chose when the text changes; "auto" and null give a field back to inference', async () => {
    const r = await create({ title: 'Cultural Evening', festival: 'navratri', languages: ['gu', 'hi'], tags: [] }).expect(201);
    expect(r.body).toMatchObject({ festival: 'navratri', languages: ['gu', 'hi'], tags: [], chosen: ['festival', 'languages', 'tags'] });
    const u = await update(r.body.id, { title: 'Diwali Mela', description: 'Free parking for families' }).expect(200);
    expect(u.body).toMatchObject({ festival: 'navratri', languages: ['gu', 'hi'], tags: [] });
    // The same values sent back (a form, react-admin) change nothing; the admin may correct one.
    const same = await update(r.body.id, { festival: 'navratri', languages: ['gu', 'hi'] }, admin).expect(200);
    expect(same.body.chosen).toEqual(['festival', 'languages', 'tags']);
    const back = await update(r.body.id, { festival: 'auto', tags: null }, admin).expect(200);
    expect(back.body).toMatchObject({
      festival: 'diwali',
      languages: ['gu', 'hi'],
      tags: ['kids-family', 'free-parking'],
      chosen: ['languages'],
    });
    const stored = await t.ds.query(`SELECT festival, languages, tags, "communityChosen" FROM events WHERE id = $1`, [r.body.id]);
    expect(stored).toEqual([
      { festival: 'diwali', languages: ['gu', 'hi'], tags: ['kids-family', 'free-parking'], communityChosen: ['languages'] },
    ]);
  });

  it('400 with the known values for an unknown festival, language or tag in a body, and writes nothing', async () => {
    const before = await t.ds.query(`SELECT count(*)::int AS n FROM events`);
    expect((await create({ title: 'X night', festival: 'halloween' }).expect(400)).body.message).toBe(UNKNOWN_FESTIVAL);
    expect((await create({ title: 'X night', languages: ['klingon'] }).expect(400)).body.message).toBe(UNKNOWN_LANGUAGE);
    expect((await create({ title: 'X night', tags: ['pets'] }).expect(400)).body.message).toBe(UNKNOWN_TAG);
    expect((await create({ title: 'X night', languages: ['all', 'te'] }).expect(400)).body.message).toBe(
      'languages must be 1 to 3 language codes, or ["all"] alone',
    );
    expect((await create({ title: 'X night', languages: 'te' }).expect(400)).body.message).toBe(
      'languages must be 1 to 3 language codes, or ["all"] alone',
    );
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM events`)).toEqual(before);
  });

  describe('listing filters', () => {
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      const bengali = await makeOrganization(t.ds, { name: 'Bengali Association of Chicago' });
      ids.teluguDiwali = (
        await makeEvent(t.ds, {
          title: 'Diwali Sambaralu',
          description: 'Kids corner',
          organizationId: telugu.id,
          date: daysFromToday(25),
        })
      ).id;
      ids.allDiwali = (await makeEvent(t.ds, { title: 'Diwali Mela', description: 'For everyone', date: daysFromToday(26) })).id;
      ids.pujo = (
        await makeEvent(t.ds, { title: 'Durga Puja', organizationId: bengali.id, date: daysFromToday(27), city: 'Naperville', state: 'IL' })
      ).id;
    });
    const listed = async (q: string) => (await t.http.get(`/api/events?${q}`).expect(200)).body.map((e: { id: string }) => e.id);

    it('filters by festival, language and tag, with each other and with the other filters', async () => {
      expect(await listed('festival=diwali')).toEqual(expect.arrayContaining([ids.teluguDiwali, ids.allDiwali]));
      expect(await listed('festival=diwali')).not.toContain(ids.pujo);
      // language=te: events whose languages hold te — not the events for everyone.
      const te = await listed('festival=diwali&language=te');
      expect(te).toContain(ids.teluguDiwali);
      expect(te).not.toContain(ids.allDiwali);
      expect(await listed('festival=Diwali&language=TE&tag=kids-family&metro=dallas-fort-worth')).toEqual([ids.teluguDiwali]);
      expect(await listed('festival=diwali&tag=free-parking')).not.toContain(ids.teluguDiwali);
      expect(await listed('language=bn&search=puja')).toEqual([ids.pujo]);
      expect(await listed('festival=durga-puja&metro=chicago')).toEqual([ids.pujo]);
      // Several languages: events serving any of them ("Telugu or Bengali" in one pass).
      const either = await listed('language=te,bn&limit=200');
      expect(either).toEqual(expect.arrayContaining([ids.teluguDiwali, ids.pujo]));
      expect(either).not.toContain(ids.allDiwali);
      expect(await listed('language=TE, bn&festival=durga-puja')).toEqual([ids.pujo]);
    });

    it('the card carries festival and languages, the full event tags too', async () => {
      const [card] = (await t.http.get('/api/events?festival=diwali&language=te&tag=kids-family&fields=card').expect(200)).body;
      expect(card).toMatchObject({ festival: 'diwali', languages: ['te'] });
      expect(card.tags).toBeUndefined();
      const full = (await t.http.get(`/api/events/${ids.teluguDiwali}`).expect(200)).body;
      expect(full).toMatchObject({ festival: 'diwali', languages: ['te'], tags: ['kids-family'] });
    });

    it('400 with the known values for an unknown festival, language or tag, in listings, feeds, share texts and the widget', async () => {
      for (const path of ['/api/events', '/api/feeds/events.ics', '/api/feeds/events.rss']) {
        expect((await t.http.get(`${path}?festival=halloween`).expect(400)).body.message).toBe(UNKNOWN_FESTIVAL);
        expect((await t.http.get(`${path}?language=klingon`).expect(400)).body.message).toBe(UNKNOWN_LANGUAGE);
        expect((await t.http.get(`${path}?language=te,klingon`).expect(400)).body.message).toBe(UNKNOWN_LANGUAGE);
        expect((await t.http.get(`${path}?tag=pets`).expect(400)).body.message).toBe(UNKNOWN_TAG);
      }
      expect((await t.http.get('/api/share/whatsapp?metro=dallas-fort-worth&language=klingon').expect(400)).body.message).toBe(
        UNKNOWN_LANGUAGE,
      );
      expect((await t.http.get('/api/embed/events?tag=pets').expect(400)).body.message).toBe(UNKNOWN_TAG);
    });

    it('feeds, share texts and the widget take the filters', async () => {
      const rss = (await t.http.get('/api/feeds/events.rss?festival=diwali&language=te').expect(200)).text;
      expect(rss).toContain('Diwali Sambaralu');
      expect(rss).not.toContain('Diwali Mela<');
      const ics = (await t.http.get('/api/feeds/events.ics?language=bn').expect(200)).text;
      expect(ics).toContain('Durga Puja');
      expect(ics).not.toContain('Diwali Sambaralu');
      const embed = (await t.http.get('/api/embed/events?tag=kids-family&festival=diwali').expect(200)).body;
      expect(embed.events.map((e: { id: string }) => e.id)).toContain(ids.teluguDiwali);
      expect(embed.events.map((e: { id: string }) => e.id)).not.toContain(ids.allDiwali);
      const text = (await t.http.get(`/api/share/whatsapp?organizationId=${telugu.id}&festival=diwali`).expect(200)).text;
      expect(text).toContain('Diwali Sambaralu');
    });

    it('GET /api/languages counts upcoming events per community; GET /api/tags lists the tags', async () => {
      const languages = (await t.http.get('/api/languages').expect(200)).body;
      expect(languages.map((l: { code: string }) => l.code)).toEqual(COMMUNITY_CODES.filter((c) => c !== 'all'));
      expect(languages.find((l: { code: string }) => l.code === 'bn')).toEqual({
        code: 'bn',
        name: 'Bengali',
        nativeName: 'বাংলা',
        eventCount: 1,
      });
      expect(languages.find((l: { code: string }) => l.code === 'te').eventCount).toBeGreaterThanOrEqual(1);
      const tags = (await t.http.get('/api/tags').expect(200)).body;
      expect(tags[0]).toEqual({ key: 'kids-family', label: 'Kids & family' });
      expect(tags.map((x: { key: string }) => x.key)).toEqual([...PRACTICAL_TAGS]);
    });
  });

  it('scraping import infers the columns, and a later import keeps what an admin chose', async () => {
    const importer = t.app.get(ScrapedEventsService);
    const org = await makeOrganization(t.ds, { name: 'Kerala Association of Dallas' });
    const [source] = await t.ds.query(
      `INSERT INTO scraping_sources (name, type, url) VALUES ('Kerala', 'other', 'https://ka.example.org') RETURNING id`,
    );
    const draft = {
      ...BASE,
      title: 'Onam Sadhya',
      description: 'Sadhya lunch, livestream for family in India',
      date: daysFromToday(40),
      endTime: null,
      price: null,
      priceText: null,
      ticketUrl: null,
      imageUrl: null,
      organizationId: org.id,
      sourceEventKey: 'onam-1',
    };
    await importer.import(source.id, { isApproved: true, name: org.name }, [draft]);
    const [row] = await t.ds.query(`SELECT id, festival, languages, tags FROM events WHERE "sourceId" = $1`, [source.id]);
    expect(row).toMatchObject({ festival: 'onam', languages: ['ml'], tags: ['livestream'] });
    await update(row.id, { tags: ['seniors'] }, admin).expect(200);
    await importer.import(source.id, { isApproved: true, name: org.name }, [{ ...draft, title: 'Onam Sadhya and Vishu preview' }]);
    const [after] = await t.ds.query(`SELECT festival, languages, tags FROM events WHERE id = $1`, [row.id]);
    expect(after).toEqual({ festival: 'onam', languages: ['ml'], tags: ['seniors'] });
  });

  it("an organization's chosen languages show on its profile and pages and stand in for events that name no community", async () => {
    const org = await makeOrganization(t.ds, { name: 'Friends of Texas', isRegistered: true });
    const orgToken = await organizerToken(t.app, org);
    expect((await t.http.get('/api/org/me').set('Authorization', `Bearer ${orgToken}`).expect(200)).body).toMatchObject({
      languages: ['all'],
      languagesChosen: false,
    });
    const set = await t.http
      .put('/api/org/languages')
      .set('Authorization', `Bearer ${orgToken}`)
      .send({ languages: ['ta'] })
      .expect(200);
    expect(set.body).toEqual({ languages: ['ta'], languagesChosen: true });
    expect((await t.http.get(`/api/organizations/${org.id}/public`).expect(200)).body.languages).toEqual(['ta']);
    const e = await create({ title: 'Annual picnic' }, orgToken).expect(201);
    expect(e.body.languages).toEqual(['ta']);
    expect(
      (
        await t.http
          .put('/api/org/languages')
          .set('Authorization', `Bearer ${orgToken}`)
          .send({ languages: ['xx'] })
          .expect(400)
      ).body.message,
    ).toBe(`Unknown language 'xx'. Known languages: ${COMMUNITY_CODES.join(', ')}`);
    // An admin corrects it through the organization record; null gives it back to inference.
    const a = await t.http
      .put(`/api/admin/organizations/${org.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ languages: null })
      .expect(200);
    expect(a.body).toMatchObject({ languages: ['all'], languagesChosen: false });
  });

  describe('festivals', () => {
    it('lists a year with dates, page slugs and event windows; 404 outside the table', async () => {
      const list = (await t.http.get('/api/festivals?year=2026').expect(200)).body;
      const diwali = list.find((f: { slug: string }) => f.slug === 'diwali');
      expect(diwali).toMatchObject({ name: 'Diwali', year: 2026, pageSlug: 'diwali-2026', mainDate: '2026-11-08' });
      expect(diwali.season).toEqual({ from: '2026-09-22', to: '2026-12-25' });
      expect(list.map((f: { slug: string }) => f.slug)).not.toContain('dhanteras');
      expect((await t.http.get('/api/festivals?year=2099').expect(404)).body.message).toBe('Festival not found');
      expect((await t.http.get('/api/festivals?year=1999').expect(400)).body.message).toBe('year must be a year such as 2026');
      expect((await t.http.get('/api/festivals?metro=atlantis').expect(400)).body.message).toMatch(/^Unknown metro 'atlantis'/);
    });

    it("a festival's page: its dates in each zone, regional names and the metros with its events (past ones too)", async () => {
      await makeEvent(t.ds, { title: 'Diwali Night Irving', date: '2026-11-07', city: 'Irving', state: 'TX' });
      await makeEvent(t.ds, { title: 'Deepavali Naperville', date: '2026-11-08', city: 'Naperville', state: 'IL' });
      const page = (await t.http.get('/api/festivals/diwali-2026').expect(200)).body;
      expect(page).toMatchObject({ slug: 'diwali', year: 2026, name: 'Diwali', communities: [] });
      expect(page.dates.map((d: { timeZone: string }) => d.timeZone).sort()).toEqual([
        'America/Chicago',
        'America/Denver',
        'America/Los_Angeles',
        'America/New_York',
      ]);
      expect(page.regionalNames).toEqual(expect.arrayContaining([{ name: 'Deepavali', languages: ['ta', 'te', 'kn', 'ml'] }]));
      expect(page.metros.map((m: { slug: string }) => m.slug)).toEqual(expect.arrayContaining(['dallas-fort-worth', 'chicago']));
      const events = (
        await t.http
          .get(`/api/events?festival=diwali&from=${page.season.from}&to=${page.season.to}&includePast=true&metro=chicago`)
          .expect(200)
      ).body;
      expect(events.map((e: { title: string }) => e.title)).toEqual(['Deepavali Naperville']);
      for (const bad of ['diwali-1999', 'halloween-2026', 'dhanteras-2026', 'halloween']) {
        expect((await t.http.get(`/api/festivals/${bad}`).expect(404)).body.message).toBe('Festival not found');
      }
    });

    it("without a year: each festival next (within a year) soonest first, then this year's past ones, latest first", async () => {
      const today = daysFromToday(0);
      const year = Number(today.slice(0, 4));
      const list = (await t.http.get('/api/festivals').expect(200)).body as Array<{
        slug: string;
        year: number;
        startDate: string;
        mainDate: string;
        endDate: string;
      }>;
      const firstPast = list.findIndex((f) => f.endDate < today);
      const upcoming = firstPast < 0 ? list : list.slice(0, firstPast);
      const past = firstPast < 0 ? [] : list.slice(firstPast);
      expect(upcoming.length).toBeGreaterThan(10);
      expect(upcoming.map((f) => f.mainDate)).toEqual([...upcoming.map((f) => f.mainDate)].sort());
      expect(new Set(upcoming.map((f) => f.slug)).size).toBe(upcoming.length); // each festival once: its next occurrence
      for (const f of upcoming) expect(f.mainDate < daysFromToday(366) && f.endDate >= today).toBe(true);
      for (const f of past) expect([f.year, f.endDate < today]).toEqual([year, true]);
      expect(past.map((f) => f.mainDate)).toEqual([...past.map((f) => f.mainDate)].sort().reverse());
      // Navratri, nine nights, is listed with its range.
      const navratri = upcoming.find((f) => f.slug === 'navratri')!;
      expect(navratri.startDate < navratri.endDate).toBe(true);
    });

    it("a festival's name without a year is its next occurrence: the page and GET /api/festivals/next?q=", async () => {
      const today = daysFromToday(0);
      const year = Number(today.slice(0, 4));
      const rows = [
        ...(await t.http.get(`/api/festivals?year=${year}`).expect(200)).body,
        ...(await t.http.get(`/api/festivals?year=${year + 1}`).expect(200)).body,
      ] as Array<{ slug: string; pageSlug: string; endDate: string; startDate: string; mainDate: string }>;
      const next = rows.filter((f) => f.slug === 'navratri' && f.endDate >= today).sort((a, b) => a.mainDate.localeCompare(b.mainDate))[0];
      const page = (await t.http.get('/api/festivals/navratri').expect(200)).body;
      expect(page).toMatchObject({ slug: 'navratri', pageSlug: next.pageSlug, startDate: next.startDate, endDate: next.endDate });
      expect(page.dates).toHaveLength(4);
      for (const q of ['navratri', 'Navaratri garba dallas', 'NAVRATRI']) {
        const r = (await t.http.get('/api/festivals/next').query({ q }).expect(200)).body;
        expect([q, r.festival?.pageSlug]).toEqual([q, next.pageSlug]);
      }
      // A day of a festival is its festival; words naming none give null.
      expect((await t.http.get('/api/festivals/next').query({ q: 'lakshmi puja' }).expect(200)).body.festival.slug).toBe('diwali');
      expect((await t.http.get('/api/festivals/next').query({ q: 'telugu dallas' }).expect(200)).body).toEqual({ festival: null });
      expect((await t.http.get('/api/festivals/next').expect(400)).body.message).toBe('q must be a single text value');
      expect(
        (
          await t.http
            .get('/api/festivals/next')
            .query({ q: 'x'.repeat(201) })
            .expect(400)
        ).body.message,
      ).toBe('q must be at most 200 characters');
    });

    it('"Coming up": the next festival with its upcoming events near the visitor', async () => {
      const today = daysFromToday(0);
      const year = Number(today.slice(0, 4));
      const all = [
        ...(await t.http.get(`/api/festivals?year=${year}`).expect(200)).body,
        ...(await t.http.get(`/api/festivals?year=${year + 1}`).expect(200)).body,
      ];
      // A festival a week or more ahead (the nearer ones may win; the count is what is checked).
      const next = all.filter((f) => f.mainDate >= daysFromToday(7)).sort((a, b) => a.mainDate.localeCompare(b.mainDate))[0];
      await makeEvent(t.ds, { title: `${next.name} celebration`, date: next.mainDate, city: 'Plano', state: 'TX', description: null });
      const counted = (await t.http.get(`/api/festivals?year=${next.year}&metro=dallas-fort-worth`).expect(200)).body;
      expect(counted.find((f: { slug: string }) => f.slug === next.slug).eventCount).toBe(1);
      const far = (await t.http.get(`/api/festivals?year=${next.year}&metro=seattle`).expect(200)).body;
      expect(far.find((f: { slug: string }) => f.slug === next.slug).eventCount).toBe(0);
      const up = (await t.http.get('/api/festivals/upcoming?zip=75024').expect(200)).body;
      if (next.mainDate <= daysFromToday(60)) {
        expect(up.festival).toMatchObject({ eventCount: expect.any(Number), pageSlug: expect.stringMatching(/^[a-z-]+-\d{4}$/) });
        expect(up.festival.daysUntil).toBeLessThanOrEqual(60);
        expect(up.festival.eventCount).toBeGreaterThan(0);
      }
      expect((await t.http.get('/api/festivals/upcoming?zip=1').expect(400)).body.message).toBe('zip must be a 5-digit US ZIP code');
    });

    it('the sitemap lists the festival pages', async () => {
      const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
      expect(xml).toContain('/festivals</loc>');
      expect(xml).toContain('/festivals/diwali-2026</loc>');
      expect(xml).toContain('/festivals/diwali-2027</loc>');
      expect(xml).not.toContain('/festivals/dhanteras-2026');
    });
  });
});
