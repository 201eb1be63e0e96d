import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import { RATE_LIMIT_KEY, RATE_LIMITS, RateLimitName, waitText } from './rate-limits';

export class TooManyRequests extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * @nestjs/throttler's guard, attached to a route by @RateLimit (never globally, so routes without
 * a limit cost nothing). Its 429 names what ran out and carries the standard Retry-After header
 * (the library's own header would be Retry-After-<name> for named limits).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected async throwThrottlingException(ctx: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const name: RateLimitName = Reflect.getMetadata(RATE_LIMIT_KEY, ctx.getHandler());
    const wait = Math.max(1, detail.timeToBlockExpire);
    throw new TooManyRequests(`Too many ${RATE_LIMITS[name].what}. Please try again in ${waitText(wait)}.`, wait);
  }
}
