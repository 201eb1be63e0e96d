import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, Fixtures } from './visitor-fixtures';

/** Slow 3G as the issue measures it: 2 s latency, 50 KB/s down. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

/**
 * Records when the pre-rendered cards' titles were painted (Element Timing: the server marks them
 * elementtiming="first-paint-card"), in ms from the start of the navigation.
 */
const RECORD_CARD_PAINTS = `
  window.__cardPaints = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__cardPaints.push({ time: e.renderTime || e.loadTime, text: e.element ? e.element.textContent : '' });
  }).observe({ type: 'element', buffered: true });`;

/** Notes whether the listing ever showed its loading skeleton (the app should go from the server's cards to its own). */
const RECORD_SKELETON = `
  window.__skeleton = false;
  new MutationObserver(() => {
    if (document.querySelector('#root [data-testid="event-skeleton"]')) window.__skeleton = true;
  }).observe(document, { subtree: true, childList: true });`;

/**
 * The first paint from the server on a slow network: the home page's first card is readable long
 * before the scripts have arrived, and once the app runs it replaces the pre-rendered content.
 */
describe('first paint on Slow 3G', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    const org = await fx.org({ name: 'Edison Telugu Association' });
    // More than a page (24): the HTML carries a whole first page of cards, as on a busy home page.
    for (let i = 0; i < 30; i++)
      await fx.event({ title: `Sankranti Muggulu Contest ${i + 1}`, date: daysFromToday(3 + i), city: 'Edison', organizationId: org.id });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  it('home: the first event card is painted within 3 s; after the app loads the page works, with its own cards only', async () => {
    const first = (
      (await (await fetch(`${srv.url}/api/events?sortBy=date&sortOrder=asc&fields=card&series=next&limit=24&offset=0`)).json()) as Array<{
        id: string;
        title: string;
      }>
    )[0];
    expect(first.title).toBe('Sankranti Muggulu Contest 1');

    const { page, context, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await context.addInitScript(RECORD_CARD_PAINTS);
    await context.addInitScript(RECORD_SKELETON);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);

    await page.goto(srv.url + '/', { waitUntil: 'commit', timeout: 30000 });
    const paints = await page.waitForFunction(
      () => {
        const p = (window as unknown as { __cardPaints?: Array<{ time: number; text: string }> }).__cardPaints;
        return p && p.length ? p : null;
      },
      undefined,
      { timeout: 30000 },
    );
    const [firstPaint] = (await paints.jsonValue()) as Array<{ time: number; text: string }>;
    expect(firstPaint.text).toBe(first.title);
    // 2 s of latency for the HTML, then its bytes: the card is on screen before the 85 KB of scripts have come.
    expect(firstPaint.time).toBeGreaterThan(2000);
    expect(firstPaint.time).toBeLessThanOrEqual(3000);
    // The scripts have not replaced it yet: what the visitor reads is the server's HTML.
    expect(await page.locator('[data-first-paint] .event-card-title').first().textContent()).toBe(first.title);
    expect(await page.locator('[data-first-paint] article.event-card').count()).toBe(24);

    // The app arrives (slowly) and renders over the first paint in one go: its cards, one page heading, one listing heading.
    await page.locator('[data-first-paint]').waitFor({ state: 'detached', timeout: 60000 });
    await page.getByRole('heading', { name: 'All Events (30)' }).waitFor({ timeout: 30000 });
    await page.getByRole('button', { name: 'Saved (0)' }).waitFor();
    expect(await page.locator('article.event-card').count()).toBe(24);
    // From the server's cards straight to the app's: no skeleton in between (the first page was read before the render).
    expect(await page.evaluate(() => (window as unknown as { __skeleton: boolean }).__skeleton)).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'All Events (30)' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: first.title, exact: true }).count()).toBe(1);

    // And it works: the card opens its event (the app's router, at full speed again).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL(`${srv.url}/event/${first.id}`);
    await page.getByRole('heading', { level: 1, name: first.title, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
