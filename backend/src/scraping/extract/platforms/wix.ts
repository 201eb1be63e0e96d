import type { CheerioAPI } from 'cheerio';
import { usStateCode } from '../address';
import { cleanLine, htmlToText } from '../html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from '../scraped-event';
import { blankEvent, isObj, jsonScriptBlocks, str, walkObjects, zonedTime } from './embedded-json';

/** Rich-content nodes visited at most (a description is a tree of paragraphs, text and decorations). */
const RICH_TEXT_NODES = 5_000;

/** The text of Wix rich content (`{nodes: [...]}`): each top-level node's `textData.text`, one line per node. */
function richText(content: unknown): string {
  if (!isObj(content) || !Array.isArray(content.nodes)) return '';
  const lines: string[] = [];
  let budget = RICH_TEXT_NODES;
  for (const block of content.nodes) {
    const parts: string[] = [];
    const stack: unknown[] = [block];
    while (stack.length && budget-- > 0) {
      const n = stack.pop();
      if (!isObj(n)) continue;
      if (isObj(n.textData) && typeof n.textData.text === 'string') parts.push(n.textData.text);
      if (Array.isArray(n.nodes)) for (let i = n.nodes.length - 1; i >= 0; i--) stack.push(n.nodes[i]);
    }
    const line = cleanLine(parts.join(''));
    if (line) lines.push(line);
  }
  return lines.join('\n');
}

/**
 * Wix Events: a Wix site's events widget ships its events in the page's warm-up JSON
 * (`<script type="application/json" id="wix-warmup-data">`). Each event has `title`, `description`,
 * `scheduling.config` (`startDate`/`endDate` as instants, `timeZoneId`, `scheduleTbd`), `location`
 * (`name`, `address`, `type` VENUE/ONLINE, `fullAddress` with `city`, `subdivision`, `country`, `postalCode`),
 * `status` (CANCELED), `mainImage.url`, `eventPageUrl` and `slug`. Events in the shape of Wix's Events API v3
 * (newer widgets) are read too: `dateAndTimeSettings` (`startDate`, `endDate`, `timeZoneId`, `dateAndTimeTbd`)
 * in place of `scheduling.config`, `location.address` (fields, or only `formattedAddress`) in place of
 * `fullAddress`, and `description` as rich content (`nodes` of paragraphs holding `textData.text`), else
 * `shortDescription`.
 */
export function extractWixEvents($: CheerioAPI, pageUrl: string): Extraction {
  const blocks = jsonScriptBlocks($, 'script#wix-warmup-data, script[type="application/json"][id*="warmup"]');
  const events: ScrapedEvent[] = [];
  const seen = new Set<string>();
  let structured = false;
  walkObjects(blocks, (o) => {
    const config =
      isObj(o.scheduling) && isObj(o.scheduling.config) ? o.scheduling.config : isObj(o.dateAndTimeSettings) ? o.dateAndTimeSettings : null;
    const title = cleanLine(str(o.title));
    if (!config || !title || !('startDate' in config || 'scheduleTbd' in config || 'dateAndTimeTbd' in config)) return;
    structured = true;
    const zone = str(config.timeZoneId);
    const start = zonedTime(str(config.startDate), zone);
    if (!start || config.scheduleTbd === true || config.dateAndTimeTbd === true) return;
    const id = str(o.id) ?? `${title}|${str(config.startDate)}`;
    if (seen.has(id)) return;
    seen.add(id);
    const loc = isObj(o.location) ? o.location : {};
    const adr = isObj(loc.fullAddress) ? loc.fullAddress : isObj(loc.address) ? loc.address : null;
    // An address with its parts; one with only `formattedAddress` is read as a line of text.
    const full = adr && (str(adr.city) || str(adr.subdivision)) ? adr : null;
    const street =
      full && isObj(full.streetAddress)
        ? [str(full.streetAddress.number), str(full.streetAddress.name)].filter(Boolean).join(' ')
        : full
          ? (str(full.addressLine1) ?? str(full.addressLine))
          : null;
    const page = isObj(o.eventPageUrl) ? `${str(o.eventPageUrl.base) ?? ''}${str(o.eventPageUrl.path) ?? ''}` : null;
    const url = absoluteHttpUrl(page, pageUrl) ?? (str(o.slug) ? absoluteHttpUrl(`/event-details/${str(o.slug)}`, pageUrl) : null);
    const ev = blankEvent('wix', title, start, url);
    ev.key = `wix:${id}`;
    ev.description =
      htmlToText(str(o.description) ?? str(o.about)) || richText(o.description) || cleanLine(str(o.shortDescription)) || null;
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
    ev.locationText = full ? null : (str(loc.address) ?? (adr ? str(adr.formattedAddress) : null));
    ev.imageUrl = isObj(o.mainImage) ? absoluteHttpUrl(str(o.mainImage.url), pageUrl) : null;
    ev.cancelled = str(o.status) === 'CANCELED';
    events.push(ev);
  });
  return { events, structured };
}
