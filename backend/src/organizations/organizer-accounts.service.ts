import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Organization } from './organization.entity';
import type { TokenAccount } from './organization-account';
import { OrganizationsRepository } from './organizations.repository';

/**
 * Organizer accounts as the auth module needs them: a registered organization signs in with its
 * contact email. The rows are organizations, so their statements live in OrganizationsRepository.
 */
@Injectable()
export class OrganizerAccountsService {
  constructor(private readonly organizations: OrganizationsRepository) {}

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
  async create(fields: Partial<Organization>): Promise<string> {
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
}
