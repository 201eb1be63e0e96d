import { lazy } from '../common/lazy';
import cbsaData from './data/cbsas.json';
import zipData from './data/zip-centroids.json';
import { countyKey, placeKey } from './place-names';
import { CURATED_METROS, REGIONS } from './places.config';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A metro area: a Census CBSA (metropolitan or micropolitan statistical area) or a region that groups several. */
export interface Metro extends LatLng {
  slug: string;
  name: string;
  kind: 'metro' | 'micro' | 'region';
  /** Census CBSA code and title; null for a region. */
  cbsa: string | null;
  title: string | null;
  states: string[];
  principalCities: string[];
  population: number;
  /** Slugs of the CBSAs an event's `metro` may hold to be in this area: itself, or a region's members. */
  members: string[];
}

export interface ZipRecord extends LatLng {
  zip: string;
  city: string;
  state: string;
  county: string | null;
  metro: Metro | null;
}

export interface CityRecord extends LatLng {
  city: string;
  state: string;
  metro: Metro | null;
}

export interface PlacesIndex {
  zips: Map<string, ZipRecord>;
  /** By `${placeKey(city)}|${state}`. */
  cities: Map<string, CityRecord>;
  /** By `${countyKey(name)}|${state}`: the mean of the county's ZIP codes. */
  counties: Map<string, CityRecord>;
  countiesByFips: Map<string, CityRecord>;
  metros: Map<string, Metro>;
  metrosByCbsa: Map<string, Metro>;
  /** Every metro and region, by name. */
  metroList: Metro[];
}

/** "Albany-Schenectady-Troy, NY" → "Albany–Schenectady–Troy, NY" (hyphens inside a name, "Winston-Salem", stay). */
function displayTitle(title: string): string {
  const comma = title.lastIndexOf(', ');
  const cities = title.slice(0, comma);
  const joined = cities.includes('--') ? cities.split('--').join('–') : cities.split('-').join('–');
  return `${joined}${title.slice(comma)}`;
}

function slugify(text: string): string {
  return placeKey(text)
    .replace(/^saint /, 'st ')
    .replace(/ /g, '-');
}

interface Group {
  name: string;
  state: string;
  lat: number;
  lng: number;
  n: number;
  /** The ZIP codes' metros in order: most groups have one, so a list beats a map here. */
  metros: (Metro | null)[];
}

/** Groups ZIP codes and averages them; a group's metro is the one most of its ZIP codes have. */
class Centroids {
  private readonly groups = new Map<string, Group>();

  add(key: string, name: string, z: ZipRecord): void {
    let g = this.groups.get(key);
    if (!g) this.groups.set(key, (g = { name, state: z.state, lat: 0, lng: 0, n: 0, metros: [] }));
    g.lat += z.latitude;
    g.lng += z.longitude;
    g.n++;
    g.metros.push(z.metro);
  }

  records(): Map<string, CityRecord> {
    const out = new Map<string, CityRecord>();
    for (const [key, g] of this.groups) {
      out.set(key, {
        city: g.name,
        state: g.state,
        latitude: Math.round((g.lat / g.n) * 10000) / 10000,
        longitude: Math.round((g.lng / g.n) * 10000) / 10000,
        metro: mostCommon(g.metros),
      });
    }
    return out;
  }
}

function mostCommon(metros: (Metro | null)[]): Metro | null {
  if (metros.every((m) => m === metros[0])) return metros[0];
  const counts = new Map<Metro, number>();
  let best: Metro | null = null;
  for (const m of metros) {
    if (!m) continue;
    const n = (counts.get(m) ?? 0) + 1;
    counts.set(m, n);
    if (!best || n > counts.get(best)!) best = m;
  }
  return best;
}

/** Metros are shared by every caller: frozen, so that none can change another's answer. */
function frozen(metro: Metro): Metro {
  Object.freeze(metro.states);
  Object.freeze(metro.principalCities);
  Object.freeze(metro.members);
  return Object.freeze(metro);
}

function buildMetros(): { metros: Map<string, Metro>; byCbsa: Map<string, Metro> } {
  const curated = new Map(CURATED_METROS.map((c) => [c.cbsa, c]));
  const metros = new Map<string, Metro>();
  const byCbsa = new Map<string, Metro>();
  for (const row of cbsaData.rows) {
    const [cbsa, title, kind, population, states, cities, lat, lng] = row.split('|');
    const c = curated.get(cbsa);
    const stateList = states.split(';');
    const principalCities = cities.split(';');
    const slug = c?.slug ?? `${slugify(principalCities[0])}-${stateList[0].toLowerCase()}`;
    if (metros.has(slug)) throw new Error(`places: two metros have the slug ${slug}`);
    const metro: Metro = {
      slug,
      name: c?.name ?? displayTitle(title),
      kind: kind as 'metro' | 'micro',
      cbsa,
      title,
      states: stateList,
      principalCities,
      population: Number(population),
      latitude: Number(lat),
      longitude: Number(lng),
      members: [slug],
    };
    metros.set(slug, frozen(metro));
    byCbsa.set(cbsa, metro);
  }
  for (const r of REGIONS) {
    const members = r.members.map((cbsa) => byCbsa.get(cbsa)!);
    const population = members.reduce((s, m) => s + m.population, 0);
    if (metros.has(r.slug)) throw new Error(`places: the region ${r.slug} has a metro's slug`);
    const region: Metro = {
      slug: r.slug,
      name: r.name,
      kind: 'region',
      cbsa: null,
      title: null,
      states: [...new Set(members.flatMap((m) => m.states))],
      principalCities: members.flatMap((m) => m.principalCities),
      population,
      // A region's centre is the population-weighted centre of its members'.
      latitude: Math.round((members.reduce((s, m) => s + m.latitude * m.population, 0) / population) * 10000) / 10000,
      longitude: Math.round((members.reduce((s, m) => s + m.longitude * m.population, 0) / population) * 10000) / 10000,
      members: members.map((m) => m.slug),
    };
    metros.set(r.slug, frozen(region));
  }
  return { metros, byCbsa };
}

function buildIndex(): PlacesIndex {
  const { metros, byCbsa } = buildMetros();
  const countyNames = new Map(zipData.counties.map((row) => [row.slice(0, 5), row.slice(6)]));
  const zips = new Map<string, ZipRecord>();
  const cityKeys = new Map<string, string>(); // ~18,000 distinct names for ~41,000 ZIP codes
  const cities = new Centroids();
  const counties = new Centroids();
  for (const row of zipData.rows) {
    const [zip, city, state, lat, lng, county, cbsa] = row.split('|');
    const z: ZipRecord = {
      zip,
      city,
      state,
      latitude: Number(lat),
      longitude: Number(lng),
      county: county || null,
      metro: (cbsa && byCbsa.get(cbsa)) || null,
    };
    zips.set(zip, z);
    let key = cityKeys.get(city);
    if (key === undefined) cityKeys.set(city, (key = placeKey(city)));
    cities.add(`${key}|${state}`, city, z);
    if (county) counties.add(county, countyNames.get(county) ?? county, z);
  }
  const countiesByFips = counties.records();
  const countiesByName = new Map<string, CityRecord>();
  for (const rec of countiesByFips.values()) countiesByName.set(`${countyKey(rec.city)}|${rec.state}`, rec);
  const metroList = [...metros.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    zips,
    cities: cities.records(),
    counties: countiesByName,
    countiesByFips,
    metros,
    metrosByCbsa: byCbsa,
    metroList,
  };
}

/** The place indexes, built on first use (about 0.1 s) and kept. */
export const placesIndex = lazy(buildIndex);
