import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, insertEvent, insertOrganization, signInContext, withDb } from './support/admin';

/**
 * Issue 37: the console carries the product's name and passes axe (no serious or critical violation: contrast
 * among them) on its dashboard, moderation queues and scraping page, and so do the public home, search, event
 * and festival pages, at laptop and phone sizes.
 */
describe('accessibility (axe) of the console and the public pages', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let eventId: string;
  let festivalPath: string;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    await withDb(srv.databaseUrl, async (db) => {
      const temple = await insertOrganization(db, { name: 'Sri Ganesha Temple', isApproved: true });
      await insertOrganization(db, { name: 'Pending Parivar', isApproved: false });
      eventId = (await insertEvent(db, { title: 'Navaratri Garba Night', organizationId: temple.id, isApproved: true })).id;
      await insertEvent(db, {
        title: 'Cheap Tickets Mela',
        organizationId: temple.id,
        isApproved: false,
        date: daysFromToday(20),
        moderationScore: 40,
        moderationFlags: ['Ticket link points to a raw IP address'],
      });
    });
    const upcoming = (await (await fetch(`${srv.url}/api/festivals/upcoming`)).json()) as { festival: { pageSlug: string } | null };
    festivalPath = upcoming.festival ? `/festivals/${upcoming.festival.pageSlug}` : '/festivals';
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  const scan = async (page: Page) => {
    const result = await new AxeBuilder({ page: page as never })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };

  const pages: Array<[string, string, boolean, (p: Page) => Promise<unknown>]> = [
    ['console dashboard', '/admin', true, (p) => p.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor()],
    ['organization queue', '/admin/approvals', true, (p) => p.getByText('Pending Parivar').first().waitFor()],
    ['event queue', '/admin/event-approvals', true, (p) => p.getByText('Cheap Tickets Mela').first().waitFor()],
    ['scraping', '/admin/scraping', true, (p) => p.getByRole('heading', { name: 'Event Scraping', level: 1 }).waitFor()],
    ['public home', '/', false, (p) => p.getByRole('heading', { name: /^All Events \(\d+\)$/ }).waitFor()],
    ['public search', '/?q=garba', false, (p) => p.getByRole('heading', { name: /^All Events \(\d+\)$/ }).waitFor()],
    ['event page', '/event/{id}', false, (p) => p.getByRole('heading', { level: 1, name: 'Navaratri Garba Night' }).waitFor()],
    ['festivals', '/festivals', false, (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
    ['festival page', '{festival}', false, (p) => p.getByRole('heading', { level: 1 }).first().waitFor()],
  ];

  it.each(pages)('%s: no serious or critical violation at 1280 and 390 px', async (_name, path, signedIn, ready) => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, context, errors } = await openPage(browser, { viewport });
      if (signedIn) await signInContext(context, srv.url);
      await page.goto(srv.url + path.replace('{id}', eventId).replace('{festival}', festivalPath));
      await ready(page);
      expect([viewport.width, await scan(page)]).toEqual([viewport.width, []]);
      if (signedIn) {
        // The console carries the product's name in its app bar and the tab's title.
        await page.getByTestId('brand').filter({ hasText: 'Sangam Admin' }).waitFor();
        expect(await page.title()).toContain('Sangam');
      } else {
        expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
