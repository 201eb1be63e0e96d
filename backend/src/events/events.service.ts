import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ORGANIZER_ACCOUNT_COLUMNS, organizerAccountOf } from '../auth/organizer-account';
import { isAdmin, isOrganizer, Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { idIn, likeEscape, RaListParams } from '../common/ra-dialect';
import { preparedQuery } from '../database/prepared-query';
import { MailService } from '../mail/mail.service';
import { duplicateFlagSql, duplicateParams, duplicateSql } from '../moderation/duplicate-finder';
import { DUPLICATE_FLAG_SLOT, ModerationService } from '../moderation/moderation.service';
import { ModerationResult } from '../moderation/moderation.types';
import { reviewQueueOrder, riskLevelOf } from '../moderation/risk-level';
import { Organization } from '../organizations/organization.entity';
import { CreateEventDto } from './dto/create-event.dto';
import { ManagedEventOrganization, ManagedEventResponse } from './dto/managed-event.dto';
import { AdminUpdateEventDto, UpdateEventDto } from './dto/update-event.dto';
import { Event } from './event.entity';
import { parsePrice } from './event-input';
import { decideApproval, isPastEvent } from './event-rules';
import { Params, upcomingCondition } from './events-query.service';

export const EVENT_NOT_FOUND = 'Event not found';
export const CANNOT_DELETE_PAST = 'Cannot delete past events';
export const CANNOT_MOVE_PAST = 'Cannot change the date or state of past events';
export const ORGANIZATION_REQUIRED = 'Organization is required';

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
/** `upcoming`: the console's default order (adminListOrder). */
export const ADMIN_EVENT_SORT_FIELDS = [...Object.keys(ADMIN_SORT_COLUMNS), 'upcoming'];

/**
 * ORDER BY terms of the admin event list. `upcoming` ASC lists upcoming events soonest first, then
 * past ones latest first (upcoming as the public listing decides it, in each event's time zone);
 * DESC is its exact reverse. Any other field orders by its column. Returns the SQL parameters used.
 */
export function adminListOrder(
  sort: { field: string; order: 'ASC' | 'DESC' },
  now = new Date(),
): { terms: Array<[string, 'ASC' | 'DESC']>; params: Record<string, unknown> } {
  const { field, order } = sort;
  if (field !== 'upcoming') {
    const terms: Array<[string, 'ASC' | 'DESC']> = [[ADMIN_SORT_COLUMNS[field], order]];
    if (field !== 'id') terms.push(['e.id', order]);
    return { terms, params: {} };
  }
  const p = new Params();
  // The listing's condition is written with $n placeholders; the query builder takes named ones.
  const upcoming = upcomingCondition(p, now).replace(/\$(\d+)/g, (_, n: string) => `:upcoming${n}`);
  const params = Object.fromEntries(p.values.map((v, i) => [`upcoming${i + 1}`, v]));
  const day = `(e.date - DATE '2000-01-01')`;
  return {
    terms: [
      [`(CASE WHEN ${upcoming} THEN 0 ELSE 1 END)`, order],
      [`(CASE WHEN ${upcoming} THEN ${day} ELSE -${day} END)`, order],
      [`(CASE WHEN ${upcoming} THEN e."startMinutes" ELSE -e."startMinutes" END)`, order],
      ['e.id', order],
    ],
    params,
  };
}

type EventFields = Pick<
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

/** What event creation reads of the organization: approval, and the response's organization. */
type WriterOrganization = ManagedEventOrganization;

const WRITER_ORG_SQL = `SELECT ${ORGANIZER_ACCOUNT_COLUMNS} FROM organizations WHERE id = $1`;

const INSERT_COLUMNS = `title, description, category, date, "startTime", "endTime", venue, city, state, price, "priceText", "isFree", "ticketUrl", "imageUrl",
                      "organizationId", "isApproved", "moderationScore", "moderationFlags", "duplicateOfId"`;
/** The inserted event as the create response shows it (date as YYYY-MM-DD, like the entity). */
const INSERT_RETURNING = `id, title, description, "organizationId", category, to_char(date, 'YYYY-MM-DD') AS date, "startTime", "endTime", venue, city, state,
            price, "priceText", "isFree", "ticketUrl", "imageUrl", "isApproved", "unpublishedByAdmin", "moderationScore", "moderationFlags",
            "duplicateOfId", "sourceId", "createdAt", "updatedAt"`;

/** An event as moderation assessed it ($16–$18 approval, score, flags; $19 its original, if any). */
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

type InsertedEventRow = Omit<ManagedEventResponse, 'organization' | 'price' | 'riskLevel'> & { price: string | null };

function insertedToManaged({ price, ...row }: InsertedEventRow, org: WriterOrganization): ManagedEventResponse {
  // numeric(10,2) arrives as a string; the same conversion as the entity's transformer.
  return {
    ...row,
    organization: { ...org },
    price: price === null || price === undefined ? null : Number(price),
    riskLevel: riskLevelOf(row.moderationScore),
  };
}

/**
 * Writing events: organizers manage their own, admins manage all. Every create and update is
 * assessed by moderation; approval follows ARCHITECTURE.md (admin-created → approved; an
 * organizer's event → approved at once only when the organization is approved and moderation
 * found nothing, otherwise pending).
 */
@Injectable()
export class EventsService {
  private readonly logger = new Logger('Events');

  constructor(
    private readonly ds: DataSource,
    private readonly moderation: ModerationService,
    private readonly mail: MailService,
  ) {}

  // ---- organizer and admin: POST/PUT/DELETE /api/events --------------------------------------

  async create(p: Principal, dto: CreateEventDto): Promise<ManagedEventResponse> {
    let org: WriterOrganization;
    if (isOrganizer(p)) {
      if (dto.organizationId !== undefined) {
        throw new DomainError(400, 'property organizationId should not exist', {
          organizationId: 'property organizationId should not exist',
        });
      }
      // The token check of this request has just read the organization: use that read.
      org = organizerAccountOf(p) ?? (await this.requireOrganization(p.organizationId, 404, 'Organization not found'));
    } else {
      if (!dto.organizationId) throw new DomainError(400, ORGANIZATION_REQUIRED, { organizationId: ORGANIZATION_REQUIRED });
      org = await this.requireOrganization(dto.organizationId, 400, 'Organization not found');
    }
    const fields = applyInput(dto, null);
    // The duplicate check and the insert are one statement (one round trip to the database instead
    // of two): moderation decides the outcome with a duplicate and without one, and the statement
    // takes the one that applies (INSERT_WITH_DUPLICATE_CHECK_SQL). One commit; nothing else is
    // locked (an organization's monthly count is read-time). The answer is the inserted row
    // (RETURNING) and the organization read above: no re-read.
    const assessed = this.moderation.prepareEventAssessment({ ...fields, organizationId: org.id });
    const approved = (r: ModerationResult) =>
      decideApproval({ writer: isAdmin(p) ? 'admin' : 'organizer', moderationScore: r.score, organization: org }).isApproved;
    const without = assessed.withoutDuplicate;
    const values = [
      fields.title,
      fields.description,
      fields.category,
      fields.date,
      fields.startTime,
      fields.endTime,
      fields.venue,
      fields.city,
      fields.state,
      fields.price,
      fields.priceText,
      fields.isFree,
      fields.ticketUrl,
      fields.imageUrl,
      org.id,
      approved(without),
      without.score,
      without.flags,
    ];
    const [row] = assessed.duplicate
      ? await preparedQuery<InsertedEventRow>(this.ds, 'sangam_event_insert_checked', INSERT_WITH_DUPLICATE_CHECK_SQL, [
          ...values,
          approved(assessed.withDuplicate),
          assessed.withDuplicate.score,
          assessed.withDuplicate.flags,
          DUPLICATE_FLAG_SLOT,
          ...duplicateParams(assessed.duplicate),
        ])
      : await preparedQuery<InsertedEventRow>(this.ds, 'sangam_event_insert', INSERT_EVENT_SQL, [...values, null]);
    if (isOrganizer(p) && !row.isApproved) await this.mail.eventHeldForReview(row, { ...org, isRegistered: true });
    return insertedToManaged(row, org);
  }

  /** PUT /api/events/:id — the owning organizer (approval re-decided) or an admin (approval kept). */
  async update(p: Principal, id: string, dto: UpdateEventDto): Promise<ManagedEventResponse> {
    const existing = await this.findForWriter(p, id);
    if (isOrganizer(p) && dto.organizationId !== undefined) {
      throw new DomainError(400, 'property organizationId should not exist', {
        organizationId: 'property organizationId should not exist',
      });
    }
    return this.applyUpdate(existing, dto, isOrganizer(p) ? 'organizer' : 'admin');
  }

  /** PUT /api/admin/events/:id — any event; an admin may also approve or unapprove. */
  async adminUpdate(id: string, dto: AdminUpdateEventDto): Promise<ManagedEventResponse> {
    const existing = await this.findEvent(id);
    return this.applyUpdate(existing, dto, 'admin', dto.isApproved);
  }

  /** DELETE /api/events/:id — the owning organizer (not past events) or an admin. */
  async remove(p: Principal, id: string): Promise<void> {
    const event = await this.findForWriter(p, id);
    if (isOrganizer(p) && isPastEvent(event)) {
      throw new DomainError(400, CANNOT_DELETE_PAST);
    }
    await this.ds.getRepository(Event).delete({ id: event.id });
  }

  /** DELETE /api/admin/events/:id — answers the deleted record (react-admin expects it). */
  async adminRemove(id: string): Promise<ManagedEventResponse> {
    const record = await this.getManaged(id);
    await this.ds.getRepository(Event).delete({ id });
    return record;
  }

  /** GET /api/organizations/:id/events — all of an organization's events, newest date first. */
  async listForOrganization(p: Principal, organizationId: string): Promise<ManagedEventResponse[]> {
    if (isOrganizer(p) && p.organizationId !== organizationId) {
      throw new DomainError(403, "You can only see your own organization's events");
    }
    await this.requireOrganization(organizationId, 404, 'Organization not found');
    const rows = await this.managedQuery()
      .where('e.organizationId = :organizationId', { organizationId })
      .orderBy('e.date', 'DESC')
      .addOrderBy('e.createdAt', 'DESC')
      .getMany();
    return rows.map(toManaged);
  }

  // ---- admin moderation ---------------------------------------------------------------------

  /**
   * A page of pending events (by risk then age, unless asked otherwise), with their organization's
   * name and contact email, and the queue's length.
   */
  async pending(page: RaListParams): Promise<{ rows: ManagedEventResponse[]; total: number }> {
    const qb = this.managedQuery().where('NOT e.isApproved');
    for (const [sql, order] of reviewQueueOrder(page.sort, { score: 'e."moderationScore"', createdAt: 'e."createdAt"', id: 'e.id' })) {
      qb.addOrderBy(sql, order);
    }
    // One organization per event: plain OFFSET/LIMIT pages correctly.
    const [found, total] = await qb.offset(page.skip).limit(page.take).getManyAndCount();
    const rows = found.map((e) => {
      const m = toManaged(e);
      return {
        ...m,
        organization: e.organization
          ? ({ id: e.organization.id, name: e.organization.name, contactEmail: e.organization.contactEmail } as ManagedEventOrganization)
          : null,
      };
    });
    return { rows, total };
  }

  async approve(id: string): Promise<ManagedEventResponse> {
    const event = await this.findEvent(id, true);
    await this.ds.transaction(async (m) => {
      await m
        .getRepository(Event)
        .update({ id }, decideApproval({ writer: 'admin', moderationScore: 0, organization: null, adminSets: true }));
      if (!event.isApproved) await this.mail.eventApproved(event, event.organization ?? null, m);
    });
    return this.getManaged(id);
  }

  /** Reject = remove from the system. */
  async reject(id: string, reason: string | null | undefined): Promise<{ id: string; status: string; reason: string | null }> {
    const event = await this.findEvent(id, true);
    await this.ds.transaction(async (m) => {
      await m.getRepository(Event).delete({ id });
      await this.mail.eventRejected(event, event.organization ?? null, reason?.trim() || 'No reason given', m);
    });
    this.logger.log(`event ${id} ('${event.title}') rejected and deleted${reason ? `: ${reason}` : ''}`);
    return { id, status: 'rejected', reason: reason ?? null };
  }

  async adminGet(id: string): Promise<ManagedEventResponse> {
    return this.getManaged(id);
  }

  async adminList(params: RaListParams, f: AdminEventFilter): Promise<{ rows: ManagedEventResponse[]; total: number }> {
    const qb = this.managedQuery();
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
    const order = adminListOrder(params.sort);
    for (const [sql, dir] of order.terms) qb.addOrderBy(sql, dir, dir === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
    const [rows, total] = await qb.setParameters(order.params).offset(params.skip).limit(params.take).getManyAndCount();
    return { rows: rows.map(toManaged), total };
  }

  // ---- internals ----------------------------------------------------------------------------

  private async applyUpdate(
    existing: Event,
    dto: UpdateEventDto,
    by: 'organizer' | 'admin',
    setApproved?: boolean,
  ): Promise<ManagedEventResponse> {
    if (dto.state === 'DC' && existing.state !== 'DC') {
      const msg = 'State must be one of the 50 US state codes, e.g. TX';
      throw new DomainError(400, msg, { state: msg });
    }
    let org: WriterOrganization | null = existing.organizationId ? await this.findOrganization(existing.organizationId) : null;
    let organizationId = existing.organizationId;
    if (by === 'admin' && dto.organizationId !== undefined && dto.organizationId !== existing.organizationId) {
      if (!dto.organizationId) throw new DomainError(400, ORGANIZATION_REQUIRED, { organizationId: ORGANIZATION_REQUIRED });
      org = await this.requireOrganization(dto.organizationId, 400, 'Organization not found');
      organizationId = org.id;
    }
    const fields = applyInput(dto, existing);
    // A past event stays where it is: moving it would let it be deleted (the rule reads the stored event).
    if (by === 'organizer' && isPastEvent(existing) && (fields.date !== existing.date || fields.state !== existing.state)) {
      throw new DomainError(
        400,
        CANNOT_MOVE_PAST,
        fields.date !== existing.date ? { date: CANNOT_MOVE_PAST } : { state: CANNOT_MOVE_PAST },
      );
    }
    const assessed = await this.moderation.assessEvent({ ...fields, id: existing.id, organizationId });
    const approval = decideApproval({
      writer: by,
      moderationScore: assessed.score,
      organization: org,
      current: existing,
      adminSets: setApproved,
    });
    await this.ds.getRepository(Event).update(
      { id: existing.id },
      {
        ...fields,
        organizationId,
        ...approval,
        moderationScore: assessed.score,
        moderationFlags: assessed.flags,
        duplicateOfId: assessed.duplicateOfId && assessed.duplicateOfId !== existing.id ? assessed.duplicateOfId : null,
      },
    );
    if (by === 'organizer' && org && existing.isApproved && !approval.isApproved)
      await this.mail.eventHeldForReview({ ...existing, ...fields }, { ...org, isRegistered: true });
    return this.getManaged(existing.id);
  }

  /** The event, if the caller may change it: an admin any, an organizer only its own (else 404). */
  private async findForWriter(p: Principal, id: string): Promise<Event> {
    const event = await this.findEvent(id);
    if (isOrganizer(p) && event.organizationId !== p.organizationId) throw new DomainError(404, EVENT_NOT_FOUND);
    return event;
  }

  private async findEvent(id: string, withOrganization = false): Promise<Event> {
    const event = await this.ds.getRepository(Event).findOne({ where: { id }, relations: { organization: withOrganization } });
    if (!event) throw new DomainError(404, EVENT_NOT_FOUND);
    return event;
  }

  /** The organization an event is written for: approval, and what a managed event shows of it. */
  private async findOrganization(id: string): Promise<WriterOrganization | null> {
    const [org] = await preparedQuery<WriterOrganization>(this.ds, 'sangam_event_writer_org', WRITER_ORG_SQL, [id]);
    return org ?? null;
  }

  private async requireOrganization(id: string, status: number, message: string): Promise<WriterOrganization> {
    const org = await this.findOrganization(id);
    if (!org) throw new DomainError(status, message, status === 400 ? { organizationId: message } : undefined);
    return org;
  }

  private managedQuery() {
    return this.ds.getRepository(Event).createQueryBuilder('e').leftJoinAndSelect('e.organization', 'o');
  }

  private async getManaged(id: string): Promise<ManagedEventResponse> {
    const e = await this.managedQuery().where('e.id = :id', { id }).getOne();
    if (!e) throw new DomainError(404, EVENT_NOT_FOUND);
    return toManaged(e);
  }
}

/**
 * The event's columns from a create (existing = null) or update body. Price: isFree clears it;
 * otherwise the first number of the text is the price and the text is kept when it says more.
 * An unchanged numeric price keeps its text (the edit form shows only the number).
 */
export function applyInput(dto: UpdateEventDto, existing: Event | null): EventFields {
  const pick = <K extends keyof EventFields>(k: K, fallback: EventFields[K]): EventFields[K] => {
    const v = (dto as Record<string, unknown>)[k];
    return (v === undefined ? (existing ? existing[k] : fallback) : v) as EventFields[K];
  };
  const isFree = dto.isFree ?? existing?.isFree ?? false;
  let price: number | null = existing?.price ?? null;
  let priceText: string | null = existing?.priceText ?? null;
  if (isFree) {
    price = null;
    priceText = null;
  } else if (dto.price !== undefined) {
    const parsed = parsePrice(dto.price);
    if ('error' in parsed) throw new DomainError(400, parsed.error, { price: parsed.error });
    price = parsed.price;
    if (dto.priceText !== undefined) priceText = dto.priceText ?? null;
    else if (typeof dto.price === 'number' && existing && existing.price === parsed.price) priceText = existing.priceText;
    else priceText = parsed.priceText;
  } else if (dto.priceText !== undefined) {
    const parsed = parsePrice(dto.priceText);
    priceText = dto.priceText ?? null;
    if (!('error' in parsed) && parsed.price !== null) price = parsed.price;
  }
  return {
    title: pick('title', ''),
    description: pick('description', null),
    category: pick('category', ''),
    date: pick('date', ''),
    startTime: pick('startTime', ''),
    endTime: pick('endTime', null),
    venue: pick('venue', ''),
    city: pick('city', ''),
    state: pick('state', ''),
    price,
    priceText,
    isFree,
    ticketUrl: pick('ticketUrl', null),
    imageUrl: pick('imageUrl', null),
  };
}

function toOrg(o: Organization): ManagedEventOrganization {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    website: o.website,
    contactEmail: o.contactEmail,
    contactPhone: o.contactPhone,
    city: o.city,
    state: o.state,
    isApproved: o.isApproved,
  };
}

export function toManaged(e: Event): ManagedEventResponse {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    organizationId: e.organizationId,
    organization: e.organization ? toOrg(e.organization) : null,
    category: e.category,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime,
    venue: e.venue,
    city: e.city,
    state: e.state,
    price: e.price,
    priceText: e.priceText,
    isFree: e.isFree,
    ticketUrl: e.ticketUrl,
    imageUrl: e.imageUrl,
    isApproved: e.isApproved,
    unpublishedByAdmin: e.unpublishedByAdmin,
    moderationScore: e.moderationScore,
    riskLevel: riskLevelOf(e.moderationScore),
    moderationFlags: e.moderationFlags,
    duplicateOfId: e.duplicateOfId,
    sourceId: e.sourceId,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
