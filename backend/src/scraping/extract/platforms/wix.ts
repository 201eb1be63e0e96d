import type { CheerioAPI } from 'cheerio';
import { usStateCode } from '../address';
import { cleanLine, htmlToText } from '../html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, isObj, jsonScriptBlocks, str, walkObjects, zonedTime } from './embedded-json';

/**
 * Wix Events: a Wix site's events widget ships its events in the page's warm-up JSON
 * (`<script type="application/json" id="wix-warmup-data">`). Each event has `title`, `description`,
 * `scheduling.config` (`startDate`/`endDate` as instants, `timeZoneId`, `scheduleTbd`), `location`
 * (`name`, `address`, `type` VENUE/ONLINE, `fullAddress` with `city`, `subdivision`, `country`, `postalCode`),
 * `status` (CANCELED), `mainImage.url`, `eventPageUrl` and `slug`.
 */
export function extractWixEvents($: CheerioAPI, pageUrl: string): Extraction {
  const blocks = jsonScriptBlocks($, 'script#wix-warmup-data, script[type="application/json"][id*="warmup"]');
  const events: ScrapedEvent[] = [];
  const seen = new Set<string>();
  let structured = false;
  walkObjects(blocks, (o) => {
    const config = isObj(o.scheduling) && isObj(o.scheduling.config) ? o.scheduling.config : null;
    const title = cleanLine(str(o.title));
    if (!config || !title || !('startDate' in config || 'scheduleTbd' in config)) return;
    structured = true;
    const zone = str(config.timeZoneId);
    const start = zonedTime(str(config.startDate), zone);
    if (!start || config.scheduleTbd === true) return;
    const id = str(o.id) ?? `${title}|${str(config.startDate)}`;
    if (seen.has(id)) return;
    seen.add(id);
    const loc = isObj(o.location) ? o.location : {};
    const full = isObj(loc.fullAddress) ? loc.fullAddress : null;
    const street =
      full && isObj(full.streetAddress) ? [str(full.streetAddress.number), str(full.streetAddress.name)].filter(Boolean).join(' ') : null;
    const page = isObj(o.eventPageUrl) ? `${str(o.eventPageUrl.base) ?? ''}${str(o.eventPageUrl.path) ?? ''}` : null;
    const url = absoluteHttpUrl(page, pageUrl) ?? (str(o.slug) ? absoluteHttpUrl(`/event-details/${str(o.slug)}`, pageUrl) : null);
    const ev = blankEvent('wix', title, start);
    ev.key = `wix:${id}`;
    ev.description = htmlToText(str(o.description) ?? str(o.about)) || null;
    ev.end = zonedTime(str(config.endDate), zone);
    ev.venue = cleanLine(str(loc.name)) || null;
    ev.online = str(loc.type) === 'ONLINE';
    ev.address = full
      ? {
          street: street || null,
          city: str(full.city),
          state: usStateCode(str(full.subdivision)?.replace(/^US-/, '')) ?? str(full.subdivision),
          postalCode: str(full.postalCode),
          country: str(full.country),
        }
      : null;
    ev.locationText = full ? null : str(loc.address);
    ev.url = url;
    ev.ticketUrl = url;
    ev.imageUrl = isObj(o.mainImage) ? absoluteHttpUrl(str(o.mainImage.url), pageUrl) : null;
    ev.cancelled = str(o.status) === 'CANCELED';
    events.push(ev);
  });
  return { events, structured };
}
