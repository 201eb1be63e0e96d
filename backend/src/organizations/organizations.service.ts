import { organizationLanguages } from '../community-tags/community-columns';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatUsPhone } from '../common/dto-rules';
import { DomainError } from '../common/api-error';
import { slugOf } from '../common/slug';
import { isAdmin, Principal } from '../auth/principal';
import { ModerationService } from '../moderation/moderation.service';
import type { ModerationResult, OrganizationModerationInput } from '../moderation/moderation.types';
import { ListOrganizationsQuery, OrganizationResponse, PublicOrganizationResponse } from './dto/organization-response.dto';
import { metroBySlug, metroRef } from '../places';
import { SubmitOrganizationDto } from './dto/submit-organization.dto';
import { Organization } from './organization.entity';
import type { OrganizationAccount, TokenAccount } from './organization-account';
import { ApprovalListener, OrganizationsRepository } from './organizations.repository';

/** A new organization's own fields from a sign-up, a submission or the admin's form: absent ones null, the phone formatted. */
export function organizationFields(dto: OrganizationModerationInput) {
  return {
    name: dto.name,
    description: dto.description ?? null,
    website: dto.website ?? null,
    eventsPageUrl: dto.eventsPageUrl ?? null,
    contactEmail: dto.contactEmail ?? null,
    contactPhone: dto.contactPhone ? formatUsPhone(dto.contactPhone) : null,
    city: dto.city,
    state: dto.state,
  };
}

/** Moderation's score and flags as an organization's columns. */
export function moderationColumns(result: ModerationResult): Pick<Organization, 'moderationScore' | 'moderationFlags'> {
  return { moderationScore: result.score, moderationFlags: result.flags };
}

function toOrganizationResponse(o: Organization): OrganizationResponse {
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
    languages: organizationLanguages(o.name, o.languages),
    createdAt: o.createdAt,
  };
}

