import type { CheerioAPI } from 'cheerio';
import { timeInputValue } from '@sangam/shared';
import { usStateCode } from '../address';
import { cleanLine, htmlToText } from '../html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, isObj, str } from './embedded-json';

const fromMs = (v: unknown) => (typeof v === 'number' && v > 0 ? { kind: 'instant' as const, instant: new Date(v) } : null);

/** "Edison, NJ, 08817" / "Edison, NJ 08817" → city, state, ZIP. */
function cityLine(line: string | null): { city: string | null; state: string | null; postalCode: string | null } {
  const m = line ? /^\s*([^,]+),\s*([A-Za-z .]+?)\s*,?\s*(\d{5})?(?:-\d{4})?\s*$/.exec(line) : null;
  if (!m) return { city: null, state: null, postalCode: null };
  return { city: m[1].trim(), state: usStateCode(m[2]) ?? m[2].trim(), postalCode: m[3] ?? null };
}

/**
 * A Squarespace events collection read as JSON (the page's URL with `?format=json`): `upcoming` (and
 * `items`) hold events with `title`, `startDate`/`endDate` (milliseconds), `fullUrl`, `body` (HTML),
 * `excerpt`, `assetUrl` and `location` (`addressTitle`, `addressLine1`, `addressLine2` "City, ST, ZIP",
 * `addressCountry`). Past events (`past`) are not read, only counted (`outside.past`: why a run found nothing).
 */
export function extractSquarespaceEvents(json: unknown, pageUrl: string): Extraction {
  if (!isObj(json)) return { events: [], structured: false };
  const list = [json.upcoming, json.items].find(Array.isArray) as unknown[] | undefined;
  const structured = Array.isArray(json.upcoming) || (isObj(json.collection) && Array.isArray(json.items));
  const events: ScrapedEvent[] = [];
  for (const it of (list ?? []).slice(0, 5000)) {
    if (!isObj(it)) continue;
    const title = cleanLine(str(it.title));
    const start = fromMs(it.startDate);
    if (!title || !start) continue;
    const loc = isObj(it.location) ? it.location : {};
    const where = cityLine(str(loc.addressLine2));
    const url = absoluteHttpUrl(str(it.fullUrl), pageUrl);
    const ev = blankEvent('squarespace', title, start, url);
    ev.key = str(it.id) ? `sqs:${str(it.id)}` : url;
    ev.description = htmlToText(str(it.body) ?? str(it.excerpt)) || null;
    ev.end = fromMs(it.endDate);
    ev.venue = cleanLine(str(loc.addressTitle)) || null;
    ev.address =
      where.city || str(loc.addressLine1)
        ? { street: str(loc.addressLine1), ...where, country: str(loc.addressCountry) === 'United States' ? 'US' : str(loc.addressCountry) }
        : null;
    ev.imageUrl = absoluteHttpUrl(str(it.assetUrl), pageUrl);
    ev.categoryHints = [...(Array.isArray(it.categories) ? it.categories : []), ...(Array.isArray(it.tags) ? it.tags : [])].filter(
      (c): c is string => typeof c === 'string',
    );
    events.push(ev);
  }
  const past = Array.isArray(json.past) ? Math.min(json.past.length, 5000) : 0;
  return past ? { events, structured, outside: { past, laterRecurring: 0, laterOneOff: 0 } } : { events, structured };
}

/** Squarespace's event list in HTML: at most this many articles are read. */
const MAX_HTML_EVENTS = 1000;

/** '5:00 PM' / '17:00' → '17:00' (the clock times the list shows, read by the shared time model). */
function clock(text: string | undefined): string | null {
  return timeInputValue(cleanLine(text)) || null;
}

/**
 * A Squarespace events page read from its HTML (when its `?format=json` answers something else): each
 * `article.eventlist-event` with its `.eventlist-title-link`, `time.event-date[datetime]` (the first the start day,
 * a later one the end day), the shown times (`event-time-localized-*`, `event-time-12hr-*` or `-24hr-*`), the
 * address (`.eventlist-meta-address`: the place's name, then `.eventlist-meta-address-line`s), the excerpt and the
 * thumbnail. Past events (`eventlist-event--past`) are counted, not read. Times are the page's wall-clock times.
 */
export function extractSquarespaceHtmlEvents($: CheerioAPI, pageUrl: string): Extraction {
  const articles = $('article.eventlist-event').slice(0, MAX_HTML_EVENTS);
  const events: ScrapedEvent[] = [];
  let past = 0;
  articles.each((_, el) => {
    const a = $(el);
    if (a.hasClass('eventlist-event--past')) return void past++;
    const link = a.find('a.eventlist-title-link').first();
    const title = cleanLine(link.text() || a.find('.eventlist-title').first().text());
    const days = a
      .find('time.event-date')
      .map((_, t) => $(t).attr('datetime') ?? '')
      .get()
      .filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
    if (!title || !days.length) return;
    const shown = (which: 'start' | 'end') =>
      clock(a.find(`.event-time-localized-${which}, .event-time-12hr-${which}, .event-time-24hr-${which}`).first().text());
    const [startTime, endTime] = [shown('start'), shown('end')];
    const lastDay = days[days.length - 1];
    const url = absoluteHttpUrl(link.attr('href'), pageUrl);
    const ev = blankEvent('squarespace', title, { kind: 'local', date: days[0], time: startTime }, url);
    if (lastDay > days[0] || endTime) ev.end = { kind: 'local', date: lastDay, time: endTime };
    const address = a.find('.eventlist-meta-address').first();
    const lines = address
      .find('.eventlist-meta-address-line')
      .map((_, l) => cleanLine($(l).text()))
      .get()
      .filter(Boolean);
    // The place's name is the address item's own text before its lines.
    const name = cleanLine(
      address
        .contents()
        .filter((_, n) => n.type === 'text')
        .text(),
    );
    const where = cityLine(lines[lines.length - 1] ?? null);
    ev.venue = name || null;
    ev.address = where.city ? { street: lines.length > 1 ? lines[0] : null, ...where, country: null } : null;
    ev.locationText = !where.city && lines.length ? lines.join(', ') : null;
    ev.key = url;
    ev.description = htmlToText(a.find('.eventlist-excerpt, .eventlist-description').first().html()) || null;
    const img = a.find('.eventlist-column-thumbnail img').first();
    ev.imageUrl = absoluteHttpUrl(img.attr('data-src') ?? img.attr('data-image') ?? img.attr('src'), pageUrl);
    events.push(ev);
  });
  const structured = articles.length > 0;
  return past ? { events, structured, outside: { past, laterRecurring: 0, laterOneOff: 0 } } : { events, structured };
}
