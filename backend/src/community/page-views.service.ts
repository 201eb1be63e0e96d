import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActivityKind, activityDay } from '../insights/activity-kinds';
import { InsightsService } from '../insights/insights.service';
import type { VisitorSession } from '../insights/visitor-sessions';
import { LimitedRequest, RateLimiter } from '../rate-limit/rate-limiter';
import { PageViewDto } from './dto/community.dto';

interface Pending {
  kind: ActivityKind;
  sessionId: string;
  /** The page shown (views only). */
  page: string | null;
  eventId: string | null;
  city: string | null;
  state: string | null;
  at: Date;
}

/**
 * Records what visitors do without making them wait: page views, and what they do with events (the
 * insights: views, saves, calendar adds, ticket clicks, shares), by the visitor session the server
 * issued (insights/visitor-sessions.ts). Bounds: each is stored once per session a day (a page view per
 * page in page_views, an activity per event and kind in event_activity), so repeating one writes nothing
 * more; a session's first request counts only its page view (a real visit reports its page before anything
 * done on it); per client address (IPv6 by /56) at most RATE_LIMITS.insight new sessions and actions an
 * hour are counted (the rest are answered and dropped). Bots are left out by the callers (insights/bots.ts).
 * Requests only queue; the queue is written in batches every FLUSH_MS (or sooner when it fills), and on
 * shutdown. If the queue overflows (database down for long) the oldest are dropped, never the app.
 */
@Injectable()
export class PageViewsService implements OnModuleInit, OnApplicationShutdown {
  static readonly FLUSH_MS = 1000;
  static readonly BATCH = 500;
  static readonly MAX_QUEUE = 20_000;
  private readonly logger = new Logger('PageViews');
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly insights: InsightsService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Page views (one per session, page and day) per day from `from` to `to`, YYYY-MM-DD, days without any left out. */
  perDay(from: string, to: string): Promise<Array<{ day: string; count: number }>> {
    return this.ds.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS count FROM page_views WHERE day BETWEEN $1::date AND $2::date GROUP BY day`,
      [from, to],
    );
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), PageViewsService.FLUSH_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** POST /api/page-views: a page shown, or (with kind) a calendar add, ticket click or share on an event's page. */
  async record(v: PageViewDto, session: VisitorSession, client: LimitedRequest): Promise<void> {
    const kind = v.kind ?? 'view';
    if (session.isNew && kind !== 'view') return;
    if ((session.isNew || kind !== 'view') && !(await this.withinAddressCap(client))) return;
    this.push({
      kind,
      sessionId: session.id,
      page: kind === 'view' ? v.page : null,
      eventId: v.eventId ?? null,
      city: v.city ?? null,
      state: v.state ?? null,
      at: new Date(),
    });
  }

  /** A visitor session saved an event. */
  async recordSave(sessionId: string, eventId: string, client: LimitedRequest): Promise<void> {
    if (!(await this.withinAddressCap(client))) return;
    this.push({ kind: 'save', sessionId, page: null, eventId, city: null, state: null, at: new Date() });
  }

  private async withinAddressCap(client: LimitedRequest): Promise<boolean> {
    return (await this.limiter.count('insight', client)) === 0;
  }

  private push(p: Pending): void {
    this.queue.push(p);
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
      const views = batch.filter((v) => v.page !== null);
      try {
        // Unknown event ids are stored as null rather than failing the batch.
        if (views.length)
          await this.ds.query(
            `INSERT INTO page_views ("sessionId", page, "eventId", city, state, timestamp, day)
             SELECT v."sessionId", v.page, (SELECT e.id FROM events e WHERE e.id = v."eventId"), v.city, v.state, v.at, v.day
               FROM json_to_recordset($1::json) AS v("sessionId" text, page text, "eventId" uuid, city text, state text, at timestamptz, day date)
             ON CONFLICT DO NOTHING`,
            [JSON.stringify(views.map((v) => ({ ...v, day: activityDay(v.at) })))],
          );
        await this.insights.record(
          batch
            .filter((v) => v.eventId !== null)
            .map((v) => ({ eventId: v.eventId!, day: activityDay(v.at), kind: v.kind, sessionId: v.sessionId })),
        );
      } catch (e) {
        this.logger.warn(`could not record ${batch.length} page views and event activities: ${(e as Error).message}`);
        return;
      }
    }
  }
}
