import { Injectable, OnModuleInit } from '@nestjs/common';
import { isAdmin, Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { SerializedBody, serialized, serializedBytes } from '../common/http/cached-body';
import { languageCodes } from '../community-tags/community-columns';
import { LANGUAGES, relatedLanguages } from '../community-tags/languages';
import { EmptyAnswerResponse, EventDetailResponse, EventResponse, MetroCountResponse } from './dto/public-event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventSearchService } from './event-search';
import {
  countUpcomingStatement,
  festivalCountsStatement,
  festivalMetroCountsStatement,
  languageCountsStatement,
  metroCountsStatement,
  sitemapEventsStatement,
  upcomingForSharingStatement,
  upcomingInCityStatement,
  ListingQuery,
  FestivalWindow,
  ListingStatements,
  listingStatements,
  SEARCH_MAX_MATCHES,
  SharedEventRow,
  SharingWindow,
  TOTAL_CAP,
  TOTAL_COLUMN,
  todayBoundaries,
  PUBLIC_BY_IDS_SQL,
} from './event-listing.sql';
import {
  boundingBox,
  distanceMiles,
  listMetros,
  loadPlaces,
  lookupZip,
  Metro,
  metroBySlug,
  parsePlaceWords,
  PlaceFilter,
  resolvePlaceFilter,
  STATE_NAMES,
} from '../places';
import { CardRow, DetailRow, isVisibleRow, ListRow, toCard, toDetail, toEvent } from './event-rows';
import { EventsRepository } from './events.repository';
import { PublicReadCache } from './public-read-cache';
import { describeListing, Droppable, filtersOf, placeNameOf, without } from './empty-answer';

/**
 * A listing page as JSON text (cached), the total of all pages (at most TOTAL_CAP, `capped` when there are more) and the
 * place a search's words became, if any, with the words left.
 */
export interface EventListPage extends SearchPlace {
  /** The page's JSON as bytes, with its ETag (and compressed forms once asked for). */
  body: SerializedBody;
  total: number;
  capped: boolean;
}

/** The place a search's words became a filter for, and the search's other words ('' when it was only a place). */
interface SearchPlace {
  searchPlace: string | null;
  searchText: string | null;
}

/** The headers of a listing answer. */
export function listingHeaders(p: Omit<EventListPage, 'body'>): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(Math.min(p.total, TOTAL_CAP)), 'Cache-Control': 'no-cache' };
  if (p.capped) headers['X-Total-Count-Capped'] = 'true';
  // URI-encoded: place names hold en dashes, which HTTP header values cannot carry.
  if (p.searchPlace) {
    headers['X-Search-Place'] = encodeURIComponent(p.searchPlace);
    headers['X-Search-Text'] = encodeURIComponent(p.searchText ?? '');
  }
  return headers;
}

/** The region a metro slug belongs to ('san-jose' → Bay Area), if any. */
function regionOf(slug: string): Metro | null {
  return listMetros().find((m) => m.kind === 'region' && m.members.includes(slug)) ?? null;
}

/** A subscription feed holds at most this many upcoming events. */
export const FEED_LIMIT = 200;

/** Radius around a city named in a search ('edison' also finds Iselin and Metuchen). */
const SEARCH_CITY_RADIUS_MILES = 10;

/**
 * The listing query with its place filter resolved (`from` after `to` is a 400): the zip/near/radius/metro parameters
 * (resolvePlaceFilter: bad input is a 400), then place words in the search ('diwali new jersey',
 * 'garba NJ', 'edison') become a filter and leave the text — unless a place parameter already says where.
 */
