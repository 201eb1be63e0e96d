import { listMetros, locate, lookupZip, metroBySlug } from './places';
import { CURATED_METROS, PLACE_WORDS, REGIONS } from './places.config';

describe('lookupZip', () => {
  it.each([
    ['08817', 'Edison', 'NJ', 'new-york'],
    ['08830', 'Iselin', 'NJ', 'new-york'],
    ['07302', 'Jersey City', 'NJ', 'new-york'],
    ['11354', 'Flushing', 'NY', 'new-york'],
    ['75038', 'Irving', 'TX', 'dallas-fort-worth'],
    ['75024', 'Plano', 'TX', 'dallas-fort-worth'],
    ['75034', 'Frisco', 'TX', 'dallas-fort-worth'],
    ['77478', 'Sugar Land', 'TX', 'houston'],
    ['94538', 'Fremont', 'CA', 'san-francisco'],
    ['94086', 'Sunnyvale', 'CA', 'san-jose'],
    ['60540', 'Naperville', 'IL', 'chicago'],
    ['60173', 'Schaumburg', 'IL', 'chicago'],
    ['20171', 'Herndon', 'VA', 'washington-dc'],
    ['20850', 'Rockville', 'MD', 'washington-dc'],
    ['08540', 'Princeton', 'NJ', 'trenton-princeton'],
    ['08817-2604', 'Edison', 'NJ', 'new-york'],
  ])('%s is %s, %s in %s', (zip, city, state, metro) => {
    const place = lookupZip(zip)!;
    expect(place).toMatchObject({ zip: zip.slice(0, 5), city, state, metro: { slug: metro } });
    expect(place.metro!.name).toBe(metroBySlug(metro)!.name);
  });

  it('gives the ZIP centroid', () => {
    expect(lookupZip('08817')).toEqual({
      zip: '08817',
      city: 'Edison',
      state: 'NJ',
      latitude: 40.5171,
      longitude: -74.3973,
      metro: { slug: 'new-york', name: 'New York–Newark–Jersey City' },
    });
  });

  it('gives no metro outside every Census area', () => {
    // Fort Davis, TX (Jeff Davis County): in no metropolitan or micropolitan area.
    expect(lookupZip('79734')).toMatchObject({ city: 'Fort Davis', state: 'TX', metro: null });
  });

  it.each(['00000', '99999', '1234', '123456', 'abcde', '', ' ', '08817x', '0881７', null, undefined])('%p is no place', (zip) => {
    expect(lookupZip(zip)).toBeNull();
  });
});

