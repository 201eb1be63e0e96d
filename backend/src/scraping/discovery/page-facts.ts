import type { CheerioAPI } from 'cheerio';
import { libphonenumber } from '../../common/lazy';
import { STATE_ALT, usStateCode } from '../extract/address';
import { findCalendarFeeds, isCalendarFeedUrl, MAX_LINKS_READ } from '../extract/feeds';
import { cleanLine, DomNode, textWithBreaks } from '../extract/html-text';
import { jsonLdBlocks, typesOf, walkNodes } from '../extract/jsonld';
import { absoluteHttpUrl } from '../extract/scraped-event';

/** What one crawled page says about the organization behind the site. */
export interface PageFacts {
  url: string;
  /** Organization names with where they came from, best first. */
  names: Array<{ name: string; from: 'json-ld' | 'og:site_name' | 'title' }>;
  description: string | null;
  emails: string[];
  phones: string[];
  /** City/state pairs found in addresses on the page. */
  places: Array<{ city: string; state: string }>;
  /** Pages listing events: the site's events/calendar pages and event platforms (Eventbrite organizer, Meetup, Facebook events). */
  eventPages: string[];
  /** Calendar feeds (iCalendar, Google Calendar, The Events Calendar export). */
  feeds: string[];
  /** Same-site links to crawl next, with a priority (higher first). */
  links: Array<{ url: string; priority: number }>;
}

/** Visible text searched for emails, phones and addresses (a long page's text is a few hundred KB at most). */
const MAX_TEXT_READ = 500_000;
/** Places kept per page (they are counted across pages to pick the organization's city). */
const MAX_PLACES = 200;

const BLOCKS = new Set(
  'p,div,li,tr,h1,h2,h3,h4,h5,h6,address,section,article,main,nav,aside,footer,header,td,th,dd,dt,blockquote'.split(','),
);
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** The visible text of a page, one line per block. */
export function visibleText($: CheerioAPI): string {
  const body = $('body').get(0) as unknown as DomNode; // cheerio.load always builds a body
  return textWithBreaks(body, BLOCKS, HIDDEN)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n');
}

// ---------------------------------------------------------------------------------------------- emails

const EMAIL = /[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9_%+-])?@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}/gi;
const JUNK_EMAIL =
  /(\.(png|jpe?g|gif|webp|svg|css|js)$)|(@(example|domain|email|yourdomain|sentry|[\w-]*\.wixpress)\.)|(^(name|your\.?name|user|username|email|someone)@)/i;

function isPlausibleEmail(e: string): boolean {
  return /^[^@\s]{1,64}@[^@\s]{3,190}$/.test(e) && new RegExp(`^${EMAIL.source}$`, 'i').test(e) && !JUNK_EMAIL.test(e);
}

/** Cloudflare's email obfuscation: hex, first byte is the XOR key. */
export function decodeCloudflareEmail(hex: string): string | null {
  if (!/^([\da-f]{2}){2,}$/i.test(hex)) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  let out = '';
  for (let i = 2; i < hex.length; i += 2) out += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16) ^ key);
  return out;
}

const AT = String.raw`\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+|@)\s*`;
// A spelled-out [dot] may have spaces around it; a real '.' may not (else 'org.\nPhone' would be read as 'org.phone').
const DOT = String.raw`(?:\s*(?:\[\s*dot\s*\]|\(\s*dot\s*\)|\{\s*dot\s*\}|<\s*dot\s*>)\s*|[ \t]+dot[ \t]+|\.)`;
const OBFUSCATED = new RegExp(String.raw`\b([a-z0-9][a-z0-9._%+-]{0,63})${AT}((?:[a-z0-9-]+${DOT})+[a-z]{2,24})\b`, 'gi');

