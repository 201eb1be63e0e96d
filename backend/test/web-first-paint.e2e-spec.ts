import * as fs from 'node:fs';
import * as path from 'node:path';
import { dayRange, festivalDays, timeRange } from '@sangam/shared';
import { escapeMarkup } from '../src/common/markup';
import { daysFromToday, makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * The first paint: the HTML of the home, metro, event, organization and festival pages carries the page's
 * main content inside the app's root element (what a slow network shows before the scripts run, and what
 * search engines and link previews read), with the same answers as the API.
 */
describe('first paint: pages arrive with their content in the HTML', () => {
  let t: TestApp;

  /** What the server put inside <div id="root">: everything up to the end of the body. */
  const root = (html: string) => {
    const start = html.indexOf('<div id="root">');
    expect(start).toBeGreaterThan(0);
    return html.slice(start, html.indexOf('</body>'));
  };

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve(__dirname, '../../public-web/dist/index.html'))) {
      throw new Error('public-web is not built: run `npm run build` (npm test does) before this suite');
    }
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("home: the listing's heading and the first upcoming event as GET /api/events answers it; a metro's page its own", async () => {
    const org = await makeOrganization(t.ds, { name: 'Dallas Gujarati Samaj' });
    await makeEvent(t.ds, {
      title: 'Diwali Mela in Irving',
      date: daysFromToday(5),
      startTime: '5:00 PM',
      endTime: '10:00 PM',
      venue: 'Irving Convention Center',
      city: 'Irving',
      state: 'TX',
      organizationId: org.id,
    });
    await makeEvent(t.ds, { title: 'Garba in Edison', date: daysFromToday(9), city: 'Edison', state: 'NJ', venue: 'Edison Hall' });

    const api = await t.http.get('/api/events?sortBy=date&sortOrder=asc&fields=card&series=next&limit=24&offset=0').expect(200);
    const first = api.body[0];
    expect(first.title).toBe('Diwali Mela in Irving');

    const html = root((await t.http.get('/').expect(200).expect('content-type', /html/)).text);
    expect(html).toContain('<h1 class="sr-only">Sangam - Community Events</h1>');
    expect(html).toContain(`All Events (${api.headers['x-total-count']})`);
    // The first card: title linking to the event, days and times from the shared time module, organization, venue, city.
    expect(html).toContain(`<a href="/event/${first.id}" class="stretched-link">Diwali Mela in Irving</a>`);
    expect(html).toContain(`${dayRange(first, 'short')} · 5:00 PM - 10:00 PM`);
    expect(html).toContain('Dallas Gujarati Samaj');
    expect(html).toContain('Irving Convention Center');
    expect(html).toContain('Irving, TX');
    expect(html.indexOf('Diwali Mela in Irving')).toBeLessThan(html.indexOf('Garba in Edison'));

    // A metro's page: its events only, under its name.
    const dfw = root((await t.http.get('/?metro=dallas-fort-worth').expect(200)).text);
    expect(dfw).toContain('All Events (1)');
    expect(dfw).toContain('<p class="listing-summary">In Dallas–Fort Worth</p>');
    expect(dfw).toContain('Diwali Mela in Irving');
    expect(dfw).not.toContain('Garba in Edison');
    // Any other query (a search, an unknown metro) is left to the app: no listing that would contradict it.
    expect(root((await t.http.get('/?q=garba').expect(200)).text)).not.toContain('event-card');
    expect(root((await t.http.get('/?metro=nowhere-at-all').expect(200)).text)).not.toContain('event-card');
  });

  it("event page: its title, days and times, venue and description in the body, as the API's detail", async () => {
    const e = await makeEvent(t.ds, {
      title: 'Navaratri Garba Night',
      description: 'Dance the garba with dandiya sticks all night long.',
      date: daysFromToday(20),
      endDate: daysFromToday(21),
      startTime: '7:00 PM',
      endTime: '11:30 PM',
      venue: 'Curtis Culwell Center',
      address: '4999 Naaman Forest Blvd',
      city: 'Garland',
      state: 'TX',
    });
    const detail = (await t.http.get(`/api/events/${e.id}`).expect(200)).body;
    const html = root((await t.http.get(`/event/${e.id}`).expect(200)).text);
    expect(html).toContain('<h1>Navaratri Garba Night</h1>');
    expect(html).toContain(`${escapeMarkup(dayRange(detail, 'long'))}</time> · ${timeRange(detail)}`);
    expect(html).toContain('Curtis Culwell Center, 4999 Naaman Forest Blvd, Garland, TX');
    expect(html).toContain('Dance the garba with dandiya sticks all night long.');
    // An unknown event: the app's "not found", nothing pre-rendered.
    const missing = await t.http.get('/event/00000000-0000-4000-8000-000000000000').expect(404);
    expect(root(missing.text)).toBe('<div id="root"></div>\n  ');
  });

  it('organization page: its name, place and description, then its upcoming events', async () => {
    const org = await makeOrganization(t.ds, {
      name: 'Sunnyvale Hindu Temple',
      city: 'Sunnyvale',
      state: 'CA',
      description: 'Temple and community centre.',
    });
    await makeEvent(t.ds, { title: 'Temple Annadanam', date: daysFromToday(6), city: 'Sunnyvale', state: 'CA', organizationId: org.id });
    const html = root((await t.http.get(`/organizations/${org.id}`).expect(200)).text);
    expect(html).toContain('<h1>Sunnyvale Hindu Temple</h1>');
    expect(html).toContain('Sunnyvale, CA');
    expect(html).toContain('Temple and community centre.');
    expect(html).toContain('Upcoming Events (1)');
    expect(html).toContain('Temple Annadanam');
    // Not approved (the API answers 404): nothing about it in the page.
    const hidden = await makeOrganization(t.ds, { name: 'Pending Sabha', isApproved: false });
    expect((await t.http.get(`/organizations/${hidden.id}`).expect(200)).text).not.toContain('Pending Sabha');
  });

  it("festival page: its name, year and days (the API's page), and its events", async () => {
    const festival = (await t.http.get('/api/festivals/diwali').expect(200)).body;
    const eastern = festival.dates.find((d: { timeZone: string }) => d.timeZone === 'America/New_York');
    await makeEvent(t.ds, { title: 'Deepavali Dinner Dance', date: eastern.mainDate, festival: 'diwali', city: 'Edison', state: 'NJ' });
    const html = root((await t.http.get('/festivals/diwali').expect(200)).text);
    expect(html).toContain(`<h1>Diwali ${festival.year}</h1>`);
    expect(html).toContain(escapeMarkup(festivalDays(eastern)));
    expect(html).toContain('Deepavali Dinner Dance');
    // The festivals page: the ones coming up, soonest first, with their days (as GET /api/festivals answers).
    const list = (await t.http.get('/api/festivals').expect(200)).body as Array<{
      name: string;
      year: number;
      daysUntil: number;
      startDate: string;
      mainDate: string;
      endDate: string;
    }>;
    const next = list.find((f) => f.daysUntil >= 0)!;
    const all = root((await t.http.get('/festivals').expect(200)).text);
    expect(all).toContain('<h1>Festivals</h1>');
    expect(all).toContain(`>${next.name} ${next.year}</a>`);
    expect(all).toContain(`>${escapeMarkup(festivalDays(next))}</time>`);
    // An unknown festival: the app's "Festival not found", nothing pre-rendered.
    expect(root((await t.http.get('/festivals/no-such-festival').expect(200)).text)).not.toContain('<h1>');
  });

  it('escapes every text: a <script> in a title or name arrives as text', async () => {
    const org = await makeOrganization(t.ds, { name: 'Evil <img src=x onerror=alert(1)> Sabha' });
    const e = await makeEvent(t.ds, {
      title: '<script>alert("x")</script> Mela & More',
      venue: '"Hall" <b>',
      date: daysFromToday(3),
      organizationId: org.id,
    });
    for (const url of ['/', `/event/${e.id}`, `/organizations/${org.id}`]) {
      const html = (await t.http.get(url).expect(200)).text;
      const body = root(html);
      expect(body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mela &amp; More');
      expect(html).not.toContain('<script>alert(');
      expect(html).not.toContain('<img src=x');
      expect(body).not.toContain('<b>');
    }
  });
});
