import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/api-error';
import { idIn, likeEscape, RaListParams } from '../common/ra-dialect';
import { LIVE_ONCE_ORGANIZATION_APPROVED_SQL } from '../events/event-rules';
import { MailService } from '../mail/mail.service';
import { ModerationService } from '../moderation/moderation.service';
import { reviewQueueOrder, riskLevelOf } from '../moderation/risk-level';
import { AdminCreateOrganizationDto, AdminOrganizationResponse, AdminUpdateOrganizationDto } from './dto/admin-organization.dto';
import { eventsThisMonthSql } from './events-this-month';
import { Organization } from './organization.entity';

export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const NO_REASON_GIVEN = 'No reason given';

export interface AdminOrganizationFilter {
  q?: string;
  status?: 'pending' | 'approved' | 'rejected';
  isApproved?: boolean;
  city?: string;
  state?: string;
  isRegistered?: boolean;
  ids?: string[];
  flagged?: boolean;
}

const SORT_COLUMNS: Record<string, string> = {
  id: 'o.id',
  name: 'lower(o.name)',
  city: 'lower(o.city)',
  state: 'o.state',
  contactEmail: 'lower(o."contactEmail")',
  isApproved: 'o."isApproved"',
  isRegistered: 'o."isRegistered"',
  eventsThisMonth: `(${eventsThisMonthSql('o')})`,
  moderationScore: 'o."moderationScore"',
  createdAt: 'o."createdAt"',
  updatedAt: 'o."updatedAt"',
};
export const ADMIN_ORGANIZATION_SORT_FIELDS = Object.keys(SORT_COLUMNS);

const PENDING = 'NOT o.isApproved AND o.rejectionReason IS NULL';

export function toAdminOrganization(o: Organization): AdminOrganizationResponse {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    website: o.website,
    eventsPageUrl: o.eventsPageUrl,
    eventSources: o.eventSources ?? [],
    contactEmail: o.contactEmail,
    contactPhone: o.contactPhone,
    city: o.city,
    state: o.state,
    isApproved: o.isApproved,
    status: o.isApproved ? 'approved' : o.rejectionReason !== null ? 'rejected' : 'pending',
    submittedBy: o.submittedBy,
    rejectionReason: o.rejectionReason,
    isRegistered: o.isRegistered,
    eventsThisMonth: o.eventsThisMonth,
    moderationScore: o.moderationScore,
    riskLevel: riskLevelOf(o.moderationScore),
    moderationFlags: o.moderationFlags ?? [],
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  };
}

/**
 * Admin side of organizations: the approval queue (approve / reject with a reason, the row is
 * kept) and the react-admin `organizations` resource. Creates and updates are assessed by moderation.
 */
@Injectable()
export class OrganizationsAdminService {
  private readonly logger = new Logger('Organizations');

  constructor(
    private readonly ds: DataSource,
    private readonly moderation: ModerationService,
    private readonly mail: MailService,
  ) {}

  /** A page of the organizations not approved and not rejected (by risk then age, unless asked otherwise), and the queue's length. */
  async pending(page: RaListParams): Promise<{ rows: AdminOrganizationResponse[]; total: number }> {
    const qb = this.repo().createQueryBuilder('o').where(PENDING);
    for (const [sql, order] of reviewQueueOrder(page.sort, { score: 'o."moderationScore"', createdAt: 'o."createdAt"', id: 'o.id' })) {
      qb.addOrderBy(sql, order);
    }
    const [rows, total] = await qb.offset(page.skip).limit(page.take).getManyAndCount();
    return { rows: rows.map(toAdminOrganization), total };
  }

  /**
   * Approve: visible in the directory. Its events that waited only for this approval (moderation
   * found nothing, no admin took them down) become visible too; flagged ones stay in the event queue.
   */
  async approve(id: string): Promise<AdminOrganizationResponse> {
    const org = await this.find(id);
    await this.ds.transaction(async (m) => {
      await m.getRepository(Organization).update({ id }, { isApproved: true, rejectionReason: null });
      await m.query(`UPDATE events SET "isApproved" = true WHERE "organizationId" = $1 AND ${LIVE_ONCE_ORGANIZATION_APPROVED_SQL}`, [id]);
      if (!org.isApproved) await this.mail.organizationApproved(org, m);
    });
    return this.get(id);
  }

  /** Reject: kept with its reason, out of the pending queue and of the directory. */
  async reject(id: string, reason: string | null | undefined): Promise<AdminOrganizationResponse> {
    const org = await this.find(id);
    const rejectionReason = reason?.trim() || NO_REASON_GIVEN;
    await this.ds.transaction(async (m) => {
      await m.getRepository(Organization).update({ id }, { isApproved: false, rejectionReason });
      await this.mail.organizationRejected(org, rejectionReason, m);
    });
    this.logger.log(`organization ${id} rejected${reason ? `: ${reason}` : ''}`);
    return this.get(id);
  }

  async get(id: string): Promise<AdminOrganizationResponse> {
    return toAdminOrganization(await this.find(id));
  }