describe('locate', () => {
  it.each([
    [{ city: 'Irving', state: 'TX' }, 'dallas-fort-worth'],
    [{ city: 'Plano', state: 'TX' }, 'dallas-fort-worth'],
    [{ city: 'Frisco', state: 'TX' }, 'dallas-fort-worth'],
    [{ city: 'Dallas', state: 'TX' }, 'dallas-fort-worth'],
    [{ city: 'Edison', state: 'NJ' }, 'new-york'],
    [{ city: 'Iselin', state: 'NJ' }, 'new-york'],
    [{ city: 'Jersey City', state: 'NJ' }, 'new-york'],
    [{ city: 'Queens', state: 'NY' }, 'new-york'],
    [{ city: 'Flushing', state: 'NY' }, 'new-york'],
    [{ city: 'Brooklyn', state: 'NY' }, 'new-york'],
    [{ city: 'Manhattan', state: 'NY' }, 'new-york'],
    [{ city: 'NYC', state: 'NY' }, 'new-york'],
    [{ city: 'Sugar Land', state: 'TX' }, 'houston'],
    [{ city: 'Fremont', state: 'CA' }, 'san-francisco'],
    [{ city: 'Sunnyvale', state: 'CA' }, 'san-jose'],
    [{ city: 'Naperville', state: 'IL' }, 'chicago'],
    [{ city: 'Schaumburg', state: 'IL' }, 'chicago'],
    [{ city: 'Fairfax', state: 'VA' }, 'washington-dc'],
    [{ city: 'Bethesda', state: 'MD' }, 'washington-dc'],
    [{ city: 'Alpharetta', state: 'GA' }, 'atlanta'],
    [{ city: 'Redmond', state: 'WA' }, 'seattle'],
  ])('%o is in %s', (address, metro) => {
    expect(locate(address)?.metro).toBe(metro);
  });

  it.each([
    [{ city: 'st. louis', state: 'mo' }, 'Saint Louis', 'MO'],
    [{ city: 'Saint Louis', state: 'Missouri' }, 'Saint Louis', 'MO'],
    [{ city: 'Ft. Worth', state: 'TX' }, 'Fort Worth', 'TX'],
    [{ city: 'FORT WORTH', state: 'tx' }, 'Fort Worth', 'TX'],
    [{ city: 'Edison Township', state: 'NJ' }, 'Edison', 'NJ'],
    [{ city: 'Township of Edison', state: 'NJ' }, 'Edison', 'NJ'],
    [{ city: 'Edison, NJ', state: 'NJ' }, 'Edison', 'NJ'],
    [{ city: 'McLean', state: 'VA' }, 'Mc Lean', 'VA'],
    [{ city: 'Mt. Laurel', state: 'NJ' }, 'Mount Laurel', 'NJ'],
    [{ city: 'Middlesex County', state: 'NJ' }, 'Middlesex', 'NJ'],
    [{ city: 'The Woodlands', state: 'TX' }, 'The Woodlands', 'TX'],
  ])('%o reads as %s, %s', (address, city, state) => {
    expect(locate(address)).toMatchObject({ city, state });
  });

  it('prefers the ZIP code when it is in the given state', () => {
    expect(locate({ city: 'Edison', state: 'NJ', zip: '08830' })).toMatchObject({ city: 'Iselin', source: 'zip', latitude: 40.5716 });
    expect(locate({ city: 'Edison', state: 'NJ', zip: '75038' })).toMatchObject({ city: 'Edison', source: 'city' });
    expect(locate({ zip: '77478' })).toMatchObject({ city: 'Sugar Land', metro: 'houston' });
  });

  it('places a city at the mean of its ZIP codes', () => {
    const edison = locate({ city: 'Edison', state: 'NJ' })!;
    expect(edison.source).toBe('city');
    expect(edison.latitude).toBeCloseTo(40.52, 1);
    expect(edison.longitude).toBeCloseTo(-74.39, 1);
  });

  it.each([
    { city: 'Nowhere Special', state: 'TX' },
    { city: 'Edison', state: 'XX' },
    { city: 'Edison', state: '' },
    { city: '', state: 'NJ' },
    { city: 'Irving', state: 'NJ' },
    { city: 'Middlesex County', state: 'TX' },
    { city: 'x'.repeat(10_000), state: 'NJ' },
    {},
  ])('%o is not placed', (address) => {
    expect(locate(address)).toBeNull();
  });
});

