import { parseUsAddressLine } from './address';
import type { ScrapedEvent } from './scraped-event';

/**
 * What a free-text location (an iCalendar LOCATION, a JSON-LD location string) says about the place:
 * a foreign place it states (which wins over the organization's home town), or that it is no place at
 * all (a time, a room code, "TBC") and must not become the venue.
 */

/** Countries written at the end of an address, with the name the run log uses. */
const COUNTRIES: Record<string, string> = {
  uk: 'UK',
  'u.k.': 'UK',
  'united kingdom': 'UK',
  'great britain': 'UK',
  england: 'UK',
  scotland: 'UK',
  wales: 'UK',
  'northern ireland': 'UK',
  ireland: 'Ireland',
  canada: 'Canada',
  india: 'India',
  australia: 'Australia',
  'new zealand': 'New Zealand',
  germany: 'Germany',
  deutschland: 'Germany',
  france: 'France',
  spain: 'Spain',
  italy: 'Italy',
  netherlands: 'Netherlands',
  belgium: 'Belgium',
  switzerland: 'Switzerland',
  austria: 'Austria',
  sweden: 'Sweden',
  norway: 'Norway',
  denmark: 'Denmark',
  finland: 'Finland',
  poland: 'Poland',
  portugal: 'Portugal',
  ukraine: 'Ukraine',
  singapore: 'Singapore',
  malaysia: 'Malaysia',
  'united arab emirates': 'UAE',
  uae: 'UAE',
  pakistan: 'Pakistan',
  bangladesh: 'Bangladesh',
  nepal: 'Nepal',
  'sri lanka': 'Sri Lanka',
  kenya: 'Kenya',
  'south africa': 'South Africa',
  mexico: 'Mexico',
  japan: 'Japan',
  china: 'China',
  brazil: 'Brazil',
  fiji: 'Fiji',
  mauritius: 'Mauritius',
  'trinidad and tobago': 'Trinidad and Tobago',
  guyana: 'Guyana',
};

const COUNTRY_TAIL = new RegExp(
  `(?:^|[,\\s])(${Object.keys(COUNTRIES)
    .sort((a, b) => b.length - a.length)
    .map((c) => c.replace(/\./g, '\\.').replace(/ /g, '\\s+'))
    .join('|')})\\.?\\s*$`,
  'i',
);
/** A UK postcode (M14 4LZ, SW1A 1AA, B1 1AA). */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[ABD-HJLNP-UW-Z]{2}\b/;
/** A Canadian postal code (K1A 0B1). */
const CA_POSTCODE = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b/;
/** ", ON" / ", Ontario" (optionally before a postal code) at the end: a Canadian province. */
const CA_PROVINCE =
  /,\s*(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|Alberta|British Columbia|Manitoba|New Brunswick|Newfoundland(?: and Labrador)?|Nova Scotia|Ontario|Prince Edward Island|Quebec|Québec|Saskatchewan|Yukon)\b[^,]*$/;

/** The country a location states when it is not the US ('UK', 'Canada', …), else null. */
export function foreignPlaceIn(text: string | null | undefined): string | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim().slice(0, 500);
  const country = COUNTRY_TAIL.exec(line);
  if (country) return COUNTRIES[country[1].toLowerCase().replace(/\s+/g, ' ')] ?? null;
  if (UK_POSTCODE.test(line)) return 'UK';
  if (CA_POSTCODE.test(line) || CA_PROVINCE.test(line)) return 'Canada';
  return null;
}

/** A clock time: '9am', '9:30 pm', '9.30am' (dotted, as British and Indian pages write it), '12:30'. */
const TIME = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?=$|[\s,;)–-])|\b\d{1,2}:\d{2}\b/gi;
const PLACEHOLDER =
  /^(?:tbc|tba|tbd|to be (?:confirmed|announced|decided|determined)|see (?:the )?(?:description|details|event page|website|below|notes)|various(?: locations)?|n\/?a|none|location|venue|online or in person|-+)$/i;
/** A room or desk code alone: "F6", "B-12", "Room 4", "Rm 2B", "Suite 100". */
const ROOM_CODE = /^(?:(?:room|rm|suite|ste|hall|desk|level|floor|unit)\.?\s*)?[A-Z]{0,3}-?\d{1,4}[A-Z]?$/i;

/**
 * Whether a location names a place a visitor can go to. "F6 - 9:30am - 1:30pm", "TBC", "See description"
 * or "Room 4" alone do not: they are times, placeholders and room codes (returns the reason, else null).
 */
export function notAPlace(text: string | null | undefined): string | null {
  const t = text?.replace(/\s+/g, ' ').trim();
  if (!t) return null;
  if (PLACEHOLDER.test(t.replace(/[.!]+$/, ''))) return 'a placeholder';
  if (ROOM_CODE.test(t)) return 'a room code';
  const hadTime = t.search(TIME) >= 0; // search ignores the global pattern's lastIndex
  const rest = t
    .replace(TIME, ' ')
    .split(/\s*[-–—,;|/@]\s*|\s+to\s+/)
    .map((p) => p.trim())
    .filter((p) => p && !/^(?:from|until|till|at|and|&)$/i.test(p));
  if (!rest.length) return hadTime ? 'a time' : 'empty';
  if (rest.every((p) => ROOM_CODE.test(p) || PLACEHOLDER.test(p))) return hadTime ? 'a room code and a time' : 'a room code';
  return null;
}

/** What a location says (one line of text here, any JSON-LD location in jsonld.ts): the place's name, its US address, online. */
export type PlaceFromText = Pick<ScrapedEvent, 'venue' | 'address' | 'locationText' | 'online'>;

/**
 * A free-text location (an iCalendar LOCATION, a feed's `ev:location`, a BoardDocs location item) as a
 * ScrapedEvent states it: "Venue, 1 Main St, City, ST 12345" gives the venue and the address; a link is online;
 * anything else is the venue as written (mapping decides whether it names a place).
 */
export function placeFromText(text: string | null | undefined): PlaceFromText {
  const locationText = text?.trim() || null;
  if (!locationText) return { venue: null, address: null, locationText: null, online: false };
  const link = /^https?:\/\//i.test(locationText);
  const p = link ? null : parseUsAddressLine(locationText);
  return {
    venue: p ? p.venue : link ? null : locationText,
    address: p?.address ?? null,
    locationText,
    online: link,
  };
}
