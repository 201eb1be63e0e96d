import { apiErrorMessage, endsNextDay } from '@sangam/shared';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isAdmin, isOrganizer, Principal } from '../auth/principal';
import { DomainError } from '../common/api-error';
import { RaListParams } from '../common/ra-dialect';
import { MailService } from '../mail/mail.service';
import { ModerationService } from '../moderation/moderation.service';
import { EventModerationInput, ModerationResult } from '../moderation/moderation.types';
import { riskLevelOf } from '../moderation/risk-level';
import type { OrganizationAccount } from '../organizations/organization-account';
import { OrganizationsService } from '../organizations/organizations.service';
import { CreateEventDto } from './dto/create-event.dto';
import { RejectedEventResponse } from './dto/event-series.dto';
import { ManagedEventOrganization, ManagedEventResponse, ModeratedEventDto } from './dto/managed-event.dto';
import { AdminUpdateEventDto, UpdateEventDto } from './dto/update-event.dto';
import { Event } from './event.entity';
import { parsePrice } from './event-input';
import { decideApproval, endDateError, EventWriter, isPastEvent, pastDateError } from './event-rules';
import { EventSeriesRepository } from './event-series.repository';
import { AdminEventList, EventCommunity, EventFields, EventsRepository, NewEvent } from './events.repository';
import { CommunityChoice, CommunityColumns, communityColumns } from '../community-tags/community-columns';
import { RejectedEventsRepository } from './rejected-events.repository';

export const CANNOT_MOVE_PAST = apiErrorMessage('cannot_move_past');

/**
 * Writing events: organizers manage their own, admins manage all. Every create and update is
 * assessed by moderation (assess: the content rules plus the duplicate check on the events table)
 * and its approval is decideApproval's (event-rules.ts).
 */
@Injectable()
export class EventsService implements OnModuleInit {
  private readonly logger = new Logger('Events');

  constructor(
    private readonly events: EventsRepository,
    private readonly series: EventSeriesRepository,
    private readonly rejections: RejectedEventsRepository,
    private readonly organizations: OrganizationsService,
    private readonly moderation: ModerationService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    // An organization's approval publishes its events that waited only for it, in the same transaction.
    this.organizations.whenApproved((organizationId, m) => this.events.publishWaitingForOrganization(organizationId, m));
  }

  /** Moderation's assessment of an event, its duplicate check run on the events table (in `m` when given). */
  async assess(input: EventModerationInput, m?: EntityManager): Promise<ModerationResult> {
    const search = this.moderation.duplicateSearchOf(input);
    const original = search ? await this.events.findDuplicate(search, m) : null;
    return this.moderation.assessEvent(input, original);
  }

  // ---- organizer and admin: POST/PUT/DELETE /api/events --------------------------------------

  /**
   * The organization a new event (or series) belongs to: an organizer's own (naming one → 400), or the one an admin
   * names. Read in `m` with a share lock: an approval of the organization waits for the write, or the write for the
   * approval, so an event is never left waiting for an approval that has already published its organization's events.
   */
  async organizationFor(p: Principal, organizationId: string | null | undefined, m?: EntityManager): Promise<OrganizationAccount> {
    if (isOrganizer(p)) {
      if (organizationId !== undefined) throw new DomainError('organization_id_not_allowed', { on: 'organizationId' });
      return this.requireOrganization(p.organizationId, 404, m);
    }
    if (!organizationId) throw new DomainError('organization_required', { on: 'organizationId' });
    return this.requireOrganization(organizationId, 400, m);
  }

  /**
   * POST /api/events — one transaction: the organization read, the event checked, its duplicate looked up, the event
   * inserted (approved as decideApproval says) and, when an organizer's event waits for review, the mail saying so.
   */
  async create(p: Principal, dto: CreateEventDto): Promise<ManagedEventResponse> {
    const writer: EventWriter = isAdmin(p) ? 'admin' : 'organizer';
    const id = await this.events.transaction(async (m) => {
      const org = await this.organizationFor(p, dto.organizationId, m);
      const event = await this.newEvent(writer, dto, org, m);
      const [eventId] = await this.events.insert([event], m);
      if (isOrganizer(p) && !event.isApproved)
        await this.mail.eventHeldForReview({ ...event, id: eventId }, { ...org, isRegistered: true }, m);
      return eventId;
    });
    return this.getManaged(id);
  }

  /**
   * A new event's row from its body (an event, or a series' first date): the past-date rule, the community columns,
   * moderation's assessment (its duplicate check in `m` when given) and the approval decideApproval gives.
   */
  async newEvent(writer: EventWriter, dto: CreateEventDto, org: OrganizationAccount, m?: EntityManager): Promise<NewEvent> {
    const fields = applyInput(dto, null);
    const pastError = pastDateError(writer, fields);
    if (pastError) throw DomainError.invalid('date', pastError);
    const community = eventCommunity(org, fields, choiceOf(dto));
    const assessed = await this.assess({ ...fields, organizationId: org.id }, m);
    const { isApproved } = decideApproval({ writer, moderationScore: assessed.score, organization: org });
    return { ...fields, ...community, organizationId: org.id, isApproved, ...moderationColumns(assessed) };
  }

