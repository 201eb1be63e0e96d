import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { describedByText, focusedId, signupViaApi, storedToken, storeToken, withDb } from './organizer-support';

/** Organizer accounts in the browser: signup, login, dashboard profile, logout, 401 handling. */
describe('organizer accounts (browser)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  const errorOf = (page: Page, inputId: string) => page.locator(`#${inputId}-error`);

  async function expectNoAxeViolations(page: Page) {
    const result = await new AxeBuilder({ page }).include('main').analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  it('signs up showing each validation error, then fixed, and lands on the dashboard as Pending Approval', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(srv.url + '/org/signup');
    await page.getByRole('heading', { name: 'Create your organizer account' }).waitFor();

    // Empty form: every required field says what is wrong; the first invalid field gets focus.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(errorOf(page, 'signup-name').textContent()).resolves.toBe('Organizer name is required');
    expect(await errorOf(page, 'signup-city').textContent()).toBe('City is required');
    expect(await errorOf(page, 'signup-state').textContent()).toBe('State is required');
    expect(await errorOf(page, 'signup-email').textContent()).toBe('Please enter a valid email');
    expect(await errorOf(page, 'signup-password').textContent()).toBe('Password must be at least 6 characters');
    expect(await focusedId(page)).toBe('signup-name');
    expect(await page.locator('#signup-name').getAttribute('aria-invalid')).toBe('true');
    expect(await describedByText(page, '#signup-name')).toBe('Organizer name is required');
    expect(await describedByText(page, '#signup-email')).toContain('Please enter a valid email');
    await expectNoAxeViolations(page);
    // Nothing was created.
    expect(await withDb(srv, async (db) => (await db.query('SELECT count(*)::int AS n FROM organizations')).rows[0].n)).toBe(0);

    // Fix them one by one; each message goes away as its field becomes valid.
    await page.getByLabel('Organizer name').fill('Irving Durga Puja Samiti');
    await errorOf(page, 'signup-name').waitFor({ state: 'detached' });
    await page.getByLabel('City').fill('Irving');
    await errorOf(page, 'signup-city').waitFor({ state: 'detached' });
    await page.getByLabel('State').selectOption('TX');
    await errorOf(page, 'signup-state').waitFor({ state: 'detached' });

    await page.getByLabel('Contact email').fill('not-an-email');
    expect(await errorOf(page, 'signup-email').textContent()).toBe('Please enter a valid email');
    const email = `durga.${Date.now()}@example.org`;
    await page.getByLabel('Contact email').fill(email);
    await errorOf(page, 'signup-email').waitFor({ state: 'detached' });

    await page.getByLabel('Password', { exact: true }).fill('12345');
    expect(await errorOf(page, 'signup-password').textContent()).toBe('Password must be at least 6 characters');
    await page.getByLabel('Password', { exact: true }).fill('durga-puja-2025');
    await errorOf(page, 'signup-password').waitFor({ state: 'detached' });

    // Optional fields are checked for format only when given.
    await page.getByLabel('Website').fill('ftp://durga.example.org');
    await page.getByLabel('Contact phone').fill('call me');
    await page.getByLabel('Confirm password').fill('durga-puja-2024');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await errorOf(page, 'signup-confirm').textContent()).toBe("Passwords don't match");
    expect(await errorOf(page, 'signup-website').textContent()).toBe('Website must be a web address starting with http:// or https://');
    expect(await errorOf(page, 'signup-phone').textContent()).toBe('Please enter a valid US phone number');
    expect(await focusedId(page)).toBe('signup-website');
    await page.getByLabel('Website').fill('durga.example.org'); // typed as people type it; the API adds https://
    await page.getByLabel('Contact phone').fill('(214) 555-0142');
    await page.getByLabel('Confirm password').fill('durga-puja-2025');
    await errorOf(page, 'signup-confirm').waitFor({ state: 'detached' });
    expect(await page.locator('.field-error').count()).toBe(0);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    expect(await storedToken(page)).toMatch(/^ey/);
    const profile = page.locator('.org-profile');
    await profile.getByRole('heading', { name: 'Irving Durga Puja Samiti' }).waitFor();
    await profile.getByText(email).waitFor();
    await profile.getByText('Pending Approval', { exact: true }).waitFor();
    expect(await profile.locator('.org-stat').innerText()).toMatch(/^0\s+Events this month$/);
    await page.getByRole('heading', { name: 'No events yet' }).waitFor();
    await expectNoAxeViolations(page);

    const row = await withDb(
      srv,
      async (db) =>
        (
          await db.query(
            `SELECT name, "isApproved", "isRegistered", website, "contactPhone" FROM organizations WHERE "contactEmail" = $1`,
            [email],
          )
        ).rows[0],
    );
    expect(row).toMatchObject({
      name: 'Irving Durga Puja Samiti',
      isApproved: false,
      isRegistered: true,
      website: 'https://durga.example.org',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a person whose email is taken to log in instead', async () => {
    const existing = await signupViaApi(srv);
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/org/signup');
    await page.getByLabel('Organizer name').fill('Someone Else');
    await page.getByLabel('City').fill('Plano');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('Contact email').fill(existing.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('another-secret');
    await page.getByLabel('Confirm password').fill('another-secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'An account with this email already exists' });
    expect(await alert.locator('p').first().textContent()).toBe(
      'An account with this email already exists. Try logging in instead or use a different email.',
    );
    expect(page.url()).toBe(srv.url + '/org/signup');
    expect(await storedToken(page)).toBeNull();
    await alert.getByRole('link', { name: 'Log in to your account' }).click();
    await page.waitForURL(srv.url + '/org/login');
    await context.close();
  });

  it('logs in with inline validation and shows the server error for wrong credentials', async () => {
    const account = await signupViaApi(srv);
    const { page, errors, context } = await openPage(browser);
    await page.goto(srv.url + '/org/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    expect(await errorOf(page, 'login-email').textContent()).toBe('Please enter a valid email');
    expect(await errorOf(page, 'login-password').textContent()).toBe('Password is required');
    expect(await focusedId(page)).toBe('login-email');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toBe('Invalid email or password');
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(srv.url + '/org/dashboard');
    await page.locator('.org-profile').getByRole('heading', { name: account.name }).waitFor();
    // Already signed in: the login page goes straight to the dashboard.
    await page.goto(srv.url + '/org/login');
    await page.waitForURL(srv.url + '/org/dashboard');
    // The browser logs the wrong password's 401 answer; nothing else may fail.
    expect(errors.filter((e) => !e.includes('status of 401 (Unauthorized)'))).toEqual([]);
    await context.close();
  });

  it('a rejected organization sees the reason on its dashboard and re-applies with one click', async () => {
    const account = await signupViaApi(srv);
    await withDb(srv, (db) =>
      db.query(`UPDATE organizations SET "rejectionReason" = 'Please add a website we can check' WHERE id = $1`, [account.id]),
    );
    const { page, errors, context } = await openPage(browser);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await storeToken(page, srv, 'orgToken', account.token);
      await page.goto(srv.url + '/org/dashboard');
      await page.getByText('Reason: Please add a website we can check').waitFor();
      expect(await page.locator('.org-status').textContent()).toBe('Not Approved');
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/rejected-${viewport.width}.png`, fullPage: true });
    }
    await expectNoAxeViolations(page);
    await page.goto(srv.url + '/add-event');
    await page.getByText('Your organization was not approved: Please add a website we can check. Re-apply from your').waitFor();
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/rejected-add-event.png` });
    await page.getByRole('link', { name: 'dashboard', exact: true }).click();
    await page.getByRole('button', { name: 'Re-apply for Approval' }).click();
    // Back in the queue; writing waits for an admin's approval (issue 35 item 11).
    await page.getByText('Your organization applied again and is awaiting review').waitFor();
    expect(await page.locator('.org-status').textContent()).toBe('Pending Approval');
    const [row] = await withDb(
      srv,
      async (db) => (await db.query('SELECT "rejectionReason" FROM organizations WHERE id = $1', [account.id])).rows,
    );
    expect(row.rejectionReason).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out: the token is removed and revoked, and the site returns to /', async () => {
    const account = await signupViaApi(srv);
    const { page, context } = await openPage(browser);
    await storeToken(page, srv, 'orgToken', account.token);
    await page.goto(srv.url + '/org/dashboard');
    await page.locator('.org-profile').getByRole('heading', { name: account.name }).waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(srv.url + '/');
    expect(await storedToken(page)).toBeNull();
    // The old token no longer works anywhere.
    const me = await fetch(`${srv.url}/api/org/me`, { headers: { Authorization: `Bearer ${account.token}` } });
    expect(me.status).toBe(401);
    // The dashboard now asks for a login.
    await page.goto(srv.url + '/org/dashboard');
    await page.waitForURL(srv.url + '/org/login');
    await context.close();
  });

  it('a 401 (garbage or revoked token) clears the token and returns to the login page', async () => {
    const { page, context } = await openPage(browser);
    await storeToken(page, srv, 'orgToken', 'not-a-real-token');
    await page.goto(srv.url + '/org/dashboard');
    await page.waitForURL(srv.url + '/org/login');
    await page.getByText('Your session has ended. Please log in again.').waitFor();
    expect(await storedToken(page)).toBeNull();

    // Revoked in the middle of a session (logged out elsewhere): the next call returns to login,
    // and after logging in again the organizer is brought back to the page they were on.
    const account = await signupViaApi(srv);
    await storeToken(page, srv, 'orgToken', account.token);
    await page.goto(srv.url + '/add-event');
    await page.getByRole('heading', { name: 'Add Event' }).waitFor();
    await page.getByLabel('Title').waitFor(); // the form is shown once the profile and events are read
    const out = await fetch(`${srv.url}/api/org/logout`, { method: 'POST', headers: { Authorization: `Bearer ${account.token}` } });
    expect(out.status).toBe(204);
    await page.getByLabel('Title').fill('Navratri Garba');
    await page.getByLabel('Category').selectOption('Cultural Events');
    await page.getByLabel('Date').fill('2031-10-10');
    await page.getByLabel('Start time').fill('19:00');
    await page.getByLabel('Venue').fill('Community Center');
    await page.getByLabel('City').fill('Irving');
    await page.getByLabel('State').selectOption('TX');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(srv.url + '/org/login');
    expect(await storedToken(page)).toBeNull();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(srv.url + '/add-event');
    expect(await withDb(srv, async (db) => (await db.query(`SELECT count(*)::int AS n FROM events`)).rows[0].n)).toBe(0);
    await context.close();
  });

  it('profile load failure offers a way back to login', async () => {
    const account = await signupViaApi(srv);
    const { page, context } = await openPage(browser);
    await storeToken(page, srv, 'orgToken', account.token);
    await page.route('**/api/org/me', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"error":"boom","message":"boom"}' }),
    );
    await page.goto(srv.url + '/org/dashboard');
    await page.getByText('Failed to load organization profile.').waitFor();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.waitForURL(srv.url + '/org/login');
    await page.getByRole('heading', { name: 'Organizer Login' }).waitFor();
    await context.close();
  });

  it('pages fit a 360 px phone without sideways scrolling', async () => {
    const account = await signupViaApi(srv);
    const { page, context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    for (const path of ['/org/signup', '/org/login']) {
      await page.goto(srv.url + path);
      await page.locator('form').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    await storeToken(page, srv, 'orgToken', account.token);
    await page.goto(srv.url + '/org/dashboard');
    await page.locator('.org-profile').getByRole('heading', { name: account.name }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  // Last: it uses up this machine's allowance of failed logins.
  it('shows the rate-limit message after repeated failed logins', async () => {
    const account = await signupViaApi(srv);
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/org/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('wrong-password');
    const alert = page.getByRole('alert');
    const attempt = async () => {
      const [res] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/org/login')),
        page.getByRole('button', { name: 'Log In' }).click(),
      ]);
      await page.getByRole('button', { name: 'Log In' }).waitFor(); // label is back: the answer is shown
      return res.status();
    };
    for (let i = 0; i < 5; i++) {
      expect(await attempt()).toBe(401);
      expect(await alert.textContent()).toBe('Invalid email or password');
    }
    expect(await attempt()).toBe(429);
    expect(await alert.textContent()).toBe('Too many login attempts. Please wait a minute and try again.');
    // Even the right password is refused while the limit holds.
    await page.getByLabel('Password').fill(account.password);
    expect(await attempt()).toBe(429);
    expect(await alert.textContent()).toBe('Too many login attempts. Please wait a minute and try again.');
    expect(await storedToken(page)).toBeNull();
    expect(page.url()).toBe(srv.url + '/org/login');
    await context.close();
  });
});
