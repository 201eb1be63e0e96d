import type { CheerioAPI } from 'cheerio';
import { absoluteHttpUrl, withQuery } from './scraped-event';

/**
 * The iCalendar address behind a calendar URL: `webcal://` → `https://`; a Google Calendar embed or
 * share link (`calendar.google.com/calendar/embed?src=ID`, `…/u/0?cid=…`) → its public basic.ics feed.
 * Anything else is returned unchanged.
 */
export function icalUrlFor(raw: string): string {
  const s = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  if (!URL.canParse(s)) return s;
  const u = new URL(s);
  const platform = platformFeedUrl(u);
  if (platform) return platform;
  if (/^(www\.)?calendar\.google\.com$/i.test(u.hostname) && !/\/ical\//.test(u.pathname)) {
    let id = u.searchParams.get('src');
    const cid = u.searchParams.get('cid');
    // A cid is the calendar's address, or that address in base64 (which Buffer reads leniently, never throwing).
    if (!id && cid) id = /@|\./.test(cid) ? cid : Buffer.from(cid, 'base64').toString('utf8');
    if (id) return `https://calendar.google.com/calendar/ical/${encodeURIComponent(id)}/public/basic.ics`;
  }
  return u.href;
}

/**
 * The iCalendar export of an event platform's page: a Meetup group (`meetup.com/<group>/…` →
 * `meetup.com/<group>/events/ical/`) and a Tockify calendar (`tockify.com/<calendar>…` →
 * `tockify.com/api/feeds/ics/<calendar>`). null for other addresses.
 */
export function platformFeedUrl(u: URL): string | null {
  const host = u.hostname.toLowerCase();
  const [first, second] = u.pathname.split('/').filter(Boolean);
  if (/^(www\.)?meetup\.com$/.test(host) && first && !/^(find|topics|cities|apps|login|register|help|lp|pro)$/i.test(first)) {
    return /\/events\/ical\/?$/.test(u.pathname) ? null : `https://www.meetup.com/${first}/events/ical/`;
  }
  if (/^(www\.)?tockify\.com$/.test(host) && first) {
    if (first === 'api') return null;
    return `https://tockify.com/api/feeds/ics/${first === 'embed' || first === 'calendar' ? (second ?? first) : first}`;
  }
  return null;
}

export function isCalendarFeedUrl(url: string): boolean {
  return (
    /\.ics(\?|$)/i.test(url) ||
    /^webcals?:/i.test(url) ||
    /[?&]ical=1\b/i.test(url) ||
    /calendar\.google\.com\/calendar\/(ical|embed)/i.test(url) ||
    /[?&]outputType=ical\b/i.test(url)
  );
}

/** Links read per page (a sitemap-like page can hold hundreds of thousands; the ones that matter come early). */
export const MAX_LINKS_READ = 2_000;

/** True when the page is built with The Events Calendar (WordPress), which exports `?ical=1`. */
function usesTheEventsCalendar($: CheerioAPI, html: string): boolean {
  return (
    /the-events-calendar|tribe-events/i.test(html) &&
    ($('[class*="tribe-events"]').length > 0 || /wp-content\/plugins\/the-events-calendar/i.test(html))
  );
}

/**
 * Calendar feeds a page points to: `<link rel="alternate" type="text/calendar">`, links to `.ics`
 * and `webcal:` addresses, Google Calendar embeds (iframes and links), and The Events Calendar's
 * `?ical=1` export. Returned as fetchable https/http iCalendar URLs, in page order, without repeats.
 */
export function findCalendarFeeds($: CheerioAPI, html: string, pageUrl: string): string[] {
  const out: string[] = [];
  const add = (raw: string | undefined) => {
    if (!raw) return;
    const abs = /^webcals?:/i.test(raw) ? raw : absoluteHttpUrl(raw, pageUrl);
    if (!abs) return;
    const feed = icalUrlFor(abs);
    if (/^https?:/i.test(feed) && !out.includes(feed)) out.push(feed);
  };
  $('link[rel~="alternate"]').each((_, el) => {
    if (/text\/calendar/i.test($(el).attr('type') ?? '')) add($(el).attr('href'));
  });
  $('a[href]')
    .slice(0, MAX_LINKS_READ)
    .each((_, el) => {
      const href = $(el).attr('href') ?? '';
      if (isCalendarFeedUrl(href)) add(href);
    });
  $('iframe[src]').each((_, el) => {
    const src = $(el).attr('src') ?? '';
    if (/calendar\.google\.com\/calendar\/(embed|ical)|tockify\.com\//i.test(src)) add(src);
  });
  // Tockify's embed script: <div data-tockify-component="calendar" data-tockify-calendar="name">.
  $('[data-tockify-calendar]').each((_, el) => {
    const name = ($(el).attr('data-tockify-calendar') ?? '').trim();
    if (/^[\w.-]{1,100}$/.test(name)) add(`https://tockify.com/${name}`);
  });
  if (usesTheEventsCalendar($, html)) add(withQuery(pageUrl, 'ical', '1')); // The Events Calendar's export
  return out;
}
