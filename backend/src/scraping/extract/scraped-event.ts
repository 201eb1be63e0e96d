import type { ParsedAddress } from './address';
import type { EventTime } from './dates';

/** Where an extracted event came from. */
type ExtractionOrigin =
  | 'json-ld'
  | 'microformats'
  | 'ical'
  | 'facebook'
  | 'eventbrite'
  | 'wix'
  | 'squarespace'
  | 'tribe'
  | 'meetup'
  | 'rss'
  | 'boarddocs'
  | 'page-text';

/**
 * An event as a page or feed states it, before it is mapped to an Event row (see to-event.ts).
 * Only what the source says: nothing is guessed here.
 */
export interface ScrapedEvent {
  origin: ExtractionOrigin;
  /** The source's own identity for the event (iCalendar UID + occurrence, JSON-LD @id or url). */
  key: string | null;
  title: string;
  /** Plain text. */
  description: string | null;
  start: EventTime;
  end: EventTime | null;
  /** Place name (or the location text when it is not an address). */
  venue: string | null;
  address: ParsedAddress | null;
  /** The location exactly as written, when it was a plain string. */
  locationText: string | null;
  online: boolean;
  price: number | null;
  /** Price wording when it is more than one US-dollar amount (a range, another currency). */
  priceText: string | null;
  /** true = stated free, false = stated paid, null = not stated. */
  isFree: boolean | null;
  ticketUrl: string | null;
  /** The event's own page. */
  url: string | null;
  imageUrl: string | null;
  /** schema.org types and feed CATEGORIES, used by category inference. */
  categoryHints: string[];
  cancelled: boolean;
  /** The page text an event was read from ('page-text' events): shown to the admin who approves it. */
  excerpt?: string;
}

/** Result of extracting one page or feed. */
export interface Extraction {
  events: ScrapedEvent[];
  /** Structured data of the kind looked for was present (even if it held no current events). */
  structured: boolean;
  /** Set when a bound on the work stopped extraction before the end of the input (shown in the run's log). */
  cutShort?: string;
  /** The events not read because of their dates (a feed's outside the window, a collection's past ones). */
  outside?: OutsideWindow;
  /** Events stated but not read, and why (a JSON-LD event whose only date is a schedule that cannot be read). */
  leftOut?: Array<{ title: string; reason: string }>;
}

/**
 * Events a source states but that were not read because of their dates, counted so a run can say why it
 * found none: `past` ended before the window; `laterRecurring` (a series) and `laterOneOff` (a single
 * event) start after its end.
 */
export interface OutsideWindow {
  past: number;
  laterRecurring: number;
  laterOneOff: number;
}

/** Only http(s) URLs, resolved against a base; anything else is dropped. */
export function absoluteHttpUrl(raw: unknown, base?: string | null): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const written = raw.trim().replace(/^\/\//, base?.startsWith('http:') ? 'http://' : 'https://');
  if (!URL.canParse(written, base ?? undefined)) return null;
  const u = new URL(written, base ?? undefined);
  return (u.protocol === 'http:' || u.protocol === 'https:') && u.href.length <= 1000 ? u.href : null;
}

/** A page's address with one query parameter set (`?ical=1`, `?format=json`). */
export function withQuery(pageUrl: string, name: string, value: string): string {
  const u = new URL(pageUrl);
  u.searchParams.set(name, value);
  return u.href;
}
