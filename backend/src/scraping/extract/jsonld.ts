import type { CheerioAPI } from 'cheerio';
import { ParsedAddress, parseUsAddressLine, usStateCode } from './address';
import { parseDateTimeLoose } from './dates';
import { cleanLine, htmlToText } from './html-text';
import { parseJsonLoose } from './json-loose';
import type { PlaceFromText } from './location';
import { asArray, isObj, Obj } from './platforms/embedded-json';
import type { IcalWindow } from './ical';
import { expandSchedules, ScheduledEvent, SCHEDULE_LIMITS, scheduleRule } from './schedule';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from './scraped-event';

/** The schema.org types of a node, without any 'schema:' / 'http://schema.org/' prefix. */
export function typesOf(node: Obj): string[] {
  return asArray(node['@type'] as string | string[])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, ''));
}

/** Event and its subtypes (MusicEvent, Festival, SocialEvent, EventSeries, CourseInstance, Hackathon, …). */
function isEventType(node: Obj): boolean {
  return typesOf(node).some((t) => /(Event|Festival|Hackathon|EventSeries|CourseInstance)$/.test(t) && !/^(OnDemandEvent)$/.test(t));
}

/** Every JSON-LD value on a page (each script may hold an object, an array or several values). */
export function jsonLdBlocks($: CheerioAPI): unknown[] {
  return $('script')
    .toArray()
    .filter((el) => ($(el).attr('type') ?? '').trim().toLowerCase() === 'application/ld+json')
    .flatMap((el) => parseJsonLoose($(el).html() ?? ''));
}

/** All nodes (depth-first) under the given values: arrays, @graph, ItemList entries, nested properties. */
export function walkNodes(values: unknown[], visit: (n: Obj) => boolean | void): void {
  let budget = 20_000;
  const walk = (v: unknown, depth: number) => {
    if (budget-- <= 0 || depth > 12) return;
    if (Array.isArray(v)) v.forEach((x) => walk(x, depth + 1));
    else if (isObj(v)) {
      if (visit(v) === false) return; // the visitor took this node; do not descend
      for (const [k, child] of Object.entries(v)) if (k !== '@context') walk(child, depth + 1);
    }
  };
  values.forEach((v) => walk(v, 0));
}

function text(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return v.map(text).find(Boolean) ?? null;
  if (isObj(v)) return text(v['@value'] ?? v.name ?? null);
  return null;
}

function postalAddress(a: unknown): ParsedAddress | null {
  if (typeof a === 'string') return parseUsAddressLine(cleanLine(a))?.address ?? null;
  if (!isObj(a)) return null;
  const region = cleanLine(text(a.addressRegion)) || null;
  return {
    street: cleanLine(text(a.streetAddress)) || null,
    city: cleanLine(text(a.addressLocality)) || null,
    state: usStateCode(region) ?? region,
    postalCode: cleanLine(text(a.postalCode)) || null,
    country: cleanLine(text(a.addressCountry)) || null,
  };
}

/** What an event's `location` (places, addresses, lines of text, links) says about where it is. */
function location(loc: unknown): PlaceFromText {
  const info: PlaceFromText = { venue: null, address: null, locationText: null, online: false };
  for (const l of asArray(loc)) {
    if (typeof l === 'string') {
      const t = cleanLine(l);
      if (/^https?:\/\//i.test(t)) {
        info.online = true;
        continue;
      }
      info.locationText ??= t || null;
      const p = parseUsAddressLine(t);
      if (p && !info.address) {
        info.address = p.address;
        info.venue ??= p.venue;
      }
      continue;
    }
    if (!isObj(l)) continue;
    const types = typesOf(l);
    if (types.includes('VirtualLocation')) {
      info.online = true;
      continue;
    }
    if (types.includes('PostalAddress')) {
      info.address ??= postalAddress(l);
      continue;
    }
    info.venue ??= cleanLine(text(l.name)) || null;
    info.address ??= postalAddress(l.address);
    // An address written as one line that is not a US address ("…, Manchester M14 4LZ") is kept as the location's
    // text, so mapping sees the foreign place it states.
    if (typeof l.address === 'string' && !info.address) info.locationText ??= cleanLine(l.address) || null;
  }
  return info;
}

