import * as fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, Fixtures, nextDecember5, waitForToast } from './visitor-fixtures';

/** Records window.open calls (the mail draft case) instead of leaving the page. */
const RECORD_OPEN = `
  window.__opened = [];
  const realOpen = window.open.bind(window);
  window.open = (url, target, features) => {
    window.__opened.push([String(url), target, features]);
    return String(url).startsWith('mailto:') ? null : realOpen(url, target, features);
  };`;

/** The event detail page, and the register button's four-step priority on cards and detail. */
describe('visitor: an event, registering, sharing and exporting it', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  const ids: Record<string, string> = {};
  let ticketUrl: string;
  let websiteUrl: string;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    ticketUrl = `${srv.url}/promotion?from=tickets`;
    websiteUrl = `${srv.url}/contact?from=website`;
    const withSite = await fx.org({
      name: 'Dallas Gujarati Samaj',
      website: websiteUrl,
      contactEmail: 'events@dgs.example.org',
      contactPhone: '(214) 555-0100',
      description: 'Gujarati culture in North Texas.',
    });
    const emailOnly = await fx.org({ name: 'Mail Only Mandal', contactEmail: 'hello@mailonly.example.org' });
    const nothing = await fx.org({ name: 'Quiet Sabha' });
    const badSite = await fx.org({ name: 'Sneaky Org', website: 'javascript:alert(1)', contactEmail: 'sneaky@example.org' });
    ids.tickets = await fx.event({
      title: 'Navaratri Garba Night',
      description: 'Dance the garba with dandiya sticks.\nDinner included.',
      category: 'Cultural Events',
      date: nextDecember5(),
      startTime: '7:00 PM',
      endTime: '11:00 PM',
      venue: 'Curtis Culwell Center',
      city: 'Garland',
      state: 'TX',
      price: 25,
      ticketUrl,
      organizationId: withSite.id,
    });
    ids.website = await fx.event({
      title: 'Diwali Mela',
      category: 'Religious Festivals',
      date: daysFromToday(10),
      isFree: true,
      organizationId: withSite.id,
    });
    ids.email = await fx.event({
      title: 'Marathi Natak',
      category: 'Entertainment',
      date: daysFromToday(11),
      organizationId: emailOnly.id,
    });
    ids.none = await fx.event({
      title: 'Bhajan Sandhya',
      category: 'Religious Festivals',
      date: daysFromToday(12),
      organizationId: nothing.id,
    });
    ids.noOrg = await fx.event({
      title: 'Open Cricket Nets',
      category: 'Sports',
      date: daysFromToday(13),
      startTime: '9:00 AM',
      endTime: null,
      venue: 'Prairie Fields',
      city: 'San Jose',
      state: 'CA',
    });
    ids.unsafe = await fx.event({
      title: 'Unsafe Links Event',
      date: daysFromToday(14),
      ticketUrl: 'javascript:alert(document.cookie)',
      organizationId: badSite.id,
    });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  const card = (page: Page, title: string) => page.locator('article.event-card', { has: page.getByRole('heading', { name: title }) });
  const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Array<[string, string, string]> }).__opened);

  describe('register button priority (cards and detail)', () => {
    it('1. a ticket link opens in a new tab without opener or referrer ("Book Now" / "Get Tickets")', async () => {
      const { page, context } = await openPage(browser);
      await page.goto(srv.url + '/');
      const button = card(page, 'Navaratri Garba Night').getByRole('button', { name: 'Book Now' });
      const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(ticketUrl);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      expect(await popup.evaluate(() => document.referrer)).toBe('');
      await popup.close();

      await page.goto(`${srv.url}/event/${ids.tickets}`);
      const [popup2] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Get Tickets' }).click()]);
      await popup2.waitForLoadState();
      expect(popup2.url()).toBe(ticketUrl);
      await context.close();
    });

    it("2. otherwise the organization's website, with a toast", async () => {
      const { page, context } = await openPage(browser);
      await page.goto(srv.url + '/');
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        card(page, 'Diwali Mela').getByRole('button', { name: 'Register' }).click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(websiteUrl);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await waitForToast(page, 'Opening organization website', 'Visit Dallas Gujarati Samaj for registration details');
      await popup.close();

      await page.goto(`${srv.url}/event/${ids.website}`);
      const [popup2] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Register Now' }).click()]);
      await popup2.waitForLoadState();
      expect(popup2.url()).toBe(websiteUrl);
      await waitForToast(page, 'Opening organization website');
      await context.close();
    });

    it('3. otherwise a mail draft to the organization', async () => {
      const { page, context } = await openPage(browser);
      await context.addInitScript(RECORD_OPEN);
      await page.goto(srv.url + '/');
      await card(page, 'Marathi Natak').getByRole('button', { name: 'Register' }).click();
      expect(await opened(page)).toEqual([
        ['mailto:hello@mailonly.example.org?subject=Registration%20for%20Marathi%20Natak', '_self', undefined],
      ]);
      await page.goto(`${srv.url}/event/${ids.email}`);
      await page.getByRole('button', { name: 'Register Now' }).click();
      expect(await opened(page)).toEqual([
        ['mailto:hello@mailonly.example.org?subject=Registration%20for%20Marathi%20Natak', '_self', undefined],
      ]);
      await context.close();
    });

    it('4. otherwise a toast asking to contact the organizer (card); the event page offers no dead-end Register button', async () => {
      const { page, context } = await openPage(browser);
      await context.addInitScript(RECORD_OPEN);
      await page.goto(srv.url + '/');
      await card(page, 'Bhajan Sandhya').getByRole('button', { name: 'Register' }).click();
      await waitForToast(page, 'Registration information', 'Please contact the event organizer for registration details');
      // Issue 21: with no ticket link, website or email, the event page says so instead of a button that leads nowhere.
      for (const id of [ids.noOrg, ids.none]) {
        await page.goto(`${srv.url}/event/${id}`);
        await page.getByText('No registration is listed for this event.').waitFor();
        expect(await page.getByRole('button', { name: /Register|Get Tickets/ }).count()).toBe(0);
      }
      expect(await opened(page)).toEqual([]);
      await context.close();
    });

    it('never opens javascript: links (skips to the next step)', async () => {
      const { page, context } = await openPage(browser);
      await context.addInitScript(RECORD_OPEN);
      await page.goto(`${srv.url}/event/${ids.unsafe}`);
      await page.getByRole('button', { name: 'Register Now' }).click();
      expect(await opened(page)).toEqual([
        ['mailto:sneaky@example.org?subject=Registration%20for%20Unsafe%20Links%20Event', '_self', undefined],
      ]);
      expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
      await context.close();
    });
  });

  it('shows every field of the event and its organizer', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${srv.url}/event/${ids.tickets}`);
    await page.getByRole('heading', { level: 1, name: 'Navaratri Garba Night' }).waitFor();
    expect(await page.title()).toBe('Navaratri Garba Night | Sangam - Community Events');
    const year = new Date().getUTCFullYear() + 1;
    const weekday = new Date(year, 11, 5).toLocaleDateString('en-US', { weekday: 'long' });
    await page.getByText(`${weekday}, December 5, ${year}`).waitFor();
    await page.getByText('7:00 PM - 11:00 PM').waitFor();
    await page.getByText('Curtis Culwell Center, Garland, TX').waitFor();
    await page.getByText('$25.00').waitFor();
    await page.locator('.detail-header .badge', { hasText: 'Cultural Events' }).waitFor();
    await page.locator('.detail-org', { hasText: 'Dallas Gujarati Samaj' }).waitFor();
    await page.getByRole('heading', { name: 'About This Event' }).waitFor();
    await page.getByText('Dinner included.').waitFor();
    const organizer = page.locator('.detail-organizer');
    await organizer.getByText('Gujarati culture in North Texas.').waitFor();
    expect(await organizer.getByRole('link', { name: 'Website' }).getAttribute('href')).toBe(websiteUrl);
    expect(await organizer.getByRole('link', { name: 'events@dgs.example.org' }).getAttribute('href')).toBe(
      'mailto:events@dgs.example.org',
    );
    expect(await organizer.getByRole('link', { name: '(214) 555-0100' }).getAttribute('href')).toBe('tel:2145550100');
    expect(errors).toEqual([]);

    await page.goto(`${srv.url}/event/${ids.noOrg}`);
    await page.locator('.detail-org', { hasText: 'Community Event' }).waitFor();
    await page.getByText('Contact for pricing').waitFor();
    await page.goto(`${srv.url}/event/${ids.website}`);
    await page.locator('.detail-price', { hasText: 'Free' }).waitFor();
    await context.close();
  });

  it('shares to Facebook, Twitter/X and WhatsApp, and copies the link with a toast', async () => {
    const { page, context } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
    await page.goto(`${srv.url}/event/${ids.tickets}`);
    const url = `${srv.url}/event/${ids.tickets}`;
    const share = page.getByRole('group', { name: 'Share this event' });
    expect(await share.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(await share.getByRole('link', { name: 'Share on Twitter (X)' }).getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent('Navaratri Garba Night')}&url=${encodeURIComponent(url)}`,
    );
    expect(await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Navaratri Garba Night ${url}`)}`,
    );
    for (const name of ['Share on Facebook', 'Share on Twitter (X)', 'Share on WhatsApp']) {
      expect(await share.getByRole('link', { name }).getAttribute('rel')).toBe('noopener noreferrer');
    }
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await waitForToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await context.close();
  });

  it('exports the event to a calendar file, and offers a Google Calendar link', async () => {
    const { page, context } = await openPage(browser, { acceptDownloads: true });
    await page.goto(`${srv.url}/event/${ids.tickets}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export to Calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('navaratri-garba-night.ics');
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Navaratri Garba Night');
    expect(text).toContain(`DTSTART;TZID=America/Chicago:${nextDecember5().replace(/-/g, '')}T190000`);
    const gcal = new URL((await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
    expect(gcal.origin + gcal.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(gcal.searchParams.get('text')).toBe('Navaratri Garba Night');
    const d = nextDecember5().replace(/-/g, '');
    expect(gcal.searchParams.get('dates')).toBe(`${d}T190000/${d}T230000`);
    expect(gcal.searchParams.get('ctz')).toBe('America/Chicago');
    expect(gcal.searchParams.get('location')).toBe('Curtis Culwell Center, Garland, TX');
    await page.goto(`${srv.url}/event/${ids.noOrg}`);
    const g2 = new URL((await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
    expect(g2.searchParams.get('ctz')).toBe('America/Los_Angeles');
    expect(g2.searchParams.get('dates')).toMatch(/T090000\/\d{8}T110000$/);
    await context.close();
  });

  it("shows 'Event not found' for a missing or hidden event", async () => {
    const pending = await fx.org({ name: 'Pending Org', isApproved: false });
    const hidden = await fx.event({ title: 'Hidden Event', date: daysFromToday(9), organizationId: pending.id });
    const { page, context } = await openPage(browser);
    for (const id of ['00000000-0000-4000-8000-000000000000', hidden, 'not-an-id']) {
      await page.goto(`${srv.url}/event/${id}`);
      await page.getByRole('heading', { name: 'Event not found' }).waitFor();
      expect(await page.getByText('Hidden Event').count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Browse Events' }).click();
    await page.waitForURL(srv.url + '/');
    await context.close();
  });
});
