import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { StatsService } from '../../community/stats.service';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { EventsService } from '../../events/events.service';
import { OrganizationsService } from '../../organizations/organizations.service';
import { DEMO_COMMUNITY_STATS, DEMO_EVENTS, DEMO_ORGANIZATIONS } from './demo-data';

/** YYYY-MM-DD of today + n days, as a calendar date in US Central time. */
export function isoDayFromToday(n: number, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now); // YYYY-MM-DD
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * This weekend's Saturday and Sunday (on a Sunday: yesterday and today), so a weekend event of the
 * demo is always on whatever day it is seeded.
 */
export function thisWeekend(now = new Date()): { saturday: string; sunday: string } {
  const today = isoDayFromToday(0, now);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const toSaturday = weekday === 0 ? -1 : 6 - weekday;
  return { saturday: isoDayFromToday(toSaturday, now), sunday: isoDayFromToday(toSaturday + 1, now) };
}

/**
 * Seeds demo organizations and events into an empty database (unless SEED_DEMO_DATA=false),
 * and makes sure the national CommunityStats row exists. Each table is written by its module's service.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizations: OrganizationsService,
    private readonly events: EventsService,
    private readonly stats: StatsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureCommunityStats();
    if (this.config.SEED_DEMO_DATA) await this.seedIfEmpty();
  }

  async ensureCommunityStats(): Promise<void> {
    await this.stats.ensureNationalRow(DEMO_COMMUNITY_STATS);
  }

  /** Returns true when it seeded. */
  async seedIfEmpty(): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(72617003)');
      if ((await this.organizations.any(m)) || (await this.events.any(m))) return false;
      await this.seed(m);
      return true;
    });
  }

  private async seed(m: EntityManager): Promise<void> {
    const saved = await this.organizations.insertMany(
      DEMO_ORGANIZATIONS.map(({ key: _key, ...fields }) => ({ ...fields, submittedBy: 'demo-seed' })),
      m,
    );
    const ids = new Map(DEMO_ORGANIZATIONS.map((o, i) => [o.key, saved[i].id]));
    const events = DEMO_EVENTS.map((e) => ({
      title: e.title,
      description: e.description,
      category: e.category,
      organizationId: e.org ? ids.get(e.org)! : null,
      date: e.thisWeekend ? thisWeekend().saturday : isoDayFromToday(e.inDays),
      endDate: e.thisWeekend ? thisWeekend().sunday : e.endInDays !== undefined ? isoDayFromToday(e.endInDays) : null,
      status: e.status ?? ('scheduled' as const),
      address: e.address ?? null,
      postalCode: e.postalCode ?? null,
      startTime: e.startTime,
      endTime: e.endTime ?? null,
      venue: e.venue,
      city: e.city,
      state: e.state,
      price: e.isFree ? null : (e.price ?? null),
      priceText: e.priceText ?? null,
      isFree: e.isFree ?? false,
      ticketUrl: e.ticketUrl ?? null,
      imageUrl: null,
      isApproved: e.isApproved ?? true,
    }));
    await this.events.insertMany(events, m);
    this.logger.log(`seeded ${DEMO_ORGANIZATIONS.length} organizations and ${events.length} events`);
  }
}
