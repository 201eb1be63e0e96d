import type { CheerioAPI } from 'cheerio';
import type { ParsedComponents } from 'chrono-node';
import { chrono } from '../../../common/lazy';
import { pad, WEEKDAYS } from '../dates';
import { cleanLine } from '../html-text';
import type { Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent } from './embedded-json';

/** Bounds of the plain-text reader: the blocks looked at, their length, the events kept. */
const PAGE_TEXT_LIMITS = { maxBlocks: 1500, maxBlockChars: 300, maxEvents: 200 };

const BLOCKS = 'li, tr, p, h2, h3, h4, h5, dt, dd';
const SEPARATORS = /^[\s\-–—:|,•·@]+|[\s\-–—:|,•·@(]+$/g;
/** The HH:MM a date chrono read states. */
const clockOf = (c: ParsedComponents) => `${pad(c.get('hour')!)}:${pad(c.get('minute') ?? 0)}`;

/** A weekday written out or shortened: 'Friday', 'Fri', 'Fri.', 'Thurs'. */
const WEEKDAY = /\b(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|rsday|urday|sday)?\b\.?/i;
/** A weekday standing alone in a title, in brackets or not: '(Monday)', '– Monday', 'Mon.'. */
const WEEKDAY_ALONE = new RegExp(`^\\(?\\s*${WEEKDAY.source}\\s*\\)?$`, 'i');
/** A weekday right after a date ("August 21 (Friday)", "Aug 21, Fri") or right before it ("Friday, August 21"). */
const WEEKDAY_AFTER = new RegExp(`^\\s*[,–-]?\\s*\\(?\\s*${WEEKDAY.source}\\s*(?:\\)|$|[,;|–—-])`, 'i');
const WEEKDAY_BEFORE = new RegExp(`${WEEKDAY.source},?\\s*$`, 'i');
/** '(Monday)' in a title. */
const PAREN_WEEKDAY = new RegExp(`\\(\\s*${WEEKDAY.source}\\s*\\)`, 'gi');
const weekdayIndex = (word: string) => WEEKDAYS.findIndex((d) => d.startsWith(word.toLowerCase().slice(0, 3)));
const weekdayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/**
 * The one year a page is about ("2027 Festival List" in any heading, "2026 Events" in its title), when it names
 * this year or next and not both; null otherwise (a "2026–27" school year is read forward from the run's date).
 */
function pageYear($: CheerioAPI, now: Date): number | null {
  const headings = $('title, h1, h2, h3, h4, h5, h6')
    .slice(0, 200)
    .map((_, el) => $(el).text())
    .get();
  const text = headings.join(' ').slice(0, 5000);
  const y = now.getUTCFullYear();
  const named = new Set([...text.matchAll(/\b(20\d{2})\b/g)].map((m) => +m[1]).filter((n) => n === y || n === y + 1));
  return named.size === 1 ? [...named][0] : null;
}

/**
 * The year of a day and month whose line states its weekday: the guessed year when the weekday matches, else (when
 * the page names no year) the next or the previous year when that one matches; null when none fits (the line
 * contradicts itself, or the year the page names).
 */
function yearMatchingWeekday(guess: number, month: number, day: number, weekday: number, pageNamesYear: boolean): number | null {
  for (const y of pageNamesYear ? [guess] : [guess, guess + 1, guess - 1]) if (weekdayOf(y, month, day) === weekday) return y;
  return null;
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
  const leftOut: NonNullable<Extraction['leftOut']> = [];
  let looked = 0;
  $(BLOCKS).each((_, el) => {
    if (looked++ >= PAGE_TEXT_LIMITS.maxBlocks || events.length >= PAGE_TEXT_LIMITS.maxEvents) return false;
    const node = $(el);
    if (node.find(BLOCKS).length) return; // a container: its own blocks are read
    // A table row's cells are read as one line, one cell after another.
    const cells = el.tagName === 'tr' ? node.children('td, th').toArray() : [];
    const excerpt = cleanLine(cells.length ? cells.map((c) => $(c).text()).join(' – ') : node.text());
    if (excerpt.length < 8 || excerpt.length > PAGE_TEXT_LIMITS.maxBlockChars) return;
    // "August 21nd", "3th": a day with a wrong ordinal suffix is still the day.
    const line = excerpt.replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, '$1');
    // Weekdays in brackets are blanked (same length, so positions hold) before the date is read: chrono would join
    // "(Friday) – January 15" into a range; the weekday is checked against the date below.
    const blanked = line.replace(PAREN_WEEKDAY, (m) => ' '.repeat(m.length));
    const found = chrono()
      .parse(blanked, ref, { forwardDate: true })
      .find((r) => r.start.isCertain('day') && r.start.isCertain('month') && /\d/.test(r.text));
    if (!found) return;
    const s = found.start;
    const [month, day] = [s.get('month')!, s.get('day')!];
    // The year the page names, else chrono's guess forward from the run's date.
    let y = !s.isCertain('year') && year ? year : s.get('year')!;
    // A weekday stated with the date ("August 21 (Friday)", "Fri, Aug 21") picks the year the date falls on it.
    const end = found.index + found.text.trimEnd().length;
    const after = WEEKDAY_AFTER.exec(line.slice(end, end + 14));
    const stated = s.isCertain('weekday')
      ? WEEKDAYS[s.get('weekday')!]
      : (after?.[1] ?? WEEKDAY_BEFORE.exec(line.slice(Math.max(0, found.index - 12), found.index))?.[1]);
    let rest = (blanked.slice(0, found.index) + ' – ' + blanked.slice(end)).replace(/\s+/g, ' ');
    if (stated && !s.isCertain('year')) {
      const weekday = weekdayIndex(stated);
      const fits = yearMatchingWeekday(y, month, day, weekday, year !== null);
      if (fits === null) {
        const said = cleanLine(line.slice(found.index, end) + (after?.[0] ?? '')).replace(/^[,–-]\s*/, '');
        const name = WEEKDAYS[weekday][0].toUpperCase() + WEEKDAYS[weekday].slice(1);
        const reason = `its date and weekday do not match ("${said}" is not a ${name} in ${y})`;
        leftOut.push({ title: titleOf(rest) || excerpt, reason });
        return;
      }
      y = fits;
    }
    const date = `${y}-${pad(month)}-${pad(day)}`;
    // The title is the line without the date; a time written elsewhere in the line is read from the rest.
    let startTime = s.isCertain('hour') ? clockOf(s) : null;
    let endTime = found.end?.isCertain('hour') ? clockOf(found.end) : null;
    if (!startTime) {
      const t = chrono()
        .parse(rest, ref)
        .find((r) => r.start.isCertain('hour') && !r.start.isCertain('day'));
      if (t) {
        startTime = clockOf(t.start);
        if (t.end?.isCertain('hour')) endTime = clockOf(t.end);
        rest = rest.slice(0, t.index) + ' – ' + rest.slice(t.index + t.text.length);
      }
    }
    const title = titleOf(rest);
    if (!title) return;
    const ev = blankEvent('page-text', title.slice(0, 200), { kind: 'local', date, time: startTime });
    if (startTime && endTime && endTime > startTime) ev.end = { kind: 'local', date, time: endTime };
    ev.excerpt = excerpt;
    events.push(ev);
  });
  return leftOut.length ? { events, structured: false, leftOut } : { events, structured: false };
}

/** The words of a line left once its date and time are out: its parts with letters, weekdays standing alone dropped. */
function titleOf(rest: string): string {
  return rest
    .replace(PAREN_WEEKDAY, ' ')
    .split(/\s+[–—|]\s+/)
    .map((p) => p.replace(SEPARATORS, '').trim())
    .filter((p) => /\p{L}{3,}/u.test(p) && !WEEKDAY_ALONE.test(p))
    .join(' – ');
}