function resolveListing(q: ListEventsQuery): { listing: ListingQuery } & SearchPlace {
  if (q.from && q.to && q.from > q.to) throw new DomainError('from_after_to');
  const place = resolvePlaceFilter(q);
  const listing: ListingQuery = { ...q, place };
  const none = { listing, searchPlace: null, searchText: null };
  if (!q.search || q.state || place.metroSlugs) return none;
  const words = parsePlaceWords(q.search);
  const found = words.place;
  if (!found) return none;
  const cityWords = !!found.city && found.latitude !== undefined && found.longitude !== undefined;
  // A chosen ZIP's own metro named in the words ('telugu dallas' from Frisco's 75034) is the same place said wider.
  const zipMetro = place.center && q.zip ? lookupZip(q.zip)?.metro?.slug : undefined;
  if (place.center && (cityWords || !found.metro || found.metro !== zipMetro)) return none;
  let searchPlace: string;
  if (place.center) {
    const metro = metroBySlug(found.metro)!;
    listing.place = { sortByDistance: false, metro, metroSlugs: metro.members };
    searchPlace = metro.name;
  } else if (cityWords) {
    const center = { latitude: found.latitude!, longitude: found.longitude! };
    listing.place = { ...place, center, radiusMiles: SEARCH_CITY_RADIUS_MILES, box: boundingBox(center, SEARCH_CITY_RADIUS_MILES) };
    searchPlace = `${found.city}, ${found.state}`;
  } else if (found.metro) {
    const metro = metroBySlug(found.metro)!;
    listing.place = { ...place, metro, metroSlugs: metro.members };
    searchPlace = metro.name;
  } else if (found.state) {
    listing.state = found.state;
    searchPlace = STATE_NAMES[found.state] ?? found.state;
  } else {
    return none;
  }
  const searchText = words.rest.trim();
  // Beside a place, a language's name is the language filter ('telugu dallas'); X-Search-Text keeps it for "search everywhere".
  const named = q.language ? { codes: [], rest: searchText } : languageWords(searchText);
  if (named.codes.length) listing.language = named.codes.join(',');
  listing.search = named.rest || undefined;
  return { listing, searchPlace, searchText };
}

/** The languages a search names ('Telugu', 'తెలుగు'), and its other words. */
function languageWords(text: string): { codes: string[]; rest: string } {
  const codes: string[] = [];
  const rest = text.split(/\s+/).filter((word) => {
    const w = word.toLowerCase();
    const lang = LANGUAGES.find((l) => l.name.toLowerCase() === w || l.nativeName === word);
    if (!lang) return true;
    if (!codes.includes(lang.code)) codes.push(lang.code);
    return false;
  });
  return { codes, rest: rest.join(' ').trim() };
}

/** At most this many suggestions, and same-filter answers from this many metros (the nearest, else the busiest). */
const MAX_SUGGESTIONS = 4;
const OTHER_METROS = 8;

/** A listing as the query parameters of GET /api/events (and of the public site's listing). */
function listingParams(l: ListingQuery, zip?: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (l.search) out.search = l.search;
  if (l.place?.metro) out.metro = l.place.metro.slug;
  else if (l.place?.center) {
    if (zip) out.zip = zip;
    else out.near = `${l.place.center.latitude},${l.place.center.longitude}`;
    out.radius = String(l.place.radiusMiles ?? 25);
  }
  if (l.state) out.state = l.state;
  if (l.city) out.city = l.city;
  for (const k of ['language', 'festival', 'tag', 'category', 'from', 'to'] as const) if (l[k]) out[k] = l[k];
  if (l.free !== undefined) out.free = String(l.free);
  return out;
}

/**
 * Reads events for the public: the listing (filters, search, sort, paging, total), the detail,
 * and lookups other modules need (saved events, calendar feeds, statistics, page meta tags).
 * Everything here applies the public visibility rule unless a privileged caller asks for one event.
 * The statements come from event-listing.sql.ts; answers go through the public read cache.
 */
@Injectable()
export class EventsQueryService implements OnModuleInit {
  constructor(
    private readonly events: EventsRepository,
    private readonly search: EventSearchService,
    private readonly cache: PublicReadCache,
  ) {}

  /** The place indexes are built before the server listens, not by the first request that needs them. */
  onModuleInit(): void {
    loadPlaces();
  }

  /** The listing's page and total, straight from the database (no cache). */
  async list(q: ListEventsQuery): Promise<{ items: EventResponse[]; total: number }> {
    const sql = await this.listSql(Object.assign(new ListEventsQuery(), q, { fields: 'full' }));
    const { items, total } = await this.page(sql, toEvent);
    return { items, total: Math.min(total ?? (await this.total(sql.count, sql.countParams, sql.prepared)), TOTAL_CAP) };
  }

