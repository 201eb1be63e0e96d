import { Injectable } from '@nestjs/common';
import { apiErrorMessage } from '@sangam/shared';
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '../common/api-error';
import { MailService } from '../mail/mail.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { PASSWORD_RESET_MINUTES } from '../mail/mail-templates';
import { PasswordResetRepository } from './password-reset.repository';
import { hashPassword } from './password';
import { ipKey, normalizeAccount, secondsUntil } from './login-rate-limiter';

export const RESET_LINK_SENT = `If an organizer account uses that email, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`;
export const PASSWORD_CHANGED = 'Your password has been changed. Please log in with your new password.';
export const TOO_MANY_RESET_REQUESTS = apiErrorMessage('too_many_reset_requests');

/** Reset requests allowed per email and per client IP within the window (whether or not the account exists). */
const RESET_EMAIL_LIMIT = 3;
const RESET_IP_LIMIT = 10;
const RESET_WINDOW_SECONDS = 15 * 60;

/** The link's secret is random; only its SHA-256 is stored, so the table alone cannot reset anything. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Organizer password reset: an emailed single-use link valid PASSWORD_RESET_MINUTES; the same
 * answer whether or not the account exists; a new password signs out every existing session.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly repo: PasswordResetRepository,
    private readonly accounts: OrganizationsService,
    private readonly mail: MailService,
  ) {}

  async request(email: string, ip: string): Promise<{ message: string }> {
    const keys = [`email:${normalizeAccount(email)}`, ipKey(ip)];
    for (const c of await this.repo.countRequests(keys, RESET_WINDOW_SECONDS)) {
      if (c.n >= (c.key.startsWith('ip:') ? RESET_IP_LIMIT : RESET_EMAIL_LIMIT)) {
        throw new DomainError('too_many_reset_requests', {
          retryAfterSeconds: secondsUntil(c.oldest.getTime() + RESET_WINDOW_SECONDS * 1000),
        });
      }
    }
    await this.repo.recordRequest(keys);
    const account = await this.accounts.findByEmail(email);
    if (account?.contactEmail) {
      const token = randomBytes(32).toString('base64url');
      await this.repo.transaction(async (m) => {
        await this.repo.insertToken(m, account.id, hashToken(token), PASSWORD_RESET_MINUTES);
        await this.mail.passwordReset({ name: account.name, contactEmail: account.contactEmail! }, token, m);
      });
    }
    return { message: RESET_LINK_SENT };
  }

  /** Whether a link can still be used (the reset page asks before showing its form). */
  async check(token: string): Promise<{ message: string }> {
    if (!(await this.repo.isUsable(hashToken(token)))) throw new DomainError('reset_link_invalid', { on: 'token' });
    return { message: 'The link is valid.' };
  }

  async reset(token: string, password: string): Promise<{ message: string }> {
    const tokenHash = hashToken(token);
    // Refuse a dead link before spending the hashing time on the password.
    if (!(await this.repo.isUsable(tokenHash))) throw new DomainError('reset_link_invalid', { on: 'token' });
    const passwordHash = await hashPassword(password);
    // The token's use, the new password (which refuses every earlier token) and the other links' end commit together.
    const reset = await this.repo.transaction(async (m) => {
      const organizationId = await this.repo.useToken(tokenHash, m);
      if (!organizationId) return false;
      await this.accounts.setPassword(organizationId, passwordHash, m);
      await this.repo.useAllTokensOf(organizationId, m);
      return true;
    });
    if (!reset) throw new DomainError('reset_link_invalid', { on: 'token' });
    return { message: PASSWORD_CHANGED };
  }
}
