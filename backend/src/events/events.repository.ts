import { Injectable } from '@nestjs/common';
import type { QueryResultRow } from 'pg';
import { DataSource, EntityManager, In } from 'typeorm';
import { generatedQuery } from '../common/prepared-query';
import {
  filterBoolean,
  filterDate,
  filterIds,
  filterOneOf,
  filterText,
  idIn,
  likeEscape,
  orderAndPage,
  RaListParams,
} from '../common/ra-dialect';
import { DuplicateCandidate, DuplicateQueryInput } from '../moderation/duplicate-finder';
import { reviewQueueOrder } from '../moderation/risk-level';
import { LIVE_ONCE_ORGANIZATION_APPROVED_SQL } from './event-rules';
import { duplicatesQuery, duplicateThreshold, sameOwnerOrVenue } from './event-duplicates.sql';
import { DETAIL_SQL, Params, Statement, upcomingCondition } from './event-listing.sql';
import type { DetailRow } from './event-rows';
import { Event } from './event.entity';
import { PlaceColumns, placeColumns } from '../places';

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
> &
  Partial<Pick<Event, 'endDate' | 'status' | 'address' | 'postalCode'>>;

/** The festival, communities and tags stored with an event (community-tags/community-columns.ts decides them). */
export type EventCommunity = Pick<Event, 'festival' | 'languages' | 'tags' | 'communityChosen'>;

/** A new event as written: its fields, festival and communities, organization, approval and moderation outcome. */
export interface NewEvent extends EventFields, EventCommunity {
  organizationId: string | null;
  isApproved: boolean;
  moderationScore: number;
  moderationFlags: string[];
  duplicateOfId: string | null;
}

/** A held series is decided once: the queue shows its first pending occurrence only (with its recurrence). */
const FIRST_PENDING_OF_SERIES = `(e."seriesId" IS NULL OR NOT EXISTS (
  SELECT 1 FROM events p WHERE p."seriesId" = e."seriesId" AND NOT p."isApproved" AND (p.date, p.id) < (e.date, e.id)))`;

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
/** `upcoming`: the console's default order (upcomingOrder). */
export const ADMIN_EVENT_SORT_FIELDS = [...Object.keys(ADMIN_SORT_COLUMNS), 'upcoming'];
/** The admin event list's filters (`search`, `isApproved`, `date_gte`, `date_lte`: other names of q, status, from, to). */
export const ADMIN_EVENT_FILTERS = {
  q: filterText(),
  search: filterText(),
  status: filterOneOf(['pending', 'approved'] as const),
  isApproved: filterBoolean,
  city: filterText(100),
  state: filterText(2),
  category: filterText(50),
  from: filterDate,
  to: filterDate,
  date_gte: filterDate,
  date_lte: filterDate,
  organizationId: filterIds,
  id: filterIds,
  flagged: filterBoolean,
};
export type AdminEventList = RaListParams<typeof ADMIN_EVENT_FILTERS>;

/**
 * ORDER BY terms of the admin event list's `upcoming` sort: ASC lists upcoming events soonest first, then past ones
 * latest first (upcoming as the public listing decides it, in each event's time zone); DESC is its exact reverse.
 * Returns the SQL parameters used.
 */
function upcomingOrder(): { terms: string[]; params: Record<string, unknown> } {
  const p = new Params();
  // The listing's condition is written with $n placeholders; the query builder takes named ones.
  const upcoming = upcomingCondition(p).replace(/\$(\d+)/g, (_, n: string) => `:upcoming${n}`);
  const params = Object.fromEntries(p.values.map((v, i) => [`upcoming${i + 1}`, v]));
  const day = `(e.date - DATE '2000-01-01')`;
  return {
    terms: [
      `(CASE WHEN ${upcoming} THEN 0 ELSE 1 END)`,
      `(CASE WHEN ${upcoming} THEN ${day} ELSE -${day} END)`,
      `(CASE WHEN ${upcoming} THEN e."startMinutes" ELSE -e."startMinutes" END)`,
      'e.id',
    ],
    params,
  };
}

/** The columns of an inserted row (InsertRow): a writer's fields, the place, community and decision, and a scraped event's source. */
const INSERT_COLUMNS = `title, description, category, date, "startTime", "endTime", venue, city, state, price, "priceText", "isFree", "ticketUrl", "imageUrl",
                      "endDate", status, address, "postalCode", latitude, longitude, metro,
                      festival, languages, tags, "communityChosen",
                      "organizationId", "isApproved", "moderationScore", "moderationFlags", "duplicateOfId", "sourceId", "sourceEventKey", "seriesId"`;
