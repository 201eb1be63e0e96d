import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadPlaces, lookupZip as lookupZipFromIndex } from '.';
import { parsePlaceWords } from './place-words';
import { locate, lookupZip } from './places';
import { placesIndex } from './places-data';

const ROOT = path.resolve(__dirname, '../../..');
const DATA = path.join(__dirname, 'data');

describe('place data', () => {
  it('is what the build script makes of its sources', () => {
    // Exits 1 and names the file when a data file was edited by hand or a source changed without a rebuild.
    expect(() =>
      execFileSync(process.execPath, ['scripts/places/build-places-data.js', '--check'], { cwd: ROOT, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('builds its indexes and search words on demand', () => {
    // Throws when a suburb word or curated metro no longer matches the data.
    expect(() => loadPlaces()).not.toThrow();
    expect(lookupZipFromIndex('10001')?.metro?.slug).toBe('new-york');
  });

  it('does not keep the ZIP data loaded once the index is built', () => {
    loadPlaces();
    expect(Object.keys(require.cache).filter((file) => file.endsWith('zip-centroids.json'))).toEqual([]);
  });

  it('stays small in the repository', () => {
    expect(fs.statSync(path.join(DATA, 'zip-centroids.json')).size).toBeLessThan(3_000_000);
    expect(fs.statSync(path.join(DATA, 'cbsas.json')).size).toBeLessThan(150_000);
  });

  it('covers every US ZIP code with a place, most of them in a metro area', () => {
    const { zips, cities, metrosByCbsa } = placesIndex();
    expect(zips.size).toBeGreaterThan(40_000);
    expect(cities.size).toBeGreaterThan(25_000);
    expect(metrosByCbsa.size).toBe(925);
    const inMetro = [...zips.values()].filter((z) => z.metro).length;
    expect(inMetro / zips.size).toBeGreaterThan(0.7);
    const odd = [...zips.values()].filter((z) => !(z.latitude > 17 && z.latitude < 72 && z.longitude < -64 && /^[A-Z]{2}$/.test(z.state)));
    // Territories and military post offices are not in the data; Wake Island is filed under Honolulu County.
    expect(odd.map((z) => `${z.zip} ${z.city}`)).toEqual(['96898 Wake Island']);
  });

  it('answers lookups from maps, not scans', () => {
    const zips = [...placesIndex().zips.keys()];
    const searches = [
      'diwali new jersey',
      'garba NJ',
      'edison',
      'holi in chicago',
      'navratri near sugar land',
      'sa re ga ma pa',
      'kids dance class',
    ];
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) lookupZip(zips[(i * 7919) % zips.length]);
    for (let i = 0; i < 10_000; i++) locate({ city: 'Edison Township', state: 'NJ' });
    for (let i = 0; i < 10_000; i++) locate({ city: 'Nowhere', state: 'TX' });
    for (let i = 0; i < 5_000; i++) parsePlaceWords(searches[i % searches.length]);
    // Scanning the ~41,000 ZIP codes per lookup would take minutes; maps take about a second on a quiet machine.
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});
