import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  FixtureServer,
  ServerProcess,
  launchBrowser,
  openPage,
  painted,
  startFixtureServer,
  startServerProcess,
} from '@sangam/backend/testing';
import { daysFromToday, insertOrganization, signInContext, withDb } from './support/admin';

/** Screenshots of each page at both sizes, for a person to look at (not compared). */
const SHOTS = process.env.CONSOLE_SCREENSHOTS;
const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 900 } };

/** An iCal feed with one event in New Jersey and one in Manchester, UK (skipped: outside the US). */
function feed(): string {
  const day = (n: number) => daysFromToday(n).replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sangam test//EN',
    'BEGIN:VEVENT',
    'UID:mela@test',
    `DTSTART;TZID=America/New_York:${day(10)}T180000`,
    `DTEND;TZID=America/New_York:${day(10)}T210000`,
    'SUMMARY:Diwali Mela Edison',
    'DESCRIPTION:Lights\\, food stalls and a cultural program for families.',
    'LOCATION:Raritan Center\\, 97 Sunfield Ave\\, Edison\\, NJ 08837',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:garba@test',
    `DTSTART;TZID=Europe/London:${day(12)}T190000`,
    `DTEND;TZID=Europe/London:${day(12)}T230000`,
    'SUMMARY:Garba Night Manchester',
    'DESCRIPTION:Dandiya and garba for everyone.',
    'LOCATION:Hulme Hall\\, Manchester M14 4LZ\\, UK',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The console's Statistics, scraping preview and run outcomes, and festival dates pages, in Chromium. */
describe('admin console: statistics, scraping preview and outcomes, festival dates', () => {
  let srv: ServerProcess;
  let site: FixtureServer;
  let browser: Browser;

  beforeAll(async () => {
    [srv, site, browser] = await Promise.all([startServerProcess(), startFixtureServer(), launchBrowser()]);
    site.content('/feeds/temple.ics', feed(), 'text/calendar; charset=utf-8');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await srv?.stop();
  });

  const signedInPage = async (size: keyof typeof SIZES = 'laptop') => {
    const opened = await openPage(browser, { viewport: SIZES[size] });
    await signInContext(opened.context, srv.url);
    return opened;
  };
  const noSidewaysOverflow = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
  /** Takes the page at both sizes (when screenshots are asked for), checking it never scrolls sideways. */
  const shootBoth = async (page: Page, name: string) => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await painted(page);
      if (SHOTS) {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: true });
      }
      await noSidewaysOverflow(page);
    }
    await page.setViewportSize(SIZES.laptop);
  };

  it('shows the live figures and the 90-day chart of page views', async () => {
    await withDb(srv.databaseUrl, async (db) => {
      const org = await insertOrganization(db, { name: 'Shiva Vishnu Temple', isApproved: true });
      expect(org.id).toBeTruthy();
      // 3 views five days ago, 7 yesterday (each session once per page a day).
      for (const [days, n] of [
        [5, 3],
        [1, 7],
      ] as const) {
        for (let i = 0; i < n; i++) {
          await db.query(
            `INSERT INTO page_views ("sessionId", page, day, timestamp) VALUES ($1, '/', current_date - $2::int, now() - make_interval(days => $2::int))`,
            [`s${days}-${i}`, days],
          );
        }
      }
    });
    const { page, errors } = await signedInPage();
    await page.goto(srv.url + '/admin/community-stats');
    await page.getByRole('heading', { name: 'Live figures' }).waitFor();
    expect(await page.getByTestId('live-pageViews').textContent()).toContain('10');
    expect(await page.getByTestId('live-organizations').textContent()).toContain('1');
    const chart = page.getByRole('img', { name: /^Page views per day from .*: 10 in all, at most 7 on / });
    await chart.waitFor();
    expect(await chart.locator('rect').count()).toBe(90);
    expect(await page.getByTestId('series-totals').textContent()).toContain('Page views (90 days)10');
    // The editable public figures stay on the same page.
    await page.getByText('Public figures (editable)').waitFor();
    await shootBoth(page, 'statistics');
    expect(errors).toEqual([]);
  });

  it('previews a source before it is added, then answers "why is X missing?" from a run\'s outcomes', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(srv.url + '/admin/scraping');
    await page.getByRole('heading', { name: 'Event Scraping' }).waitFor();
    await page.getByRole('button', { name: 'Add Source' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Temple calendar');
    await dialog.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Calendar feed (iCal / Google Calendar)' }).click();
    await dialog.getByLabel('URL').fill(`${site.origin}/feeds/temple.ics`);
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('dialog', { name: /^Preview:/ });
    await preview.getByTestId('preview-event').first().waitFor();
    expect(await preview.getByTestId('preview-counts').textContent()).toContain('1 would be saved');
    const mela = preview.getByTestId('preview-event').filter({ hasText: 'Diwali Mela Edison' });
    expect(await mela.textContent()).toContain('Would be saved');
    const garba = preview.getByTestId('preview-event').filter({ hasText: 'Garba Night Manchester' });
    expect(await garba.textContent()).toMatch(/Skipped.*outside the US/);
    await shootBoth(page, 'scraping-preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    // The dry run wrote nothing.
    expect(await withDb(srv.databaseUrl, async (db) => (await db.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n)).toBe(0);

    await dialog.getByRole('button', { name: 'Add Source' }).click();
    const row = page.getByTestId('scraping-source').filter({ hasText: 'Temple calendar' });
    await row.getByRole('button', { name: 'Run Temple calendar' }).click();
    await page.getByText('Scraping Completed').first().waitFor();

    await page
      .getByRole('button', { name: /^Events of the run of / })
      .first()
      .click();
    const outcomes = page.getByRole('dialog', { name: /^Events of the run of / });
    await outcomes.getByTestId('run-event').first().waitFor();
    expect(await outcomes.getByTestId('run-event').count()).toBe(2);
    await outcomes.getByLabel('Search title or reason').fill('manchester');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="run-event"]').length === 1);
    expect(await outcomes.getByTestId('run-event').textContent()).toMatch(/Garba Night Manchester.*Skipped.*outside the US/);
    await shootBoth(page, 'scraping-run-events');
    expect(errors).toEqual([]);
  });

  it('says why a feed found nothing (all its events before today): in the preview, the run and the history', async () => {
    // A real feed of a Chicago trust fund's 2024 meetings, served byte for byte.
    const real = path.resolve(
      __dirname,
      '../../backend/test/fixtures/scraping/real-world/city-scrapers-chi-low-income-housing-trust-fund.ics',
    );
    site.route('/feeds/trust-fund.ics', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' });
      res.end(fs.readFileSync(real));
    });
    const notice = 'The feed has 30 events, all before today.';
    const { page, errors } = await signedInPage();
    await page.goto(srv.url + '/admin/scraping');
    await page.getByRole('heading', { name: 'Event Scraping' }).waitFor();
    await page.getByRole('button', { name: 'Add Source' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Trust Fund meetings');
    await dialog.getByLabel('Type').click();
    await page.getByRole('option', { name: 'Calendar feed (iCal / Google Calendar)' }).click();
    await dialog.getByLabel('URL').fill(`${site.origin}/feeds/trust-fund.ics`);
    await dialog.getByRole('button', { name: 'Preview' }).click();

    const preview = page.getByRole('dialog', { name: /^Preview:/ });
    await preview.getByTestId('preview-notice').waitFor();
    expect(await preview.getByTestId('preview-notice').textContent()).toBe(notice);
    expect(await preview.getByTestId('preview-found').textContent()).toBe('0 events found');
    await shootBoth(page, 'scraping-preview-nothing-found');
    await preview.getByRole('button', { name: 'Close' }).click();

    await dialog.getByRole('button', { name: 'Add Source' }).click();
    const row = page.getByTestId('scraping-source').filter({ hasText: 'Trust Fund meetings' });
    await row.getByRole('button', { name: 'Run Trust Fund meetings' }).click();
    const done = page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Scraping Completed' }).first();
    await done.waitFor();
    expect(await done.textContent()).toContain(`0 events found, 0 new. Trust Fund meetings: ${notice}`);
    // The Sources table keeps the reason beside the source's last run.
    await row.getByTestId('source-last-run').getByText(notice).waitFor();
    // This run's row in the history (the list refreshes after the run; other tests' runs are listed too).
    const run = page.getByTestId('scrape-run').filter({ hasText: `Trust Fund meetings: ${notice}` });
    await run.waitFor();
    await run.getByRole('button', { name: 'Show sources' }).click();
    expect(await page.getByTestId('source-notice').first().textContent()).toBe(notice);
    await shootBoth(page, 'scraping-history-nothing-found');
    expect(errors).toEqual([]);
  });

  it('edits a festival date and the disagreement view shows it with the note', async () => {
    // This year's Holi in Pacific time, moved four days later (the pages open on this year).
    const year = new Date().getUTCFullYear();
    const { mainDate } = await withDb(
      srv.databaseUrl,
      async (db) =>
        (
          await db.query(
            `SELECT "mainDate"::text AS "mainDate" FROM festival_dates WHERE "festivalSlug" = 'holi' AND year = $1 AND "timeZone" = 'America/Los_Angeles'`,
            [year],
          )
        ).rows[0],
    );
    const moved = new Date(Date.parse(`${mainDate}T12:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
    const words = (d: string) =>
      new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });

    const { page, errors } = await signedInPage();
    await page.goto(`${srv.url}/admin/festival-disagreements`);
    await page.getByRole('heading', { name: 'Table vs. computation' }).waitFor();
    const summary = page.getByTestId('disagreement-summary');
    await summary.waitFor();
    const holiRows = page
      .getByTestId('disagreement')
      .filter({ has: page.getByRole('link', { name: 'Holi', exact: true }) })
      .filter({ hasText: 'Pacific' });
    expect(await holiRows.count()).toBe(0);
    const before = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1] ?? 0);
    await shootBoth(page, 'festival-disagreements');

    await page.goto(`${srv.url}/admin/festival-dates`);
    await page.getByText('Holi', { exact: true }).first().waitFor();
    await shootBoth(page, 'festival-dates');
    await page.getByPlaceholder('Festival').fill('holi');
    const pacific = page
      .getByRole('row')
      .filter({ has: page.getByText('Holi', { exact: true }) })
      .filter({ hasText: 'Pacific' });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length <= 8);
    await pacific.first().click();
    await page.getByLabel('Main day').waitFor();
    await shootBoth(page, 'festival-date-edit');
    for (const label of ['First day', 'Main day', 'Last day']) await page.getByLabel(label).fill(moved);
    await page.getByLabel('Note').fill('Bay Area temples celebrate on the weekend');
    await page.getByRole('button', { name: 'Save dates' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/festival-dates'));

    await page.goto(`${srv.url}/admin/festival-disagreements`);
    await holiRows.first().waitFor();
    expect(await holiRows.textContent()).toContain(`${words(moved)}`);
    expect(await holiRows.textContent()).toContain(words(mainDate));
    expect(await holiRows.textContent()).toContain('Bay Area temples celebrate on the weekend');
    expect(await summary.textContent()).toContain(`${before + 1} disagreement`);
    expect(
      await withDb(
        srv.databaseUrl,
        async (db) =>
          (
            await db.query(
              `SELECT "updatedBy", "mainDate"::text AS "mainDate" FROM festival_dates WHERE "festivalSlug" = 'holi' AND year = $1 AND "timeZone" = 'America/Los_Angeles'`,
              [year],
            )
          ).rows[0],
      ),
    ).toEqual({ updatedBy: 'admin', mainDate: moved });
    expect(errors).toEqual([]);
  });
});
