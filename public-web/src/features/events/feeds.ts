import { apiUrl } from '@sangam/shared';
import type { ApiQuery } from '@sangam/shared';

/** A view's feed query (the .ics and .rss feeds take the same parameters). */
export type FeedQuery = ApiQuery<'/api/feeds/events.ics'>;

export interface FeedLinks {
  /** Subscribe in the device's calendar app (Apple Calendar, Outlook): the .ics feed with the webcal scheme. */
  webcal: string;
  /** The same feed over http(s), for any calendar's "add by URL". */
  ics: string;
  /** Google Calendar's "add by URL" with the feed. */
  google: string;
  rss: string;
}

/** The subscribable feeds of a view (contract-21: GET /api/feeds/events.ics and .rss take the listing's parameters). */
export function feedLinks(query: FeedQuery, origin: string): FeedLinks {
  const ics = origin + apiUrl('/api/feeds/events.ics', { query });
  const webcal = ics.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    ics,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    rss: origin + apiUrl('/api/feeds/events.rss', { query }),
  };
}

/** A city's own calendar feed (GET /api/calendar/:city.ics?state=ST), as a webcal link. */
export function cityFeedUrl(city: string, state: string, origin: string): string {
  const slug = city.trim().toLowerCase().replace(/\s+/g, '-');
  return origin.replace(/^https?:/, 'webcal:') + apiUrl('/api/calendar/{city}.ics', { path: { city: slug }, query: { state } });
}
