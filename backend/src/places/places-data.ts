import * as fs from 'node:fs';
import * as path from 'node:path';
import { lazy } from '../common/lazy';
import cbsaData from './data/cbsas.json';
import type ZipDataFile from './data/zip-centroids.json';
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

interface ZipRecord extends LatLng {
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
  zips: ZipTable;
  /** By `${placeKey(city)}|${state}`. */
  cities: PlaceTable;
  /** By `${countyKey(name)}|${state}`: the mean of the county's ZIP codes. */
  counties: PlaceTable;
  countiesByFips: PlaceTable;
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

/** Each distinct name once, by number: ~41,000 ZIP codes share ~18,600 city names and 51 states. */
class Names {
  readonly list: string[] = [];
  private readonly ids = new Map<string, number>();

  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) this.ids.set(name, (id = this.list.push(name) - 1));
    return id;
  }
}

/** Places stored column by column (typed arrays, numbers into shared lists) rather than as one object each. */
class Columns {
  readonly name: Int32Array;
  readonly state: Uint8Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** Index into `metros`; -1 outside every CBSA. */
  readonly metro: Int16Array;

  constructor(
    size: number,
    readonly names: readonly string[],
    readonly states: readonly string[],
    readonly metros: readonly Metro[],
  ) {
    this.name = new Int32Array(size);
    this.state = new Uint8Array(size);
    this.latitude = new Float64Array(size);
    this.longitude = new Float64Array(size);
    this.metro = new Int16Array(size);
  }

  record(i: number): CityRecord {
    const m = this.metro[i];
    return {
      city: this.names[this.name[i]],
      state: this.states[this.state[i]],
      latitude: this.latitude[i],
      longitude: this.longitude[i],
      metro: m < 0 ? null : this.metros[m],
    };
  }
}

/** The ZIP codes, sorted, with their places; a lookup is a binary search that makes the record it returns. */
class ZipTable {
  constructor(
    private readonly codes: Int32Array,
    /** Index into `fips`; -1 without a county. */
    private readonly county: Int16Array,
    private readonly fips: readonly string[],
    private readonly columns: Columns,
  ) {}

  get size(): number {
    return this.codes.length;
  }

  /** "08817" → its record; undefined for anything but a known 5-digit ZIP code. */
  get(zip: string): ZipRecord | undefined {
    if (!/^\d{5}$/.test(zip)) return undefined;
    const code = Number(zip);
    let lo = 0;
    let hi = this.codes.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.codes[mid];
      if (c === code) return this.record(mid, zip);
      if (c < code) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  *keys(): IterableIterator<string> {
    for (let i = 0; i < this.codes.length; i++) yield zipText(this.codes[i]);
  }

  *values(): IterableIterator<ZipRecord> {
    for (let i = 0; i < this.codes.length; i++) yield this.record(i, zipText(this.codes[i]));
  }

  private record(i: number, zip: string): ZipRecord {
    const k = this.county[i];
    return { ...this.columns.record(i), zip, county: k < 0 ? null : this.fips[k] };
  }
}

const zipText = (code: number) => String(code).padStart(5, '0');

/** Cities or counties by key, stored in columns; a lookup makes the record it returns. */
class PlaceTable {
  constructor(
    private readonly rows: Map<string, number>,
    private readonly columns: Columns,
  ) {}

  get size(): number {
    return this.rows.size;
  }

  get(key: string): CityRecord | undefined {
    const i = this.rows.get(key);
    return i === undefined ? undefined : this.columns.record(i);
  }

  *values(): IterableIterator<CityRecord> {
    for (const i of this.rows.values()) yield this.columns.record(i);
  }
}

interface Group {
  name: number;
  state: number;
  lat: number;
  lng: number;
  n: number;
  /** The ZIP codes' metros in order (-1 for none): most groups have one, so a list beats a map here. */
  metros: number[];
}

/** Groups ZIP codes and averages them; a group's metro is the one most of its ZIP codes have. */
class Centroids {
  private readonly groups = new Map<string, Group>();

  add(key: string, name: number, zips: Columns, i: number): void {
    let g = this.groups.get(key);
    if (!g) this.groups.set(key, (g = { name, state: zips.state[i], lat: 0, lng: 0, n: 0, metros: [] }));
    g.lat += zips.latitude[i];
    g.lng += zips.longitude[i];
    g.n++;
    g.metros.push(zips.metro[i]);
  }

