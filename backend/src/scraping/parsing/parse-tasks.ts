import { cheerio } from '../../common/lazy';
import { pageFacts } from '../discovery/page-facts';
import { findCalendarFeeds } from '../extract/feeds';
import { extractIcalEvents, IcalWindow } from '../extract/ical';
import { extractJsonLdEvents } from '../extract/jsonld';
import { extractMicroformatEvents } from '../extract/microformats';
import type { Extraction } from '../extract/scraped-event';
import { MapResult, SourceOrganization, toEventDraft } from '../extract/to-event';

/** What mapping extracted events to Event columns needs: the source's organization and the time of the run. */
export interface MapContext {
  org: SourceOrganization | null;
  now: Date;
}

/** A page or feed read and mapped: one result per event found (a draft, or why it is left out). */
export interface MappedExtraction {
  structured: boolean;
  results: MapResult[];
  /** Set when a bound on the work stopped extraction early. */
  cutShort?: string;
}

function mapped(ex: Extraction, ctx: MapContext): MappedExtraction {
  const results = ex.events.map((e) => toEventDraft(e, ctx.org, ctx.now));
  return ex.cutShort ? { structured: ex.structured, results, cutShort: ex.cutShort } : { structured: ex.structured, results };
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
  page: (html: string, pageUrl: string, ctx: MapContext): MappedExtraction & { eventLinks: string[]; feeds: string[] } => {
    const $ = cheerio().load(html);
    const ld = extractJsonLdEvents($, pageUrl);
    return { ...mapped(ld, ctx), eventLinks: ld.eventLinks, feeds: findCalendarFeeds($, html, pageUrl) };
  },
  /** A page's h-event markup. */
  microformats: (html: string, pageUrl: string, ctx: MapContext): MappedExtraction => mapped(extractMicroformatEvents(html, pageUrl), ctx),
  /** What a page says about the organization behind the site (discovery). */
  pageFacts: (html: string, pageUrl: string) => pageFacts(cheerio().load(html), html, pageUrl),
};

export type ParseTasks = typeof PARSE_TASKS;
export type ParseTaskName = keyof ParseTasks;
