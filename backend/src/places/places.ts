import { countyKey, placeKey, stateCode } from './place-names';
import { CITY_ALIASES, COUNTY_CITIES, PLACE_WORDS } from './places.config';
import { CityRecord, LatLng, Metro, placesIndex } from './places-data';

export interface MetroRef {
  slug: string;
  name: string;
}

/** A ZIP code's place, the shape of `GET /api/places/zip/:zip`. */
export interface ZipPlace extends LatLng {
  zip: string;
  city: string;
  state: string;
  metro: MetroRef | null;
}

/** Where an address is: coordinates and the slug of its metro area (null outside every CBSA). */
export interface Located extends LatLng {
  city: string;
  state: string;
  metro: string | null;
  /** What placed it: the ZIP code's centroid, the city's (mean of its ZIP codes) or the county's. */
  source: 'zip' | 'city' | 'county';
}

export const ZIP_PATTERN = /^\d{5}$/;

export function metroRef(metro: Metro | null | undefined): MetroRef | null {
  return metro ? { slug: metro.slug, name: metro.name } : null;
}

/** "08817" (or "08817-1234") → its city, state, centroid and metro; null for a malformed or unknown ZIP. */
export function lookupZip(zip: string | null | undefined): ZipPlace | null {
  const five = /^(\d{5})(-\d{4})?$/.exec((zip ?? '').trim())?.[1];
  const z = five ? placesIndex().zips.get(five) : undefined;
  if (!z) return null;
  return { zip: z.zip, city: z.city, state: z.state, latitude: z.latitude, longitude: z.longitude, metro: metroRef(z.metro) };
}

function located(rec: CityRecord, source: Located['source']): Located {
  return { city: rec.city, state: rec.state, latitude: rec.latitude, longitude: rec.longitude, metro: rec.metro?.slug ?? null, source };
}

/** Spellings of one city name to try: "Edison Township" → "edison township", "edison". */
function cityVariants(key: string): string[] {
  const out = [key];
  const bare = key
    .replace(/^(city|town|township|village|borough) of /, '')
    .replace(/ (township|twp|town|village|borough|city)$/, '')
    .trim();
  if (bare && bare !== key) out.push(bare);
  return out;
}

function locateCity(cityText: string, state: string): Located | null {
  const idx = placesIndex();
  // "Edison, NJ" → "Edison"
  const named =
    /[\s,][A-Za-z]{2}$/.test(cityText) && cityText.slice(-2).toUpperCase() === state
      ? cityText.slice(0, -2).replace(/[\s,]+$/, '')
      : cityText;
  for (const key of cityVariants(placeKey(named))) {
    const alias = CITY_ALIASES[`${state}:${key}`];
    const rec = idx.cities.get(`${alias ? placeKey(alias.city) : key}|${state}`);
    if (rec) return located(rec, 'city');
    const word = Object.hasOwn(PLACE_WORDS, key) ? PLACE_WORDS[key] : undefined;
    if (word?.zip && word.state === state) return located({ ...idx.zips.get(word.zip)!, city: word.city }, 'zip');
    const fips = COUNTY_CITIES[`${state}:${key}`];
    if (fips) return located({ ...idx.countiesByFips.get(fips)!, city: word?.city ?? named }, 'county');
  }
  // "Middlesex County": the mean of the county's ZIP codes.
  if (/\b(county|parish)\b/i.test(named)) {
    const county = idx.counties.get(`${countyKey(named)}|${state}`);
    if (county) return located(county, 'county');
  }
  return null;
}

/**
 * Coordinates and metro of an address: by its ZIP code when known (and in the given state), else by
 * city and state. Tolerant of case, "St."/"Saint", "Ft."/"Fort", "Township", borough names ("Queens",
 * "Manhattan") and "NYC". Null when the place is not in the data.
 */
export function locate(address: { city?: string | null; state?: string | null; zip?: string | null }): Located | null {
  const state = stateCode(address.state);
  const z = address.zip ? placesIndex().zips.get((address.zip.trim().match(/^\d{5}/) ?? [''])[0]) : undefined;
  if (z && (!state || z.state === state)) return located(z, 'zip');
  if (!state || !address.city?.trim()) return null;
  return locateCity(address.city.trim().slice(0, 100), state);
}

/** A metro or region by slug (case-insensitive); null when unknown. */
export function metroBySlug(slug: string | null | undefined): Metro | null {
  return placesIndex().metros.get((slug ?? '').trim().toLowerCase()) ?? null;
}

/** Every metro area (metropolitan and micropolitan CBSAs, and regions), by name. */
export function listMetros(): readonly Metro[] {
  return placesIndex().metroList;
}
