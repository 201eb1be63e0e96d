import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, ServerProcess, startServerProcess, startSmtpServer, TestSmtpServer } from '@sangam/backend/testing';
import { dayWords, longDayWords, mailLink, mailTo, nextDigestRun, runFollowJobs, shot } from './journey-support';
import { AdminApi } from './visitor-fixtures';

/**
 * Issue 37 "Done means" (b): a Frisco family (ZIP 75034) searches "telugu dallas"; nothing is Telugu near them, so the
 * empty answer names the filter and offers Tamil (a related language) in Houston and everything in Dallas–Fort Worth;
 * they follow Dallas–Fort Worth by email from that suggestion, confirm from the mail, and the weekly digest (run with an
 * injected clock) lists the weekend's DFW events with their days and times. On a phone and on a desktop.
 */
describe('journey: "telugu dallas" from Frisco → the nearest answers → follow DFW by email → the digest (browser)', () => {
  let srv: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let admin: AdminApi;
  let adminToken: string;
  const digest = nextDigestRun();
  const later = new Date(`${digest.sunday}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 14);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [srv, browser] = await Promise.all([startServerProcess({ SMTP_URL: smtp.url }), launchBrowser()]);
    admin = await AdminApi.login(srv);
    adminToken = admin.token;
    const dfw = await admin.org({ name: 'North Texas Indian Cultural Society', city: 'Frisco', state: 'TX' });
    const houston = await admin.org({ name: 'Houston Tamil Sangam', city: 'Houston', state: 'TX' });
    // Dallas–Fort Worth: three events, none Telugu or Tamil (two on the digest's weekend); Houston: two Tamil events.
    const common = { category: 'Cultural Events', organizationId: dfw.id, languages: ['all'] };
    await admin.event({
      ...common,
      title: 'Frisco Diwali Dhamaka',
      date: digest.friday,
      startTime: '7:00 PM',
      endTime: '10:00 PM',
      city: 'Frisco',
      state: 'TX',
      venue: 'Frisco Commons',
    });
    await admin.event({
      ...common,
      title: 'Plano Garba Raas',
      date: digest.saturday,
      startTime: '5:00 PM',
      endTime: '11:00 PM',
      city: 'Plano',
      state: 'TX',
      venue: 'Plano Event Center',
    });
    await admin.event({ ...common, title: 'Irving Annakut Dinner', date: later.toISOString().slice(0, 10), city: 'Irving', state: 'TX' });
    const tamil = { category: 'Cultural Events', organizationId: houston.id, languages: ['ta'], city: 'Houston', state: 'TX' };
    await admin.event({ ...tamil, title: 'Pongal Vizha Houston', date: digest.saturday });
    await admin.event({ ...tamil, title: 'Tamil School Annual Day', date: digest.sunday });
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
    await smtp?.close();
  });

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ])('on a %s', async (name, viewport) => {
    const email = `${name}.frisco.family@example.com`;
    const { page, errors, context } = await openPage(browser, { viewport });
    await page.goto(`${srv.url}/?zip=75034`);
    await page.getByLabel('Search events').fill('telugu dallas');
    await page.getByText('No Telugu events in Dallas–Fort Worth', { exact: true }).waitFor();
    const nearest = page.getByRole('list', { name: 'Nearest answers' });
    await nearest.waitFor();
    expect(await nearest.getByRole('link').allInnerTexts()).toEqual(['3 events in Dallas–Fort Worth', '2 Tamil events in Houston']);
    await shot(page, `telugu-dallas-empty-${name}`);
    // The place the words named is the one shown (not the ZIP's 25-mile circle).
    await page.locator('.where-button', { hasText: 'Dallas–Fort Worth' }).waitFor();
    expect(await page.getByText('Within 25 mi of Frisco, TX').count()).toBe(0);

    // Tamil in Houston is one tap away; back, and on to everything in Dallas–Fort Worth.
    await nearest.getByRole('link', { name: '2 Tamil events in Houston' }).click();
    await page.getByRole('link', { name: 'Pongal Vizha Houston' }).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ metro: 'houston', language: 'ta' });
    await page.goBack();
    await nearest.getByRole('link', { name: '3 events in Dallas–Fort Worth' }).click();
    await page.getByRole('link', { name: 'Frisco Diwali Dhamaka' }).waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('metro'), url.searchParams.get('zip'), url.searchParams.get('language')]).toEqual([
      'dallas-fort-worth',
      null,
      null,
    ]);
    const card = page.locator('article.event-card').filter({ hasText: 'Plano Garba Raas' });
    expect(await card.textContent()).toContain(`${longDayWords(digest.saturday, true)}, 5:00 PM - 11:00 PM`);

    // Follow by email: the sheet's first control is the email form.
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const sheet = page.getByRole('dialog', { name: 'Subscribe' });
    await sheet.getByText("Every Thursday, this weekend's events in Dallas–Fort Worth.").waitFor();
    const emailBox = sheet.getByLabel('Email', { exact: true });
    const firstControl = await sheet.locator('input, button:not([aria-label="Close"]), a').first().getAttribute('id');
    expect(firstControl).toBe(await emailBox.getAttribute('id'));
    await emailBox.fill(email);
    await sheet.getByRole('button', { name: 'Follow' }).click();
    await sheet.getByText('Check your email to confirm.').waitFor();
    await shot(page, `telugu-dallas-follow-${name}`);

    const confirmation = await mailTo(smtp, email, /^Confirm: follow/);
    expect(confirmation.subject).toBe('Confirm: follow events in Dallas–Fort Worth on Sangam');
    await page.goto(mailLink(confirmation, '/follows/confirm'));
    await page.getByText('You are following events in Dallas–Fort Worth.').waitFor();

    // The digest as of the Thursday before the weekend: the weekend's two DFW events, with their days and times.
    expect((await runFollowJobs(srv, adminToken, digest.at)).digests).toBe(1);
    const mail = await mailTo(smtp, email, /^This weekend:/);
    expect(mail.subject).toBe('This weekend: 2 events in Dallas–Fort Worth');
    expect(mail.text).toContain(`Frisco Diwali Dhamaka — ${dayWords(digest.friday)} · 7:00 PM - 10:00 PM · Frisco Commons, Frisco, TX`);
    expect(mail.text).toContain(`Plano Garba Raas — ${dayWords(digest.saturday)} · 5:00 PM - 11:00 PM · Plano Event Center, Plano, TX`);
    expect(mail.text).not.toContain('Irving Annakut Dinner');
    expect(mail.text).not.toContain('Houston');
    expect(errors).toEqual([]);
    await context.close();
  });
});
