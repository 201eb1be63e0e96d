import { STATE_TIME_ZONES, todayInState } from '../common/us-states';
import { LIST_DEFAULT_LIMIT, ListEventsQuery } from './dto/list-events.query';
import type { EventResponse } from './dto/public-event.dto';
import { EVENT_CATEGORIES } from '@sangam/shared';
import { SearchTerm, tsqueryTexts } from './event-search';
import { BoundingBox, EARTH_RADIUS_MILES, PlaceFilter } from '../places';
import { languageCodes } from '../community-tags/community-columns';

/**
 * The SQL of the public read side, built without the database: the listing and search (filters,
 * visibility, upcoming, search words, sort, paging, total) and the other public reads' statements.
 * EventsRepository runs them; event-listing.sql.spec.ts tests them as text and parameters.
 */

/** Column of a listing page's rows holding its total (see listingStatements; the bench reads it too). */
export const TOTAL_COLUMN = 'searchTotal';

/** A search answers at most this many events: the soonest matches, ranked among themselves. */
export const SEARCH_MAX_MATCHES = 1000;

/** Publicly visible: approved, and its organization (if any) approved too. */
export const VISIBLE = `e."isApproved" AND (e."organizationId" IS NULL OR o."isApproved")`;
/**
 * The same rule without a join to organizations: "organizationApproved" is the organization's approval kept on the
 * event by triggers (events_organization_approved, organizations_approval_changed in database/schema.sql), carried by the listing's covering indexes.
 */
const VISIBLE_NO_JOIN = `e."isApproved" AND e."organizationApproved"`;

/**
 * The size of the event's uploaded image (images.width/height; an outside address has none), so a page reserves its
 * space and picks the rendition that fits before the image arrives. An uploaded image's imageUrl is /api/images/<id>.
 */
const IMAGE_SIZE = (dimension: 'width' | 'height') =>
  `(SELECT i.${dimension} FROM images i WHERE e."imageUrl" LIKE '/api/images/%' AND i.id = substring(e."imageUrl" FROM 13)::bpchar) AS "image${dimension === 'width' ? 'Width' : 'Height'}"`;
const IMAGE_COLUMNS = `${IMAGE_SIZE('width')}, ${IMAGE_SIZE('height')}`;

/** The columns of a card (toCard in event-rows.ts maps them): no description, timestamps or moderation. */
const CARD_COLUMNS = `
  e.id, e.title, e.category, e.date::text AS date, e."endDate"::text AS "endDate", e."startTime", e."endTime",
  e.venue, e.city, e.state, e.price, e."priceText", e."isFree", e."ticketUrl", e."imageUrl", ${IMAGE_COLUMNS}, e.status,
  (SELECT s.recurrence FROM event_series s WHERE s.id = e."seriesId") AS recurrence, e.festival, e.languages,
  o.id AS "org_id", o.name AS "org_name", o.website AS "org_website", o."contactEmail" AS "org_contactEmail"`;

/** The columns of a listing's event row with its organization (toEvent in event-rows.ts maps them to the full shape). */
const LIST_COLUMNS = `${CARD_COLUMNS},
  e."seriesId", e.metro, e.description, e.address, e."postalCode", e."organizationId", e."isApproved", e."createdAt", e."updatedAt", e.tags`;

/**
 * The last SELECT of a listing over its `page` (ids with `order` keys): the page's rows (cards or full rows) with their
 * organization, each carrying `total`, and its distanceMiles when the listing has one.
 */
function pageSelect(q: ListingQuery, distance: string | null, order: string, total: string): string {
  const miles = distance ? `, round(${distance}::numeric, 1)::float8 AS "distanceMiles"` : '';
  const columns = `${q.fields === 'card' ? CARD_COLUMNS : LIST_COLUMNS}${miles}`;
  return `SELECT ${columns}, ${total} AS "${TOTAL_COLUMN}" FROM page JOIN events e ON e.id = page.id
    LEFT JOIN organizations o ON o.id = e."organizationId" ORDER BY ${order}`;
}

