import { buildUrl, Query } from '../../lib/api';

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
export function feedLinks(query: Query, origin: string): FeedLinks {
  const ics = origin + buildUrl('/api/feeds/events.ics', query);
  const webcal = ics.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    ics,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    rss: origin + buildUrl('/api/feeds/events.rss', query),
  };
}

/** A city's own calendar feed (GET /api/calendar/:city.ics?state=ST), as a webcal link. */
export function cityFeedUrl(city: string, state: string, origin: string): string {
  const slug = city.trim().toLowerCase().replace(/\s+/g, '-');
  return `${origin.replace(/^https?:/, 'webcal:')}/api/calendar/${encodeURIComponent(slug)}.ics?state=${encodeURIComponent(state)}`;
}