function parsePrice(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) && v >= 0 ? v : null;
  if (typeof v !== 'string') return null;
  if (/^\s*free\s*$/i.test(v)) return 0;
  const m = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/.exec(v);
  if (!m) return null;
  const n = Number(`${m[1].replace(/,/g, '')}.${m[2] ?? '0'}`);
  return Number.isFinite(n) ? n : null;
}

const money = (n: number) => (Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`);

type PriceInfo = Pick<ScrapedEvent, 'price' | 'priceText' | 'isFree' | 'ticketUrl'>;

/** Offer / AggregateOffer / array of them / null, plus isAccessibleForFree. */
export function offersPrice(offers: unknown, accessibleForFree: unknown, base: string | null): PriceInfo {
  const prices: number[] = [];
  let currency: string | null = null;
  let ticketUrl: string | null = null;
  for (const o of asArray(offers)) {
    if (!isObj(o)) continue;
    ticketUrl ??= absoluteHttpUrl(text(o.url), base);
    currency ??= (text(o.priceCurrency) ?? '').trim().toUpperCase() || null;
    for (const k of ['price', 'lowPrice', 'highPrice']) {
      const p = parsePrice(o[k]);
      if (p !== null) prices.push(p);
    }
    for (const s of asArray(o.priceSpecification)) {
      if (!isObj(s)) continue;
      currency ??= (text(s.priceCurrency) ?? '').trim().toUpperCase() || null;
      const p = parsePrice(s.price);
      if (p !== null) prices.push(p);
    }
  }
  const statedFree =
    accessibleForFree === true || (typeof accessibleForFree === 'string' && accessibleForFree.trim().toLowerCase() === 'true');
  if (statedFree || (prices.length && prices.every((p) => p === 0))) return { price: null, priceText: null, isFree: true, ticketUrl };
  if (!prices.length)
    return { price: null, priceText: null, isFree: accessibleForFree === false || accessibleForFree === 'false' ? false : null, ticketUrl };
  const paid = prices.filter((p) => p > 0);
  const low = Math.min(...paid);
  const high = Math.max(...paid);
  if (currency && currency !== 'USD') {
    return { price: null, priceText: low === high ? `${low} ${currency}` : `${low}-${high} ${currency}`, isFree: false, ticketUrl };
  }
  const freeTier = prices.some((p) => p === 0);
  const priceText = freeTier ? `Free - ${money(high)}` : low === high ? null : `${money(low)} - ${money(high)}`;
  return { price: low, priceText, isFree: false, ticketUrl };
}

function imageUrl(img: unknown, base: string | null): string | null {
  for (const i of asArray(img)) {
    const u = typeof i === 'string' ? absoluteHttpUrl(i, base) : isObj(i) ? absoluteHttpUrl(text(i.url) ?? text(i.contentUrl), base) : null;
    if (u) return u;
  }
  return null;
}

/** What an Event node says besides its times (the same for every occurrence of a scheduled event); null without a name. */
function eventFields(node: Obj, pageUrl: string | null): Omit<ScrapedEvent, 'start' | 'end'> | null {
  const title = cleanLine(text(node.name));
  if (!title) return null;
  const loc = location(node.location);
  const attendance = (text(node.eventAttendanceMode) ?? '').toLowerCase();
  const url = absoluteHttpUrl(text(node.url), pageUrl);
  const price = offersPrice(node.offers, node.isAccessibleForFree, pageUrl);
  const id = typeof node['@id'] === 'string' && !node['@id'].startsWith('_:') ? node['@id'] : null;
  return {
    origin: 'json-ld',
    key: id ?? url,
    title,
    description: htmlToText(text(node.description)) || null,
    ...loc,
    online: loc.online || (attendance.includes('online') && !attendance.includes('mixed')),
    ...price,
    ticketUrl: price.ticketUrl ?? url,
    url,
    imageUrl: imageUrl(node.image, pageUrl),
    categoryHints: [
      ...typesOf(node),
      ...asArray(node.keywords)
        .flatMap((k) => (typeof k === 'string' ? k.split(',') : []))
        .map((k) => k.trim())
        .filter(Boolean),
    ],
    cancelled: /cancel|postpone/.test((text(node.eventStatus) ?? '').toLowerCase()),
  };
}

/** The Schedule nodes of an event's `eventSchedule` (inline, or an `@id` reference to a node elsewhere on the page). */
function schedulesOf(node: Obj, byId: Map<string, Obj>): Obj[] {
  return asArray(node.eventSchedule)
    .slice(0, SCHEDULE_LIMITS.perEvent)
    .map((s) => (isObj(s) && typeof s['@id'] === 'string' && !('repeatFrequency' in s) ? (byId.get(s['@id']) ?? s) : s))
    .filter(isObj);
}

/**
 * Events in a page's JSON-LD: every Event (or subtype) anywhere in every block, including
 * `@graph` and `ItemList`/`ListItem.item` (Eventbrite organizer pages). `eventLinks` are ItemList
 * entries that only point at an event page. With a window, an event stated by its `eventSchedule` is read as
 * its occurrences in the window (extract/schedule.ts); one whose schedule cannot be read is read from its own
 * `startDate` as before, or left out with the reason (`leftOut`) when it has none.
 */
export function extractJsonLdEvents($: CheerioAPI, pageUrl: string | null, window?: IcalWindow): Extraction & { eventLinks: string[] } {
  const blocks = jsonLdBlocks($);
  const events: ScrapedEvent[] = [];
  const eventLinks: string[] = [];
  const scheduled: ScheduledEvent[] = [];
  const leftOut: NonNullable<Extraction['leftOut']> = [];
  const byId = new Map<string, Obj>();
  if (window)
    walkNodes(blocks, (n) => {
      if (typeof n['@id'] === 'string' && typesOf(n).includes('Schedule')) byId.set(n['@id'], n);
    });
  let structured = false;
  walkNodes(blocks, (n) => {
    if (isEventType(n)) {
      structured = true;
      const fields = eventFields(n, pageUrl);
      const read = fields && window ? schedulesOf(n, byId).map((s) => scheduleRule(s, n)) : [];
      const rules = read.flatMap((r) => (r.ok ? [r.rule] : []));
      if (fields && rules.length) {
        scheduled.push({ fields, rules });
        return false;
      }
      // No schedule read: the event as its own startDate states it, else left out with the schedule's reason.
      const start = parseDateTimeLoose(text(n.startDate));
      if (fields && start) events.push({ ...fields, start, end: parseDateTimeLoose(text(n.endDate)) });
      else if (fields && read.length)
        leftOut.push({ title: fields.title, reason: `schedule not read: ${(read[0] as { why: string }).why}` });
      return false;
    }
    const types = typesOf(n);
    if (types.includes('BreadcrumbList')) return false;
    if (types.includes('ItemList')) {
      for (const el of asArray(n.itemListElement)) {
        let target: string | null = null;
        if (typeof el === 'string') target = el;
        else if (isObj(el) && !isEventType(el)) {
          const item = el.item;
          if (typeof item === 'string') target = item;
          else if (isObj(item)) target = isEventType(item) ? null : (text(item.url) ?? text(item['@id']));
          else target = text(el.url);
        }
        const u = absoluteHttpUrl(target, pageUrl);
        if (u) eventLinks.push(u);
      }
    }
  });
  const out: Extraction & { eventLinks: string[] } = { events, structured, eventLinks: [...new Set(eventLinks)] };
  if (leftOut.length) out.leftOut = leftOut;
  if (scheduled.length && window) {
    const ex = expandSchedules(scheduled, window);
    events.push(...ex.events);
    out.outside = ex.outside;
    if (ex.cutShort) out.cutShort = ex.cutShort;
  }
  return out;
}
