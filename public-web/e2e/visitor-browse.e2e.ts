import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, Fixtures, nextDecember5, until } from './visitor-fixtures';

/** A visitor finds events on the home page: list, search, sort, filter, save, open, and every listing state. */
describe('visitor: browsing events', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    const dgs = await fx.org({ name: 'Dallas Gujarati Samaj', website: 'https://dgs.example.org', contactEmail: 'events@dgs.example.org' });
    const pending = await fx.org({ name: 'Pending Parivar', isApproved: false });
    ids.garba = await fx.event({
      title: 'Navaratri Garba Night',
      description: 'Dance the garba with dandiya sticks.',
      category: 'Cultural Events',
      date: nextDecember5(),
      startTime: '7:00 PM',
      endTime: '11:00 PM',
      venue: 'Curtis Culwell Center',
      city: 'Garland',
      price: 25,
      organizationId: dgs.id,
    });
    ids.diwali = await fx.event({
      title: 'Diwali Mela',
      description: 'Lights and food stalls.',
      category: 'Religious Festivals',
      date: daysFromToday(10),
      startTime: '6:00 PM',
      endTime: null,
      venue: 'Fair Park',
      isFree: true,
      organizationId: dgs.id,
    });
    ids.cricket = await fx.event({
      title: 'Cricket League Final',
      category: 'Sports',
      date: daysFromToday(20),
      startTime: '9:00 AM',
      endTime: '5:00 PM',
      venue: 'Prairie Fields',
      city: 'Houston',
      price: 10,
      priceText: '$10-15',
      organizationId: dgs.id,
    });
    ids.potluck = await fx.event({
      title: 'Community Potluck',
      category: 'Community Meetups',
      date: daysFromToday(5),
      startTime: '5:00 PM',
      venue: 'Hall A',
      city: 'Irving',
    });
    await fx.event({ title: 'Hidden Pending Garba', date: daysFromToday(6), organizationId: pending.id });
    await fx.event({ title: 'Past Diwali Puja', date: daysFromToday(-10), organizationId: dgs.id });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  const cardTitles = (page: Page) => page.locator('.event-card h3').allTextContents();
  const card = (page: Page, title: string) => page.locator('article.event-card', { has: page.getByRole('heading', { name: title }) });

  it('shows statistics, the count and cards as specified', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    expect(await cardTitles(page)).toEqual(['Community Potluck', 'Diwali Mela', 'Cricket League Final', 'Navaratri Garba Night']);

    const stats = page.locator('.stats');
    await stats.getByRole('heading', { name: 'Platform Statistics' }).waitFor();
    await expectStat(page, 'Total Events', '4');
    await expectStat(page, 'NRI Families', '12.6K');
    await expectStat(page, 'Organizations', '19');
    await expectStat(page, 'Monthly Views', '185K');

    const garba = card(page, 'Navaratri Garba Night');
    expect(await garba.locator('.event-card-month').innerText()).toBe('DEC');
    expect(await garba.locator('.event-card-day').innerText()).toBe('05');
    expect(await garba.locator('.event-card-org').innerText()).toBe('Dallas Gujarati Samaj');
    await garba.getByText('7:00 PM - 11:00 PM').waitFor();
    await garba.getByText('Curtis Culwell Center').waitFor();
    expect(await garba.locator('.badge').innerText()).toBe('Cultural Events');
    expect(await garba.locator('.badge').getAttribute('class')).toContain('badge-primary');
    expect(await garba.locator('.event-card-price').innerText()).toBe('$25');
    expect(await garba.getByRole('button', { name: 'Register' }).count()).toBe(1);

    expect(await card(page, 'Diwali Mela').locator('.event-card-price').innerText()).toBe('Free');
    await card(page, 'Diwali Mela')
      .getByText(/^6:00 PM$/)
      .waitFor();
    expect(await card(page, 'Diwali Mela').locator('.badge').getAttribute('class')).toContain('badge-accent');
    expect(await card(page, 'Cricket League Final').locator('.event-card-price').innerText()).toBe('$10-15');
    expect(await card(page, 'Cricket League Final').locator('.badge').getAttribute('class')).toContain('badge-chart-4');
    const potluck = card(page, 'Community Potluck');
    expect(await potluck.locator('.event-card-org').innerText()).toBe('Community Event');
    expect(await potluck.locator('.event-card-price').innerText()).toBe('TBD');
    expect(await potluck.locator('.badge').getAttribute('class')).toContain('badge-muted');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches as you type (debounced, in the URL), tolerating a typo', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    const box = page.getByPlaceholder('Search events...');
    await box.fill('diwa');
    await page.waitForURL(/[?&]q=diwa/);
    await page.getByRole('heading', { name: 'All Events (1)' }).waitFor();
    expect(await cardTitles(page)).toEqual(['Diwali Mela']);
    await box.fill('garbha');
    await page.waitForURL(/q=garbha/);
    await until(() => cardTitles(page), ['Navaratri Garba Night']);
    await page.getByRole('heading', { name: 'All Events (1)' }).waitFor();
    // a shared search link opens with the search applied
    const other = await context.newPage();
    await other.goto(srv.url + '/?q=cricket');
    await other.getByRole('heading', { name: 'All Events (1)' }).waitFor();
    expect(await other.getByPlaceholder('Search events...').inputValue()).toBe('cricket');
    await box.fill('');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    await context.close();
  });

  it('on a phone, sorts with the four options and filters by category in the Filters sheet (its button counts them)', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const sort = sheet.getByLabel('Sort by');
    await sort.waitFor(); // the sheet's module loads on the first tap
    expect(await sort.locator('option').allInnerTexts()).toEqual(['Date (Earliest)', 'Date (Latest)', 'Title (A-Z)', 'Title (Z-A)']);
    await sort.selectOption({ label: 'Title (Z-A)' });
    await until(() => cardTitles(page), ['Navaratri Garba Night', 'Diwali Mela', 'Cricket League Final', 'Community Potluck']);
    await sort.selectOption({ label: 'Date (Latest)' });
    await until(() => cardTitles(page), ['Navaratri Garba Night', 'Cricket League Final', 'Diwali Mela', 'Community Potluck']);
    await sort.selectOption({ label: 'Title (A-Z)' });
    await until(() => cardTitles(page), ['Community Potluck', 'Cricket League Final', 'Diwali Mela', 'Navaratri Garba Night']);
    await page.waitForURL(/sort=title-asc/);

    const chips = sheet.getByRole('group', { name: 'Category' });
    expect(await chips.getByRole('button').allInnerTexts()).toEqual([
      'All',
      'Cultural Events',
      'Religious Festivals',
      'Community Meetups',
      'Educational',
      'Entertainment',
      'Sports',
      'Workshop',
      'Exhibitions & Shopping',
    ]);
    await chips.getByRole('button', { name: 'Religious Festivals' }).click();
    await page.getByRole('heading', { name: 'All Events (1)' }).waitFor();
    expect(await chips.getByRole('button', { name: 'Religious Festivals' }).getAttribute('aria-pressed')).toBe('true');
    expect(await cardTitles(page)).toEqual(['Diwali Mela']);
    await sheet.getByRole('button', { name: 'Show events' }).click();
    await sheet.waitFor({ state: 'hidden' });
    // Focus is back on the Filters button that opened the sheet, not on <body>.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Filters, 2 active');
    // No sort beside the heading on a phone: it is in the sheet only.
    expect(await page.locator('.listing-heading').getByLabel('Sort by').isVisible()).toBe(false);
    // Category and sort are set: the Filters button says so.
    await page.getByRole('button', { name: 'Filters, 2 active' }).click();
    await sheet.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
    await context.close();
  });

  it("on a phone (390 px): the page's <h1>, the Free chip in view, the Where label whole, 'Kids & family' with its '&'", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(srv.url + '/?zip=08817&radius=25&tag=kids-family');
    await page.getByRole('heading', { name: /^All Events \(\d+\)$/ }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const free = page.getByRole('group', { name: 'When' }).getByRole('button', { name: 'Free' });
    const box = (await free.boundingBox())!;
    expect([box.x >= 0, box.x + box.width <= 390]).toEqual([true, true]);
    await free.click(); // in view, so a tap reaches it
    await page.waitForURL(/free=1/);
    const where = page.locator('.where-label');
    await until(() => where.innerText(), 'Edison, NJ · 25 mi');
    expect(await where.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight + 1)).toBe(true);
    await until(async () => (await page.locator('.listing-summary').innerText()).includes('Kids & family'), true);
    await context.close();
  });

  it('on a desktop, the sort dropdown is beside the results heading (the Filters sheet has none) and focus returns to Filters', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    const heading = page.locator('.listing-heading');
    const sort = heading.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.locator('option').allInnerTexts()).toEqual(['Date (Earliest)', 'Date (Latest)', 'Title (A-Z)', 'Title (Z-A)']);
    // On the heading's line, to its right.
    const [h, s] = [await heading.getByRole('heading').boundingBox(), await sort.boundingBox()];
    expect(Math.abs(h!.y + h!.height / 2 - (s!.y + s!.height / 2))).toBeLessThan(h!.height);
    expect(s!.x).toBeGreaterThan(h!.x + h!.width);
    await sort.selectOption({ label: 'Title (Z-A)' });
    await until(() => cardTitles(page), ['Navaratri Garba Night', 'Diwali Mela', 'Cricket League Final', 'Community Potluck']);
    await page.waitForURL(/sort=title-desc/);
    await page.getByRole('button', { name: 'Filters, 1 active' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Show events' }).waitFor();
    expect(await sheet.getByLabel('Sort by').isVisible()).toBe(false);
    await sheet.getByRole('button', { name: 'Show events' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Filters, 1 active');
    await context.close();
  });

  it('opens an event from its card', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/');
    await card(page, 'Cricket League Final').getByRole('link', { name: 'Cricket League Final' }).click();
    await page.waitForURL(`${srv.url}/event/${ids.cricket}`);
    await page.getByRole('heading', { level: 1, name: 'Cricket League Final' }).waitFor();
    await page.getByRole('link', { name: '← Back to Events' }).click();
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    await context.close();
  });

  it('saves an event with the bookmark; it survives a reload and shows in the Saved view and on the detail page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/');
    const bookmark = card(page, 'Diwali Mela').getByRole('button', { name: 'Save Diwali Mela' });
    expect(await bookmark.getAttribute('aria-pressed')).toBe('false');
    await bookmark.click();
    await card(page, 'Diwali Mela').getByRole('button', { name: 'Remove Diwali Mela from saved events' }).waitFor();
    await until(async () => (await fx.query(`SELECT count(*)::int AS n FROM saved_events WHERE "eventId" = $1`, [ids.diwali]))[0].n, 1);
    await page.reload();
    const saved = card(page, 'Diwali Mela').getByRole('button', { name: 'Remove Diwali Mela from saved events' });
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Saved (1)' }).click();
    await page.getByRole('heading', { name: 'Saved Events (1)' }).waitFor();
    expect(await cardTitles(page)).toEqual(['Diwali Mela']);

    await page.goto(`${srv.url}/event/${ids.diwali}`);
    const detailSave = page.getByRole('button', { name: 'Saved' });
    await detailSave.waitFor();
    expect(await detailSave.getAttribute('aria-pressed')).toBe('true');
    await detailSave.click();
    await page.getByRole('button', { name: 'Save Event' }).waitFor();
    // The button turns at once (optimistic); leaving before the server has it would cancel the request.
    await until(async () => (await fx.query(`SELECT count(*)::int AS n FROM saved_events WHERE "eventId" = $1`, [ids.diwali]))[0].n, 0);
    await page.goto(srv.url + '/?view=saved');
    await page.getByRole('heading', { name: 'Saved Events (0)' }).waitFor();
    // another browser (another session) has its own saved events
    const { page: p2, context: c2 } = await openPage(browser);
    await p2.goto(srv.url + '/');
    await card(p2, 'Diwali Mela').getByRole('button', { name: 'Save Diwali Mela' }).waitFor();
    await c2.close();
    await context.close();
  });

  it("shows the server's cards while the home page's list loads, five skeleton rows on a page without them, then the list", async () => {
    const { page, context } = await openPage(browser);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/events?**', async (route) => {
      await gate;
      await route.continue();
    });
    // The home page: the server's first paint stands (no skeleton) until the app has its list.
    await page.goto(srv.url + '/');
    await page.locator('[data-first-paint] article.event-card').first().waitFor();
    expect(await page.locator('[data-first-paint] article.event-card').count()).toBe(4);
    expect(await page.getByTestId('event-skeleton').count()).toBe(0);
    release();
    await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    expect(await page.locator('article.event-card').count()).toBe(4);

    // A listing the server does not paint (any query but a metro): the skeleton while it loads.
    let releaseAgain!: () => void;
    const gateAgain = new Promise<void>((r) => (releaseAgain = r));
    await page.unroute('**/api/events?**');
    await page.route('**/api/events?**', async (route) => {
      await gateAgain;
      await route.continue();
    });
    await page.goto(srv.url + '/?view=all');
    await page.getByRole('status', { name: 'Loading events' }).waitFor();
    expect(await page.getByTestId('event-skeleton').count()).toBe(5);
    releaseAgain();
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    expect(await page.getByTestId('event-skeleton').count()).toBe(0);
    await context.close();
  });

  it('shows the error state when events cannot load', async () => {
    const { page, context } = await openPage(browser);
    await page.route('**/api/events?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    await page.goto(srv.url + '/');
    await page.getByText('Unable to load events').waitFor();
    await page.getByText('Please check your connection and try again.').waitFor();
    await page.unroute('**/api/events?**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    await context.close();
  });

  it('shows the empty state, whose List Your Events button (like the round add button) goes to /org/signup', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/?q=nothingmatcheszzz');
    await page.getByRole('heading', { name: 'No Events Found' }).waitFor();
    await page.getByText('No events matching “nothingmatcheszzz”', { exact: true }).waitFor();
    await page.getByText('Be the first to discover amazing events in your area!').waitFor();
    await page.getByRole('link', { name: 'List Your Events' }).click();
    await page.waitForURL(srv.url + '/org/signup');
    await page.goto(srv.url + '/');
    await page.locator('a.fab').click();
    await page.waitForURL(srv.url + '/org/signup');
    await page.goto(srv.url + '/');
    await page.locator('header').getByRole('link', { name: 'List Event' }).click();
    await page.waitForURL(srv.url + '/org/signup');
    await context.close();
  });

  it('loads long lists a page at a time', async () => {
    const extra: string[] = [];
    for (let i = 0; i < 30; i++)
      extra.push(
        await fx.event({
          title: `Bulk Workshop ${String(i).padStart(2, '0')}`,
          category: 'Workshop',
          date: daysFromToday(40),
          startTime: '10:00 AM',
          city: 'Austin',
        }),
      );
    try {
      const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 700 } });
      const requests: string[] = [];
      page.on('request', (r) => r.url().includes('/api/events?') && requests.push(r.url()));
      await page.goto(srv.url + '/?category=Workshop');
      await page.getByRole('heading', { name: 'All Events (30)' }).waitFor();
      expect(await page.locator('.event-card').count()).toBe(24);
      expect(requests[0]).toContain('limit=24');
      // The button, pressed where it is (scrolling to it would load the next page by itself, as it comes near).
      await page.getByRole('button', { name: 'Load More Events' }).evaluate((b: HTMLButtonElement) => b.click());
      await until(() => page.locator('.event-card').count(), 30);
      expect(requests.some((u) => u.includes('offset=24'))).toBe(true);
      expect(await page.getByRole('button', { name: 'Load More Events' }).count()).toBe(0);
      await context.close();
    } finally {
      await fx.query(`DELETE FROM events WHERE id = ANY($1::uuid[])`, [extra]);
    }
  });

  it('works on a 360 px phone without horizontal scrolling', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

async function expectStat(page: Page, label: string, value: string) {
  const tile = page.locator('.stat', { has: page.getByText(label, { exact: true }) });
  await until(() => tile.locator('dd').innerText(), value);
}