  /**
   * GET /api/events: the page as JSON text, and the total, through the public read cache (keyed by the statements and
   * their parameters, which include today's date boundaries, and valid while the database's change counter stands
   * still). Pages of one query share its total.
   */
  async listPage(q: ListEventsQuery): Promise<EventListPage> {
    const version = await this.cacheVersion();
    const sql = await this.listSql(q);
    // A page carries its total (when not empty): the count waits for it instead of reading the same candidates again.
    let pageTotal: number | undefined;
    const body = await this.cache.get(
      `rows\u0000${sql.rows}\u0000${JSON.stringify(sql.rowsParams)}`,
      version,
      async () => {
        const page = sql.cards ? await this.page(sql, toCard) : await this.page(sql, toEvent);
        pageTotal = page.total;
        return serialized(JSON.stringify(page.items));
      },
      serializedBytes,
    );
    const total = await this.cachedCount(sql.count, sql.countParams, version, sql.prepared, () => pageTotal);
    // A search collects at most SEARCH_MAX_MATCHES (= TOTAL_CAP) matches: reaching it means there may be more.
    const capped = total > TOTAL_CAP || (sql.search && total >= SEARCH_MAX_MATCHES);
    return { body, total: Math.min(total, TOTAL_CAP), capped, searchPlace: sql.searchPlace, searchText: sql.searchText };
  }

  /** A listing's page of rows, mapped, and the total they carry (undefined for an empty page). */
  private async page<R extends CardRow, T>(sql: ListingStatements, map: (r: R) => T): Promise<{ items: T[]; total?: number }> {
    const rows = await this.events.statement<R>({ sql: sql.rows, params: sql.rowsParams }, sql.prepared);
    return { items: rows.map((r) => map(r)), total: rows[0]?.[TOTAL_COLUMN] };
  }

  /**
   * GET /api/events/suggestions: for a listing that finds nothing, which filter emptied it and the nearest answers
   * that have events — the listing without each filter in turn, the same filters in the nearest metros, and the place
   * alone ("No Telugu events in Dallas–Fort Worth · 3 Telugu events in Chicago · 14 events in Dallas–Fort Worth").
   * Counted with the listing's own statements; a listing with events answers its total and nothing else.
   */
  async emptyAnswer(q: ListEventsQuery): Promise<EmptyAnswerResponse> {
    const { listing, searchPlace } = resolveListing(q);
    const zip = listing.place?.center && !searchPlace ? q.zip : undefined;
    const placeName = placeNameOf(listing, zip, searchPlace);
    const total = await this.countListing(listing);
    if (total > 0) return { total, message: null, emptiedBy: [], suggestions: [] };
    const filters = filtersOf(listing);
    const others = filters.filter((f) => f !== 'place');
    const found: Array<{ l: ListingQuery; n: number; place: string | null }> = [];
    const emptiedBy: Droppable[] = [];
    for (const f of others) {
      const l = without(listing, [f]);
      const n = await this.countListing(l);
      if (n > 0) {
        emptiedBy.push(f);
        found.push({ l, n, place: placeName });
      }
    }
    // The metros nearest the place first (a Frisco family hears of Houston before Chicago), of those with events.
    const origin = listing.place?.center ?? listing.place?.metro;
    const nearestMetros = async () => {
      const away = (slug: string) => {
        const m = metroBySlug(slug);
        return origin && m ? distanceMiles(origin, m) : 0;
      };
      return (await this.metros())
        .filter((m) => m.slug !== listing.place?.metro?.slug)
        .sort((a, b) => away(a.slug) - away(b.slug))
        .slice(0, OTHER_METROS);
    };
    if (filters.includes('place') && others.length) {
      const elsewhere = without(listing, ['place']);
      const metros = await nearestMetros();
      const counted: typeof found = [];
      for (const m of metros) {
        const l = { ...elsewhere, place: resolvePlaceFilter({ metro: m.slug }) };
        const n = await this.countListing(l);
        if (n > 0) counted.push({ l, n, place: m.name });
      }
      found.push(...(origin ? counted : counted.sort((a, b) => b.n - a.n)).slice(0, 2));
      if (others.length > 1) {
        const l = without(listing, others);
        const n = await this.countListing(l);
        if (n > 0) found.push({ l, n, place: placeName });
      }
    }
    // A language with no events here or in the nearest metros: a related language's, here or in the nearest metro with any.
    if (listing.language && !found.some((c) => c.l.language === listing.language)) {
      const related = await this.relatedLanguageAnswer(listing, placeName, filters.includes('place'), nearestMetros);
      if (related) found.push(related);
    }
    const seen = new Set<string>();
    const suggestions = found
      .map((c) => ({ text: describeListing(c.l, c.n, c.place), count: c.n, query: listingParams(c.l, zip) }))
      .filter((s) => !seen.has(s.text) && seen.add(s.text))
      .slice(0, MAX_SUGGESTIONS);
    return { total: 0, message: describeListing(listing, 0, placeName), emptiedBy, suggestions };
  }

