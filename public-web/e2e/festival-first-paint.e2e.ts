import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess, adminLogin } from '@sangam/backend/testing';
import { addDays, festivalDays, zoneLabel, type FestivalSummaryResponse } from '@sangam/shared';

/**
 * Issue 37: a festival page's first paint (the server's HTML) heads the page with the days the app shows once it has
 * rendered, and the server's own time zone shifts nothing: one server runs with TZ=Asia/Kolkata, one with
 * TZ=America/Los_Angeles; visitors are in Eastern, Indian and Pacific time. The next festival's days are set through
 * the console's API (a range in Eastern time, one day earlier in Pacific, as Kali Puja 2026's are), so the test holds
 * whatever the day.
 */
const ZONES = ['America/New_York', 'America/Los_Angeles'] as const;
const VISITORS = ['America/New_York', 'Asia/Kolkata', 'America/Los_Angeles'];

interface Heading {
  days: string;
  zone: string;
  others: string[];
}

describe("festival pages' first paint across time zones", () => {
  let browser: Browser;
  const servers: Record<string, ServerProcess> = {};

  /** Sets the next festival's days (at least 3 days ahead): Eastern main −1 … +1, Pacific a day earlier. */
  async function festivalWithZoneDays(srv: ServerProcess) {
    const token = await adminLogin(srv.url);
    const list = (await (await fetch(`${srv.url}/api/festivals`)).json()) as FestivalSummaryResponse[];
    // A main day far enough from today and from New Year for the days around it to stay in its year.
    const f = list.find((x) => x.daysUntil >= 3 && x.mainDate.slice(5) >= '01-03' && x.mainDate.slice(5) <= '12-29')!;
    const days = {
      'America/New_York': { startDate: addDays(f.mainDate, -1), mainDate: f.mainDate, endDate: addDays(f.mainDate, 1) },
      'America/Los_Angeles': { startDate: addDays(f.mainDate, -2), mainDate: addDays(f.mainDate, -1), endDate: f.mainDate },
    };
    for (const zone of ZONES) {
      const id = encodeURIComponent(`${f.slug}:${f.year}:${zone}`);
      const r = await fetch(`${srv.url}/api/admin/festival-dates/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...days[zone], note: null }),
      });
      if (r.status !== 200) throw new Error(`PUT festival date: ${r.status} ${await r.text()}`);
    }
    return { festival: f, days };
  }

  /** The festival's heading: as the server sent it (no script), or once the app has rendered in `timezoneId`. */
  async function heading(srv: ServerProcess, pageSlug: string, how: { app: false } | { app: true; timezoneId: string }): Promise<Heading> {
    const { context, page, errors } = await openPage(browser, how.app ? { timezoneId: how.timezoneId } : { javaScriptEnabled: false });
    await page.goto(`${srv.url}/festivals/${pageSlug}`);
    await page.locator('.festival-dates').waitFor();
    // The app's page replaces the first paint (data-first-paint) in one commit.
    if (how.app) await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
    else expect(await page.locator('[data-first-paint]').count()).toBe(1);
    const h = {
      days: await page.locator('.festival-dates time').innerText(),
      zone: await page.locator('.festival-dates .festival-zone').innerText(),
      others: await page.locator('.festival-other-dates li').allInnerTexts(),
    };
    expect(errors).toEqual([]);
    await context.close();
    return h;
  }

  /** A heading as statements 'Zone: days', so two headings led by different zones can be compared. */
  const statements = (h: Heading) => [`${h.zone.replace(/ time$/, '')}: ${h.days}`, ...h.others].sort();

  beforeAll(async () => {
    let kolkata: ServerProcess;
    let losAngeles: ServerProcess;
    [kolkata, losAngeles, browser] = await Promise.all([
      startServerProcess({ TZ: 'Asia/Kolkata' }),
      startServerProcess({ TZ: 'America/Los_Angeles' }),
      launchBrowser(),
    ]);
    servers['Asia/Kolkata'] = kolkata;
    servers['America/Los_Angeles'] = losAngeles;
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  });

  it('the HTML heads the page with the days the app shows (Eastern and India: the same heading; Pacific: the same days per zone), whatever the server zone', async () => {
    const firstPaints: Record<string, Heading> = {};
    for (const [serverZone, srv] of Object.entries(servers)) {
      const { festival, days } = await festivalWithZoneDays(srv);
      const html = await heading(srv, festival.pageSlug, { app: false });
      firstPaints[serverZone] = html;
      // Eastern days as the table has them, a range; Pacific's beside them.
      expect(html).toEqual({
        days: festivalDays(days['America/New_York']),
        zone: 'Eastern time',
        others: expect.arrayContaining([`${zoneLabel('America/Los_Angeles')}: ${festivalDays(days['America/Los_Angeles'])}`]),
      });
      expect(html.days).toContain('–');

      for (const visitor of VISITORS) {
        const app = await heading(srv, festival.pageSlug, { app: true, timezoneId: visitor });
        if (visitor === 'America/Los_Angeles') {
          // The server does not know the visitor's zone: the app leads with Pacific, the days of each zone unchanged.
          expect({ visitor, days: app.days, zone: app.zone }).toEqual({
            visitor,
            days: festivalDays(days['America/Los_Angeles']),
            zone: 'Pacific time',
          });
          expect({ visitor, said: statements(app) }).toEqual({ visitor, said: statements(html) });
        } else expect({ visitor, app }).toEqual({ visitor, app: html });
      }
    }
    expect(firstPaints['Asia/Kolkata']).toEqual(firstPaints['America/Los_Angeles']);
  });
});