  /** PUT /api/events/:id — the owning organizer (approval re-decided) or an admin (approval kept). */
  async update(p: Principal, id: string, dto: UpdateEventDto): Promise<ManagedEventResponse> {
    await this.events.transaction(async (m) => {
      const existing = await this.findForWriter(p, id, m);
      if (isOrganizer(p) && dto.organizationId !== undefined) {
        throw new DomainError('organization_id_not_allowed', { on: 'organizationId' });
      }
      await this.applyUpdate(existing, dto, isOrganizer(p) ? 'organizer' : 'admin', m);
    });
    return this.getManaged(id);
  }

  /** PUT /api/admin/events/:id — any event; an admin may also publish or take it down. */
  async adminUpdate(id: string, dto: AdminUpdateEventDto): Promise<ManagedEventResponse> {
    await this.events.transaction(async (m) => this.applyUpdate(await this.findEvent(id, m), dto, 'admin', m, dto.isApproved));
    return this.getManaged(id);
  }

  /** DELETE /api/events/:id — the owning organizer (not past events) or an admin. */
  async remove(p: Principal, id: string): Promise<void> {
    const event = await this.findForWriter(p, id);
    if (isOrganizer(p) && isPastEvent(event)) throw new DomainError('cannot_delete_past');
    await this.events.delete([event.id]);
  }

  /** DELETE /api/admin/events/:id — answers the deleted record (react-admin expects it). */
  async adminRemove(id: string): Promise<ManagedEventResponse> {
    const record = await this.getManaged(id);
    await this.events.delete([id]);
    return record;
  }

  /** GET /api/organizations/:id/events — all of an organization's events, newest date first. */
  async listForOrganization(p: Principal, organizationId: string): Promise<ManagedEventResponse[]> {
    await this.requireOwnOrganization(p, organizationId);
    return (await this.events.forOrganization(organizationId)).map(toManaged);
  }

  /** The organization an event belongs to (null for none), or undefined when there is no such event. */
  async ownerOf(id: string): Promise<string | null | undefined> {
    const event = await this.events.findById(id);
    return event ? event.organizationId : undefined;
  }

  /** GET /api/organizations/:id/rejected-events — what admins rejected, with their reasons, newest first. */
  async rejectedForOrganization(p: Principal, organizationId: string): Promise<RejectedEventResponse[]> {
    await this.requireOwnOrganization(p, organizationId);
    return this.rejections.forOrganization(organizationId);
  }

  // ---- admin moderation ---------------------------------------------------------------------

  /** A page of pending events (by creation time), with their organization's name and contact email, and the queue's length. */
  async pending(page: RaListParams): Promise<{ rows: ManagedEventResponse[]; total: number }> {
    const { rows, total } = await this.events.pending(page);
    return { rows: rows.map(toPending), total };
  }

  /** Number of pending events (the admin dashboard). */
  countPending(): Promise<number> {
    return this.events.countPending();
  }

  /** Approve: the event goes live; an occurrence of a series decides the series (its pending occurrences go live too). */
  async approve(id: string): Promise<ManagedEventResponse> {
    const event = await this.findEvent(id);
    await this.events.transaction(async (m) => {
      await this.events.update(id, decideApproval({ writer: 'admin', moderationScore: 0, organization: null, adminSets: true }), m);
      if (event.seriesId) await this.events.publishPendingOfSeries(event.seriesId, m);
      if (!event.isApproved) await this.mail.eventApproved(event, event.organization ?? null, m);
    });
    return this.getManaged(id);
  }

  /**
   * Reject = remove from the system (an occurrence of a series: every pending occurrence of it). The
   * organization keeps a record with the reason (its dashboard's "Not approved").
   */
  async reject(id: string, reason: string | null | undefined): Promise<{ id: string; status: string; reason: string | null }> {
    const event = await this.findEvent(id);
    await this.events.transaction(async (m) => {
      await this.events.delete([id], m);
      let occurrences = 1;
      if (event.seriesId) {
        occurrences += await this.events.deletePendingOfSeries(event.seriesId, m);
        await this.series.deleteIfEmpty(event.seriesId, m);
      }
      if (event.organizationId)
        await this.rejections.insert(
          {
            organizationId: event.organizationId,
            eventId: event.id,
            seriesId: event.seriesId,
            title: event.title,
            date: event.date,
            occurrences,
            reason: reason?.trim() || null,
          },
          m,
        );
      await this.mail.eventRejected(event, event.organization ?? null, reason?.trim() || 'No reason given', m);
    });
    this.logger.log(`event ${id} ('${event.title}') rejected and deleted${reason ? `: ${reason}` : ''}`);
    return { id, status: 'rejected', reason: reason ?? null };
  }