  /** The first related language (relatedLanguages) with events: in the listing's place, else in the nearest metro with any. */
  private async relatedLanguageAnswer(
    listing: ListingQuery,
    placeName: string | null,
    hasPlace: boolean,
    nearestMetros: () => Promise<MetroCountResponse[]>,
  ): Promise<{ l: ListingQuery; n: number; place: string | null } | null> {
    for (const code of relatedLanguages(languageCodes(listing.language!))) {
      const l = { ...listing, language: code };
      if (!hasPlace) {
        const n = await this.countListing(l);
        if (n > 0) return { l, n, place: null };
        continue;
      }
      if (!(await this.countListing(without(l, ['place'])))) continue;
      const here = await this.countListing(l);
      if (here > 0) return { l, n: here, place: placeName };
      for (const m of await nearestMetros()) {
        const there = { ...l, place: resolvePlaceFilter({ metro: m.slug }) };
        const n = await this.countListing(there);
        if (n > 0) return { l: there, n, place: m.name };
      }
    }
    return null;
  }

  /** The number of events a resolved listing finds (its search words expanded through the vocabulary). */
  private async countListing(listing: ListingQuery): Promise<number> {
    const terms = listing.search ? await this.search.terms(listing.search) : [];
    const sql = listingStatements(listing, terms);
    return Math.min(await this.total(sql.count, sql.countParams, sql.prepared), TOTAL_CAP);
  }

  /**
   * The two statements behind list() (public for EXPLAIN and benchmarks): the search words expanded
   * through the vocabulary, then listingStatements; and the place its search words became (for X-Search-Place and
   * X-Search-Text). `plan` forces the plain reading (tests: a region's merge against it).
   */
  async listSql(q: ListEventsQuery, plan?: 'scan'): Promise<ListingStatements & SearchPlace> {
    const { listing, searchPlace, searchText } = resolveListing(q);
    const terms = listing.search ? await this.search.terms(listing.search) : [];
    return { ...listingStatements(listing, terms, undefined, plan), searchPlace, searchText };
  }

  /**
   * GET /api/metros: the metro areas with upcoming publicly visible events, most events first. A
   * region's members (the Bay Area's San Francisco and San Jose areas) are listed as the region.
   */
  async metros(): Promise<MetroCountResponse[]> {
    const version = await this.cacheVersion();
    return this.cache.get(
      `metros\u0000${JSON.stringify(todayBoundaries(new Date()))}`,
      version,
      async () => {
        const counts = new Map<string, MetroCountResponse>();
        for (const { metro: slug, n } of await this.events.statement<{ metro: string; n: number }>(metroCountsStatement())) {
          const metro = regionOf(slug) ?? metroBySlug(slug);
          if (!metro) continue;
          const entry = counts.get(metro.slug) ?? { slug: metro.slug, name: metro.name, states: [...metro.states], upcomingEvents: 0 };
          entry.upcomingEvents += n;
          counts.set(metro.slug, entry);
        }
        return [...counts.values()].sort((a, b) => b.upcomingEvents - a.upcomingEvents || a.name.localeCompare(b.name));
      },
      (v) => v.length * 100,
    );
  }

  /**
   * A subscription feed's events (GET /api/feeds/events.ics, .rss): the listing's filters (place,
   * category, free, organization, search), upcoming only, soonest first, at most FEED_LIMIT.
   */
  async feed(q: ListEventsQuery): Promise<EventResponse[]> {
    const { items } = await this.list({
      ...q,
      includePast: false,
      sortBy: 'date',
      sortOrder: 'asc',
      limit: FEED_LIMIT,
      offset: 0,
    });
    return items;
  }

  /** Ids and last changes of upcoming publicly visible events, soonest first (the sitemap). */
  sitemapEvents(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
    return this.events.statement(sitemapEventsStatement(limit));
  }

  /** Number of publicly visible upcoming events (the statistics panel's Total Events). */
  async countUpcoming(): Promise<number> {
    const { sql, params } = countUpcomingStatement();
    return this.cachedCount(sql, params, await this.cacheVersion(), true);
  }

