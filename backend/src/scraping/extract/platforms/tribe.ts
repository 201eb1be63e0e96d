import { IANAZone } from 'luxon';
import { usStateCode } from '../address';
import { cleanLine, htmlToText } from '../html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, isObj, str, zonedTime } from './embedded-json';

/** An IANA zone name ('America/Chicago'); null for UTC offsets and abbreviations ('UTC+0', 'EST'). */
const namedZone = (z: string | null) => (z && z.includes('/') && IANAZone.isValidZone(z) ? z : null);

/** The REST listing of a site that runs The Events Calendar (events from today, 50 a page). */
export function tribeRestUrl(siteUrl: string, root?: string | null): string {
  const base = root ? new URL(root, siteUrl) : new URL('/wp-json/', siteUrl);
  const u = new URL('tribe/events/v1/events', base.href.endsWith('/') ? base.href : `${base.href}/`);
  u.searchParams.set('per_page', '50');
  return u.href;
}

/** What a page of The Events Calendar's REST listing says about the listing: the next page, and the totals it declares. */
export interface TribeListing {
  next: string | null;
  /** Events and pages the whole listing holds (`total`, `total_pages`), when stated. */
  total: number | null;
  totalPages: number | null;
}

/**
 * The Events Calendar's REST answer (`/wp-json/tribe/events/v1/events`): `events` with `id`, `title`,
 * `description` (HTML), `url`, `start_date`/`end_date` (wall-clock, in `timezone`), `all_day`, `cost` and
 * `cost_details.values`, `venue` (`venue`, `address`, `city`, `state`/`province`, `zip`, `country`),
 * `image.url`, `categories[].name`; `next_rest_url` links the next page, `total` and `total_pages` size the listing.
 */
export function extractTribeEvents(json: unknown, pageUrl: string): Extraction & TribeListing {
  if (!isObj(json) || !Array.isArray(json.events)) return { events: [], structured: false, next: null, total: null, totalPages: null };
  const events: ScrapedEvent[] = [];
  for (const it of json.events.slice(0, 5000)) {
    if (!isObj(it)) continue;
    const title = htmlToText(str(it.title));
    // A named zone (America/Chicago) makes exact times. A bare offset ("UTC+0", "UTC-5") is a site setting that often
    // disagrees with the times the site itself shows; start_date is what the page shows people, read as the place's wall clock.
    const zone = namedZone(str(it.timezone));
    const allDay = it.all_day === true;
    const start = allDay ? zonedTime(str(it.start_date)?.slice(0, 10), null) : zonedTime(str(it.start_date), zone);
    if (!title || !start) continue;
    const v = isObj(it.venue) ? it.venue : {};
    const values =
      isObj(it.cost_details) && Array.isArray(it.cost_details.values) ? it.cost_details.values.map(Number).filter(Number.isFinite) : [];
    const cost = cleanLine(str(it.cost));
    const url = absoluteHttpUrl(str(it.url), pageUrl);
    const ev = blankEvent('tribe', title, start, url);
    ev.key = it.id !== undefined ? `tribe:${String(it.id)}` : url;
    ev.description = htmlToText(str(it.description)) || null;
    ev.end = allDay ? null : zonedTime(str(it.end_date), zone);
    ev.venue = htmlToText(str(v.venue)) || null;
    const country = str(v.country);
    ev.address =
      str(v.city) || str(v.address)
        ? {
            street: str(v.address),
            city: str(v.city),
            state: usStateCode(str(v.state) ?? str(v.stateprovince)) ?? str(v.province) ?? str(v.state) ?? null,
            postalCode: str(v.zip),
            country: country && /^(united states|usa?)$/i.test(country) ? 'US' : country,
          }
        : null;
    const free = /^free$/i.test(cost) || (values.length > 0 && values.every((x: number) => x === 0));
    const paid = values.filter((x: number) => x > 0);
    ev.isFree = free ? true : paid.length ? false : null;
    ev.price = !free && paid.length ? Math.min(...paid) : null;
    ev.priceText = !free && paid.length > 1 ? cost || null : null;
    ev.ticketUrl = absoluteHttpUrl(str(it.website), pageUrl) ?? url;
    ev.imageUrl = isObj(it.image) ? absoluteHttpUrl(str(it.image.url), pageUrl) : null;
    ev.categoryHints = Array.isArray(it.categories) ? it.categories.map((c) => (isObj(c) ? (str(c.name) ?? '') : '')).filter(Boolean) : [];
    events.push(ev);
  }
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
  return {
    events,
    structured: true,
    next: absoluteHttpUrl(str(json.next_rest_url), pageUrl),
    total: count(json.total),
    totalPages: count(json.total_pages),
  };
}
