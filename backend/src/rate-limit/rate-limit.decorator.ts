import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ApiErrorBody } from '../common/api-error';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_KEY, RATE_LIMITS, RateLimitName } from './rate-limits';

/**
 * Puts a route under one of the limits of rate-limits.ts. The guard runs after the token check, so
 * a limit can count per organizer and skip admins. Routes without it are not counted at all.
 */
export function RateLimit(name: RateLimitName): MethodDecorator {
  const spec = RATE_LIMITS[name];
  return applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, name),
    UseGuards(RateLimitGuard),
    ApiResponse({
      status: 429,
      type: ApiErrorBody,
      description: `More than ${spec.limit} in ${spec.windowSeconds / 60} minute(s) per ${spec.per === 'organizer' ? 'organization' : 'client address'}: 'Too many ${spec.what}. Please try again in …'; header Retry-After (seconds)`,
    }),
  );
}
