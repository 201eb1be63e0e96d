import { describe, expect, it } from 'vitest';
import {
  chosenLanguages,
  clearFilters,
  EMPTY_LISTING,
  feedQuery,
  hasFilters,
  listingOfQuery,
  newSearch,
  listingQuery,
  patchListing,
  toggleLanguage,
  readListing,
  sheetFilterCount,
  writeListing,
} from './listing-state';

const read = (qs: string) => readListing(new URLSearchParams(qs));
const FRIDAY = '2026-10-30';

describe('the listing state in the URL', () => {
  it('reads every filter, the search, the sort and the view, and writes them back in one canonical order', () => {
    const s = read(
      'view=saved&sort=title-desc&tag=Kids-Family&category=Cultural+Events&language=te&free=1&when=weekend&radius=10&zip=08817&q=diwali',
    );
    expect(s).toEqual({
      q: 'diwali',
      where: { kind: 'zip', zip: '08817', radius: 10 },
      when: { kind: 'chip', chip: 'weekend' },
      free: true,
      category: 'Cultural Events',
      language: 'te',
      tag: 'kids-family',
      sort: 'title-desc',
      view: 'saved',
    });
    expect(writeListing(s).toString()).toBe(
      'q=diwali&zip=08817&radius=10&when=weekend&free=1&category=Cultural+Events&language=te&tag=kids-family&sort=title-desc&view=saved',
    );
    expect(readListing(writeListing(s))).toEqual(s);
  });

  it('an empty URL is the default view, and writes as an empty query', () => {
    expect(read('')).toEqual(EMPTY_LISTING);
    expect(writeListing(EMPTY_LISTING).toString()).toBe('');
  });

  it('reads a metro, "near me" coordinates and custom dates', () => {
    expect(read('metro=dallas-fort-worth').where).toEqual({ kind: 'metro', slug: 'dallas-fort-worth' });
    expect(read('near=40.52,-74.41').where).toEqual({ kind: 'near', lat: 40.52, lng: -74.41, radius: 25 });
    expect(read('when=dates&from=2026-11-01&to=2026-11-08').when).toEqual({ kind: 'dates', from: '2026-11-01', to: '2026-11-08' });
    // dates without the chip (an older or hand-written link) still filter
    expect(read('from=2026-11-01').when).toEqual({ kind: 'dates', from: '2026-11-01', to: null });
  });

  it('ignores bad values instead of failing', () => {
    expect(read('zip=8817&near=91,0&metro=Bad Slug!&radius=900&when=someday&sort=price&free=yes')).toEqual(EMPTY_LISTING);
    expect(read('zip=08817&radius=0').where).toEqual({ kind: 'zip', zip: '08817', radius: 25 });
    // an end before the start becomes the start
    expect(read('from=2026-11-08&to=2026-11-01').when).toEqual({ kind: 'dates', from: '2026-11-08', to: '2026-11-08' });
  });

  it('a ZIP wins over "near me", which wins over a metro (one place at a time)', () => {
    expect(read('metro=austin&near=30.27,-97.74&zip=78701').where.kind).toBe('zip');
    expect(read('metro=austin&near=30.27,-97.74').where.kind).toBe('near');
  });

  it('keeps a sort only where it applies', () => {
    expect(read('sort=relevance').sort).toBeNull(); // best match needs a search
    expect(read('q=garba&sort=relevance').sort).toBe('relevance');
    expect(read('sort=distance').sort).toBeNull(); // nearest first needs a place
    expect(read('zip=08817&sort=distance').sort).toBe('distance');
    expect(read('sort=date-asc').sort).toBeNull(); // the default is not written
    expect(read('q=garba&sort=date-asc').sort).toBe('date-asc'); // …except while searching, where it is a choice
    // removing the ZIP drops the distance sort
    expect(patchListing(read('zip=08817&sort=distance'), { where: { kind: 'anywhere' } }).sort).toBeNull();
  });

  it('clears the filters but keeps the search and the view', () => {
    const s = read('q=holi&metro=austin&when=today&free=1&category=Sports&sort=title-asc&view=saved');
    expect(hasFilters(s)).toBe(true);
    expect(clearFilters(s)).toEqual({ ...EMPTY_LISTING, q: 'holi', view: 'saved' });
    expect(hasFilters(clearFilters(s))).toBe(false);
  });

  it("counts the Filters sheet's active settings (category, a chosen sort)", () => {
    expect(sheetFilterCount(read(''))).toBe(0);
    expect(sheetFilterCount(read('category=Sports'))).toBe(1);
    expect(sheetFilterCount(read('category=Sports&sort=title-asc&free=1&when=today'))).toBe(2);
    expect(sheetFilterCount(read('language=te&tag=seniors&free=1'))).toBe(2);
    expect(sheetFilterCount(read('language=<script>'))).toBe(0);
  });

  it('a new typed search keeps the place and drops the other filters, saying which', () => {
    const s = read('q=diwali&metro=dallas-fort-worth&when=weekend&free=1&language=te&category=Sports');
    const { next, dropped } = newSearch(s, 'garba');
    expect(next).toEqual({ ...read('metro=dallas-fort-worth'), q: 'garba' });
    expect(dropped).toEqual(s);
    // The same words typed further or edited (or clearing the box) drop nothing; nor does a search with no filters to
    // drop; filters chosen before the first search stay for it.
    expect(newSearch(s, 'diwali ').dropped).toBeNull();
    expect(newSearch(s, 'diwali mela').dropped).toBeNull();
    expect(newSearch(s, 'diw').dropped).toBeNull();
    expect(newSearch(s, '').dropped).toBeNull();
    expect(newSearch({ ...s, q: '' }, 'garba').dropped).toBeNull();
    expect(newSearch(read('metro=dallas-fort-worth'), 'garba')).toEqual({
      next: { ...read('metro=dallas-fort-worth'), q: 'garba' },
      dropped: null,
    });
  });

  it("an empty answer's suggestion becomes a view", () => {
    const current = read('q=telugu+dallas&when=weekend&sort=title-asc');
    expect(listingOfQuery({ metro: 'chicago', language: 'te' }, current)).toEqual({
      ...read('metro=chicago&language=te&sort=title-asc'),
    });
    expect(listingOfQuery({ search: 'telugu', metro: 'chicago', from: '2026-12-12' }, current).when).toEqual(current.when);
    expect(listingOfQuery({ zip: '08817', radius: '25', free: 'true' }, current)).toMatchObject({
      where: { kind: 'zip', zip: '08817', radius: 25 },
      free: true,
    });
  });

  it('keeps several languages (events serving any of them), one chip at a time', () => {
    expect(read('language=te,TA,te,<x>').language).toBe('te,ta');
    expect(chosenLanguages(read('language=te,ta').language)).toEqual(['te', 'ta']);
    expect(toggleLanguage(null, 'te')).toBe('te');
    expect(toggleLanguage('te', 'ta')).toBe('te,ta');
    expect(toggleLanguage('te,ta', 'te')).toBe('ta');
    expect(toggleLanguage('ta', 'ta')).toBeNull();
    expect(listingQuery(read('language=te,ta'), '2026-12-07').language).toBe('te,ta');
  });
});

