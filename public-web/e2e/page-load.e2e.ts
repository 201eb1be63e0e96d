import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, painted, settled, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, Fixtures } from './visitor-fixtures';

/** Records layout shifts (as the Cumulative Layout Shift metric counts them) from the very start. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
  }).observe({ type: 'layout-shift', buffered: true });`;
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

const PHONE = { width: 412, height: 823 }; // Lighthouse's mobile preset
const DESKTOP = { width: 1280, height: 900 };

/**
 * How the public pages load (what Lighthouse measures): the home page's first requests come from
 * the HTML's preloads, the event page renders from the event embedded in its HTML, and the event
 * page's loading skeleton has the loaded page's shape (nothing moves when the event arrives).
 */
describe('page load: preloads, embedded event, stable layout', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  let eventId: string;
  const description = Array.from({ length: 60 }, (_, i) => `Garba and dandiya under the lights, round ${i + 1}.`).join(' ');

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    const org = await fx.org({
      name: 'Houston Gujarati Samaj',
      website: 'https://hgs.example.org',
      description: 'Gujarati culture in Houston.',
    });
    eventId = await fx.event({
      title: 'Navaratri Garba Utsav',
      description,
      category: 'Cultural Events',
      date: daysFromToday(15),
      city: 'Houston',
      price: 15,
      organizationId: org.id,
    });
    for (let i = 0; i < 6; i++)
      await fx.event({
        title: `Yoga in the Park ${i + 1}`,
        date: daysFromToday(20 + i),
        city: 'Houston',
        isFree: true,
        organizationId: org.id,
      });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  it("home: the listing's, the statistics' and the next festival's first requests are the HTML's preloads (one request each, none wasted)", async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    const api: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && r.method() === 'GET' && api.push(r.url().replace(srv.url, '')));
    page.on('console', (m) => /preload/i.test(m.text()) && warnings.push(m.text()));
    await page.goto(srv.url + '/', { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'All Events (7)' }).waitFor();
    expect(await page.locator('article.event-card').count()).toBe(7);
    // The statistics arrive on their own request (preloaded too), maybe a moment after the list.
    await page.locator('.stat dd').first().filter({ hasText: /^7$/ }).waitFor();
    // Chromium warns about a preload not used within 3 s of the load event: a real-time rule of the browser, so a real wait.
    await page.waitForTimeout(3500);
    expect(api.filter((u) => u.startsWith('/api/events?'))).toEqual([
      '/api/events?sortBy=date&sortOrder=asc&fields=card&series=next&limit=24&offset=0',
    ]);
    expect(api.filter((u) => u.startsWith('/api/stats'))).toEqual(['/api/stats']);
    expect(api.filter((u) => u.startsWith('/api/festivals'))).toEqual(['/api/festivals/upcoming']);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
    // With a query the page asks for what the query says (and nothing is preloaded).
    api.length = 0;
    await page.goto(srv.url + '/?q=yoga');
    await page.getByRole('heading', { name: 'All Events (6)' }).waitFor();
    expect(api.filter((u) => u.startsWith('/api/events?'))).toEqual(['/api/events?search=yoga&fields=card&series=next&limit=24&offset=0']);
    await context.close();
  });

  it('event detail: renders from the event embedded in the HTML, without requesting it, and nothing moves', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, errors } = await openPage(browser, { viewport });
      await context.addInitScript(RECORD_SHIFTS);
      const eventRequests: string[] = [];
      page.on('request', (r) => r.url().includes(`/api/events/${eventId}`) && eventRequests.push(r.url()));
      await page.goto(`${srv.url}/event/${eventId}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Navaratri Garba Utsav' }).waitFor();
      await page.getByText('Houston Gujarati Samaj', { exact: true }).first().waitFor();
      await settled(page);
      expect(eventRequests).toEqual([]);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('event detail without embedded data (e.g. opened by its admin): the loading skeleton has the final layout', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, { viewport });
      await context.addInitScript(RECORD_SHIFTS);
      const url = `${srv.url}/event/${eventId}`;
      // The page as served, minus the embedded event: the page has to fetch it.
      await page.route(url, async (route) => {
        const res = await route.fetch();
        const html = await res.text();
        expect(html).toContain('id="sangam-event"');
        await route.fulfill({
          response: res,
          body: html.replace(/<script type="application\/json" id="sangam-event">[\s\S]*?<\/script>/, ''),
        });
      });
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      await page.route(`**/api/events/${eventId}`, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(url);
      await page.getByRole('status', { name: 'Loading event' }).waitFor();
      await painted(page); // the skeleton is painted
      release();
      await page.getByRole('heading', { level: 1, name: 'Navaratri Garba Utsav' }).waitFor();
      await settled(page);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await context.close();
    }
  });
});
