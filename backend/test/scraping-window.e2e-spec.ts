import * as fs from 'node:fs';
import * as path from 'node:path';
import { Organization } from '../src/organizations/organization.entity';
import { fillTemplate, FixtureServer, SITES_DIR, startFixtureServer } from './fixtures/scraping/fixture-server';
import { adminToken, makeOrganization } from './support/factories';
import { scrapingApi } from './support/scraping-api';
import { createTestApp, TestApp } from './support/test-app';

const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });
const REAL = path.join(__dirname, 'fixtures/scraping/real-world');

/** The day `days` from now as the notices write it ('May 25, 2027'). */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A source that finds nothing because of its events' dates says so, alike in a dry run and a run: a feed
 * of past events, a feed whose series all start after the 180 days read, a page whose events are all over, a
 * Squarespace collection of past events.
 * Feeds and pages are served locally (the real-world fixtures byte for byte).
 */
describe('scraping: why a source found nothing', () => {
  let t: TestApp;
  let srv: FixtureServer;
  let admin: string;
  let chicago: Organization;

  /** Serves a real-world fixture's bytes as they are. */
  const serveReal = (route: string, file: string, type: string) =>
    srv.route(route, (_req, res) => {
      res.writeHead(200, { 'Content-Type': type });
      res.end(fs.readFileSync(path.join(REAL, file)));
    });
  /** The source as the Sources table lists it (its last run's counts and notice). */
  const listed = async (sourceId: string) => {
    const r = await t.http.get('/api/scraping/sources').set(bearer(admin)).expect(200);
    return (
      r.body as Array<{ id: string; eventsFound: number | null; notice: string | null; lastRun: { notice: string | null } | null }>
    ).find((x) => x.id === sourceId)!;
  };

  let gather: ReturnType<typeof scrapingApi>;

  beforeAll(async () => {
    [t, srv] = await Promise.all([createTestApp(), startFixtureServer()]);
    admin = await adminToken(t.app);
    gather = scrapingApi(t, admin);
    chicago = await makeOrganization(t.ds, { name: 'Cook County Land Bank', city: 'Chicago', state: 'IL', isApproved: true });
  });
  afterAll(async () => {
    await t?.close();
    await srv?.close();
  });

  it('a feed of past events: "The feed has 30 events, all before today", in the dry run and in the run', async () => {
    serveReal('/real/trust-fund.ics', 'city-scrapers-chi-low-income-housing-trust-fund.ics', 'text/calendar; charset=utf-8');
    const feed = await gather.addSource({
      name: 'Trust Fund',
      type: 'calendar',
      url: `${srv.origin}/real/trust-fund.ics`,
      organizationId: chicago.id,
    });
    const notice = 'The feed has 30 events, all before today.';

    const dry = await gather.preview(feed.id);
    expect(dry).toMatchObject({ eventsFound: 0, skipped: {}, notice, events: [] });
    const { answer, notices, source } = await gather.run(feed.id);
    expect(answer).toMatchObject({ success: true, eventsFound: 0, errors: [], notices: [`Trust Fund: ${notice}`] });
    expect(notices).toEqual([`Trust Fund: ${notice}`]);
    expect(source).toMatchObject({ eventsFound: 0, eventsSaved: 0, notice });
    expect(await listed(feed.id)).toMatchObject({ eventsFound: 0, notice, lastRun: { eventsFound: 0, notice } });

    // The same feed linked from an organization's events page.
    srv.content(
      '/real/trust-fund.html',
      `<html><head><link rel="alternate" type="text/calendar" href="/real/trust-fund.ics"></head><body>Meetings</body></html>`,
    );
    const page = await gather.addSource({
      name: 'Trust Fund page',
      type: 'other',
      url: `${srv.origin}/real/trust-fund.html`,
      organizationId: chicago.id,
    });
    const linked = 'The calendar feeds the page links to have 30 events, all before today.';
    expect((await gather.preview(page.id)).notice).toBe(linked);
    expect((await gather.run(page.id)).source.notice).toBe(linked);

    // Once the feed has events to list again, the next run clears the notice.
    srv.route('/real/trust-fund.ics', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      res.end(fillTemplate(fs.readFileSync(path.join(SITES_DIR, 'platforms/feeds/exchange-rooms.ics'), 'utf8'), srv.origin));
    });
    expect((await gather.run(feed.id)).answer.eventsFound).toBeGreaterThan(0);
    expect(await listed(feed.id)).toMatchObject({ notice: null, lastRun: { notice: null } });
  });

  it('a feed whose recurring series all start after the 180 days read says so, with the date', async () => {
    const feed = await gather.addSource({
      name: 'Durga Temple',
      type: 'calendar',
      url: `${srv.origin}/platforms/feeds/next-year-series.ics`,
    });
    const notice = `The feed has 2 events, all start after ${dayAhead(180)} (we read recurring events 180 days ahead).`;
    expect(await gather.preview(feed.id)).toMatchObject({ eventsFound: 0, notice });
    const { answer, source } = await gather.run(feed.id);
    expect(answer.notices).toEqual([`Durga Temple: ${notice}`]);
    expect(source.notice).toBe(notice);

    // A real feed whose one event is in the year 3011.
    serveReal('/real/meetup.ics', 'calagator-meetup.ics', 'text/calendar');
    const far = await gather.addSource({
      name: 'Far future',
      type: 'calendar',
      url: `${srv.origin}/real/meetup.ics`,
      organizationId: chicago.id,
    });
    const farNotice = `The feed has 1 event: it starts after ${dayAhead(730)} (we read one-off events 730 days ahead).`;
    expect((await gather.preview(far.id)).notice).toBe(farNotice);
    expect((await gather.run(far.id)).source.notice).toBe(farNotice);
  });

  it('a page whose events are all past: the dry run and the run count them alike, with the same words', async () => {
    serveReal('/real/landbank.html', 'city-scrapers-cook-landbank.html', 'text/html; charset=utf-8');
    const page = await gather.addSource({
      name: 'Land Bank',
      type: 'other',
      url: `${srv.origin}/real/landbank.html`,
      organizationId: chicago.id,
    });
    const notice = 'The page has 9 events, all before today.';

    const dry = await gather.preview(page.id);
    expect(dry).toMatchObject({ eventsFound: 0, skipped: { 'already over': 9 }, notice, counts: { skipped: 9 } });
    expect(dry.events.every((e) => e.outcome === 'skipped' && e.reason === 'already over')).toBe(true);
    const { answer, source } = await gather.run(page.id);
    expect(answer).toMatchObject({ eventsFound: dry.eventsFound, notices: [`Land Bank: ${notice}`] });
    expect(source).toMatchObject({ eventsFound: dry.eventsFound, skipped: dry.skipped, notice: dry.notice });
    const listed = await t.http.get('/api/scraping/sources').set(bearer(admin));
    expect(listed.body.find((s: { id: string }) => s.id === page.id)).toMatchObject({ eventsFound: 0, error: null });

    // A Squarespace collection read as JSON: its past events are not read, only counted.
    const collection = JSON.parse(
      fillTemplate(fs.readFileSync(path.join(SITES_DIR, 'platforms/squarespace/events.json'), 'utf8'), srv.origin),
    );
    const pastOnly = JSON.stringify({ ...collection, upcoming: [], past: [...collection.upcoming, ...collection.past] });
    srv.content('/platforms/squarespace/events.html?format=json', pastOnly, 'application/json');
    const sqs = await gather.addSource({ name: 'Austin temple', type: 'other', url: `${srv.origin}/platforms/squarespace/events.html` });
    const sqsNotice = 'The page has 3 events, all before today.';
    expect(await gather.preview(sqs.id)).toMatchObject({ eventsFound: 0, notice: sqsNotice });
    expect((await gather.run(sqs.id)).source).toMatchObject({ eventsFound: 0, notice: sqsNotice });
  });

  it('a source with events to list has no notice; its events listed already count alike in the dry run and the run', async () => {
    const feed = await gather.addSource({
      name: 'Library',
      type: 'calendar',
      url: `${srv.origin}/platforms/feeds/exchange-rooms.ics`,
      organizationId: chicago.id,
    });
    const first = await gather.run(feed.id);
    expect(first.notices).toEqual([]);
    expect(first.source.notice).toBeUndefined();
    expect(await listed(feed.id)).toMatchObject({ notice: null, lastRun: { notice: null } });
    // A second source stating the same events: they are listed already.
    const copy = await gather.addSource({
      name: 'Library copy',
      type: 'calendar',
      url: `${srv.origin}/platforms/feeds/exchange-rooms.ics?copy`,
      organizationId: chicago.id,
    });
    const dry = await gather.preview(copy.id);
    expect(dry.notice).toBeNull();
    expect(dry.skipped['already listed (same title, date and city)']).toBeGreaterThan(0);
    const again = await gather.run(copy.id);
    expect(again.source).toMatchObject({ eventsFound: dry.eventsFound, skipped: dry.skipped });
  });
});