  /** The groups' rows by key, and their columns (sharing `zips`' names, states and metros). */
  table(zips: Columns): { rows: Map<string, number>; columns: Columns } {
    const columns = new Columns(this.groups.size, zips.names, zips.states, zips.metros);
    const rows = new Map<string, number>();
    for (const [key, g] of this.groups) {
      const i = rows.size;
      rows.set(key, i);
      columns.name[i] = g.name;
      columns.state[i] = g.state;
      columns.latitude[i] = Math.round((g.lat / g.n) * 10000) / 10000;
      columns.longitude[i] = Math.round((g.lng / g.n) * 10000) / 10000;
      columns.metro[i] = mostCommon(g.metros);
    }
    return { rows, columns };
  }
}

function mostCommon(metros: number[]): number {
  if (metros.every((m) => m === metros[0])) return metros[0];
  const counts = new Map<number, number>();
  let best = -1;
  for (const m of metros) {
    if (m < 0) continue;
    const n = (counts.get(m) ?? 0) + 1;
    counts.set(m, n);
    if (best < 0 || n > counts.get(best)!) best = m;
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

/**
 * The ZIP data (2.3 MB of JSON), read here rather than imported so that nothing keeps it once the index is
 * built (an imported JSON module stays in require's cache). The type-only import keeps the file in the build.
 */
function readZipData(): typeof ZipDataFile {
  return JSON.parse(fs.readFileSync(path.join(__dirname, 'data', 'zip-centroids.json'), 'utf8')) as typeof ZipDataFile;
}

function buildIndex(): PlacesIndex {
  const { metros, byCbsa } = buildMetros();
  const metroList = [...byCbsa.values()];
  const metroIds = new Map(metroList.map((m, i) => [m.cbsa!, i]));
  const zipData = readZipData();
  const rows = zipData.rows;
  const countyNames = new Map(zipData.counties.map((row) => [row.slice(0, 5), row.slice(6)]));
  const names = new Names();
  const states = new Names();
  const fips = new Names();
  const codes = new Int32Array(rows.length);
  const county = new Int16Array(rows.length);
  const zips = new Columns(rows.length, names.list, states.list, metroList);
  const cityKeys = new Map<number, string>(); // by name id: ~18,600 distinct names for ~41,000 ZIP codes
  const cities = new Centroids();
  const counties = new Centroids();
  rows.forEach((row, i) => {
    const [zip, city, state, lat, lng, fipsCode, cbsa] = row.split('|');
    codes[i] = Number(zip);
    zips.name[i] = names.id(city);
    zips.state[i] = states.id(state);
    zips.latitude[i] = Number(lat);
    zips.longitude[i] = Number(lng);
    zips.metro[i] = cbsa ? (metroIds.get(cbsa) ?? -1) : -1;
    county[i] = fipsCode ? fips.id(fipsCode) : -1;
    let key = cityKeys.get(zips.name[i]);
    if (key === undefined) cityKeys.set(zips.name[i], (key = placeKey(city)));
    cities.add(`${key}|${state}`, zips.name[i], zips, i);
    if (fipsCode) counties.add(fipsCode, names.id(countyNames.get(fipsCode) ?? fipsCode), zips, i);
  });
  for (let i = 1; i < codes.length; i++) if (codes[i] <= codes[i - 1]) throw new Error('places: the ZIP codes are not sorted');
  // Fresh copies: a name split from a row can be a slice that keeps the whole row alive.
  const copies = JSON.parse(JSON.stringify(names.list)) as string[];
  copies.forEach((name, i) => (names.list[i] = name));
  const cityTable = cities.table(zips);
  const countyTable = counties.table(zips);
  const countiesByName = new Map<string, number>();
  for (const i of countyTable.rows.values()) {
    countiesByName.set(`${countyKey(names.list[countyTable.columns.name[i]])}|${states.list[countyTable.columns.state[i]]}`, i);
  }
  return {
    zips: new ZipTable(codes, county, fips.list, zips),
    cities: new PlaceTable(cityTable.rows, cityTable.columns),
    counties: new PlaceTable(countiesByName, countyTable.columns),
    countiesByFips: new PlaceTable(countyTable.rows, countyTable.columns),
    metros,
    metrosByCbsa: byCbsa,
    metroList: [...metros.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The place indexes, built on first use (about 0.1 s) and kept. */
export const placesIndex = lazy(buildIndex);
