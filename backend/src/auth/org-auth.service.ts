import { apiErrorMessage } from '@sangam/shared';
import { organizationLanguages } from '../community-tags/community-columns';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { MailService } from '../mail/mail.service';
import { ModerationService } from '../moderation/moderation.service';
import { moderationColumns, organizationFields, OrganizationsService } from '../organizations/organizations.service';
import { OrgLoginDto, OrgProfileResponse, OrgSignupDto, TokenResponse } from './dto/org-auth.dto';
import { LoginClient, LoginRateLimiter } from './login-rate-limiter';
import { hashPassword } from './password';
import { TokenService } from './token.service';
import { isUniqueViolation } from '../database/sql-state';

export const REJECTED_ORGANIZER_SIGNUP = apiErrorMessage('signup_rejected');
export const REAPPLY_NOT_REJECTED = apiErrorMessage('reapply_not_rejected');
/** An organization may re-apply once in this many days. */
const REAPPLY_DAYS = 7;

/** Organizer accounts: sign-up (a registered organization awaiting approval), sign-in, profile, sign-out. */
@Injectable()
export class OrgAuthService {
  constructor(
    private readonly accounts: OrganizationsService,
    private readonly tokens: TokenService,
    private readonly moderation: ModerationService,
    private readonly limiter: LoginRateLimiter,
    private readonly mail: MailService,
  ) {}

  async signup(dto: OrgSignupDto): Promise<TokenResponse> {
    const existing = await this.accounts.findByEmail(dto.contactEmail);
    if (existing) throw new DomainError(existing.rejectionReason ? 'signup_rejected' : 'email_taken');
    const fields = organizationFields(dto);
    const passwordHash = await hashPassword(dto.password);
    const id = await this.accounts
      .createAccount({
        ...fields,
        passwordHash,
        isApproved: false,
        submittedBy: 'organizer-signup',
        ...moderationColumns(this.moderation.assessOrganization(fields)),
      })
      .catch((e: unknown) => {
        // Two sign-ups with one email at the same moment: the unique index decides.
        throw isUniqueViolation(e) ? new DomainError('email_taken') : e;
      });
    await this.mail.welcome({ ...fields, isRegistered: true });
    return { token: this.tokens.signOrganizer(id, dto.contactEmail) };
  }

  /** A rejected organization signs in too (its dashboard shows the reason and offers re-applying); its token only reads. */
  async login(dto: OrgLoginDto, client: LoginClient): Promise<TokenResponse> {
    // Unknown email and wrong password look the same, and cost the same time.
    const org = await this.limiter.signIn('organizer', client, dto.email, dto.password, () => this.accounts.findByEmail(dto.email));
    if (!org) throw new DomainError('invalid_login');
    return { token: this.tokens.signOrganizer(org.id, org.contactEmail ?? dto.email) };
  }

  async profile(organizationId: string): Promise<OrgProfileResponse> {
    const org = await this.accounts.findById(organizationId);
    if (!org) throw new DomainError('organization_not_found');
    return {
      id: org.id,
      name: org.name,
      email: org.contactEmail ?? '',
      isApproved: org.isApproved,
      rejectionReason: org.rejectionReason,
      reappliedAt: org.reappliedAt,
      languages: organizationLanguages(org.name, org.languages),
      languagesChosen: !!org.languages?.length,
      eventsThisMonth: org.eventsThisMonth, // virtual column, counted with the row
      city: org.city,
      state: org.state,
      description: org.description,
      website: org.website,
      eventsPageUrl: org.eventsPageUrl,
      contactPhone: org.contactPhone,
      createdAt: org.createdAt,
    };
  }

  /**
   * A rejected organization asks for another review: back in the pending queue (the reason is
   * cleared, moderation runs again on its current details). Anything else answers 409.
   */
  async reapply(organizationId: string): Promise<OrgProfileResponse> {
    const org = await this.accounts.findById(organizationId);
    if (!org) throw new DomainError('organization_not_found');
    if (org.isApproved || !org.rejectionReason) throw new DomainError('reapply_not_rejected');
    const waitMs = org.reappliedAt ? org.reappliedAt.getTime() + REAPPLY_DAYS * 86_400_000 - Date.now() : 0;
    if (waitMs > 0)
      throw new DomainError('reapply_too_soon', { params: { wait: reapplyWait(waitMs) }, retryAfterSeconds: Math.ceil(waitMs / 1000) });
    await this.accounts.reapply(organizationId, moderationColumns(this.moderation.assessOrganization(org)));
    return this.profile(organizationId);
  }

  /** Revokes every token of the organization issued so far. */
  async logout(organizationId: string): Promise<void> {
    await this.accounts.revokeTokens(organizationId);
  }
}

/** 'You can re-apply once a week. Please try again in 3 days.' */
function reapplyWait(waitMs: number): string {
  const days = Math.ceil(waitMs / 86_400_000);
  const hours = Math.ceil(waitMs / 3_600_000);
  return hours < 24 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${days} day${days === 1 ? '' : 's'}`;
}
