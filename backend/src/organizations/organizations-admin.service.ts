import { organizationLanguages } from '../community-tags/community-columns';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { RaListParams } from '../common/ra-dialect';
import { MailService } from '../mail/mail.service';
import { ModerationService } from '../moderation/moderation.service';
import { riskLevelOf } from '../moderation/risk-level';
import {
  AdminCreateOrganizationDto,
  AdminOrganizationResponse,
  AdminUpdateOrganizationDto,
  ModeratedOrganizationDto,
} from './dto/admin-organization.dto';
import { Organization } from './organization.entity';
import { isUniqueViolation } from '../database/sql-state';
import { OrganizationPagesHook } from './organization-pages.hook';
import { AdminOrganizationList, DiscoveredCheck, DiscoveredOutcome, OrganizationsRepository } from './organizations.repository';
import { moderationColumns, organizationFields } from './organizations.service';

const NO_REASON_GIVEN = 'No reason given';

function toAdminOrganization(o: Organization): AdminOrganizationResponse {
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
    languages: organizationLanguages(o.name, o.languages),
    languagesChosen: !!o.languages?.length,
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
    private readonly organizations: OrganizationsRepository,
    private readonly moderation: ModerationService,
    private readonly mail: MailService,
    private readonly pages: OrganizationPagesHook,
  ) {}

  /** A page of the organizations not approved and not rejected (by creation time), and the queue's length. */
  async pending(page: RaListParams): Promise<{ rows: AdminOrganizationResponse[]; total: number }> {
    const { rows, total } = await this.organizations.pending(page);
    return { rows: rows.map(toAdminOrganization), total };
  }

  /** Number of organizations waiting for an admin (the admin dashboard). */
  countPending(): Promise<number> {
    return this.organizations.countPending();
  }

  /**
   * Approve: visible in the directory. Its events that waited only for this approval (moderation
   * found nothing, no admin took them down) become visible too; flagged ones stay in the event queue.
   */
  async approve(id: string): Promise<AdminOrganizationResponse> {
    const org = await this.find(id);
    await this.organizations.transaction(async (m) => {
      await this.organizations.update(id, { isApproved: true, rejectionReason: null }, m);
      await this.organizations.approved(id, m);
      if (!org.isApproved) await this.mail.organizationApproved(org, m);
    });
    await this.pages.changed();
    return this.get(id);
  }

  /** Reject: kept with its reason, out of the pending queue and of the directory. */
  async reject(id: string, reason: string | null | undefined): Promise<AdminOrganizationResponse> {
    const org = await this.find(id);
    const rejectionReason = reason?.trim() || NO_REASON_GIVEN;
    await this.organizations.transaction(async (m) => {
      await this.organizations.update(id, { isApproved: false, rejectionReason }, m);
      await this.mail.organizationRejected(org, rejectionReason, m);
    });
    await this.pages.changed();
    this.logger.log(`organization ${id} rejected${reason ? `: ${reason}` : ''}`);
    return this.get(id);
  }

  async get(id: string): Promise<AdminOrganizationResponse> {
    return toAdminOrganization(await this.find(id));
  }

  async list(params: AdminOrganizationList): Promise<{ rows: AdminOrganizationResponse[]; total: number }> {
    const { rows, total } = await this.organizations.adminList(params);
    return { rows: rows.map(toAdminOrganization), total };
  }

  /** POST /api/admin/organizations: approved unless isApproved is false. */
  async create(dto: AdminCreateOrganizationDto, adminUsername: string): Promise<AdminOrganizationResponse> {
    const fields = { ...organizationFields(dto), eventSources: dto.eventSources ?? [] };
    const saved = await this.organizations.insert({
      ...fields,
      isApproved: dto.isApproved ?? true,
      submittedBy: `admin:${adminUsername}`.slice(0, 100),
      ...moderationColumns(this.moderation.assessOrganization(fields)),
    });
    if (saved.isApproved) await this.pages.changed();
    return this.get(saved.id);
  }

  async update(id: string, dto: AdminUpdateOrganizationDto): Promise<AdminOrganizationResponse> {
    const existing = await this.find(id);
    if (dto.state === 'DC' && existing.state !== 'DC') {
      throw new DomainError('state_not_allowed', { on: 'state' });
    }
    if (existing.isRegistered && dto.contactEmail === null) {
      throw new DomainError('contact_email_required', { on: 'contactEmail' });
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
    // The console sends the whole record back: languages equal to what is shown (maybe inferred) are not a choice.
    const shown = organizationLanguages(existing.name, existing.languages);
    if (dto.languages !== undefined && !(dto.languages && sameSet(dto.languages, shown))) patch.languages = dto.languages;
    Object.assign(patch, moderationColumns(this.moderation.assessOrganization({ ...existing, ...patch, id })));
    if (dto.rejectionReason !== undefined) patch.rejectionReason = dto.rejectionReason;
    if (dto.isApproved !== undefined) {
      patch.isApproved = dto.isApproved;
      if (dto.isApproved) patch.rejectionReason = null;
    }
    await this.organizations
      .transaction(async (m) => {
        await this.organizations.update(id, patch, m);
        if (patch.isApproved && !existing.isApproved) await this.organizations.approved(id, m);
      })
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? new DomainError('email_taken', { on: 'contactEmail' }) : e;
      });
    if (patch.isApproved !== undefined || patch.eventsPageUrl !== undefined || patch.eventSources !== undefined) await this.pages.changed();
    return this.get(id);
  }

  /** Deletes the organization and (by the foreign key) its events; answers the deleted record. */
  async remove(id: string): Promise<AdminOrganizationResponse> {
    const record = await this.get(id);
    await this.organizations.delete(id);
    await this.pages.changed();
    return record;
  }

  /** POST /api/admin/moderation/organizations/:id — moderation re-run on the stored organization; approval is not changed. */
  async reassess(id: string): Promise<ModeratedOrganizationDto> {
    const org = await this.find(id);
    await this.organizations.update(id, moderationColumns(this.moderation.assessOrganization(org)));
    const { status: _status, ...moderated } = toAdminOrganization(await this.find(id));
    return moderated;
  }

  /**
   * Stores an organization found by discovery as pending, unless one with the same website (`host`,
   * compared by `sameSite`) or one of `emails` exists: then answers that one.
   */
  saveDiscovered(fields: Partial<Organization>, check: DiscoveredCheck): Promise<DiscoveredOutcome> {
    return this.organizations.insertDiscovered(fields, check);
  }

  private async find(id: string): Promise<Organization> {
    const o = await this.organizations.findById(id);
    if (!o) throw new DomainError('organization_not_found');
    return o;
  }
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
