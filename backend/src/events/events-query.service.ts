import { Injectable } from '@nestjs/common';
import { isAdmin, Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { SerializedBody, serializeJson } from '../common/http/json-body';
import { timeZoneForState } from '../common/us-states';
import { EventDetailResponse, EventResponse } from './dto/public-event.dto';
import { ListEventsQuery } from './dto/list-events.query';
import { EventSearchService } from './event-search';
import { countUpcomingStatement, ListingStatements, listingStatements, TOTAL_COLUMN } from './event-listing.sql';
import { EventRow, EventsRepository } from './events.repository';
import { PublicReadCache } from './public-read-cache';

export interface EventListResult {
  items: EventResponse[];
  total: number;
}

/** A listing page ready to send (the cached JSON body and its ETag) and the total of all pages. */
export interface EventListPage {
  page: SerializedBody;
  total: number;
}

export const EVENT_NOT_FOUND = 'Event not found';

/** The total a non-empty page of search rows carries. */
function totalOfRows(rows: Row[]): number {
  return rows[0][TOTAL_COLUMN] as number;
}

type Row = EventRow;

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

/**
 * Reads events for the public: the listing (filters, search, sort, paging, total), the detail,
 * and lookups other modules need (saved events, calendar feeds, statistics, page meta tags).
 * Everything here applies the public visibility rule unless a privileged caller asks for one event.
 * The statements come from event-listing.sql.ts; answers go through the public read cache.
 */
@Injectable()
export class EventsQueryService {
  constructor(
    private readonly events: EventsRepository,
    private readonly search: EventSearchService,
    private readonly cache: PublicReadCache,
  ) {}

  /** The listing's page and total, straight from the database (no cache). */
  async list(q: ListEventsQuery): Promise<EventListResult> {
    const sql = await this.listSql(q);
    if (sql.totalInRows) {
      const rows = await this.events.rows(sql.rows, sql.rowsParams);
      return { items: rows.map(toEvent), total: rows.length ? totalOfRows(rows) : await this.events.total(sql.count, sql.countParams) };
    }
    const [rows, total] = await Promise.all([this.events.rows(sql.rows, sql.rowsParams), this.events.total(sql.count, sql.countParams)]);
    return { items: rows.map(toEvent), total };
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
        const rows = await this.events.rows(sql.rows, sql.rowsParams);
        if (sql.totalInRows && rows.length) pageTotal = totalOfRows(rows);
        return serializeJson(rows.map(toEvent));
      },
      (v) => v.body.length,
    );
    const count = () => this.cachedCount(sql.count, sql.countParams, version, () => pageTotal);
    const [body, total] = await Promise.all([page, sql.totalInRows ? page.then(count) : count()]);
    return { page: body, total };
  }

  /**
   * The two statements behind list() (public for EXPLAIN and benchmarks): the search words expanded
   * through the vocabulary, then listingStatements. `searchPlan` forces one of a search's two ways
   * of collecting matches (tests).
   */
  async listSql(q: ListEventsQuery, searchPlan?: 'walk' | 'months'): Promise<ListingStatements> {
    if (q.from && q.to && q.from > q.to) throw new DomainError(400, 'from must not be after to');
    const terms = q.search ? await this.search.terms(q.search) : [];
    const shares = terms.length ? await this.search.termShares(terms) : [];
    return listingStatements(q, terms, { plan: searchPlan, shares });
  }

  /** Number of publicly visible upcoming events (the statistics panel's Total Events). */
  async countUpcoming(): Promise<number> {
    const { sql, params } = countUpcomingStatement();
    return this.cachedCount(sql, params, await this.cacheVersion());
  }

  private cacheVersion(): Promise<string> {
    return this.cache.enabled ? this.cache.version() : Promise.resolve('0');
  }

  /** A `SELECT count(*)::int AS total …` statement through the public read cache (`known`: its answer, if already known). */
  private cachedCount(sql: string, params: unknown[], version: string, known: () => number | undefined = () => undefined): Promise<number> {
    return this.cache.get(
      `count\u0000${sql}\u0000${JSON.stringify(params)}`,
      version,
      async () => known() ?? this.events.total(sql, params),
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
    const row = await this.events.detailRow(id);
    if (!row) throw new DomainError(404, EVENT_NOT_FOUND);
    const privileged = isAdmin(viewer) || (viewer?.kind === 'organizer' && viewer.organizationId === row.organizationId);
    const isPublic = isVisibleRow(row);
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
        const row = await this.events.detailRow(id);
        return row && isVisibleRow(row) ? serializeJson(toDetail(row, false)) : null;
      },
      (v) => (v ? v.body.length : 8),
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
    return (await this.events.publicByIds(ids)).map(toEvent);
  }

  /** Upcoming publicly visible events of a city (case-insensitive), for the city calendar feed. */
  async upcomingInCity(cityNames: string[], state: string | undefined, limit: number): Promise<EventDetailResponse[]> {
    return (await this.events.upcomingInCity(cityNames, state, limit)).map((r) => toDetail(r, false));
  }
}

/** Publicly visible: approved, and its organization (if any) approved too (VISIBLE in event-listing.sql.ts). */
function isVisibleRow(r: Row): boolean {
  return r.isApproved === true && (r.organizationId === null || r.org_isApproved === true);
}