/** 'name [at] domain [dot] org', 'name (at) domain.org', 'name at domain dot org'. */
export function deobfuscatedEmails(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(OBFUSCATED)) {
    const whole = m[0];
    // A bracketed [at] is deliberate; a bare ' at ' is ordinary English unless the dots are spelled out too.
    const rest = whole.slice(m[1].length);
    const bracketAt = /[[({<]\s*at\s*[\])}>]/i.test(rest);
    const wordDot = /\sdot\s|[[({<]\s*dot\s*[\])}>]/i.test(rest);
    if (!bracketAt && !wordDot) continue;
    const domain = m[2].replace(new RegExp(DOT, 'gi'), '.');
    const e = `${m[1]}@${domain}`.toLowerCase();
    if (isPlausibleEmail(e)) out.push(e);
  }
  return out;
}

export function extractEmails($: CheerioAPI, text: string): string[] {
  const found: string[] = [];
  $('a[href]')
    .slice(0, MAX_LINKS_READ)
    .each((_, el) => {
      const href = $(el).attr('href') ?? '';
      // mailto:a@x.org,b@x.org?subject=…: each address (trimmed with the others below).
      const mailto = /^\s*mailto:([^?]*)/i.exec(href);
      if (mailto) found.push(...decodeURIComponentSafe(mailto[1]).split(/[,;]/));
      const cf = /\/cdn-cgi\/l\/email-protection#([\da-f]+)/i.exec(href);
      if (cf) {
        const d = decodeCloudflareEmail(cf[1]);
        if (d) found.push(d);
      }
    });
  $('[data-cfemail]').each((_, el) => {
    const d = decodeCloudflareEmail($(el).attr('data-cfemail') ?? '');
    if (d) found.push(d);
  });
  for (const m of text.matchAll(EMAIL)) found.push(m[0]);
  found.push(...deobfuscatedEmails(text));
  return unique(found.map((e) => e.trim().toLowerCase()).filter(isPlausibleEmail));
}

// ---------------------------------------------------------------------------------------------- phones

/**
 * Candidate US numbers: ten digits in the usual groupings, optionally after +1. A bounded pattern, so the
 * search is linear in the text (libphonenumber's own finder is quadratic on long runs of spaced digits).
 */
const PHONE_CANDIDATE = /(?<![\d-])(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]{0,3}\d{3}[ .-]{0,3}\d{4}(?!\d)/g;
/** Candidates checked per page (a contact page has a handful). */
const MAX_PHONE_CANDIDATES = 200;

