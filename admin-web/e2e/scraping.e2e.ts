import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import {
  FixtureServer,
  ServerProcess,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  discoverySitePages,
  launchBrowser,
  openPage,
  startFixtureServer,
  startServerProcess,
} from '@sangam/backend/testing';

/** An organizer's bearer token (HS256, as backend/src/auth/token.service.ts signs it). */
function organizerToken(orgId: string, email: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: orgId, name: email, aud: 'sangam-organizer', iss: 'sangam', iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac('sha256', TEST_JWT_SECRET).update(body).digest('base64url')}`;
}

/** Scraping manager and organization discovery (spec sections 2, 4, 8, 9), driven in Chromium. */
describe('admin console: scraping and discovery', () => {
  let srv: ServerProcess;
  let site: FixtureServer;
  let browser: Browser;
  let db: Client;

  beforeAll(async () => {
    [srv, site, browser] = await Promise.all([startServerProcess(), startFixtureServer(), launchBrowser()]);
    db = new Client({ connectionString: srv.databaseUrl });
    await db.connect();
    for (const [p, page] of Object.entries(discoverySitePages())) site.content(p, page.body, page.type ?? 'text/html; charset=utf-8');
    site.robots('User-agent: *\nDisallow: /site/members/\n');
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await site?.close();
    await srv?.stop();
  });

  /** Signs in through /admin/login as a person would. */
  async function signIn(page: Page) {
    await page.goto(srv.url + '/admin/login');
    await page.getByLabel('Username').fill(TEST_ADMIN.username);
    await page.getByLabel('Password').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The console returns to the page that sent the visitor to sign in, or to the admin panel.
    await page.waitForURL((u) => u.pathname !== '/admin/login');
  }
  async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    let last: T = await read();
    while (last !== expected && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      last = await read();
    }
    expect(last).toBe(expected);
  }
  const toast = (page: Page, title: string) => page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title }).first();
  const sourceRow = (page: Page, name: string) => page.getByTestId('scraping-source').filter({ hasText: name });

  it('adds a source, runs it and shows the counts; refuses a second run while one is running; reports failures', async () => {
    const [org] = (
      await db.query(
        `INSERT INTO organizations (name, city, state, "isApproved") VALUES ('Desi Events Dallas', 'Dallas', 'TX', true) RETURNING id`,
      )
    ).rows;
    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    await page.goto(srv.url + '/admin/scraping');
    await page.getByRole('heading', { name: 'Event Scraping' }).waitFor();
    await page.getByText('No sources yet.').waitFor();
    expect(await page.getByTestId('scraping-status').textContent()).toBe('Idle');

    // Add a source through the dialog.
    await page.getByRole('button', { name: 'Add Source' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Desi Events Dallas on Eventbrite');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Eventbrite organizer page' }).click();
    await dialog.getByLabel('URL').fill(`${site.origin}/eventbrite/o/desi-events-dallas.html`);
    await dialog.getByRole('button', { name: 'Add Source' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = sourceRow(page, 'Desi Events Dallas on Eventbrite');
    await row.waitFor();
    await db.query(`UPDATE scraping_sources SET "organizationId" = $1`, [org.id]);

    // Run it: the counts appear in a toast and in the table; the run is in the history.
    await row.getByRole('button', { name: 'Run Desi Events Dallas on Eventbrite' }).click();
    const done = toast(page, 'Scraping Completed');
    await done.waitFor();
    expect(await done.textContent()).toContain('3 events found, 3 new.');
    await row.getByTestId('source-last-run').getByText('3 found, 3 new').waitFor();
    await page.getByTestId('scrape-run').first().waitFor();
    expect(await page.getByTestId('scraping-status').textContent()).toBe('Idle');
    const { rows: saved } = await db.query(`SELECT title, "startTime", price FROM events ORDER BY title`);
    expect(saved.map((e) => e.title)).toEqual(['Bollywood Night with DJ Raj', 'Diwali Family Festival', 'Navratri Garba Night']);

    // A slow source: while it runs, the status (polled) says Running with progress, and another run is refused here.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    site.route('/slow/events.html', async (_q, res) => {
      await gate;
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body><p>No events yet</p></body></html>');
    });
    await db.query(`INSERT INTO scraping_sources (name, type, url) VALUES ('Slow temple site', 'other', $1)`, [
      `${site.origin}/slow/events.html`,
    ]);
    await page.reload();
    await sourceRow(page, 'Slow temple site').getByRole('button', { name: 'Run Slow temple site' }).click();
    await page.getByTestId('scraping-status').filter({ hasText: 'Running' }).waitFor();
    await page.getByText('0 of 1 source done').waitFor({ timeout: 12_000 });
    await page.getByRole('button', { name: 'Run All Sources' }).click();
    await toast(page, 'Already Running').waitFor();
    release();
    const failed = toast(page, 'Scraping Failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(`Slow temple site: No events found at ${site.origin}/slow/events.html`);
    await page.getByTestId('scraping-status').filter({ hasText: 'Idle' }).waitFor();

    // A run started elsewhere (another admin): the server refuses ours with 409.
    let release2!: () => void;
    const gate2 = new Promise<void>((r) => (release2 = r));
    site.route('/slow/events.html', async (_q, res) => {
      await gate2;
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<p>none</p>');
    });
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const elsewhere = fetch(`${srv.url}/api/scraping/run`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    for (let i = 0; i < 100; i++) {
      const s = await (await fetch(`${srv.url}/api/scraping/status`, { headers: { Authorization: `Bearer ${token}` } })).json();
      if (s.isRunning) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await row.getByRole('button', { name: 'Run Desi Events Dallas on Eventbrite' }).click();
    await toast(page, 'Already Running').waitFor();
    release2();
    await elsewhere;
    await page.getByTestId('scraping-status').filter({ hasText: 'Idle' }).waitFor({ timeout: 12_000 });

    // The active toggle saves at once.
    await row.getByRole('switch', { name: 'Active: Desi Events Dallas on Eventbrite' }).click();
    await eventually(
      async () => (await db.query(`SELECT active FROM scraping_sources WHERE name = 'Desi Events Dallas on Eventbrite'`)).rows[0].active,
      false,
    );

    // Failures: the source is deleted behind the page's back (after the page loaded its list).
    await page.reload();
    const slowRow = sourceRow(page, 'Slow temple site');
    await slowRow.waitFor();
    await db.query(`DELETE FROM scraping_sources WHERE name = 'Slow temple site'`);
    await slowRow.getByRole('switch', { name: 'Active: Slow temple site' }).click();
    const updateFailed = toast(page, 'Failed to update scraping source');
    await updateFailed.waitFor();
    expect(await updateFailed.textContent()).toContain('Scraping source not found');
    await db.query(`INSERT INTO scraping_sources (name, type, url) VALUES ('Slow temple site', 'other', $1)`, [
      `${site.origin}/slow/events.html`,
    ]);
    await page.reload();
    await slowRow.waitFor();
    await db.query(`DELETE FROM scraping_sources WHERE name = 'Slow temple site'`);
    await slowRow.getByRole('button', { name: 'Run Slow temple site' }).click();
    const runFailed = toast(page, 'Failed to run scraping job');
    await runFailed.waitFor();
    expect(await runFailed.textContent()).toContain('Scraping source not found');

    // Edit and delete through the console.
    await row.getByRole('button', { name: 'Edit Desi Events Dallas on Eventbrite' }).click();
    await page.getByRole('dialog').getByLabel('Name').fill('Desi Events (Eventbrite)');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await sourceRow(page, 'Desi Events (Eventbrite)').waitFor();
    await sourceRow(page, 'Desi Events (Eventbrite)').getByRole('button', { name: 'Delete Desi Events (Eventbrite)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await sourceRow(page, 'Desi Events (Eventbrite)').waitFor({ state: 'detached' });
    expect((await db.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n).toBe(3);

    expect(errors.filter((e) => !/Failed to load resource|status of (404|409)/.test(e))).toEqual([]);
    await context.close();
  });

  it('discovers the local fixture site and saves it into the approvals queue', async () => {
    const { page, context, errors } = await openPage(browser);
    await signIn(page);
    await page.goto(srv.url + '/admin/discovery');
    await page.getByRole('heading', { name: 'Organization Discovery', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Discover Organizations' }).click();
    await toast(page, 'No URLs Provided').waitFor();

    await page.getByLabel('Website URLs').fill(`ftp://${'example.org'}/`);
    await page.getByRole('button', { name: 'Discover Organizations' }).click();
    const failed = toast(page, 'Discovery Failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(
      'ftp://example.org/ is not a website address (only http:// and https:// sites can be read)',
    );

    // Each line answers for itself: a malformed line and a missing page fail alone, in plain words, beside the site found.
    await page.getByLabel('Website URLs').fill(`\n${site.origin}/site/\nhttp://exa mple\n\n${site.origin}/nowhere/\n`);
    await page.getByRole('button', { name: 'Discover Organizations' }).click();
    const card = page.getByTestId('discovered-organization');
    await card.waitFor({ timeout: 30_000 });
    await card.getByRole('heading', { name: 'India Association of North Texas' }).waitFor();
    const notRead = page.getByRole('list', { name: 'Addresses not read' }).getByRole('listitem');
    expect(await notRead.allTextContents()).toEqual([
      expect.stringMatching(/^http:\/\/exa mple"http:\/\/exa mple" is not a web address$/),
      expect.stringMatching(/\/nowhere\/.*has no page at \/nowhere\/ \(page not found, HTTP 404\)$/),
    ]);
    for (const email of ['info@iant-example.org', 'president@iant-example.org', 'volunteer@iant-example.org'])
      await card.getByText(email).waitFor();
    expect(await card.getByText('secret@iant-example.org').count()).toBe(0); // robots.txt keeps the crawler out of /site/members/
    for (const phone of ['(972) 555-0199', '(469) 555-0123']) await card.getByText(phone).waitFor();
    expect(await card.getByLabel('City').inputValue()).toBe('Irving');
    const pages = card.getByTestId('event-pages');
    expect(await pages.getByRole('link').count()).toBe(3);
    await pages.getByRole('button', { name: '+3 more' }).waitFor();
    expect(await pages.getByRole('link').first().textContent()).toBe(`${site.origin}/site/events/`);

    await card.getByRole('button', { name: 'Save India Association of North Texas' }).click();
    await toast(page, 'Organization Saved').waitFor();
    await card.getByRole('button', { name: 'India Association of North Texas saved' }).waitFor();
    const { rows } = await db.query(
      `SELECT name, city, state, "isApproved", "contactEmail", "eventsPageUrl" FROM organizations WHERE name = 'India Association of North Texas'`,
    );
    expect(rows).toEqual([
      {
        name: 'India Association of North Texas',
        city: 'Irving',
        state: 'TX',
        isApproved: false,
        contactEmail: expect.stringMatching(/@iant-example\.org$/),
        eventsPageUrl: `${site.origin}/site/events/`,
      },
    ]);

    // The approvals queue lists it.
    await page.goto(srv.url + '/admin/approvals');
    await page.getByRole('article', { name: 'India Association of North Texas' }).waitFor();

    // The same site again: the duplicate is refused.
    await page.goto(srv.url + '/admin/discovery');
    await page.getByLabel('Website URLs').fill(`${site.origin}/site/`);
    await page.getByRole('button', { name: 'Discover Organizations' }).click();
    await page.getByTestId('discovered-organization').getByRole('button', { name: 'Save India Association of North Texas' }).click();
    const dup = toast(page, 'Save Failed');
    await dup.waitFor();
    expect(await dup.textContent()).toContain('already exists: India Association of North Texas');

    expect(errors.filter((e) => !/Failed to load resource|status of (400|409)/.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps non-admins out: an organizer token goes to the login page; a 403 from the API shows Access denied', async () => {
    const [org] = (
      await db.query(
        `INSERT INTO organizations (name, city, state, "isApproved", "isRegistered", "contactEmail", "passwordHash")
         VALUES ('Organizer Org', 'Dallas', 'TX', true, true, 'organizer@example.org', 'x') RETURNING id`,
      )
    ).rows;
    const { page, context } = await openPage(browser);
    await context.addInitScript(
      (t) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('adminToken', t);
          sessionStorage.setItem('seeded', '1');
        }
      },
      organizerToken(org.id, 'organizer@example.org'),
    );
    await page.goto(srv.url + '/admin/discovery');
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.getByRole('button', { name: 'Discover Organizations' }).count()).toBe(0);

    // Signed in as admin, but the server no longer accepts the account as an admin for discovery.
    await signIn(page);
    await page.goto(srv.url + '/admin/discovery');
    await page.route('**/api/admin/discover-organizations', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 403, error: 'Admin access required', message: 'Admin access required' }),
      }),
    );
    await page.getByLabel('Website URLs').fill(`${site.origin}/site/`);
    await page.getByRole('button', { name: 'Discover Organizations' }).click();
    await page.getByText('Access denied').waitFor();
    expect(await page.getByRole('button', { name: 'Discover Organizations' }).count()).toBe(0);
    await context.close();
  });
});