const DETAIL_COLUMNS = `${LIST_COLUMNS},
  e.latitude, e.longitude,
  o.description AS "org_description", o."contactPhone" AS "org_contactPhone", o."isApproved" AS "org_isApproved",
  e."moderationScore", e."moderationFlags"`;

/**
 * Great-circle miles from the point whose latitude and longitude are the parameters `lat` and `lng` to the event
 * (haversine with the places library's Earth radius, so the filter and distanceMiles agree with places' distanceMiles).
 */
function distanceFrom(lat: string, lng: string): string {
  return `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(
      power(sin(radians(e.latitude - ${lat}::float8) / 2), 2)
      + cos(radians(${lat}::float8)) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${lng}::float8) / 2), 2)))))`;
}

/** What the listing builder reads: the query's parameters, with its place filter resolved. */
export type ListingQuery = Omit<ListEventsQuery, 'search'> & EventFilters;

/**
 * A listing's two statements: the page of rows, which carry the total (column TOTAL_COLUMN), and the total alone
 * (for an empty page).
 */
export interface ListingStatements {
  rows: string;
  rowsParams: unknown[];
  count: string;
  countParams: unknown[];
  /** A search: it collects at most SEARCH_MAX_MATCHES matches, so a total that reaches it may be capped. */
  search: boolean;
  /** A card listing: its rows are cards (CARD_COLUMNS, toCard). */
  cards: boolean;
  /**
   * Whether the statements run prepared, PostgreSQL then reusing a generic plan (generatedQuery): a listing's, whose
   * planning cost more than running it. Not a search's: its best plan depends on how common its words are.
   */
  prepared: boolean;
}

/** Whether a search is ordered by relevance: no sort asked for. */
function byRelevance(q: ListingQuery): boolean {
  return q.sortBy !== 'title' && q.sortBy !== 'date' && q.sortBy !== 'distance';
}

/** Date, then start time as a clock time (the stored "startMinutes"), then id: the listing index's order. */
function dateOrder(dir: 'ASC' | 'DESC'): string {
  return `e.date ${dir}, e."startMinutes" ${dir}, e.id ${dir}`;
}

/** A statement's text and its parameters. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Collects SQL parameters as $1, $2, ... */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/**
 * "Today or later, in the event's own time zone": the SQL side of isPastEvent (event-rules.ts), written
 * so that an index range on date does the work. Every US time zone's today is one of at most two
 * calendar days, so the condition is
 * `date >= earliest today AND (date >= latest today OR state is in a zone still on the earlier day)`.
 */
export function upcomingCondition(p: Params, now = new Date()): string {
  return `(${onOrAfterToday(p, 'e.date', now)} OR (e."endDate" IS NOT NULL AND ${onOrAfterToday(p, 'e."endDate"', now)}))`;
}

/** Day column `col` is today or later in the event's time zone (see upcomingCondition). */
export function onOrAfterToday(p: Params, col: string, now: Date = new Date()): string {
  const t = todayBoundaries(now);
  if (t.min === t.max) return `${col} >= ${p.add(t.min)}::date`;
  const stateCond = t.defaultBehind ? `NOT (e.state = ANY(${p.add(t.ahead)}::text[]))` : `e.state = ANY(${p.add(t.behind)}::text[])`;
  return `${col} >= ${p.add(t.min)}::date AND (${col} >= ${p.add(t.max)}::date OR ${stateCond})`;
}

/**
 * The day that splits a listing in two (today's earliest date for upcoming listings, or `from` when
 * later): events starting on or after it, read in order on the date index, and the multi-day events
 * begun before it and still running (few; the endDate index). Each part carries the exact conditions.
 */
function splitDay(f: EventFilters, now?: Date): string | undefined {
  let day: string | undefined = f.includePast ? undefined : todayBoundaries(now ?? new Date()).min;
  if (f.from && (!day || f.from > day)) day = f.from;
  return day;
}

