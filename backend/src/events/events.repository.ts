import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../common/prepared-query';
import { idIn, likeEscape, orderAndPage, RaListParams } from '../common/ra-dialect';
import { DuplicateCandidate, DuplicateQueryInput, duplicateFlagSql } from '../moderation/duplicate-finder';
import { LIVE_ONCE_ORGANIZATION_APPROVED_SQL } from './event-rules';
import { duplicateParams, duplicateQuery, duplicateSql } from './event-duplicates.sql';
import { DETAIL_SQL, PUBLIC_BY_IDS_SQL, SharingWindow, upcomingForSharingStatement, upcomingInCityStatement } from './event-listing.sql';
import { Event } from './event.entity';

/** An upcoming public event as sharing and the widget show it. */
export interface SharedEventRow {
  id: string;
  title: string;
  description: string | null;
  category: string;
  date: string;
  startTime: string;
  endTime: string | null;
  venue: string;
  city: string;
  state: string;
  organizationId: string | null;
  organizationName: string | null;
}

/** The columns of an event its writer gives (the form's fields, or a scraped page's). */
export type EventFields = Pick<
  Event,
  | 'title'
  | 'description'
  | 'category'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'venue'
  | 'city'
  | 'state'
  | 'price'
  | 'priceText'
  | 'isFree'
  | 'ticketUrl'
  | 'imageUrl'
>;

/** A new event as written: its fields, organization, approval and moderation outcome. */
export interface NewEvent extends EventFields {
  organizationId: string | null;
  isApproved: boolean;
  moderationScore: number;
  moderationFlags: string[];
  duplicateOfId: string | null;
}

/** What moderation decides when the insert's duplicate check finds an original (see insertCheckingDuplicate). */
export interface IfDuplicate {
  isApproved: boolean;
  moderationScore: number;
  /** The flags, with DUPLICATE_FLAG_SLOT where the original's flag goes. */
  moderationFlags: string[];
  flagSlot: string;
}

