import { DomainError } from '../common/api-error';
import { BoundingBox, boundingBox } from './geo';
import { CURATED_METROS, REGIONS } from './places.config';
import { LatLng, Metro } from './places-data';
import { lookupZip, metroBySlug, ZIP_PATTERN, ZipPlace } from './places';

/** The API's messages for bad place parameters (docs/places.md, the issue 21 contract). */
export const ZIP_FORMAT_MESSAGE = 'zip must be a 5-digit US ZIP code';
export const NEAR_FORMAT_MESSAGE = 'near must be latitude,longitude (latitude -90 to 90, longitude -180 to 180)';
export const RADIUS_MESSAGE = 'radius must be between 1 and 500 miles';
export const DISTANCE_SORT_MESSAGE = 'sortBy=distance needs zip or near';
export const RADIUS_WITHOUT_CENTER_MESSAGE = 'radius needs zip or near';
export const ZIP_AND_NEAR_MESSAGE = 'Give zip or near, not both';

const MIN_RADIUS_MILES = 1;
const MAX_RADIUS_MILES = 500;
export const DEFAULT_RADIUS_MILES = 25;

export function unknownZipMessage(zip: string): string {
  return `Unknown ZIP code ${zip}`;
}

/** "Unknown metro 'x'. Known metros: atlanta, austin, …" — the short-slug metros and regions; every CBSA has a slug too. */
export function unknownMetroMessage(slug: string): string {
  const known = [...CURATED_METROS.map((m) => m.slug), ...REGIONS.map((r) => r.slug)].sort();
  return `Unknown metro '${slug.slice(0, 60)}'. Known metros: ${known.join(', ')}, …`;
}

/** "40.52,-74.39" → coordinates; null when malformed or out of range. */
export function parseNear(value: string): LatLng | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(value.length <= 64 ? value : '');
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Miles from 1 to 500 ("25", 12.5); null otherwise. */
export function parseRadius(value: string | number): number | null {
  const n = typeof value === 'number' ? value : /^\s*\d{1,3}(\.\d{1,3})?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) && n >= MIN_RADIUS_MILES && n <= MAX_RADIUS_MILES ? n : null;
}

/** `GET /api/places/zip/:zip`: the ZIP's place, 400 when malformed, 404 when unknown. */
export function zipPlaceOrThrow(zip: string): ZipPlace {
  if (!ZIP_PATTERN.test(zip)) throw DomainError.invalid('zip', ZIP_FORMAT_MESSAGE);
  const place = lookupZip(zip);
  if (!place) throw new DomainError('zip_not_found', { params: { zip } });
  return place;
}

export interface PlaceQuery {
  metro?: string;
  zip?: string;
  near?: string;
  radius?: string | number;
  sortBy?: string;
}

/** What a listing filters by: metro slugs (`metro IN …`) and/or a circle with the box that prefilters it on an index. */
export interface PlaceFilter {
  metro?: Metro;
  /** Values of the events' `metro` column that match (a region's members). */
  metroSlugs?: string[];
  center?: LatLng;
  radiusMiles?: number;
  box?: BoundingBox;
  sortByDistance: boolean;
}

/** A parameter counts as given unless absent or empty. */
const given = (v: unknown) => v !== undefined && v !== '';

/** Checks a listing's place parameters and resolves them; bad input throws a 400 with the contract's message. */
export function resolvePlaceFilter(q: PlaceQuery): PlaceFilter {
  const filter: PlaceFilter = { sortByDistance: false };
  if (given(q.metro)) {
    const metro = metroBySlug(q.metro);
    if (!metro) throw DomainError.invalid('metro', unknownMetroMessage(q.metro!));
    filter.metro = metro;
    filter.metroSlugs = metro.members;
  }
  if (given(q.zip) && given(q.near)) throw DomainError.invalid('near', ZIP_AND_NEAR_MESSAGE);
  if (given(q.zip)) {
    if (!ZIP_PATTERN.test(q.zip!)) throw DomainError.invalid('zip', ZIP_FORMAT_MESSAGE);
    const place = lookupZip(q.zip!);
    if (!place) throw DomainError.invalid('zip', unknownZipMessage(q.zip!));
    filter.center = { latitude: place.latitude, longitude: place.longitude };
  }
  if (given(q.near)) {
    const near = parseNear(q.near!);
    if (!near) throw DomainError.invalid('near', NEAR_FORMAT_MESSAGE);
    filter.center = near;
  }
  const radius = given(q.radius) ? parseRadius(q.radius!) : DEFAULT_RADIUS_MILES;
  if (radius === null) throw DomainError.invalid('radius', RADIUS_MESSAGE);
  if (given(q.radius) && !filter.center) throw DomainError.invalid('radius', RADIUS_WITHOUT_CENTER_MESSAGE);
  if (q.sortBy === 'distance' && !filter.center) throw DomainError.invalid('sortBy', DISTANCE_SORT_MESSAGE);
  if (filter.center) {
    filter.radiusMiles = radius;
    filter.box = boundingBox(filter.center, radius);
    filter.sortByDistance = q.sortBy === 'distance';
  }
  return filter;
}
