import { cheerio } from '../../common/lazy';
import { pageFacts } from '../discovery/page-facts';
import { findCalendarFeeds } from '../extract/feeds';
import { extractIcalEvents } from '../extract/ical';
import { extractJsonLdEvents } from '../extract/jsonld';
import { extractMicroformatEvents } from '../extract/microformats';

/**
 * The parsing of untrusted pages and feeds, run in a worker thread (parser-pool.ts) so that a hostile
 * input costs that worker, never the server's event loop. Arguments and results cross the thread
 * boundary by structured clone: plain data and Dates only.
 */
export const PARSE_TASKS = {
  /** An iCalendar feed's events within the window. */
  ical: extractIcalEvents,
  /** A page's JSON-LD events (and links to event pages) and the calendar feeds it links to. */
  page: (html: string, pageUrl: string) => {
    const $ = cheerio().load(html);
    return { ld: extractJsonLdEvents($, pageUrl), feeds: findCalendarFeeds($, html, pageUrl) };
  },
  /** A page's h-event markup. */
  microformats: extractMicroformatEvents,
  /** What a page says about the organization behind the site (discovery). */
  pageFacts: (html: string, pageUrl: string) => pageFacts(cheerio().load(html), html, pageUrl),
};

export type ParseTasks = typeof PARSE_TASKS;
export type ParseTaskName = keyof ParseTasks;
