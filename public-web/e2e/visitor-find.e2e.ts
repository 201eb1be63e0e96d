import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { AdminApi, day, until } from './visitor-fixtures';

/**
 * Issue 21: a family on a phone finds "what's on near me this weekend" in a few taps; metros; the
 * first result on the first screen; filters in the URL (Back restores them); Subscribe; the header.
 * Events are created through the API (as an admin), so places are derived as in production.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SIZES = [PHONE, DESKTOP];

/** This weekend's Sunday (today when today is Sunday): inside "This weekend" whatever the weekday. */
const SUNDAY = day((7 - new Date().getDay()) % 7);
const NEXT_SUNDAY = day(((7 - new Date().getDay()) % 7) + 7);

describe('visitor: what is on near me this weekend (issue 21)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  const ids: Record<string, string> = {};
  const orgs: Record<string, { id: string; name: string }> = {};

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    const api = await AdminApi.login(srv);
    orgs.nj = await api.org({
      name: 'Edison Diwali Committee',
      city: 'Edison',
      state: 'NJ',
      description: 'Lights, sweets and garba for Middlesex County families.',
      website: 'https://edison-diwali.example.org',
      contactEmail: 'hello@edison-diwali.example.org',
      contactPhone: '(732) 555-0142',
    });
    orgs.dfw = await api.org({ name: 'DFW Hindu Temple Society', city: 'Irving', state: 'TX', website: 'https://dfwhts.example.org' });
    orgs.phoneOnly = await api.org({ name: 'Frisco Bhajan Mandali', city: 'Frisco', state: 'TX', contactPhone: '(469) 555-0199' });
    // Near ZIP 08817 (Edison, NJ): Iselin is ~6 miles away, Lakewood ~32, Flushing ~33.
    ids.iselin = await api.event({
      title: 'Diwali Mela at Iselin',
      date: SUNDAY,
      city: 'Iselin',
      state: 'NJ',
      venue: 'Oak Tree Road Plaza',
      isFree: true,
      ticketUrl: 'https://tickets.example.org/iselin',
      organizationId: orgs.nj.id,
    });
    ids.lakewood = await api.event({
      title: 'Diwali Dhamaka Lakewood',
      date: SUNDAY,
      city: 'Lakewood',
      state: 'NJ',
      organizationId: orgs.nj.id,
    });
    ids.flushing = await api.event({
      title: 'Flushing Deepavali Night',
      date: SUNDAY,
      city: 'Flushing',
      state: 'NY',
      organizationId: orgs.nj.id,
    });
    ids.nextWeek = await api.event({
      title: 'Diwali Ball Edison',
      date: NEXT_SUNDAY,
      city: 'Edison',
      state: 'NJ',
      organizationId: orgs.nj.id,
    });
    // Dallas–Fort Worth: none of them in Dallas itself.
    ids.irving = await api.event({
      title: 'Diwali Mela & Fireworks',
      date: day(12),
      city: 'Irving',
      state: 'TX',
      venue: 'DFW Hindu Temple',
      organizationId: orgs.dfw.id,
    });
    ids.plano = await api.event({
      title: 'Garba Night Plano',
      date: day(14),
      city: 'Plano',
      state: 'TX',
      category: 'Cultural Events',
      organizationId: orgs.dfw.id,
    });
    ids.frisco = await api.event({
      title: 'Bhajan Sandhya Frisco',
      date: day(16),
      city: 'Frisco',
      state: 'TX',
      organizationId: orgs.phoneOnly.id,
    });
    ids.houston = await api.event({
      title: 'Houston Holi Utsav',
      date: day(18),
      city: 'Houston',
      state: 'TX',
      organizationId: orgs.dfw.id,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  const cardTitles = (page: Page) => page.locator('.event-card h3').allTextContents();
  const card = (page: Page, title: string) => page.locator('article.event-card', { has: page.getByRole('heading', { name: title }) });
  /** Whether the whole element is on the screen, below the sticky header. */
  const onScreen = (page: Page, selector: ReturnType<Page['locator']>) =>
    selector.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
      return r.top >= header && r.bottom <= window.innerHeight && r.height > 0;
    });

  it.each(SIZES)('a family near ZIP 08817 finds a Diwali event this weekend within 25 miles in three taps (%o)', async (viewport) => {
    const { page, context, errors } = await openPage(browser, { viewport });
    let taps = 0;
    const tap = async (l: ReturnType<Page['locator']>) => {
      taps++;
      await l.click();
    };
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: /^All Events \(\d+\)$/ }).waitFor();

    await tap(page.getByRole('button', { name: /^Where/ }));
    // The ZIP box has the focus: type, and the list narrows to 25 miles around it.
    await page.locator('#where-zip:focus').waitFor();
    await page.keyboard.type('08817');
    await page.getByRole('button', { name: 'Where: Edison, NJ · 25 mi' }).waitFor();
    // The longer label keeps the toolbar inside the page (no sideways scrolling).
    expect(await page.evaluate(() => document.querySelector('.home-toolbar')!.getBoundingClientRect().right)).toBeLessThanOrEqual(
      viewport.width - 16,
    );
    await tap(page.getByRole('group', { name: 'When' }).getByRole('button', { name: 'This weekend' }));
    await tap(page.getByPlaceholder('Search events...'));
    await page.keyboard.type('diwali');
    await page.waitForURL(/q=diwali/);
    await until(() => cardTitles(page), ['Diwali Mela at Iselin']);
    expect(taps).toBeLessThanOrEqual(3);

    const iselin = card(page, 'Diwali Mela at Iselin');
    expect(await onScreen(page, iselin)).toBe(true);
    await iselin.getByText('Iselin, NJ').waitFor();
    expect((await iselin.locator('.event-card-distance').innerText()).trim()).toMatch(/^· [4-8]\.\d mi$/);
    expect(new URL(page.url()).searchParams.toString()).toBe('q=diwali&zip=08817&radius=25&when=weekend');
    await page.getByText(/This weekend \(.+\) · Within 25 mi of Edison, NJ/).waitFor();

    // 50 miles brings in Lakewood and Flushing; next week's ball stays out.
    await page.getByRole('button', { name: /^Where/ }).click();
    await page.getByRole('group', { name: 'Within' }).getByRole('button', { name: '50 mi' }).click();
    await until(
      async () => (await cardTitles(page)).sort(),
      ['Diwali Dhamaka Lakewood', 'Diwali Mela at Iselin', 'Flushing Deepavali Night'],
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)('"Dallas–Fort Worth" shows the Irving, Plano and Frisco events (%o)', async (viewport) => {
    const { page, context } = await openPage(browser, { viewport });
    await page.goto(srv.url + '/');
    await page.getByRole('button', { name: /^Where/ }).click();
    const dfw = page.getByRole('button', { name: /^Dallas–Fort Worth\s*3 upcoming events$/ });
    await dfw.click();
    await page.getByRole('heading', { name: 'All Events (3)' }).waitFor();
    expect(await cardTitles(page)).toEqual(['Diwali Mela & Fireworks', 'Garba Night Plano', 'Bhajan Sandhya Frisco']);
    for (const [title, place] of [
      ['Diwali Mela & Fireworks', 'Irving, TX'],
      ['Garba Night Plano', 'Plano, TX'],
      ['Bhajan Sandhya Frisco', 'Frisco, TX'],
    ])
      expect(await card(page, title).locator('.event-card-city').innerText()).toBe(place);
    expect(page.url()).toBe(`${srv.url}/?metro=dallas-fort-worth`);
    await page.getByRole('button', { name: 'Where: Dallas–Fort Worth' }).waitFor();
    await context.close();
  });

  it('"Near me" asks for the location only when tapped', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await context.grantPermissions(['geolocation'], { origin: srv.url });
    await context.setGeolocation({ latitude: 40.5206, longitude: -74.3351 }); // Iselin, NJ
    await context.addInitScript(() => {
      const w = window as unknown as { __asked: number };
      w.__asked = 0;
      const real = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        w.__asked++;
        real(...args);
      };
    });
    const asked = () => page.evaluate(() => (window as unknown as { __asked: number }).__asked);
    await page.goto(srv.url + '/?when=weekend');
    await page.getByRole('heading', { name: /^All Events/ }).waitFor();
    await page.getByRole('button', { name: /^Where/ }).click();
    expect(await asked()).toBe(0);
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.getByRole('button', { name: 'Where: Near me · 25 mi' }).waitFor();
    expect(await asked()).toBe(1);
    expect(new URL(page.url()).searchParams.get('near')).toBe('40.52,-74.34');
    await until(() => cardTitles(page), ['Diwali Mela at Iselin']);
    await context.close();
  });

  it.each(SIZES)('the first result is on the first screen, after load and after a search (%o)', async (viewport) => {
    const { page, context } = await openPage(browser, { viewport });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: /^All Events \(\d+\)$/ }).waitFor();
    const first = page.locator('article.event-card').first();
    expect(await onScreen(page, first)).toBe(true);
    expect(await onScreen(page, first.getByRole('button', { name: /Register|Book Now/ }))).toBe(true);
    await page.getByPlaceholder('Search events...').fill('garba');
    await page.waitForURL(/q=garba/);
    await until(() => cardTitles(page), ['Garba Night Plano']);
    expect(await onScreen(page, page.locator('article.event-card').first())).toBe(true);
    // The header is at most 64 px high.
    expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(64);
    await context.close();
  });

  it('a long metro name wraps whole on a phone (never cut); Filters stays on the screen', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${srv.url}/?metro=new-york`);
    await page.getByRole('button', { name: 'Where: New York–Newark–Jersey City' }).waitFor();
    const right = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => el.getBoundingClientRect().right);
    expect(await right('.filters-button')).toBeLessThanOrEqual(PHONE.width - 16);
    expect(await right('.search-box')).toBeLessThanOrEqual(PHONE.width - 16);
    const label = page.locator('.where-label');
    expect(await label.innerText()).toBe('New York–Newark–Jersey City');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await context.close();
  });

  it('no count while loading ("All Events", then "All Events (8)")', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/events?**', async (route) => {
      await gate;
      await route.continue();
    });
    // A listing the server does not paint first (the plain home page keeps the server's cards while loading).
    await page.goto(srv.url + '/?view=all');
    await page.getByRole('status', { name: 'Loading events' }).waitFor();
    expect(await page.locator('#events-title').innerText()).toBe('All Events');
    release();
    await page.getByRole('heading', { name: 'All Events (8)' }).waitFor();
    await context.close();
  });

  it('a capped total shows as "1,000+"', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.route('**/api/events?**', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, headers: { ...res.headers(), 'x-total-count': '1000', 'x-total-count-capped': 'true' } });
    });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (1,000+)' }).waitFor();
    await context.close();
  });

  it.each(SIZES)('Back and "← Back to Events" restore the search, filters and sort (%o)', async (viewport) => {
    const { page, context } = await openPage(browser, { viewport });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (8)' }).waitFor();
    await page.getByRole('group', { name: 'When' }).getByRole('button', { name: 'This month' }).click();
    await page.getByRole('group', { name: 'When' }).getByRole('button', { name: 'Next 7 days' }).click(); // a second chip replaces the first
    await page.getByRole('button', { name: 'Free' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('group', { name: 'Category' })
      .getByRole('button', { name: 'Religious Festivals' })
      .click();
    // The sort is in the sheet on a phone, beside the results heading on a desktop.
    const desktop = viewport.width >= 1024;
    if (!desktop) await page.getByRole('dialog', { name: 'Filters' }).getByLabel('Sort by').selectOption({ label: 'Title (Z-A)' });
    await page.getByRole('button', { name: 'Show events' }).click();
    if (desktop) await page.locator('.listing-heading').getByLabel('Sort by').selectOption({ label: 'Title (Z-A)' });
    await page.getByPlaceholder('Search events...').fill('diwali');
    const expected = 'q=diwali&when=week&free=1&category=Religious+Festivals&sort=title-desc';
    await until(() => new URL(page.url()).searchParams.toString(), expected);
    await page.getByRole('heading', { name: /^All Events \(\d+\)$/ }).waitFor();
    const shown = await cardTitles(page);
    expect(shown[0]).toBe('Diwali Mela at Iselin');

    const restored = async () => {
      await until(() => new URL(page.url()).searchParams.toString(), expected);
      await until(() => cardTitles(page), shown);
      expect(await page.getByPlaceholder('Search events...').inputValue()).toBe('diwali');
      expect(await page.getByRole('button', { name: 'Next 7 days' }).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByRole('button', { name: 'Free' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Filters, 2 active' }).waitFor();
    };
    await card(page, shown[0]).getByRole('link', { name: shown[0] }).click();
    await page.getByRole('heading', { level: 1, name: shown[0] }).waitFor();
    await page.goBack();
    await restored();

    await card(page, shown[0]).getByRole('link', { name: shown[0] }).click();
    await page.getByRole('link', { name: '← Back to Events' }).click();
    await restored();
    // A shared link opens the same view.
    const other = await context.newPage();
    await other.goto(`${srv.url}/?${expected}`);
    await until(() => other.locator('.event-card h3').allTextContents(), shown);
    await context.close();
  });

  it('the empty state says what was searched and clears the filters', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${srv.url}/?q=diwali&metro=dallas-fort-worth&when=today&free=1`);
    // The empty answer says what emptied it (GET /api/events/suggestions).
    await page.getByText(/^No free events matching “diwali” in Dallas–Fort Worth on [A-Z][a-z]{2} \d{1,2}$/).waitFor();
    await page.getByText('Be the first to discover amazing events in your area!').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await until(() => new URL(page.url()).searchParams.toString(), 'q=diwali');
    await page.getByRole('heading', { name: /^All Events \([1-9]\d*\)$/ }).waitFor();
    await context.close();
  });

  it('a bad link (unknown metro) says why and offers to clear the filters', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${srv.url}/?metro=atlantis`);
    await page.getByText('Unable to load events').waitFor();
    await page.getByText(/Unknown metro 'atlantis'/).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('heading', { name: 'All Events (8)' }).waitFor();
    await context.close();
  });

  it('Subscribe gives the webcal, Google Calendar, RSS and .ics links of the view, and they answer', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${srv.url}/?metro=dallas-fort-worth&category=Cultural+Events&when=weekend`);
    await page.getByRole('heading', { name: /^All Events/ }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Subscribe' });
    await sheet.getByText('Cultural Events · In Dallas–Fort Worth').waitFor();
    const ics = `${srv.url}/api/feeds/events.ics?metro=dallas-fort-worth&category=Cultural+Events`;
    const webcal = ics.replace(/^http:/, 'webcal:');
    expect(await sheet.getByRole('link', { name: 'Add to Calendar app' }).getAttribute('href')).toBe(webcal);
    expect(await sheet.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    );
    expect(await sheet.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
      `${srv.url}/api/feeds/events.rss?metro=dallas-fort-worth&category=Cultural+Events`,
    );
    expect(await sheet.getByLabel(/Calendar address/).inputValue()).toBe(ics);
    const cal = await fetch(ics);
    expect(cal.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await cal.text();
    expect(text).toContain('SUMMARY:Garba Night Plano');
    expect(text).not.toContain('Diwali Mela & Fireworks'); // another category
    const rss = await (await fetch(`${srv.url}/api/feeds/events.rss?metro=dallas-fort-worth&category=Cultural+Events`)).text();
    expect(rss).toContain('Garba Night Plano');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await context.close();
  });

  describe('the event page on a phone', () => {
    it('keeps Get Tickets and Save in a bar at the bottom while scrolling; on a wide screen they sit beside the event', async () => {
      const { page, context } = await openPage(browser, { viewport: PHONE });
      await page.goto(`${srv.url}/event/${ids.iselin}`);
      await page.getByRole('heading', { level: 1, name: 'Diwali Mela at Iselin' }).waitFor();
      const bar = page.locator('.detail-cta');
      for (const y of [0, 600, 5000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const box = (await bar.boundingBox())!;
        expect(Math.round(box.y + box.height)).toBe(PHONE.height);
        expect(await onScreen(page, bar.getByRole('button', { name: 'Get Tickets' }))).toBe(true);
        expect(await onScreen(page, bar.getByRole('button', { name: 'Save Event' }))).toBe(true);
      }
      // At the end of the page the bar covers nothing: the footer's last line sits above it.
      const footer = (await page.locator('.site-footer p').last().boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
      await bar.getByRole('button', { name: 'Save Event' }).click();
      await bar.getByRole('button', { name: 'Saved' }).waitFor();

      const wide = await context.newPage();
      await wide.setViewportSize(DESKTOP);
      await wide.goto(`${srv.url}/event/${ids.iselin}`);
      const side = wide.locator('.detail-side .detail-cta');
      expect(await side.evaluate((el) => getComputedStyle(el).position)).toBe('static');
      await side.getByRole('button', { name: 'Get Tickets' }).waitFor();
      await context.close();
    });

    it.each(SIZES)('links directions, the organizer page and the city feed (%o)', async (viewport) => {
      const { page, context } = await openPage(browser, { viewport });
      await page.goto(`${srv.url}/event/${ids.irving}`);
      await page.getByRole('heading', { level: 1, name: 'Diwali Mela & Fireworks' }).waitFor();
      const directions = page.getByRole('link', { name: 'Directions' });
      expect(await directions.getAttribute('href')).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('DFW Hindu Temple, Irving, TX')}`,
      );
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await page.getByRole('link', { name: 'Subscribe to all events in Irving, TX' }).getAttribute('href')).toBe(
        `${srv.url.replace(/^http:/, 'webcal:')}/api/calendar/irving.ics?state=TX`,
      );
      await page.locator('.detail-org').getByRole('link', { name: 'DFW Hindu Temple Society' }).click();
      await page.waitForURL(`${srv.url}/organizations/${orgs.dfw.id}`);
      await page.getByRole('heading', { level: 1, name: 'DFW Hindu Temple Society' }).waitFor();
      await page.getByText('Irving, TX').first().waitFor();
      await page.getByRole('heading', { name: 'Upcoming Events (3)' }).waitFor();
      expect(await cardTitles(page)).toEqual(['Diwali Mela & Fireworks', 'Garba Night Plano', 'Houston Holi Utsav']);
      expect(await page.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://dfwhts.example.org/');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toBe(
        `${srv.url}/api/feeds/events.rss?organizationId=${orgs.dfw.id}`,
      );
      await context.close();
    });

    it('uses the device share sheet where there is one', async () => {
      const { page, context } = await openPage(browser, { viewport: PHONE });
      await context.addInitScript(() => {
        const w = window as unknown as { __shared: unknown[] };
        w.__shared = [];
        Object.defineProperty(navigator, 'share', { value: async (d: unknown) => void w.__shared.push(d), configurable: true });
      });
      await page.goto(`${srv.url}/event/${ids.iselin}`);
      const share = page.getByRole('group', { name: 'Share this event' });
      await share.getByRole('button', { name: 'Share' }).click();
      expect(await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)).toEqual([
        { title: 'Diwali Mela at Iselin', url: `${srv.url}/event/${ids.iselin}` },
      ]);
      expect(await share.getByRole('link', { name: 'Share on Facebook' }).count()).toBe(0);
      await context.close();
    });

    it('with only a phone to reach the organizer, offers the call instead of a dead-end Register', async () => {
      const { page, context } = await openPage(browser, { viewport: PHONE });
      await page.goto(`${srv.url}/event/${ids.frisco}`);
      await page.getByText('No sign-up link is listed. To register or ask, call the organizer:').waitFor();
      expect(await page.locator('.detail-cta').getByRole('link', { name: 'Call Organizer' }).getAttribute('href')).toBe('tel:4695550199');
      expect(await page.getByRole('button', { name: /Register|Get Tickets/ }).count()).toBe(0);
      await context.close();
    });
  });

  describe('the header and nothing over a button', () => {
    it.each(SIZES)('the menu reaches every page; a signed-in organizer sees Dashboard, Add Event and Sign out (%o)', async (viewport) => {
      const { page, context } = await openPage(browser, { viewport });
      await page.goto(srv.url + '/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const openMenu = async () => {
        if (viewport === PHONE) await page.getByRole('button', { name: 'Menu' }).click();
      };
      const listEvent = page.locator('.site-header').getByRole('link', { name: 'List Event' });
      expect(await listEvent.getAttribute('href')).toBe('/org/signup');
      await openMenu();
      await nav.getByRole('link', { name: 'Organizer Login' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Events',
        'Festivals',
        'Submit Organization',
        'Promote',
        'Contact',
        'Organizer Login',
      ]);
      await nav.getByRole('link', { name: 'Contact' }).click();
      await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
      await openMenu();
      await nav.getByRole('link', { name: 'Organizer Login' }).click();
      await page.getByRole('heading', { name: 'Organizer Login' }).waitFor();
      await page.evaluate(() => localStorage.setItem('orgToken', 'not-a-real-token'));
      await page.goto(srv.url + '/promotion');
      // Signed in, "List Event" opens the event form.
      expect(await listEvent.getAttribute('href')).toBe('/add-event');
      await openMenu();
      await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([
        'Events',
        'Festivals',
        'Submit Organization',
        'Promote',
        'Contact',
        'Dashboard',
        'Add Event',
      ]);
      await nav.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(srv.url + '/');
      expect(await page.evaluate(() => localStorage.getItem('orgToken'))).toBeNull();
      expect((await page.locator('.site-header').boundingBox())!.height).toBeLessThanOrEqual(64);
      await context.close();
    });

    it.each(SIZES)("nothing covers a card's button, at any scroll position (%o)", async (viewport) => {
      const { page, context } = await openPage(browser, { viewport });
      await page.goto(srv.url + '/');
      await page.getByRole('heading', { name: 'All Events (8)' }).waitFor();
      const covered = await page.evaluate(async () => {
        const found: string[] = [];
        const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
        for (let y = 0; y <= document.documentElement.scrollHeight; y += 40) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => r(null)));
          for (const b of document.querySelectorAll<HTMLElement>('.event-card button, .event-card .btn')) {
            const r = b.getBoundingClientRect();
            if (r.top < header || r.bottom > window.innerHeight) continue;
            // The centre and four points a quarter in from each side (inside any rounded corner).
            const [cx, cy, dx, dy] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.width / 4, r.height / 4];
            for (const [x, yy] of [
              [cx, cy],
              [cx - dx, cy],
              [cx + dx, cy],
              [cx, cy - dy],
              [cx, cy + dy],
            ]) {
              const hit = document.elementFromPoint(x, yy);
              if (!hit || !b.contains(hit)) found.push(`${b.textContent} at scroll ${y}: ${hit?.getAttribute('class') ?? hit?.tagName}`);
            }
          }
        }
        return found;
      });
      expect(covered).toEqual([]);
      await context.close();
    });
  });
});
