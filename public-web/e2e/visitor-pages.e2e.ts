import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, Fixtures, waitForToast } from './visitor-fixtures';

/** Submitting an organization, the contact form, the promotion and 404 pages, and an accessibility scan of every public page. */
describe('visitor: forms, info pages and accessibility', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  let eventId: string;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    const org = await fx.org({
      name: 'Dallas Gujarati Samaj',
      website: 'https://dgs.example.org',
      contactEmail: 'events@dgs.example.org',
      contactPhone: '(214) 555-0100',
      description: 'Gujarati culture in North Texas.',
    });
    eventId = await fx.event({
      title: 'Navaratri Garba Night',
      description: 'Dance the garba.',
      category: 'Cultural Events',
      date: daysFromToday(12),
      price: 25,
      organizationId: org.id,
      ticketUrl: 'https://tickets.example.org/garba',
    });
    await fx.event({ title: 'Yoga in the Park', category: 'Workshop', date: daysFromToday(14), isFree: true });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  describe('submit an organization', () => {
    it('offers the 50 states (no DC), validates, submits pending, shows the success screen and can start again', async () => {
      const { page, errors, context } = await openPage(browser);
      await page.goto(srv.url + '/submit-organization');
      await page.getByRole('heading', { name: 'Submit Your Organization' }).waitFor();
      const states = await page.getByLabel('State *').locator('option').allInnerTexts();
      expect(states).toHaveLength(51);
      expect(states[0]).toBe('Select a state');
      expect(states).toContain('TX - Texas');
      expect(states.some((s) => s.startsWith('DC'))).toBe(false);

      await page.getByRole('button', { name: 'Submit Organization' }).click();
      await page.getByText('Organization name is required').waitFor();
      await page.getByText('City is required').waitFor();
      await page.getByText('State is required').waitFor();
      await page.getByLabel('Website').fill('javascript:alert(1)');
      await page.getByLabel('Contact Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Submit Organization' }).click();
      await page.getByText('Website must be a web address starting with http:// or https://').waitFor();
      await page.getByText('Please enter a valid email').waitFor();
      expect((await fx.query(`SELECT count(*)::int AS n FROM organizations WHERE name = 'Houston Telugu Association'`))[0].n).toBe(0);

      await page.getByLabel('Organization Name *').fill('Houston Telugu Association');
      await page.getByLabel('Description').fill('Telugu festivals in Houston.');
      await page.getByLabel('Website').fill('https://hta.example.org');
      await page.getByLabel('Events Page URL').fill('https://hta.example.org/events');
      await page.getByLabel('Contact Email').fill('events@hta.example.org');
      await page.getByLabel('Contact Phone').fill('713-555-0142');
      await page.getByLabel('City *').fill('Houston');
      await page.getByLabel('State *').selectOption('TX');
      await page.getByRole('button', { name: 'Submit Organization' }).click();

      await page.getByRole('heading', { name: 'Organization Submitted!' }).waitFor();
      await page.getByText(/review your submission within 2-3 business days/).waitFor();
      const [row] = await fx.query<{ isApproved: boolean; submittedBy: string; contactPhone: string; state: string }>(
        `SELECT "isApproved", "submittedBy", "contactPhone", state FROM organizations WHERE name = 'Houston Telugu Association'`,
      );
      expect(row).toMatchObject({ isApproved: false, contactPhone: '(713) 555-0142', state: 'TX' });
      const session = await page.evaluate(() => localStorage.getItem('sangamSession'));
      expect(row.submittedBy).toBe(session);

      await page.getByRole('button', { name: 'Submit Another Organization' }).click();
      await page.getByRole('heading', { name: 'Submit Your Organization' }).waitFor();
      expect(await page.getByLabel('Organization Name *').inputValue()).toBe('');
      await page.goto(srv.url + '/submit-organization');
      await page.getByLabel('Organization Name *').fill('Another Org');
      await page.getByLabel('City *').fill('Austin');
      await page.getByLabel('State *').selectOption('TX');
      await page.getByRole('button', { name: 'Submit Organization' }).click();
      await page.getByRole('link', { name: 'Browse Events' }).click();
      await page.waitForURL(srv.url + '/');
      expect(errors).toEqual([]);
      await context.close();
    });

    it("shows the server's field message and the failure toast when the server refuses", async () => {
      const { page, context } = await openPage(browser);
      await page.goto(srv.url + '/submit-organization');
      await page.getByLabel('Organization Name *').fill('Phone Trouble Org');
      await page.getByLabel('Contact Phone').fill('12');
      await page.getByLabel('City *').fill('Austin');
      await page.getByLabel('State *').selectOption('TX');
      await page.getByRole('button', { name: 'Submit Organization' }).click();
      await waitForToast(page, 'Submission failed', 'There was an error submitting your organization. Please try again.');
      await page.getByText('Please enter a valid US phone number').waitFor();
      await page.route('**/api/organizations', (r) => r.fulfill({ status: 500, body: '' }));
      await page.getByLabel('Contact Phone').fill('');
      await page.getByRole('button', { name: 'Submit Organization' }).click();
      await waitForToast(page, 'Submission failed', 'There was an error submitting your organization. Please try again.');
      await page.getByRole('heading', { name: 'Submit Your Organization' }).waitFor();
      await context.close();
    });
  });

  it('contact: sends the message after a one-second pause and stores it; FAQ shows the response times', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/contact');
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(await page.getByLabel(label, { exact: true }).getAttribute('required')).not.toBeNull();
    await page.getByText('General inquiries: within 24 hours').waitFor();
    await page.getByText('Technical support: within 4 hours').waitFor();
    await page.getByText('Promotion inquiries: same day').waitFor();
    await page.getByText(/events go live immediately/).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Priya Sharma');
    await page.getByLabel('Email', { exact: true }).fill('priya@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Listing our temple events');
    await page.getByLabel('Message', { exact: true }).fill('How do we list our events?');
    const keys: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/contact') && keys.push(r.headers()['idempotency-key'] ?? ''));
    const started = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending…' }).waitFor();
    await waitForToast(page, 'Message Sent!');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    const rows = await fx.query<{ name: string; subject: string }>(`SELECT name, subject FROM contact_messages`);
    expect(rows).toEqual([{ name: 'Priya Sharma', subject: 'Listing our temple events' }]);
    // The submission carried an Idempotency-Key, which the API recorded with its answer.
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{32,36}$/)]);
    const recorded = await fx.query<{ statusCode: number }>(`SELECT "statusCode" FROM idempotency_keys WHERE key = $1`, [keys[0]]);
    expect(recorded).toEqual([{ statusCode: 201 }]);
    await context.close();
  });

  it('promotion: pricing and reach', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(srv.url + '/promotion');
    await page.getByRole('heading', { name: 'Promote Your Event' }).waitFor();
    const text = await page.locator('main').innerText();
    for (const s of ['$29', 'per event', 'Listing an event is always free', 'Unlimited events per month', '125K+', '3x', '5x', '2x'])
      expect(text).toContain(s);
    await context.close();
  });

  it('404 for any other path, with the footer', async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto(srv.url + '/no/such/page');
    expect(res!.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('Your source for NRI community events').waitFor();
    await page.getByText(/© 2025/).waitFor();
    await context.close();
  });

  describe('accessibility (axe): no serious or critical violations', () => {
    const scan = async (page: Page) => {
      const result = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    const pages: Array<[string, string, (p: Page) => Promise<void>]> = [
      ['home', '/', (p) => p.getByRole('heading', { name: /All Events \(\d+\)/ }).waitFor()],
      ['home, saved view', '/?view=saved', (p) => p.getByRole('heading', { name: 'Saved Events (0)' }).waitFor()],
      ['home, empty search', '/?q=zzznothing', (p) => p.getByText('No events matching “zzznothing”', { exact: true }).waitFor()],
      ['event detail', '/event/{id}', (p) => p.getByRole('heading', { level: 1, name: 'Navaratri Garba Night' }).waitFor()],
      [
        'event not found',
        '/event/00000000-0000-4000-8000-000000000000',
        (p) => p.getByRole('heading', { name: 'Event not found' }).waitFor(),
      ],
      ['submit organization', '/submit-organization', (p) => p.getByRole('heading', { name: 'Submit Your Organization' }).waitFor()],
      ['promotion', '/promotion', (p) => p.getByRole('heading', { name: 'Promote Your Event' }).waitFor()],
      ['contact', '/contact', (p) => p.getByRole('heading', { name: 'Contact Us' }).waitFor()],
      ['404', '/missing-page', (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor()],
    ];
    it.each(pages)('%s', async (_name, path, ready) => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 740 },
      ]) {
        const { page, context } = await openPage(browser, { viewport });
        await page.goto(srv.url + path.replace('{id}', eventId));
        await ready(page);
        expect([viewport.width, await scan(page)]).toEqual([viewport.width, []]);
        await context.close();
      }
    });

    it('form errors are announced and tied to their fields', async () => {
      const { page, context } = await openPage(browser);
      await page.goto(srv.url + '/submit-organization');
      await page.getByRole('button', { name: 'Submit Organization' }).click();
      await page.getByText('Organization name is required').waitFor();
      expect(await page.getByLabel('Organization Name *').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Organization Name *').getAttribute('aria-describedby')).toBe('name-error');
      expect(await scan(page)).toEqual([]);
      await context.close();
    });
  });
});
