import { cheerio } from '../common/lazy';
import { findCalendarFeeds, icalUrlFor } from './extract/feeds';
import { extractIcalEvents, IcalWindow, looksLikeIcal } from './extract/ical';
import { extractJsonLdEvents } from './extract/jsonld';
import { extractMicroformatEvents } from './extract/microformats';
import type { ScrapedEvent } from './extract/scraped-event';
import { FetchError, FetchResult, GuardedHttpClient } from './http/guarded-http-client';
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
  constructor(private readonly http: GuardedHttpClient) {}

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
    if (looksLikeIcal(text)) return this.fromIcal(text, window, res.url);
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

  private fromIcal(text: string, window: IcalWindow, url: string): ScrapeOutcome {
    const ex = extractIcalEvents(text, window, url);
    if (!ex.structured && !/BEGIN:VEVENT/i.test(text)) return { events: [], via: ['ical feed (no events)'] };
    return { events: ex.events, via: ['ical feed'] };
  }

  private async fromPage(
    type: SourceType,
    html: string,
    pageUrl: string,
    window: IcalWindow,
    signal?: AbortSignal,
  ): Promise<ScrapeOutcome> {
    const $ = cheerio().load(html);
    const ld = extractJsonLdEvents($, pageUrl);
    const events = [...ld.events];
    const via: string[] = [];
    if (ld.structured) via.push('json-ld');
    if (!ld.events.length && ld.eventLinks.length && type !== 'facebook') {
      // An organizer page whose list only links to event pages: read those pages' JSON-LD.
      for (const link of ld.eventLinks.slice(0, MAX_LINKED_EVENT_PAGES)) {
        try {
          const r = await this.http.getOk(link, { signal });
          const sub = extractJsonLdEvents(cheerio().load(r.text()), r.url);
          events.push(...sub.events);
        } catch (e) {
          if (e instanceof FetchError && e.code === 'aborted') throw new ScrapeError('Cancelled');
        }
      }
      if (events.length) via.push('json-ld (linked event pages)');
    }
    if (events.length || ld.structured) return { events, via };

    const mf = extractMicroformatEvents(html, pageUrl);
    if (mf.structured) return { events: mf.events, via: ['h-event'] };

    if (type === 'facebook') throw new ScrapeError(FACEBOOK_LOGIN_MESSAGE);

    const feeds = findCalendarFeeds($, html, pageUrl).slice(0, MAX_FEEDS_PER_PAGE);
    const errors: string[] = [];
    let anyFeed = false;
    for (const feed of feeds) {
      try {
        const r = await this.http.getOk(feed, { signal, accept: 'text/calendar,text/plain;q=0.9,*/*;q=0.5' });
        const t = r.text();
        if (!looksLikeIcal(t)) continue;
        anyFeed = true;
        events.push(...extractIcalEvents(t, window, r.url).events);
        via.push(`ical feed ${r.url}`);
      } catch (e) {
        if (e instanceof FetchError && e.code === 'aborted') throw new ScrapeError('Cancelled');
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
