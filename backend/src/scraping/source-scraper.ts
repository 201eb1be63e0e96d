import { fetchFailure } from './discovery/discovery-messages';
import { icalUrlFor, platformFeedUrl } from './extract/feeds';
import { IcalWindow, looksLikeIcal } from './extract/ical';
import type { OutsideWindow } from './extract/scraped-event';
import type { MapResult } from './extract/to-event';
import { FetchError, FetchResult, GuardedHttpClient } from './http/guarded-http-client';
import { ParseError, parseFailureMessage, ParserPool } from './parsing/parser-pool';
import type { TribeListing } from './extract/platforms/tribe';
import type { MapContext, MappedExtraction, PagePlatform, ParseTaskName, ParseTasks } from './parsing/parse-tasks';
import type { SourceType } from './scraping-source.entity';

export interface ScrapeOutcome {
  /** One per event the source states: its Event columns, or why it is left out. */
  results: MapResult[];
  /** How the events were found ('json-ld', 'h-event', 'ical feed …'), for the run log. */
  via: string[];
  /** What stated the events: the source's own page or feed, or the calendar feeds its page links to. */
  readFrom: ReadFrom;
  /** Events not read because of their dates: a feed's with no occurrence in the window, a Squarespace collection's past ones. */
  outside?: OutsideWindow;
  /** Set when only part of what the source lists could be read, saying what was missed and why (in plain words). */
  partial?: string;
}

export type ReadFrom = 'page' | 'feed' | 'linked feeds';

/** A source could not be read; the message is shown to admins in the run's errors. */
export class ScrapeError extends Error {}

export const FACEBOOK_LOGIN_MESSAGE =
  'Facebook did not show this page without logging in, so no events could be read. Add the page\'s calendar export instead: on Facebook open Events → Add to calendar (iCal export) and create a "calendar" source with that address.';

export const FACEBOOK_NO_EVENT_MESSAGE =
  'This Facebook page holds no public event data (it is not a public event page), so no events could be read. Add the page\'s calendar export instead: on Facebook open Events → Add to calendar (iCal export) and create a "calendar" source with that address.';

const MAX_LINKED_EVENT_PAGES = 25;
/** Pages of The Events Calendar's REST listing read per source (50 events each, or fewer when the site caps it). */
const MAX_TRIBE_PAGES = 20;
const MAX_FEEDS_PER_PAGE = 3;
/** The Accept header of a request for a calendar feed. */
const ICAL_ACCEPT = 'text/calendar,text/plain;q=0.9,*/*;q=0.5';

const isHtml = (res: FetchResult, text: string) =>
  /html|xml/i.test(res.contentType) || /^\s*(<!doctype html|<html|<head|<body|<\?xml)/i.test(text.slice(0, 512));