/** US numbers (checked by libphonenumber-js), formatted '(773) 508-5885'; numbers labelled as fax are left out. */
export function extractPhones($: CheerioAPI, text: string): string[] {
  const out: string[] = [];
  const add = (raw: string) => {
    const n = libphonenumber().parsePhoneNumberFromString(raw, 'US');
    if (n?.isValid() && n.country === 'US') out.push(n.formatNational());
  };
  $('a[href^="tel:" i]')
    .slice(0, MAX_PHONE_CANDIDATES)
    .each((_, el) => add(decodeURIComponentSafe(($(el).attr('href') ?? '').slice(4)).slice(0, 40)));
  let checked = 0;
  for (const m of text.matchAll(PHONE_CANDIDATE)) {
    if (++checked > MAX_PHONE_CANDIDATES) break;
    const before = text.slice(Math.max(0, m.index - 14), m.index).toLowerCase();
    if (/\bfax\b|\bf\s*[:.]\s*$/.test(before)) continue;
    add(m[0]);
  }
  return unique(out);
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

// ---------------------------------------------------------------------------------------------- names

const ORG_TYPES =
  /(Organization|NGO|LocalBusiness|PlaceOfWorship|HinduTemple|BuddhistTemple|Church|Mosque|Synagogue|PerformingGroup|SportsTeam|Corporation|School|CollegeOrUniversity|CommunityCenter)$/;
const GENERIC_SEGMENT = /^(home|home page|homepage|welcome|index|main|official site|official website|website)$/i;

function titleName(title: string, host: string): string | null {
  const parts = title
    .split(/\s+[|–—•·:»-]\s+/)
    .map((p) => p.trim())
    .filter((p) => p && !GENERIC_SEGMENT.test(p));
  if (!parts.length) return null;
  const counts = new Map<string, number>();
  for (const p of parts) counts.set(p.toLowerCase(), (counts.get(p.toLowerCase()) ?? 0) + 1);
  const repeated = parts.find((p) => (counts.get(p.toLowerCase()) ?? 0) > 1);
  if (repeated) return repeated;
  const hostWord = siteKey(host).split('.')[0];
  const initials = (p: string) =>
    p
      .split(/\s+/)
      .map((w) => w[0] ?? '')
      .join('')
      .toLowerCase();
  const byHost = parts.find((p) => {
    const letters = p.toLowerCase().replace(/[^a-z0-9]/g, '');
    return letters.includes(hostWord) || hostWord.includes(letters) || initials(p) === hostWord;
  });
  return byHost ?? parts[0];
}

// ---------------------------------------------------------------------------------------------- places

/** "Chicago, IL 60626", "Irving, Texas 75038": a ZIP code makes the match credible in free text. */
const CITY_STATE_ZIP = new RegExp(
  String.raw`(?:^|[\n,;•|]|\s{2,})\s*([A-Z][A-Za-z.'\-]*(?:\s+[A-Z][A-Za-z.'\-]*){0,3})\s*,\s*(${STATE_ALT})\.?\s+(\d{5})(?:-\d{4})?\b`,
  'g',
);

function extractPlaces($: CheerioAPI, text: string, blocks: unknown[]): Array<{ city: string; state: string }> {
  const out: Array<{ city: string; state: string }> = [];
  walkNodes(blocks, (n) => {
    if (typesOf(n).includes('PostalAddress') || ('addressLocality' in n && 'addressRegion' in n)) {
      const city = cleanLine(String(n.addressLocality ?? ''));
      const state = usStateCode(cleanLine(String(n.addressRegion ?? '')));
      if (city && state) out.push({ city, state });
    }
  });
  $('.h-adr, .adr, .h-card, .vcard')
    .slice(0, 200)
    .each((_, el) => {
      const city = cleanLine($(el).find('.p-locality, .locality').first().text());
      const state = usStateCode(cleanLine($(el).find('.p-region, .region').first().text()));
      if (city && state) out.push({ city, state });
    });
  for (const m of text.matchAll(CITY_STATE_ZIP)) {
    if (out.length >= MAX_PLACES) break;
    const state = usStateCode(m[2].replace(/\s+/g, ' '));
    const city = m[1].trim();
    if (state && city.length <= 40 && !/^(suite|ste|unit|floor|po|p\.o\.|box)\b/i.test(city)) out.push({ city, state });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- links

const FILE_EXT =
  /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|rar|7z|gz|docx?|xlsx?|pptx?|mp3|mp4|m4a|mov|avi|wmv|ics|ical|csv|txt|xml|json|rss|atom|css|js|woff2?|ttf|eot|dmg|exe|apk)$/i;
/** A page listing events: its last path segment says so (single event pages below it are not listed). */
const EVENT_PATH =
  /(^|\/)(events?|calendars?|upcoming(-events)?|whats-on|what-s-on|happenings|event-calendar|events-calendar|event-directory|events-list|programs-and-events|festivals)(\.html?|\.php|\.aspx?)?\/?$/i;
const EVENT_TEXT = /\b(events?|calendar|upcoming|festivals?|what'?s on)\b/i;
const PRIORITY_PATH = /(contact|about|visit|location|directions|reach-us|find-us|events?|calendar|programs?|temple|who-we-are|connect)/i;

export function siteKey(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** An event platform page that lists an organization's events. */
export function isEventPlatformUrl(u: URL): boolean {
  const host = siteKey(u.hostname);
  if (/(^|\.)eventbrite\.[a-z.]+$/.test(host)) return /^\/o\//.test(u.pathname);
  if (host === 'meetup.com')
    return /^\/[^/]+\/?(events\/?)?$/.test(u.pathname) && !/^\/(find|topics|cities|apps|about|help|login|register)\b/.test(u.pathname);
  if (host === 'facebook.com' || host === 'm.facebook.com') return /\/events\/?$/.test(u.pathname) || /^\/events\/\d+/.test(u.pathname);
  if (host === 'allevents.in' || host === 'sulekha.com') return /event/i.test(u.pathname);
  return false;
}

/** Everything a discovery crawl wants from one HTML page. */
export function pageFacts($: CheerioAPI, html: string, pageUrl: string): PageFacts {
  const page = new URL(pageUrl);
  const site = siteKey(page.hostname);
  const text = visibleText($).slice(0, MAX_TEXT_READ);
  const blocks = jsonLdBlocks($);

  const names: PageFacts['names'] = [];
  walkNodes(blocks, (n) => {
    const t = typesOf(n);
    if (t.some((x) => ORG_TYPES.test(x)) && typeof n.name === 'string') {
      const name = cleanLine(n.name);
      const url = typeof n.url === 'string' ? absoluteHttpUrl(n.url, pageUrl) : null;
      const ownSite = !url || siteKey(new URL(url).hostname) === site;
      if (name && ownSite) names.push({ name, from: 'json-ld' });
    }
  });
  const ogSite = cleanLine($('meta[property="og:site_name"]').attr('content'));
  if (ogSite) names.push({ name: ogSite, from: 'og:site_name' });
  const title = cleanLine($('title').first().text());
  const fromTitle = title ? titleName(title, page.hostname) : null;
  if (fromTitle) names.push({ name: fromTitle, from: 'title' });

  const description =
    cleanLine($('meta[name="description"]').attr('content')) || cleanLine($('meta[property="og:description"]').attr('content')) || null;

  const eventPages: string[] = [];
  const links: PageFacts['links'] = [];
  $('a[href]')
    .slice(0, MAX_LINKS_READ)
    .each((_, el) => {
      const href = ($(el).attr('href') ?? '').trim();
      if (!href || /^(mailto|tel|javascript|data|sms):/i.test(href) || href.startsWith('#')) return;
      const abs = absoluteHttpUrl(href, pageUrl);
      if (!abs) return;
      const u = new URL(abs);
      u.hash = ''; // a fragment names no other page
      const anchor = cleanLine($(el).text()).slice(0, 80);
      const sameSite = siteKey(u.hostname) === site;
      if (sameSite) {
        if (FILE_EXT.test(u.pathname) || isCalendarFeedUrl(abs) || u.pathname.startsWith('/cdn-cgi/')) return;
        const shallow = u.pathname.split('/').filter(Boolean).length <= 2 && !u.search;
        const isEvents =
          (EVENT_PATH.test(u.pathname) && !u.search) ||
          (shallow && anchor.length <= 40 && EVENT_TEXT.test(anchor) && u.pathname !== '/' && u.pathname !== page.pathname);
        if (isEvents) eventPages.push(u.href);
        const priority =
          (isEvents ? 2 : 0) +
          (PRIORITY_PATH.test(u.pathname) || PRIORITY_PATH.test(anchor) ? 2 : 0) -
          (u.search ? 1 : 0) -
          u.pathname.split('/').filter(Boolean).length * 0.1;
        links.push({ url: u.href, priority });
      } else if (isEventPlatformUrl(u)) {
        eventPages.push(u.href);
      }
    });
  $('iframe[src]').each((_, el) => {
    const src = absoluteHttpUrl($(el).attr('src'), pageUrl);
    if (src && /calendar\.google\.com\/calendar\/embed/i.test(src)) eventPages.push(src);
  });
  const feeds = findCalendarFeeds($, html, pageUrl);

  return {
    url: pageUrl,
    names,
    description: description ? description.slice(0, 1000) : null,
    emails: extractEmails($, text),
    phones: extractPhones($, text),
    places: extractPlaces($, text, blocks).slice(0, MAX_PLACES),
    eventPages: unique(eventPages),
    feeds,
    links,
  };
}

export function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