/** An inserted event as the create response shows it (date as YYYY-MM-DD; price as node-postgres gives numeric). */
export interface InsertedEventRow extends Omit<NewEvent, 'price'> {
  id: string;
  price: string | null;
  unpublishedByAdmin: boolean;
  sourceId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A row of the public read statements (event-listing.sql.ts): event columns plus `org_*` columns. */
export type EventRow = Record<string, unknown>;

/** Admin event list filters (ra-data-simple-rest `filter`). */
export interface AdminEventFilter {
  q?: string;
  status?: 'pending' | 'approved';
  city?: string;
  state?: string;
  category?: string;
  from?: string;
  to?: string;
  organizationId?: string[];
  ids?: string[];
  flagged?: boolean;
}

/** Column each sortable admin field orders by. */
const ADMIN_SORT_COLUMNS: Record<string, string> = {
  id: 'e.id',
  title: 'lower(e.title)',
  date: 'e.date',
  startTime: 'e."startTime"',
  city: 'lower(e.city)',
  state: 'e.state',
  category: 'e.category',
  venue: 'lower(e.venue)',
  price: 'e.price',
  isApproved: 'e."isApproved"',
  isFree: 'e."isFree"',
  moderationScore: 'e."moderationScore"',
  createdAt: 'e."createdAt"',
  updatedAt: 'e."updatedAt"',
};
export const ADMIN_EVENT_SORT_FIELDS = Object.keys(ADMIN_SORT_COLUMNS);

const INSERT_COLUMNS = `title, description, category, date, "startTime", "endTime", venue, city, state, price, "priceText", "isFree", "ticketUrl", "imageUrl",
                      "organizationId", "isApproved", "moderationScore", "moderationFlags", "duplicateOfId"`;
const INSERT_RETURNING = `id, title, description, "organizationId", category, to_char(date, 'YYYY-MM-DD') AS date, "startTime", "endTime", venue, city, state,
            price, "priceText", "isFree", "ticketUrl", "imageUrl", "isApproved", "unpublishedByAdmin", "moderationScore", "moderationFlags",
            "duplicateOfId", "sourceId", "createdAt", "updatedAt"`;

/** $1–$18: INSERT_COLUMNS in order but the last, duplicateOfId ($19). */
function insertValues(e: Omit<NewEvent, 'duplicateOfId'>): unknown[] {
  return [
    e.title,
    e.description,
    e.category,
    e.date,
    e.startTime,
    e.endTime,
    e.venue,
    e.city,
    e.state,
    e.price,
    e.priceText,
    e.isFree,
    e.ticketUrl,
    e.imageUrl,
    e.organizationId,
    e.isApproved,
    e.moderationScore,
    e.moderationFlags,
  ];
}

const INSERT_EVENT_SQL = `
  INSERT INTO events (${INSERT_COLUMNS})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
  RETURNING ${INSERT_RETURNING}`;

/**
 * An event and, in the same statement, the look for its original (duplicateSql, $23–$28):
 * without one, $16–$18 (approval, score, flags); with one, $19–$21, the flag $22 in $21 replaced
 * by the duplicate's (duplicateFlagSql), and duplicateOfId its id.
 */
const INSERT_WITH_DUPLICATE_CHECK_SQL = `
  WITH d AS MATERIALIZED (${duplicateSql(23)})
  INSERT INTO events (${INSERT_COLUMNS})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
          coalesce((SELECT $19::boolean FROM d), $16),
          coalesce((SELECT $20::int FROM d), $17),
          coalesce((SELECT array_replace($21::text[], $22::text, ${duplicateFlagSql('d')}) FROM d), $18),
          (SELECT d.id FROM d))
  RETURNING ${INSERT_RETURNING}`;

/** A scraped event ($20 source, $21 its key there); a concurrent insert of the same source event wins. */
const INSERT_SCRAPED_SQL = `
  INSERT INTO events (${INSERT_COLUMNS}, "sourceId", "sourceEventKey")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
  ON CONFLICT ("sourceId", "sourceEventKey") WHERE "sourceId" IS NOT NULL AND "sourceEventKey" IS NOT NULL DO NOTHING
  RETURNING id`;

/** Why a scraped event was not inserted: people removed it, or another source (or a person) lists it already. */
export type ScrapedInsertOutcome = 'saved' | 'unchanged' | 'removed' | 'listed';

/**
 * Every statement on the events table (and on scraped_event_tombstones, which its delete trigger
 * fills). The public read side's statements are built in event-listing.sql.ts and run here; the
 * duplicate check's in event-duplicates.sql.ts. Other modules reach events through EventsService,
 * EventsQueryService and ScrapedEventsService, never through this class.
 */
@Injectable()
export class EventsRepository {
  constructor(private readonly ds: DataSource) {}

  private get repo() {
    return this.ds.getRepository(Event);
  }

  // ---- the public read side -----------------------------------------------------------------

  /** The rows of a statement from event-listing.sql.ts. */
  rows(sql: string, params: unknown[]): Promise<EventRow[]> {
    return this.ds.query(sql, params);
  }

  /** The total of a `SELECT count(*)::int AS total …` statement from event-listing.sql.ts. */
  async total(sql: string, params: unknown[]): Promise<number> {
    return ((await this.ds.query(sql, params)) as Array<{ total: number }>)[0].total;
  }

  /** One event with its organization's columns, whatever its status. */
  async detailRow(id: string): Promise<EventRow | null> {
    const rows: EventRow[] = await this.ds.query(DETAIL_SQL, [id]);
    return rows[0] ?? null;
  }

  /** Publicly visible events among the ids (past ones included), by date. */
  publicByIds(ids: string[]): Promise<EventRow[]> {
    return this.ds.query(PUBLIC_BY_IDS_SQL, [ids]);
  }

  /** Upcoming publicly visible events of a city (any of `cityNames`), soonest first. */
  upcomingInCity(cityNames: string[], state: string | undefined, limit: number): Promise<EventRow[]> {
    const { sql, params } = upcomingInCityStatement(cityNames, state, limit);
    return this.ds.query(sql, params);
  }

  /** Upcoming publicly visible events for share texts, posters and the widget (upcomingForSharingStatement). */
  upcomingForSharing(q: SharingWindow): Promise<SharedEventRow[]> {
    const { sql, params } = upcomingForSharingStatement(q);
    return this.ds.query(sql, params);
  }

  // ---- writes ---------------------------------------------------------------------------------

