import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess, adminLogin } from '@sangam/backend/testing';
import { compactStamp, dayWords, longDayWords } from './journey-support';
import { localDay, signupViaApi, storeToken, withDb } from './organizer-support';

/**
 * An organizer lists a two-day 7:00 PM festival through the form (on a phone and on a desktop) and sees it as one
 * listing with its range on the dashboard, the card and the detail page, in the .ics file and the Google Calendar
 * link; an edit of its last day shows everywhere.
 */
describe('a two-day 7:00 PM festival, from the organizer form to every view (browser)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let adminAuth: string;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    adminAuth = `Bearer ${await adminLogin(srv.url)}`;
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  /** The detail page shows the range and the hours; its .ics and Google link span both days in Central time. */
  async function checkDetail(page: Page, first: string, last: string) {
    const sameYear = first.slice(0, 4) === last.slice(0, 4);
    await page.getByText(`${longDayWords(first, !sameYear)} – ${longDayWords(last, true)}`, { exact: true }).waitFor();
    await page.getByText('7:00 PM - 10:00 PM', { exact: false }).first().waitFor();
    const google = new URL((await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${compactStamp(first, '1900')}/${compactStamp(last, '2200')}`);
    expect(google.searchParams.get('ctz')).toBe('America/Chicago');
    const ics = await (await fetch(srv.url + (await page.getByRole('link', { name: 'Export to Calendar' }).getAttribute('href'))!)).text();
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${compactStamp(first, '1900')}`);
    expect(ics).toContain(`DTEND;TZID=America/Chicago:${compactStamp(last, '2200')}`);
  }

  // Two different festivals (the same one twice would be held as a duplicate).
  it.each([
    ['phone', { width: 390, height: 844 }, 'Two-Day Diwali Festival', 'Irving Convention Center', 12],
    ['desktop', { width: 1280, height: 900 }, 'Garba Weekend Utsav', 'Plano Event Center', 20],
  ])('on a %s', async (name, viewport, title, venue, inDays) => {
    const account = await signupViaApi(srv, { name: `Irving Diwali Committee ${name}` });
    const approved = await fetch(`${srv.url}/api/admin/organizations/${account.id}/approve`, {
      method: 'PUT',
      headers: { Authorization: adminAuth },
    });
    expect(approved.status).toBe(200);
    const { page, errors, context } = await openPage(browser, { viewport });
    await storeToken(page, srv, 'orgToken', account.token);
    await page.goto(`${srv.url}/add-event`);

    const first = localDay(inDays);
    const last = localDay(inDays + 1);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('Cultural Events');
    await page.getByLabel('Description').fill('Two evenings of music, dance and food stalls.');
    await page.getByLabel('Date').fill(first);
    // The last day is checked as the API checks it.
    await page.getByLabel('Last day').fill(localDay(inDays - 1));
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('End time').fill('22:00');
    await page.getByLabel('Venue').fill(venue);
    await page.getByLabel('City').fill('Irving');
    await page.getByLabel('State').selectOption('TX');
    await page.getByRole('button', { name: 'Create Event' }).click();
    expect(await page.locator('#event-endDate-error').textContent()).toBe('End date must be on or after the date');
    await page.getByLabel('Last day').fill(last);
    await page.locator('#event-endDate-error').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.waitForURL(srv.url + '/org/dashboard');
    const sameYear = first.slice(0, 4) === last.slice(0, 4);
    const dashboardCard = page.locator('li.org-event').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await dashboardCard.getByText(`${dayWords(first, !sameYear)} – ${dayWords(last, true)}`, { exact: true }).waitFor();
    await dashboardCard.getByText('7:00 PM - 10:00 PM', { exact: true }).waitFor();
    const [row] = await withDb(
      srv,
      async (db) => (await db.query(`SELECT id, to_char("endDate", 'YYYY-MM-DD') AS "endDate" FROM events WHERE title = $1`, [title])).rows,
    );
    expect(row.endDate).toBe(last);

    // The listing shows it once, with its range and hours.
    await page.goto(`${srv.url}/?q=${encodeURIComponent(title)}`);
    const cards = page.locator('article.event-card').filter({ has: page.getByRole('heading', { name: title }) });
    await cards
      .first()
      .getByText(`${dayWords(first, false)} – ${dayWords(last, false)}`, { exact: true })
      .waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(`${dayWords(first, false)} – ${dayWords(last, false)} · 7:00 PM - 10:00 PM`);

    await page.goto(`${srv.url}/event/${row.id}`);
    await checkDetail(page, first, last);

    // Edit: the last day comes back in the form; a third day shows on the detail page, .ics and Google link.
    await page.goto(`${srv.url}/edit-event/${row.id}`);
    expect(await page.getByLabel('Last day').inputValue()).toBe(last);
    const third = localDay(inDays + 2);
    await page.getByLabel('Last day').fill(third);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await page.goto(`${srv.url}/event/${row.id}`);
    await checkDetail(page, first, third);
    expect(errors).toEqual([]);
    await context.close();
  });
});
