import type { Browser } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { signInContext } from './support/admin';

/** The console's outbox: every message composed, with its status and the rendered message. */
describe('admin console: outgoing mail', () => {
  let srv: ServerProcess;
  let browser: Browser;
  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  it('lists a contact notice (not sent: no SMTP server) and shows it as recipients would see it', async () => {
    const r = await fetch(`${srv.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Priya Raman',
        email: 'priya@example.com',
        subject: 'Listing our Pongal event',
        message: 'How do we list it?',
      }),
    });
    expect(r.status).toBe(201);
    const { page, context, errors } = await openPage(browser);
    await signInContext(context, srv.url);
    await page.goto(srv.url + '/admin');
    await page.getByRole('menuitem', { name: 'Outgoing mail' }).click();
    const row = page.getByRole('row', { name: /New contact message: Listing our Pongal event/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Not sent (no SMTP server)');
    expect(await row.textContent()).toContain('admin@sangam.test');
    await page.screenshot({ path: '/tmp/sangam-outgoing-mail-list-1280.png' });
    await row.click();
    await page.getByRole('heading', { name: 'New contact message: Listing our Pongal event' }).waitFor();
    await page.getByText('From: Priya Raman <priya@example.com>').waitFor();
    const frame = page.frameLocator('iframe[title="Rendered message"]');
    await frame.getByText('How do we list it?').waitFor();
    expect(await frame.getByRole('link', { name: 'Open the contact messages' }).getAttribute('href')).toBe(
      `${srv.url}/admin/contact-messages`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/sangam-outgoing-mail-show-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/sangam-outgoing-mail-show-1280.png', fullPage: true });
    expect(errors).toEqual([]);
  });
});
