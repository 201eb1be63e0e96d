import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { chooseOption, daysFromToday, insertEvent, insertOrganization, signInContext, withDb } from './support/admin';

/** /admin/events (edit with the form's validation, delete with confirmation) and the dashboard's 'Add Event' / 'Add Organization' buttons. */
describe('admin console: events and organizations', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it('edits an event from /admin/events with the form validation and returns to the list', async () => {
    const event = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Dallas Gujarati Samaj', isApproved: true });
      await insertEvent(db, { title: 'Garba Night Rehearsal', organizationId: org.id, isApproved: true });
      return insertEvent(db, {
        title: 'Navratri Garba Night',
        organizationId: org.id,
        isApproved: true,
        venue: 'Old Venue',
        date: daysFromToday(30),
      });
    });
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin/events');
    await page.getByPlaceholder('Search events...').fill('Navratri');
    await page.getByRole('cell', { name: /^Garba Night Rehearsal/ }).waitFor({ state: 'detached' });
    // The list writes its filter into the URL after a debounce; the row is clicked once the list has settled (clicked
    // before, under load, the edit page never opened or was left again: twice in CI).
    await page.waitForURL((u) => decodeURIComponent(u.search).includes('"q":"Navratri"'));
    await page.getByRole('cell', { name: new RegExp(`^${event.title}`) }).click();
    await page.waitForURL((u) => u.pathname === `/admin/events/${event.id}`);

    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe(event.title);
    await title.fill('');
    await page.getByLabel('Venue').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Venue is required').waitFor();

    await title.fill('Navratri Garba Night 2025');
    await page.getByLabel('Venue').fill('Irving Convention Center');
    // Nine nights: the last day makes it one multi-day event, listed with its range.
    await page.getByLabel('Last day').fill(daysFromToday(38));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/events');
    const words = (day: string) =>
      new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    // The date column shows the range (the caption under the title, shown on phones, says it too).
    await page.getByRole('cell', { name: new RegExp(`– ${words(daysFromToday(38))}`) }).waitFor();

    const row = await withDb(srv.databaseUrl, (db) =>
      db.query<{ title: string; venue: string; isApproved: boolean; endDate: string }>(
        `SELECT title, venue, "isApproved", to_char("endDate", 'YYYY-MM-DD') AS "endDate" FROM events WHERE id = $1`,
        [event.id],
      ),
    );
    expect(row.rows[0]).toEqual({
      title: 'Navratri Garba Night 2025',
      venue: 'Irving Convention Center',
      isApproved: true,
      endDate: daysFromToday(38),
    });
    await context.close();
  });

  it("an admin sees an event's last 30 days and corrects its festival and communities", async () => {
    const event = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Bay Area Cultural Forum', isApproved: true });
      return insertEvent(db, { title: 'New Year Potluck', organizationId: org.id, isApproved: true });
    });
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(`${srv.url}/admin/events/${event.id}`);
    const insights = page.getByTestId('event-insights');
    await insights.getByText('Last 30 days').waitFor();
    await insights.getByTestId('daily-chart').waitFor();

    await chooseOption(page, 'Festival', 'Ugadi');
    await page.getByRole('checkbox', { name: 'Telugu' }).check();
    await page.getByRole('checkbox', { name: 'Kannada' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/events');
    const row = await withDb(srv.databaseUrl, (db) =>
      db.query<{ festival: string; languages: string[]; communityChosen: string[] }>(
        'SELECT festival, languages, "communityChosen" FROM events WHERE id = $1',
        [event.id],
      ),
    );
    expect(row.rows[0]).toEqual({ festival: 'ugadi', languages: ['te', 'kn'], communityChosen: ['festival', 'languages'] });
    await context.close();
  });

  it('deletes an event only after confirmation', async () => {
    const event = await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Atlanta Kannada Koota', isApproved: true, city: 'Atlanta', state: 'GA' });
      return insertEvent(db, { title: 'Rajyotsava Cultural Program', organizationId: org.id, isApproved: true });
    });
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + `/admin/events/${event.id}`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This event will be permanently deleted. This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const still = await withDb(srv.databaseUrl, (db) => db.query('SELECT 1 FROM events WHERE id = $1', [event.id]));
    expect(still.rowCount).toBe(1);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/events');
    const gone = await withDb(srv.databaseUrl, (db) => db.query('SELECT 1 FROM events WHERE id = $1', [event.id]));
    expect(gone.rowCount).toBe(0);
    await context.close();
  });

  it("'Add Event' shows every required-field message, then creates an approved event for an organization picked from the list", async () => {
    await withDb(srv.databaseUrl, (db) =>
      insertOrganization(db, { name: 'Bay Area Marathi Mandal', isApproved: true, city: 'San Jose', state: 'CA' }),
    );
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin');
    await page.getByRole('link', { name: 'Add Event' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/events/create');
    await page.getByRole('button', { name: 'Create Event' }).click();
    for (const message of [
      'Title is required',
      'Category is required',
      'Date is required',
      'Start time is required',
      'Venue is required',
      'City is required',
      'State is required',
      'Organization is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Ganeshotsav Aarti and Cultural Night');
    await chooseOption(page, 'Category', 'Religious Festivals');
    await page.getByRole('combobox', { name: 'Organization' }).fill('Marathi');
    await page.getByRole('option', { name: 'Bay Area Marathi Mandal' }).click();
    await page.getByLabel('Date').fill(daysFromToday(20));
    await page.getByLabel('Start time').fill('6:30 PM');
    await page.getByLabel('Venue').fill('Sunnyvale Community Center');
    await page.getByLabel('City').fill('Sunnyvale');
    await chooseOption(page, 'State', 'CA - California');
    await page.getByLabel('Price').fill('$15');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByText('Event created successfully!').waitFor();
    await page.getByText('Success', { exact: true }).waitFor();

    const row = await withDb(srv.databaseUrl, (db) =>
      db.query<{ isApproved: boolean; state: string; price: string; name: string }>(
        `SELECT e."isApproved", e.state, e.price, o.name FROM events e JOIN organizations o ON o.id = e."organizationId" WHERE e.title = $1`,
        ['Ganeshotsav Aarti and Cultural Night'],
      ),
    );
    expect(row.rows).toEqual([{ isApproved: true, state: 'CA', price: '15.00', name: 'Bay Area Marathi Mandal' }]);
    await context.close();
  });

  it("'Add Organization' requires name, city and state, then creates an approved organization", async () => {
    const { page, context } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin');
    await page.getByRole('link', { name: 'Add Organization' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/organizations/create');
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    await page.getByText('City is required', { exact: true }).waitFor();
    await page.getByText('State is required', { exact: true }).waitFor();

    await page.getByLabel('Organization name').fill('Seattle Punjabi Cultural Club');
    await page.getByLabel('Contact email').fill('hello@spcc.example.org');
    await page.getByLabel('City').fill('Seattle');
    await chooseOption(page, 'State', 'WA - Washington');
    const keys: string[] = [];
    page.on(
      'request',
      (r) => r.method() === 'POST' && r.url().endsWith('/api/organizations') && keys.push(r.headers()['idempotency-key'] ?? ''),
    );
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.getByText('Organization created successfully!').waitFor();
    // The submission carried an Idempotency-Key, recorded for the admin who sent it.
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{32,36}$/)]);
    const recorded = await withDb(srv.databaseUrl, (db) => db.query('SELECT scope FROM idempotency_keys WHERE key = $1', [keys[0]]));
    expect(recorded.rows).toEqual([{ scope: expect.stringMatching(/^admin:/) }]);

    const row = await withDb(srv.databaseUrl, (db) =>
      db.query<{ isApproved: boolean; state: string }>('SELECT "isApproved", state FROM organizations WHERE name = $1', [
        'Seattle Punjabi Cultural Club',
      ]),
    );
    expect(row.rows).toEqual([{ isApproved: true, state: 'WA' }]);
    await context.close();
  });
});
