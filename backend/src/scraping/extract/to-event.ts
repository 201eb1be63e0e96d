import { createHash } from 'node:crypto';
import { addDays, formatDay, normalizeTime } from '@sangam/shared';
import { STATE_TIME_ZONES, timeZoneForState, todayInState } from '../../common/us-states';
import { isUsCountry, parseUsAddressLine, usStateCode } from './address';
import { inferCategory } from './categories';
import { toLocal } from './dates';
import { isPastEvent, MAX_EVENT_DAYS } from '../../events/event-rules';
import type { ScrapedEventInput } from '../../events/scraped-events.service';
import type { Organization } from '../../organizations/organization.entity';
import { ImportRules, skippedByRules } from '../import-rules';
import { foreignPlaceIn, notAPlace } from './location';
import type { ScrapedEvent } from './scraped-event';

/** The organization a source belongs to: its events are attributed to it, and its town is the fallback location. */
export interface SourceOrganization extends Pick<Organization, 'id' | 'name' | 'city' | 'state' | 'isApproved'> {
  /** The communities it chose (the community inference reads them); null: inferred from its name. */
  languages?: string[] | null;
  /** The venue most of its events are at, the fallback when a location names no place. */
  usualVenue?: string | null;
  /** What it set for its imports: titles and categories to skip, the default category and venue. */
  rules?: ImportRules | null;
}

/**
 * The Event columns a scraped event fills, as ScrapedEventsService takes them, with `endDate` always stated: the last day
 * of a multi-day event (at most MAX_EVENT_DAYS after date), null for a one-day event.
 */
export interface EventDraft extends ScrapedEventInput {
  endDate: string | null;
}

/** The reason an event that ended before today (in its zone) is left out. */
export const ALREADY_OVER = 'already over';

/**
 * One event of a source, mapped: its Event columns (with `notes` telling the admin what was filled in
 * for the source, e.g. a location that named no place), or why it is left out.
 */
export type MapResult =
  | { ok: true; draft: EventDraft; notes?: string[] }
  | {
      ok: false;
      reason: string;
      /** Set when an event imported earlier under this key goes (cancelled at the source, or left out by the organization's rules). */
      key?: string;
      /** The key's event goes without a tombstone: the organization's rule left it out, and lifting the rule brings it back. */
      withdraw?: boolean;
      title?: string;
      date?: string;
    };

/** The venue written when the source names none and the organization has no usual venue. */
const SEE_EVENT_PAGE = 'See event page';

/**
 * IANA zones used in the 50 states and DC (a TZID outside these, with no US address, means a non-US event): each state's
 * own zone, and the others.
 */
const US_ZONES = new Set([
  ...Object.values(STATE_TIME_ZONES),
  'America/Adak',
  'America/Indiana/Knox',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Tell_City',
  'America/Indiana/Vevay',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Juneau',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Menominee',
  'America/Metlakatla',
  'America/Nome',
  'America/North_Dakota/Beulah',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/Sitka',
  'America/Yakutat',
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'US/Pacific',
  'US/Arizona',
  'US/Alaska',
  'US/Hawaii',
  'EST5EDT',
  'CST6CDT',
  'MST7MDT',
  'PST8PDT',
  'EST',
  'MST',
  'HST',
]);

const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

/** "CANCELLED: …", "[Postponed] …", "…–CANCELLED", "… (Cancelled)": a title that says the event is off. */
const CANCELLED_START = /^\W{0,3}(?:cancell?ed|postponed)\b\s*[\]):\-–—|!]/i;
const CANCELLED_CAPS = /^(?:CANCELL?ED|POSTPONED)\s/;
const CANCELLED_END = /(?:^|[\s\-–—:|([])(?:cancell?ed|postponed)[)\]!.]*\s*$/i;

/** Whether a title says the event is cancelled or postponed (sources that have no status field write it there). */
function titleSaysCancelled(title: string): boolean {
  return CANCELLED_START.test(title) || CANCELLED_CAPS.test(title) || CANCELLED_END.test(title);
}

/** The stable key of a scraped event within its source. */
function sourceKeyOf(ev: ScrapedEvent, localDate: string, localTime: string | null): string {
  if (ev.key) return ev.key.length <= 480 ? ev.key : `sha1:${sha1(ev.key)}`;
  return `h:${sha1(`${ev.title.toLowerCase()}|${localDate}|${localTime ?? ''}`)}`;
}

/**
 * Maps an extracted event to Event columns, or says why it is skipped: cancelled, outside the US,
 * no location at all, or already over. Times become the event's local wall-clock time (the zone of
 * the source's TZID when it is a US zone, otherwise of the event's state). Events without an address
 * take their organization's city and state (an organization's own calendar lists its own events).
 */
