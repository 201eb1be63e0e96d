import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { STATE_TIME_ZONES, timeZoneForState, todayInState } from '../common/us-states';
import { isAdmin, Principal } from '../auth/principal';
import { EventDetailResponse, EventResponse } from './dto/public-event.dto';
import { LIST_DEFAULT_LIMIT, ListEventsQuery } from './dto/list-events.query';
import { EVENT_CATEGORIES } from '@sangam/shared';
import { EventSearchService, SearchTerm, tsqueryTexts } from './event-search';
import { PublicReadCache } from './public-read-cache';
import etag from 'etag';
import type { SerializedBody } from './public-fast-path';

export interface EventListResult {
  items: EventResponse[];
  total: number;
}

/** A listing page ready to send (the cached JSON body and its ETag) and the total of all pages. */
export interface EventListPage {
  page: SerializedBody;
  total: number;
}

/** A JSON body and its ETag (Express's strong ETag of the same bytes). */
function serialized(value: unknown): SerializedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etag(body) };
}

export const EVENT_NOT_FOUND = 'Event not found';

/** Column of a search's rows holding its total (see listSql; the bench reads it too). */
export const TOTAL_COLUMN = 'searchTotal';

/** The total a non-empty page of search rows carries. */
function totalOfRows(rows: Row[]): number {
  return rows[0][TOTAL_COLUMN] as number;
}

/** A search answers at most this many events: the soonest matches, ranked among themselves. */
export const SEARCH_MAX_MATCHES = 1000;
/** Searches estimated to match at least this share of events walk the date index (see listSql). */
export const SEARCH_WALK_SHARE = 0.15;

/** Publicly visible: approved, and its organization (if any) approved too. */
export const VISIBLE = `e."isApproved" AND (e."organizationId" IS NULL OR o."isApproved")`;
/**
 * The same rule without a join to organizations: the ids of unapproved organizations are read once
 * (partial index organizations_unapproved_idx) into a hashed set each row is checked against.
 */
const VISIBLE_BY_SET = `e."isApproved" AND (e."organizationId" IS NULL OR e."organizationId" NOT IN (SELECT u.id FROM organizations u WHERE NOT u."isApproved"))`;

const LIST_COLUMNS = `
  e.id, e.title, e.description, e."organizationId", e.category, e.date::text AS date, e."startTime", e."endTime",
  e.venue, e.city, e.state, e.price, e."priceText", e."isFree", e."ticketUrl", e."imageUrl", e."isApproved",
  e."createdAt", e."updatedAt",
  o.id AS "org_id", o.name AS "org_name", o.website AS "org_website", o."contactEmail" AS "org_contactEmail"`;

const DETAIL_COLUMNS = `${LIST_COLUMNS},
  o.description AS "org_description", o."contactPhone" AS "org_contactPhone", o."isApproved" AS "org_isApproved",
  e."moderationScore", e."moderationFlags"`;

type Row = Record<string, unknown>;

function toEvent(r: Row): EventResponse {
  return {
    id: r.id as string,
    title: r.title as string,
    description: (r.description as string | null) ?? null,
    organizationId: (r.organizationId as string | null) ?? null,
    category: r.category as string,
    date: r.date as string,
    startTime: r.startTime as string,
    endTime: (r.endTime as string | null) ?? null,
    venue: r.venue as string,
    city: r.city as string,
    state: r.state as string,
    price: r.price === null || r.price === undefined ? null : Number(r.price),
    priceText: (r.priceText as string | null) ?? null,
    isFree: r.isFree as boolean,
    ticketUrl: (r.ticketUrl as string | null) ?? null,
    imageUrl: (r.imageUrl as string | null) ?? null,
    isApproved: r.isApproved as boolean,
    timeZone: timeZoneForState(r.state as string),
    createdAt: r.createdAt as Date,
    updatedAt: r.updatedAt as Date,
    organization: r.org_id
      ? {
          id: r.org_id as string,
          name: r.org_name as string,
          website: (r.org_website as string | null) ?? null,
          contactEmail: (r.org_contactEmail as string | null) ?? null,
        }
      : null,
  };
}

