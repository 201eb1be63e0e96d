import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess, adminLogin } from '@sangam/backend/testing';
import { OrganizerAccount, signupViaApi, storeToken } from './organizer-support';
import { daysFromToday, Fixtures, until, waitForToast } from './visitor-fixtures';

/** A person's Chrome (headless Chromium says "HeadlessChrome", which insights rightly leave out as a bot). */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TITLE = 'Diwali Mela at Ganesh Mandir';

type Counts = { calendar: number; ticket: number; share: number };

/**
 * Issue 37 "Done means" (d), issue 35 item 9: a visitor's calendar add (the .ics file and the Google Calendar
 * link), ticket click and share (Copy Link, WhatsApp) each move the organizer's counters, as the organizer's
 * dashboard shows them, by exactly one; repeating one in the same browser session moves nothing.
 */
describe('insights: what visitors do shows on the organizer dashboard (browser)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  let account: OrganizerAccount;
  let eventId: string;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    account = await signupViaApi(srv, { name: 'Ganesh Mandir Irving' });
    const adminToken = await adminLogin(srv.url);
    const approved = await fetch(`${srv.url}/api/admin/organizations/${account.id}/approve`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(approved.status).toBe(200);
    eventId = await fx.event({
      title: TITLE,
      date: daysFromToday(12),
      startTime: '5:00 PM',
      ticketUrl: `${srv.url}/promotion?from=tickets`,
      organizationId: account.id,
    });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  /** A visitor's browser on the event page, its first page view reported (the server's session cookie set). */
  async function visitorOnEvent(viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, userAgent: CHROME, acceptDownloads: true });
    context.setDefaultTimeout(15000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
    // Nothing leaves this machine: Google Calendar and WhatsApp answer from here.
    await context.route(
      (url) => !url.href.startsWith(srv.url),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const viewed = reported(page, 'view');
    await page.goto(`${srv.url}/event/${eventId}`);
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await viewed;
    return { context, page, errors };
  }

  /** Resolves when the page's beacon for `kind` has been answered 202. */
  function reported(page: Page, kind: string): Promise<unknown> {
    return page.waitForResponse((r) => {
      if (!r.url().endsWith('/api/page-views') || r.request().method() !== 'POST') return false;
      const body = JSON.parse(r.request().postData() ?? '{}') as { kind?: string };
      return (body.kind ?? 'view') === kind && r.status() === 202;
    });
  }

  /** The event's counters as the organizer's dashboard shows them (read afresh each time). */
  async function dashboard(page: Page): Promise<Counts> {
    await page.goto(`${srv.url}/org/dashboard`);
    const card = page.getByTestId('org-event').filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
    const insights = card.getByTestId('org-insights');
    // The visits are written in batches: until the first is, the card says "No visits in the last 30 days yet."
    await card.locator('.org-insights').waitFor();
    if (!(await insights.count())) return { calendar: 0, ticket: 0, share: 0 };
    const value = async (name: string) => Number(await insights.locator('dt', { hasText: name }).locator('+ dd').textContent());
    return { calendar: await value('Calendar adds'), ticket: await value('Ticket clicks'), share: await value('Shares') };
  }

  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])('at %o: a calendar add, a ticket click and a share each add exactly one', async (viewport) => {
    const organizer = await openPage(browser, { viewport });
    await storeToken(organizer.page, srv, 'orgToken', account.token);
    const a = await visitorOnEvent(viewport);
    const b = await visitorOnEvent(viewport);
    let expected = await dashboard(organizer.page);
    const step = async (action: () => Promise<unknown>, change: Partial<Counts>) => {
      await action();
      expected = { ...expected, ...Object.fromEntries(Object.entries(change).map(([k, n]) => [k, expected[k as keyof Counts] + n])) };
      await until(() => dashboard(organizer.page), expected);
    };

    // The calendar file.
    await step(
      () =>
        Promise.all([
          a.page.waitForEvent('download'),
          reported(a.page, 'calendar'),
          a.page.getByRole('link', { name: 'Export to Calendar' }).click(),
        ]),
      { calendar: 1 },
    );
    // Google Calendar, by another visitor.
    await step(
      () =>
        Promise.all([
          b.context.waitForEvent('page'),
          reported(b.page, 'calendar'),
          b.page.getByRole('link', { name: 'Add to Google Calendar' }).click(),
        ]),
      { calendar: 1 },
    );
    // The ticket link.
    await step(
      () =>
        Promise.all([
          a.context.waitForEvent('page'),
          reported(a.page, 'ticket'),
          a.page.getByRole('button', { name: 'Get Tickets' }).click(),
        ]),
      { ticket: 1 },
    );
    // Copy Link.
    await step(
      async () => {
        await Promise.all([reported(a.page, 'share'), a.page.getByRole('button', { name: 'Copy Link' }).click()]);
        await waitForToast(a.page, 'Link copied');
      },
      { share: 1 },
    );
    // The same visitor again (ticket, calendar, share): counted once per session, so nothing moves; then WhatsApp by
    // the other visitor moves shares by one (its report comes after the repeats, so they were written by then).
    await Promise.all([
      a.context.waitForEvent('page'),
      reported(a.page, 'ticket'),
      a.page.getByRole('button', { name: 'Get Tickets' }).click(),
    ]);
    await Promise.all([
      a.page.waitForEvent('download'),
      reported(a.page, 'calendar'),
      a.page.getByRole('link', { name: 'Export to Calendar' }).click(),
    ]);
    await Promise.all([reported(a.page, 'share'), a.page.getByRole('button', { name: 'Copy Link' }).click()]);
    await step(
      () =>
        Promise.all([
          b.context.waitForEvent('page'),
          reported(b.page, 'share'),
          b.page.getByRole('link', { name: 'Share on WhatsApp' }).click(),
        ]),
      { share: 1 },
    );

    expect([...a.errors, ...b.errors]).toEqual([]);
    await Promise.all([a.context.close(), b.context.close(), organizer.context.close()]);
  });
});
