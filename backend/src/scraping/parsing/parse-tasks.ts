import type { CheerioAPI } from 'cheerio';
import { cheerio } from '../../common/lazy';
import { pageFacts } from '../discovery/page-facts';
import { findCalendarFeeds } from '../extract/feeds';
import { extractIcalEvents, IcalWindow } from '../extract/ical';
import { extractJsonLdEvents } from '../extract/jsonld';
import { extractMicroformatEvents } from '../extract/microformats';
import { extractEventbriteEvents } from '../extract/platforms/eventbrite';
import { extractFacebookEvent, isFacebookLoginWall } from '../extract/platforms/facebook';
import { extractPageTextEvents } from '../extract/platforms/page-text';
import { extractBoardDocsMeetings } from '../extract/platforms/boarddocs';
import { extractMeetupEvents } from '../extract/platforms/meetup';
import { extractRssEvents } from '../extract/platforms/rss';
import { extractSquarespaceEvents, extractSquarespaceHtmlEvents } from '../extract/platforms/squarespace';
import { Extraction, withQuery } from '../extract/scraped-event';
import { extractTribeEvents, TribeListing, tribeRestUrl } from '../extract/platforms/tribe';
import { extractWixEvents } from '../extract/platforms/wix';
import { MapResult, SourceOrganization, toEventDraft } from '../extract/to-event';

/** What mapping extracted events to Event columns needs: the source's organization and the time of the run. */
export interface MapContext {
  org: SourceOrganization | null;
  now: Date;
  /** The window recurring events are read in (a JSON-LD event's `eventSchedule`); without it schedules are not expanded. */
  window?: IcalWindow;
}

/** A page or feed read and mapped: one result per event found (a draft, or why it is left out). */
export interface MappedExtraction extends Pick<Extraction, 'structured' | 'cutShort' | 'outside'> {
  results: MapResult[];
}

function mapped(ex: Extraction, ctx: MapContext): MappedExtraction {
  // A left-out event keeps its title, so a run's per-event outcomes can say which event it was.
  const results = ex.events.map((e): MapResult => {
    const r = toEventDraft(e, ctx.org, ctx.now);
    return r.ok ? r : { ...r, title: e.title.slice(0, 200) };
  });
  for (const l of ex.leftOut ?? []) results.push({ ok: false, reason: l.reason, title: l.title.slice(0, 200) });
  const out: MappedExtraction = { structured: ex.structured, results };
  if (ex.cutShort) out.cutShort = ex.cutShort;
  if (ex.outside) out.outside = ex.outside;
  return out;
}

/** What else a page holds when its JSON-LD has no event: a platform's own data, or where to read it. */
export interface PagePlatform {
  /** Facebook's embedded event JSON (null when the page has none). */
  facebook: MappedExtraction | null;
  /** The page is a login wall (a login form in place of the content): what Facebook shows instead of a page it keeps private. */
  loginWall: boolean;
  /** An Eventbrite event page's server data (null when the page has none). */
  eventbrite: MappedExtraction | null;
  /** Wix Events' warm-up JSON (null when the page has none). */
  wix: MappedExtraction | null;
  /** A Squarespace site: its collection is read as JSON at this address. */
  squarespaceJson: string | null;
  /** The same collection as the page's HTML lists it (read when the JSON cannot be). */
  squarespaceHtml: MappedExtraction | null;
  /** A Meetup group page's Apollo cache (null when the page has none). */
  meetup: MappedExtraction | null;
  /** A WordPress site with The Events Calendar: its REST listing. */
  tribeRest: string | null;
}

function platformOf($: CheerioAPI, html: string, pageUrl: string, ctx: MapContext): PagePlatform {
  const host = new URL(pageUrl).hostname.toLowerCase();
  const fbHost = /(^|\.)facebook\.com$/.test(host);
  const fb = fbHost || html.includes('day_time_sentence') ? extractFacebookEvent($, pageUrl) : null;
  const eventbrite = html.includes('__SERVER_DATA__') ? extractEventbriteEvents($, pageUrl) : null;
  const wix = /wix-warmup-data/.test(html) ? extractWixEvents($, pageUrl) : null;
  const squarespace =
    /Static\.SQUARESPACE_CONTEXT|<!-- This is Squarespace\. -->/.test(html) && /eventlist|events?-collection|"collection"/i.test(html);
  const apiRoot = $('link[rel="https://api.w.org/"]').attr('href') ?? null;
  const tribe = /tribe-events|the-events-calendar/i.test(html) && (apiRoot !== null || /wp-content|wp-json/.test(html));
  const sqsHtml = squarespace ? extractSquarespaceHtmlEvents($, pageUrl) : null;
  const meetup = html.includes('__APOLLO_STATE__') ? extractMeetupEvents($, pageUrl) : null;
  return {
    facebook: fb?.structured ? mapped(fb, ctx) : null,
    loginWall: isFacebookLoginWall($, pageUrl),
    eventbrite: eventbrite?.structured ? mapped(eventbrite, ctx) : null,
    wix: wix?.structured ? mapped(wix, ctx) : null,
    squarespaceJson: squarespace ? withQuery(pageUrl, 'format', 'json') : null,
    squarespaceHtml: sqsHtml?.structured ? mapped(sqsHtml, ctx) : null,
    meetup: meetup?.structured ? mapped(meetup, ctx) : null,
    // An API root that is no address (relative to the page) gives no listing.
    tribeRest: tribe && (apiRoot === null || URL.canParse(apiRoot, pageUrl)) ? tribeRestUrl(pageUrl, apiRoot) : null,
  };
}

