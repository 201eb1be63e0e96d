import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../common/http/cookies';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { LoginKind, normalizeAccount } from './login-rate-limiter';

const KNOWN_DEVICE_DAYS = 90;

/**
 * "This browser signed in to this account before": after a successful sign-in the answer sets an
 * HttpOnly cookie, signed with the JWT secret and bound to the account, readable only by that
 * sign-in route. Presented later, it exempts the sign-in from the per-address limit and the
 * account-wide slow-down (login-rate-limiter.ts), so an attacker guessing from elsewhere cannot keep
 * the owner out. It cannot be forged without the secret and is worth nothing for another account.
 */
@Injectable()
export class KnownDevices {
  constructor(@Inject(RUNTIME) private readonly runtime: RuntimeContext) {}

  isKnown(req: Request, kind: LoginKind, account: string): boolean {
    const value = readCookie(req.headers.cookie, this.cookieName(kind, account));
    const m = value && /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!m || Number(m[1]) * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.sign(kind, account, m[1]));
    const given = Buffer.from(m[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  remember(req: Request, res: Response, kind: LoginKind, account: string): void {
    const expires = String(Math.floor(Date.now() / 1000) + KNOWN_DEVICE_DAYS * 86400);
    res.cookie(this.cookieName(kind, account), `${expires}.${this.sign(kind, account, expires)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure || this.runtime.config.publicUrl.startsWith('https:'),
      path: kind === 'admin' ? '/api/admin/login' : '/api/org/login',
      maxAge: KNOWN_DEVICE_DAYS * 86400 * 1000,
    });
  }

  /** One cookie per account (a browser may sign in to several), named without revealing the account. */
  private cookieName(kind: LoginKind, account: string): string {
    return 'sangam_kd_' + this.hmac(`name|${kind}|${normalizeAccount(account)}`).slice(0, 16);
  }

  private sign(kind: LoginKind, account: string, expires: string): string {
    return this.hmac(`known-device|${kind}|${normalizeAccount(account)}|${expires}`);
  }

  private hmac(text: string): string {
    return createHmac('sha256', this.runtime.jwtSecret).update(text).digest('base64url');
  }
}