/** Events serving a language, or any of several ('te,ta'): containment (@>) or overlap (&&), which the GIN index on languages answers. */
function languageCondition(p: Params, value: string): string {
  const codes = languageCodes(value);
  return codes.length === 1 ? `e.languages @> ${p.add(codes)}::text[]` : `e.languages && ${p.add(codes)}::text[]`;
}

export interface TodayBoundaries {
  min: string;
  max: string;
  /** States whose today is `max`, and the others. */
  ahead: string[];
  behind: string[];
  /** Whether states not in the table (default zone) are still on an earlier day than `max`. */
  defaultBehind: boolean;
}

let boundaryMemo: { minute: number; value: TodayBoundaries } | null = null;

/**
 * Every US state's today, grouped. US zones change day only at whole minutes, so the answer holds for a whole UTC
 * minute: computed once a minute (about 0.06 ms a call, several calls a listing: 15% of an uncached listing's time).
 */
export function todayBoundaries(now: Date): TodayBoundaries {
  const minute = Math.floor(now.getTime() / 60_000);
  if (boundaryMemo?.minute === minute) return boundaryMemo.value;
  const byDay = new Map<string, string[]>();
  for (const state of Object.keys(STATE_TIME_ZONES)) {
    const day = todayInState(state, now);
    byDay.set(day, [...(byDay.get(day) ?? []), state]);
  }
  const days = [...byDay.keys()].sort();
  const max = days[days.length - 1];
  const value: TodayBoundaries = {
    min: days[0],
    max,
    ahead: byDay.get(max)!,
    behind: days.slice(0, -1).flatMap((d) => byDay.get(d)!),
    // States not in the table use the default zone (timeZoneForState): treat them like it does.
    defaultBehind: todayInState('??', now) !== max,
  };
  boundaryMemo = { minute, value };
  return value;
}

/**
 * The listing's filters as the query gives them (festival, language and tag checked against the known ones before;
 * series 'next': a recurring event appears once, on its first date the filters match), and its place resolved.
 */
type EventFilters = Omit<ListEventsQuery, 'sortBy' | 'sortOrder' | 'metro' | 'zip' | 'near' | 'radius' | 'fields' | 'limit' | 'offset'> & {
  /** Metro and radius filters, resolved (resolvePlaceFilter, or a search's place words). */
  place?: PlaceFilter;
};

/** Totals above this are not counted: X-Total-Count says TOTAL_CAP and X-Total-Count-Capped true. */
export const TOTAL_CAP = 1000;

/**
 * The listing's statements for query `q`; `terms` are its search words as EventSearchService expanded
 * them (empty without a search). A search collects at most SEARCH_MAX_MATCHES candidates in date order,
 * then ranks or sorts them.
 */
