import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PageViewDto } from './dto/community.dto';

interface PendingView {
  sessionId: string;
  page: string;
  eventId: string | null;
  city: string | null;
  state: string | null;
  at: Date;
}

/**
 * Records page views without making the visitor wait: requests only queue the view; the queue is
 * written in one multi-row INSERT every FLUSH_MS (or sooner when it fills), and on shutdown.
 * If the queue overflows (database down for long) the oldest views are dropped, never the app.
 */
@Injectable()
export class PageViewsService implements OnModuleInit, OnApplicationShutdown {
  static readonly FLUSH_MS = 1000;
  static readonly BATCH = 500;
  static readonly MAX_QUEUE = 20_000;
  private readonly logger = new Logger('PageViews');
  private queue: PendingView[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly ds: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), PageViewsService.FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  record(v: PageViewDto): void {
    this.queue.push({
      sessionId: v.sessionId,
      page: v.page,
      eventId: v.eventId ?? null,
      city: v.city ?? null,
      state: v.state ?? null,
      at: new Date(),
    });
    if (this.queue.length > PageViewsService.MAX_QUEUE) this.queue.splice(0, this.queue.length - PageViewsService.MAX_QUEUE);
    if (this.queue.length >= PageViewsService.BATCH) void this.flush();
  }

  /** Writes everything queued so far. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.queue.length || !this.ds.isInitialized) return;
    this.flushing = this.write().finally(() => (this.flushing = null));
    await this.flushing;
  }

  private async write(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, PageViewsService.BATCH);
      try {
        // Unknown event ids are stored as null rather than failing the batch.
        await this.ds.query(
          `INSERT INTO page_views ("sessionId", page, "eventId", city, state, timestamp)
           SELECT u.s, u.p, (SELECT e.id FROM events e WHERE e.id = u.e), u.c, u.st, u.t
             FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[]) AS u(s, p, e, c, st, t)`,
          [
            batch.map((v) => v.sessionId),
            batch.map((v) => v.page),
            batch.map((v) => v.eventId),
            batch.map((v) => v.city),
            batch.map((v) => v.state),
            batch.map((v) => v.at),
          ],
        );
      } catch (e) {
        this.logger.warn(`could not record ${batch.length} page views: ${(e as Error).message}`);
        return;
      }
    }
  }
}