/** A JSON answer (a platform's listing given as the source itself, e.g. The Events Calendar's REST address). */
const isJson = (res: FetchResult, text: string) => /[/+]json\b/i.test(res.contentType) || /^\s*[{[]/.test(text.slice(0, 64));

/** An XML feed rather than a page: RSS, RSS 1.0 (RDF), Atom, or a BoardDocs meeting listing. */
const isXmlFeed = (text: string) =>
  /^\s*(?:\ufeff)?(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:rss|feed|rdf:RDF|meetings)\b/i.test(text.slice(0, 2048));

const platformFeedOf = (url: string) => (URL.canParse(url) ? platformFeedUrl(new URL(url)) : null);

/** A fetch or parse stopped because the run or the source's time limit was cancelled. */
const wasCancelled = (e: unknown) =>
  (e instanceof FetchError && e.code === 'aborted') || (e instanceof ParseError && e.reason === 'aborted');

/** What was read from a page or feed, as the run log names it. */
function outcomeOf(ex: MappedExtraction, via: string, readFrom: ReadFrom): ScrapeOutcome {
  return { results: ex.results, via: [via], readFrom, outside: ex.outside };
}

/**
 * One way of reading a page's platform data when its JSON-LD states no event: its outcome, or null when the page
 * carries no such data (or it cannot be read) and the next reader is tried. Only the readers marked `facebook` read a
 * `facebook` source's page.
 */
interface PlatformReader {
  facebook?: true;
  read: (platform: PagePlatform, ctx: ScrapeContext) => ScrapeOutcome | null | Promise<ScrapeOutcome | null>;
}

const mapContext = (ctx: ScrapeContext): MapContext => ({ org: ctx.org, now: ctx.now, window: ctx.window });

/** The run log's words for an extraction that a work bound stopped early. */
const viaLabel = (what: string, ex: MappedExtraction) => (ex.cutShort ? `${what} (cut short: ${ex.cutShort})` : what);

/** Recurring calendar events are expanded this far ahead; one-off events are read this far ahead. */
export const RECURRING_DAYS_AHEAD = 180;
export const ONE_OFF_DAYS_AHEAD = 730;

/** The calendar window of a run or preview at `now`: from 36 hours ago (an event still running) on. */
export function scrapeWindow(now: Date): IcalWindow {
  const ahead = (days: number) => new Date(now.getTime() + days * 86_400_000);
  return { from: new Date(now.getTime() - 36 * 3600_000), to: ahead(RECURRING_DAYS_AHEAD), singlesTo: ahead(ONE_OFF_DAYS_AHEAD) };
}

/** How a source is read: the window for recurring events, the organization events are attributed to, the time of the run. */
export interface ScrapeContext extends MapContext {
  window: IcalWindow;
  signal?: AbortSignal;
}

/**
 * Reads one source with the guarded client and returns the events it states, mapped to Event columns
 * (parsing, extraction and mapping run in the parser pool's worker threads):
 * - `calendar`: an iCalendar feed (webcal:// and Google Calendar embed links are turned into their feed);
 *   an HTML page given as a calendar is read like `other`;
 * - `eventbrite`: the organizer page's JSON-LD (an ItemList of events; linked event pages are read when the
 *   list only holds links); a single event page's JSON-LD, else its server data (`window.__SERVER_DATA__`);
 * - `facebook`: a public event page's embedded structured data; otherwise a clear error suggesting the iCal export;
 * - `other`: JSON-LD, then platforms' own data (Facebook, Meetup, Eventbrite, Wix, Squarespace, The Events Calendar),
 *   then h-event microformats, then the calendar feeds the page links to, then dated lines of its text.
 * Whatever the type, an iCalendar feed, an RSS/Atom event feed, a BoardDocs listing or a platform's JSON listing given
 * as the address itself is read as what it is.
 */
export class SourceScraper {
  constructor(
    private readonly http: GuardedHttpClient,
    private readonly parser: ParserPool,
  ) {}

  /** The page's platform readers, in the order they are tried. */
  private readonly platformReaders: PlatformReader[] = [
    { facebook: true, read: (p) => p.facebook && outcomeOf(p.facebook, 'facebook embedded json', 'page') },
    { facebook: true, read: (p) => p.meetup && outcomeOf(p.meetup, 'meetup group page (next.js data)', 'page') },
    { read: (p) => p.eventbrite && outcomeOf(p.eventbrite, 'eventbrite event page (server data)', 'page') },
    { read: (p) => p.wix && outcomeOf(p.wix, 'wix events (warm-up json)', 'page') },
    { read: (p, ctx) => (p.squarespaceJson ? this.squarespace(p.squarespaceJson, p.squarespaceHtml, ctx) : null) },
    { read: (p, ctx) => (p.tribeRest ? this.tribe(p.tribeRest, ctx) : null) },
  ];

  /** Runs a parse task in the worker pool; its failures become ScrapeErrors with a clear reason. */
  private async parse<K extends ParseTaskName>(
    task: K,
    args: Parameters<ParseTasks[K]>,
    what: 'page' | 'feed',
    url: string,
    signal?: AbortSignal,
  ): Promise<ReturnType<ParseTasks[K]>> {
    try {
      return await this.parser.run(task, args, signal);
    } catch (e) {
      if (e instanceof ParseError)
        throw new ScrapeError(e.reason === 'aborted' ? 'Cancelled' : parseFailureMessage(e, what, url, this.parser.timeLimitMs));
      throw e;
    }
  }

  async scrape(source: { type: SourceType; url: string }, ctx: ScrapeContext): Promise<ScrapeOutcome> {
    // Event platforms whose pages have an iCalendar export (Meetup groups, Tockify) are read through it; when the
    // export cannot be read, the page itself is.
    const platformFeed = source.type === 'calendar' ? null : platformFeedOf(source.url);
    if (platformFeed) {
      const viaFeed = await this.platformFeed(platformFeed, ctx);
      if (viaFeed) return viaFeed;
    }
    return this.scrapeAt(source.type === 'calendar' ? icalUrlFor(source.url) : source.url, source.type, ctx);
  }

  /** A platform's iCalendar export, or null when it does not answer with one. */
  private async platformFeed(url: string, ctx: ScrapeContext): Promise<ScrapeOutcome | null> {
    try {
      const res = await this.http.getOk(url, { signal: ctx.signal, accept: ICAL_ACCEPT });
      const text = res.text();
      return looksLikeIcal(text) ? await this.fromIcal(text, res.url, ctx) : null;
    } catch (e) {
      if (wasCancelled(e)) throw new ScrapeError('Cancelled');
      if (e instanceof ScrapeError) throw e;
      return null;
    }
  }

  private async scrapeAt(url: string, type: SourceType, ctx: ScrapeContext): Promise<ScrapeOutcome> {
    let res: FetchResult;
    try {
      res = await this.http.getOk(url, { signal: ctx.signal, accept: type === 'calendar' ? ICAL_ACCEPT : undefined });
    } catch (e) {
      if (type === 'facebook' && e instanceof FetchError && (e.code === 'http' || e.code === 'too_many_redirects' || e.code === 'robots')) {
        throw new ScrapeError(FACEBOOK_LOGIN_MESSAGE);
      }
      throw new ScrapeError(fetchFailure(url, e));
    }
    const text = res.text();
    if (looksLikeIcal(text)) return this.fromIcal(text, res.url, ctx);
    if (type === 'facebook' && /\/login|\/checkpoint/i.test(new URL(res.url).pathname)) throw new ScrapeError(FACEBOOK_LOGIN_MESSAGE);
    if (isXmlFeed(text)) return this.fromXmlFeed(text, res.url, ctx);
    if (type !== 'calendar' && isJson(res, text)) return this.fromJson(text, res.url, ctx);
    if (!isHtml(res, text)) {
      const expected = type === 'calendar' ? 'an iCalendar feed' : 'a web page';
      throw new ScrapeError(`${res.url} is not ${expected} (content type ${res.contentType || 'unknown'})`);
    }
    return this.fromPage(type, text, res.url, ctx);
  }

  private async fromIcal(text: string, url: string, ctx: ScrapeContext): Promise<ScrapeOutcome> {
    const ex = await this.parse('ical', [text, ctx.window, url, mapContext(ctx)], 'feed', url, ctx.signal);
    if (!ex.structured && !/BEGIN:VEVENT/i.test(text)) return { results: [], via: ['ical feed (no events)'], readFrom: 'feed' };
    return outcomeOf(ex, viaLabel('ical feed', ex), 'feed');
  }

  /** An RSS or Atom feed of events, or a BoardDocs meeting listing. */
  private async fromXmlFeed(text: string, url: string, ctx: ScrapeContext): Promise<ScrapeOutcome> {
    const ex = await this.parse('xmlFeed', [text, url, mapContext(ctx)], 'feed', url, ctx.signal);
    if (ex.kind === 'boarddocs') return outcomeOf(ex, 'boarddocs meetings (xml)', 'feed');
    if (!ex.structured && ex.items > 0)
      throw new ScrapeError(
        `${url} is a news feed: its ${ex.items} item${ex.items === 1 ? '' : 's'} carry no event dates (only when they were posted), so no events could be read. Add the site's events page or calendar (iCal) export instead.`,
      );
    return outcomeOf(ex, 'rss/atom event feed', 'feed');
  }

  /** A platform's JSON listing given as the source itself (The Events Calendar's REST address, a Squarespace `?format=json`). */
  private async fromJson(text: string, url: string, ctx: ScrapeContext): Promise<ScrapeOutcome> {
    const first = await this.parse('platformJson', ['auto', text, url, mapContext(ctx)], 'feed', url, ctx.signal);
    if (!first.structured)
      throw new ScrapeError(
        `${url} answers JSON that is not an event listing Sangam can read (The Events Calendar's REST listing or a Squarespace collection). Add the site's events page instead.`,
      );
    if (first.next !== null || first.totalPages !== null) return this.tribePages(first, ctx, 'feed');
    return outcomeOf(first, 'squarespace collection json', 'feed');
  }

  /**
   * The Events Calendar's REST listing from its first page on, following `next_rest_url` up to MAX_TRIBE_PAGES
   * pages. A later page that cannot be read, or the page limit, leaves a partial read that says so.
   */
  private async tribePages(first: MappedExtraction & TribeListing, ctx: ScrapeContext, readFrom: ReadFrom): Promise<ScrapeOutcome> {
    const results = [...first.results];
    const { total, totalPages } = first;
    let next = first.next;
    let page = 1;
    let why: string | null = null;
    while (next && !why) {
      if (page >= MAX_TRIBE_PAGES) {
        why = `we read at most ${MAX_TRIBE_PAGES} pages of it`;
        break;
      }
      page++;
      const got = await this.platformJson('tribe', next, ctx);
      if ('failed' in got) why = `page ${page}${totalPages ? ` of ${totalPages}` : ''} could not be read (${got.failed})`;
      else if (!got.structured) why = `page ${page}${totalPages ? ` of ${totalPages}` : ''} is not an event listing`;
      else {
        results.push(...got.results);
        next = got.next;
      }
    }
    const outcome: ScrapeOutcome = { results, via: ['the events calendar rest api'], readFrom };
    if (!why) return outcome;
    const of = total !== null && total > results.length ? ` of the ${total}` : '';
    return { ...outcome, partial: `Only ${results.length}${of} events the site's event listing holds were read: ${why}.` };
  }

  private async fromPage(type: SourceType, html: string, pageUrl: string, ctx: ScrapeContext): Promise<ScrapeOutcome> {
    const signal = ctx.signal;
    const ld = await this.parse('page', [html, pageUrl, mapContext(ctx)], 'page', pageUrl, signal);
    const results = [...ld.results];
    const via: string[] = [];
    if (ld.structured) via.push(viaLabel('json-ld', ld));
    if (!ld.results.length && ld.eventLinks.length && type !== 'facebook') {
      // An organizer page whose list only links to event pages: read those pages' JSON-LD.
      for (const link of ld.eventLinks.slice(0, MAX_LINKED_EVENT_PAGES)) {
        try {
          const r = await this.http.getOk(link, { signal });
          const sub = await this.parser.run('page', [r.text(), r.url, mapContext(ctx)], signal);
          results.push(...(sub.results.length ? sub.results : (sub.platform?.eventbrite?.results ?? [])));
        } catch (e) {
          if (wasCancelled(e)) throw new ScrapeError('Cancelled');
        }
      }
      if (results.length) via.push('json-ld (linked event pages)');
    }
    if (results.length || ld.structured) return { results, via, readFrom: 'page', outside: ld.outside };

    const platform = ld.platform;
    if (platform) {
      for (const reader of this.platformReaders) {
        if (type === 'facebook' && !reader.facebook) continue;
        const outcome = await reader.read(platform, ctx);
        if (outcome) return outcome;
      }
    }
    if (type === 'facebook') throw new ScrapeError(platform?.loginWall ? FACEBOOK_LOGIN_MESSAGE : FACEBOOK_NO_EVENT_MESSAGE);

    const mf = await this.parse('microformats', [html, pageUrl, mapContext(ctx)], 'page', pageUrl, signal);
    if (mf.structured) return outcomeOf(mf, viaLabel('h-event', mf), 'page');

    const feeds = ld.feeds.slice(0, MAX_FEEDS_PER_PAGE);
    const errors: string[] = [];
    let anyFeed = false;
    const outside: OutsideWindow = { past: 0, laterRecurring: 0, laterOneOff: 0 };
    for (const feed of feeds) {
      try {
        const r = await this.http.getOk(feed, { signal, accept: ICAL_ACCEPT });
        const t = r.text();
        if (!looksLikeIcal(t)) continue;
        const ex = await this.parse('ical', [t, ctx.window, r.url, mapContext(ctx)], 'feed', r.url, signal);
        anyFeed = true;
        results.push(...ex.results);
        for (const k of ['past', 'laterRecurring', 'laterOneOff'] as const) outside[k] += ex.outside?.[k] ?? 0;
        via.push(viaLabel(`ical feed ${r.url}`, ex));
      } catch (e) {
        if (wasCancelled(e)) throw new ScrapeError('Cancelled');
        if (e instanceof ScrapeError && e.message === 'Cancelled') throw e;
        errors.push(e instanceof ScrapeError ? e.message : fetchFailure(feed, e));
      }
    }
    if (anyFeed) return { results, via, readFrom: 'linked feeds', outside };
    if (errors.length) throw new ScrapeError(`The page links a calendar feed that could not be read: ${errors[0]}`);
    // The last resort: dated lines in the page's text. These events always wait for an admin.
    const plain = await this.parse('pageText', [html, mapContext(ctx)], 'page', pageUrl, signal);
    if (plain.structured) return outcomeOf(plain, 'page text (each event waits for approval)', 'page');
    throw new ScrapeError(
      `No events found at ${pageUrl}: the page has no schema.org Event data, no h-event markup, links no calendar feed and lists no dated items`,
    );
  }

  /** A Squarespace collection read as JSON; when the JSON path does not answer (a site that serves HTML at ?format=json), the page's own event list. */
  private async squarespace(url: string, html: MappedExtraction | null, ctx: ScrapeContext): Promise<ScrapeOutcome | null> {
    const sq = await this.platformJson('squarespace', url, ctx);
    if (!('failed' in sq) && sq.structured) return outcomeOf(sq, 'squarespace collection json', 'page');
    return html && outcomeOf(html, 'squarespace event list (html)', 'page');
  }

  /** The Events Calendar's REST listing of a page, or null when its first page cannot be read or it lists nothing. */
  private async tribe(url: string, ctx: ScrapeContext): Promise<ScrapeOutcome | null> {
    const first = await this.platformJson('tribe', url, ctx);
    if ('failed' in first || !first.structured) return null;
    const all = await this.tribePages(first, ctx, 'page');
    return all.results.length || all.partial ? all : null;
  }

  /** A platform's JSON listing (fetched with the guarded client, parsed in the pool), or why it could not be fetched. */
  private async platformJson(
    kind: 'squarespace' | 'tribe',
    url: string,
    ctx: ScrapeContext,
  ): Promise<(MappedExtraction & TribeListing) | { failed: string }> {
    let r: FetchResult;
    try {
      r = await this.http.getOk(url, { signal: ctx.signal, accept: 'application/json' });
    } catch (e) {
      if (wasCancelled(e)) throw new ScrapeError('Cancelled');
      return { failed: e instanceof FetchError && e.status ? `the site answered ${e.status}` : e instanceof Error ? e.message : String(e) };
    }
    return this.parse('platformJson', [kind, r.text(), r.url, mapContext(ctx)], 'feed', r.url, ctx.signal);
  }
}
