import { DomainError } from '../common/api-error';
import {
  DEFAULT_RADIUS_MILES,
  DISTANCE_SORT_MESSAGE,
  NEAR_FORMAT_MESSAGE,
  parseNear,
  parseRadius,
  PlaceQuery,
  RADIUS_MESSAGE,
  RADIUS_WITHOUT_CENTER_MESSAGE,
  resolvePlaceFilter,
  unknownMetroMessage,
  ZIP_AND_NEAR_MESSAGE,
  ZIP_FORMAT_MESSAGE,
  zipPlaceOrThrow,
} from './place-query';

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('no error');
}

describe('parseNear', () => {
  it.each([
    ['40.52,-74.39', { latitude: 40.52, longitude: -74.39 }],
    [' 40.52 , -74.39 ', { latitude: 40.52, longitude: -74.39 }],
    ['90,180', { latitude: 90, longitude: 180 }],
    ['-90,-180', { latitude: -90, longitude: -180 }],
    ['0,0', { latitude: 0, longitude: 0 }],
  ])('%p → %o', (text, point) => {
    expect(parseNear(text)).toEqual(point);
  });

  it.each([
    '',
    '40.52',
    '40.52,',
    ',-74',
    '91,0',
    '0,181',
    '-90.5,0',
    '40.52;-74.39',
    '40.52,-74.39,3',
    'abc,def',
    '1e2,3',
    `${'1'.repeat(70)},2`,
    'NaN,NaN',
    '0x10,0',
  ])('%p is malformed', (text) => {
    expect(parseNear(text)).toBeNull();
  });
});

describe('parseRadius', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    ['12.5', 12.5],
    ['500', 500],
    [50, 50],
  ])('%p → %p', (value, miles) => {
    expect(parseRadius(value)).toBe(miles);
  });

  it.each(['0', '0.5', '501', '-5', 'ten', '', '25mi', '1e2', 0, 501, NaN, Infinity])('%p is refused', (value) => {
    expect(parseRadius(value)).toBeNull();
  });
});

describe('resolvePlaceFilter', () => {
  it.each<[PlaceQuery, string, string]>([
    [{ metro: 'atlantis' }, 'metro', unknownMetroMessage('atlantis')],
    [{ zip: '1234' }, 'zip', ZIP_FORMAT_MESSAGE],
    [{ zip: '08817-1234' }, 'zip', ZIP_FORMAT_MESSAGE],
    [{ zip: '00000' }, 'zip', 'Unknown ZIP code 00000'],
    [{ near: '95,10' }, 'near', NEAR_FORMAT_MESSAGE],
    [{ near: 'edison' }, 'near', NEAR_FORMAT_MESSAGE],
    [{ zip: '08817', radius: '0' }, 'radius', RADIUS_MESSAGE],
    [{ zip: '08817', radius: '501' }, 'radius', RADIUS_MESSAGE],
    [{ zip: '08817', radius: 'far' }, 'radius', RADIUS_MESSAGE],
    [{ radius: '25' }, 'radius', RADIUS_WITHOUT_CENTER_MESSAGE],
    [{ sortBy: 'distance' }, 'sortBy', DISTANCE_SORT_MESSAGE],
    [{ metro: 'houston', sortBy: 'distance' }, 'sortBy', DISTANCE_SORT_MESSAGE],
    [{ zip: '08817', near: '40,-74' }, 'near', ZIP_AND_NEAR_MESSAGE],
  ])('%o → 400 %s: %s', (query, field, message) => {
    const e = errorOf(() => resolvePlaceFilter(query));
    expect(e.status).toBe(400);
    expect(e.message).toBe(message);
    expect(e.fields).toEqual({ [field]: message });
  });

  it('lists the known metros when one is unknown', () => {
    expect(unknownMetroMessage('x')).toMatch(
      /^Unknown metro 'x'\. Known metros: albany, albuquerque, allentown, ann-arbor, atlanta, austin, .*, worcester, …$/,
    );
    expect(unknownMetroMessage('x')).toContain(' bay-area, ');
    expect(unknownMetroMessage('y'.repeat(1000)).length).toBeLessThan(1200);
  });

  it('resolves a metro to the slugs events carry', () => {
    expect(resolvePlaceFilter({ metro: 'bay-area' })).toMatchObject({
      metroSlugs: ['san-francisco', 'san-jose', 'santa-rosa', 'napa', 'vallejo'],
      sortByDistance: false,
    });
    expect(resolvePlaceFilter({ metro: 'Dallas-Fort-Worth' }).metroSlugs).toEqual(['dallas-fort-worth']);
    expect(resolvePlaceFilter({})).toEqual({ sortByDistance: false });
    expect(resolvePlaceFilter({ metro: '', zip: '', near: '', radius: '' })).toEqual({ sortByDistance: false });
  });

  it('centres a radius search on a ZIP code, 25 miles by default', () => {
    const f = resolvePlaceFilter({ zip: '08817', sortBy: 'distance' });
    expect(f).toMatchObject({
      center: { latitude: 40.5171, longitude: -74.3973 },
      radiusMiles: DEFAULT_RADIUS_MILES,
      sortByDistance: true,
    });
    expect(f.box!.minLatitude).toBeLessThan(40.5171);
    expect(f.box!.maxLongitude).toBeGreaterThan(-74.3973);
  });

  it('centres a radius search on coordinates', () => {
    expect(resolvePlaceFilter({ near: '32.86,-96.99', radius: '10' })).toMatchObject({
      center: { latitude: 32.86, longitude: -96.99 },
      radiusMiles: 10,
    });
  });

  it('combines a metro with a radius', () => {
    expect(resolvePlaceFilter({ metro: 'new-york', zip: '08817', radius: 50 })).toMatchObject({
      metroSlugs: ['new-york'],
      radiusMiles: 50,
    });
  });
});

describe('zipPlaceOrThrow', () => {
  it('gives the place of a known ZIP', () => {
    expect(zipPlaceOrThrow('08817')).toMatchObject({ city: 'Edison', state: 'NJ', metro: { slug: 'new-york' } });
  });

  it.each([
    ['0881', 400, ZIP_FORMAT_MESSAGE],
    ['08817-1234', 400, ZIP_FORMAT_MESSAGE],
    ['abcde', 400, ZIP_FORMAT_MESSAGE],
    ['00000', 404, 'Unknown ZIP code 00000'],
  ])('%p → %d %s', (zip, status, message) => {
    const e = errorOf(() => zipPlaceOrThrow(zip));
    expect([e.status, e.message]).toEqual([status, message]);
  });
});