/** A new event's row as the insert statement reads it (one jsonb element): placed, a scraped one with its source, a series' date with its series. */
type InsertRow = NewEvent & PlaceColumns & { sourceId?: string; sourceEventKey?: string; seriesId?: string };

/** A list of rows given as one jsonb parameter, read back as a table with ordinality `i` (1-based). */
const rowsOf = (param: string, columns: string) => {
  const names = columns.split(',').map((c) => c.trim().split(/\s+/)[0]);
  return `ROWS FROM (jsonb_to_recordset(${param}::jsonb) AS (${columns})) WITH ORDINALITY AS x(${names.join(', ')}, i)`;
};

/** Inserts the InsertRows of $1 in order (`conflict`: an ON CONFLICT clause), answering `returning` of each. */
const insertSql = (returning: string, conflict = '') => `
  INSERT INTO events (${INSERT_COLUMNS})
  SELECT x.title, x.description, x.category, x.date, x."startTime", x."endTime", x.venue, x.city, x.state, x.price, x."priceText",
         x."isFree", x."ticketUrl", x."imageUrl", x."endDate", coalesce(x.status, 'scheduled'), x.address, x."postalCode",
         x.latitude, x.longitude, x.metro, x.festival, ARRAY(SELECT jsonb_array_elements_text(x.languages)),
         ARRAY(SELECT jsonb_array_elements_text(x.tags)), ARRAY(SELECT jsonb_array_elements_text(x."communityChosen")), x."organizationId", x."isApproved", x."moderationScore",
         ARRAY(SELECT jsonb_array_elements_text(x."moderationFlags")), x."duplicateOfId", x."sourceId", x."sourceEventKey", x."seriesId"
    FROM ${rowsOf(
      '$1',
      `title text, description text, category text, date date, "startTime" text, "endTime" text, venue text, city text, state text,
       price numeric, "priceText" text, "isFree" boolean, "ticketUrl" text, "imageUrl" text, "endDate" date, status text, address text,
       "postalCode" text, latitude float8, longitude float8, metro text, festival text, languages jsonb, tags jsonb, "communityChosen" jsonb,
       "organizationId" uuid, "isApproved" boolean,
       "moderationScore" int, "moderationFlags" jsonb, "duplicateOfId" uuid, "sourceId" uuid, "sourceEventKey" text, "seriesId" uuid`,
    )}
   ORDER BY x.i ${conflict}
  RETURNING ${returning}`;

const INSERT_SQL = insertSql('id');

/**
 * What became of a new scraped event: saved (with its new row's id), unchanged (its source event is stored already),
 * or not inserted: people removed it, or another source (or a person) lists it already.
 */
type ScrapedInserted = { outcome: 'saved' | 'unchanged' | 'removed' | 'listed'; id?: string };

/** A new scraped event to insert: its key in the source, its fields, and what its duplicate check looks for. */
export interface ScrapedCandidate {
  sourceEventKey: string;
  fields: EventFields & { organizationId: string | null };
  community: EventCommunity;
  duplicate: DuplicateQueryInput | null;
}

/** A scraped event's approval and moderation outcome, given its possible original (insertScrapedMany's `decide`). */
type ScrapedDecision = (
  item: ScrapedCandidate,
  original: DuplicateCandidate | null,
) => Omit<NewEvent, keyof EventFields | keyof EventCommunity | 'organizationId'>;

/** Scraped events inserted at most this many per statement (and per transaction). */
const SCRAPED_BATCH = 250;

/** Why a new scraped event is left out: people removed it, or the listed event it repeats; null when it is not. */
export type ScrapedLeftOut = 'removed' | { id: string; title: string; date: string; city: string; state: string } | null;

/** What tells a scraped event apart from one listed already: its key in the source, title, date, city, organization and venue. */
type ScrapedIdentity = Pick<ScrapedCandidate['fields'], 'title' | 'date' | 'city' | 'venue' | 'organizationId'> & {
  sourceEventKey: string;
};

const SCRAPED_LOCKS_SQL = `
  SELECT count(pg_advisory_xact_lock(hashtext(k))) FROM (SELECT DISTINCT k FROM unnest($1::text[]) AS k ORDER BY k) AS keys`;