  async list(params: RaListParams, f: AdminOrganizationFilter): Promise<{ rows: AdminOrganizationResponse[]; total: number }> {
    const qb = this.repo().createQueryBuilder('o');
    if (f.q) {
      const like = `%${likeEscape(f.q.toLowerCase())}%`;
      qb.andWhere(
        `(lower(o.name) LIKE :like ESCAPE '\\' OR lower(o.contactEmail) LIKE :like ESCAPE '\\' OR lower(o.city) LIKE :like ESCAPE '\\')`,
        { like },
      );
    }
    if (f.status === 'pending') qb.andWhere(PENDING);
    if (f.status === 'approved') qb.andWhere('o.isApproved');
    if (f.status === 'rejected') qb.andWhere('NOT o.isApproved AND o.rejectionReason IS NOT NULL');
    if (f.isApproved !== undefined) qb.andWhere('o.isApproved = :approved', { approved: f.isApproved });
    if (f.city) qb.andWhere('lower(o.city) = lower(:city)', { city: f.city });
    if (f.state) qb.andWhere('o.state = :state', { state: f.state.toUpperCase() });
    if (f.isRegistered !== undefined) qb.andWhere('o.isRegistered = :reg', { reg: f.isRegistered });
    if (f.ids) qb.andWhere(idIn('o.id', 'ids'), { ids: f.ids });
    if (f.flagged === true) qb.andWhere('o.moderationScore > 0');
    if (f.flagged === false) qb.andWhere('o.moderationScore = 0');
    qb.orderBy(SORT_COLUMNS[params.sort.field], params.sort.order, params.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST');
    if (params.sort.field !== 'id') qb.addOrderBy('o.id', params.sort.order);
    const [rows, total] = await qb.offset(params.skip).limit(params.take).getManyAndCount();
    return { rows: rows.map(toAdminOrganization), total };
  }

  /** POST /api/admin/organizations: approved unless isApproved is false. */
  async create(dto: AdminCreateOrganizationDto, adminUsername: string): Promise<AdminOrganizationResponse> {
    const fields = {
      name: dto.name,
      description: dto.description ?? null,
      website: dto.website ?? null,
      eventsPageUrl: dto.eventsPageUrl ?? null,
      eventSources: dto.eventSources ?? [],
      contactEmail: dto.contactEmail ?? null,
      contactPhone: dto.contactPhone ?? null,
      city: dto.city,
      state: dto.state,
    };
    const assessed = await this.moderation.assessOrganization(fields);
    const repo = this.repo();
    const saved = await repo.save(
      repo.create({
        ...fields,
        isApproved: dto.isApproved ?? true,
        submittedBy: `admin:${adminUsername}`.slice(0, 100),
        moderationScore: assessed.score,
        moderationFlags: assessed.flags,
      }),
    );
    return this.get(saved.id);
  }

  async update(id: string, dto: AdminUpdateOrganizationDto): Promise<AdminOrganizationResponse> {
    const existing = await this.find(id);
    if (dto.state === 'DC' && existing.state !== 'DC') {
      const msg = 'State must be one of the 50 US state codes, e.g. TX';
      throw new DomainError(400, msg, { state: msg });
    }
    if (existing.isRegistered && dto.contactEmail === null) {
      const msg = 'An organizer account needs its contact email (it signs in with it)';
      throw new DomainError(400, msg, { contactEmail: msg });
    }
    const patch: Partial<Organization> = {};
    for (const k of [
      'name',
      'description',
      'website',
      'eventsPageUrl',
      'eventSources',
      'contactEmail',
      'contactPhone',
      'city',
      'state',
    ] as const) {
      if (dto[k] !== undefined) (patch as Record<string, unknown>)[k] = dto[k];
    }
    const merged = { ...existing, ...patch };
    const assessed = await this.moderation.assessOrganization({
      id,
      name: merged.name,
      description: merged.description,
      website: merged.website,
      eventsPageUrl: merged.eventsPageUrl,
      contactEmail: merged.contactEmail,
      contactPhone: merged.contactPhone,
      city: merged.city,
      state: merged.state,
    });
    patch.moderationScore = assessed.score;
    patch.moderationFlags = assessed.flags;
    if (dto.rejectionReason !== undefined) patch.rejectionReason = dto.rejectionReason;
    if (dto.isApproved !== undefined) {
      patch.isApproved = dto.isApproved;
      if (dto.isApproved) patch.rejectionReason = null;
    }
    try {
      await this.ds.transaction(async (m) => {
        await m.getRepository(Organization).update({ id }, patch);
        if (patch.isApproved && !existing.isApproved) {
          await m.query(`UPDATE events SET "isApproved" = true WHERE "organizationId" = $1 AND ${LIVE_ONCE_ORGANIZATION_APPROVED_SQL}`, [
            id,
          ]);
        }
      });
    } catch (e) {
      if ((e as { driverError?: { code?: string } }).driverError?.code === '23505') {
        const msg = 'Organization with this email already exists';
        throw new DomainError(409, msg, { contactEmail: msg });
      }
      throw e;
    }
    return this.get(id);
  }

  /** Deletes the organization and (by the foreign key) its events; answers the deleted record. */
  async remove(id: string): Promise<AdminOrganizationResponse> {
    const record = await this.get(id);
    await this.repo().delete({ id });
    return record;
  }

  private repo() {
    return this.ds.getRepository(Organization);
  }

  private async find(id: string): Promise<Organization> {
    const o = await this.repo().findOneBy({ id });
    if (!o) throw new DomainError(404, ORGANIZATION_NOT_FOUND);
    return o;
  }
}
