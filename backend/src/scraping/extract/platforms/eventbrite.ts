import type { CheerioAPI } from 'cheerio';
import { usStateCode } from '../address';
import { cleanLine, htmlToText } from '../html-text';
import { parseJsonLoose } from '../json-loose';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, Obj, EMBEDDED_JSON_LIMITS, isObj, str, walkObjects, zonedTime } from './embedded-json';

/** The server data an Eventbrite event page is rendered from: the object assigned to `window.__SERVER_DATA__`. */
function eventbriteServerData($: CheerioAPI): unknown[] {
  const out: unknown[] = [];
  $('script:not([src])').each((_, el) => {
    const text = $(el).text();
    const at = text.indexOf('__SERVER_DATA__');
    if (at < 0 || text.length > EMBEDDED_JSON_LIMITS.maxBlockChars) return;
    const open = text.indexOf('{', at);
    // The first value after the assignment; what follows it (`;`, other assignments) is ignored.
    if (open >= 0) out.push(...parseJsonLoose(text.slice(open)).slice(0, 1));
  });
  return out;
}

const text = (v: unknown): string | null => str(v) ?? (isObj(v) ? (str(v.text) ?? str(v.html)) : null);

/**
 * Eventbrite single event pages: the event in the page's server data (`window.__SERVER_DATA__`), in the
 * shape of Eventbrite's event API: `name.text`, `summary` / `description.text`, `start` and `end`
 * (`local` wall-clock time and `timezone`), `venue` (`name`, `address` with `address_1`, `city`, `region`,
 * `postal_code`, `country`; on the event or beside it), `online_event`, `is_free`, `status` (`canceled`),
 * `ticket_availability` (minimum and maximum prices), `logo.url`, `url` and `id`.
 */
export function extractEventbriteEvents($: CheerioAPI, pageUrl: string): Extraction {
  const roots = eventbriteServerData($);
  const events: ScrapedEvent[] = [];
  const seen = new Set<string>();
  let structured = false;
  // A venue given beside the event (the page's root) rather than in it.
  let rootVenue: Obj | null = null;
  for (const r of roots) if (isObj(r) && isObj(r.venue)) rootVenue = r.venue;
  walkObjects(roots, (o) => {
    const start = isObj(o.start) ? o.start : null;
    const title = cleanLine(text(o.name));
    if (!start || !title || !('local' in start || 'utc' in start)) return;
    structured = true;
    const zone = str(start.timezone);
    const when = zonedTime(str(start.local), zone) ?? zonedTime(str(start.utc), null);
    if (!when) return;
    const id = str(o.id) ?? `${title}|${str(start.local)}`;
    if (seen.has(id)) return;
    seen.add(id);
    const end = isObj(o.end) ? o.end : null;
    const venue = isObj(o.venue) ? o.venue : rootVenue;
    const addr = venue && isObj(venue.address) ? venue.address : null;
    const ev = blankEvent('eventbrite', title, when, absoluteHttpUrl(str(o.url), pageUrl) ?? pageUrl);
    ev.key = `eventbrite:${id}`;
    ev.description = text(o.summary) ?? (htmlToText(text(o.description)) || null);
    ev.end = end ? (zonedTime(str(end.local), str(end.timezone) ?? zone) ?? zonedTime(str(end.utc), null)) : null;
    ev.online = o.online_event === true;
    ev.venue = venue ? cleanLine(str(venue.name)) || null : null;
    ev.address = addr
      ? {
          street: [str(addr.address_1), str(addr.address_2)].filter(Boolean).join(', ') || null,
          city: str(addr.city),
          state: usStateCode(str(addr.region)) ?? str(addr.region),
          postalCode: str(addr.postal_code),
          country: str(addr.country),
        }
      : null;
    ev.locationText = !addr && venue ? str(venue.localized_address_display) : null;
    const tickets = isObj(o.ticket_availability) ? o.ticket_availability : null;
    const price = (k: string) => {
      const p = tickets && isObj(tickets[k]) ? tickets[k] : null;
      if (!p || (str(p.currency) ?? 'USD') !== 'USD') return null;
      const n = Number(str(p.major_value) ?? p.major_value);
      return Number.isFinite(n) ? n : null;
    };
    const [low, high] = [price('minimum_ticket_price'), price('maximum_ticket_price')];
    ev.isFree = o.is_free === true || tickets?.is_free === true ? true : low !== null && low > 0 ? false : null;
    if (!ev.isFree && low !== null && low > 0) {
      ev.price = low;
      if (high !== null && high > low) ev.priceText = `$${low} - $${high}`;
    }
    ev.imageUrl = isObj(o.logo)
      ? absoluteHttpUrl(str(o.logo.url) ?? (isObj(o.logo.original) ? str(o.logo.original.url) : null), pageUrl)
      : null;
    ev.cancelled = /^cancel/i.test(str(o.status) ?? '');
    events.push(ev);
  });
  return { events, structured };
}
