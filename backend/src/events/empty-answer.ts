import { DateTime } from 'luxon';
import { LANGUAGES } from '../community-tags/languages';
import { PRACTICAL_TAGS, PracticalTag, practicalTagLabel } from '../community-tags/infer-tags';
import { festivalBySlug } from '../festivals/festival-definitions';
import { languageCodes } from '../community-tags/community-columns';
import { STATE_NAMES } from '../places';
import type { ListingQuery } from './event-listing.sql';

/** The filters of a listing an empty answer can name and drop (the place is the one the family chose, kept longest). */
const DROPPABLE = ['search', 'language', 'festival', 'tag', 'category', 'free', 'dates', 'place'] as const;
export type Droppable = (typeof DROPPABLE)[number];

/** A listing's filters that are set, in DROPPABLE's order. */
export function filtersOf(l: ListingQuery): Droppable[] {
  const set: Record<Droppable, boolean> = {
    search: !!l.search,
    language: !!l.language,
    festival: !!l.festival,
    tag: !!l.tag,
    category: !!l.category,
    free: l.free !== undefined,
    dates: !!(l.from || l.to),
    place: !!(l.place?.metroSlugs || l.place?.center || l.state || l.city),
  };
  return DROPPABLE.filter((f) => set[f]);
}

/** The listing without some filters. */
export function without(l: ListingQuery, drop: readonly Droppable[]): ListingQuery {
  const out: ListingQuery = { ...l };
  for (const f of drop) {
    if (f === 'search') out.search = undefined;
    else if (f === 'dates') [out.from, out.to] = [undefined, undefined];
    else if (f === 'place') [out.place, out.state, out.city] = [{ sortByDistance: false }, undefined, undefined];
    else out[f] = undefined;
  }
  return out;
}

/**
 * A listing in words, with its number: 'No Telugu events in Dallas–Fort Worth', '5 Tamil events in Houston',
 * '14 events in Dallas–Fort Worth', '3 free Kids & family events matching “garba” in New Jersey'.
 */
export function describeListing(l: ListingQuery, count: number, placeName: string | null): string {
  const languages = l.language
    ? languageCodes(l.language)
        .map((c) => (c === 'all' ? 'for everyone' : (LANGUAGES.find((x) => x.code === c)?.name ?? c)))
        .join(' or ')
    : null;
  const tag = l.tag && (PRACTICAL_TAGS as readonly string[]).includes(l.tag) ? practicalTagLabel(l.tag as PracticalTag) : null;
  const kind = [
    l.free === true ? 'free' : l.free === false ? 'paid' : null,
    languages,
    l.festival ? (festivalBySlug(l.festival)?.name ?? l.festival) : null,
    l.category ? `“${l.category}”` : null,
    tag ? `“${tag}”` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const noun = count === 1 ? 'event' : 'events';
  const n = count === 0 ? 'No' : String(count);
  const day = (d: string) => DateTime.fromISO(d, { zone: 'utc' }).toFormat('MMM d');
  const dates =
    l.from && l.to
      ? l.from === l.to
        ? ` on ${day(l.from)}`
        : ` from ${day(l.from)} to ${day(l.to)}`
      : l.from
        ? ` from ${day(l.from)}`
        : l.to
          ? ` until ${day(l.to)}`
          : '';
  // A circle's name says its own preposition ('within 25 mi of 08817'); others take 'in'.
  const where = placeName ? (placeName.startsWith('within ') ? ` ${placeName}` : ` in ${placeName}`) : '';
  return `${n} ${kind ? `${kind} ` : ''}${noun}${l.search ? ` matching “${l.search}”` : ''}${where}${dates}`;
}

/** The place of a listing in words: its metro, 'within 25 mi of 08817', a state, a city. */
export function placeNameOf(l: ListingQuery, zip?: string, searchPlace?: string | null): string | null {
  if (searchPlace) return searchPlace;
  if (l.place?.metro) return l.place.metro.name;
  if (l.place?.center) return `within ${l.place.radiusMiles ?? 25} mi of ${zip ?? 'you'}`;
  if (l.state) return STATE_NAMES[l.state] ?? l.state;
  return l.city ?? null;
}