/** Which of a source's new events people removed (a tombstone for the source event, or for its title, date and city). */
const SCRAPED_TOMBSTONED_SQL = `
  SELECT x.i FROM ${rowsOf('$2', 'k text, title text, date date, city text')}
   WHERE EXISTS (SELECT 1 FROM scraped_event_tombstones t
                  WHERE (t."sourceId" = $1::uuid AND t."sourceEventKey" = x.k)
                     OR (lower(t.title) = lower(x.title) AND t.date = x.date AND lower(t.city) = lower(x.city)))`;

/** The event each one repeats, if listed already by another source or a person (same title, date and city): the oldest. */
const SCRAPED_LISTED_SQL = `
  SELECT x.i, e.id, e.title, to_char(e.date, 'YYYY-MM-DD') AS date, e.city, e.state
    FROM ${rowsOf('$2', 'title text, date date, city text, org uuid, venue text')}
    CROSS JOIN LATERAL (SELECT id, title, date, city, state FROM events e
                         WHERE lower(e.title) = lower(x.title) AND e.date = x.date AND lower(e.city) = lower(x.city)
                           AND e."sourceId" IS DISTINCT FROM $1::uuid
                           AND ${sameOwnerOrVenue('e."organizationId"', 'e.venue', 'x.org', 'x.venue', '$3')}
                         ORDER BY e."createdAt", e.id LIMIT 1) AS e`;

