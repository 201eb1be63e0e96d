import { US_STATES } from '@sangam/shared';

/** State names by USPS code: the 50 states and the District of Columbia. */
export const STATE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(US_STATES.map((s) => [s.code, s.name])),
  DC: 'District of Columbia',
});

const STATE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [placeKey(name), code]));

/**
 * A place name reduced for comparison: lower case, no accents or punctuation, single spaces, and the
 * usual abbreviations spelled one way ("St. Louis" = "Saint Louis", "Ft. Worth" = "Fort Worth").
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(st|ste)\b/g, (w) => (w === 'st' ? 'saint' : 'sainte'))
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount')
    .replace(/\bmc (?=[a-z])/g, 'mc')
    .trim();
}

/** A county name reduced for comparison: "Queens County", "Queens" and "City and County of Queens" → "queens". */
export function countyKey(name: string): string {
  return placeKey(name.replace(/\(city\)?$/i, ' city'))
    .replace(/^city and county of /, '')
    .replace(/^city of (.+)$/, '$1 city')
    .replace(/\b(county|parish|borough|census area|municipality)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "NJ", "nj", "New Jersey" → "NJ"; anything else → null. */
export function stateCode(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  const upper = v.toUpperCase();
  if (Object.hasOwn(STATE_NAMES, upper)) return upper;
  return STATE_BY_NAME.get(placeKey(v)) ?? null;
}
