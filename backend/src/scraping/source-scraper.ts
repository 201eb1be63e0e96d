import { icalUrlFor } from './extract/feeds';
import { IcalWindow, looksLikeIcal } from './extract/ical';
import type { Extraction, ScrapedEvent } from './extract/scraped-event';
import { FetchError, FetchResult, GuardedHttpClient } from './http/guarded-http-client';
import { ParseError, parseFailureMessage, ParserPool } from './parsing/parser-pool';
import type { ParseTaskName, ParseTasks } from './parsing/parse-tasks';
import type { SourceType } from './scraping-source.entity';

export interface ScrapeOutcome {
  events: ScrapedEvent[];
  /** How the events were found ('json-ld', 'h-event', 'ical feed …'), for the run log. */
  via: string[];
}

/** A source could not be read; the message is shown to admins in the run's errors. */
export class ScrapeError extends Error {}

export const FACEBOOK_LOGIN_MESSAGE =
  'Facebook did not show this page without logging in, so no events could be read. Add the page\'s calendar export instead: on Facebook open Events → Add to calendar (iCal export) and create a "calendar" source with that address.';

const MAX_LINKED_EVENT_PAGES = 25;
const MAX_FEEDS_PER_PAGE = 3;

const isHtml = (res: FetchResult, text: string) =>
  /html|xml/i.test(res.contentType) || /^\s*(<!doctype html|<html|<head|<body|<\?xml)/i.test(text.slice(0, 512));

/** The run log's words for an extraction that a work bound stopped early. */
const viaLabel = (what: string, ex: Extraction) => (ex.cutShort ? `${what} (cut short: ${ex.cutShort})` : what);

/**
 * Reads one source with the guarded client and returns the events it states:
 * - `calendar`: an iCalendar feed (webcal:// and Google Calendar embed links are turned into their feed);
 *   an HTML page given as a calendar is read like `other`;
 * - `eventbrite`: the organizer page's JSON-LD (an ItemList of events; linked event pages are read when the
 *   list only holds links);
 * - `facebook`: a public event page's embedded structured data; otherwise a clear error suggesting the iCal export;
 * - `other`: JSON-LD, then h-event microformats, then the calendar feeds the page links to.
 */
export class SourceScraper {
  constructor(
    private readonly http: GuardedHttpClient,
    private readonly parser: ParserPool,
  ) {}

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

  async scrape(source: { type: SourceType; url: string }, window: IcalWindow, signal?: AbortSignal): Promise<ScrapeOutcome> {
    const url = source.type === 'calendar' ? icalUrlFor(source.url) : source.url;
    let res: FetchResult;
    try {
      res = await this.http.getOk(url, {
        signal,
        accept: source.type === 'calendar' ? 'text/calendar,text/plain;q=0.9,*/*;q=0.5' : undefined,
      });
    } catch (e) {
      if (
        source.type === 'facebook' &&
        e instanceof FetchError &&
        (e.code === 'http' || e.code === 'too_many_redirects' || e.code === 'robots')
      ) {
        throw new ScrapeError(FACEBOOK_LOGIN_MESSAGE);
      }
      throw new ScrapeError(e instanceof FetchError ? e.message : `Could not fetch ${url}`);
    }
    const text = res.text();
    if (looksLikeIcal(text)) return this.fromIcal(text, window, res.url, signal);
    if (source.type === 'facebook' && /\/login|checkpoint/i.test(new URL(res.url).pathname)) throw new ScrapeError(FACEBOOK_LOGIN_MESSAGE);
    if (!isHtml(res, text)) {
      throw new ScrapeError(
        source.type === 'calendar'
          ? `${res.url} is not an iCalendar feed (content type ${res.contentType || 'unknown'})`
          : `${res.url} is not a web page (content type ${res.contentType || 'unknown'})`,
      );
    }
    return this.fromPage(source.type, text, res.url, window, signal);
  }

  private async fromIcal(text: string, window: IcalWindow, url: string, signal?: AbortSignal): Promise<ScrapeOutcome> {
    const ex = await this.parse('ical', [text, window, url], 'feed', url, signal);
    if (!ex.structured && !/BEGIN:VEVENT/i.test(text)) return { events: [], via: ['ical feed (no events)'] };
    return { events: ex.events, via: [viaLabel('ical feed', ex)] };
  }

  private async fromPage(
    type: SourceType,
    html: string,
    pageUrl: string,
    window: IcalWindow,
    signal?: AbortSignal,
  ): Promise<ScrapeOutcome> {
    const { ld, feeds: pageFeeds } = await this.parse('page', [html, pageUrl], 'page', pageUrl, signal);
    const events = [...ld.events];
    const via: string[] = [];
    if (ld.structured) via.push('json-ld');
    if (!ld.events.length && ld.eventLinks.length && type !== 'facebook') {
      // An organizer page whose list only links to event pages: read those pages' JSON-LD.
      for (const link of ld.eventLinks.slice(0, MAX_LINKED_EVENT_PAGES)) {
        try {
          const r = await this.http.getOk(link, { signal });
          const sub = await this.parser.run('page', [r.text(), r.url], signal);
          events.push(...sub.ld.events);
        } catch (e) {
          if ((e instanceof FetchError && e.code === 'aborted') || (e instanceof ParseError && e.reason === 'aborted'))
            throw new ScrapeError('Cancelled');
        }
      }
      if (events.length) via.push('json-ld (linked event pages)');
    }
    if (events.length || ld.structured) return { events, via };

    const mf = await this.parse('microformats', [html, pageUrl], 'page', pageUrl, signal);
    if (mf.structured) return { events: mf.events, via: [viaLabel('h-event', mf)] };

    if (type === 'facebook') throw new ScrapeError(FACEBOOK_LOGIN_MESSAGE);

    const feeds = pageFeeds.slice(0, MAX_FEEDS_PER_PAGE);
    const errors: string[] = [];
    let anyFeed = false;
    for (const feed of feeds) {
      try {
        const r = await this.http.getOk(feed, { signal, accept: 'text/calendar,text/plain;q=0.9,*/*;q=0.5' });
        const t = r.text();
        if (!looksLikeIcal(t)) continue;
        const ex = await this.parse('ical', [t, window, r.url], 'feed', r.url, signal);
        anyFeed = true;
        events.push(...ex.events);
        via.push(viaLabel(`ical feed ${r.url}`, ex));
      } catch (e) {
        if (e instanceof FetchError && e.code === 'aborted') throw new ScrapeError('Cancelled');
        if (e instanceof ScrapeError && e.message === 'Cancelled') throw e;
        errors.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (anyFeed) return { events, via };
    if (errors.length) throw new ScrapeError(`The page links a calendar feed that could not be read: ${errors[0]}`);
    throw new ScrapeError(
      `No events found at ${pageUrl}: the page has no schema.org Event data, no h-event markup and links no calendar feed`,
    );
  }
}
