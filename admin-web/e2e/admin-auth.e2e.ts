import type { Browser, Route } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { ADMIN } from './support/admin';

/** Admin sign-in (spec sections 4, 5, 8) and the guard of the console's pages. */
describe('admin console: sign-in and guard', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it('shows each validation message, refuses a wrong password, then signs in and lands on the admin panel', async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(srv.url + '/admin/login');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Password is required').waitFor();
    expect(await page.getByText('Username is required').count()).toBe(0);

    await page.getByLabel('Username').fill('');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Username is required').waitFor();
    expect(await page.getByText('Password is required').count()).toBe(0);

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid username or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Successfully logged in as admin.').waitFor();
    await page.waitForURL((u) => u.pathname === '/admin' || u.pathname === '/admin/');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add Event' }).waitFor();
    await page.getByRole('link', { name: 'Add Organization' }).waitFor();
    for (const tile of ['Organization Approvals', 'Event Approvals', 'Organization Discovery', 'Event Scraping']) {
      await page.getByRole('heading', { name: tile }).waitFor();
    }
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toMatch(/^ey/);
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('redirects a signed-out visitor from every guarded page to /admin/login, asking the API nothing on the way', async () => {
    const { page, context, errors } = await openPage(browser);
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(new URL(r.url()).pathname);
    });
    for (const path of ['/admin', '/admin/approvals', '/admin/event-approvals', '/admin/events', '/admin/scraping', '/admin/discovery']) {
      await page.goto(srv.url + path);
      await page.waitForURL((u) => u.pathname === '/admin/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    }
    // No token: nothing to verify, so no 401s (and no console errors) before the login page.
    expect(adminCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows "Verifying admin access..." while checking, removes a token the server refuses, and returns to the page after signing in', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/admin/login');
    await page.evaluate(() => localStorage.setItem('adminToken', 'not-a-valid-token'));
    // Hold every admin API call, not only the guard's GET /api/admin/me: the side menu's counts (GET /api/admin/summary)
    // would otherwise answer 401 and sign out within a few hundred ms, so the text could be gone before the wait polls.
    // Then only the guard's answer can end the check.
    let releaseMe: () => void = () => undefined;
    const meHeld = new Promise<void>((r) => (releaseMe = r));
    const others: Route[] = [];
    await page.route('**/api/admin/**', async (route) => {
      if (new URL(route.request().url()).pathname !== '/api/admin/me') return void others.push(route);
      await meHeld;
      await route.continue();
    });
    await page.goto(srv.url + '/admin/event-approvals');
    await page.getByText('Verifying admin access...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/event-approvals');
    // The guard's check answers 401: it removes the token and sends the visitor to sign in.
    releaseMe();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.unroute('**/api/admin/**');
    // The held calls fail as a lost connection would (not 401: that would sign out again).
    await Promise.all(others.map((r) => r.abort().catch(() => undefined)));

    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/event-approvals');
    await page.getByRole('heading', { name: /Pending Events/ }).waitFor();
    await context.close();
  });

  it('signs out from the user menu and guards the console again', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto(srv.url + '/admin/approvals');
    await page.waitForURL((u) => u.pathname === '/admin/login');
    await context.close();
  });
});
