import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';

/**
 * Deletes expired idempotency keys every 10 minutes, in batches. Every instance does it (a delete
 * of expired rows is harmless to repeat); a key that expired but is still there is taken over by
 * the next request using it (IdempotencyKeysRepository.claim).
 */
@Injectable()
export class IdempotencyCleanup {
  static readonly BATCH = 5_000;
  private readonly logger = new Logger('Idempotency');

  constructor(private readonly keys: IdempotencyKeysRepository) {}

  /** Deletes every expired key; returns how many. Failures (the database away) are logged and retried next time. */
  @Interval(10 * 60_000)
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
