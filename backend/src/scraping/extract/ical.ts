import type * as ical from 'node-ical';
import { nodeIcal } from '../../common/lazy';
import { DateTime } from 'luxon';
import { EventTime, pad } from './dates';
import { cleanLine, htmlToText } from './html-text';
import { placeFromText } from './location';
import { isObj } from './platforms/embedded-json';
import { absoluteHttpUrl, Extraction, OutsideWindow, ScrapedEvent } from './scraped-event';

export interface IcalWindow {
  /** Occurrences starting before this are left out. */
  from: Date;
  /** Occurrences of recurring events starting after this are left out (recurrences are expanded up to here only). */
  to: Date;
  /** One-off events starting after this are left out (default `to`): a feed often lists next year's festival already. */
  singlesTo?: Date;
}

/**
 * Bounds on the work one feed may cause, so a small hostile feed cannot cost minutes of CPU. Every
 * VEVENT and every expanded occurrence counts, whether it becomes an event or not.
 */
export const ICAL_LIMITS = {
  /** VEVENTs read; the text is cut before the next one, so parsing is bounded too. */
  vevents: 5_000,
  /** VEVENTs with an RRULE read (parsing and expanding a rule costs milliseconds, even when it yields little). */
  recurring: 500,
  /** Occurrences expanded over the whole feed. */
  occurrences: 10_000,
  /** Occurrences of one recurring event (its window is narrowed so it never expands more). */
  perEvent: 400,
  /** Events returned. */
  events: 5_000,
};

const STOPPED_AT_EVENTS = `stopped at ${ICAL_LIMITS.events.toLocaleString('en-US')} events`;

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

/** A property's text: node-ical gives a property with parameters as `{ val, params }`. */
const val = (v: unknown): string | null => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return isObj(v) && 'val' in v ? val(v.val) : null;
};

