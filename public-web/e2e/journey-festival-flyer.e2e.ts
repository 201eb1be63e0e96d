import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  ServerProcess,
  startServerProcess,
  startSmtpServer,
  TestSmtpServer,
  adminLogin,
} from '@sangam/backend/testing';
import {
  compactStamp,
  dayWords,
  drawnImage,
  longDayWords,
  mailLink,
  mailTo,
  nextDigestRun,
  portraitFlyer,
  runFollowJobs,
  shot,
  shownWhole,
} from './journey-support';
import { signupViaApi, storeToken, withDb } from './organizer-support';

const FLYER_RATIO = 2000 / 2500;

/**
 * Issue 37 "Done means" (a): an organizer lists a two-day 7:00 PM festival with a portrait photo flyer through the form;
 * once the organization is approved it shows as one range with its hours on the card, the detail page, the .ics file,
 * the Google Calendar link, the widget on a temple's page, the WhatsApp text and a DFW follower's weekly digest (run
 * with an injected clock), and the flyer is drawn whole. On a phone and on a desktop, one server and one browser.
 */
describe('journey: a two-day festival with a portrait flyer, from the organizer form to every surface (browser)', () => {
  let srv: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let adminToken: string;
  let host: http.Server;
  let hostUrl: string;
  // The digest job's clock, and the festival's two days: the Friday and Saturday of its weekend.
  const digest = nextDigestRun();
  const [first, last] = [digest.friday, digest.saturday];
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const hours = '7:00 PM - 10:00 PM';
  const shortRange = `${dayWords(first)} – ${dayWords(last)}`;
  const mediumRange = `${sameYear ? dayWords(first) : dayWords(first, true)} – ${dayWords(last, true)}`;
  const longRange = `${longDayWords(first, !sameYear)} – ${longDayWords(last, true)}`;

  const admin = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${srv.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [srv, browser] = await Promise.all([startServerProcess({ SMTP_URL: smtp.url }), launchBrowser()]);
    adminToken = await adminLogin(srv.url);
    // A temple's own page with the one-line widget of the organization named in its query.
    host = http.createServer((req, res) => {
      const org = new URL(req.url ?? '/', 'http://host').searchParams.get('org') ?? '';
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temple</title></head>
<body><h1>Our temple</h1><script src="${srv.url}/embed.js" data-organization="${org}" async></script></body></html>`);
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
    await smtp?.close();
    await new Promise((r) => host?.close(r));
  });

  // Two festivals (the same one twice would be held as a duplicate); each viewport's follower gets its own digest.
  it.each([
    ['phone', { width: 390, height: 844 }, 'Diwali Mela Two Nights', 'Irving Convention Center', 'Irving'],
    ['desktop', { width: 1280, height: 900 }, 'Garba Utsav Weekend', 'Plano Event Center', 'Plano'],
  ])('on a %s', async (name, viewport, title, venue, city) => {
    // A family follows Dallas–Fort Worth and confirms from the mail.
    const follower = `${name}.follower@example.com`;
    const asked = await fetch(`${srv.url}/api/follows`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: follower, metro: 'dallas-fort-worth' }),
    });
    expect(asked.status).toBe(202);
    const confirmation = await mailTo(smtp, follower, /^Confirm: follow events in Dallas–Fort Worth/);
    const token = new URL(mailLink(confirmation, '/follows/confirm')).searchParams.get('token')!;
    expect((await fetch(`${srv.url}/api/follows/confirm?token=${encodeURIComponent(token)}`, { method: 'POST' })).status).toBe(200);

    // The organizer (signed up, not approved yet) lists the festival with its flyer through the form.
    const account = await signupViaApi(srv, { name: `${city} Festival Committee`, city, state: 'TX' });
    const organizer = await openPage(browser, { viewport });
    const { page } = organizer;
    await storeToken(page, srv, 'orgToken', account.token);
    await page.goto(`${srv.url}/add-event`);
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').selectOption('Cultural Events');
    await page.getByLabel('Description').fill('Two evenings of music, dance and food stalls for the whole family.');
    await page.getByLabel('Date').fill(first);
    await page.getByLabel('Last day').fill(last);
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('End time').fill('22:00');
    await page.getByLabel('Venue').fill(venue);
    await page.getByLabel('City').fill(city);
    await page.getByLabel('State').selectOption('TX');
    await page.locator('#event-imageFile').setInputFiles({
      name: 'flyer.jpg',
      mimeType: 'image/jpeg',
      buffer: await portraitFlyer(title.toUpperCase(), '7:00 PM · TWO NIGHTS'),
    });
    await page.getByAltText("The event's image").waitFor();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    const [row] = await withDb(
      srv,
      async (db) =>
        (await db.query(`SELECT id, "isApproved", "imageUrl" FROM events WHERE title = $1 AND "organizationId" = $2`, [title, account.id]))
          .rows,
    );
    expect(row).toMatchObject({ isApproved: false, imageUrl: expect.stringMatching(/^\/api\/images\//) });

    // An admin approves the organization: its waiting event goes live.
    await admin('PUT', `/api/admin/organizations/${account.id}/approve`);
    const eventUrl = `${srv.url}/event/${row.id}`;

    // A visitor: the card shows the range, the hours and the whole flyer.
    const visitor = await openPage(browser, { viewport });
    const v = visitor.page;
    await visitor.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
    await v.goto(`${srv.url}/?metro=dallas-fort-worth&q=${encodeURIComponent(title)}`);
    const card = v.locator('article.event-card').filter({ has: v.getByRole('heading', { name: title }) });
    await card.getByText(shortRange, { exact: true }).waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain(`${shortRange} · ${hours}`);
    await card.locator('img.event-card-image').scrollIntoViewIfNeeded();
    const cardImage = await drawnImage(v, `article.event-card:has-text("${title}") img.event-card-image`);
    expect(shownWhole(cardImage, FLYER_RATIO)).toBe(true);
    await shot(v, `festival-flyer-card-${name}`);

    // The detail page: the range in words, the hours, the flyer whole at the column's width; .ics and Google span both days.
    await card.getByRole('link', { name: title }).first().click();
    await v.waitForURL(eventUrl);
    await v.getByText(longRange, { exact: true }).waitFor();
    await v.getByText(hours).first().waitFor();
    const detailImage = await drawnImage(v, 'img.detail-image');
    expect(shownWhole(detailImage, FLYER_RATIO)).toBe(true);
    expect(detailImage.width / detailImage.height).toBeCloseTo(FLYER_RATIO, 2);
    expect(detailImage.width).toBeLessThanOrEqual(viewport.width);
    expect(detailImage.width).toBeGreaterThan(300);
    await v.locator('img.detail-image').scrollIntoViewIfNeeded();
    await shot(v, `festival-flyer-detail-${name}`);
    const google = new URL((await v.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe(`${compactStamp(first, '1900')}/${compactStamp(last, '2200')}`);
    expect(google.searchParams.get('ctz')).toBe('America/Chicago');
    const [download] = await Promise.all([v.waitForEvent('download'), v.getByRole('link', { name: 'Export to Calendar' }).click()]);
    const ics = fs.readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${compactStamp(first, '1900')}`);
    expect(ics).toContain(`DTEND;TZID=America/Chicago:${compactStamp(last, '2200')}`);
    const whatsapp = new URL((await v.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!);
    expect(whatsapp.searchParams.get('text')).toBe(`${title} ${eventUrl}`);

    // The organization's page: "Copy for WhatsApp" copies the message with the range and hours.
    await v.goto(`${srv.url}/organizations/${account.id}`);
    const copy = v.getByRole('button', { name: 'Copy for WhatsApp' });
    await v.waitForFunction(() => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent === 'Copy for WhatsApp');
      return b !== undefined && !b.disabled;
    });
    await copy.click();
    await v.locator('li.toast', { hasText: 'Copied for WhatsApp' }).waitFor();
    const message = await v.evaluate(() => navigator.clipboard.readText());
    expect(message).toContain(`*${title}*\n${shortRange} · ${hours}\n`);

    // The widget on the temple's page: the range with the year, the hours, a link to the event.
    await v.goto(`${hostUrl}?org=${account.id}`);
    const widget = v.locator('sangam-events');
    const item = widget.getByRole('listitem').filter({ hasText: title });
    await item.waitFor();
    expect(await item.innerText()).toContain(`${mediumRange} · ${hours}`);
    expect(await widget.getByRole('link', { name: title }).getAttribute('href')).toBe(eventUrl);

    // The follower's weekly digest, run as of the Thursday before the festival.
    const run = await runFollowJobs(srv, adminToken, digest.at);
    expect(run.digests).toBe(1);
    const mail = await mailTo(smtp, follower, /^This weekend:/);
    expect(mail.subject).toMatch(/^This weekend: \d+ events? in Dallas–Fort Worth$/);
    expect(mail.text).toContain(`${title} — ${shortRange} · ${hours} · ${venue}, ${city}, TX`);
    expect(mail.text).not.toContain('7:00 AM');

    expect([...organizer.errors, ...visitor.errors]).toEqual([]);
    await Promise.all([organizer.context.close(), visitor.context.close()]);
  });
});
