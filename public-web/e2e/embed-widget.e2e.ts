import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Request } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, startServerProcess } from '@sangam/backend/testing';
import { daysFromToday, Fixtures } from './visitor-fixtures';

/**
 * The one-line widget on a temple's website: a host page on another origin, under a strict policy
 * (scripts only from Sangam's origin, no inline script or style), shows the organization's events.
 */
describe('embeddable widget on a host page', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  let host: http.Server;
  let hostUrl: string;
  const ids: Record<string, string> = {};
  let orgId: string;

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    const org = await fx.org({ name: 'Sri Venkateswara Temple' });
    const other = await fx.org({ name: 'Another Sabha' });
    orgId = org.id;
    ids.ugadi = await fx.event({
      title: 'Ugadi Utsavam',
      date: daysFromToday(5),
      organizationId: org.id,
      city: 'Irving',
      category: 'Religious Festivals',
    });
    ids.kalyanam = await fx.event({ title: 'Srinivasa Kalyanam', date: daysFromToday(9), organizationId: org.id, city: 'Irving' });
    ids.pending = await fx.event({ title: 'Pending Puja', date: daysFromToday(6), organizationId: org.id, isApproved: false });
    ids.other = await fx.event({ title: 'Other Sabha Picnic', date: daysFromToday(6), organizationId: other.id });
    // A weekly series: three dates, one place in the widget (its next date).
    const [series] = await fx.query<{ id: string }>(
      `INSERT INTO event_series ("organizationId", frequency, "firstDate", until, recurrence)
       VALUES ($1, 'weekly', $2, $3, 'Every week') RETURNING id`,
      [org.id, daysFromToday(3), daysFromToday(17)],
    );
    const bhajans = [];
    for (const n of [3, 10, 17]) bhajans.push(await fx.event({ title: 'Sunday Bhajans', date: daysFromToday(n), organizationId: org.id }));
    ids.bhajans = bhajans[0];
    await fx.query(`UPDATE events SET "seriesId" = $1 WHERE id = ANY($2::uuid[])`, [series.id, bhajans]);

    // The same server spelled two ways: PUBLIC_URL (localhost) and 127.0.0.1.
    const loopback = `http://127.0.0.1:${srv.port}`;
    const policy = [
      "default-src 'none'",
      `script-src ${srv.url} ${loopback}`,
      `connect-src ${srv.url} ${loopback}`,
      `frame-src ${srv.url}`,
      "style-src 'self'",
      "base-uri 'none'",
    ].join('; ');
    // /?from=127.0.0.1 loads the script from there; /?metro=… adds a data-metro.
    const page = (u: URL) => {
      const from = u.searchParams.get('from') === '127.0.0.1' ? loopback : srv.url;
      const metro = u.searchParams.get('metro');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temple</title><link rel="stylesheet" href="/host.css"></head>
<body><h1>Sri Venkateswara Temple</h1><main>
<script src="${from}/embed.js" data-organization="${org.id}"${metro ? ` data-metro="${metro}"` : ''} async></script>
<iframe src="${srv.url}/embed/events?organization=${org.id}${metro ? `&metro=${metro}` : ''}" title="Temple events"></iframe>
</main></body></html>`;
    };
    host = http.createServer((req, res) => {
      if (req.url === '/host.css') {
        res
          .writeHead(200, { 'Content-Type': 'text/css' })
          .end('body{font-family:Georgia,serif;font-size:18px}iframe{width:100%;height:320px;border:0}');
        return;
      }
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': policy,
        'Set-Cookie': 'hostSession=host-secret; Path=/',
      });
      res.end(page(new URL(req.url ?? '/', 'http://host')));
    });
    await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
    hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    await fx?.close();
    await srv?.stop();
    await new Promise((r) => host?.close(r));
  });

  it("renders the organization's events under the host's strict policy, with the host's font, without cookies", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { context, page, errors } = await openPage(browser, { viewport });
      // A cookie of Sangam's own origin must not travel with the widget's requests.
      await context.addCookies([{ name: 'sangamSession', value: 'sangam-secret', url: srv.url }]);
      // Counts reads of document.cookie on the host page (the widget makes none).
      await context.addInitScript(() => {
        const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
        (window as unknown as { __cookieReads: number }).__cookieReads = 0;
        Object.defineProperty(Document.prototype, 'cookie', {
          configurable: true,
          get() {
            (window as unknown as { __cookieReads: number }).__cookieReads++;
            return desc.get!.call(this);
          },
          set(v) {
            desc.set!.call(this, v);
          },
        });
      });
      const apiRequests: Request[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/')) apiRequests.push(r);
      });
      await page.goto(hostUrl);

      const widget = page.locator('sangam-events');
      await widget.getByRole('link', { name: 'Ugadi Utsavam' }).waitFor();
      expect(await widget.getAttribute('organization')).toBe(orgId);
      await expect(widget.getByRole('heading', { name: 'Sri Venkateswara Temple' }).count()).resolves.toBe(1);
      const items = widget.getByRole('list').getByRole('listitem');
      expect(await items.allInnerTexts()).toEqual([
        expect.stringContaining('Sunday Bhajans'),
        expect.stringContaining('Ugadi Utsavam'),
        expect.stringContaining('Srinivasa Kalyanam'),
      ]);
      expect(await widget.getByRole('link', { name: 'Ugadi Utsavam' }).getAttribute('href')).toBe(`${srv.url}/event/${ids.ugadi}`);
      expect(await widget.getByRole('link', { name: 'More events on Sangam' }).getAttribute('href')).toBe(
        `${srv.url}/organizations/${orgId}`,
      );
      // The host's font, inherited through the shadow root.
      const font = await widget.getByRole('link', { name: 'Ugadi Utsavam' }).evaluate((a) => getComputedStyle(a).fontFamily);
      expect(font).toBe('Georgia, serif');
      // The category colour came through the CSSOM, which the host's style-src allows.
      const border = await items.nth(1).evaluate((li) => getComputedStyle(li).borderLeftColor);
      expect(border).toBe('rgb(154, 52, 18)');

      // No cookie of either origin went to Sangam, and the widget never read the host's.
      expect(apiRequests.length).toBeGreaterThan(0);
      for (const r of apiRequests) expect((await r.allHeaders()).cookie).toBeUndefined();
      expect(await page.evaluate(() => (window as unknown as { __cookieReads: number }).__cookieReads)).toBe(0);

      // The iframe fallback, under its own policy, lists the same events.
      const frame = page.frameLocator('iframe[title="Temple events"]');
      await frame.getByRole('link', { name: 'Srinivasa Kalyanam' }).waitFor();
      expect(await frame.getByRole('listitem').count()).toBe(3);

      await page.screenshot({ path: `/tmp/embed-widget-${viewport.width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('links to the event page whether the script came from localhost (PUBLIC_URL) or 127.0.0.1', async () => {
    for (const origin of [srv.url, `http://127.0.0.1:${srv.port}`]) {
      const { context, page, errors } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
      await page.goto(`${hostUrl}?from=${new URL(origin).hostname}`);
      const link = page.locator('sangam-events').getByRole('link', { name: 'Ugadi Utsavam' });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`${origin}/event/${ids.ugadi}`);
      const [eventPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await eventPage.getByRole('heading', { level: 1, name: 'Ugadi Utsavam' }).waitFor();
      expect(eventPage.url()).toBe(`${origin}/event/${ids.ugadi}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('with a wrong data-metro: a short note in the console for the site owner, the default listing for visitors', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`${hostUrl}?metro=dalas`);
    const widget = page.locator('sangam-events');
    await widget.getByRole('link', { name: 'Ugadi Utsavam' }).waitFor();
    await widget.getByRole('heading', { name: 'Sri Venkateswara Temple' }).waitFor();
    expect(await widget.innerText()).not.toContain('dallas-fort-worth');
    expect(warnings).toEqual([`Sangam widget: metro "dalas" is not known, so it is left out; the known ones: ${srv.url}/api/metros`]);
    const frame = page.frameLocator('iframe[title="Temple events"]');
    await frame.getByRole('link', { name: 'Ugadi Utsavam' }).waitFor();
    expect(await frame.locator('body').innerText()).not.toContain('dallas-fort-worth');
    expect(errors).toEqual([]);
    await context.close();
  });
});