export function listingStatements(q: ListingQuery, terms: SearchTerm[] = [], now?: Date, plan?: 'scan'): ListingStatements {
  const p = new Params();
  const { others, tsquery, distance } = whereClause(p, q, terms, now);
  const split = splitDay(q, now);
  const day = split && p.add(split);
  // The two parts of a split listing (splitDay), in the order of dir, as FROM clauses over events `e` with `conds`.
  const parts = (dir: 'ASC' | 'DESC', conds: string) => {
    const on = `FROM events e WHERE ${conds} AND e.date >= ${day}::date`;
    // The multi-day events running on the day, begun before it: the few events_running_range_idx finds (the subquery
    // keeps the other conditions from choosing another index).
    const running = `FROM (SELECT * FROM events e WHERE e."isApproved" AND e."endDate" IS NOT NULL
      AND daterange(e.date, e."endDate", '[]') @> ${day}::date AND e.date < ${day}::date OFFSET 0) e WHERE ${conds}`;
    return dir === 'ASC' ? [running, on] : [on, running];
  };
  if (tsquery) {
    // The SEARCH_MAX_MATCHES soonest matches (latest first with includePast), then ranked or sorted. PostgreSQL picks how
    // to find them: the GIN index on the search document, or the date-ordered listing index for common words.
    const dir = q.includePast ? 'DESC' : 'ASC';
    // Candidates need no organization row: its approval is kept on the event ("organizationApproved").
    // Inline (not a CTE) so the planner folds it to a constant and estimates how common the words are.
    const conds = `${VISIBLE_NO_JOIN} AND ${others} AND e."searchVector" @@ (${tsquery})`;
    const firstMatches = (cols: string, f: string) => `SELECT ${cols} ${f} ORDER BY ${dateOrder(dir)} LIMIT ${SEARCH_MAX_MATCHES}`;
    const candidates = (cols: string) =>
      day
        ? `SELECT * FROM (${parts(dir, conds)
            .map((f) => `(${firstMatches(cols, f)})`)
            .join(' UNION ALL ')}) x LIMIT ${SEARCH_MAX_MATCHES}`
        : firstMatches(cols, `FROM events e WHERE ${conds}`);
    const countParams = [...p.values];
    const page = `LIMIT ${p.add(q.limit ?? LIST_DEFAULT_LIMIT)} OFFSET ${p.add(q.offset ?? 0)}`;
    const order = candidateOrder(q);
    // Relevance is computed as each candidate is collected, while its search document is at hand.
    const rank = byRelevance(q) ? `ts_rank(e."searchVector", ${tsquery})` : '0';
    // The title's sort key only when sorting by title (lower-casing every candidate's title is costly).
    const title = q.sortBy === 'title' ? 'lower(e.title)' : 'NULL::text';
    // Each row also carries the number of candidates, the search's total.
    const d = distance ?? 'NULL::float8';
    const rows = `WITH c AS (${candidates(`e.id, e.date, e."startMinutes" AS tm, ${title} AS t, ${rank} AS r, ${d} AS d`)}),
       page AS (SELECT c.id, row_number() OVER (ORDER BY ${order}) AS n FROM c ORDER BY ${order} ${page})
       ${pageSelect(q, distance, 'page.n', '(SELECT count(*)::int FROM c)')}`;
    // For an empty page: counting the same candidates stops at the same cap.
    const count = `SELECT count(*)::int AS total FROM (${candidates('1 AS one')}) m`;
    return { rows, rowsParams: p.values, count, countParams, search: true, cards: q.fields === 'card', prepared: false };
  }
  const keys = orderKeys(q, distance);
  const order = keys.map((k) => `${k.expr} ${k.dir}`).join(', ');
  const countParams = [...p.values];
  const limit = q.limit ?? LIST_DEFAULT_LIMIT;
  const offset = q.offset ?? 0;
  // Without a join: the organization's approval is kept on the event, and the conditions read
  // only columns the listing's covering indexes carry (events_listing_idx and its kin in database/schema.sql), so the page's ids and
  // the count are found without reading the table.
  const narrowConds = `${VISIBLE_NO_JOIN} AND ${others}`;
  const narrow = `FROM events e WHERE ${narrowConds}`;
  // Counted up to one past the cap: beyond it the total is not worth a scan (TOTAL_CAP).
  const capped = (f: string) => `(SELECT count(*)::int FROM (SELECT 1 ${f} LIMIT ${TOTAL_CAP + 1}) n)`;
  const count = day ? `SELECT ${parts('ASC', narrowConds).map(capped).join(' + ')} AS total` : `SELECT ${capped(narrow)} AS total`;
  // One statement reads each part's candidates once for both the page and the total: a part's first TOTAL_CAP + 1 in
  // order (or offset + limit, when more) hold its share of the page and say whether the total is capped.
  const keyColumns = keys.map((k, i) => `${k.expr} AS "_k${i}"`).join(', ');
  const keyOrder = (table: string) => keys.map((k, i) => `${table}."_k${i}" ${k.dir}`).join(', ');
  const first = p.add(Math.max(TOTAL_CAP + 1, offset + limit));
  const part = (f: string) => `SELECT e.id, ${keyColumns} ${f} ORDER BY ${order} LIMIT ${first}`;
  const candidates = day ? parts('ASC', narrowConds).map((f) => `(${part(f)})`) : [part(narrow)];
  // A region by date from the split day on: each member's metro index read in date order, then merged (measured 2× faster
  // than one list of members; `plan: 'scan'` gives the plain reading it is tested against).
  const members = q.place?.metroSlugs ?? [];
  if (day && members.length > 1 && keys[0].expr === 'e.date' && keys[0].dir === 'ASC' && plan !== 'scan') {
    const later = `${narrow} AND e.date >= ${day}::date`;
    const merged = members.map((slug) => `(${part(`${later} AND e.metro = ${p.add(slug)}`)})`);
    candidates[1] = `(SELECT * FROM (${merged.join(' UNION ALL ')}) x ORDER BY ${keyOrder('x')} LIMIT ${first})`;
  }
  const ctes = candidates.map((c, i) => `c${i} AS MATERIALIZED (${c})`).join(', ');
  const all = candidates.map((_, i) => `SELECT * FROM c${i}`).join(' UNION ALL ');
  const total = candidates.map((_, i) => `(SELECT count(*)::int FROM c${i})`).join(' + ');
  // Then only the page's rows are read, with their organization and the total.
  const rows = `WITH ${ctes}, page AS (SELECT * FROM (${all}) x ORDER BY ${keyOrder('x')} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)})
    ${pageSelect(q, distance, keyOrder('page'), total)}`;
  return { rows, rowsParams: p.values, count, countParams, search: false, cards: q.fields === 'card', prepared: true };
}

