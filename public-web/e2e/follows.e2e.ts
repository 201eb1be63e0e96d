import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  ServerProcess,
  startServerProcess,
  startSmtpServer,
  TestSmtpServer,
  adminLogin,
} from '@sangam/backend/testing';
import { mailLink, mailTo } from './journey-support';
import { withDb } from './organizer-support';

/** YYYY-MM-DD of a UTC-noon date. */
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** "This weekend" in Dallas: Friday to Sunday of this week (from Friday on, today to Sunday), as the digest counts it. */
function weekendInDallas(): { from: string; to: string } {
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())}T12:00:00Z`);
  const sunday = new Date(today);
  sunday.setUTCDate(today.getUTCDate() + ((7 - today.getUTCDay()) % 7));
  const friday = new Date(sunday);
  friday.setUTCDate(sunday.getUTCDate() - 2);
  return { from: iso(today > friday ? today : friday), to: iso(sunday) };
}

/**
 * Issue 24's "Done means" for follows: a visitor follows DFW from the listing's Subscribe sheet,
 * confirms through the link the local SMTP server received, gets the weekly digest of this weekend's
 * DFW events, sets a filter on the preferences page, and unsubscribes with one click.
 */
describe('follow a metro by email (browser)', () => {
  let srv: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let adminToken: string;
  let orgId: string;
  const weekend = weekendInDallas();

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${srv.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  async function shot(page: Page, name: string) {
    for (const [w, h] of [
      [390, 844],
      [1280, 900],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `/tmp/sangam-${name}-${w}.png`, fullPage: true });
    }
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [srv, browser] = await Promise.all([startServerProcess({ SMTP_URL: smtp.url }), launchBrowser()]);
    adminToken = await adminLogin(srv.url);
    orgId = (
      await api<{ id: string }>('POST', '/api/admin/organizations', { name: 'DFW Hindu Temple Society', city: 'Irving', state: 'TX' })
    ).id;
    const event = (e: Record<string, unknown>) =>
      api('POST', '/api/events', {
        category: 'Religious Festivals',
        startTime: '6:00 PM',
        endTime: '10:00 PM',
        venue: 'Community Hall',
        organizationId: orgId,
        ...e,
      });
    await event({ title: 'Diwali Mela at Irving', date: weekend.from, city: 'Irving', state: 'TX' });
    await event({ title: 'Garba Night Plano', date: weekend.to, city: 'Plano', state: 'TX', category: 'Cultural Events' });
    await event({ title: 'Houston Weekend Mela', date: weekend.from, city: 'Houston', state: 'TX' });
    const later = new Date(`${weekend.to}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 14);
    await event({ title: 'Later Annakut Dinner', date: iso(later), city: 'Dallas', state: 'TX' });
    // Mail written while setting up (none expected) would confuse the counts below.
    await withDb(srv, (db) => db.query('SELECT 1'));
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
    await smtp?.close();
  });

  it('follows DFW, confirms from the mail, gets the weekend digest, sets a filter, and unsubscribes with one click', async () => {
    const email = 'asha@example.com';
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${srv.url}/?metro=dallas-fort-worth`);
    await page.getByRole('heading', { name: /All Events \(3\)/ }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Subscribe' });
    await sheet.getByRole('heading', { name: 'Get it by email' }).waitFor();
    await sheet.getByText("Every Thursday, this weekend's events in Dallas–Fort Worth.").waitFor();
    await sheet.getByLabel('Email', { exact: true }).fill(email);
    await shot(page, 'follow-sheet');
    await sheet.getByRole('button', { name: 'Follow' }).click();
    await sheet.getByText('Check your email to confirm.').waitFor();
    await shot(page, 'follow-sheet-sent');

    // Nothing but the confirmation before it is opened, even when the digest runs.
    const confirmation = await mailTo(smtp, email, /^Confirm: follow events in Dallas–Fort Worth/);
    expect((await api<{ digests: number }>('POST', '/api/admin/follows/run')).digests).toBe(0);

    await page.goto(mailLink(confirmation, '/follows/confirm'));
    await page.getByText('You are following events in Dallas–Fort Worth.').waitFor();

    expect((await api<{ digests: number }>('POST', '/api/admin/follows/run')).digests).toBe(1);
    const digest = await mailTo(smtp, email, /^This weekend:/);
    expect(digest.subject).toBe('This weekend: 2 events in Dallas–Fort Worth');
    expect(digest.text).toContain('Diwali Mela at Irving');
    expect(digest.text).toContain('Garba Night Plano');
    expect(digest.text).not.toContain('Houston Weekend Mela');
    expect(digest.text).not.toContain('Later Annakut Dinner');
    expect(digest.headers['list-unsubscribe']).toMatch(/^<http\S+\/api\/follows\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(2);

    // The preferences page: narrow the follow to Telugu events.
    await page.goto(mailLink(digest, '/follows/manage'));
    await page.getByRole('heading', { name: 'events in Dallas–Fort Worth' }).waitFor();
    await page.getByLabel('Language').selectOption('te');
    await shot(page, 'follow-manage');
    await page.getByRole('button', { name: 'Save filters' }).click();
    await page.getByText('Saved: you follow Telugu events in Dallas–Fort Worth').waitFor();

    // One click on the mail's Unsubscribe link's page.
    await page.goto(mailLink(digest, '/follows/unsubscribe'));
    await page.getByText('Unsubscribe from Telugu events in Dallas–Fort Worth?').waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText('You will not receive emails about Telugu events in Dallas–Fort Worth any more').waitFor();
    await page.getByRole('link', { name: 'Manage what you follow' }).click();
    await page.getByText('You follow nothing right now.').waitFor();

    // Unsubscribed: no digest, even in a new week.
    await withDb(srv, (db) => db.query(`UPDATE follows SET "lastDigestWeekend" = NULL`));
    expect((await api<{ digests: number }>('POST', '/api/admin/follows/run')).digests).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with a ZIP and radius set, the email form comes first and follows that ZIP; the sheet and the mail say the same words', async () => {
    const email = 'edison.family@example.com';
    const words = 'Telugu events within 10 miles of 08817 (Edison, NJ)';
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${srv.url}/?zip=08817&radius=10&language=te`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Subscribe' });
    await sheet.getByText(`Every Thursday, this weekend's ${words}.`).waitFor();
    // The email form is the sheet's first control, above the feed buttons (in reading order and on screen).
    const emailBox = sheet.getByLabel('Email', { exact: true });
    const calendar = sheet.getByRole('link', { name: 'Add to Calendar app' });
    const controls = await sheet.locator('input, button, a').evaluateAll((els) => els.map((e) => e.getAttribute('id') ?? e.textContent));
    expect(controls.indexOf(await emailBox.getAttribute('id'))).toBeLessThan(controls.indexOf('Add to Calendar app'));
    expect((await emailBox.boundingBox())!.y).toBeLessThan((await calendar.boundingBox())!.y);
    expect(await sheet.getByText('Choose a metro area').count()).toBe(0);
    await shot(page, 'follow-sheet-zip');

    await emailBox.fill(email);
    await sheet.getByRole('button', { name: 'Follow' }).click();
    await sheet.getByText('Check your email to confirm.').waitFor();
    const confirmation = await mailTo(smtp, email, /^Confirm: follow/);
    expect(confirmation.subject).toBe(`Confirm: follow ${words} on Sangam`);
    await page.goto(mailLink(confirmation, '/follows/confirm'));
    await page.getByText(`You are following ${words}.`).waitFor();
    const [row] = (
      await withDb(srv, (db) => db.query(`SELECT zip, radius, language, metro, status FROM follows WHERE email = $1`, [email]))
    ).rows;
    expect(row).toEqual({ zip: '08817', radius: 10, language: 'te', metro: null, status: 'active' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an organization's page offers the follow too; a tampered link says so and changes nothing", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${srv.url}/organizations/${orgId}`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Subscribe' });
    await sheet
      .getByText("A note when they list a new event, and every Thursday this weekend's events by DFW Hindu Temple Society.")
      .waitFor();
    await sheet.getByLabel('Email', { exact: true }).fill('ravi@example.com');
    await sheet.getByRole('button', { name: 'Follow' }).click();
    await sheet.getByText('Check your email to confirm.').waitFor();
    const confirmation = await mailTo(smtp, 'ravi@example.com', /^Confirm: follow/);
    expect(confirmation.subject).toBe('Confirm: follow events by DFW Hindu Temple Society on Sangam');
    const good = mailLink(confirmation, '/follows/confirm');
    await page.goto(good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A'));
    await page.getByText('This link is invalid or has expired').waitFor();
    const [row] = (await withDb(srv, (db) => db.query(`SELECT status FROM follows WHERE email = 'ravi@example.com'`))).rows;
    expect(row.status).toBe('pending');
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});
