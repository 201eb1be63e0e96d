import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, insertEvent, insertOrganization, signInContext, withDb } from './support/admin';

/** Screenshots of each page at both sizes, for a person to look at (not compared). */
const SHOTS = process.env.CONSOLE_SCREENSHOTS;

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

/**
 * The console ranks risk (issue 22, item 8): the levels come from the API, the queues put High first,
 * the menu counts what waits, the dashboard leads with the queues, and every list fits a phone and a laptop.
 */
describe('admin console: risk, counts and lists that fit', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  const api = async (method: string, url: string) => {
    const res = await fetch(srv.url + url, { method, headers: { Authorization: `Bearer ${token}` } });
    if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const ageMinutes = (table: 'events' | 'organizations', id: string, minutes: number) =>
    withDb(srv.databaseUrl, (db) =>
      db.query(`UPDATE ${table} SET "createdAt" = now() - make_interval(mins => $2) WHERE id = $1`, [id, minutes]),
    );

  /** Every sideways overflow on the page: the document, or a box that scrolls sideways (a wide table). */
  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => {
      const found: string[] = [];
      const doc = document.documentElement;
      if (doc.scrollWidth > doc.clientWidth + 1) found.push(`document ${doc.scrollWidth} > ${doc.clientWidth}`);
      for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const { overflowX } = getComputedStyle(el);
        if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1)
          found.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${el.scrollWidth} > ${el.clientWidth}`);
      }
      return found;
    });

  const shoot = async (page: Page, name: string) => {
    if (!SHOTS) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  it("shows issue 22's examples as High, first in the queue and on the dashboard, with the pending counts in the menu", async () => {
    const { page, context, errors } = await openPage(browser);
    token = await signInContext(context, srv.url);
    const events = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Dallas Telugu Association', isApproved: true });
      const waiting = await insertOrganization(db, { name: 'Plano Gujarati Samaj', isApproved: false });
      const made = [];
      for (const title of [
        'Bal Vihar Sunday Class',
        'Test Event',
        'BEST CRYPTO DEALS $$$ casino',
        'FREE iPhone giveaway… guaranteed returns',
      ])
        made.push(await insertEvent(db, { title, organizationId: org.id, isApproved: false }));
      return { made, waiting };
    });
    // Oldest first: the clean class, the placeholder, then the two examples; moderation scores them as it would on submission.
    for (const [i, e] of events.made.entries()) {
      await ageMinutes('events', e.id, 100 - i * 10);
      await api('POST', `/api/admin/moderation/events/${e.id}`);
    }

    await page.goto(srv.url + '/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    // The menu counts what waits.
    const menu = (name: string) => page.getByRole('menuitem', { name: new RegExp(name) });
    await menu('Event Approvals').getByLabel('4 pending').waitFor();
    await menu('Organization Approvals').getByLabel('1 pending').waitFor();
    // The dashboard leads with the queues: counts, and the riskiest items first.
    const queueCard = page.getByRole('region', { name: 'Event Approvals' });
    await queueCard.getByLabel('4 pending').waitFor();
    const first = queueCard.getByRole('list', { name: 'First in Event Approvals' }).getByRole('listitem');
    await first.first().waitFor();
    expect(await first.allTextContents()).toEqual([
      expect.stringMatching(/^BEST CRYPTO DEALS \$\$\$ casinoHigh risk \(\d+\)$/),
      expect.stringMatching(/^FREE iPhone giveaway… guaranteed returnsHigh risk \(\d+\)$/),
      expect.stringMatching(/^Test EventMedium risk \(\d+\)$/),
    ]);
    // The Add forms wait behind buttons.
    expect(await page.getByRole('button', { name: 'Create Event' }).count()).toBe(0);
    await shoot(page, 'dashboard-1280');

    await menu('Event Approvals').click();
    await page.waitForURL((u) => u.pathname === '/admin/event-approvals');
    const cards = page.getByTestId('pending-event');
    await page.getByRole('heading', { name: 'Pending Events (4)' }).waitFor();
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'BEST CRYPTO DEALS $$$ casino',
      'FREE iPhone giveaway… guaranteed returns',
      'Test Event',
      'Bal Vihar Sunday Class',
    ]);
    for (const title of ['BEST CRYPTO DEALS $$$ casino', 'FREE iPhone giveaway… guaranteed returns'])
      expect(await page.getByRole('article', { name: title }).getByTestId('risk-badge').textContent()).toMatch(/^High risk \(\d+\)$/);
    expect(await page.getByRole('article', { name: 'Bal Vihar Sunday Class' }).getByTestId('risk-badge').count()).toBe(0);
    await shoot(page, 'event-approvals-1280');

    // Deciding an item updates the menu's count at once.
    await page.getByRole('article', { name: 'Bal Vihar Sunday Class' }).getByRole('button', { name: 'Approve' }).click();
    await menu('Event Approvals').getByLabel('3 pending').waitFor();
    await page.getByRole('article', { name: 'BEST CRYPTO DEALS $$$ casino' }).getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await menu('Event Approvals').getByLabel('2 pending').waitFor();

    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('heading', { name: 'Pending Events (2)' }).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await shoot(page, 'event-approvals-390');
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('both approval queues fit a phone when an item carries a long web address or an unbroken word', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await signInContext(context, srv.url);
    await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Gujarati Samaj of Greater Houston', isApproved: false });
      await db.query(`UPDATE organizations SET website = 'https://www.gujaratisamajofgreaterhoustonandsurroundings.org' WHERE id = $1`, [
        org.id,
      ]);
      const e = await insertEvent(db, { title: 'Navratri Raas Garba', organizationId: org.id, isApproved: false });
      await db.query(
        `UPDATE events SET description = '[Full details at http://upcoming.example.org/event/4606904606904606904606/ ]' WHERE id = $1`,
        [e.id],
      );
    });
    for (const [path, card] of [
      ['/admin/approvals', 'Gujarati Samaj of Greater Houston'],
      ['/admin/event-approvals', 'Navratri Raas Garba'],
    ]) {
      await page.goto(srv.url + path);
      await page.getByRole('article', { name: card }).waitFor();
      expect(await sidewaysOverflow(page)).toEqual([]);
    }
    await context.close();
  });

  it('lists events upcoming-first and every list fits 390 px and 1280 px, with the Organizations actions and rejection reasons in view', async () => {
    await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, {
        name: 'Sri Venkateswara Temple of North Carolina and the Triangle Area',
        isApproved: true,
      });
      await insertEvent(db, {
        title: 'Ugadi Cultural Evening next year',
        organizationId: org.id,
        isApproved: true,
        date: daysFromToday(500),
      });
      await insertEvent(db, { title: 'Navaratri Garba Night', organizationId: org.id, isApproved: true, date: daysFromToday(3) });
      await insertEvent(db, { title: 'Holi last spring', organizationId: org.id, isApproved: true, date: daysFromToday(-200) });
      const rejected = await insertOrganization(db, { name: 'Quick Cash Loans Community Group', isApproved: false });
      await db.query(`UPDATE organizations SET "rejectionReason" = $2, website = $3 WHERE id = $1`, [
        rejected.id,
        'Not a community organization: a lending business',
        'https://www.an-extremely-long-website-address-for-a-community-organization.example.org/about-us/contact',
      ]);
    });
    // A contact message (and the mail telling the admin about it), for the messages and outgoing-mail lists.
    const sent = await fetch(srv.url + '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Lakshmi Venkataraman-Subramanian',
        email: 'lakshmi.venkataraman.subramanian@community-volunteers.example.org',
        subject: 'Listing our Sankranti kite festival and the weekly Bal Vihar classes at the temple',
        message: 'Namaste! We would like to list our events. '.repeat(8),
      }),
    });
    expect(sent.status).toBe(201);
    for (const size of [LAPTOP, PHONE]) {
      const { page, context, errors } = await openPage(browser, { viewport: size });
      await signInContext(context, srv.url);

      await page.goto(srv.url + '/admin/events');
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      // This week's event leads; next year's follows the upcoming ones; past events come last.
      const titles = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('td p')?.textContent ?? ''));
      expect(titles.indexOf('Navaratri Garba Night')).toBeLessThan(titles.indexOf('Ugadi Cultural Evening next year'));
      expect(titles.indexOf('Ugadi Cultural Evening next year')).toBeLessThan(titles.indexOf('Holi last spring'));
      expect(titles[titles.length - 1]).toBe('Holi last spring');
      expect(titles[0]).toBe('Navaratri Garba Night');
      await shoot(page, `events-${size.width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);

      await page.goto(srv.url + '/admin/organizations');
      const row = page.locator('tbody tr', { hasText: 'Quick Cash Loans Community Group' });
      await row.waitFor();
      await row.getByText('Reason: Not a community organization: a lending business').waitFor();
      const del = row.getByRole('button', { name: 'Delete Quick Cash Loans Community Group' });
      const box = await del.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= size.width).toBe(true);
      await shoot(page, `organizations-${size.width}`);
      expect(await sidewaysOverflow(page)).toEqual([]);

      for (const [name, url] of [
        ['dashboard', '/admin'],
        ['organization-approvals', '/admin/approvals'],
        ['contact-messages', '/admin/contact-messages'],
        ['outgoing-mail', '/admin/outgoing-mail'],
        ['discovery', '/admin/discovery'],
        ['scraping', '/admin/scraping'],
      ]) {
        await page.goto(srv.url + url);
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        await page.getByRole('progressbar').first().waitFor({ state: 'detached' });
        await shoot(page, `${name}-${size.width}`);
        expect({ url, overflow: await sidewaysOverflow(page) }).toEqual({ url, overflow: [] });
      }
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      await context.close();
    }
  });
});
