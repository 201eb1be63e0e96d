import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyCleanup } from './idempotency-cleanup.service';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** Idempotency-Key support for the routes marked @Idempotent() (registered once, for every module). */
@Module({
  providers: [IdempotencyKeysRepository, IdempotencyCleanup, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
  exports: [IdempotencyCleanup],
})
export class IdempotencyModule {}
