import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';

describe('public site shell', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it('renders the header title and the footer', async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(srv.url + '/');
    await page.getByRole('link', { name: 'Sangam - Community Events' }).waitFor();
    await page.getByText('Your source for NRI community events').waitFor();
    expect(await page.getByText('© 2025').count()).toBeGreaterThan(0);
    expect(await page.title()).toContain('Sangam - Community Events');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the 404 page, with HTTP status 404, for an unknown path', async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto(srv.url + '/this/page/does-not-exist');
    expect(res!.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Browse Events' }).click();
    await page.waitForURL(srv.url + '/');
    await context.close();
  });
});
