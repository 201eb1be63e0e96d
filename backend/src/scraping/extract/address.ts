import { US_STATES } from '@sangam/shared';
import { STATE_TIME_ZONES } from '../../common/us-states';

/** US state (and DC) names, lower-cased → codes. */
const US_STATE_NAMES: Record<string, string> = Object.fromEntries([
  ...US_STATES.map((s) => [s.name.toLowerCase(), s.code]),
  ['district of columbia', 'DC'],
  ['washington dc', 'DC'],
  ['washington d.c.', 'DC'],
]);

const STATE_CODES = new Set(Object.keys(STATE_TIME_ZONES));

/** 'TX', 'tx', 'Texas', 'Tex.'-free: returns the two-letter code of a US state (or DC), else null. */
export function usStateCode(region: string | null | undefined): string | null {
  if (!region) return null;
  const r = region.trim().replace(/\.$/, '');
  if (/^[A-Za-z]{2}$/.test(r) && STATE_CODES.has(r.toUpperCase())) return r.toUpperCase();
  return US_STATE_NAMES[r.toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

const US_COUNTRY = /^(us|usa|u\.s\.a?\.?|united states( of america)?|america)$/i;

/** true = US, false = another country, null = not said. */
export function isUsCountry(country: string | null | undefined): boolean | null {
  if (!country || !country.trim()) return null;
  return US_COUNTRY.test(country.trim());
}

export interface ParsedAddress {
  street?: string | null;
  city?: string | null;
  /** Two-letter code when it is a US state or DC; otherwise the region as written. */
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** A US state's name or code, as a pattern's alternatives (longest names first). */
export const STATE_ALT = [
  ...Object.keys(US_STATE_NAMES)
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/\./g, '\\.').replace(/ /g, '\\s+')),
  ...[...STATE_CODES],
].join('|');

/** "…, City, ST 12345" / "…, City, State Name 12345 US" / "City, ST" at the end of a one-line address. */
const TAIL = new RegExp(
  `(?:^|,|\\n|@|\\()\\s*([A-Za-z][A-Za-z .'\\-]{1,40}?)\\s*,\\s*(${STATE_ALT})\\.?(?:[\\s,]+(\\d{5})(?:-\\d{4})?)?(?:\\s*,?\\s*(US|USA|United States(?: of America)?))?\\s*\\)?\\s*$`,
  'i',
);

/** A street line's house number: '915 SE Hawthorne', a range '344-346 Moss Ln E', a letter '1323-A 3rd St', '12B Main St'. */
const STREET_START = /^\d{1,6}[A-Za-z]?(?:\s?[-–]\s?(?:\d{1,6}[A-Za-z]?|[A-Za-z]))?\s+\S/;

/**
 * Reads a US address written on one line, as feeds and pages give it:
 * "Lucky Labrador Brew Pub @ 915 SE Hawthorne Boulevard, Portland, Oregon 97214 US",
 * "Open Source Project Tempe (1415 E University Dr. #103A, Tempe, AZ 85281)".
 * Returns the venue written before the address and the address, or null unless a city and a US state are found at the end.
 */
export function parseUsAddressLine(text: string | null | undefined): { venue: string | null; address: ParsedAddress } | null {
  if (!text) return null;
  const line = text.replace(/\s+/g, ' ').trim();
  const m = TAIL.exec(line);
  if (!m) return null;
  const state = usStateCode(m[2]);
  if (!state) return null;
  const city = m[1].trim();
  if (/^\d/.test(city) || city.split(' ').length > 5) return null;
  const before = line
    .slice(0, m.index)
    .replace(/[,(@\s]+$/, '')
    .trim();
  // What precedes the city is "venue, street" or "venue @ street" or "venue (street".
  let venue: string | null = null;
  let street: string | null = null;
  const at = /^(.*?)\s*(?:@|\()\s*(.*)$/.exec(before);
  if (at) {
    venue = at[1].trim() || null;
    street = at[2].trim() || null;
  } else if (before) {
    const parts = before
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const streetIdx = parts.findIndex((p) => STREET_START.test(p));
    if (streetIdx > 0) {
      venue = parts.slice(0, streetIdx).join(', ');
      street = parts.slice(streetIdx).join(', ');
    } else if (streetIdx === 0) street = parts.join(', ');
    else venue = parts.join(', ');
  }
  return { venue, address: { street, city, state, postalCode: m[3] ?? null, country: m[4] ?? null } };
}
