import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { ADMIN_AUDIENCE, ORGANIZER_AUDIENCE, TOKEN_ISSUER } from '../../src/auth/principal';
import { launchBrowser, openPage, settled } from '../support/browser';
import { daysFromToday } from '../support/factories';
import { ServerProcess, startServerProcess } from '../support/server-process';
import { TEST_JWT_SECRET } from '../support/test-constants';

/**
 * Stored XSS: organization and event text fields hold script, event-handler, javascript: URL and
 * SVG payloads (written straight into the database, as a scraper or an old row could), and every
 * public and admin page that shows them is opened in Chromium: no dialog, no payload-created
 * element, no javascript:/data: link or image. (Needs fresh builds: see README.)
 */
const MARK = 'XSSMARK';
const HTML_PAYLOAD =
  `${MARK} <img src=x id=xss-img onerror="window.__xss='img';alert('img')"><script id=xss-script>window.__xss='script';alert('script')</script>` +
  `<svg id=xss-svg onload="window.__xss='svg';alert('svg')"><script>alert('svg-script')</script></svg>` +
  `<a id=xss-link href="javascript:window.__xss='link';alert('link')">click</a><iframe id=xss-frame src="javascript:alert('frame')"></iframe>`;
const SHORT = `${MARK} <img src=x id=xss-img onerror=alert(1)><svg/onload=alert(2)>`; // for length-limited columns
const JS_URL = "javascript:window.__xss='url';alert('url')";
const DATA_URL = 'data:text/html,<script>alert(1)</script>';

function sign(sub: string, aud: string): string {
  const b = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = `${b({ alg: 'HS256', typ: 'JWT' })}.${b({ sub, aud, iss: TOKEN_ISSUER, iat: now - 5, exp: now + 3600, name: 'xss' })}`;
  return `${head}.${createHmac('sha256', TEST_JWT_SECRET).update(head).digest('base64url')}`;
}

describe('stored XSS in Chromium (public site and admin console)', () => {
  let srv: ServerProcess;
  let browser: Browser;
  const ids: Record<string, string> = {};
  let orgToken = '';
  let adminTok = '';

  beforeAll(async () => {
    srv = await startServerProcess();
    browser = await launchBrowser();
    const c = new Client({ connectionString: srv.databaseUrl });
    await c.connect();
    try {
      const org = await c.query(
        `INSERT INTO organizations (name, description, website, "eventsPageUrl", "contactEmail", "contactPhone", city, state, "isApproved", "isRegistered", "passwordHash")
         VALUES ($1, $2, $3, $4, 'xss@example.org', '(214) 555-0100', $5, 'TX', true, true, '$argon2id$v=19$m=19456,t=2,p=1$placeholder$placeholder') RETURNING id`,
        [SHORT.slice(0, 200), HTML_PAYLOAD, JS_URL, DATA_URL, 'Dallas'],
      );
      ids.org = org.rows[0].id;
      const pendingOrg = await c.query(
        `INSERT INTO organizations (name, description, website, "contactEmail", city, state, "isApproved") VALUES ($1, $2, $3, 'pending-xss@example.org', 'Dallas', 'TX', false) RETURNING id`,
        [`Pending ${SHORT}`.slice(0, 200), HTML_PAYLOAD, JS_URL],
      );
      ids.pendingOrg = pendingOrg.rows[0].id;
      const ev = (approved: boolean) =>
        c.query(
          `INSERT INTO events (title, description, "organizationId", category, date, "startTime", "endTime", venue, city, state, "priceText", "isFree", "ticketUrl", "imageUrl", "isApproved")
           VALUES ($1, $2, $3, 'Cultural Events', $4, '6:00 PM', '9:00 PM', $5, 'Dallas', 'TX', $6, false, $7, $8, $9) RETURNING id`,
          [SHORT, HTML_PAYLOAD, ids.org, daysFromToday(10), SHORT, SHORT.slice(0, 100), JS_URL, DATA_URL, approved],
        );
      ids.event = (await ev(true)).rows[0].id;
      ids.pendingEvent = (await ev(false)).rows[0].id;
      const admin = await c.query(`SELECT id FROM admin_users LIMIT 1`);
      adminTok = sign(admin.rows[0].id, ADMIN_AUDIENCE);
      orgToken = sign(ids.org, ORGANIZER_AUDIENCE);
    } finally {
      await c.end();
    }
  }, 90000);
  afterAll(async () => {
    await browser?.close();
    await srv?.stop();
  });

  async function visit(path: string, storage: Record<string, string> = {}, mustShowMark = false) {
    const { context, page } = await openPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await context.addInitScript((s) => {
      for (const [k, v] of Object.entries(s)) window.localStorage.setItem(k, v);
    }, storage);
    await page.goto(`${srv.url}${path}`, { waitUntil: 'networkidle' });
    // On a busy machine "network idle" can come while the app's script is still starting: wait for the payload's text.
    if (mustShowMark)
      await page.waitForFunction((m) => document.body.innerText.includes(m), MARK, { timeout: 15000 }).catch(() => undefined);
    await settled(page);
    const found = await page.evaluate(() => ({
      flag: (window as unknown as { __xss?: string }).__xss ?? null,
      injected: document.querySelectorAll(
        '#xss-img, #xss-script, #xss-svg, #xss-link, #xss-frame, img[onerror], svg[onload], iframe[src^="javascript" i]',
      ).length,
      badLinks: [...document.querySelectorAll('a[href], area[href], iframe[src], img[src], form[action]')]
        .map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? e.getAttribute('action') ?? '')
        .filter((u) => /^\s*(javascript|data|vbscript):/i.test(u)),
      text:
        document.body.innerText +
        ' ' +
        [...document.querySelectorAll('input, textarea')].map((e) => (e as HTMLInputElement).value).join(' '),
    }));
    await context.close();
    expect({ path, dialogs, flag: found.flag, injected: found.injected, badLinks: found.badLinks }).toEqual({
      path,
      dialogs: [],
      flag: null,
      injected: 0,
      badLinks: [],
    });
    if (mustShowMark) expect(found.text).toContain(MARK); // the payload really was rendered (as text)
  }

  it('public pages: home, event detail, organizer dashboard and edit form', async () => {
    await visit('/');
    await visit(`/event/${ids.event}`, {}, true);
    // A pending event is shown to its organization (its edit form) and in the admin's queue, not to the public (a 404).
    await visit(`/edit-event/${ids.pendingEvent}`, { orgToken }, true);
    await visit('/org/dashboard', { orgToken });
    await visit(`/edit-event/${ids.event}`, { orgToken });
  }, 120000);

  it('admin console: lists, edit forms and approval queues', async () => {
    const s = { adminToken: adminTok };
    await visit('/admin/', s);
    await visit('/admin/events', s, true);
    await visit(`/admin/events/${ids.event}`, s);
    await visit('/admin/organizations', s, true);
    await visit(`/admin/organizations/${ids.org}`, s);
    await visit('/admin/approvals', s);
    await visit('/admin/event-approvals', s, true); // the pending event's title and description
  }, 120000);
});