describe('the API queries of a view', () => {
  it('lists by date by default, by best match while searching', () => {
    expect(listingQuery(EMPTY_LISTING, FRIDAY)).toEqual({ sortBy: 'date', sortOrder: 'asc' });
    expect(JSON.parse(JSON.stringify(listingQuery(read('q=  diwali '), FRIDAY)))).toEqual({ search: 'diwali' });
  });

  it('turns the place, the date chip, Free and the category into API parameters', () => {
    const q = listingQuery(
      read('q=diwali&zip=08817&when=weekend&free=1&category=Religious+Festivals&language=te&tag=kids-family&sort=distance'),
      FRIDAY,
    );
    expect(JSON.parse(JSON.stringify(q))).toEqual({
      search: 'diwali',
      sortBy: 'distance',
      zip: '08817',
      radius: 25,
      from: '2026-10-30',
      to: '2026-11-01',
      free: 'true',
      category: 'Religious Festivals',
      language: 'te',
      tag: 'kids-family',
    });
    expect(listingQuery(read('metro=dallas-fort-worth&when=month'), '2026-02-10')).toMatchObject({
      metro: 'dallas-fort-worth',
      from: '2026-02-10',
      to: '2026-02-28',
    });
    expect(listingQuery(read('near=40.52,-74.41&radius=50'), FRIDAY)).toMatchObject({ near: '40.52,-74.41', radius: 50 });
  });

  it('feeds take the place, category, Free and search of the view, never its dates or sort', () => {
    const s = read('q=garba&metro=new-york&when=weekend&free=1&category=Cultural+Events&language=gu&sort=title-asc');
    expect(JSON.parse(JSON.stringify(feedQuery(s)))).toEqual({
      metro: 'new-york',
      category: 'Cultural Events',
      language: 'gu',
      free: 'true',
      search: 'garba',
    });
    expect(JSON.parse(JSON.stringify(feedQuery(EMPTY_LISTING, 'org-1')))).toEqual({ organizationId: 'org-1' });
  });
});
