import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { AdminApi, day, until } from './visitor-fixtures';

/**
 * Issue 21 item 5: a place in the search ("garba NJ", "diwali wyoming") is a place filter; the list says where,
 * and an empty place search offers the same words everywhere. Screenshots go to SCREENSHOT_DIR when it is set.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SIZES = [PHONE, DESKTOP];

describe('visitor: a place in the search (issue 21)', () => {
  let srv: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    const api = await AdminApi.login(srv);
    const nj = await api.org({ name: 'Edison Gujarati Samaj', city: 'Edison', state: 'NJ' });
    const tx = await api.org({ name: 'DFW Hindu Temple Society', city: 'Irving', state: 'TX' });
    await api.event({ title: 'Navratri Garba Edison', date: day(5), city: 'Edison', state: 'NJ', organizationId: nj.id });
    await api.event({ title: 'Diwali Mela at Iselin', date: day(6), city: 'Iselin', state: 'NJ', organizationId: nj.id });
    await api.event({ title: 'Garba Night Plano', date: day(7), city: 'Plano', state: 'TX', organizationId: tx.id });
    await api.event({ title: 'Diwali Mela & Fireworks', date: day(8), city: 'Irving', state: 'TX', organizationId: tx.id });
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  // textContent, not innerText: a card off the screen is not laid out (content-visibility: auto), so its innerText is ''.
  const cardTitles = (page: Page) => page.locator('.event-card h3').allTextContents();
  const params = (page: Page) => new URL(page.url()).searchParams.toString();
  const shot = async (page: Page, name: string) => {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png` });
  };
  const size = (v: { width: number }) => (v === PHONE ? 'phone' : 'desktop');

  it.each(SIZES)('"garba NJ" says "Garba in New Jersey" and lists the New Jersey garba only (%o)', async (viewport) => {
    const { page, context, errors } = await openPage(browser, { viewport });
    await page.goto(srv.url + '/');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
    await page.getByPlaceholder('Search events...').fill('garba NJ');
    await until(() => params(page), 'q=garba+NJ');
    await page.getByRole('heading', { name: 'Garba in New Jersey (1)' }).waitFor();
    expect(await cardTitles(page)).toEqual(['Navratri Garba Edison']);
    await shot(page, `place-garba-nj-${size(viewport)}`);
    // A search that is only a place names it; a search without one keeps the usual heading.
    await page.getByPlaceholder('Search events...').fill('edison');
    await page.getByRole('heading', { name: 'Events in Edison, NJ (2)' }).waitFor();
    await page.getByPlaceholder('Search events...').fill('garba');
    await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SIZES)(
    '"diwali wyoming" says "No events matching “diwali” in Wyoming"; Search everywhere shows the Diwali events; Back returns (%o)',
    async (viewport) => {
      const { page, context, errors } = await openPage(browser, { viewport });
      await page.goto(srv.url + '/');
      await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
      await page.getByPlaceholder('Search events...').fill('diwali wyoming');
      await page.getByText('No events matching “diwali” in Wyoming', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Diwali in Wyoming (0)' }).waitFor();
      expect(await page.getByText(/Check the spelling/).count()).toBe(0);
      await shot(page, `place-diwali-wyoming-${size(viewport)}`);

      await page.getByRole('button', { name: 'Search everywhere' }).click();
      await until(() => params(page), 'q=diwali');
      await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
      expect((await cardTitles(page)).sort()).toEqual(['Diwali Mela & Fireworks', 'Diwali Mela at Iselin']);
      expect(await page.getByPlaceholder('Search events...').inputValue()).toBe('diwali');
      await shot(page, `place-search-everywhere-${size(viewport)}`);

      // The place search is a step in the history: Back shows it again.
      await page.goBack();
      await until(() => params(page), 'q=diwali+wyoming');
      await page.getByText('No events matching “diwali” in Wyoming', { exact: true }).waitFor();
      expect(await page.getByPlaceholder('Search events...').inputValue()).toBe('diwali wyoming');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.each(SIZES)(
    '"garba NJ": Where shows New Jersey; its Search everywhere shows the Garba events everywhere; Back restores (%o)',
    async (viewport) => {
      const { page, context, errors } = await openPage(browser, { viewport });
      const where = page.locator('.where-button');
      await page.goto(srv.url + '/');
      await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
      expect(await where.getAttribute('aria-label')).toBe('Where: Anywhere');
      await page.getByPlaceholder('Search events...').fill('garba NJ');
      await page.getByRole('heading', { name: 'Garba in New Jersey (1)' }).waitFor();
      await until(() => where.getAttribute('aria-label'), 'Where: New Jersey');
      expect(await where.evaluate((b) => b.classList.contains('is-set'))).toBe(true);
      // Not a Filters-sheet filter: the Filters count stays as the sheet shows it.
      expect(await page.locator('.filters-button').getAttribute('aria-label')).toBe('Filters');

      await where.click();
      const panel = page.locator('#where-panel');
      await panel.getByText('From your search: New Jersey').waitFor();
      await shot(page, `place-where-panel-${size(viewport)}`);
      await panel.getByRole('button', { name: 'Search everywhere' }).click();
      await until(() => params(page), 'q=garba');
      await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
      await until(async () => (await cardTitles(page)).sort(), ['Garba Night Plano', 'Navratri Garba Edison']);
      expect(await page.getByPlaceholder('Search events...').inputValue()).toBe('garba');
      expect(await where.getAttribute('aria-label')).toBe('Where: Anywhere');
      expect(await panel.count()).toBe(0);
      await shot(page, `place-where-everywhere-${size(viewport)}`);

      // Clearing it is a step in the history: Back shows the place search again, and Where says so.
      await page.goBack();
      await until(() => params(page), 'q=garba+NJ');
      await page.getByRole('heading', { name: 'Garba in New Jersey (1)' }).waitFor();
      await until(() => where.getAttribute('aria-label'), 'Where: New Jersey');

      // The panel's Anywhere does the same.
      await where.click();
      await panel.getByRole('button', { name: 'Anywhere' }).click();
      await until(() => params(page), 'q=garba');
      await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('a place chosen in Where wins over the place words, and the Where control says the chosen place', async () => {
    const { page, context, errors } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${srv.url}/?q=garba+NJ&zip=75024&radius=25`);
    await until(() => page.locator('.where-button').getAttribute('aria-label'), 'Where: Plano, TX · 25 mi');
    await page.getByRole('heading', { name: /^All Events/ }).waitFor();
    expect(await page.getByText(/in New Jersey/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an empty place search with filters offers both ways out; a search without a place keeps the spelling hint', async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${srv.url}/?q=wyoming&free=1`);
    await page.getByText('No free events in Wyoming', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await until(() => params(page), 'q=wyoming');
    // Only a place: everywhere is every event.
    await page.getByRole('button', { name: 'Search everywhere' }).click();
    await until(() => params(page), '');
    await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();

    await page.goto(`${srv.url}/?q=zzqxv`);
    await page.getByText('No events matching “zzqxv”', { exact: true }).waitFor();
    await page.getByText('Check the spelling or try a shorter word, such as “diwali” or “garba”.').waitFor();
    expect(await page.getByRole('button', { name: 'Search everywhere' }).count()).toBe(0);
    await context.close();
  });
});
