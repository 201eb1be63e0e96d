import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: FLAGS, headless: true, timeout: 30000 });
}

export interface PageWithErrors {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far. */
  errors: string[];
}

/** A fresh browser context (own local storage) and page that records script errors. */
export async function openPage(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    acceptDownloads?: boolean;
    deviceScaleFactor?: number;
    /** The visitor's time zone (IANA), else the machine's. */
    timezoneId?: string;
    /** false: the page as the server sent it, without the app (the first paint). */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<PageWithErrors> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    acceptDownloads: opts.acceptDownloads ?? true,
    timezoneId: opts.timezoneId,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  });
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

/** Resolves once the browser has painted what the page holds now (two animation frames): no guessed delay. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** The page has finished loading what it asks for (no request for 500 ms, Playwright's network idle), then painted it. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await painted(page);
}