const SCRAPED_INSERT_SQL = insertSql(
  'id, "sourceEventKey"',
  'ON CONFLICT ("sourceId", "sourceEventKey") WHERE "sourceId" IS NOT NULL AND "sourceEventKey" IS NOT NULL DO NOTHING',
);

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

  /** The rows of a statement from event-listing.sql.ts; `prepared` as ListingStatements.prepared says (generatedQuery). */
  statement<T extends QueryResultRow>(s: Statement, prepared = false): Promise<T[]> {
    return prepared ? generatedQuery<T>(this.ds, s.sql, s.params) : this.ds.query(s.sql, s.params);
  }

  /** One event with its organization's columns, whatever its status. */
  async detailRow(id: string): Promise<DetailRow | null> {
    const [row] = await this.statement<DetailRow>({ sql: DETAIL_SQL, params: [id] });
    return row ?? null;
  }

  // ---- writes ---------------------------------------------------------------------------------

  /** Inserts events (a created event, or a series' occurrences with their series) in the caller's transaction, placed; answers their ids in order. */
  async insert(events: Array<NewEvent & { seriesId?: string }>, m: EntityManager): Promise<string[]> {
    const rows: InsertRow[] = events.map((e) => ({ ...e, ...placeColumns(e) }));
    const inserted = await m.query<Array<{ id: string }>>(INSERT_SQL, [JSON.stringify(rows)]);
    return inserted.map((r) => r.id);
  }

  /** Runs `work` in a transaction (a change to an event and the mail about it commit together). */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Updates an event; a change of city, state or postal code places it again (coordinates and metro). */
  async update(id: string, patch: Partial<Event>, m: EntityManager = this.ds.manager): Promise<void> {
    const repo = m.getRepository(Event);
    if (patch.city !== undefined || patch.state !== undefined || patch.postalCode !== undefined) {
      const current = await repo.findOne({ where: { id }, select: { id: true, city: true, state: true, postalCode: true } });
      if (current) {
        const { city = current.city, state = current.state, postalCode = current.postalCode } = patch;
        patch = { ...patch, ...placeColumns({ city, state, postalCode }) };
      }
    }
    await repo.update({ id }, patch);
  }

  /** Deletes the events with these ids (none: nothing). */
  async delete(ids: string[], m: EntityManager = this.ds.manager): Promise<void> {
    if (ids.length) await m.getRepository(Event).delete({ id: In(ids) });
  }

  /** An organization's events that waited only for its approval go live (decideApproval's rule as SQL). */
  async publishWaitingForOrganization(organizationId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE events SET "isApproved" = true WHERE "organizationId" = $1 AND ${LIVE_ONCE_ORGANIZATION_APPROVED_SQL}`, [
      organizationId,
    ]);
  }

  // ---- reads for writers and admins -----------------------------------------------------------

  findById(id: string): Promise<Event | null> {
    return this.repo.findOneBy({ id });
  }

  /** An event, locked until the caller's transaction ends (an update reads what it changes). */
  findForUpdate(id: string, m: EntityManager): Promise<Event | null> {
    return m.getRepository(Event).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
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

  /** A page of the events not approved, by risk then age unless asked otherwise, with their organization, and how many there are. */
  async pending(page: RaListParams): Promise<{ rows: Event[]; total: number }> {
    const qb = this.withOrganization().where('NOT e.isApproved').andWhere(FIRST_PENDING_OF_SERIES);
    for (const [sql, order] of reviewQueueOrder(page.sort, { score: 'e."moderationScore"', createdAt: 'e."createdAt"', id: 'e.id' })) {
      qb.addOrderBy(sql, order);
    }
    // One organization per event: plain OFFSET/LIMIT pages correctly.
    const [rows, total] = await qb.offset(page.skip).limit(page.take).getManyAndCount();
    return { rows, total };
  }

  async countPending(): Promise<number> {
    return this.repo.createQueryBuilder('e').where('NOT e.isApproved').andWhere(FIRST_PENDING_OF_SERIES).getCount();
  }

  /** A page of the admin list and the total. */
  async adminList(params: AdminEventList): Promise<{ rows: Event[]; total: number }> {
    const f = params.filter;
    const q = f.q ?? f.search;
    const from = f.from ?? f.date_gte;
    const to = f.to ?? f.date_lte;
    const qb = this.withOrganization();
    if (q) {
      qb.andWhere(
        `(e."searchVector" @@ websearch_to_tsquery('english', unaccent(:q)) OR lower(e.title) LIKE :like ESCAPE '\\' OR lower(e.venue) LIKE :like ESCAPE '\\' OR lower(o.name) LIKE :like ESCAPE '\\')`,
        { q, like: `%${likeEscape(q.toLowerCase())}%` },
      );
    }
    const status = f.status ?? (f.isApproved === undefined ? undefined : f.isApproved ? 'approved' : 'pending');
    if (status === 'pending') qb.andWhere('NOT e.isApproved');
    if (status === 'approved') qb.andWhere('e.isApproved');
    if (f.city) qb.andWhere('lower(e.city) = lower(:city)', { city: f.city });
    if (f.state) qb.andWhere('e.state = :state', { state: f.state.toUpperCase() });
    if (f.category) qb.andWhere('e.category = :category', { category: f.category });
    if (from) qb.andWhere('e.date >= :from', { from });
    if (to) qb.andWhere('e.date <= :to', { to });
    if (f.organizationId) qb.andWhere(idIn('e.organizationId', 'orgIds'), { orgIds: f.organizationId });
    if (f.id) qb.andWhere(idIn('e.id', 'ids'), { ids: f.id });
    if (f.flagged === true) qb.andWhere('e.moderationScore > 0');
    if (f.flagged === false) qb.andWhere('e.moderationScore = 0');
    const { field, order } = params.sort;
    if (field === 'upcoming') {
      const upcoming = upcomingOrder();
      for (const sql of upcoming.terms) qb.addOrderBy(sql, order, order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
      qb.setParameters(upcoming.params).offset(params.skip).limit(params.take);
    } else orderAndPage(qb, params, ADMIN_SORT_COLUMNS, 'e.id');
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  /** The event most like this one (same day, same organization or city, similar title), if any. */
  async findDuplicate(input: DuplicateQueryInput, m: EntityManager = this.ds.manager): Promise<DuplicateCandidate | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [original] = await this.possibleOriginals(input.sourceId ?? null, [input], m);
      if (!original) return null;
      // Key-share lock: in the caller's transaction, the original this event will point at (duplicateOfId) cannot be
      // deleted before the write commits; one deleted meanwhile (no row: its delete committed) is looked for again.
      const held: unknown[] = await m.query(`SELECT 1 FROM events WHERE id = $1 FOR KEY SHARE`, [original.id]);
      if (held.length) return original;
    }
    return null;
  }

  /** Events with their organization and, for occurrences, their series (its recurrence text). */
  private withOrganization() {
    return this.repo.createQueryBuilder('e').leftJoinAndSelect('e.organization', 'o').leftJoinAndSelect('e.series', 's');
  }

  // ---- recurring series' occurrences ------------------------------------------------------------

  /** A series' occurrences with their organization and series, oldest first. */
  ofSeries(seriesId: string): Promise<Event[]> {
    return this.withOrganization().where('e.seriesId = :seriesId', { seriesId }).orderBy('e.date', 'ASC').getMany();
  }

  /** Publishes every pending occurrence of a series (an admin's approval of the series); answers how many. */
  async publishPendingOfSeries(seriesId: string, m: EntityManager): Promise<number> {
    const [, n] = await m.query(
      `UPDATE events SET "isApproved" = true, "unpublishedByAdmin" = false, "updatedAt" = now() WHERE "seriesId" = $1 AND NOT "isApproved"`,
      [seriesId],
    );
    return n as number;
  }

  /** Deletes every pending occurrence of a series (an admin's rejection of the series); answers how many. */
  async deletePendingOfSeries(seriesId: string, m: EntityManager): Promise<number> {
    const [, n] = await m.query(`DELETE FROM events WHERE "seriesId" = $1 AND NOT "isApproved"`, [seriesId]);
    return n as number;
  }

  // ---- scraped events -------------------------------------------------------------------------

  /** A source's events with these keys, by key (one statement however many; none for a source not added yet). */
  async bySourceKeys(sourceId: string | null, keys: string[]): Promise<Map<string, Event>> {
    if (!sourceId || !keys.length) return new Map();
    const rows = await this.repo
      .createQueryBuilder('e')
      .where('e.sourceId = :sourceId AND e.sourceEventKey = ANY(:keys)', { sourceId, keys })
      .getMany();
    return new Map(rows.map((e) => [e.sourceEventKey!, e]));
  }

  /**
   * Deletes a source's events by their keys there without leaving them removed (an organization's import rule now
   * leaves them out; lifting the rule brings them back): the tombstones the delete writes go in the same transaction.
   */
  async withdrawBySourceKeys(sourceId: string, keys: string[]): Promise<number> {
    if (!keys.length) return 0;
    return this.ds.transaction(async (m) => {
      const gone = await this.deleteBySourceKeys(sourceId, keys, m);
      if (gone)
        await m.query(`DELETE FROM scraped_event_tombstones WHERE "sourceId" = $1 AND "sourceEventKey" = ANY($2)`, [sourceId, keys]);
      return gone;
    });
  }

  /** Deletes a source's events by their keys there (cancelled events); answers how many. */
  async deleteBySourceKeys(sourceId: string, keys: string[], m: EntityManager = this.ds.manager): Promise<number> {
    if (!keys.length) return 0;
    const [, n] = await m.query(`DELETE FROM events WHERE "sourceId" = $1 AND "sourceEventKey" = ANY($2)`, [sourceId, keys]);
    return n as number;
  }

  /**
   * Which of a source's new events would be left out: 'removed' (people removed it: a tombstone for the source event or
   * for its title, date and city) or the listed event it repeats (another source's or a person's), else null.
   */
  async scrapedLeftOut(sourceId: string | null, events: ScrapedIdentity[], m: EntityManager = this.ds.manager): Promise<ScrapedLeftOut[]> {
    const out: ScrapedLeftOut[] = events.map(() => null);
    if (!events.length) return out;
    const rows = JSON.stringify(
      events.map((e) => ({
        k: e.sourceEventKey,
        title: e.title,
        date: e.date,
        city: e.city,
        org: e.organizationId ?? null,
        venue: e.venue ?? '',
      })),
    );
    for (const r of await m.query(SCRAPED_LISTED_SQL, [sourceId, rows, duplicateThreshold()]))
      out[Number(r.i) - 1] = { id: r.id, title: r.title, date: r.date, city: r.city, state: r.state };
    for (const { i } of await m.query(SCRAPED_TOMBSTONED_SQL, [sourceId, rows])) out[Number(i) - 1] = 'removed';
    return out;
  }

  /**
   * Moderation's duplicate check for many events at once (one statement): each one's possible original
   * (null: none, or it cannot have one), the source's own events left out.
   */
  async possibleOriginals(
    sourceId: string | null,
    searches: Array<DuplicateQueryInput | null>,
    m: EntityManager = this.ds.manager,
  ): Promise<Array<DuplicateCandidate | null>> {
    const out: Array<DuplicateCandidate | null> = searches.map(() => null);
    const searched = searches.map((d, n) => ({ d, n })).filter((x): x is { d: DuplicateQueryInput; n: number } => !!x.d);
    if (!searched.length) return out;
    const { sql, params } = duplicatesQuery(
      searched.map(({ d }) => d),
      sourceId,
    );
    for (const d of await m.query(sql, params))
      out[searched[Number(d.i) - 1].n] = { id: d.id, title: d.title, date: d.date, similarity: Number(d.similarity) };
    return out;
  }

  /** The venue most of each organization's own events (not scraped ones) are at. */
  async usualVenues(organizationIds: string[]): Promise<Map<string, string>> {
    if (!organizationIds.length) return new Map();
    const rows: Array<{ organizationId: string; venue: string }> = await this.ds.query(
      `SELECT DISTINCT ON ("organizationId") "organizationId", venue
         FROM events WHERE "organizationId" = ANY($1::uuid[]) AND "sourceId" IS NULL
        GROUP BY "organizationId", venue
        ORDER BY "organizationId", count(*) DESC, venue`,
      [organizationIds],
    );
    return new Map(rows.map((r) => [r.organizationId, r.venue]));
  }

  /**
   * Inserts a source's new events, SCRAPED_BATCH per transaction and a handful of statements each (not a
   * handful per event: a first import of a thousand events is a few seconds). Per batch, atomically per
   * (title, date, city) as insertScraped: events people removed and events listed elsewhere are left out;
   * the possible originals of the rest are looked up at once and `decide` gives each its approval and
   * moderation. Answers each candidate's outcome (and the new row's id), in order.
   */
  async insertScrapedMany(sourceId: string, items: ScrapedCandidate[], decide: ScrapedDecision): Promise<ScrapedInserted[]> {
    const out: ScrapedInserted[] = [];
    // A large first import into a (nearly) empty table: the statistics still describe the empty table, so the
    // later batches' duplicate checks would be planned for no rows; fresh statistics after the first batch fix that.
    let analyze = items.length > SCRAPED_BATCH && (await this.statisticsRowEstimate()) < items.length;
    for (let at = 0; at < items.length; at += SCRAPED_BATCH) {
      const batch = items.slice(at, at + SCRAPED_BATCH);
      out.push(...(await this.ds.transaction((m) => this.insertScrapedBatch(m, sourceId, batch, decide))));
      if (analyze) {
        await this.ds.query('ANALYZE events');
        analyze = false;
      }
    }
    return out;
  }

  /** How many rows the planner's statistics say events holds (0 before the table was first analyzed). */
  private async statisticsRowEstimate(): Promise<number> {
    const [row] = await this.ds.query(`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'events'::regclass`);
    return Number(row?.n ?? 0);
  }

  private async insertScrapedBatch(
    m: EntityManager,
    sourceId: string,
    batch: ScrapedCandidate[],
    decide: ScrapedDecision,
  ): Promise<ScrapedInserted[]> {
    const result: Array<ScrapedInserted | null> = batch.map(() => null);
    const where = batch.map((c) => ({ ...c.fields, sourceEventKey: c.sourceEventKey }));
    await m.query(SCRAPED_LOCKS_SQL, [where.map((w) => `scrape|${w.title.toLowerCase()}|${w.date}|${w.city.toLowerCase()}`)]);
    (await this.scrapedLeftOut(sourceId, where, m)).forEach(
      (why, n) => why && (result[n] = { outcome: why === 'removed' ? why : 'listed' }),
    );
    const open = batch.map((c, n) => ({ c, n })).filter(({ n }) => !result[n]);
    const originals = await this.possibleOriginals(
      sourceId,
      open.map(({ c }) => c.duplicate),
      m,
    );
    const rows = open.map(({ c }, k): InsertRow => ({
      ...c.fields,
      ...placeColumns(c.fields),
      ...c.community,
      ...decide(c, originals[k]),
      sourceId,
      sourceEventKey: c.sourceEventKey,
    }));
    const inserted: Array<{ id: string; sourceEventKey: string }> = rows.length
      ? await m.query(SCRAPED_INSERT_SQL, [JSON.stringify(rows)])
      : [];
    const ids = new Map(inserted.map((r) => [r.sourceEventKey, r.id]));
    for (const { c, n } of open) {
      const id = ids.get(c.sourceEventKey);
      result[n] = id ? { outcome: 'saved', id } : { outcome: 'unchanged' };
    }
    return result as ScrapedInserted[];
  }

  /** Inserts events as they are (the demo seed), in the caller's transaction. */
  async insertMany(events: Partial<Event>[], m: EntityManager): Promise<void> {
    const repo = m.getRepository(Event);
    await repo.save(
      events.map((e) => repo.create({ ...e, ...placeColumns(e) })),
      { chunk: 50 },
    );
  }

  /** Whether there are any events at all (the demo seed fills only an empty directory). */
  async any(m: EntityManager): Promise<boolean> {
    const [{ n }] = await m.query(`SELECT count(*) AS n FROM (SELECT 1 FROM events LIMIT 1) e`);
    return Number(n) > 0;
  }
}