  /** The answer of a `SELECT count(*)::int AS total …` statement from event-listing.sql.ts; `prepared` as for its rows. */
  private async total(sql: string, params: unknown[], prepared: boolean): Promise<number> {
    const [row] = await this.events.statement<{ total: number }>({ sql, params }, prepared);
    return row.total;
  }

  private cacheVersion(): Promise<string> {
    return this.cache.enabled ? this.cache.version() : Promise.resolve('0');
  }

  /** A `SELECT count(*)::int AS total …` statement through the public read cache (`known`: its answer, if already known). */
  private cachedCount(
    sql: string,
    params: unknown[],
    version: string,
    prepared: boolean,
    known: () => number | undefined = () => undefined,
  ): Promise<number> {
    return this.cache.get(
      `count\u0000${sql}\u0000${JSON.stringify(params)}`,
      version,
      async () => known() ?? this.total(sql, params, prepared),
      () => 8,
    );
  }

  /**
   * GET /api/events/:id — a publicly visible event, or any event for an admin or for the organizer who owns it (who also
   * see the moderation fields), and whether it is publicly visible (an answer about a hidden one is private). Otherwise
   * 404 'Event not found'.
   */
  async findWithVisibility(id: string, viewer: Principal | null): Promise<{ event: EventDetailResponse; isPublic: boolean }> {
    const row = await this.events.detailRow(id);
    if (!row) throw new DomainError('event_not_found');
    const privileged = isAdmin(viewer) || (viewer?.kind === 'organizer' && viewer.organizationId === row.organizationId);
    const isPublic = isVisibleRow(row);
    if (!privileged && !isPublic) throw new DomainError('event_not_found');
    return { event: toDetail(row, privileged), isPublic };
  }

  /** GET /api/events/:id for an anonymous visitor: the visible event as JSON bytes (cached), or null. */
  async publicDetail(id: string): Promise<SerializedBody | null> {
    const version = await this.cacheVersion();
    return this.cache.get(
      `detail\u0000${id}`,
      version,
      async () => {
        const event = await this.findPublic(id);
        return event && serialized(JSON.stringify(event));
      },
      (v) => (v ? serializedBytes(v) : 8),
    );
  }

  /** A publicly visible event, or null. */
  async findPublic(id: string): Promise<EventDetailResponse | null> {
    const row = await this.events.detailRow(id);
    return row && isVisibleRow(row) ? toDetail(row, false) : null;
  }

  /** Publicly visible events among the given ids (past ones included), by date. */
  async findPublicByIds(ids: string[]): Promise<EventResponse[]> {
    if (!ids.length) return [];
    return (await this.events.statement<ListRow>({ sql: PUBLIC_BY_IDS_SQL, params: [ids] })).map(toEvent);
  }

  /** Upcoming publicly visible events of a city (case-insensitive), for the city calendar feed. */
  async upcomingInCity(cityNames: string[], state: string | undefined, limit: number): Promise<EventDetailResponse[]> {
    return (await this.events.statement<DetailRow>(upcomingInCityStatement(cityNames, state, limit))).map((r) => toDetail(r, false));
  }

  /** Upcoming publicly visible events per language code (GET /api/languages). */
  languageCounts(): Promise<Array<{ code: string; n: number }>> {
    return this.events.statement(languageCountsStatement());
  }

  /** Publicly visible events of each festival within its window, by festival slug (the festival pages). */
  async festivalCounts(windows: FestivalWindow[], place: PlaceFilter | undefined): Promise<Map<string, number>> {
    if (!windows.length) return new Map();
    const rows = await this.events.statement<{ slug: string; n: number }>(festivalCountsStatement(windows, place));
    return new Map(rows.map((r) => [r.slug, r.n]));
  }

  /** Publicly visible events (past included) of a festival within its window, per metro column value. */
  festivalMetroCounts(window: FestivalWindow): Promise<Array<{ metro: string; n: number }>> {
    return this.events.statement(festivalMetroCountsStatement(window));
  }

  /** Upcoming publicly visible events for share texts, posters and the widget. */
  upcomingForSharing(q: SharingWindow): Promise<SharedEventRow[]> {
    return this.events.statement(upcomingForSharingStatement(q));
  }
}
