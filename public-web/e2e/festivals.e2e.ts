import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess, adminLogin } from '@sangam/backend/testing';
import { languageName } from '../src/lib/languages';
import { festivalDays } from '../src/lib/festival-days';
import type { FestivalSummaryResponse } from '@sangam/shared';

/**
 * Issue 24 on the public site: a festival's page lists its events across metros and filters them by
 * metro and language (in the URL, so Back restores them); the home page says which festival is coming
 * up; the Filters sheet filters by language and the choice survives Back.
 * The festival page is picked from the API (the Diwali whose season still has days ahead) and the events
 * are dated inside that season, so the test holds whatever the day.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.SCREENSHOT_DIR;

type Festival = FestivalSummaryResponse;

/** 'YYYY-MM-DD' n days after `day`. */
function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

describe('festivals and languages on the public site (issue 24)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let diwali: Festival;
  let token: string;

  const post = async (p: string, body: Record<string, unknown>) => {
    const res = await fetch(`${srv.url}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const getJson = async <T>(p: string): Promise<T> => {
    const res = await fetch(`${srv.url}${p}`);
    if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    token = await adminLogin(srv.url);

    const soon = plusDays(new Date().toISOString().slice(0, 10), 3);
    const year = new Date().getUTCFullYear();
    const lists = await Promise.all([year, year + 1].map((y) => getJson<Festival[]>(`/api/festivals?year=${y}`)));
    diwali = lists
      .flat()
      .filter((f) => f.slug === 'diwali' && f.season.to >= soon)
      .sort((a, b) => a.season.from.localeCompare(b.season.from))[0];
    const day = (n: number) => plusDays(diwali.season.from > soon ? diwali.season.from : soon, n);

    const telugu = await post('/api/admin/organizations', { name: 'Telugu Association of North Texas', city: 'Irving', state: 'TX' });
    const nj = await post('/api/admin/organizations', { name: 'Edison Cultural Society', city: 'Edison', state: 'NJ' });
    const bay = await post('/api/admin/organizations', { name: 'Fremont Desi Families', city: 'Fremont', state: 'CA' });
    const event = (e: Record<string, unknown>) =>
      post('/api/events', { category: 'Cultural Events', startTime: '6:00 PM', endTime: '10:00 PM', venue: 'Community Hall', ...e });
    await event({
      title: 'Deepavali Sambaralu',
      date: day(0),
      city: 'Irving',
      state: 'TX',
      organizationId: telugu.id,
      festival: 'diwali',
      languages: ['te'],
    });
    await event({
      title: 'Edison Diwali Gala',
      date: day(1),
      city: 'Edison',
      state: 'NJ',
      organizationId: nj.id,
      festival: 'diwali',
      languages: ['hi'],
    });
    await event({
      title: 'Fremont Diwali Mela',
      date: day(2),
      city: 'Fremont',
      state: 'CA',
      organizationId: bay.id,
      festival: 'diwali',
      languages: ['all'],
    });
    await event({
      title: 'Spring Holi Colours',
      date: day(1),
      city: 'Irving',
      state: 'TX',
      organizationId: telugu.id,
      festival: 'holi',
      languages: ['te'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it("names every language as the API does (the cards' chips and the filters agree)", async () => {
    const languages = await getJson<{ code: string; name: string }[]>('/api/languages');
    expect(languages.length).toBeGreaterThanOrEqual(15);
    for (const l of languages) expect({ code: l.code, name: languageName(l.code) }).toEqual({ code: l.code, name: l.name });
  });

  // textContent: cards outside the viewport are not rendered (content-visibility: auto), so their innerText can be empty.
  const titles = (page: Page) => page.locator('article.event-card h3').allTextContents();

  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`${size}: the Diwali page lists its events across metros and filters them by language and metro; Back restores`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport });
      await page.goto(`${srv.url}/festivals`);
      const item = page.getByRole('link', { name: `Diwali ${diwali.year}` });
      await item.waitFor();
      await shot(page, `festivals-${size}`);
      await item.click();
      await page.waitForURL(`${srv.url}/festivals/${diwali.pageSlug}`);
      await page.getByRole('heading', { level: 1, name: `Diwali ${diwali.year}` }).waitFor();
      await page.getByRole('heading', { name: 'Diwali events (3)' }).waitFor();
      expect((await titles(page)).sort()).toEqual(['Deepavali Sambaralu', 'Edison Diwali Gala', 'Fremont Diwali Mela']);
      expect((await page.locator('.event-card-city').allTextContents()).sort()).toEqual(['Edison, NJ', 'Fremont, CA', 'Irving, TX']);
      // On a phone the other names and the paragraph start folded under "More about Diwali".
      const more = page.getByRole('button', { name: 'More about Diwali' });
      if (size === '390x844') {
        expect(await page.locator('.festival-name').first().isVisible()).toBe(false);
        await more.click();
      } else {
        expect(await more.isVisible()).toBe(false);
      }
      await page.getByText('Deepavali', { exact: false }).first().waitFor();
      await shot(page, `festival-${size}`);

      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Telugu' }).click();
      await page.getByRole('heading', { name: 'Diwali events (1)' }).waitFor();
      expect(await titles(page)).toEqual(['Deepavali Sambaralu']);
      expect(await page.locator('article.event-card .badge-language').allTextContents()).toEqual(['Telugu']);
      expect(new URL(page.url()).searchParams.get('language')).toBe('te');
      await shot(page, `festival-telugu-${size}`);

      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'All languages' }).click();
      await page.getByRole('heading', { name: 'Diwali events (3)' }).waitFor();
      await page
        .getByRole('group', { name: 'Metro area' })
        .getByRole('button', { name: /New York/ })
        .click();
      await page.getByRole('heading', { name: 'Diwali events (1)' }).waitFor();
      expect(await titles(page)).toEqual(['Edison Diwali Gala']);

      // Back: all languages, then Telugu again.
      await page.goBack();
      await page.getByRole('heading', { name: 'Diwali events (3)' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Diwali events (1)' }).waitFor();
      expect(await titles(page)).toEqual(['Deepavali Sambaralu']);
      expect(await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Telugu' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${size}: "when is Navratri": typing its name on the home page shows its nine nights and page (2 taps); the Festivals page puts what is ahead first`, async () => {
      const navratri = (await getJson<{ festival: Festival | null }>('/api/festivals/next?q=navratri')).festival!;
      expect(navratri.startDate < navratri.endDate).toBe(true);
      const range = festivalDays(navratri);
      const { page, context, errors } = await openPage(browser, { viewport });
      await page.goto(`${srv.url}/`);
      await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
      await page.getByLabel('Search events').click(); // tap 1
      await page.keyboard.type('navratri');
      const card = page.getByRole('region', { name: `Navratri ${navratri.year}` });
      await card.waitFor();
      expect(await card.innerText()).toContain(range);
      await shot(page, `search-navratri-${size}`);
      await card.getByRole('link', { name: `Navratri ${navratri.year}` }).click(); // tap 2
      await page.waitForURL(`${srv.url}/festivals/${navratri.pageSlug}`);
      await page.getByRole('heading', { level: 1, name: `Navratri ${navratri.year}` }).waitFor();
      expect(await page.locator('.festival-dates').innerText()).toContain(range);

      // The name without a year is the next one.
      await page.goto(`${srv.url}/festivals/navratri`);
      await page.getByRole('heading', { level: 1, name: `Navratri ${navratri.year}` }).waitFor();

      // The Festivals page: what is ahead first (never "days ago"), Navratri with its range; then this year's past ones.
      await page.goto(`${srv.url}/festivals`);
      const ahead = page.getByRole('region', { name: 'Coming up' });
      await ahead.waitFor();
      const cards = ahead.locator('li.festival-item');
      expect(await cards.first().innerText()).not.toMatch(/days ago/);
      const item = cards.filter({ has: page.getByRole('link', { name: `Navratri ${navratri.year}`, exact: true }) });
      expect(await item.innerText()).toContain(range);
      const earlier = page.getByRole('region', { name: /^Earlier in \d{4}$/ });
      if (await earlier.count()) expect(await earlier.locator('li.festival-item').first().innerText()).toMatch(/days ago/);
      await shot(page, `festivals-ahead-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${size}: home says what is coming up; the Filters sheet filters by language and Back restores it`, async () => {
      const upcoming = (await getJson<{ festival: (Festival & { daysUntil: number }) | null }>('/api/festivals/upcoming')).festival;
      const { page, context, errors } = await openPage(browser, { viewport });
      await page.goto(`${srv.url}/`);
      await page.getByRole('heading', { name: 'All Events (4)' }).waitFor();
      if (upcoming) {
        const line = page.locator('a.coming-up');
        await line.waitFor();
        expect(await line.innerText()).toMatch(new RegExp(`^Coming up: ${upcoming.name} (in \\d+ days|tomorrow|today|now)`));
        expect(await line.getAttribute('href')).toBe(`/festivals/${upcoming.pageSlug}`);
      } else {
        expect(await page.locator('a.coming-up').count()).toBe(0);
      }
      await shot(page, `home-${size}`);

      await page.getByRole('button', { name: 'Filters' }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Telugu' }).click();
      await shot(page, `home-filters-${size}`);
      await sheet.getByRole('button', { name: 'Show events' }).click();
      await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
      expect((await titles(page)).sort()).toEqual(['Deepavali Sambaralu', 'Spring Holi Colours']);
      expect(new URL(page.url()).searchParams.get('language')).toBe('te');
      expect(await page.getByRole('button', { name: 'Filters, 1 active' }).count()).toBe(1);

      await page.getByRole('link', { name: 'Deepavali Sambaralu' }).click();
      await page.getByRole('heading', { level: 1, name: 'Deepavali Sambaralu' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
      expect(new URL(page.url()).searchParams.get('language')).toBe('te');
      expect(await page.getByRole('button', { name: 'Filters, 1 active' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
