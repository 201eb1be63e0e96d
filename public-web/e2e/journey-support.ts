/** Helpers of the cross-feature journeys (journey-*.e2e.ts) and the follow tests: mail, the digest's clock, days in words. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { photoJpeg, type ReceivedMail, type ServerProcess, type TestSmtpServer } from '@sangam/backend/testing';

/** Waits for the first mail to `email` whose subject matches (the local SMTP server keeps what it receives). */
export async function mailTo(smtp: TestSmtpServer, email: string, subject: RegExp): Promise<ReceivedMail> {
  const until = Date.now() + 20000;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(email) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail "${subject}" for ${email}; got ${smtp.received.map((m) => m.subject).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link to `path` (with its token) in a mail's text. */
export function mailLink(mail: ReceivedMail, path: string): string {
  const m = new RegExp(`(http\\S+${path}\\?token=[A-Za-z0-9._-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in ${mail.text}`);
  return m[1];
}

/**
 * The digest job's injected clock: the first Thursday 14:00 UTC (the schedule's tick) after now, so at most a week
 * ahead (POST /api/admin/follows/run?at= takes a week either way); its weekend's Friday and Saturday.
 */
export function nextDigestRun(now = new Date()): { at: string; friday: string; saturday: string; sunday: string } {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 14));
  at.setUTCDate(at.getUTCDate() + ((4 - at.getUTCDay() + 7) % 7));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 7);
  const day = (n: number) => new Date(at.getTime() + n * 86_400_000).toISOString().slice(0, 10);
  return { at: at.toISOString(), friday: day(1), saturday: day(2), sunday: day(3) };
}

/** Runs the follow jobs as an admin at the injected instant; answers how many digests and notices were written. */
export async function runFollowJobs(srv: ServerProcess, adminToken: string, at: string): Promise<{ digests: number; notices: number }> {
  const res = await fetch(`${srv.url}/api/admin/follows/run?at=${encodeURIComponent(at)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  if (res.status !== 200) throw new Error(`follows/run: ${res.status} ${await res.text()}`);
  return (await res.json()) as { digests: number; notices: number };
}

/** A day in words, written with Intl (not the app's own formatter): 'Sat, Dec 19', with the year 'Sat, Dec 19, 2026'. */
export function dayWords(day: string, year = false): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** 'Saturday, December 19' (with the year: ', 2026'). */
export function longDayWords(day: string, year = false): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** iCalendar's and Google Calendar's local stamp: '20261219T190000'. */
export function compactStamp(day: string, hhmm: string): string {
  return `${day.replace(/-/g, '')}T${hhmm}00`;
}

/** A portrait photo flyer (2000 × 2500, photo-like noise) with its title at the very top and its time at the very bottom. */
export async function portraitFlyer(title: string, line: string): Promise<Buffer> {
  // Each line as large as fits about 1840 of the 2000 pixels (bold capitals ≈ 0.8 em wide), so any crop cuts it.
  const text = (y: number, size: number, words: string) =>
    `<text x="1000" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.min(size, Math.floor(1840 / (words.length * 0.8)))}" fill="#fff" stroke="#000" stroke-width="6" text-anchor="middle">${words}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2500">${text(190, 170, title)}${text(2420, 150, line)}</svg>`;
  return sharp(await photoJpeg(2000, 2500))
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** What the browser drew for an <img> once loaded: its box, fit, and the first ancestor that hides overflow and cuts it. */
export function drawnImage(page: import('playwright-core').Page, selector: string) {
  return page.locator(selector).evaluate(
    (img: HTMLImageElement) =>
      new Promise<{
        naturalWidth: number;
        naturalHeight: number;
        width: number;
        height: number;
        objectFit: string;
        clippedBy: string | null;
      }>((resolve) => {
        const answer = () => {
          const r = img.getBoundingClientRect();
          let clippedBy: string | null = null;
          for (let el = img.parentElement; el && !clippedBy; el = el.parentElement) {
            if (getComputedStyle(el).overflow === 'visible') continue;
            const p = el.getBoundingClientRect();
            if (r.left < p.left - 0.5 || r.right > p.right + 0.5 || r.top < p.top - 0.5 || r.bottom > p.bottom + 0.5)
              clippedBy = el.className;
          }
          resolve({
            naturalWidth: img.naturalWidth,
            naturalHeight: img.naturalHeight,
            width: r.width,
            height: r.height,
            objectFit: getComputedStyle(img).objectFit,
            clippedBy,
          });
        };
        if (img.complete && img.naturalWidth) answer();
        else img.addEventListener('load', answer, { once: true });
      }),
  );
}

/** Whether the whole picture is drawn: its box has its shape (fill) or it is fitted inside the box (contain), uncut. */
export function shownWhole(img: Awaited<ReturnType<typeof drawnImage>>, ratio: number): boolean {
  const natural = img.naturalWidth / img.naturalHeight;
  const boxRatio = img.width / img.height;
  const fits = img.objectFit === 'contain' || img.objectFit === 'scale-down' || Math.abs(boxRatio - ratio) < 0.01;
  return Math.abs(natural - ratio) < 0.01 && fits && img.clippedBy === null;
}

/** A screenshot of the viewport into $SCREENSHOT_DIR when it is set (to look at a journey's screens), else nothing. */
export async function shot(page: import('playwright-core').Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}
