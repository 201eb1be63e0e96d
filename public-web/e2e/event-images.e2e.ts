import type { Browser, Page } from 'playwright-core';
import { ServerProcess, launchBrowser, openPage, photoJpeg, startServerProcess, adminLogin } from '@sangam/backend/testing';
import { daysFromToday, Fixtures } from './visitor-fixtures';

/** Sums the layout shifts not caused by input (the CLS of a page that lives this long), from the page's first moment. */
const RECORD_LAYOUT_SHIFTS = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });`;

/** The bytes of every uploaded-image response the page receives, by path (known once its body has arrived). */
function imageBytes(page: Page): Map<string, Promise<number>> {
  const bytes = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/api/images/'))
      bytes.set(
        path,
        res.body().then((b) => b.length),
      );
  });
  return bytes;
}

/** Waits until the <img> has loaded (or failed), then answers what the browser drew. */
function loaded(page: Page, selector: string) {
  return page.locator(selector).evaluate(
    (img: HTMLImageElement) =>
      new Promise<{
        currentSrc: string;
        naturalWidth: number;
        naturalHeight: number;
        box: { x: number; y: number; width: number; height: number };
        objectFit: string;
        loading: string;
        fetchPriority: string | null;
        clippedBy: string | null;
      }>((resolve) => {
        const answer = () => {
          const r = img.getBoundingClientRect();
          // An ancestor that hides overflow and does not contain the whole picture would cut it.
          let clippedBy: string | null = null;
          for (let el = img.parentElement; el && !clippedBy; el = el.parentElement) {
            if (getComputedStyle(el).overflow === 'visible') continue;
            const p = el.getBoundingClientRect();
            if (r.left < p.left - 0.5 || r.right > p.right + 0.5 || r.top < p.top - 0.5 || r.bottom > p.bottom + 0.5)
              clippedBy = el.className;
          }
          resolve({
            currentSrc: img.currentSrc,
            naturalWidth: img.naturalWidth,
            naturalHeight: img.naturalHeight,
            box: { x: r.x, y: r.y, width: r.width, height: r.height },
            objectFit: getComputedStyle(img).objectFit,
            loading: img.loading,
            fetchPriority: img.getAttribute('fetchpriority'),
            clippedBy,
          });
        };
        if (img.complete) answer();
        else img.addEventListener('load', answer, { once: true });
      }),
  );
}

/** Two animation frames: whatever the last load changed has been laid out and its shifts reported. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => r((window as unknown as { __cls: number }).__cls))),
      ),
  );

/**
 * Flyers as people made them, on a phone (390 × 844, device pixel ratio 2): a portrait photo flyer (2000 × 2500,
 * photo-like noise) shown whole on the event page and on its card, in the rendition that fits (bytes counted as
 * the browser received them), in space reserved before it loads (layout shift ≤ 0.05).
 */
describe('event images on a phone', () => {
  let srv: ServerProcess;
  let browser: Browser;
  let fx: Fixtures;
  const ids: Record<string, string> = {};

  async function upload(file: Buffer): Promise<string> {
    const token = await adminLogin(srv.url);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'flyer.jpg');
    const res = await fetch(`${srv.url}/api/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { url: string }).url;
  }

  beforeAll(async () => {
    [srv, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
    fx = await Fixtures.connect(srv.databaseUrl);
    const [portrait, landscape] = await Promise.all([photoJpeg(2000, 2500), photoJpeg(2500, 1600)]);
    const org = await fx.org({ name: 'Edison Telugu Sangam' });
    const common = { category: 'Cultural Events', city: 'Edison', state: 'NJ', venue: 'Papermill Playhouse', organizationId: org.id };
    ids.portrait = await fx.event({ ...common, title: 'Sankranti Sambaralu', date: daysFromToday(3), imageUrl: await upload(portrait) });
    ids.landscape = await fx.event({
      ...common,
      title: 'Ugadi Kavi Sammelanam',
      date: daysFromToday(4),
      imageUrl: await upload(landscape),
    });
  });
  afterAll(async () => {
    await fx?.close();
    await browser?.close();
    await srv?.stop();
  });

  // A 3× phone takes the 2× phone's rendition (sizes says two thirds above 2.5 dppx), else it would fetch ~300 KB.
  it.each([2, 3])('the event page at DPR %i shows the portrait flyer whole, first, in ≤ 200 KB, without shifting the page', async (dpr) => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr });
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    const bytes = imageBytes(page);
    await page.goto(`${srv.url}/event/${ids.portrait}`);
    await page.getByRole('heading', { level: 1, name: 'Sankranti Sambaralu' }).waitFor();
    const img = await loaded(page, 'img.detail-image');
    expect(img.naturalWidth).toBeGreaterThan(0);
    // Whole: the box has the picture's shape (4:5), the picture fills it, nothing around it cuts it, and it fits the screen.
    expect(img.box.width / img.box.height).toBeCloseTo(2000 / 2500, 2);
    expect(img.naturalWidth / img.naturalHeight).toBeCloseTo(2000 / 2500, 2);
    expect(img.objectFit).not.toBe('cover');
    expect(img.clippedBy).toBeNull();
    expect(img.box.x).toBeGreaterThanOrEqual(0);
    expect(img.box.x + img.box.width).toBeLessThanOrEqual(390);
    expect(img.box.width).toBeGreaterThan(300); // as wide as the column, not a thumbnail
    // The page's largest paint is asked for first and not lazily.
    expect(img.fetchPriority).toBe('high');
    expect(img.loading).not.toBe('lazy');
    // The 960 px rendition covers 358 CSS px at DPR 2 (and at 3, by sizes); what came over the wire for the flyer:
    expect(new URL(img.currentSrc).pathname).toMatch(/\/960\.webp$/);
    const path = new URL(img.currentSrc).pathname;
    // The server's HTML preloads the same renditions with the same sizes, so the picture starts with the scripts.
    const html = await (await fetch(`${srv.url}/event/${ids.portrait}`)).text();
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" as="image" imagesrcset="[^"]*${path.replace(/\//g, '\\/')} 960w[^"]*" imagesizes="[^"]+" fetchpriority="high" />`,
      ),
    );
    // Only this rendition of the flyer was fetched (not also the src fallback or another width).
    expect([...bytes.keys()].filter((p) => p.startsWith(path.replace(/\/[^/]+$/, '/')))).toEqual([path]);
    const flyer = await bytes.get(path)!;
    expect(flyer).toBeGreaterThan(50_000); // a real photo, not a placeholder
    expect(flyer).toBeLessThanOrEqual(200_000);
    await page.evaluate(() => document.fonts.ready);
    expect(await settled(page)).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cards show each flyer whole in ≤ 100 KB, loaded lazily', async () => {
    const { page, errors, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    const bytes = imageBytes(page);
    await page.goto(`${srv.url}/`);
    // The server's pre-rendered cards are replaced by the app's: look at the app's.
    await page.locator('[data-first-paint]').waitFor({ state: 'detached' });
    for (const [title, ratio, width] of [
      ['Sankranti Sambaralu', 2000 / 2500, 320],
      ['Ugadi Kavi Sammelanam', 2500 / 1600, 640],
    ] as const) {
      await page.locator('article.event-card').filter({ hasText: title }).scrollIntoViewIfNeeded();
      const img = await loaded(page, `article.event-card:has-text("${title}") img.event-card-image`);
      expect(img.loading).toBe('lazy');
      // Fitted whole into the 160 px box: contain scales the picture to fit, so none of it is cut.
      expect(img.objectFit).toBe('contain');
      expect(img.naturalWidth / img.naturalHeight).toBeCloseTo(ratio, 2);
      expect(img.clippedBy).toBeNull();
      const path = new URL(img.currentSrc).pathname;
      expect(path).toMatch(new RegExp(`/${width}\\.webp$`));
      const card = await bytes.get(path)!;
      expect(card).toBeGreaterThan(5_000);
      expect(card).toBeLessThanOrEqual(100_000);
    }
    expect(await settled(page)).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
    await context.close();
  });
});
