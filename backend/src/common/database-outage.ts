import { Injectable, Logger, OnApplicationShutdown, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** How often the database is probed while it is away (and the Retry-After its 503s carry). */
export const OUTAGE_PROBE_SECONDS = 2;

/**
 * The database's state as the requests see it: an outage is logged when it begins (the first refused
 * request, with its reason) and when it ends (found by probing, with how many requests were refused
 * meanwhile), instead of one line per failed request.
 */
@Injectable()
export class DatabaseOutage implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private since: number | null = null;
  private refused = 0;
  private probe: NodeJS.Timeout | null = null;

  constructor(@Optional() private readonly ds?: DataSource) {}

  /** A request was answered 503 because of the database (`why`: its error). */
  refusedRequest(why: string): void {
    this.refused++;
    if (this.since !== null) return;
    this.since = Date.now();
    this.logger.error(`database unavailable: ${why}; answering 503 until it is back`);
    this.probe = setInterval(() => void this.check(), OUTAGE_PROBE_SECONDS * 1000).unref();
  }

  private async check(): Promise<void> {
    if (this.since === null || !this.ds?.isInitialized) return;
    try {
      await this.ds.query('SELECT 1');
    } catch {
      return;
    }
    if (this.since === null) return;
    const seconds = ((Date.now() - this.since) / 1000).toFixed(1);
    // Logged as a warning, so that a log kept at that level shows the end of the outage too.
    this.logger.warn(`database available again after ${seconds} s; ${this.refused} requests were answered 503 meanwhile`);
    this.stopProbing();
  }

  private stopProbing(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
    this.since = null;
    this.refused = 0;
  }

  onApplicationShutdown(): void {
    this.stopProbing();
  }
}