/**
 * The handling of untrusted pages and feeds (parsing, extraction, mapping), run in a worker thread
 * (parser-pool.ts) so that a hostile input costs that worker, never the server's event loop. Arguments
 * and results cross the thread boundary by structured clone: plain data and Dates only.
 */
export const PARSE_TASKS = {
  /** An iCalendar feed's events within the window. */
  ical: (text: string, window: IcalWindow, feedUrl: string, ctx: MapContext): MappedExtraction =>
    mapped(extractIcalEvents(text, window, feedUrl), ctx),
  /** A page's JSON-LD events (and links to event pages), and the calendar feeds it links to. */
  page: (
    html: string,
    pageUrl: string,
    ctx: MapContext,
  ): MappedExtraction & { eventLinks: string[]; feeds: string[]; platform: PagePlatform | null } => {
    const $ = cheerio().load(html);
    const ld = extractJsonLdEvents($, pageUrl, ctx.window);
    const platform = ld.events.length ? null : platformOf($, html, pageUrl, ctx);
    return { ...mapped(ld, ctx), eventLinks: ld.eventLinks, feeds: findCalendarFeeds($, html, pageUrl), platform };
  },
  /**
   * A platform's JSON answer: a Squarespace collection (`?format=json`), The Events Calendar's REST listing, or
   * (`auto`, a JSON address given as the source itself) whichever of the two it is.
   */
  platformJson: (kind: 'squarespace' | 'tribe' | 'auto', text: string, url: string, ctx: MapContext): MappedExtraction & TribeListing => {
    const none = { structured: false, results: [], next: null, total: null, totalPages: null };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return none;
    }
    const isTribe = kind === 'tribe' || (kind === 'auto' && typeof json === 'object' && json !== null && 'events' in json);
    if (isTribe) {
      const ex = extractTribeEvents(json, url);
      return { ...mapped(ex, ctx), next: ex.next, total: ex.total, totalPages: ex.totalPages };
    }
    return { ...mapped(extractSquarespaceEvents(json, url), ctx), next: null, total: null, totalPages: null };
  },
  /**
   * An XML feed: a BoardDocs meeting listing (`<meetings>`), else an RSS or Atom feed whose items carry event dates
   * (`items`: how many items the feed has, dated or not).
   */
  xmlFeed: (text: string, url: string, ctx: MapContext): MappedExtraction & { kind: 'boarddocs' | 'rss'; items: number } => {
    const $ = cheerio().load(text, { xml: true });
    if ($('meetings > meeting').length) {
      const ex = extractBoardDocsMeetings($, url, ctx.window?.from);
      return { ...mapped(ex, ctx), kind: 'boarddocs', items: $('meeting').length };
    }
    const ex = extractRssEvents($, url);
    return { ...mapped(ex, ctx), kind: 'rss', items: ex.items };
  },
  /** Dated lines in a page's plain text (the last resort: these events always wait for an admin). */
  pageText: (html: string, ctx: MapContext): MappedExtraction => {
    const ex = extractPageTextEvents(cheerio().load(html), ctx.now);
    return { ...mapped(ex, ctx), structured: ex.events.length > 0 };
  },
  /** A page's h-event markup. */
  microformats: (html: string, pageUrl: string, ctx: MapContext): MappedExtraction => mapped(extractMicroformatEvents(html, pageUrl), ctx),
  /** What a page says about the organization behind the site (discovery). */
  pageFacts: (html: string, pageUrl: string) => pageFacts(cheerio().load(html), html, pageUrl),
};

export type ParseTasks = typeof PARSE_TASKS;
export type ParseTaskName = keyof ParseTasks;
