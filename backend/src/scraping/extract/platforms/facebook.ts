import type { CheerioAPI } from 'cheerio';
import { isUsCountry, usStateCode } from '../address';
import { htmlToText } from '../html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, isObj, jsonScriptBlocks, serverJsPayloads, str, walkObjects } from './embedded-json';

/** "Edison, New Jersey" / "Edison, NJ" → city and state code; a region that is not a US state is kept as written. */
function cityAndRegion(contextual: string | null): { city: string | null; state: string | null } {
  if (!contextual) return { city: null, state: null };
  const [city, region] = contextual.split(',').map((p) => p.trim());
  return { city: city || null, state: region ? (usStateCode(region) ?? region) : null };
}

const instant = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 ? { kind: 'instant' as const, instant: new Date(seconds * 1000) } : null;

/**
 * A public Facebook event page as Facebook serves it: the event lives in the page's embedded JSON
 * (`<script type="application/json">` blocks, or ServerJS payloads in plain scripts on saved pages): an object with `day_time_sentence`, `name` and
 * `start_timestamp`; its `event_place` (`name`, `address.street`, `city.contextual_name`,
 * `location.reverse_geocode.country_alpha_two`), `event_description.text`, and an object with the same
 * `start_timestamp` and its `end_timestamp`.
 */
export function extractFacebookEvent($: CheerioAPI, pageUrl: string): Extraction {
  // Served pages carry it in JSON script blocks; saved and older pages in ServerJS calls in plain scripts.
  const blocks = [...jsonScriptBlocks($), ...serverJsPayloads($)];
  let event: Record<string, unknown> | null = null;
  let place: Record<string, unknown> | null = null;
  let description: string | null = null;
  const ends = new Map<number, number>();
  walkObjects(blocks, (o, key) => {
    if (!event && str(o.day_time_sentence) && str(o.name) && typeof o.start_timestamp === 'number') event = o;
    if (key === 'event_place' && !place && (str(o.name) || str(o.contextual_name))) place = o;
    if (key === 'event_description' && !description) description = str(o.text);
    if (typeof o.start_timestamp === 'number' && typeof o.end_timestamp === 'number' && o.end_timestamp > 0)
      ends.set(o.start_timestamp, o.end_timestamp);
  });
  if (!event) return { events: [], structured: false };
  const ev = event as Record<string, unknown>;
  const start = instant(ev.start_timestamp)!;
  const p = (place ?? (isObj(ev.event_place) ? ev.event_place : null)) as Record<string, unknown> | null;
  const address = isObj(p?.address) ? p.address : null;
  const cityObj = isObj(p?.city) ? p.city : null;
  const where = cityAndRegion(str(cityObj?.contextual_name) ?? null);
  const geo = isObj(p?.location) && isObj(p.location.reverse_geocode) ? p.location.reverse_geocode : null;
  const country = str(geo?.country_alpha_two);
  const url = absoluteHttpUrl(str(ev.url), pageUrl) ?? pageUrl;
  const out: ScrapedEvent = {
    ...blankEvent('facebook', htmlToText(str(ev.name)), start),
    key: str(ev.id) ? `fb:${str(ev.id)}` : url,
    description: description ? htmlToText(description) || null : null,
    end: instant(ends.get(ev.start_timestamp as number)),
    venue: str(p?.name) ?? str(p?.contextual_name),
    address:
      where.city || where.state || country || str(address?.street)
        ? { street: str(address?.street), city: where.city, state: where.state, country: country && isUsCountry(country) ? 'US' : country }
        : null,
    online: ev.is_online === true,
    ticketUrl: absoluteHttpUrl(str(ev.event_buy_ticket_url), pageUrl) ?? url,
    url,
    cancelled: ev.is_canceled === true,
  };
  return { events: out.title ? [out] : [], structured: true };
}

/** Whether a Facebook page is its login wall (a login form in place of the content). */
export function isFacebookLoginWall($: CheerioAPI, finalUrl: string): boolean {
  if (/\/login|\/checkpoint/i.test(new URL(finalUrl).pathname)) return true;
  return $('form#login_form, form[action*="/login"], input[name="pass"]').length > 0;
}