/**
 * The listing's conditions but visibility (`others`: upcoming, place, city, state, category, dates, free, …) and the
 * search words' tsquery (null without a search).
 */
function whereClause(
  p: Params,
  f: EventFilters,
  terms: SearchTerm[],
  now?: Date,
): {
  others: string;
  tsquery: string | null;
  distance: string | null;
} {
  const conds: string[] = [];
  if (!f.includePast) conds.push(upcomingCondition(p, now));
  if (f.organizationId) conds.push(`e."organizationId" = ${p.add(f.organizationId)}::uuid`);
  const { conds: placeConds, distance } = placeConditions(p, f.place);
  conds.push(...placeConds);
  if (f.city) conds.push(`lower(e.city) = ${p.add(f.city.toLowerCase())}`);
  if (f.state) conds.push(`e.state = ${p.add(f.state)}`);
  if (f.category) {
    const known = EVENT_CATEGORIES.find((c) => c.toLowerCase() === f.category!.toLowerCase());
    conds.push(known ? `e.category = ${p.add(known)}` : `lower(e.category) = ${p.add(f.category.toLowerCase())}`);
  }
  // A multi-day event matches every day it runs: it ends on or after `from` and starts on or before `to`.
  if (f.from) {
    const from = p.add(f.from);
    conds.push(`(e.date >= ${from}::date OR e."endDate" >= ${from}::date)`);
  }
  if (f.to) conds.push(`e.date <= ${p.add(f.to)}::date`);
  if (f.free !== undefined) conds.push(f.free ? `e."isFree"` : `NOT e."isFree"`);
  if (f.festival) conds.push(`e.festival = ${p.add(f.festival)}`);
  // Containment (@>) so the GIN indexes on languages and tags can answer.
  if (f.language) conds.push(languageCondition(p, f.language));
  if (f.tag) conds.push(`e.tags @> ${p.add([f.tag])}::text[]`);
  if (f.seriesId) conds.push(`e."seriesId" = ${p.add(f.seriesId)}::uuid`);
  if (f.series === 'next' && !f.includePast) conds.push(firstOfSeries(p, f, now));
  let tsquery: string | null = null;
  if (f.search) {
    if (!terms.length) {
      conds.push('false'); // only punctuation: nothing can match
    } else {
      const wordQueries = tsqueryTexts(terms).map((t) => `(to_tsquery('english', ${p.add(t)}) || to_tsquery('simple', ${p.add(t)}))`);
      tsquery = `(${wordQueries.join(' && ')})`;
    }
  }
  return { others: conds.join(' AND ') || 'true', tsquery, distance };
}