/** node-ical's dates: all-day and floating values are local-midnight/local-time Dates; zoned ones carry `tz`. */
function eventTime(d: (Date & { tz?: string; dateOnly?: boolean }) | undefined, fullDay: boolean): EventTime | null {
  if (!d || !(d instanceof Date) || Number.isNaN(d.getTime())) return null;
  const localDate = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (fullDay || d.dateOnly) return { kind: 'local', date: localDate, time: null };
  if (!d.tz) return { kind: 'local', date: localDate, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
  const zone = /^(etc\/)?(utc|gmt|z)$/i.test(d.tz) ? null : d.tz;
  return { kind: 'instant', instant: new Date(d.getTime()), zone };
}

/** The day an all-day DTEND closes: DTEND is exclusive, so a multi-day event's last day is the day before it (null for one day). */
function lastAllDay(start: EventTime, end: EventTime | null): EventTime | null {
  if (!end || start.kind !== 'local' || end.kind !== 'local') return null;
  const last = DateTime.fromISO(end.date, { zone: 'UTC' }).minus({ days: 1 }).toISODate();
  return last && last > start.date ? { kind: 'local', date: last, time: null } : null;
}

/**
 * Which occurrence of a recurring event an instance is, for its key: the instant for timed events; the date for
 * all-day ones, read where the feed wrote it (node-ical gives all-day dates as the server's local midnight, and
 * Exchange writes an all-day override's RECURRENCE-ID as midnight in a TZID), so keys do not move with the server's zone.
 */
function occurrenceId(occurrence: Date & { tz?: string }, allDaySeries: boolean): string {
  if (!allDaySeries) return new Date(occurrence.getTime()).toISOString();
  const zoned = occurrence.tz ? DateTime.fromJSDate(occurrence, { zone: occurrence.tz }) : null;
  if (zoned?.isValid) return zoned.toISODate()!;
  return `${occurrence.getFullYear()}-${pad(occurrence.getMonth() + 1)}-${pad(occurrence.getDate())}`;
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

type VEvent = ical.VEvent & { recurrenceid?: Date; status?: string; url?: unknown; categories?: string[] };

/**
 * The feed cut before the VEVENT that would exceed ICAL_LIMITS (VEVENTs, or VEVENTs with an RRULE),
 * so that parsing, which builds a recurrence rule per RRULE, is bounded as well. Null when nothing is cut.
 */
function cutFeed(text: string): { text: string; reason: string } | null {
  const lines = /^(BEGIN:VEVENT|RRULE)\b/gim;
  let vevents = 0;
  let rules = 0;
  let lastBegin = 0;
  for (let m = lines.exec(text); m; m = lines.exec(text)) {
    let reason: string | null = null;
    if (m[1].toUpperCase() === 'RRULE') {
      if (++rules > ICAL_LIMITS.recurring) reason = `only the first ${ICAL_LIMITS.recurring} recurring events were read`;
    } else {
      lastBegin = m.index;
      if (++vevents > ICAL_LIMITS.vevents) reason = `only the first ${ICAL_LIMITS.vevents.toLocaleString('en-US')} events were read`;
    }
    if (reason) return { text: `${text.slice(0, lastBegin)}\r\nEND:VCALENDAR\r\n`, reason };
  }
  return null;
}

const PERIOD_SECONDS: Record<string, number> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3_600,
  DAILY: 86_400,
  WEEKLY: 7 * 86_400,
  MONTHLY: 28 * 86_400,
  YEARLY: 365 * 86_400,
};

/**
 * An upper bound of a rule's occurrences per second: frequency and interval, times every BYHOUR/BYMINUTE/
 * BYSECOND value, times the days a week (7), month (31) or year (366) can expand to.
 */
export function maxOccurrencesPerSecond(options: Record<string, unknown>): number {
  const count = (k: string) => (Array.isArray(options[k]) ? (options[k] as unknown[]).length : 0);
  const freq = String(options.freq ?? '').toUpperCase();
  const period = PERIOD_SECONDS[freq] ?? 1;
  const interval = Math.max(1, Number(options.interval) || 1);
  const times = Math.max(1, count('byHour')) * Math.max(1, count('byMinute')) * Math.max(1, count('bySecond'));
  const dayLists = ['byDay', 'byMonthDay', 'byYearDay', 'byWeekNo'].some((k) => count(k) > 0);
  const days =
    freq === 'WEEKLY' && count('byDay')
      ? 7
      : freq === 'MONTHLY' && dayLists
        ? 31
        : freq === 'YEARLY' && (dayLists || count('byMonth'))
          ? 366
          : 1;
  return (times * days) / (period * interval);
}

/**
 * The end of the window for one event: a recurring event stops where it could have reached `perEvent`
 * occurrences, counted from the later of the window's start and its own first occurrence.
 */
function expansionEnd(ev: VEvent, window: IcalWindow): Date {
  if (!ev.rrule) return window.to;
  const rate = maxOccurrencesPerSecond(ev.rrule.options ?? {});
  const first = ev.start instanceof Date && !Number.isNaN(ev.start.getTime()) ? ev.start.getTime() : 0;
  const end = Math.max(window.from.getTime(), first) + (ICAL_LIMITS.perEvent / rate) * 1000;
  return end < window.to.getTime() ? new Date(end) : window.to;
}

/**
 * Where an event with no occurrence in the window lies. A one-off event starts after the window or ended
 * before it. A series starting after the window's end is later; one whose UNTIL, or COUNT periods from its
 * start, end before the window is past; any other series (a yearly festival) next recurs after the window.
 */
function outsideOf(ev: VEvent, window: IcalWindow): keyof OutsideWindow | null {
  const start = ev.start instanceof Date ? ev.start.getTime() : NaN;
  if (Number.isNaN(start)) return null;
  if (!ev.rrule) return start > (window.singlesTo ?? window.to).getTime() ? 'laterOneOff' : 'past';
  if (start > window.to.getTime()) return 'laterRecurring';
  const { until, count, freq, interval }: Record<string, unknown> = ev.rrule.options ?? {};
  const from = window.from.getTime();
  if (until instanceof Date && until.getTime() < from) return 'past';
  const periods = Number(count) * Math.max(1, Number(interval) || 1);
  const period = PERIOD_SECONDS[String(freq ?? '').toUpperCase()];
  if (periods > 0 && period && start + periods * period * 1000 < from) return 'past';
  return 'laterRecurring';
}

/** A title in the event or one of its overrides: events without one are not expanded at all. */
const hasTitle = (ev: VEvent) =>
  !!cleanLine(val(ev.summary)) || Object.values(ev.recurrences ?? {}).some((r) => !!cleanLine(val((r as VEvent).summary)));

type EventFields = Omit<ScrapedEvent, 'start' | 'end' | 'key'>;

/** What an event (or an override) says besides its times; the same for every occurrence, so read once. */
function eventFields(ev: VEvent, feedUrl: string | null): EventFields | null {
  const title = cleanLine(val(ev.summary));
  if (!title) return null;
  const url = absoluteHttpUrl(val(ev.url), feedUrl);
  return {
    origin: 'ical',
    title,
    description: htmlToText(val(ev.description)) || null,
    ...placeFromText(cleanLine(val(ev.location))),
    price: null,
    priceText: null,
    isFree: null,
    ticketUrl: url,
    url,
    imageUrl: null,
    categoryHints: (Array.isArray(ev.categories) ? ev.categories : []).map((c) => cleanLine(String(c))).filter(Boolean),
    cancelled: (val(ev.status) ?? '').toUpperCase() === 'CANCELLED',
  };
}

/**
 * The changed instances of a UID that has no RRULE master, each as a single event (node-ical files them as the
 * first one's `recurrences`, under two keys each): the first VEVENT too when it is not itself a changed instance.
 */
function changedInstances(first: VEvent): VEvent[] {
  const distinct = new Set<VEvent>(Object.values(first.recurrences ?? {}) as VEvent[]);
  if (!first.recurrenceid) distinct.add(first);
  return [...distinct].map((r) => ({ ...r, recurrences: undefined, rrule: undefined }) as VEvent);
}

/**
 * Events of an iCalendar feed (node-ical): recurring events are expanded within the window with
 * EXDATE and RECURRENCE-ID overrides honoured; TZID (IANA or Windows names) gives exact instants;
 * all-day and floating times are kept as written (a multi-day all-day event ends the day before its
 * exclusive DTEND). Keys are the UID, plus the occurrence for recurring events (occurrenceId). The work is bounded by ICAL_LIMITS; `cutShort` says which bound stopped it.
 * `outside` counts the titled events with no occurrence in the window (before it, or after its end).
 */
export function extractIcalEvents(text: string, window: IcalWindow, feedUrl: string | null = null): Extraction {
  const repaired = repairIcal(text);
  const cut = cutFeed(repaired);
  let data: ical.CalendarResponse;
  try {
    data = quietly(() => nodeIcal().sync.parseICS(cut ? cut.text : repaired));
  } catch {
    return { events: [], structured: false };
  }
  const events: ScrapedEvent[] = [];
  let structured = false;
  let cutShort = cut?.reason ?? null;
  let occurrences = 0;
  const outside: OutsideWindow = { past: 0, laterRecurring: 0, laterOneOff: 0 };
  const fieldsOf = new Map<VEvent, EventFields | null>();
  const fields = (ev: VEvent) => {
    if (!fieldsOf.has(ev)) fieldsOf.set(ev, eventFields(ev, feedUrl));
    return fieldsOf.get(ev)!;
  };
  for (const comp of Object.values(data)) {
    if (!comp || (comp as { type?: string }).type !== 'VEVENT') continue;
    structured = true;
    const master = comp as VEvent;
    if (!hasTitle(master)) continue;
    const uid = typeof master.uid === 'string' && master.uid.trim() ? master.uid.trim() : null;
    // A UID whose VEVENTs are all changed instances (RECURRENCE-ID, no RRULE master, as Google exports a series whose
    // every date was edited): each instance is an event of its own, not one event with overrides.
    const instancesOnly = !master.rrule && Object.keys(master.recurrences ?? {}).length > 0;
    const parts = instancesOnly ? changedInstances(master) : [master];
    for (const ev of parts) {
      if (occurrences >= ICAL_LIMITS.occurrences || events.length >= ICAL_LIMITS.events) {
        cutShort ??=
          events.length >= ICAL_LIMITS.events ? STOPPED_AT_EVENTS : `stopped after ${occurrences.toLocaleString('en-US')} occurrences`;
        break;
      }
      let instances: ical.EventInstance[];
      try {
        instances = quietly(() =>
          // A single event that started before the window but has not ended (a course, an exhibition) is still read.
          nodeIcal().expandRecurringEvent(ev, {
            from: window.from,
            to: ev.rrule ? expansionEnd(ev, window) : (window.singlesTo ?? window.to),
            expandOngoing: !ev.rrule,
          }),
        );
        if (!instances.length) {
          const where = outsideOf(ev, window);
          if (where) outside[where]++;
        }
      } catch {
        instances = [];
      }
      occurrences += instances.length;
      const recurs = !!ev.rrule || instancesOnly;
      const allDaySeries = ev.datetype === 'date';
      for (const inst of instances.slice(0, ICAL_LIMITS.perEvent)) {
        const start = eventTime(inst.start as Date & { tz?: string }, inst.isFullDay);
        if (!start) continue;
        const end = inst.end ? eventTime(inst.end as Date & { tz?: string }, inst.isFullDay) : null;
        const occurrence = (inst.event as VEvent).recurrenceid ?? inst.start;
        const key = uid ? (recurs || inst.isOverride ? `${uid}#${occurrenceId(occurrence, allDaySeries)}` : uid) : null;
        const f = fields(inst.event as VEvent);
        if (!f) continue;
        events.push({ ...f, key, start, end: inst.isFullDay ? lastAllDay(start, end) : end });
      }
    }
  }
  // The last event read can take the count past the bound, with no next one to stop at.
  if (events.length > ICAL_LIMITS.events) cutShort ??= STOPPED_AT_EVENTS;
  return cutShort ? { events: events.slice(0, ICAL_LIMITS.events), structured, cutShort, outside } : { events, structured, outside };
}
