import { microformats } from '../../common/lazy';
import { ParsedAddress, parseUsAddressLine, usStateCode } from './address';
import { parseDateTimeLoose } from './dates';
import { cleanLine, htmlToText } from './html-text';
import { blankEvent, isObj } from './platforms/embedded-json';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from './scraped-event';

interface MfItem {
  type: string[];
  properties: Record<string, unknown[]>;
  value?: unknown;
  children?: MfItem[];
}

const isItem = (v: unknown): v is MfItem => typeof v === 'object' && v !== null && Array.isArray((v as MfItem).type);

function first(item: MfItem, ...names: string[]): unknown {
  for (const n of names) {
    const v = item.properties[n]?.[0];
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return undefined;
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (isItem(v)) return typeof v.value === 'string' ? v.value : str(first(v, 'name'));
  if (isObj(v) && typeof v.value === 'string') return v.value;
  if (isObj(v) && typeof v.html === 'string') return htmlToText(v.html);
  return null;
}

function adrOf(item: MfItem): ParsedAddress | null {
  const region = cleanLine(str(first(item, 'region'))) || null;
  const a: ParsedAddress = {
    street: cleanLine(str(first(item, 'street-address'))) || null,
    city: cleanLine(str(first(item, 'locality'))) || null,
    state: usStateCode(region) ?? region,
    postalCode: cleanLine(str(first(item, 'postal-code'))) || null,
    country: cleanLine(str(first(item, 'country-name'))) || null,
  };
  return a.city || a.state || a.street ? a : null;
}

function eventFromMf(item: MfItem, pageUrl: string | null): ScrapedEvent | null {
  const title = cleanLine(str(first(item, 'name', 'summary')));
  const start = parseDateTimeLoose(str(first(item, 'start')));
  if (!title || !start) return null;
  let venue: string | null = null;
  let address: ParsedAddress | null = null;
  let locationText: string | null = null;
  const loc = first(item, 'location');
  if (isItem(loc)) {
    venue = cleanLine(str(first(loc, 'name', 'org'))) || null;
    const adr = first(loc, 'adr');
    address = isItem(adr) ? adrOf(adr) : adrOf(loc);
    address ??= parseUsAddressLine(cleanLine(str(adr) ?? str(loc.value)))?.address ?? null;
  } else if (typeof loc === 'string') {
    locationText = cleanLine(loc) || null;
    const p = parseUsAddressLine(locationText);
    if (p) ({ venue, address } = p);
  }
  const url = absoluteHttpUrl(str(first(item, 'url')), pageUrl);
  const uid = str(first(item, 'uid'));
  const photo = first(item, 'photo', 'featured');
  return {
    ...blankEvent('microformats', title, start, url),
    key: uid ?? url,
    description: htmlToText(str(first(item, 'description', 'content'))) || null,
    end: parseDateTimeLoose(str(first(item, 'end'))),
    venue,
    address,
    locationText,
    imageUrl: absoluteHttpUrl(typeof photo === 'string' ? photo : (photo as { value?: string } | undefined)?.value, pageUrl),
    categoryHints: (item.properties.category ?? []).map((c) => str(c) ?? '').filter(Boolean),
    cancelled: /cancel/i.test(str(first(item, 'status')) ?? ''),
  };
}

/** Bounds on the markup given to the parser, whose cost grows with every element and every microformat root. */
const MICROFORMAT_LIMITS = { chars: 1_000_000, roots: 500 };

/** Class attributes, and the class names that make an element a microformat root (mf2 `h-*`, or a classic root the parser maps). */
const CLASS_ATTR = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi;
const ROOT_CLASS = /(?:^|\s)(?:h-[a-z0-9-]+|vevent|vcard|hentry|hfeed|adr|geo|hreview|hproduct|hrecipe|hresume)(?=\s|$)/i;

/** The page up to MICROFORMAT_LIMITS (cut before the tag that exceeds one), and whether it was cut. */
function boundedMarkup(html: string): { html: string; cut: boolean } {
  let end = html.length > MICROFORMAT_LIMITS.chars ? Math.max(0, html.lastIndexOf('<', MICROFORMAT_LIMITS.chars)) : html.length;
  let roots = 0;
  const attrs = new RegExp(CLASS_ATTR);
  for (let m = attrs.exec(html); m && m.index < end; m = attrs.exec(html)) {
    if (ROOT_CLASS.test(m[1] ?? m[2] ?? m[3]) && ++roots > MICROFORMAT_LIMITS.roots) end = Math.max(0, html.lastIndexOf('<', m.index));
  }
  return end < html.length ? { html: html.slice(0, end), cut: true } : { html, cut: false };
}

/**
 * h-event items (and classic hCalendar `vevent`, which the parser maps to h-event) anywhere on the page,
 * within MICROFORMAT_LIMITS (`cutShort` says when the page was longer).
 */
export function extractMicroformatEvents(html: string, pageUrl: string | null): Extraction {
  const bounded = boundedMarkup(html);
  let items: MfItem[];
  try {
    items = microformats().mf2(bounded.html, { baseUrl: pageUrl ?? 'http://localhost/' }).items as unknown as MfItem[];
  } catch {
    return { events: [], structured: false };
  }
  const events: ScrapedEvent[] = [];
  let structured = false;
  const walk = (list: MfItem[], depth: number) => {
    for (const it of list) {
      if (depth > 8) return;
      if (it.type.includes('h-event')) {
        structured = true;
        const e = eventFromMf(it, pageUrl);
        if (e) events.push(e);
        continue;
      }
      if (it.children) walk(it.children, depth + 1);
      for (const vals of Object.values(it.properties)) walk(vals.filter(isItem), depth + 1);
    }
  };
  walk(items, 0);
  return bounded.cut
    ? { events, structured, cutShort: `only the first ${MICROFORMAT_LIMITS.roots} microformat items or 1 MB of the page were read` }
    : { events, structured };
}
