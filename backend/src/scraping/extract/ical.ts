import type * as ical from 'node-ical';
import { nodeIcal } from '../../common/lazy';
import { parseUsAddressLine } from './address';
import { EventTime } from './dates';
import { cleanLine, htmlToText } from './html-text';
import { absoluteHttpUrl, Extraction, ScrapedEvent } from './scraped-event';

export interface IcalWindow {
  /** Occurrences starting before this are left out. */
  from: Date;
  /** Occurrences starting after this are left out (recurrences are expanded up to here only). */
  to: Date;
}

/** Upper bounds so a hostile or huge feed cannot exhaust the process. */
const MAX_OCCURRENCES_PER_EVENT = 400;
const MAX_EVENTS = 5_000;

/** True when the text looks like an iCalendar document. */
export function looksLikeIcal(text: string): boolean {
  return /^\s*(\ufeff)?BEGIN:VCALENDAR/i.test(text.slice(0, 512));
}

/**
 * Repairs seen in real exports before parsing:
 * - `DTSTART;VALUE=DATE:20110804T120000` (a date-time labelled as a date) loses the wrong label;
 * - `DTSTART;TZID="W. Europe Standard Time:20200609T090000"` (the quote swallows the value) is re-quoted.
 */
export function repairIcal(text: string): string {
  return text
    .replace(/^\ufeff/, '')
    .replace(/^((?:DTSTART|DTEND|DTSTAMP|DUE|RECURRENCE-ID|EXDATE)[^:\r\n]*?);VALUE=DATE(?=[;:][^\r\n]*?:?\d{8}T\d{6})/gim, '$1')
    .replace(/^((?:DTSTART|DTEND|RECURRENCE-ID|EXDATE)[^:\r\n"]*;TZID=)"([^":\r\n]+):(\d{8}T\d{6}Z?)"[ \t]*$/gim, '$1"$2":$3');
}

type Param = string | { val?: unknown; params?: unknown } | undefined | null;
const val = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'object' && 'val' in (v as object)) return val((v as { val: unknown }).val);
  return null;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** node-ical's dates: all-day and floating values are local-midnight/local-time Dates; zoned ones carry `tz`. */
function eventTime(d: (Date & { tz?: string; dateOnly?: boolean }) | undefined, fullDay: boolean): EventTime | null {
  if (!d || !(d instanceof Date) || Number.isNaN(d.getTime())) return null;
  const localDate = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (fullDay || d.dateOnly) return { kind: 'local', date: localDate, time: null };
  if (!d.tz) return { kind: 'local', date: localDate, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
  const zone = /^(etc\/)?(utc|gmt|z)$/i.test(d.tz) ? null : d.tz;
  return { kind: 'instant', instant: new Date(d.getTime()), zone };
}

function quietly<T>(fn: () => T): T {
  const warn = console.warn;
  console.warn = () => undefined; // node-ical warns about odd VTIMEZONEs on stderr; the result is what matters
  try {
    return fn();
  } finally {
    console.warn = warn;
  }
}

type VEvent = ical.VEvent & { recurrenceid?: Date; status?: string; url?: Param; categories?: string[] };

function toScraped(ev: VEvent, start: EventTime, end: EventTime | null, key: string | null, feedUrl: string | null): ScrapedEvent | null {
  const title = cleanLine(val(ev.summary));
  if (!title) return null;
  const locationText = cleanLine(val(ev.location)) || null;
  const parsed = locationText ? parseUsAddressLine(locationText) : null;
  const url = absoluteHttpUrl(val(ev.url as Param), feedUrl);
  return {
    origin: 'ical',
    key,
    title,
    description: htmlToText(val(ev.description)) || null,
    start,
    end,
    venue: parsed ? parsed.venue : locationText && !/^https?:\/\//i.test(locationText) ? locationText : null,
    address: parsed
      ? { street: parsed.street, city: parsed.city, state: parsed.state, postalCode: parsed.postalCode, country: parsed.country }
      : null,
    locationText,
    online: !!locationText && /^https?:\/\//i.test(locationText),
    price: null,
    priceText: null,
    isFree: null,
    ticketUrl: url,
    url,
    imageUrl: null,
    categoryHints: (Array.isArray(ev.categories) ? ev.categories : []).map((c) => cleanLine(String(c))).filter(Boolean),
    cancelled: String(val(ev.status as Param) ?? '').toUpperCase() === 'CANCELLED',
  };
}

/**
 * Events of an iCalendar feed (node-ical): recurring events are expanded within the window with
 * EXDATE and RECURRENCE-ID overrides honoured; TZID (IANA or Windows names) gives exact instants;
 * all-day and floating times are kept as written. Keys are the UID, plus the occurrence for
 * recurring events.
 */
export function extractIcalEvents(text: string, window: IcalWindow, feedUrl: string | null = null): Extraction {
  let data: ical.CalendarResponse;
  try {
    data = quietly(() => nodeIcal().sync.parseICS(repairIcal(text)));
  } catch {
    return { events: [], structured: false };
  }
  const events: ScrapedEvent[] = [];
  let structured = false;
  for (const comp of Object.values(data)) {
    if (!comp || (comp as { type?: string }).type !== 'VEVENT') continue;
    structured = true;
    if (events.length >= MAX_EVENTS) break;
    const ev = comp as VEvent;
    const uid = typeof ev.uid === 'string' && ev.uid.trim() ? ev.uid.trim() : null;
    let instances: ical.EventInstance[];
    try {
      instances = quietly(() => nodeIcal().expandRecurringEvent(ev, { from: window.from, to: window.to, expandOngoing: false }));
    } catch {
      instances = [];
    }
    const recurring = !!ev.rrule;
    for (const inst of instances.slice(0, MAX_OCCURRENCES_PER_EVENT)) {
      const start = eventTime(inst.start as Date & { tz?: string }, inst.isFullDay);
      if (!start) continue;
      const end = inst.end ? eventTime(inst.end as Date & { tz?: string }, inst.isFullDay) : null;
      const occurrence = (inst.event as VEvent).recurrenceid ?? inst.start;
      const key = uid ? (recurring || inst.isOverride ? `${uid}#${new Date(occurrence.getTime()).toISOString()}` : uid) : null;
      const s = toScraped(
        inst.event as VEvent,
        start,
        end && !(inst.isFullDay && end.kind === 'local' && start.kind === 'local') ? end : null,
        key,
        feedUrl,
      );
      if (s) events.push(s);
    }
  }
  return { events, structured };
}
