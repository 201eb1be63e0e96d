import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess, adminLogin } from '@sangam/backend/testing';
import { focusedId, insertEvent, localDay, OrganizerAccount, signupViaApi, storedToken, storeToken, withDb } from './organizer-support';

/** Organizers' own events in the browser: add, edit, delete (past and future), admin edit. */
describe('organizer events (browser)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  const eventRow = (id: string) => withDb(srv, async (db) => (await db.query('SELECT * FROM events WHERE id = $1', [id])).rows[0]);
  const eventCard = (page: Page, title: string) =>
    page.locator('li.org-event').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  async function signedIn(account: OrganizerAccount, path: string, viewport?: { width: number; height: number }) {
    const opened = await openPage(browser, viewport ? { viewport } : {});
    await storeToken(opened.page, srv, 'orgToken', account.token);
    await opened.page.goto(srv.url + path);
    return opened;
  }

  it('adds an event, edits it, and deletes future events after confirming but never past ones', async () => {
    const account = await signupViaApi(srv, { name: 'Frisco Kids Sanskriti' });
    const { page, errors, context } = await signedIn(account, '/org/dashboard');
    await page.getByText('Pending Approval', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Add Event' }).first().click();
    await page.waitForURL(srv.url + '/add-event');

    // A first event starts in the organization's city; emptied, the form gives the specification's messages
    // with focus on the first invalid field.
    expect(await page.getByLabel('City').inputValue()).toBe('Dallas');
    expect(await page.getByLabel('State').inputValue()).toBe('TX');
    expect(await page.getByLabel('Venue').inputValue()).toBe('');
    await page.getByLabel('City').fill('');
    await page.getByLabel('State').selectOption('');
    await page.getByRole('button', { name: 'Create Event' }).click();
    const messages = await page.locator('.field-error').allTextContents();
    expect(messages).toEqual([
      'Title is required',
      'Category is required',
      'Date is required',
      'Start time is required',
      'Venue is required',
      'City is required',
      'State is required',
    ]);
    expect(await focusedId(page)).toBe('event-title');
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Price is free text, hidden while the event is free.
    const price = page.getByLabel('Price');
    expect(await price.getAttribute('placeholder')).toBe('$25, $10–15 or Donation');
    await page.getByLabel('This is a free event').check();
    await price.waitFor({ state: 'detached' });
    await page.getByLabel('This is a free event').uncheck();
    await price.fill('$10-15');

    const futureDay = localDay(20);
    await page.getByLabel('Title').fill('Bal Vikas Shloka Competition');
    await page.getByLabel('Category').selectOption('Educational');
    await page.getByLabel('Description').fill('Children recite shlokas in three age groups.');
    await page.getByLabel('Date').fill(futureDay);
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('End time').fill('13:30');
    await page.getByLabel('Venue').fill('Frisco Public Library');
    await page.getByLabel('City').fill('Frisco');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Ticket link').fill('not a link');
    await page.getByRole('button', { name: 'Create Event' }).click();
    expect(await page.locator('#event-ticketUrl-error').textContent()).toBe(
      'Ticket link must be a web address starting with http:// or https://',
    );
    await page.getByLabel('Ticket link').fill('https://frisco-kids.example.org/register');
    await page.getByRole('button', { name: 'Create Event' }).click();

    await page.locator('.toast-description').getByText('Event created successfully!', { exact: true }).waitFor();
    await page.locator('.toast-title', { hasText: 'Success' }).waitFor();
    await page.waitForURL(srv.url + '/org/dashboard');
    const card = eventCard(page, 'Bal Vikas Shloka Competition');
    await card.waitFor();
    await card.getByText('Pending review').waitFor();
    await card.getByText('10:00 AM - 1:30 PM').waitFor();
    await card.getByText('$10-15').waitFor();
    expect(await page.locator('.org-stat-value').textContent()).toBe('1');
    // The next event starts where this one is held.
    await page.getByRole('link', { name: 'Add Event' }).first().click();
    await page.getByLabel('Venue').waitFor();
    expect([await page.getByLabel('Venue').inputValue(), await page.getByLabel('City').inputValue()]).toEqual([
      'Frisco Public Library',
      'Frisco',
    ]);
    expect(await page.getByLabel('State').inputValue()).toBe('TX');
    await page.goBack();
    await page.waitForURL(srv.url + '/org/dashboard');

    const created = await withDb(
      srv,
      async (db) => (await db.query('SELECT * FROM events WHERE "organizationId" = $1', [account.id])).rows,
    );
    expect(created).toHaveLength(1);
    const id = created[0].id as string;
    expect(created[0]).toMatchObject({
      title: 'Bal Vikas Shloka Competition',
      startTime: '10:00 AM',
      endTime: '1:30 PM',
      priceText: '$10-15',
      price: '10.00',
      isFree: false,
      isApproved: false,
      city: 'Frisco',
      state: 'TX',
    });

    // Edit: the form is filled in; a change of venue keeps the untouched price text.
    await card.getByRole('link', { name: 'Edit Bal Vikas Shloka Competition' }).click();
    await page.waitForURL(`${srv.url}/edit-event/${id}`);
    expect(await page.getByLabel('Title').inputValue()).toBe('Bal Vikas Shloka Competition');
    expect(await page.getByLabel('Date').inputValue()).toBe(futureDay);
    expect(await page.getByLabel('Start time').inputValue()).toBe('10:00');
    expect(await page.getByLabel('State').inputValue()).toBe('TX');
    const editPrice = page.getByLabel('Price');
    // One price field in Add and Edit: the range comes back as typed.
    expect(await editPrice.getAttribute('type')).toBe('text');
    expect(await editPrice.inputValue()).toBe('$10-15');
    await page.getByLabel('Venue').fill('Frisco Public Library Auditorium');
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await page.locator('#event-title-error').textContent()).toBe('Title is required');
    await page.getByLabel('Title').fill('Bal Vikas Shloka Contest');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.locator('.toast-description').getByText('Event updated successfully!', { exact: true }).waitFor();
    await page.waitForURL(srv.url + '/org/dashboard');
    await eventCard(page, 'Bal Vikas Shloka Contest').getByText('Frisco Public Library Auditorium, Frisco, TX').waitFor();
    expect(await eventRow(id)).toMatchObject({
      title: 'Bal Vikas Shloka Contest',
      venue: 'Frisco Public Library Auditorium',
      priceText: '$10-15',
      price: '10.00',
    });

    // Marking it free clears the price.
    await eventCard(page, 'Bal Vikas Shloka Contest').getByRole('link', { name: /^Edit/ }).click();
    await page.getByLabel('This is a free event').check();
    await page.getByLabel('Price').waitFor({ state: 'detached' });
    await page.getByLabel('This is a free event').uncheck();
    expect(await page.getByLabel('Price').inputValue()).toBe('');
    await page.getByLabel('This is a free event').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await eventCard(page, 'Bal Vikas Shloka Contest').getByText('Free', { exact: true }).waitFor();
    // ...and the second edit started from the first one's result, not from an older copy.
    expect(await eventRow(id)).toMatchObject({
      isFree: true,
      price: null,
      priceText: null,
      title: 'Bal Vikas Shloka Contest',
      venue: 'Frisco Public Library Auditorium',
    });

    // A past event (made directly in the database: no form can) cannot be deleted.
    const pastId = await insertEvent(srv, { organizationId: account.id, title: 'Last Month Satsang', date: localDay(-10) });
    await page.reload();
    const pastCard = eventCard(page, 'Last Month Satsang');
    await pastCard.waitFor();
    await pastCard.getByText('Live', { exact: true }).waitFor();
    await pastCard.getByText('Cannot delete past events').waitFor();
    const pastDelete = pastCard.getByRole('button', { name: /^Delete/ });
    expect(await pastDelete.getAttribute('aria-disabled')).toBe('true');
    // Still reachable by keyboard (aria-disabled, not disabled), so the reason can be heard and read.
    await pastDelete.focus();
    await page.keyboard.press('Enter');
    await page.locator('.toast-title', { hasText: 'Cannot delete past events' }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await eventRow(pastId)).toBeTruthy();

    // A future one: a confirmation first; Cancel keeps it, confirming deletes it.
    const futureCard = eventCard(page, 'Bal Vikas Shloka Contest');
    await futureCard.getByRole('button', { name: 'Delete Bal Vikas Shloka Contest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await eventRow(id)).toBeTruthy();

    await futureCard.getByRole('button', { name: 'Delete Bal Vikas Shloka Contest' }).click();
    await dialog.getByRole('button', { name: 'Delete Event' }).click();
    await page.locator('.toast-description').getByText('"Bal Vikas Shloka Contest" has been deleted.', { exact: true }).waitFor();
    await futureCard.waitFor({ state: 'detached' });
    expect(await eventRow(id)).toBeUndefined();
    expect(await eventRow(pastId)).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed delete says so and keeps the list', async () => {
    const account = await signupViaApi(srv);
    const id = await insertEvent(srv, { organizationId: account.id, title: 'Holi Colour Run', date: localDay(30) });
    const { page, context } = await signedIn(account, '/org/dashboard');
    const card = eventCard(page, 'Holi Colour Run');
    await card.getByRole('button', { name: 'Delete Holi Colour Run' }).click();
    // Gone before the organizer confirms (e.g. removed by an admin meanwhile): the API answers 404.
    await withDb(srv, (db) => db.query('DELETE FROM events WHERE id = $1', [id]));
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Event' }).click();
    await page
      .locator('.toast-description')
      .getByText('There was an error deleting the event. Please try again.', { exact: true })
      .waitFor();
    await card.waitFor();
    await context.close();
  });

  it('shows the server message when creating fails', async () => {
    const account = await signupViaApi(srv);
    const { page, context } = await signedIn(account, '/add-event');
    await page.getByLabel('Title').fill('Diwali Mela');
    await page.getByLabel('Category').selectOption('Cultural Events');
    await page.getByLabel('Date').fill(localDay(15));
    await page.getByLabel('Start time').fill('16:00');
    await page.getByLabel('Venue').fill('Fair Park');
    await page.getByLabel('City').fill('Dallas');
    await page.getByLabel('State').selectOption('TX');
    // The page checks the price first (the same message as the API's), the server's message shows above the form.
    await page.getByLabel('Price').fill('-5');
    await page.getByRole('button', { name: 'Create Event' }).click();
    expect(await page.locator('#event-price-error').textContent()).toBe('Price must be 0 or more');
    await page.getByLabel('Price').fill('$1,000,000,000');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('alert').getByText('Price is too large').waitFor();
    expect(await page.locator('#event-price-error').textContent()).toBe('Price is too large');
    expect(page.url()).toBe(srv.url + '/add-event');
    expect(
      await withDb(
        srv,
        async (db) => (await db.query('SELECT count(*)::int AS n FROM events WHERE "organizationId" = $1', [account.id])).rows[0].n,
      ),
    ).toBe(0);
    await context.close();
  });

  it("edit page: another organization's event or a missing one is 'Event not found or failed to load.'; no token goes to login", async () => {
    const owner = await signupViaApi(srv);
    const other = await signupViaApi(srv);
    const theirs = await insertEvent(srv, { organizationId: owner.id, title: 'Owner Only Event', date: localDay(12) });
    const { page, context } = await signedIn(other, `/edit-event/${theirs}`);
    await page.getByText('Event not found or failed to load.').waitFor();
    expect(await page.getByLabel('Title').count()).toBe(0);
    await page.goto(`${srv.url}/edit-event/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Event not found or failed to load.').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await context.close();

    const anon = await openPage(browser);
    await anon.page.goto(`${srv.url}/edit-event/${theirs}`);
    await anon.page.waitForURL(srv.url + '/org/login');
    await anon.page.goto(`${srv.url}/add-event`);
    await anon.page.waitForURL(srv.url + '/org/login');
    await anon.context.close();
  });

  it('an admin edits any event through the admin endpoint and returns to /admin/events', async () => {
    const org = await signupViaApi(srv);
    const id = await insertEvent(srv, { organizationId: org.id, title: 'Pongal Vizha', date: localDay(25) });
    const token = await adminLogin(srv.url);
    const { page, context } = await openPage(browser);
    await storeToken(page, srv, 'adminToken', token);
    await page.goto(`${srv.url}/edit-event/${id}`);
    expect(await page.getByLabel('Title').inputValue()).toBe('Pongal Vizha');
    await page.getByLabel('Title').fill('Pongal Vizha 2030');
    await page.getByLabel('This is a free event').uncheck();
    await page.getByLabel('Price').fill('12.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/admin\/events/);
    expect(await eventRow(id)).toMatchObject({ title: 'Pongal Vizha 2030', price: '12.50', isFree: false });
    expect(await storedToken(page, 'orgToken')).toBeNull();
    await context.close();
  });

  it("an event an admin took down shows as 'Unpublished by an administrator' and stays so after the organizer edits it", async () => {
    const account = await signupViaApi(srv);
    const id = await insertEvent(srv, { organizationId: account.id, title: 'Durga Puja Pandal', date: localDay(18) });
    const token = await adminLogin(srv.url);
    const down = await fetch(`${srv.url}/api/admin/events/${id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ isApproved: false }),
    });
    expect(down.status).toBe(200);
    const { page, context } = await signedIn(account, '/org/dashboard');
    const card = eventCard(page, 'Durga Puja Pandal');
    await card.getByText('Unpublished by an administrator', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Edit Durga Puja Pandal' }).click();
    await page.getByLabel('Venue').fill('Community Center Grounds');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await eventCard(page, 'Durga Puja Pandal').getByText('Community Center Grounds, Irving, TX').waitFor();
    await eventCard(page, 'Durga Puja Pandal').getByText('Unpublished by an administrator', { exact: true }).waitFor();
    expect(await eventRow(id)).toMatchObject({ isApproved: false, unpublishedByAdmin: true, venue: 'Community Center Grounds' });
    await context.close();
  });

  it('the dashboard and event form work on a 360 px phone', async () => {
    const account = await signupViaApi(srv);
    await insertEvent(srv, {
      organizationId: account.id,
      title: 'Ganesh Chaturthi Visarjan Procession With A Long Title',
      date: localDay(8),
    });
    await insertEvent(srv, { organizationId: account.id, title: 'Old Event', date: localDay(-3) });
    const { page, context } = await signedIn(account, '/org/dashboard', { width: 360, height: 740 });
    await eventCard(page, 'Old Event').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.goto(srv.url + '/add-event');
    await page.getByLabel('Title').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