  /** Inserts an event (one prepared statement: the create path is hot). */
  async insert(e: NewEvent): Promise<InsertedEventRow> {
    const [row] = await preparedQuery<InsertedEventRow>(this.ds, 'sangam_event_insert', INSERT_EVENT_SQL, [
      ...insertValues(e),
      e.duplicateOfId,
    ]);
    return row;
  }

  /**
   * Inserts an event, looking for its original in the same statement: `e` as moderation decided
   * without an original, `ifDuplicate` as it decided with one (then duplicateOfId is the original).
   */
  async insertCheckingDuplicate(
    e: Omit<NewEvent, 'duplicateOfId'>,
    ifDuplicate: IfDuplicate,
    duplicate: DuplicateQueryInput,
  ): Promise<InsertedEventRow> {
    const [row] = await preparedQuery<InsertedEventRow>(this.ds, 'sangam_event_insert_checked', INSERT_WITH_DUPLICATE_CHECK_SQL, [
      ...insertValues(e),
      ifDuplicate.isApproved,
      ifDuplicate.moderationScore,
      ifDuplicate.moderationFlags,
      ifDuplicate.flagSlot,
      ...duplicateParams(duplicate),
    ]);
    return row;
  }

  /** Runs `work` in a transaction (a change to an event and the mail about it commit together). */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  async update(id: string, patch: Partial<Event>, m: EntityManager = this.ds.manager): Promise<void> {
    await m.getRepository(Event).update({ id }, patch);
  }

  async delete(id: string, m: EntityManager = this.ds.manager): Promise<void> {
    await m.getRepository(Event).delete({ id });
  }

