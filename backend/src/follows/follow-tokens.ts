import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../common/api-error';
import { RUNTIME, RuntimeContext } from '../config/runtime';

/** How long a confirmation link works (also said in the message). */
export const CONFIRM_DAYS = 7;
/** How long the unsubscribe and manage links of a digest or notice work (every mail carries fresh ones). */
export const LINK_DAYS = 180;

/** confirm and unsubscribe name one follow (its id); manage names an email address (all its follows). */
export type FollowTokenPurpose = 'confirm' | 'unsubscribe' | 'manage';
const PREFIX: Record<FollowTokenPurpose, string> = { confirm: 'c', unsubscribe: 'u', manage: 'm' };
const TOKEN = /^([cum])\.([A-Za-z0-9_-]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The links of follow mails: `purpose.subject.expiry.signature`, signed (HMAC-SHA256) with the
 * JWT secret, so nothing is stored per link and a changed character or a passed expiry is refused.
 */
@Injectable()
export class FollowTokens {
  constructor(@Inject(RUNTIME) private readonly runtime: RuntimeContext) {}

  sign(purpose: FollowTokenPurpose, subject: string, days: number, now = Date.now()): string {
    const body = `${PREFIX[purpose]}.${Buffer.from(subject).toString('base64url')}.${Math.floor(now / 1000) + days * 86400}`;
    return `${body}.${this.hmac(body)}`;
  }

  /** The subject of a valid, unexpired token of this purpose; 400 follow_link_invalid otherwise. */
  verify(purpose: FollowTokenPurpose, token: unknown, now = Date.now()): string {
    const m = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!m || m[1] !== PREFIX[purpose]) throw new DomainError('follow_link_invalid');
    const expected = Buffer.from(this.hmac(`${m[1]}.${m[2]}.${m[3]}`));
    const given = Buffer.from(m[4]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new DomainError('follow_link_invalid');
    if (Number(m[3]) * 1000 < now) throw new DomainError('follow_link_invalid');
    return Buffer.from(m[2], 'base64url').toString();
  }

  private hmac(text: string): string {
    return createHmac('sha256', this.runtime.jwtSecret).update(`follows|${text}`).digest('base64url');
  }
}
