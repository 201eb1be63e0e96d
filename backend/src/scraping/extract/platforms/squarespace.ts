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
    const ev = blankEvent('squarespace', title, start);
    ev.key = str(it.id) ? `sqs:${str(it.id)}` : url;
    ev.description = htmlToText(str(it.body) ?? str(it.excerpt)) || null;
    ev.end = fromMs(it.endDate);
    ev.venue = cleanLine(str(loc.addressTitle)) || null;
    ev.address =
      where.city || str(loc.addressLine1)
        ? { street: str(loc.addressLine1), ...where, country: str(loc.addressCountry) === 'United States' ? 'US' : str(loc.addressCountry) }
        : null;
    ev.url = url;
    ev.ticketUrl = url;
    ev.imageUrl = absoluteHttpUrl(str(it.assetUrl), pageUrl);
    ev.categoryHints = [...(Array.isArray(it.categories) ? it.categories : []), ...(Array.isArray(it.tags) ? it.tags : [])].filter(
      (c): c is string => typeof c === 'string',
    );
    events.push(ev);
  }
  const past = Array.isArray(json.past) ? Math.min(json.past.length, 5000) : 0;
  return past ? { events, structured, outside: { past, laterRecurring: 0, laterOneOff: 0 } } : { events, structured };
}

/** The JSON address of a Squarespace page (`?format=json` added to its query). */
export function squarespaceJsonUrl(pageUrl: string): string {
  const u = new URL(pageUrl);
  u.searchParams.set('format', 'json');
  return u.href;
}