  /** An organization's events that waited only for its approval go live (decideApproval's rule as SQL). */
  async publishWaitingForOrganization(organizationId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE events SET "isApproved" = true WHERE "organizationId" = $1 AND ${LIVE_ONCE_ORGANIZATION_APPROVED_SQL}`, [
      organizationId,
    ]);
  }

  // ---- reads for writers and admins -----------------------------------------------------------

  /** An event (with its organization when asked). */
  findById(id: string, withOrganization = false): Promise<Event | null> {
    return this.repo.findOne({ where: { id }, relations: { organization: withOrganization } });
  }

  /** An event with its organization. */
  findWithOrganization(id: string): Promise<Event | null> {
    return this.withOrganization().where('e.id = :id', { id }).getOne();
  }

  /** All of an organization's events with it, newest date first. */
  forOrganization(organizationId: string): Promise<Event[]> {
    return this.withOrganization()
      .where('e.organizationId = :organizationId', { organizationId })
      .orderBy('e.date', 'DESC')
      .addOrderBy('e.createdAt', 'DESC')
      .getMany();
  }

  /** A page of the events not approved, by creation time, with their organization, and how many there are. */
  async pending(page: RaListParams): Promise<{ rows: Event[]; total: number }> {
    // One organization per event: plain OFFSET/LIMIT pages correctly.
    const qb = this.withOrganization().where('NOT e.isApproved');
    const [rows, total] = await orderAndPage(qb, page, { createdAt: 'e.createdAt' }, 'e.id').getManyAndCount();
    return { rows, total };
  }

  async countPending(): Promise<number> {
    return this.repo.countBy({ isApproved: false });
  }

  /** A page of the admin list and the total. */
  async adminList(params: RaListParams, f: AdminEventFilter): Promise<{ rows: Event[]; total: number }> {
    const qb = this.withOrganization();
    if (f.q) {
      qb.andWhere(
        `(e."searchVector" @@ websearch_to_tsquery('english', unaccent(:q)) OR lower(e.title) LIKE :like ESCAPE '\\' OR lower(e.venue) LIKE :like ESCAPE '\\' OR lower(o.name) LIKE :like ESCAPE '\\')`,
        { q: f.q, like: `%${likeEscape(f.q.toLowerCase())}%` },
      );
    }
    if (f.status === 'pending') qb.andWhere('NOT e.isApproved');
    if (f.status === 'approved') qb.andWhere('e.isApproved');
    if (f.city) qb.andWhere('lower(e.city) = lower(:city)', { city: f.city });
    if (f.state) qb.andWhere('e.state = :state', { state: f.state.toUpperCase() });
    if (f.category) qb.andWhere('e.category = :category', { category: f.category });
    if (f.from) qb.andWhere('e.date >= :from', { from: f.from });
    if (f.to) qb.andWhere('e.date <= :to', { to: f.to });
    if (f.organizationId) qb.andWhere(idIn('e.organizationId', 'orgIds'), { orgIds: f.organizationId });
    if (f.ids) qb.andWhere(idIn('e.id', 'ids'), { ids: f.ids });
    if (f.flagged === true) qb.andWhere('e.moderationScore > 0');
    if (f.flagged === false) qb.andWhere('e.moderationScore = 0');
    const [rows, total] = await orderAndPage(qb, params, ADMIN_SORT_COLUMNS, 'e.id').getManyAndCount();
    return { rows, total };
  }

  /** The event most like this one (same day, same organization or city, similar title), if any. */
  async findDuplicate(input: DuplicateQueryInput): Promise<DuplicateCandidate | null> {
    const { sql, params } = duplicateQuery(input);
    // Prepared: every create and update runs it, and planning it costs more than running it.
    const rows = await preparedQuery<DuplicateCandidate>(this.ds, 'sangam_duplicate_event', sql, params);
    return rows[0] ? { ...rows[0], similarity: Number(rows[0].similarity) } : null;
  }

  private withOrganization() {
    return this.repo.createQueryBuilder('e').leftJoinAndSelect('e.organization', 'o');
  }

  // ---- scraped events -------------------------------------------------------------------------

  findBySourceKey(sourceId: string, sourceEventKey: string): Promise<Event | null> {
    return this.repo.findOneBy({ sourceId, sourceEventKey });
  }

  /** Deletes a source's events by their keys there (cancelled events); answers how many. */
  async deleteBySourceKeys(sourceId: string, keys: string[]): Promise<number> {
    let removed = 0;
    for (const key of keys) removed += (await this.repo.delete({ sourceId, sourceEventKey: key })).affected ?? 0;
    return removed;
  }

  /**
   * Inserts a scraped event unless people removed it (a tombstone) or it is listed already (same
   * title, date and city from elsewhere), atomically per (title, date, city) so two sources read at
   * once cannot both add it. `decide` gives its approval and moderation once it is known to be new.
   */
  insertScraped(
    sourceId: string,
    sourceEventKey: string,
    fields: EventFields & { organizationId: string | null },
    decide: () => Promise<Omit<NewEvent, keyof EventFields | 'organizationId'>>,
  ): Promise<ScrapedInsertOutcome> {
    return this.ds.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `scrape|${fields.title.toLowerCase()}|${fields.date}|${fields.city.toLowerCase()}`,
      ]);
      const [tomb] = await m.query(
        `SELECT 1 FROM scraped_event_tombstones
          WHERE ("sourceId" = $1 AND "sourceEventKey" = $2) OR (lower(title) = lower($3) AND date = $4 AND lower(city) = lower($5))
          LIMIT 1`,
        [sourceId, sourceEventKey, fields.title, fields.date, fields.city],
      );
      if (tomb) return 'removed';
      const [listed] = await m.query(
        `SELECT id FROM events
          WHERE lower(title) = lower($1) AND date = $2 AND lower(city) = lower($3)
            AND "sourceId" IS DISTINCT FROM $4
          LIMIT 1`,
        [fields.title, fields.date, fields.city, sourceId],
      );
      if (listed) return 'listed';
      const e: NewEvent = { ...fields, ...(await decide()) };
      const inserted = await m.query(INSERT_SCRAPED_SQL, [...insertValues(e), e.duplicateOfId, sourceId, sourceEventKey]);
      return inserted.length ? 'saved' : 'unchanged';
    });
  }

  /** Inserts events as they are (the demo seed), in the caller's transaction. */
  async insertMany(events: Partial<Event>[], m: EntityManager): Promise<void> {
    const repo = m.getRepository(Event);
    await repo.save(
      events.map((e) => repo.create(e)),
      { chunk: 50 },
    );
  }

  /** Whether there are any events at all (the demo seed fills only an empty directory). */
  async any(m: EntityManager): Promise<boolean> {
    const [{ n }] = await m.query(`SELECT count(*) AS n FROM (SELECT 1 FROM events LIMIT 1) e`);
    return Number(n) > 0;
  }
}