/** Grid cells of the radius filter's index (events_geo_date_idx): this many a degree of latitude and of longitude. */
const GEO_CELLS_PER_DEGREE = 4;
/** A box of at most this many cells is read cell by cell; a larger one as one range of cells (whole rows of latitude). */
const GEO_MAX_CELLS = 64;

/** A point's grid cell, as the SQL function sangam_geo_cell computes it (database/schema.sql). */
export function geoCell(latitude: number, longitude: number): number {
  return Math.floor(latitude * GEO_CELLS_PER_DEGREE) * 10000 + Math.floor(longitude * GEO_CELLS_PER_DEGREE);
}

/** The condition on the grid cells a box covers: the list of them, or the range from its first to its last. */
function geoCellCondition(p: Params, b: BoundingBox): string {
  const cell = `sangam_geo_cell(e.latitude, e.longitude)`;
  const [r0, r1] = [Math.floor(b.minLatitude * GEO_CELLS_PER_DEGREE), Math.floor(b.maxLatitude * GEO_CELLS_PER_DEGREE)];
  const [c0, c1] = [Math.floor(b.minLongitude * GEO_CELLS_PER_DEGREE), Math.floor(b.maxLongitude * GEO_CELLS_PER_DEGREE)];
  if ((r1 - r0 + 1) * (c1 - c0 + 1) > GEO_MAX_CELLS) {
    return `${cell} BETWEEN ${p.add(geoCell(b.minLatitude, b.minLongitude))}::int AND ${p.add(geoCell(b.maxLatitude, b.maxLongitude))}::int`;
  }
  const cells: number[] = [];
  for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cells.push(r * 10000 + c);
  // As a sub-select, the list is not estimated cell by cell: planning a 63-cell list cost more than running it.
  return `${cell} = ANY((SELECT ${p.add(cells)}::int[])::int[])`;
}

/**
 * A place filter's conditions (a metro's members, or a radius: its grid cells and box on the index, then the
 * exact circle) and the distance expression.
 */
export function placeConditions(p: Params, place: PlaceFilter | undefined): { conds: string[]; distance: string | null } {
  const conds: string[] = [];
  // One metro as an equality, so its index (metro, date, …) is read in date order; a region's members as a list.
  if (place?.metroSlugs?.length === 1) conds.push(`e.metro = ${p.add(place.metroSlugs[0])}`);
  else if (place?.metroSlugs) conds.push(`e.metro = ANY(${p.add(place.metroSlugs)}::text[])`);
  let distance: string | null = null;
  if (place?.center && place.box && place.radiusMiles) {
    const b = place.box;
    const [lat, lng] = [p.add(place.center.latitude), p.add(place.center.longitude)];
    distance = distanceFrom(lat, lng);
    conds.push(
      geoCellCondition(p, b),
      `e.latitude BETWEEN ${p.add(b.minLatitude)}::float8 AND ${p.add(b.maxLatitude)}::float8`,
      `e.longitude BETWEEN ${p.add(b.minLongitude)}::float8 AND ${p.add(b.maxLongitude)}::float8`,
      `${distance} <= ${p.add(place.radiusMiles)}::float8`,
    );
  }
  return { conds, distance };
}

/**
 * A series' date shows only when no earlier date of the same series is visible, upcoming and within `from`/`to`
 * (events_series_idx). A date cancelled on its own still shows, and so does the next one.
 */
function firstOfSeries(p: Params, f: EventFilters, now?: Date): string {
  const conds = [
    `s."seriesId" = e."seriesId"`,
    `s.date < e.date`,
    `s."isApproved"`,
    `s.status <> 'cancelled'`,
    onOrAfterToday(p, 's.date', now),
  ];
  if (f.from) conds.push(`s.date >= ${p.add(f.from)}::date`);
  if (f.to) conds.push(`s.date <= ${p.add(f.to)}::date`);
  return `(e."seriesId" IS NULL OR NOT EXISTS (SELECT 1 FROM events s WHERE ${conds.join(' AND ')}))`;
}