export function toEventDraft(ev: ScrapedEvent, org: SourceOrganization | null, now: Date = new Date()): MapResult {
  if (ev.cancelled || titleSaysCancelled(ev.title))
    return { ok: false, reason: 'cancelled or postponed', key: ev.key ? sourceKeyOf(ev, '', null) : undefined };
  const addr = ev.address;
  if (addr && isUsCountry(addr.country) === false) return { ok: false, reason: `outside the US (${addr.country})` };
  let state = usStateCode(addr?.state);
  let city = addr?.city?.trim() || null;
  if (!state && addr?.state) return { ok: false, reason: `outside the US (${addr.state})` };
  if (!state) {
    const p = ev.locationText ? parseUsAddressLine(ev.locationText) : null;
    if (p?.address.state) {
      state = p.address.state;
      city = p.address.city ?? city;
    } else {
      // A location (its text, or the parts of its address) that states a foreign place wins over the organization's home town.
      const parts = addr ? [addr.street, addr.city, addr.postalCode].filter(Boolean).join(', ') : null;
      const abroad = foreignPlaceIn(ev.locationText) ?? foreignPlaceIn(parts);
      if (abroad) return { ok: false, reason: `outside the US (${abroad})` };
    }
  }
  const zoneHint = ev.start.kind === 'instant' ? (ev.start.zone ?? null) : null;
  if (!state && zoneHint && !US_ZONES.has(zoneHint)) return { ok: false, reason: `outside the US (time zone ${zoneHint})` };
  if (!state && org) {
    state = org.state;
    city = org.city;
  } else if (state && !city && org && org.state === state) city = org.city;
  if (!state || !STATE_TIME_ZONES[state]) return { ok: false, reason: 'no US location' };
  if (!city) return { ok: false, reason: 'no city in the address' };

  const zone = zoneHint && US_ZONES.has(zoneHint) ? zoneHint : timeZoneForState(state);
  const notes: string[] = [];
  const start = toLocal(ev.start, zone);
  const end = ev.end ? toLocal(ev.end, zone) : null;
  let date = start.date;
  let startTime = start.time;
  // An end on a later day makes a multi-day event (an end at midnight closes the day before).
  const lastDay = end && end.date > start.date ? (end.time === '00:00' ? addDays(end.date, -1) : end.date) : null;
  let endDate = lastDay && lastDay > start.date ? lastDay : null;
  let description = ev.description;
  if (isPastEvent({ date: start.date, state }, now)) {
    // Started already: an event whose end is still ahead (a course, an exhibition, a season) is running.
    if (!end || !endDate || isPastEvent({ date: endDate, state }, now)) return { ok: false, reason: ALREADY_OVER, date: start.date };
    description = `${ongoingLine(start.date, endDate)}${description ? `\n\n${description}` : ''}`;
    if (endDate > addDays(start.date, MAX_EVENT_DAYS)) {
      // Longer than an event may span: listed from today (each run moves it) until its end, at most MAX_EVENT_DAYS ahead.
      date = todayInState(state, now);
      startTime = null;
      if (endDate > addDays(date, MAX_EVENT_DAYS)) endDate = addDays(date, MAX_EVENT_DAYS);
      notes.push('ongoing: listed from today until its end');
    } else notes.push('ongoing: listed from its start until its end');
  } else if (endDate && endDate > addDays(start.date, MAX_EVENT_DAYS)) endDate = null; // a season's first day: listed on it
  let endTime: string | null = null;
  if (!endDate && end && startTime && end.time && end.date === start.date && end.time > startTime) endTime = normalizeTime(end.time);
  const stated = [ev.venue?.trim() || null, ev.locationText?.trim() || null];
  const junk = stated.map((t) => (t ? notAPlace(t) : null));
  if (junk.some(Boolean))
    notes.push(
      `location names no place (${junk.find(Boolean)}): venue ${org?.rules?.defaultVenue ? "is the organization's default venue" : org?.usualVenue ? "is the organization's usual venue" : `"${SEE_EVENT_PAGE}"`}`,
    );
  const venue =
    (junk[0] ? null : stated[0]) ||
    (ev.locationText && !junk[1] && !parseUsAddressLine(ev.locationText) && !/^https?:\/\//i.test(ev.locationText)
      ? ev.locationText
      : null) ||
    addr?.street?.trim() ||
    (ev.online ? 'Online' : null) ||
    (junk.some(Boolean) ? org?.rules?.defaultVenue || org?.usualVenue || SEE_EVENT_PAGE : null) ||
    org?.rules?.defaultVenue ||
    org?.name ||
    'To be announced';
  const isFree = ev.isFree === true;
  const price = !isFree && ev.price !== null && ev.price <= 99_999_999.99 ? Math.round(ev.price * 100) / 100 : null;
  const rules = org?.rules ?? null;
  const title = clip(ev.title, 200);
  const category = inferCategory(ev.title, ev.description, ev.categoryHints, rules?.defaultCategory ?? undefined);
  const skipped = rules ? skippedByRules({ title, category }, rules) : null;
  if (skipped) return { ok: false, reason: skipped, key: sourceKeyOf(ev, start.date, start.time), withdraw: true, date };
  return {
    ok: true,
    ...(notes.length ? { notes } : {}),
    draft: {
      title,
      description: description ? clip(description, 10_000) : null,
      category,
      date,
      endDate,
      startTime: (startTime && normalizeTime(startTime)) || 'All Day',
      endTime,
      venue: clip(venue, 300),
      city: clip(city, 100),
      state,
      price,
      priceText: isFree || !ev.priceText ? null : clip(ev.priceText, 100),
      isFree,
      ticketUrl: ev.ticketUrl,
      imageUrl: ev.imageUrl,
      organizationId: org?.id ?? null,
      sourceEventKey: sourceKeyOf(ev, start.date, start.time),
      ...(ev.origin === 'page-text' ? { readFromPageText: clip(ev.excerpt ?? ev.title, 300) } : {}),
    },
  };
}

/** The line an ongoing event's description starts with: when it began and until when it runs. */
function ongoingLine(startDate: string, endDate: string): string {
  return `Ongoing: runs until ${formatDay(endDate, 'medium')} (began ${formatDay(startDate, 'medium')}).`;
}
