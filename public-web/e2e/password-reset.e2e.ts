import type { Browser, Page } from 'playwright-core';
import { ServerProcess, TestSmtpServer, launchBrowser, openPage, startServerProcess, startSmtpServer } from '@sangam/backend/testing';
import { signupViaApi, storeToken, withDb } from './organizer-support';

const LINK_INVALID = 'This password reset link has expired or has already been used. Please request a new link.';

/** Forgot password → emailed link (through a real SMTP server) → new password → the old session is refused. */
describe('organizer password reset (browser)', () => {
  let srv: ServerProcess;
  let smtp: TestSmtpServer;
  let browser: Browser;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    [srv, browser] = await Promise.all([startServerProcess({ SMTP_URL: smtp.url }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
    await smtp?.close();
  });

  /** The link of the reset mail the SMTP server received for `email` (waits for it). */
  async function resetLinkFor(email: string): Promise<string> {
    const until = Date.now() + 20000;
    for (;;) {
      const mail = smtp.received.find((m) => m.to.includes(email) && /Reset your .* password/.test(m.subject));
      const m = mail && /(http\S+\/org\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
      if (m) return m[1];
      if (Date.now() > until) throw new Error(`no reset mail for ${email}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function shot(page: Page, name: string) {
    for (const [w, h] of [
      [390, 844],
      [1280, 900],
    ]) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: `/tmp/sangam-${name}-${w}.png`, fullPage: true });
    }
  }

  it('walks forgot password → link → new password; the old session is signed out; the used link offers a new one', async () => {
    const account = await signupViaApi(srv);

    // An existing session, in another browser.
    const old = await openPage(browser);
    await storeToken(old.page, srv, 'orgToken', account.token);
    await old.page.goto(`${srv.url}/org/dashboard`);
    await old.page.getByText(account.name).first().waitFor();

    const { page, errors } = await openPage(browser);
    await page.goto(`${srv.url}/org/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
    await shot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an organizer account uses that email, we have sent it a link').waitFor();

    const link = await resetLinkFor(account.email);
    expect(link.startsWith(`${srv.url}/org/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).waitFor();
    await shot(page, 'reset-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-9');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-8');
    await page.getByRole('button', { name: 'Set new password' }).click();
    expect(await page.locator('#reset-confirm-error').textContent()).toBe("Passwords don't match");
    await page.getByLabel('Confirm new password').fill('brand-new-pass-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Please log in with your new password.').waitFor();

    // The old session is refused: its next request sends it back to the login page.
    await old.page.reload();
    await old.page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(old.page.url()).toBe(`${srv.url}/org/login`);

    // The new password works (and the old one no longer does).
    await page.getByRole('link', { name: 'Log In' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await page.getByLabel('Password').fill('brand-new-pass-9');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${srv.url}/org/dashboard`);
    await page.getByText(account.name).first().waitFor();

    // The link was used: the page says so and offers a new one.
    const again = await openPage(browser);
    await again.page.goto(link);
    await again.page.getByText(LINK_INVALID).waitFor();
    await shot(again.page, 'reset-link-used');
    await again.page.getByRole('link', { name: 'Request a new link' }).click();
    await again.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    // The one failed request is the sign-in with the old password (401).
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });

  it('an expired link shows the same message and the new-link button, even when it expires while the form is open', async () => {
    const account = await signupViaApi(srv);
    await fetch(`${srv.url}/api/org/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    const link = await resetLinkFor(account.email);
    const { page } = await openPage(browser);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-9');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-9');
    await withDb(srv, (db) => db.query(`UPDATE password_reset_tokens SET "expiresAt" = now() - interval '1 minute'`));
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(LINK_INVALID).waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();
    await page.goto(link);
    await page.getByText(LINK_INVALID).waitFor();
  });
});