/**
 * Organizations as the public and the admin event form see them: the public submission (pending,
 * moderated) and the picker list; organizer accounts as the auth module needs them; and what other
 * modules read of organizations.
 */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly moderation: ModerationService,
  ) {}

  /**
   * POST /api/organizations. A visitor's submission waits for approval (isApproved false);
   * an admin's is approved at once. Both are scored by moderation.
   */
  async submit(dto: SubmitOrganizationDto, by: Principal | null): Promise<OrganizationResponse> {
    const admin = isAdmin(by) ? by : null;
    if (!admin && !dto.submittedBy) throw new DomainError('submitted_by_required', { on: 'submittedBy' });
    const fields = organizationFields(dto);
    const saved = await this.organizations.insert({
      ...fields,
      isApproved: admin !== null,
      submittedBy: dto.submittedBy ?? (admin ? `admin:${admin.username}`.slice(0, 100) : null),
      ...moderationColumns(this.moderation.assessOrganization(fields)),
    });
    return toOrganizationResponse(saved);
  }

  /** GET /api/organizations: approved organizations (every one for admins), by name. */
  async list(q: ListOrganizationsQuery, viewer: Principal | null): Promise<{ items: OrganizationResponse[]; total: number }> {
    const { rows, total } = await this.organizations.list({ all: isAdmin(viewer), q: q.q, limit: q.limit ?? 100, offset: q.offset ?? 0 });
    return { items: rows.map(toOrganizationResponse), total };
  }

  /** GET /api/organizations/:id/public: an approved organization's public page fields; 404 otherwise. */
  async findPublic(id: string): Promise<PublicOrganizationResponse> {
    const row = await this.organizations.findPublic(id);
    if (!row) throw new DomainError('organization_not_found');
    const { metro, languages, ...rest } = row;
    return {
      ...rest,
      slug: nameSlug(row.name),
      metro: metroRef(metroBySlug(metro)),
      languages: organizationLanguages(row.name, languages),
    };
  }

  /** PUT /api/org/languages: an organization's communities; null gives them back to inference from the name. */
  async setLanguages(id: string, languages: string[] | null): Promise<{ languages: string[]; languagesChosen: boolean }> {
    const org = await this.organizations.findAccount(id);
    if (!org) throw new DomainError('organization_not_found');
    const chosen = languages?.length ? languages : null;
    await this.organizations.setLanguages(id, chosen);
    return { languages: organizationLanguages(org.name, chosen), languagesChosen: !!chosen };
  }

  // ---- organizer accounts (a registered organization signs in with its contact email) ----------

  /** The account behind an organizer token (null: no such registered organization). */
  findForToken(id: string): Promise<TokenAccount | null> {
    return this.organizations.findAccountForToken(id);
  }

  /** The account that signs in with `email`, with its password hash and revocation instant. */
  findByEmail(email: string): Promise<Organization | null> {
    return this.organizations.findRegisteredByEmail(email);
  }

  findById(id: string): Promise<Organization | null> {
    return this.organizations.findById(id);
  }

  /** Creates a registered organization; answers its id (the unique index refuses a second account with one email). */
  async createAccount(fields: Partial<Organization>): Promise<string> {
    return (await this.organizations.insert({ ...fields, isRegistered: true })).id;
  }

  /**
   * A rejected organization asks for another review: back in the pending queue with its new
   * moderation result. Only a still-rejected row moves, so two clicks at once re-apply once.
   */
  reapply(id: string, moderation: Pick<Organization, 'moderationScore' | 'moderationFlags'>): Promise<void> {
    return this.organizations.reapply(id, moderation);
  }

  /** Refuses every token of the account issued so far. */
  revokeTokens(id: string): Promise<void> {
    return this.organizations.update(id, { tokensValidAfter: new Date() });
  }

  /** A new password; every token issued so far stops working (in the caller's transaction). */
  setPassword(id: string, passwordHash: string, m: EntityManager): Promise<void> {
    return this.organizations.setPassword(id, passwordHash, m);
  }

  // ---- for other modules ----------------------------------------------------------------------

  /** Approved organizations' ids and last changes (the sitemap). */
  approvedForSitemap(limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
    return this.organizations.approvedForSitemap(limit);
  }

  /**
   * What an event write reads of its organization (approval, and what a managed event shows), or null. In the writer's
   * transaction `m` the row is share-locked, so the organization's approval or rejection waits for the write to commit.
   */
  findAccount(id: string, m?: EntityManager): Promise<OrganizationAccount | null> {
    return this.organizations.findAccount(id, m);
  }

  /** `listener` runs in the transaction of every organization's approval (the events module publishes its waiting events). */
  whenApproved(listener: ApprovalListener): void {
    this.organizations.whenApproved(listener);
  }

  /** Approved organizations (the admin's live figures). */
  countApproved(): Promise<number> {
    return this.organizations.countApproved();
  }

  exists(id: string): Promise<boolean> {
    return this.organizations.exists(id);
  }

  /** A publicly listed (approved) organization's id and name; null otherwise. */
  async approvedName(id: string): Promise<{ id: string; name: string } | null> {
    const [o] = await this.organizations.summaries([id]);
    return o?.isApproved ? { id: o.id, name: o.name } : null;
  }

  /** Names of organizations by id. */
  async names(ids: string[]): Promise<Map<string, string>> {
    return new Map((await this.organizations.summaries(ids)).map((o) => [o.id, o.name]));
  }

  /** Id, name, city, state and approval of organizations by id. */
  summaries(ids: string[]): Promise<Pick<Organization, 'id' | 'name' | 'city' | 'state' | 'isApproved' | 'languages'>[]> {
    return this.organizations.summaries(ids);
  }

  /** What mail about an organization needs: its name, contact email, whether it has an organizer account, who submitted it. */
  async mailContact(id: string): Promise<Pick<Organization, 'name' | 'contactEmail' | 'isRegistered' | 'submittedBy'> | null> {
    const o = await this.organizations.findById(id);
    return o ? { name: o.name, contactEmail: o.contactEmail, isRegistered: o.isRegistered, submittedBy: o.submittedBy } : null;
  }

  /** An organization's event pages (its events page and other event sources), which become scraping sources. */
  async eventPages(id: string): Promise<Pick<Organization, 'eventsPageUrl' | 'eventSources'> | null> {
    const o = await this.organizations.findById(id);
    return o ? { eventsPageUrl: o.eventsPageUrl, eventSources: o.eventSources ?? [] } : null;
  }

  /** Replaces an organization's event pages (its organizer moved a page to a new address). */
  async setEventPages(id: string, pages: Pick<Organization, 'eventsPageUrl' | 'eventSources'>): Promise<void> {
    await this.organizations.update(id, { eventsPageUrl: pages.eventsPageUrl, eventSources: pages.eventSources });
  }

  /** Approved organizations' events pages and event sources. */
  approvedWithEventPages(): Promise<Pick<Organization, 'id' | 'name' | 'eventsPageUrl' | 'eventSources'>[]> {
    return this.organizations.approvedWithEventPages();
  }

  /** Inserts organizations as given, in the caller's transaction (the demo seed). */
  insertMany(rows: Partial<Organization>[], m: EntityManager): Promise<Organization[]> {
    return this.organizations.insertMany(rows, m);
  }

  /** Whether any organization exists (the demo seed fills only an empty directory). */
  any(m: EntityManager): Promise<boolean> {
    return this.organizations.any(m);
  }
}

/** 'Dallas Gujarati Samaj' → 'dallas-gujarati-samaj' (for readable links; the id is what finds it). */
function nameSlug(name: string): string {
  return slugOf(name, 80) || 'organization';
}
