import type { EventsQuery } from '../../api/events';
import type { FeedQuery } from './feeds';
import { SORT_OPTIONS } from '../../lib/constants';
import { chipRange, DateChip, isDateChip } from './date-chips';

/**
 * The home page's search, filters, sort and view, kept in the URL so a view can be shared and Back
 * restores it: ?q=diwali&zip=08817&radius=25&when=weekend&free=1&category=…&language=te&tag=kids&sort=…&view=saved.
 * read() accepts any URL (bad values are ignored); write() gives the one canonical form.
 */

/** Only while searching (and its default then): by day, the best matches of a day first (the API's search order). */
export const RELEVANCE = { value: 'relevance', label: 'Date (Best match first)' } as const;
/** Only with a ZIP or "Near me". */
export const DISTANCE = { value: 'distance', label: 'Distance (Nearest)' } as const;

type SortValue = (typeof SORT_OPTIONS)[number]['value'] | typeof RELEVANCE.value | typeof DISTANCE.value;

export const RADIUS_CHIPS = [10, 25, 50] as const;
export const DEFAULT_RADIUS = 25;

export type Where =
  | { kind: 'anywhere' }
  | { kind: 'metro'; slug: string }
  | { kind: 'zip'; zip: string; radius: number }
  | { kind: 'near'; lat: number; lng: number; radius: number };

export type When = { kind: 'any' } | { kind: 'chip'; chip: DateChip } | { kind: 'dates'; from: string | null; to: string | null };

export interface ListingState {
  q: string;
  where: Where;
  when: When;
  free: boolean;
  category: string | null;
  /** Community language codes, one or several ('te', 'te,ta': events serving any of them). */
  language: string | null;
  /** A practical tag key ('kids'). */
  tag: string | null;
  /** null: the default order (date, or best match while searching). */
  sort: SortValue | null;
  view: 'all' | 'saved';
}

export const EMPTY_LISTING: ListingState = {
  q: '',
  where: { kind: 'anywhere' },
  when: { kind: 'any' },
  free: false,
  category: null,
  language: null,
  tag: null,
  sort: null,
  view: 'all',
};

const ZIP = /^\d{5}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[a-z][a-z0-9-]{0,39}$/;
const code = (v: string | null) => (v && CODE.test(v.trim().toLowerCase()) ? v.trim().toLowerCase() : null);
/** 'te,ta' (several languages: events serving any of them), each a code; null when none is. */
const codes = (v: string | null) => {
  const list = [
    ...new Set(
      (v ?? '')
        .split(',')
        .map(code)
        .filter((c): c is string => c !== null),
    ),
  ];
  return list.length ? list.join(',') : null;
};

/** The chosen languages of a listing ('te,ta') as codes. */
export function chosenLanguages(language: string | null): string[] {
  return language ? language.split(',') : [];
}

/** The listing's languages with one code added or taken away (null when none is left). */
export function toggleLanguage(language: string | null, c: string): string | null {
  const list = chosenLanguages(language);
  const next = list.includes(c) ? list.filter((x) => x !== c) : [...list, c];
  return next.length ? next.join(',') : null;
}

function radiusOf(v: string | null): number {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= 1 && n <= 500 ? n : DEFAULT_RADIUS;
}

/** 'lat,lng' in range, or null. */
function parseNear(v: string | null): { lat: number; lng: number } | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(v ?? '');
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** A browser position rounded to two decimals (about a kilometre): enough for a radius, and kinder to share. */
export function roundedNear(lat: number, lng: number): { lat: number; lng: number } {
  return { lat: Math.round(lat * 100) / 100, lng: Math.round(lng * 100) / 100 };
}

const sortValues: readonly string[] = [...SORT_OPTIONS.map((o) => o.value), RELEVANCE.value, DISTANCE.value];

export function readListing(p: URLSearchParams): ListingState {
  const radius = radiusOf(p.get('radius'));
  const zip = p.get('zip')?.trim() ?? '';
  const near = parseNear(p.get('near'));
  const metro = p.get('metro')?.trim().toLowerCase() ?? '';
  const where: Where = ZIP.test(zip)
    ? { kind: 'zip', zip, radius }
    : near
      ? { kind: 'near', ...near, radius }
      : SLUG.test(metro)
        ? { kind: 'metro', slug: metro }
        : { kind: 'anywhere' };

  const chip = p.get('when');
  const day = (k: string) => {
    const v = p.get(k)?.trim() ?? '';
    return DAY.test(v) ? v : null;
  };
  const from = day('from');
  const to = day('to');
  const when: When = isDateChip(chip)
    ? { kind: 'chip', chip }
    : chip === 'dates' || from || to
      ? { kind: 'dates', from, to: to && from && to < from ? from : to }
      : { kind: 'any' };

  const q = p.get('q') ?? '';
  const located = where.kind === 'zip' || where.kind === 'near';
  const sortParam = p.get('sort');
  let sort = sortValues.includes(sortParam ?? '') ? (sortParam as SortValue) : null;
  if ((sort === RELEVANCE.value && !q.trim()) || (sort === DISTANCE.value && !located)) sort = null;
  if (sort === SORT_OPTIONS[0].value && !q.trim()) sort = null;

  const free = p.get('free');
  return {
    q,
    where,
    when,
    free: free === '1' || free === 'true',
    category: p.get('category')?.trim() || null,
    language: codes(p.get('language')),
    tag: code(p.get('tag')),
    sort,
    view: p.get('view') === 'saved' ? 'saved' : 'all',
  };
}