function toDetail(r: Row, withModeration: boolean): EventDetailResponse {
  const base = toEvent(r);
  const detail: EventDetailResponse = {
    ...base,
    organization: base.organization
      ? {
          ...base.organization,
          description: (r.org_description as string | null) ?? null,
          contactPhone: (r.org_contactPhone as string | null) ?? null,
        }
      : null,
  };
  if (withModeration) {
    detail.moderationScore = r.moderationScore as number;
    detail.moderationFlags = (r.moderationFlags as string[]) ?? [];
  }
  return detail;
}

/** Whether a search is ordered by relevance: no sort asked for. */
function byRelevance(q: ListEventsQuery): boolean {
  return q.sortBy !== 'title' && q.sortBy !== 'date';
}

/** Date, then start time as a clock time (stored, migration EventStartMinutes), then id: the listing index's order. */
function dateOrder(dir: 'ASC' | 'DESC'): string {
  return `e.date ${dir}, e."startMinutes" ${dir}, e.id ${dir}`;
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
 * "Today or later, in the event's own time zone", written so that an index range on date does
 * the work: every US time zone's today is one of at most two calendar days, so the condition is
 * `date >= earliest today AND (date >= latest today OR state is in a zone still on the earlier day)`.
 */
export function upcomingCondition(p: Params, now = new Date()): string {
  const t = todayBoundaries(now);
  if (t.min === t.max) return `e.date >= ${p.add(t.min)}::date`;
  const stateCond = t.defaultBehind ? `NOT (e.state = ANY(${p.add(t.ahead)}::text[]))` : `e.state = ANY(${p.add(t.behind)}::text[])`;
  return `e.date >= ${p.add(t.min)}::date AND (e.date >= ${p.add(t.max)}::date OR ${stateCond})`;
}

/** Months of a search's date windows on either side of the current month (see searchWindows). */
export const SEARCH_WINDOW_MONTHS_AHEAD = 24;
export const SEARCH_WINDOW_MONTHS_BACK = 36;

/** Month number of a 'YYYY-MM-DD' day, as the SQL function sangam_month(date) computes it. */
function monthOf(day: string): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

function firstDayOf(month: number): string {
  return `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * A search's date windows, in the order its matches are collected, as a FROM item `w(m, lo, hi)`:
 * calendar months (m = sangam_month, lo..hi its days) around the current month, and open-ended
 * windows (m null) beyond them. Upcoming searches go forward from the current month, includePast
 * searches backwards from the far future. Windows outside the from/to filter are left out.
 */
function searchWindows(p: Params, q: EventFilters, dir: 'ASC' | 'DESC'): string {
  const m0 = monthOf(todayBoundaries(new Date()).min);
  const months: Array<[number | null, string, string]> = [];
  for (let m = m0 - (dir === 'DESC' ? SEARCH_WINDOW_MONTHS_BACK : 0); m < m0 + SEARCH_WINDOW_MONTHS_AHEAD; m++) {
    months.push([m, firstDayOf(m), firstDayOf(m + 1)]);
  }
  const beyond: [null, string, string] = [null, firstDayOf(m0 + SEARCH_WINDOW_MONTHS_AHEAD), 'infinity'];
  let windows =
    dir === 'ASC'
      ? [...months, beyond]
      : [beyond, ...months.reverse(), [null, '-infinity', firstDayOf(m0 - SEARCH_WINDOW_MONTHS_BACK)] as [null, string, string]];
  windows = windows.filter(([, lo, hi]) => (!q.from || hi === 'infinity' || hi > q.from) && (!q.to || lo === '-infinity' || lo <= q.to));
  const col = (i: number) => windows.map((w) => w[i]);
  return `unnest(${p.add(col(0))}::int[], ${p.add(col(1))}::date[], ${p.add(col(2))}::date[]) AS w(m, lo, hi)`;
}

interface TodayBoundaries {
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
 * Every US state's today, grouped. US zones change day only at whole minutes (whole-hour
 * offsets), so the answer is the same for a whole UTC minute: computed once per minute.
 */
function todayBoundaries(now: Date): TodayBoundaries {
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

export interface EventFilters {
  search?: string;
  city?: string;
  state?: string;
  category?: string;
  from?: string;
  to?: string;
  free?: boolean;
  includePast?: boolean;
}

/**
 * Reads events for the public: the listing (filters, search, sort, paging, total), the detail,
 * and lookups other modules need (saved events, calendar feeds, statistics, page meta tags).
 * Everything here applies the public visibility rule unless a privileged caller asks for one event.
 */
@Injectable()
export class EventsQueryService {
  constructor(
    private readonly ds: DataSource,
    private readonly search: EventSearchService,
    private readonly cache: PublicReadCache,
  ) {}

  /** The listing's page and total, straight from the database (no cache). */
  async list(q: ListEventsQuery): Promise<EventListResult> {
    const sql = await this.listSql(q);
    if (sql.totalInRows) {
      const rows: Row[] = await this.ds.query(sql.rows, sql.rowsParams);
      return { items: rows.map(toEvent), total: rows.length ? totalOfRows(rows) : await this.countOf(sql.count, sql.countParams) };
    }
    const [rows, total] = await Promise.all([this.ds.query(sql.rows, sql.rowsParams), this.countOf(sql.count, sql.countParams)]);
    return { items: (rows as Row[]).map(toEvent), total };
  }

  private async countOf(sql: string, params: unknown[]): Promise<number> {
    return ((await this.ds.query(sql, params)) as Array<{ total: number }>)[0].total;
  }

  /**
   * GET /api/events: the page serialized once, and the total, through the public read cache (keyed
   * by the statements and their parameters, which include today's date boundaries, and valid
   * while the database's change counter stands still). Pages of one query share its total.
   */
  async listPage(q: ListEventsQuery): Promise<EventListPage> {
    const version = await this.cacheVersion();
    const sql = await this.listSql(q);
    // A search's page carries its total (when not empty): the count waits for it instead of
    // collecting the same candidates again.
    let pageTotal: number | undefined;
    const page = this.cache.get(
      `rows\u0000${sql.rows}\u0000${JSON.stringify(sql.rowsParams)}`,
      version,
      async () => {
        const rows: Row[] = await this.ds.query(sql.rows, sql.rowsParams);
        if (sql.totalInRows && rows.length) pageTotal = totalOfRows(rows);
        return serialized(rows.map(toEvent));
      },
      (v) => v.body.length,
    );
    const count = () => this.cachedCount(sql.count, sql.countParams, version, () => pageTotal);
    const [body, total] = await Promise.all([page, sql.totalInRows ? page.then(count) : count()]);
    return { page: body, total };
  }

  /**
   * The two statements behind list(): the page of rows and the total (public for EXPLAIN and
   * benchmarks). A search's rows also carry its total (`totalInRows`, column searchTotal), so its
   * count statement is needed only for an empty page. `searchPlan` forces one of a search's two
   * ways of collecting matches (tests).
   */
  async listSql(
    q: ListEventsQuery,
    searchPlan?: 'walk' | 'months',
  ): Promise<{ rows: string; rowsParams: unknown[]; count: string; countParams: unknown[]; totalInRows: boolean }> {
    if (q.from && q.to && q.from > q.to) throw new DomainError(400, 'from must not be after to');
    const p = new Params();
    const { where, others, match, tsquery, terms, wordQueries } = await this.whereClause(p, q);
    const from = `FROM events e LEFT JOIN organizations o ON o.id = e."organizationId" WHERE ${where}`;
    if (tsquery && match) {
      // A search answers the SEARCH_MAX_MATCHES soonest matching events (for includePast, the latest),
      // then ranks or sorts them among themselves. Bounded work however common the words, two ways:
      // - words in a large share of events: walk the date-ordered listing index and test each row
      //   until enough match (few rows to read when most rows match);
      // - other words: collect the matches month by month in date order (searchWindows): in each
      //   month the GIN index of "month:lexeme" keys (migration SearchMonthLexemes) finds that month's
      //   matches of every word directly, reading only that month's postings, and collection stops as
      //   soon as enough are in (no walk over rows that do not match). Words matched as prefixes (not
      //   `complete`) take the walk: a prefix has no keys to look up.
      const dir = q.includePast ? 'DESC' : 'ASC';
      const shares = await this.search.termShares(terms);
      const walk =
        searchPlan === 'walk' ||
        (searchPlan === undefined && (!terms.every((t) => t.complete) || shares.reduce((a, b) => a * b, 1) >= SEARCH_WALK_SHARE));
      // A word's keys in month w.m are its tsquery's lexemes: the same matches as the tsquery, which
      // is an OR of whole lexemes for a `complete` word.
      const lookups = wordQueries
        .map((w) => `sangam_month_lexemes(e.date, e."searchVector") && sangam_month_keys(w.m, ${w})`)
        .join(' AND ');
      const windows = walk ? '' : searchWindows(p, q, dir);
      // In a month, the GIN index alone finds the candidates (the fence, OFFSET 0, keeps the planner
      // from AND-ing a date or city index's far larger bitmap into it); the other conditions filter
      // them, the organization's approval against the set of unapproved organizations (the planner,
      // overestimating the candidates, would otherwise hash-join every organization in each month).
      const candidates = (cols: string) =>
        walk
          ? `SELECT ${cols} ${from} ORDER BY ${dateOrder(dir)} LIMIT ${SEARCH_MAX_MATCHES}`
          : `SELECT x.* FROM ${windows} CROSS JOIN LATERAL (
          (SELECT ${cols}
             FROM (SELECT * FROM events e WHERE w.m IS NOT NULL AND e."isApproved" AND ${lookups} OFFSET 0) e
            WHERE ${VISIBLE_BY_SET} AND ${others} ORDER BY ${dateOrder(dir)} LIMIT ${SEARCH_MAX_MATCHES})
          UNION ALL
          (SELECT ${cols} ${from} AND w.m IS NULL AND e.date >= w.lo AND e.date < w.hi
            ORDER BY ${dateOrder(dir)} LIMIT ${SEARCH_MAX_MATCHES})
        ) x LIMIT ${SEARCH_MAX_MATCHES}`;
      const countParams = [...p.values];
      const page = `LIMIT ${p.add(q.limit ?? LIST_DEFAULT_LIMIT)} OFFSET ${p.add(q.offset ?? 0)}`;
      const order = this.candidateOrder(q);
      // Relevance is computed as each candidate is collected, where its search document is at hand
      // (carrying the documents to the ranking instead made the collection's sort spill to disk).
      const rank = byRelevance(q) ? `ts_rank(e."searchVector", ${tsquery})` : '0';
      // The title's sort key only when sorting by title (lower-casing every candidate's title cost
      // 5–10 ms of the slowest searches at 1M events).
      const title = q.sortBy === 'title' ? 'lower(e.title)' : 'NULL::text';
      // Each row also carries the number of candidates, the search's total.
      const rows = `WITH c AS (${candidates(`e.id, e.date, e."startMinutes" AS tm, ${title} AS t, ${rank} AS r`)}),
         page AS (SELECT c.id, row_number() OVER (ORDER BY ${order}) AS n FROM c ORDER BY ${order} ${page})
         SELECT ${LIST_COLUMNS}, (SELECT count(*)::int FROM c) AS "${TOTAL_COLUMN}"
           FROM page JOIN events e ON e.id = page.id LEFT JOIN organizations o ON o.id = e."organizationId" ORDER BY page.n`;
      // For an empty page: counting the same candidates, window by window, stops at the same cap.
      const count = `SELECT count(*)::int AS total FROM (${candidates('1 AS one')}) m`;
      return { rows, rowsParams: p.values, count, countParams, totalInRows: true };
    }
    const order = this.orderBy(q);
    const countParams = [...p.values];
    const page = `LIMIT ${p.add(q.limit ?? LIST_DEFAULT_LIMIT)} OFFSET ${p.add(q.offset ?? 0)}`;
    const rows = `SELECT ${LIST_COLUMNS} ${from} ORDER BY ${order} ${page}`;
    const count = `SELECT count(*)::int AS total ${from}`;
    return { rows, rowsParams: p.values, count, countParams, totalInRows: false };
  }

  /** Number of publicly visible upcoming events (the statistics panel's Total Events). */
  async countUpcoming(): Promise<number> {
    const p = new Params();
    const sql = `SELECT count(*)::int AS total FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${VISIBLE} AND ${upcomingCondition(p)}`;
    return this.cachedCount(sql, p.values, await this.cacheVersion());
  }

  private cacheVersion(): Promise<string> {
    return this.cache.enabled ? this.cache.version() : Promise.resolve('0');
  }

  /** A `SELECT count(*)::int AS total …` statement through the public read cache (`known`: its answer, if already known). */
  private cachedCount(sql: string, params: unknown[], version: string, known: () => number | undefined = () => undefined): Promise<number> {
    return this.cache.get(
      `count\u0000${sql}\u0000${JSON.stringify(params)}`,
      version,
      async () => known() ?? this.countOf(sql, params),
      () => 8,
    );
  }

  /**
   * GET /api/events/:id — a publicly visible event, or any event for an admin or for the
   * organizer who owns it (who also see the moderation fields). Otherwise 404 'Event not found'.
   */
  async findForViewer(id: string, viewer: Principal | null): Promise<EventDetailResponse> {
    return (await this.findWithVisibility(id, viewer)).event;
  }

  /** findForViewer, and whether the event is publicly visible (an answer about a hidden one is private). */
  async findWithVisibility(id: string, viewer: Principal | null): Promise<{ event: EventDetailResponse; isPublic: boolean }> {
    const row = await this.findRow(id);
    if (!row) throw new DomainError(404, EVENT_NOT_FOUND);
    const privileged = isAdmin(viewer) || (viewer?.kind === 'organizer' && viewer.organizationId === row.organizationId);
    const isPublic = this.isVisibleRow(row);
    if (!privileged && !isPublic) throw new DomainError(404, EVENT_NOT_FOUND);
    return { event: toDetail(row, privileged), isPublic };
  }

  /** GET /api/events/:id for an anonymous visitor: the visible event serialized (cached), or null. */
  async publicDetailBody(id: string): Promise<SerializedBody | null> {
    const version = await this.cacheVersion();
    return this.cache.get(
      `detail\u0000${id}`,
      version,
      async () => {
        const row = await this.findRow(id);
        return row && this.isVisibleRow(row) ? serialized(toDetail(row, false)) : null;
      },
      (v) => (v ? v.body.length : 8),
    );
  }

  /** A publicly visible event, or null. */
  async findPublic(id: string): Promise<EventDetailResponse | null> {
    const row = await this.findRow(id);
    return row && this.isVisibleRow(row) ? toDetail(row, false) : null;
  }

  /** Publicly visible events among the given ids (past ones included), by date. */
  async findPublicByIds(ids: string[]): Promise<EventResponse[]> {
    if (!ids.length) return [];
    const rows: Row[] = await this.ds.query(
      `SELECT ${LIST_COLUMNS} FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE e.id = ANY($1::uuid[]) AND ${VISIBLE}
        ORDER BY ${dateOrder('ASC')}`,
      [ids],
    );
    return rows.map(toEvent);
  }

  /** Upcoming publicly visible events of a city (case-insensitive), for the city calendar feed. */
  async upcomingInCity(cityNames: string[], state: string | undefined, limit: number): Promise<EventDetailResponse[]> {
    const p = new Params();
    const conds = [VISIBLE, upcomingCondition(p), `lower(e.city) = ANY(${p.add(cityNames.map((c) => c.toLowerCase()))}::text[])`];
    if (state) conds.push(`e.state = ${p.add(state)}`);
    const rows: Row[] = await this.ds.query(
      `SELECT ${DETAIL_COLUMNS} FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
        WHERE ${conds.join(' AND ')}
        ORDER BY ${dateOrder('ASC')} LIMIT ${p.add(limit)}`,
      p.values,
    );
    return rows.map((r) => toDetail(r, false));
  }

  private async findRow(id: string): Promise<Row | null> {
    const rows: Row[] = await this.ds.query(
      `SELECT ${DETAIL_COLUMNS} FROM events e LEFT JOIN organizations o ON o.id = e."organizationId" WHERE e.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  private isVisibleRow(r: Row): boolean {
    return r.isApproved === true && (r.organizationId === null || r.org_isApproved === true);
  }

  /**
   * The listing's conditions: the filters (visibility, upcoming, city, state, category, dates, free;
   * `others` are those but visibility), `match` (the search words against the search document, or
   * null) and `where`, filters and match together;
   * for a search also its words (`terms`) and each word's tsquery (`wordQueries`, AND-ed in `match`).
   */
  private async whereClause(
    p: Params,
    f: EventFilters,
  ): Promise<{ where: string; others: string; match: string | null; tsquery: string | null; terms: SearchTerm[]; wordQueries: string[] }> {
    const conds = [VISIBLE];
    if (!f.includePast) conds.push(upcomingCondition(p));
    if (f.city) conds.push(`lower(e.city) = ${p.add(f.city.toLowerCase())}`);
    if (f.state) conds.push(`e.state = ${p.add(f.state)}`);
    if (f.category) {
      const known = EVENT_CATEGORIES.find((c) => c.toLowerCase() === f.category!.toLowerCase());
      conds.push(known ? `e.category = ${p.add(known)}` : `lower(e.category) = ${p.add(f.category.toLowerCase())}`);
    }
    if (f.from) conds.push(`e.date >= ${p.add(f.from)}::date`);
    if (f.to) conds.push(`e.date <= ${p.add(f.to)}::date`);
    if (f.free !== undefined) conds.push(f.free ? `e."isFree"` : `NOT e."isFree"`);
    let tsquery: string | null = null;
    let match: string | null = null;
    let terms: SearchTerm[] = [];
    let wordQueries: string[] = [];
    if (f.search) {
      terms = await this.search.terms(f.search);
      if (!terms.length) {
        conds.push('false'); // only punctuation: nothing can match
      } else {
        wordQueries = tsqueryTexts(terms).map(
          (t) => `(to_tsquery('english', ${p.add(t.english)}) || to_tsquery('simple', ${p.add(t.simple)}))`,
        );
        tsquery = `(${wordQueries.join(' && ')})`;
        // Inline (not a CTE) so the planner folds it to a constant and estimates how common the words are.
        match = `e."searchVector" @@ (${tsquery})`;
      }
    }
    const filters = conds.join(' AND ');
    return {
      where: match ? `${filters} AND ${match}` : filters,
      others: conds.slice(1).join(' AND ') || 'true',
      match,
      tsquery,
      terms,
      wordQueries,
    };
  }

  private orderBy(q: ListEventsQuery): string {
    const dir = q.sortOrder === 'desc' ? 'DESC' : 'ASC';
    if (q.sortBy === 'title') return `lower(e.title) ${dir}, e.date ${dir}, e.id ${dir}`;
    return dateOrder(dir);
  }

  /** Order of a search's candidates (columns of `c`): relevance unless a sort is asked for. */
  private candidateOrder(q: ListEventsQuery): string {
    if (byRelevance(q)) return `c.r DESC, c.date ASC, c.tm ASC, c.id ASC`;
    const dir = q.sortOrder === 'desc' ? 'DESC' : 'ASC';
    if (q.sortBy === 'title') return `c.t ${dir}, c.date ${dir}, c.id ${dir}`;
    return `c.date ${dir}, c.tm ${dir}, c.id ${dir}`;
  }
}