  /** POST /api/admin/moderation/events/:id — moderation re-run on the stored event; approval is not changed. */
  async reassess(id: string): Promise<ModeratedEventDto> {
    const event = await this.findEvent(id);
    await this.events.update(id, moderationColumns(await this.assess({ ...event, id: event.id })));
    return toPending(await this.findEvent(id));
  }

  async adminList(params: AdminEventList): Promise<{ rows: ManagedEventResponse[]; total: number }> {
    const { rows, total } = await this.events.adminList(params);
    return { rows: rows.map(toManaged), total };
  }

  // ---- the demo seed --------------------------------------------------------------------------

  /** Inserts events as given, in the caller's transaction. */
  insertMany(events: Partial<Event>[], m: EntityManager): Promise<void> {
    return this.events.insertMany(events, m);
  }

  /** Whether any event exists (the demo seed fills only an empty directory). */
  any(m: EntityManager): Promise<boolean> {
    return this.events.any(m);
  }

  // ---- internals ----------------------------------------------------------------------------

  /**
   * One update in transaction `m` (the event already read and locked there): the organization read, the past-event rule
   * on the stored dates, moderation's assessment, the update, and the "held for review" mail when it goes offline.
   */
  private async applyUpdate(
    existing: Event,
    dto: UpdateEventDto,
    by: 'organizer' | 'admin',
    m: EntityManager,
    setApproved?: boolean,
  ): Promise<void> {
    if (dto.state === 'DC' && existing.state !== 'DC') {
      throw new DomainError('state_not_allowed', { on: 'state' });
    }
    let org: OrganizationAccount | null = existing.organizationId ? await this.organizations.findAccount(existing.organizationId, m) : null;
    let organizationId = existing.organizationId;
    if (by === 'admin' && dto.organizationId !== undefined && dto.organizationId !== existing.organizationId) {
      if (!dto.organizationId) throw new DomainError('organization_required', { on: 'organizationId' });
      org = await this.requireOrganization(dto.organizationId, 400, m);
      organizationId = org.id;
    }
    const fields = applyInput(dto, existing);
    // A past event (by its stored dates) keeps its days and state: moving it, or making it run on, would let it be deleted.
    const moved = (['date', 'endDate', 'state'] as const).find((k) => fields[k] !== existing[k]);
    if (by === 'organizer' && moved && isPastEvent(existing)) {
      throw new DomainError('cannot_move_past', { on: moved });
    }
    const pastError = moved ? pastDateError(by, fields) : null;
    if (pastError) throw DomainError.invalid('date', pastError);
    const community = eventCommunity(org, fields, choiceOf(dto), existing);
    const assessed = await this.assess({ ...fields, id: existing.id, organizationId }, m);
    const approval = decideApproval({
      writer: by,
      moderationScore: assessed.score,
      organization: org,
      current: existing,
      adminSets: setApproved,
    });
    await this.events.update(
      existing.id,
      {
        ...fields,
        ...community,
        organizationId,
        ...approval,
        moderationScore: assessed.score,
        moderationFlags: assessed.flags,
        duplicateOfId: assessed.duplicateOfId && assessed.duplicateOfId !== existing.id ? assessed.duplicateOfId : null,
      },
      m,
    );
    if (by === 'organizer' && org && existing.isApproved && !approval.isApproved)
      await this.mail.eventHeldForReview({ ...existing, ...fields }, { ...org, isRegistered: true }, m);
  }

  /** The event, if the caller may change it: an admin any, an organizer only its own (else 404); locked in `m` when given. */
  private async findForWriter(p: Principal, id: string, m?: EntityManager): Promise<Event> {
    const event = await this.findEvent(id, m);
    if (isOrganizer(p) && event.organizationId !== p.organizationId) throw new DomainError('event_not_found');
    return event;
  }

  /** The event: in `m`, locked for the transaction's update; else with its organization and series. */
  private async findEvent(id: string, m?: EntityManager): Promise<Event> {
    const event = m ? await this.events.findForUpdate(id, m) : await this.events.findWithOrganization(id);
    if (!event) throw new DomainError('event_not_found');
    return event;
  }

  /** An organization whose events the caller may read: an admin any, an organizer its own; missing → 404. */
  private async requireOwnOrganization(p: Principal, organizationId: string): Promise<void> {
    if (isOrganizer(p) && p.organizationId !== organizationId) {
      throw new DomainError('not_own_organization', { params: { what: 'events' } });
    }
    await this.requireOrganization(organizationId, 404);
  }

