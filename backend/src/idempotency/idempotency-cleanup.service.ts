import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';

/**
 * Deletes expired idempotency keys every 10 minutes, in batches. Every instance does it (a delete
 * of expired rows is harmless to repeat); a key that expired but is still there is taken over by
 * the next request using it (IdempotencyKeysRepository.claim).
 */
@Injectable()
export class IdempotencyCleanup implements OnApplicationBootstrap, OnModuleDestroy {
  static readonly EVERY_MS = 10 * 60_000;
  static readonly BATCH = 5_000;
  private readonly logger = new Logger('Idempotency');
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly keys: IdempotencyKeysRepository) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), IdempotencyCleanup.EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Deletes every expired key; returns how many. Failures (the database away) are logged and retried next time. */
  async run(): Promise<number> {
    let total = 0;
    try {
      let deleted: number;
      do {
        deleted = await this.keys.deleteExpired(IdempotencyCleanup.BATCH);
        total += deleted;
      } while (deleted === IdempotencyCleanup.BATCH);
    } catch (e) {
      this.logger.warn(`expired idempotency keys not deleted: ${(e as Error).message}`);
    }
    return total;
  }
}
