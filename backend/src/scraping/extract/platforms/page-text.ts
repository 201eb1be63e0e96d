import type { CheerioAPI } from 'cheerio';
import { chrono } from '../../../common/lazy';
import { cleanLine } from '../html-text';
import type { Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent } from './embedded-json';

/** Bounds of the plain-text reader: the blocks looked at, their length, the events kept. */
export const PAGE_TEXT_LIMITS = { maxBlocks: 1500, maxBlockChars: 300, maxEvents: 200 };

const BLOCKS = 'li, tr, p, h2, h3, h4, h5, dt, dd';
const SEPARATORS = /^[\s\-–—:|,•·@]+|[\s\-–—:|,•·@(]+$/g;
const pad = (n: number) => String(n).padStart(2, '0');

/** The year a page is about ("2026 Events", "Calendar 2026–27"), when its title or headings name this year or next. */
function pageYear($: CheerioAPI, now: Date): number | null {
  const text = [$('title').text(), $('h1, h2').text()].join(' ').slice(0, 5000);
  const years = [...text.matchAll(/\b(20\d{2})\b/g)].map((m) => +m[1]).filter((y) => y === now.getUTCFullYear() + 1);
  return years.length ? years[0] : null;
}

/**
 * A page with no structured data that lists dated items in its text ("Sat, Nov 8 – Kartik Purnima
 * Satyanarayan Puja, 6 PM"): each list item, table row, paragraph or heading with a day and month
 * (chrono-node, forward from the run's date or from January of the year the page names) is an event;
 * the rest of the line is its title. Times are the page's wall-clock times (the organization's zone).
 * Events read this way carry their excerpt: they are never published without an admin.
 */
export function extractPageTextEvents($: CheerioAPI, now: Date): Extraction {
  const year = pageYear($, now);
  const ref = year ? new Date(Date.UTC(year, 0, 1, 12)) : now;
  const events: ScrapedEvent[] = [];
  let looked = 0;
  $(BLOCKS).each((_, el) => {
    if (looked++ >= PAGE_TEXT_LIMITS.maxBlocks || events.length >= PAGE_TEXT_LIMITS.maxEvents) return false;
    const node = $(el);
    if (node.find(BLOCKS).length) return; // a container: its own blocks are read
    // A table row's cells are read as one line, one cell after another.
    const cells = el.tagName === 'tr' ? node.children('td, th').toArray() : [];
    const line = cleanLine(cells.length ? cells.map((c) => $(c).text()).join(' – ') : node.text());
    if (line.length < 8 || line.length > PAGE_TEXT_LIMITS.maxBlockChars) return;
    const found = chrono()
      .parse(line, ref, { forwardDate: true })
      .find((r) => r.start.isCertain('day') && r.start.isCertain('month'));
    if (!found) return;
    const s = found.start;
    const date = `${s.get('year')}-${pad(s.get('month')!)}-${pad(s.get('day')!)}`;
    const time = s.isCertain('hour') ? `${pad(s.get('hour')!)}:${pad(s.get('minute') ?? 0)}` : null;
    // The title is the line without the date; a time written elsewhere in the line is read from the rest.
    let rest = (line.slice(0, found.index) + ' – ' + line.slice(found.index + found.text.length)).replace(/\s+/g, ' ');
    let startTime = time;
    let endTime: string | null = found.end?.isCertain('hour')
      ? `${pad(found.end.get('hour')!)}:${pad(found.end.get('minute') ?? 0)}`
      : null;
    if (!startTime) {
      const t = chrono()
        .parse(rest, ref)
        .find((r) => r.start.isCertain('hour') && !r.start.isCertain('day'));
      if (t) {
        startTime = `${pad(t.start.get('hour')!)}:${pad(t.start.get('minute') ?? 0)}`;
        if (t.end?.isCertain('hour')) endTime = `${pad(t.end.get('hour')!)}:${pad(t.end.get('minute') ?? 0)}`;
        rest = rest.slice(0, t.index) + ' – ' + rest.slice(t.index + t.text.length);
      }
    }
    const title = rest
      .split(/\s+[–—|]\s+/)
      .map((p) => p.replace(SEPARATORS, '').trim())
      .filter((p) => /\p{L}{3,}/u.test(p))
      .join(' – ');
    if (!title) return;
    const ev = blankEvent('page-text', title.slice(0, 200), { kind: 'local', date, time: startTime });
    if (startTime && endTime && endTime > startTime) ev.end = { kind: 'local', date, time: endTime };
    ev.excerpt = line;
    events.push(ev);
  });
  return { events, structured: false };
}