  /** The organization an event is written for; missing → `status` 'Organization not found' (a 400 names the field). */
  private async requireOrganization(id: string, status: 400 | 404, m?: EntityManager): Promise<OrganizationAccount> {
    const org = await this.organizations.findAccount(id, m);
    if (!org)
      throw status === 400 ? new DomainError('unknown_organization', { on: 'organizationId' }) : new DomainError('organization_not_found');
    return org;
  }

  /** GET /api/admin/events/:id, and the answer of a write: the event with its organization. */
  async getManaged(id: string): Promise<ManagedEventResponse> {
    return toManaged(await this.findEvent(id));
  }
}

/** An event as the approval queue and a re-assessment show it: the organization brief (PendingEventOrganization). */
function toPending(e: Event): ManagedEventResponse {
  const o = e.organization;
  return {
    ...toManaged(e),
    organization: o ? ({ id: o.id, name: o.name, contactEmail: o.contactEmail } as ManagedEventOrganization) : null,
  };
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
    if ('error' in parsed) throw DomainError.invalid('price', parsed.error);
    price = parsed.price;
    if (dto.priceText !== undefined) priceText = dto.priceText ?? null;
    else if (typeof dto.price === 'number' && existing && existing.price === parsed.price) priceText = existing.priceText;
    else priceText = parsed.priceText;
  } else if (dto.priceText !== undefined) {
    const parsed = parsePrice(dto.priceText);
    priceText = dto.priceText ?? null;
    if (!('error' in parsed) && parsed.price !== null) price = parsed.price;
  }
  const date = pick('date', '');
  // An end date on the event's first day is a one-day event.
  let endDate = pick('endDate', null) ?? null;
  if (endDate === date) endDate = null;
  const endError = endDateError(date, endDate);
  if (endError) throw DomainError.invalid('endDate', endError);
  const startTime = pick('startTime', '');
  const endTime = pick('endTime', null);
  // Checked when a time is sent, so an older stored pair does not block other edits.
  const timesSent = dto.startTime !== undefined || dto.endTime !== undefined;
  if (timesSent && !dto.endsAfterMidnight && endsNextDay(startTime, endTime)) {
    throw new DomainError('end_before_start', { on: 'endTime' });
  }
  return {
    title: pick('title', ''),
    description: pick('description', null),
    category: pick('category', ''),
    date,
    startTime,
    endTime,
    venue: pick('venue', ''),
    city: pick('city', ''),
    state: pick('state', ''),
    price,
    priceText,
    isFree,
    ticketUrl: pick('ticketUrl', null),
    imageUrl: pick('imageUrl', null),
    endDate,
    status: pick('status', 'scheduled') ?? 'scheduled',
    address: pick('address', null),
    postalCode: pick('postalCode', null),
  };
}

/** Moderation's outcome as an event's columns (`flags`: the assessment's, unless given). */
export function moderationColumns(
  result: ModerationResult,
  flags = result.flags,
): Pick<NewEvent, 'moderationScore' | 'moderationFlags' | 'duplicateOfId'> {
  return { moderationScore: result.score, moderationFlags: flags, duplicateOfId: result.duplicateOfId ?? null };
}

/** The festival/languages/tags a create or update body chose (undefined: not sent). */
export function choiceOf(dto: UpdateEventDto): CommunityChoice {
  return { festival: dto.festival, languages: dto.languages, tags: dto.tags };
}

/**
 * The community columns of an event of this organization (community-columns.ts infers them from its text): what its
 * writer chose (`choice`) and, on an update, what it has (`current`) are kept as communityColumns says.
 */
export function eventCommunity(
  org: { name?: string; languages?: string[] | null } | null,
  fields: Pick<EventFields, 'title' | 'description'>,
  choice: CommunityChoice = {},
  current?: EventCommunity,
): EventCommunity {
  const text = {
    organizationName: org?.name ?? null,
    organizationLanguages: org?.languages ?? null,
    title: fields.title,
    description: fields.description,
  };
  return toCommunityRow(communityColumns(text, choice, current && { ...current, chosen: current.communityChosen ?? [] }));
}

/** Community columns as the events table names them. */
export function toCommunityRow(c: CommunityColumns): EventCommunity {
  return { festival: c.festival, languages: c.languages, tags: c.tags, communityChosen: c.chosen };
}

/** What a managed event shows of its organization. */
function toOrg(o: OrganizationAccount): ManagedEventOrganization {
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
    endDate: e.endDate,
    status: e.status,
    startTime: e.startTime,
    endTime: e.endTime,
    venue: e.venue,
    address: e.address,
    city: e.city,
    state: e.state,
    postalCode: e.postalCode,
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
    seriesId: e.seriesId,
    recurrence: e.series?.recurrence ?? null,
    festival: e.festival ?? null,
    languages: e.languages ?? [],
    tags: e.tags ?? [],
    chosen: e.communityChosen ?? [],
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
