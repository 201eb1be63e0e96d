import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess, adminLogin } from '@sangam/backend/testing';

/**
 * Issue 37 item 4 in the browser: a new typed search keeps the place and visibly drops the other filters; an empty
 * answer says what emptied it and links the nearest answers; languages are a multi-select with their own names.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

function plusDays(n: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('no dead ends on an empty answer', () => {
  let srv: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    const token = await adminLogin(srv.url);
    const post = async (p: string, body: Record<string, unknown>) => {
      const res = await fetch(`${srv.url}${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string };
    };
    const org = await post('/api/admin/organizations', { name: 'Community Events Council', city: 'Irving', state: 'TX' });
    const event = (e: Record<string, unknown>) =>
      post('/api/events', {
        category: 'Cultural Events',
        startTime: '6:00 PM',
        venue: 'Community Hall',
        isFree: false,
        price: 10,
        organizationId: org.id,
        ...e,
      });
    // Dallas–Fort Worth: three events, none Telugu; Chicago: a Telugu one; Houston: a Tamil one.
    await event({ title: 'Irving Diwali Mela', city: 'Irving', state: 'TX', date: plusDays(3), languages: ['all'] });
    await event({ title: 'Plano Garba Night', city: 'Plano', state: 'TX', date: plusDays(4), languages: ['gu'] });
    await event({ title: 'Frisco Cricket Cup', city: 'Frisco', state: 'TX', date: plusDays(5), languages: ['all'] });
    await event({ title: 'Naperville Telugu Sambaralu', city: 'Naperville', state: 'IL', date: plusDays(6), languages: ['te'] });
    await event({ title: 'Houston Tamil Annual Day', city: 'Houston', state: 'TX', date: plusDays(7), languages: ['ta'] });
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    const size = `${viewport.width}x${viewport.height}`;

    it(`${size}: "telugu" typed in Dallas–Fort Worth with filters on: the filters go (said), the empty answer leads on`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport });
      await page.goto(`${srv.url}/?q=cricket&metro=dallas-fort-worth&free=1&category=Sports`);
      await page
        .getByRole('heading', { name: /^Events in Dallas–Fort Worth|^All Events/ })
        .first()
        .waitFor();
      await page.getByLabel('Search events').fill('telugu');
      const note = page.locator('p.search-dropped');
      await note.waitFor();
      expect(await note.innerText()).toMatch(/^New search in Dallas–Fort Worth: cleared Free · Sports\. Keep these filters$/);
      await page.waitForURL((u) => u.searchParams.get('q') === 'telugu');
      const url = new URL(page.url());
      expect([url.searchParams.get('metro'), url.searchParams.get('free'), url.searchParams.get('category')]).toEqual([
        'dallas-fort-worth',
        null,
        null,
      ]);
      await page.getByText('No events matching “telugu” in Dallas–Fort Worth', { exact: true }).waitFor();
      const nearest = page.getByRole('list', { name: 'Nearest answers' });
      await nearest.waitFor();
      await shot(page, `empty-answer-${size}`);
      expect(await nearest.getByRole('link').allInnerTexts()).toEqual([
        '3 events in Dallas–Fort Worth',
        '1 event matching “telugu” in Chicago',
      ]);
      await nearest.getByRole('link', { name: '1 event matching “telugu” in Chicago' }).click();
      await page.getByRole('link', { name: 'Naperville Telugu Sambaralu' }).waitFor();
      expect(new URL(page.url()).searchParams.get('metro')).toBe('chicago');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${size}: languages are a multi-select with their own names: Telugu or Tamil in one pass`, async () => {
      const { page, context, errors } = await openPage(browser, { viewport });
      await page.goto(`${srv.url}/`);
      await page.getByRole('heading', { name: 'All Events (5)' }).waitFor();
      await page.getByRole('button', { name: 'Filters' }).click();
      const languages = page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Language' });
      await languages.getByRole('button', { name: 'Telugu తెలుగు' }).click();
      await languages.getByRole('button', { name: 'Tamil தமிழ்' }).click();
      expect(await languages.getByRole('button', { name: 'Telugu తెలుగు' }).getAttribute('aria-pressed')).toBe('true');
      await shot(page, `languages-${size}`);
      await page.getByRole('button', { name: 'Show events' }).click();
      await page.getByRole('heading', { name: 'All Events (2)' }).waitFor();
      const titles = await page.locator('article.event-card h3').allTextContents();
      expect(titles.sort()).toEqual(['Houston Tamil Annual Day', 'Naperville Telugu Sambaralu']);
      expect(new URL(page.url()).searchParams.get('language')).toBe('te,ta');
      expect(await page.locator('.listing-summary').innerText()).toContain('Telugu or Tamil');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
