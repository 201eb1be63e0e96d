import { ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import { limitOf, RATE_LIMITS, RateLimitName, waitText } from './rate-limits';

/** A limit ran out: 429 naming what ran out, with how long to wait (Retry-After). */
export function tooManyRequests(name: RateLimitName, wait: number): DomainError<'rate_limited'> {
  return new DomainError('rate_limited', { params: { what: RATE_LIMITS[name].what, wait: waitText(wait) }, retryAfterSeconds: wait });
}

/**
 * @nestjs/throttler's guard, attached to a route by @RateLimit (never globally, so routes without
 * a limit cost nothing). Its 429 names what ran out and carries the standard Retry-After header
 * (the library's own header would be Retry-After-<name> for named limits).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected async throwThrottlingException(ctx: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    // The guard runs only on routes @RateLimit puts under a limit.
    throw tooManyRequests(limitOf(ctx)!, Math.max(1, detail.timeToBlockExpire));
  }
}
