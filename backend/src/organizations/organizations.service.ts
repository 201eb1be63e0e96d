import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { formatUsPhone } from '../common/dto-rules';
import { DomainError } from '../common/api-error';
import { isAdmin, Principal } from '../auth/principal';
import { ModerationService } from '../moderation/moderation.service';
import { ListOrganizationsQuery, OrganizationResponse } from './dto/organization-response.dto';
import { SubmitOrganizationDto } from './dto/submit-organization.dto';
import { Organization } from './organization.entity';

export function toOrganizationResponse(o: Organization): OrganizationResponse {
  return {
    id: o.id,
    name: o.name,
    description: o.description,
    website: o.website,
    eventsPageUrl: o.eventsPageUrl,
    contactEmail: o.contactEmail,
    contactPhone: o.contactPhone,
    city: o.city,
    state: o.state,
    isApproved: o.isApproved,
    createdAt: o.createdAt,
  };
}

/** Escapes LIKE wildcards so a visitor's text matches literally. */
function likeLiteral(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Organizations as the public and the admin event form see them: the public submission (pending,
 * moderated) and the picker list.
 */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly ds: DataSource,
    private readonly moderation: ModerationService,
  ) {}

  /**
   * POST /api/organizations. A visitor's submission waits for approval (isApproved false);
   * an admin's is approved at once. Both are scored by moderation.
   */
  async submit(dto: SubmitOrganizationDto, by: Principal | null): Promise<OrganizationResponse> {
    const admin = isAdmin(by) ? by : null;
    if (!admin && !dto.submittedBy) throw new DomainError(400, 'submittedBy is required', { submittedBy: 'submittedBy is required' });
    const fields = {
      name: dto.name,
      description: dto.description ?? null,
      website: dto.website ?? null,
      eventsPageUrl: dto.eventsPageUrl ?? null,
      contactEmail: dto.contactEmail ?? null,
      contactPhone: dto.contactPhone ? formatUsPhone(dto.contactPhone) : null,
      city: dto.city,
      state: dto.state,
    };
    const assessment = await this.moderation.assessOrganization(fields);
    const repo = this.ds.getRepository(Organization);
    const saved = await repo.save(
      repo.create({
        ...fields,
        isApproved: admin !== null,
        submittedBy: dto.submittedBy ?? (admin ? `admin:${admin.username}`.slice(0, 100) : null),
        moderationScore: assessment.score,
        moderationFlags: assessment.flags,
      }),
    );
    return toOrganizationResponse(saved);
  }

  /** GET /api/organizations: approved organizations (every one for admins), by name. */
  async list(q: ListOrganizationsQuery, viewer: Principal | null): Promise<{ items: OrganizationResponse[]; total: number }> {
    const qb = this.ds.getRepository(Organization).createQueryBuilder('o');
    if (!isAdmin(viewer)) qb.where('o.isApproved = true');
    if (q.q) qb.andWhere(`lower(o.name) LIKE :pattern`, { pattern: `%${likeLiteral(q.q.toLowerCase())}%` });
    qb.orderBy('lower(o.name)', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .take(q.limit ?? 100)
      .skip(q.offset ?? 0);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(toOrganizationResponse), total };
  }

  /** An organization by id, or null. */
  async findById(id: string): Promise<Organization | null> {
    return this.ds.getRepository(Organization).findOneBy({ id });
  }
}