/** The listing's sort keys: date (then start time, id), title or distance. */
function orderKeys(q: ListingQuery, distance: string | null): Array<{ expr: string; dir: 'ASC' | 'DESC' }> {
  const dir = q.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const byDate = (d: 'ASC' | 'DESC') => ['e.date', 'e."startMinutes"', 'e.id'].map((expr) => ({ expr, dir: d }));
  if (q.sortBy === 'distance' && distance) return [{ expr: distance, dir: 'ASC' }, ...byDate('ASC')];
  if (q.sortBy === 'title') return ['lower(e.title)', 'e.date', 'e.id'].map((expr) => ({ expr, dir }));
  return byDate(dir);
}

/** Order of a search's candidates (columns of `c`): by day, relevance breaking ties within a day, unless a sort is asked for. */
function candidateOrder(q: ListingQuery): string {
  if (q.sortBy === 'distance') return `c.d ASC, c.date ASC, c.tm ASC, c.id ASC`;
  if (byRelevance(q)) return `c.date ASC, c.r DESC, c.tm ASC, c.id ASC`;
  const dir = q.sortOrder === 'desc' ? 'DESC' : 'ASC';
  if (q.sortBy === 'title') return `c.t ${dir}, c.date ${dir}, c.id ${dir}`;
  return `c.date ${dir}, c.tm ${dir}, c.id ${dir}`;
}

/** Number of publicly visible upcoming events, a series once as the listing shows it (the statistics panel's Total Events). */
export function countUpcomingStatement(now?: Date): Statement {
  const p = new Params();
  const sql = `SELECT count(*)::int AS total FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${VISIBLE} AND ${upcomingCondition(p, now)} AND ${firstOfSeries(p, {}, now)}`;
  return { sql, params: p.values };
}

/** Number of publicly visible upcoming events per metro slug (GET /api/metros). */
export function metroCountsStatement(now?: Date): Statement {
  const p = new Params();
  const sql = `SELECT e.metro, count(*)::int AS n FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${VISIBLE} AND ${upcomingCondition(p, now)} AND e.metro IS NOT NULL GROUP BY e.metro`;
  return { sql, params: p.values };
}

/** Number of publicly visible upcoming events per language code (GET /api/languages). */
export function languageCountsStatement(now?: Date): Statement {
  const p = new Params();
  const sql = `SELECT l.code, count(*)::int AS n FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        CROSS JOIN LATERAL unnest(e.languages) AS l(code)
        WHERE ${VISIBLE} AND ${upcomingCondition(p, now)} GROUP BY l.code`;
  return { sql, params: p.values };
}

/** A festival's days whose events its page lists (FestivalPagesService: a few weeks around the festival). */
export interface FestivalWindow {
  slug: string;
  from: string;
  to: string;
}

/** A multi-day event belongs to a window when it runs on any day of it. */
const IN_WINDOW = `e.date <= w.hi AND coalesce(e."endDate", e.date) >= w.lo`;

/**
 * Publicly visible events linked to each festival within its window, per festival: upcoming ones only, within a place
 * when given.
 */
export function festivalCountsStatement(windows: FestivalWindow[], place: PlaceFilter | undefined, now?: Date): Statement {
  const p = new Params();
  const w = `unnest(${p.add(windows.map((x) => x.slug))}::text[], ${p.add(windows.map((x) => x.from))}::date[], ${p.add(windows.map((x) => x.to))}::date[]) AS w(slug, lo, hi)`;
  const conds = [VISIBLE, IN_WINDOW, ...placeConditions(p, place).conds, upcomingCondition(p, now)];
  const sql = `SELECT w.slug, count(*)::int AS n FROM ${w}
        JOIN events e ON e.festival = w.slug LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${conds.join(' AND ')} GROUP BY w.slug`;
  return { sql, params: p.values };
}

