import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import {
  FixtureServer,
  ServerProcess,
  TEST_ADMIN,
  launchBrowser,
  openPage,
  startFixtureServer,
  startServerProcess,
} from '@sangam/backend/testing';

/** The admin's health board of failing sources across organizations (issue 38), driven in Chromium. */
describe('admin console: failing sources', () => {
  let srv: ServerProcess;
  let site: FixtureServer;
  let browser: Browser;
  let db: Client;
  let adminAuth: string;

  beforeAll(async () => {
    [srv, site, browser] = await Promise.all([startServerProcess(), startFixtureServer(), launchBrowser()]);
    db = new Client({ connectionString: srv.databaseUrl });
    await db.connect();
    const login = await fetch(`${srv.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    });
    adminAuth = `Bearer ${((await login.json()) as { token: string }).token}`;
  });
  afterAll(async () => {
    await db?.end();
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

  async function signIn(page: Page) {
    await page.goto(srv.url + '/admin/login');
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname !== '/admin/login');
  }

  it('lists a source that stopped working with its runs, last error and owner; a healthy one is not listed', async () => {
    const [org] = (
      await db.query(
        `INSERT INTO organizations (name, city, state, "isApproved", "contactEmail") VALUES ('Sri Ganesha Temple of Nashville', 'Nashville', 'TN', true, 'office@ganesha.example.org') RETURNING id`,
      )
    ).rows;
    let down = false;
    site.route('/temple/events.html', (_req, res) => {
      res.writeHead(down ? 404 : 200, { 'Content-Type': 'text/html' });
      res.end(
        down
          ? '<h1>Not found</h1>'
          : '<script type="application/ld+json">{"@type":"Event","name":"Diwali Puja","startDate":"2099-11-01T18:00:00","location":"Main Hall"}</script>',
      );
    });
    const failing = await (
      await admin('POST', '/api/scraping/sources', {
        name: 'Temple events',
        type: 'other',
        url: `${site.origin}/temple/events.html`,
        organizationId: org.id,
      })
    ).json();
    const healthy = await (
      await admin('POST', '/api/scraping/sources', {
        name: 'Healthy feed',
        type: 'calendar',
        url: `${site.origin}/platforms/feeds/school-district-instances.ics`,
      })
    ).json();
    for (const id of [failing.id, healthy.id]) expect((await admin('POST', '/api/scraping/run', { sourceId: id })).status).toBe(200);
    down = true;
    for (let n = 0; n < 3; n++) expect((await admin('POST', '/api/scraping/run', { sourceId: failing.id })).status).toBe(200);

    const { page } = await openPage(browser);
    await signIn(page);
    await page.goto(`${srv.url}/admin/scraping`);
    await page.getByRole('heading', { name: 'Failing sources' }).waitFor();
    const row = page.getByTestId('failing-source');
    await row.getByText('Temple events').waitFor();
    await row.getByText('3 runs').waitFor();
    await row.getByText('Stopped working').waitFor();
    await row.getByText(`${new URL(site.origin).host} has no page at /temple/events.html (page not found, HTTP 404)`).waitFor();
    await row.getByText('Sri Ganesha Temple of Nashville').waitFor();
    expect(await row.count()).toBe(1);
    await page.context().close();
  });
});
