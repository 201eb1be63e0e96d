import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  ServerProcess,
  TestSmtpServer,
  launchBrowser,
  openPage,
  startServerProcess,
  startSmtpServer,
  adminLogin,
} from '@sangam/backend/testing';
import { localDay, OrganizerAccount, signupViaApi, storeToken, withDb } from './organizer-support';

/** An image's natural width once the browser has loaded it (0 if loading failed). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el: HTMLImageElement) =>
    el.complete
      ? el.naturalWidth
      : new Promise<number>((resolve) => {
          el.addEventListener('load', () => resolve(el.naturalWidth), { once: true });
          el.addEventListener('error', () => resolve(0), { once: true });
        }),
  );

/** Where organizers stand (issue 22): the event form's rules, uploaded images on the site, outcomes and insights on the dashboard. */
describe('organizer outcomes (browser)', () => {
  let srv: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let adminAuth: string;
  const shots = process.env.SCREENSHOT_DIR;

  beforeAll(async () => {
    // Mail goes through a local SMTP server, so the journeys can read what organizers receive.
    smtp = await startSmtpServer();
    [srv, browser] = await Promise.all([startServerProcess({ SMTP_URL: smtp.url }), launchBrowser()]);
    adminAuth = `Bearer ${await adminLogin(srv.url)}`;
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
    await smtp?.close();
  });

  const admin = (method: string, path: string, body?: unknown) =>
    fetch(`${srv.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: adminAuth },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const eventCard = (page: Page, title: string) =>
    page.getByTestId('org-event').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const screenshot = async (page: Page, name: string) => {
    if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  };

  async function signedIn(account: OrganizerAccount, path: string, viewport = { width: 1280, height: 900 }) {
    const opened = await openPage(browser, { viewport });
    await storeToken(opened.page, srv, 'orgToken', account.token);
    await opened.page.goto(srv.url + path);
    return opened;
  }

  async function fillEvent(page: Page, title: string, day: string) {
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('Cultural Events');
    await page.getByLabel('Description').fill('Dandiya and garba for all ages, with live dhol.');
    await page.getByLabel('Date').fill(day);
    await page.getByLabel('Venue').fill('Ganesh Mandir Hall');
    await page.getByLabel('City').fill('Irving');
    await page.getByLabel('State').selectOption('TX');
  }

  it('an approved organization adds an event with an uploaded image: the form’s rules, View on site, the image on card and detail', async () => {
    const account = await signupViaApi(srv, { name: 'Ganesh Mandir Irving' });
    expect((await admin('PUT', `/api/admin/organizations/${account.id}/approve`)).status).toBe(200);
    const { page, errors, context } = await signedIn(account, '/add-event');
    await fillEvent(page, 'Navratri Garba Late Night', localDay(9));

    // End before the start: refused until "Ends after midnight" is ticked.
    await page.getByLabel('Start time').fill('21:00');
    await page.getByLabel('End time').fill('01:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    expect(await page.locator('#event-endTime-error').textContent()).toMatch(/^End time must be after the start time/);
    await page.getByLabel('Ends after midnight').check();
    await page.locator('#event-endTime-error').waitFor({ state: 'detached' });

    // A web address without its scheme is completed; one price field takes a range.
    await page.getByLabel('Ticket link').fill('ganeshmandir.org/garba');
    await page.getByLabel('Price').click();
    expect(await page.getByLabel('Ticket link').inputValue()).toBe('https://ganeshmandir.org/garba');
    await page.getByLabel('Price').fill('$10–15');

    // Upload: a non-image is refused in the page; a PNG is uploaded and previewed.
    const file = page.locator('#event-imageFile');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByRole('alert').getByText('Images must be JPEG, PNG or WebP up to 5 MB').waitFor();
    const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 234, g: 88, b: 12 } } })
      .png()
      .toBuffer();
    await file.setInputFiles({ name: 'garba.png', mimeType: 'image/png', buffer: png });
    const preview = page.getByAltText("The event's image");
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/images\/[0-9a-f]{64}\/640\.webp$/);
    expect(await loadedWidth(preview)).toBe(640);
    await screenshot(page, 'add-event-1280');
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.waitForURL(srv.url + '/org/dashboard');
    const saved = page.locator('.org-saved');
    await saved.getByText('It is on the site now.', { exact: false }).waitFor();
    const card = eventCard(page, 'Navratri Garba Late Night');
    await card.getByText('Live', { exact: true }).waitFor();
    await card.getByText('9:00 PM - 1:00 AM (next day)').waitFor();
    await card.getByText('$10–15').waitFor();
    await card.getByText('No visits in the last 30 days yet.').waitFor();
    await screenshot(page, 'dashboard-1280');

    const [row] = await withDb(srv, async (db) => (await db.query('SELECT * FROM events WHERE "organizationId" = $1', [account.id])).rows);
    expect(row).toMatchObject({
      startTime: '9:00 PM',
      endTime: '1:00 AM',
      ticketUrl: 'https://ganeshmandir.org/garba',
      priceText: '$10–15',
      price: '10.00',
      isApproved: true,
    });
    expect(row.imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{64}$/);

    // View on site → the event page shows the rendition that fits its 1088 px column (the largest: 1200 px, never enlarged).
    await saved.getByRole('link', { name: 'View on site' }).click();
    await page.waitForURL(`${srv.url}/event/${row.id}`);
    const detail = page.locator('img.detail-image');
    await detail.waitFor();
    expect(await detail.getAttribute('src')).toBe(`${row.imageUrl}/1280.webp`);
    expect(await loadedWidth(detail)).toBeGreaterThan(0);
    expect(await detail.evaluate((el: HTMLImageElement) => el.currentSrc)).toBe(`${srv.url}${row.imageUrl}/1280.webp`);

    // The listing's card shows the picture whole in its 160 px high box.
    await page.goto(srv.url + '/');
    const listed = page.locator('article.event-card').filter({ hasText: 'Navratri Garba Late Night' });
    const cardImage = listed.locator('img.event-card-image');
    await cardImage.waitFor();
    expect(await cardImage.getAttribute('src')).toBe(`${row.imageUrl}/640.webp`);
    await cardImage.scrollIntoViewIfNeeded(); // the card's image loads lazily
    expect(await loadedWidth(cardImage)).toBeGreaterThan(0);
    // 320 px covers the card's 284 px picture; the browser may reuse the 1280 px one the event page just loaded.
    expect(await cardImage.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      new RegExp(`^${srv.url}${row.imageUrl}/(320|1280)\\.webp$`),
    );
    expect(errors).toEqual([]);
    await context.close();

    // A visitor's view and ticket click (a person's browser, not a bot, keeping the session cookie the server sets) show in the dashboard's insights.
    let cookie = '';
    for (const kind of ['view', 'ticket']) {
      const r = await fetch(`${srv.url}/api/page-views`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: JSON.stringify({ page: `/event/${row.id}`, eventId: row.id, kind }),
      });
      expect(r.status).toBeLessThan(300);
      cookie ||= (r.headers.getSetCookie()[0] ?? '').split(';')[0];
    }
    const phone = await signedIn(account, '/org/dashboard', { width: 390, height: 844 });
    const insights = eventCard(phone.page, 'Navratri Garba Late Night').getByTestId('org-insights');
    await insights.waitFor({ timeout: 20000 }).catch(async () => {
      // The beacon is written in batches: reload once the batch is in.
      await phone.page.reload();
      await insights.waitFor();
    });
    expect(await insights.getByRole('img').getAttribute('aria-label')).toMatch(/: 1 in all/);
    expect(await insights.locator('dt', { hasText: 'Ticket clicks' }).locator('+ dd').textContent()).toBe('1');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'dashboard-390');
    await phone.page.goto(`${srv.url}/edit-event/${row.id}`);
    await phone.page.getByAltText("The event's image").waitFor();
    expect(await phone.page.getByLabel('Price').inputValue()).toBe('$10–15');
    expect(await phone.page.getByLabel('Ends after midnight').isChecked()).toBe(true);
    await screenshot(phone.page, 'edit-event-390');
    await phone.context.close();
  });

  it('outcomes: a held event shows its flags in plain words; a rejected organization sees the reason and what to do next', async () => {
    const account = await signupViaApi(srv, { name: 'Telugu Samiti Plano' });
    expect((await admin('PUT', `/api/admin/organizations/${account.id}/approve`)).status).toBe(200);
    const { page, context } = await signedIn(account, '/add-event');
    await fillEvent(page, 'FREE iPhone giveaway guaranteed returns', localDay(11));
    await page.getByLabel('Description').fill('Guaranteed returns on crypto, free iPhone giveaway, double your money. Limited offer!!!');
    await page.getByLabel('Start time').fill('18:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await page.locator('.org-saved').getByText('It will appear on the site once it has been reviewed.', { exact: false }).waitFor();
    const card = eventCard(page, 'FREE iPhone giveaway guaranteed returns');
    await card.getByText('Pending review', { exact: true }).waitFor();
    const flags = await card.locator('.org-flags li').allTextContents();
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.join(' ')).toMatch(/guaranteed returns|giveaway/i);
    expect(await card.getByRole('link', { name: /View on site/ }).count()).toBe(0);

    expect(
      (await admin('PUT', `/api/admin/organizations/${account.id}/reject`, { reason: 'Your website does not list any events' })).status,
    ).toBe(200);
    await page.reload();
    await page.locator('.org-status', { hasText: 'Not Approved' }).first().waitFor();
    await page.getByText('Reason: Your website does not list any events').waitFor();
    await page.getByText(/What to do next/).waitFor();
    await screenshot(page, 'dashboard-rejected-1280');
    await page.getByRole('button', { name: 'Re-apply for Approval' }).click();
    await page.locator('.org-status', { hasText: 'Pending Approval' }).first().waitFor();
    await context.close();
  });

  it('sign up → submit an event → an admin rejects it with a reason → the organizer sees the reason on the dashboard and in the mail', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(srv.url + '/org/signup');
    const email = `kannada.koota.${Date.now()}@example.org`;
    await page.getByLabel('Organizer name').fill('Kannada Koota Austin');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Contact email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('kannada-rajyotsava-1');
    await page.getByLabel('Confirm password').fill('kannada-rajyotsava-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await page.getByRole('link', { name: 'Add Event' }).first().click();
    await fillEvent(page, 'Rajyotsava Raffle Night', localDay(14));
    await page.getByLabel('Start time').fill('18:00');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await eventCard(page, 'Rajyotsava Raffle Night').getByText('Pending review', { exact: true }).waitFor();

    const [{ id }] = await withDb(
      srv,
      async (db) => (await db.query(`SELECT id FROM events WHERE title = 'Rajyotsava Raffle Night'`)).rows,
    );
    const rejected = await admin('PUT', `/api/admin/events/${id}/reject`, { reason: 'Raffles and lotteries cannot be listed' });
    expect(rejected.status).toBe(200);

    await page.reload();
    await page.getByRole('heading', { name: 'Not approved (1)' }).waitFor();
    const record = page.getByTestId('org-rejected-event');
    expect(await record.textContent()).toContain('Rajyotsava Raffle Night');
    expect(await record.textContent()).toContain('Reason: Raffles and lotteries cannot be listed');
    expect(await eventCard(page, 'Rajyotsava Raffle Night').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-rejected-event-390');

    // The same reason in the mail: received by the SMTP server, and kept in the console's outbox as sent.
    const subject = 'Your event "Rajyotsava Raffle Night" was not approved';
    const until = Date.now() + 20_000;
    let mail = smtp.received.find((m) => m.to.includes(email) && m.subject === subject);
    while (!mail && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      mail = smtp.received.find((m) => m.to.includes(email) && m.subject === subject);
    }
    expect(mail?.text).toContain('Reason: Raffles and lotteries cannot be listed');
    // (The row says sent once the server's answer is recorded, a moment after the server has the message.)
    const outboxStatus = async () => {
      const outbox = await admin('GET', `/api/admin/outgoing-mail?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
      return ((await outbox.json()) as Array<{ subject: string; status: string }>).find((r) => r.subject === subject)?.status;
    };
    let status = await outboxStatus();
    while (status !== 'sent' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      status = await outboxStatus();
    }
    expect(status).toBe('sent');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a weekly series of 8 dates: one cancelled, the rest edited together, each its own page', async () => {
    const account = await signupViaApi(srv, { name: 'Chinmaya Mission Bal Vihar' });
    expect((await admin('PUT', `/api/admin/organizations/${account.id}/approve`)).status).toBe(200);
    const { page, errors, context } = await signedIn(account, '/add-event');
    // The first date a week or more ahead, the series 8 weeks long.
    const first = localDay(7);
    const until = localDay(7 + 49);
    await fillEvent(page, 'Bal Vihar Sunday Class', first);
    await page.getByLabel('Category').selectOption('Educational');
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('End time').fill('11:30');
    await page.getByLabel('This is a free event').check();
    await page.getByLabel('Repeats').selectOption('weekly');
    await page.getByLabel('Until').fill(until);
    const weekday = new Date(`${first}T12:00:00`).toLocaleDateString('en-US', { weekday: 'long' });
    await page.getByText(`Every ${weekday}: 8 dates, each its own listing.`).waitFor();
    await screenshot(page, 'add-series-1280');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');

    const cards = page.locator('li.org-event').filter({ has: page.getByRole('heading', { name: 'Bal Vihar Sunday Class', exact: true }) });
    await page.getByRole('heading', { name: 'Upcoming (8)' }).waitFor();
    // One entry for the class; its other dates open on demand.
    expect(await cards.count()).toBe(1);
    await cards.getByRole('button', { name: 'Show the other 7 dates' }).click();
    expect(await cards.count()).toBe(8);
    expect(await cards.getByText(`Every ${weekday}`, { exact: true }).count()).toBe(8);

    // Cancel the third date only.
    const rows = async () =>
      withDb(
        srv,
        async (db) =>
          (await db.query('SELECT id, date, venue, "seriesId" FROM events WHERE "organizationId" = $1 ORDER BY date', [account.id])).rows,
      );
    const before = await rows();
    expect(before).toHaveLength(8);
    expect(new Set(before.map((r) => r.seriesId)).size).toBe(1);
    await cards
      .nth(2)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
    expect(await dialog.getByLabel('Only this date').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete Event' }).click();
    await page.getByRole('heading', { name: 'Upcoming (7)' }).waitFor();
    const after = await rows();
    expect(after.map((r) => r.id)).toEqual(before.filter((_, i) => i !== 2).map((r) => r.id));

    // Edit every upcoming date at once from one of them.
    await cards.nth(0).getByRole('link', { name: /^Edit/ }).click();
    await page.getByLabel(/Every upcoming date of the series/).check();
    await page.getByLabel('Venue').fill('Chinmaya Saaket Hall');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await page.getByRole('heading', { name: 'Upcoming (7)' }).waitFor();
    expect((await rows()).map((r) => r.venue)).toEqual(Array(7).fill('Chinmaya Saaket Hall'));

    // Visitors see the class once, on its next date, saying how it repeats; its page links the other dates.
    await page.goto(`${srv.url}/?q=${encodeURIComponent('Bal Vihar')}`);
    const listed = page.locator('article.event-card').filter({ hasText: 'Bal Vihar Sunday Class' });
    await listed.first().getByText(`Every ${weekday}`).waitFor();
    expect(await listed.count()).toBe(1);
    await listed.getByRole('link', { name: 'Bal Vihar Sunday Class' }).click();
    await page.waitForURL(`${srv.url}/event/${after[0].id}`);
    const more = page.locator('.detail-series');
    await more.getByText('More dates:').waitFor();
    expect(await more.getByRole('link').count()).toBe(6);
    await more.getByRole('link').last().click();

    // Each date is a real event with its own page.
    await page.waitForURL(`${srv.url}/event/${after[6].id}`);
    await page.getByRole('heading', { name: 'Bal Vihar Sunday Class' }).waitFor();
    await page.goto(`${srv.url}/event/${before[2].id}`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});
