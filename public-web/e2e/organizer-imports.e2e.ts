import type { Browser, Page } from 'playwright-core';
import {
  FixtureServer,
  ServerProcess,
  launchBrowser,
  openPage,
  startFixtureServer,
  startServerProcess,
  adminLogin,
} from '@sangam/backend/testing';
import { signupViaApi, storeToken, withDb } from './organizer-support';

/**
 * An organization sees and steers its own imports (issue 38), in Chromium: its page's last import, why an event is
 * missing, a "skip 'Board meeting'" rule previewed then saved, and the next import skipping it. The page is served
 * by a local fixture server (SCRAPER_ALLOW_PRIVATE_HOSTS in the test server).
 */
describe('organizer imports (browser)', () => {
  let srv: ServerProcess;
  let site: FixtureServer;
  let browser: Browser;
  let adminAuth: string;

  beforeAll(async () => {
    [srv, site, browser] = await Promise.all([startServerProcess(), startFixtureServer(), launchBrowser()]);
    adminAuth = `Bearer ${await adminLogin(srv.url)}`;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await srv?.stop();
  });

  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${srv.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: adminAuth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const runAll = async () => expect((await admin('POST', '/api/scraping/run', {})).status).toBe(200);
  const card = (page: Page) => page.getByTestId('org-import-source');

  it('sees the last import, finds why an event is missing, previews and saves a skip rule; the next import skips it', async () => {
    const account = await signupViaApi(srv, { city: 'Nashville', state: 'TN', eventsPageUrl: `${site.origin}/platforms/org/events.html` });
    expect((await admin('PUT', `/api/admin/organizations/${account.id}/approve`)).status).toBe(200);
    await runAll();

    const { page } = await openPage(browser);
    await storeToken(page, srv, 'orgToken', account.token);
    await page.goto(`${srv.url}/org/dashboard`);
    await page.getByRole('heading', { name: 'Your event imports' }).waitFor();
    await card(page)
      .getByText(/4 events found · 4 new · 0 updated · 1 not imported/)
      .waitFor();

    // Why is my event missing? Last year's garba was already over.
    await card(page).getByRole('button', { name: 'Why is my event missing?' }).click();
    await card(page).getByLabel('Words to look for').fill('Navratri');
    await card(page).getByRole('button', { name: 'Search the last import' }).click();
    const outcome = page.getByTestId('org-import-outcome');
    await outcome.getByText('Navratri Garba 2025').waitFor();
    await outcome.getByText('Not imported').waitFor();
    await outcome.getByText('Already over').waitFor();

    // A rule is previewed on the page before it is saved.
    await page.getByLabel('Skip events with these words').fill('Board meeting');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const skipped = page.getByTestId('org-import-preview-event').filter({ hasText: 'Board Meeting' });
    await skipped.getByText('Skipped by your rule: titles with "Board meeting"').waitFor();
    const listed = await withDb(
      srv,
      async (db) => (await db.query(`SELECT count(*)::int AS n FROM events WHERE title = 'Board Meeting'`)).rows[0].n,
    );
    expect(listed).toBe(1);
    await page.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('Rules saved', { exact: true }).waitFor();

    // The next import skips it (and takes the one imported before off the site).
    await runAll();
    await page.reload();
    await card(page)
      .getByText(/3 events found · 0 new · 0 updated · 2 not imported/)
      .waitFor();
    await card(page).getByText('Why some events were not imported').click();
    await card(page).getByText('1 event: skipped by your rule: titles with "Board meeting"').waitFor();
    const left = await withDb(
      srv,
      async (db) => (await db.query(`SELECT count(*)::int AS n FROM events WHERE title = 'Board Meeting'`)).rows[0].n,
    );
    expect(left).toBe(0);
    await page.context().close();
  });
});