describe('metros', () => {
  const wanted = [
    'new-york',
    'dallas-fort-worth',
    'houston',
    'bay-area',
    'san-francisco',
    'san-jose',
    'chicago',
    'atlanta',
    'washington-dc',
    'seattle',
    'boston',
    'philadelphia',
    'detroit',
    'los-angeles',
    'austin',
    'phoenix',
    'minneapolis-st-paul',
    'charlotte',
    'raleigh-durham',
    'columbus',
    'denver',
    'tampa',
    'orlando',
    'miami',
    'sacramento',
    'san-diego',
    'pittsburgh',
    'st-louis',
    'cleveland',
    'indianapolis',
    'nashville',
    'baltimore',
    'hartford',
    'kansas-city',
    'cincinnati',
    'salt-lake-city',
    'portland',
  ];

  it.each(wanted)('%s is a metro with a name, states and a centre', (slug) => {
    const m = metroBySlug(slug)!;
    expect(m.slug).toBe(slug);
    expect(m.name).toBeTruthy();
    expect(m.states.length).toBeGreaterThan(0);
    expect(Math.abs(m.latitude)).toBeGreaterThan(18);
    expect(m.longitude).toBeLessThan(-60);
  });

  it('has every Census CBSA of the 50 states and DC, plus the regions', () => {
    const all = listMetros();
    expect(all.filter((m) => m.kind === 'metro')).toHaveLength(387);
    expect(all.filter((m) => m.kind === 'micro')).toHaveLength(538);
    expect(all.filter((m) => m.kind === 'region').map((m) => m.slug)).toEqual(REGIONS.map((r) => r.slug).sort());
    expect(new Set(all.map((m) => m.slug)).size).toBe(all.length);
    for (const m of all) expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(all.map((m) => m.name)).toEqual([...all.map((m) => m.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('names other CBSAs by their first city and state', () => {
    expect(metroBySlug('abilene-tx')).toMatchObject({ name: 'Abilene, TX', kind: 'metro', cbsa: '10180', states: ['TX'] });
    expect(metroBySlug('albany-schenectady-troy-ny')).toBeNull();
    expect(metroBySlug('scranton-pa')).toMatchObject({ name: 'Scranton–Wilkes-Barre, PA' });
    expect(metroBySlug('portland-me')).toMatchObject({ name: 'Portland–South Portland, ME' });
    expect(metroBySlug('st-cloud-mn')).toMatchObject({ name: 'St. Cloud, MN' });
  });

  it('keeps curated names and the Census title', () => {
    expect(metroBySlug('dallas-fort-worth')).toMatchObject({
      name: 'Dallas–Fort Worth',
      title: 'Dallas-Fort Worth-Arlington, TX',
      cbsa: '19100',
      states: ['TX'],
      principalCities: ['Dallas', 'Fort Worth', 'Arlington'],
    });
    expect(metroBySlug('new-york')!.states).toEqual(['NY', 'NJ']);
    for (const c of CURATED_METROS) expect(metroBySlug(c.slug)!.cbsa).toBe(c.cbsa);
  });

  it('shares metros that no caller can change', () => {
    const houston = metroBySlug('houston')!;
    expect(() => Object.assign(houston, { name: 'Somewhere else' })).toThrow(TypeError);
    expect(() => (houston.members as string[]).push('austin')).toThrow(TypeError);
    expect(metroBySlug('houston')).toMatchObject({ name: 'Houston', members: ['houston'] });
  });

  it('finds slugs whatever their case or spaces', () => {
    expect(metroBySlug(' Dallas-Fort-Worth ')!.slug).toBe('dallas-fort-worth');
    expect(metroBySlug('nowhere')).toBeNull();
    expect(metroBySlug('')).toBeNull();
    expect(metroBySlug(undefined)).toBeNull();
  });

  it('lets a region stand for its member metros', () => {
    expect(metroBySlug('bay-area')?.members).toEqual(['san-francisco', 'san-jose', 'santa-rosa', 'napa', 'vallejo']);
    expect(metroBySlug('raleigh-durham')?.members).toEqual(['raleigh', 'durham-chapel-hill']);
    expect(metroBySlug('houston')?.members).toEqual(['houston']);
    expect(metroBySlug('atlantis')).toBeNull();
    const bay = metroBySlug('bay-area')!;
    expect(bay).toMatchObject({ kind: 'region', cbsa: null, states: ['CA'] });
    // Its centre lies between San Francisco and San Jose.
    expect(bay.latitude).toBeGreaterThan(37.3);
    expect(bay.latitude).toBeLessThan(38.4);
  });

  it('places every suburb word in the data', () => {
    for (const [word, p] of Object.entries(PLACE_WORDS)) {
      const place = p.zip ? lookupZip(p.zip) : locate(p);
      expect([word, place?.state]).toEqual([word, p.state]);
    }
  });
});
