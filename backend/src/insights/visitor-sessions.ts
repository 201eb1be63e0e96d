import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../common/http/cookies';
import { RUNTIME, RuntimeContext } from '../config/runtime';
import { derivedKey } from '../config/secrets';

export const VISITOR_COOKIE = 'sangam_visitor';
const VISITOR_SESSION_DAYS = 365;

/** A visitor's session as insights count it: `isNew` when this request had none and the answer sets it. */
export interface VisitorSession {
  id: string;
  isNew: boolean;
}

/**
 * The visitor sessions insights are counted by, issued by the server: 16 random bytes and their HMAC
 * (a key derived from the server's secret), in an HttpOnly, SameSite=Lax cookie on /api. A session id
 * a client makes up (or a cookie this server did not sign) is never used, so counts cannot be forged
 * by inventing sessions; what a client can still do (drop its cookie for a new one) is bounded per
 * address by PageViewsService.
 */
@Injectable()
export class VisitorSessions {
  private readonly key: Buffer;

  constructor(@Inject(RUNTIME) private readonly runtime: RuntimeContext) {
    this.key = derivedKey(runtime.jwtSecret, 'visitor-session');
  }

  /** The request's session, or null when it carries no cookie this server signed. */
  read(req: Request): string | null {
    const value = readCookie(req.headers.cookie, VISITOR_COOKIE);
    const m = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
    if (!m || !timingSafeEqual(Buffer.from(this.sign(m[1])), Buffer.from(m[2]))) return null;
    return `v-${m[1]}`;
  }

  /** The request's session, or a new one, set as a cookie on the answer. */
  ensure(req: Request, res: Response): VisitorSession {
    const id = this.read(req);
    if (id) return { id, isNew: false };
    const raw = randomBytes(16).toString('base64url');
    res.cookie(VISITOR_COOKIE, `${raw}.${this.sign(raw)}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure || this.runtime.config.publicUrl.startsWith('https:'),
      path: '/api',
      maxAge: VISITOR_SESSION_DAYS * 86400 * 1000,
    });
    return { id: `v-${raw}`, isNew: true };
  }

  private sign(raw: string): string {
    return createHmac('sha256', this.key).update(raw).digest('base64url');
  }
}
