import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_IPV6_SUBNET_PREFIX, InjectThrottlerStorage, normalizeIp } from '@nestjs/throttler';
import type { Principal } from '../auth/principal';
import { APP_CONFIG, AppConfig } from '../config/env';
import { PgThrottlerStorage } from './pg-throttler-storage';
import { tooManyRequests } from './rate-limit.guard';
import { RATE_LIMITS, RateLimitName } from './rate-limits';

/** What a limit needs of a request: the client's address and, once the token is checked, who is calling. */
export interface LimitedRequest {
  ip?: string;
  /** The Principal set by the token check (Express types it as its own User). */
  user?: unknown;
}

/** Who a limit counts: the signed-in organization (per 'organizer'), else the client's address (IPv6 by its /64). */
export function rateLimitTracker(name: RateLimitName, req: LimitedRequest): string {
  const p = req.user as Principal | null | undefined;
  if (RATE_LIMITS[name].per === 'organizer' && p?.kind === 'organizer') return `organization:${p.organizationId}`;
  return RATE_LIMITS[name].per === 'organizer' ? `ip:${String(req.ip)}` : normalizeIp(String(req.ip), DEFAULT_IPV6_SUBNET_PREFIX);
}

/** Whether a request is left out of a limit: an admin's, where the limit exempts admins. */
export function isExempt(name: RateLimitName, req: LimitedRequest): boolean {
  return RATE_LIMITS[name].exemptAdmins && (req.user as Principal | null | undefined)?.kind === 'admin';
}

/** The counter's row: one per limit and tracker, shared by the guard and RateLimiter. */
export function rateLimitKey(name: string, tracker: string): string {
  return `${name}:${tracker}`.slice(0, 200);
}

/**
 * The limits of rate-limits.ts counted from code rather than by the route guard: for work a request
 * may or may not cause (drawing a share card, building a feed), or that counts more than once (the
 * dates of a series). Same counters as @RateLimit; RATE_LIMITS=false turns these off too.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectThrottlerStorage() private readonly storage: PgThrottlerStorage,
  ) {}

  /** Counts `cost` against the limit; the seconds until the window ends when that went over it (and then a cost of more than one is not kept), else 0. */
  async count(name: RateLimitName, req: LimitedRequest, cost = 1): Promise<number> {
    const spec = RATE_LIMITS[name];
    if (!this.config.RATE_LIMITS || isExempt(name, req)) return 0;
    const key = rateLimitKey(name, rateLimitTracker(name, req));
    const r = await this.storage.add(key, spec.windowSeconds * 1000, spec.limit, cost);
    if (!r.isBlocked) return 0;
    // Refused work that would have counted several times gives them back (what it did cost is the request itself).
    if (cost > 1) await this.storage.add(key, spec.windowSeconds * 1000, spec.limit, -cost);
    return r.timeToBlockExpire;
  }

  /** count(), answering 429 'Too many {what}. Please try again in …' when over the limit. */
  async take(name: RateLimitName, req: LimitedRequest, cost = 1): Promise<void> {
    const wait = await this.count(name, req, cost);
    if (wait > 0) throw tooManyRequests(name, wait);
  }
}