/** Publicly visible events (past included) linked to a festival within its window, per metro column value. */
export function festivalMetroCountsStatement(window: FestivalWindow): Statement {
  const p = new Params();
  const sql = `SELECT e.metro, count(*)::int AS n
        FROM (SELECT ${p.add(window.slug)}::text AS slug, ${p.add(window.from)}::date AS lo, ${p.add(window.to)}::date AS hi) w
        JOIN events e ON e.festival = w.slug LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${VISIBLE} AND ${IN_WINDOW} AND e.metro IS NOT NULL GROUP BY e.metro`;
  return { sql, params: p.values };
}

/** Ids and last changes of upcoming publicly visible events, soonest first (the sitemap). */
export function sitemapEventsStatement(limit: number, now?: Date): Statement {
  const p = new Params();
  const sql = `SELECT e.id, e."updatedAt" FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${VISIBLE} AND ${upcomingCondition(p, now)} ORDER BY ${dateOrder('ASC')} LIMIT ${p.add(limit)}`;
  return { sql, params: p.values };
}

/** Upcoming publicly visible events of a city (any of `cityNames`, case-insensitive), soonest first. */
export function upcomingInCityStatement(cityNames: string[], state: string | undefined, limit: number, now?: Date): Statement {
  const p = new Params();
  const conds = [VISIBLE, upcomingCondition(p, now), `lower(e.city) = ANY(${p.add(cityNames.map((c) => c.toLowerCase()))}::text[])`];
  if (state) conds.push(`e.state = ${p.add(state)}`);
  const sql = `SELECT ${DETAIL_COLUMNS} FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${conds.join(' AND ')}
        ORDER BY ${dateOrder('ASC')} LIMIT ${p.add(limit)}`;
  return { sql, params: p.values };
}

/** An upcoming public event as sharing and the widget show it. */
export type SharedEventRow = Pick<
  EventResponse,
  'id' | 'title' | 'description' | 'category' | 'date' | 'endDate' | 'startTime' | 'endTime' | 'venue' | 'city' | 'state'
> &
  Pick<EventResponse, 'organizationId' | 'festival' | 'languages'> & { organizationName: string | null };

/** Which upcoming public events sharing and the widget read (docs/sharing.md). */
export interface SharingWindow {
  /** Days 'YYYY-MM-DD', both included; from today (in each event's own time zone) in any case. */
  from?: string;
  to?: string;
  organizationId?: string;
  /** Events whose metro column is one of these (a metro area's members). */
  metroSlugs?: readonly string[];
  festival?: string;
  language?: string;
  tag?: string;
  limit: number;
}

/** Upcoming publicly visible events for sharing: the card's fields and the organization's name, soonest first, a series once. */
export function upcomingForSharingStatement(q: SharingWindow, now?: Date): Statement {
  const p = new Params();
  // The listing's filters (a multi-day event is in the window on every day it runs); a series once, on its next date.
  const place = q.metroSlugs && { metroSlugs: [...q.metroSlugs], sortByDistance: false };
  const { others } = whereClause(p, { ...q, place, series: 'next' }, [], now);
  const sql = `SELECT e.id, e.title, e.description, e.category, e.date::text AS date, e."endDate"::text AS "endDate", e."startTime", e."endTime",
              e.venue, e.city, e.state, e."organizationId", o.name AS "organizationName", e.festival, e.languages
         FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${VISIBLE} AND ${others}
        ORDER BY ${dateOrder('ASC')} LIMIT ${p.add(q.limit)}`;
  return { sql, params: p.values };
}

/** Publicly visible events among the ids of $1 (past ones included), by date. */
export const PUBLIC_BY_IDS_SQL = `SELECT ${LIST_COLUMNS} FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE e.id = ANY($1::uuid[]) AND ${VISIBLE}
        ORDER BY ${dateOrder('ASC')}`;

/** One event with its organization, whatever its status (the caller applies visibility). */
export const DETAIL_SQL = `SELECT ${DETAIL_COLUMNS} FROM events e LEFT JOIN organizations o ON o.id = e."organizationId" WHERE e.id = $1`;
