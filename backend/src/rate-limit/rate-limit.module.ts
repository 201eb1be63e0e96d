import { ExecutionContext, Global, Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerOptions } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/env';
import { PgThrottlerStorage } from './pg-throttler-storage';
import { isExempt, LimitedRequest, RateLimiter, rateLimitKey, rateLimitTracker } from './rate-limiter';
import { limitOf, RATE_LIMITS, RateLimitName } from './rate-limits';

/** One named throttler per entry of RATE_LIMITS; each applies only to the routes that name it. */
function throttlers(enabled: boolean): ThrottlerOptions[] {
  return (Object.keys(RATE_LIMITS) as RateLimitName[]).map((name) => {
    const spec = RATE_LIMITS[name];
    return {
      name,
      limit: spec.limit,
      ttl: spec.windowSeconds * 1000,
      skipIf: (ctx: ExecutionContext) =>
        !enabled || limitOf(ctx) !== name || isExempt(name, ctx.switchToHttp().getRequest<LimitedRequest>()),
      getTracker: (req: Record<string, unknown>) => rateLimitTracker(name, req),
    };
  });
}

/** Per-route request limits (@RateLimit) and RateLimiter, counted in PostgreSQL. RATE_LIMITS=false turns them off (tests, benchmarks). */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, ds: DataSource) => ({
        storage: new PgThrottlerStorage(ds),
        throttlers: throttlers(config.RATE_LIMITS),
        setHeaders: false,
        // One counter per limit and client, shared by every route under that limit (saving and unsaving count together).
        generateKey: (_ctx, tracker, name) => rateLimitKey(name, tracker),
      }),
    }),
  ],
  providers: [RateLimiter],
  exports: [RateLimiter],
})
export class RateLimitModule {}