/** The state as URL parameters, in a fixed order (one URL per view). */
export function writeListing(s: ListingState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.q) p.set('q', s.q);
  if (s.where.kind === 'metro') p.set('metro', s.where.slug);
  if (s.where.kind === 'zip') p.set('zip', s.where.zip);
  if (s.where.kind === 'near') p.set('near', `${s.where.lat},${s.where.lng}`);
  if (s.where.kind === 'zip' || s.where.kind === 'near') p.set('radius', String(s.where.radius));
  if (s.when.kind === 'chip') p.set('when', s.when.chip);
  if (s.when.kind === 'dates') {
    p.set('when', 'dates');
    if (s.when.from) p.set('from', s.when.from);
    if (s.when.to) p.set('to', s.when.to);
  }
  if (s.free) p.set('free', '1');
  if (s.category) p.set('category', s.category);
  if (s.language) p.set('language', s.language);
  if (s.tag) p.set('tag', s.tag);
  if (s.sort) p.set('sort', s.sort);
  if (s.view === 'saved') p.set('view', 'saved');
  return p;
}

/** A change to the state, keeping it consistent (a sort that no longer applies goes back to the default). */
export function patchListing(s: ListingState, patch: Partial<ListingState>): ListingState {
  return readListing(writeListing({ ...s, ...patch }));
}

/**
 * A view from a listing query of the API (an empty answer's suggestion: { metro: 'chicago', language: 'te' }): its
 * search, place, filters; the dates of `current` when the query keeps dates.
 */
export function listingOfQuery(query: Record<string, string>, current: ListingState): ListingState {
  const p = new URLSearchParams();
  if (query.search) p.set('q', query.search);
  for (const k of ['metro', 'zip', 'radius', 'near', 'language', 'category', 'tag'] as const) if (query[k]) p.set(k, query[k]);
  if (query.free === 'true') p.set('free', '1');
  const next = readListing(p);
  return { ...next, when: query.from || query.to ? current.when : next.when, sort: current.sort };
}

/**
 * A new typed search (one that replaces another, not the same words being typed or edited further) keeps the place the
 * family chose and drops the filters set for the search before (dates, Free, category, languages, tag): the view, and
 * the filters dropped (null when none were). Filters chosen before the first search stay for it.
 */
export function newSearch(s: ListingState, q: string): { next: ListingState; dropped: ListingState | null } {
  const kept = { ...EMPTY_LISTING, q, where: s.where, view: s.view, sort: s.sort };
  const [before, after] = [s.q.trim().toLowerCase(), q.trim().toLowerCase()];
  const replaced = before !== '' && after !== '' && !after.startsWith(before) && !before.startsWith(after);
  const dropping = replaced && hasFilters({ ...s, where: { kind: 'anywhere' } });
  return dropping ? { next: kept, dropped: s } : { next: { ...s, q }, dropped: null };
}

/** The same view with no filters (the search text and the Saved view stay). */
export function clearFilters(s: ListingState): ListingState {
  return { ...EMPTY_LISTING, q: s.q, view: s.view };
}

/** Whether anything narrows the list beyond the search text. */
export function hasFilters(s: ListingState): boolean {
  return s.where.kind !== 'anywhere' || s.when.kind !== 'any' || s.free || !!s.category || !!s.language || !!s.tag;
}

/** Filters set in the Filters sheet (category, language, tag and a sort other than the default), for its button's count. */
export function sheetFilterCount(s: ListingState): number {
  return [s.category, s.language, s.tag, s.sort].filter(Boolean).length;
}

/** The days the date filter covers, seen from `today` (the visitor's local day). */
export function dateRange(when: When, today: string): { from?: string; to?: string } {
  if (when.kind === 'chip') return chipRange(when.chip, today);
  if (when.kind === 'dates') return { from: when.from ?? undefined, to: when.to ?? undefined };
  return {};
}

/** Where, as GET /api/events, the feeds and GET /api/festivals/upcoming take it. */
export function placeQuery(w: Where): Pick<EventsQuery, 'metro' | 'zip' | 'near' | 'radius'> {
  switch (w.kind) {
    case 'metro':
      return { metro: w.slug };
    case 'zip':
      return { zip: w.zip, radius: w.radius };
    case 'near':
      return { near: `${w.lat},${w.lng}`, radius: w.radius };
    default:
      return {};
  }
}

/** GET /api/events's query for the list (without paging). */
export function listingQuery(s: ListingState, today: string): EventsQuery {
  const search = s.q.trim();
  const sort = SORT_OPTIONS.find((o) => o.value === (s.sort ?? (search ? null : SORT_OPTIONS[0].value)));
  return {
    search: search || undefined,
    ...(sort ? { sortBy: sort.sortBy, sortOrder: sort.sortOrder } : s.sort === DISTANCE.value ? { sortBy: 'distance' } : {}),
    ...placeQuery(s.where),
    ...dateRange(s.when, today),
    free: s.free ? 'true' : undefined,
    category: s.category ?? undefined,
    language: s.language ?? undefined,
    tag: s.tag ?? undefined,
  };
}

/**
 * The query of a calendar or RSS feed of this view (contract-21: place, category, free, search; contract-24: language, tag;
 * feeds always hold the upcoming events, so dates and sort do not apply).
 */
export function feedQuery(
  s: Pick<ListingState, 'q' | 'where' | 'free' | 'category' | 'language' | 'tag'>,
  organizationId?: string,
): FeedQuery {
  return {
    ...placeQuery(s.where),
    category: s.category ?? undefined,
    language: s.language ?? undefined,
    tag: s.tag ?? undefined,
    free: s.free ? 'true' : undefined,
    search: s.q.trim() || undefined,
    organizationId,
  };
}
