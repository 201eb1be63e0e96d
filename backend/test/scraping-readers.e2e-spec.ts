import * as fs from 'node:fs';
import * as path from 'node:path';
import { Organization } from '../src/organizations/organization.entity';
import { dateFromToday, fillTemplate, FixtureServer, SITES_DIR, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeOrganization } from './support/factories';
import { scrapingApi } from './support/scraping-api';
import { createTestApp, TestApp } from './support/test-app';

/**
 * Issue 38 end to end: each failure mode and new reader against pages and feeds served by a local fixture server
 * (test/fixtures/scraping/sites/platforms, SOURCES.md): a saved Facebook page, a Google series of changed instances,
 * The Events Calendar's REST listing given as the source and read in part, a Squarespace page whose JSON path answers
 * HTML, a server that serves only the slashed address, RSS/Atom event feeds, a news feed, BoardDocs and a Meetup page.
 */
describe('scraping: the failure modes of issue 38, end to end', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let api: ReturnType<typeof scrapingApi>;
  let edison: Organization;
  let maple: Organization;

  const rowsOf = (sourceId: string): Promise<Array<{ title: string; date: string; startTime: string; venue: string; city: string }>> =>
    t.ds.query(
      `SELECT title, to_char(date, 'YYYY-MM-DD') AS date, "startTime", venue, city FROM events WHERE "sourceId" = $1 ORDER BY date, title`,
      [sourceId],
    );
  const file = (f: string) => fillTemplate(fs.readFileSync(path.join(SITES_DIR, 'platforms', f), 'utf8'), srv.origin);
  /** The Events Calendar's REST route, answering its listing page by page; `failing` pages answer 500. */
  const serveTribe = (failing: number[]) =>
    srv.route('/wp-json/tribe/events/v1/events', (req, res) => {
      const page = Number(new URL(req.url ?? '/', srv.origin).searchParams.get('page') ?? '1');
      if (failing.includes(page) || page < 1 || page > 6) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        return void res.end('{"code":"internal_error"}');
      }
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(file(`tribe/listing/page-${page}.json`));
    });

  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
    api = scrapingApi(t, await adminToken(t.app));
    edison = await makeOrganization(t.ds, { name: 'Edison Public Schools', city: 'Edison', state: 'NJ', isApproved: true });
    maple = await makeOrganization(t.ds, { name: 'Hindu Temple of Minnesota', city: 'Maple Grove', state: 'MN', isApproved: true });
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  it('1: a saved Facebook event page is read from the ServerJS payloads in its plain scripts', async () => {
    const s = await api.addSource({ name: 'Saved FB page', type: 'facebook', url: `${srv.origin}/platforms/facebook/saved-event.html` });
    const { answer: run, source: result } = await api.run(s.id);
    expect(run.errors).toEqual([]);
    expect(result.via).toEqual(['facebook embedded json']);
    expect(await rowsOf(s.id)).toMatchObject([{ title: 'Navratri Garba Night 2026', date: dateFromToday(9), city: 'Edison' }]);
  });

  it('2, 3: a Google feed whose series exist only as changed instances keeps every instance; a dotted time is no venue', async () => {
    const s = await api.addSource({
      name: 'District calendar',
      type: 'calendar',
      url: `${srv.origin}/platforms/feeds/school-district-instances.ics`,
      organizationId: edison.id,
    });
    const { answer: run, source: result } = await api.run(s.id);
    expect(run.errors).toEqual([]);
    expect(result.eventsFound).toBe(34);
    const rows = await rowsOf(s.id);
    expect(rows.filter((r) => r.title === 'Board of Education Regular Meeting')).toHaveLength(6);
    const pto = rows.filter((r) => r.title === 'Franklin Elementary PTO Meeting');
    expect(pto).toHaveLength(5);
    expect(new Set(pto.map((r) => r.venue))).toEqual(new Set(['See event page']));
  });

  it("8, 9: The Events Calendar's REST address as the source; a later page that fails leaves a partial read that says so", async () => {
    serveTribe([2]);
    const s = await api.addSource({
      name: 'Temple REST',
      type: 'other',
      url: `${srv.origin}/wp-json/tribe/events/v1/events`,
      organizationId: maple.id,
    });
    const first = await api.run(s.id);
    expect(first.answer.errors).toEqual([]);
    expect(first.source.via).toEqual(['the events calendar rest api']);
    expect(first.source.eventsFound).toBe(24);
    const partial =
      "Only 24 of the 123 events the site's event listing holds were read: page 2 of 6 could not be read (the site answered 500).";
    expect(first.source.partial).toBe(partial);
    const sources = (await t.http.get('/api/scraping/sources').set(api.auth)).body as Array<{ id: string; lastRun: { partial: string } }>;
    expect(sources.find((x) => x.id === s.id)!.lastRun.partial).toBe(partial);
    expect((await api.preview(s.id)).partial).toBe(partial);

    serveTribe([]);
    const all = await api.run(s.id);
    expect(all.source.eventsFound).toBe(123);
    expect(all.source.partial).toBeUndefined();
  });

  it("8: a WordPress page read through The Events Calendar's REST listing says when a later page could not be read", async () => {
    serveTribe([3]);
    srv.content(
      '/temple-site/events/',
      `<!DOCTYPE html><html><head><link rel="https://api.w.org/" href="${srv.origin}/wp-json/"></head>
       <body class="post-type-archive-tribe_events"><div class="tribe-events-view">Loading events…</div>
       <script src="/wp-content/plugins/the-events-calendar/src/resources/js/views/manager.js"></script></body></html>`,
    );
    const s = await api.addSource({
      name: 'Temple site',
      type: 'other',
      url: `${srv.origin}/temple-site/events/`,
      organizationId: maple.id,
    });
    const { answer, source } = await api.run(s.id);
    expect(answer.errors).toEqual([]);
    expect(source).toMatchObject({
      eventsFound: 48,
      partial: "Only 48 of the 123 events the site's event listing holds were read: page 3 of 6 could not be read (the site answered 500).",
    });
  });

  it('9: a Squarespace page whose ?format=json answers HTML is read from its HTML event list', async () => {
    const s = await api.addSource({
      name: 'Bengali association',
      type: 'other',
      url: `${srv.origin}/platforms/squarespace/html-only.html`,
    });
    const { answer: run, source: result } = await api.run(s.id);
    expect(run.errors).toEqual([]);
    expect(result.via).toEqual(['squarespace event list (html)']);
    expect(result.eventsFound).toBe(107);
    expect((await rowsOf(s.id))[0]).toMatchObject({ title: 'Bengali Language Class', date: dateFromToday(2), startTime: '10:00 AM' });
  });

  it('10: an address with a trailing slash is kept (the server answers only the slashed path); /x and /x/ are one source', async () => {
    srv.route('/slashed/events/', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(file('jsonld/escaped.html'));
    });
    const s = await api.addSource({ name: 'Slashed', type: 'other', url: `${srv.origin}/slashed/events/` });
    const listed = (await t.http.get('/api/scraping/sources').set(api.auth)).body as Array<{ id: string; url: string }>;
    expect(listed.find((x) => x.id === s.id)!.url).toBe(`${srv.origin}/slashed/events/`);
    const { answer: run, source: result } = await api.run(s.id);
    expect(run.errors).toEqual([]);
    expect(result.skipped).toEqual({ 'cancelled or postponed': 1 });
    const [raas] = await t.ds.query(`SELECT description FROM events WHERE "sourceId" = $1`, [s.id]);
    expect(raas.description).not.toMatch(/<|&lt;/);
    const dup = await t.http
      .post('/api/scraping/sources')
      .set(api.auth)
      .send({ name: 'Again', type: 'other', url: `${srv.origin}/slashed/events` });
    expect(dup.status).toBe(409);
  });

  it('12: RSS and Atom event feeds, BoardDocs meetings and a Meetup group page are read; a news feed says why not', async () => {
    const sangam = await makeOrganization(t.ds, {
      name: 'Tamil Sangam of Greater Chicago',
      city: 'Chicago',
      state: 'IL',
      isApproved: true,
    });
    const rss = await api.addSource({
      name: 'Sangam RSS',
      type: 'other',
      url: `${srv.origin}/platforms/rss/events.rss`,
      organizationId: sangam.id,
    });
    expect((await api.run(rss.id)).source).toMatchObject({ eventsFound: 4, via: ['rss/atom event feed'] });
    const atom = await api.addSource({ name: 'Gurdwara Atom', type: 'other', url: `${srv.origin}/platforms/rss/events.atom` });
    expect((await api.run(atom.id)).source).toMatchObject({ eventsFound: 2 });
    const board = await api.addSource({
      name: 'BoardDocs',
      type: 'other',
      url: `${srv.origin}/platforms/boarddocs/XML-ActiveMeetings.xml`,
      organizationId: edison.id,
    });
    expect((await api.run(board.id)).source).toMatchObject({ eventsFound: 3, via: ['boarddocs meetings (xml)'] });
    const hikers = await makeOrganization(t.ds, { name: 'Bay Area Desi Hikers', city: 'Fremont', state: 'CA', isApproved: true });
    const meetup = await api.addSource({
      name: 'Desi hikers',
      type: 'other',
      url: `${srv.origin}/platforms/meetup/group.html`,
      organizationId: hikers.id,
    });
    const m = await api.run(meetup.id);
    expect(m.source).toMatchObject({ eventsFound: 3, via: ['meetup group page (next.js data)'] });
    expect(m.source.skipped).toEqual({ 'cancelled or postponed': 1 });
    const news = await api.addSource({ name: 'Sangam news', type: 'other', url: `${srv.origin}/platforms/rss/news.rss` });
    expect((await api.run(news.id)).answer.errors).toEqual([
      `Sangam news: ${srv.origin}/platforms/rss/news.rss is a news feed: its 2 items carry no event dates (only when they were posted), so no events could be read. Add the site's events page or calendar (iCal) export instead.`,
    ]);
  });
});
