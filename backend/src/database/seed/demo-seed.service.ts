import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { addDays } from '@sangam/shared';
import { DateTime } from 'luxon';
import { DataSource, EntityManager } from 'typeorm';
import { StatsService } from '../../community/stats.service';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { EventsService } from '../../events/events.service';
import { OrganizationsService } from '../../organizations/organizations.service';
import { communityColumns } from '../../community-tags/community-columns';
import { toCommunityRow } from '../../events/events.service';
import { FestivalDateRow } from '../../festivals/festival-dates.seed';
import { FestivalsService } from '../../festivals/festivals.service';
import { festivalTimeZoneFor } from '../../festivals/us-locations';
import { timeZoneForState } from '../../common/us-states';
import { thisWeekend as weekendInZone } from '../../share/share-scope';
import { DEMO_COMMUNITY_STATS, DEMO_EVENTS, DEMO_ORGANIZATIONS, DemoEvent } from './demo-data';

/** YYYY-MM-DD of today + n days, as a calendar date in US Central time. */
export function isoDayFromToday(n: number, now = new Date()): string {
  return addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now), n); // en-CA: YYYY-MM-DD
}

/**
 * This weekend's Saturday and Sunday in US Central time (on a Sunday: yesterday and today), so a weekend event of the
 * demo is always on whatever day it is seeded. Its Sunday is the share texts' "this weekend" Sunday.
 */
export function thisWeekend(now = new Date()): { saturday: string; sunday: string } {
  const { to: sunday } = weekendInZone('America/Chicago', DateTime.fromJSDate(now));
  return { saturday: addDays(sunday, -1), sunday };
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
    private readonly festivals: FestivalsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.stats.ensureNationalRow(DEMO_COMMUNITY_STATS);
    if (this.config.SEED_DEMO_DATA) await this.seedIfEmpty();
  }

  /** Returns true when it seeded. `now` is the seeder's clock: the day the demo's dates count from. */
  async seedIfEmpty(now = new Date()): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock(72617003)');
      if ((await this.organizations.any(m)) || (await this.events.any(m))) return false;
      await this.seed(m, now);
      return true;
    });
  }

  private async seed(m: EntityManager, now: Date): Promise<void> {
    const saved = await this.organizations.insertMany(
      DEMO_ORGANIZATIONS.map(({ key: _key, ...fields }) => ({ ...fields, submittedBy: 'demo-seed' })),
      m,
    );
    const ids = new Map(DEMO_ORGANIZATIONS.map((o, i) => [o.key, saved[i].id]));
    const names = new Map(DEMO_ORGANIZATIONS.map((o) => [o.key, o.name]));
    const year = Number(isoDayFromToday(0, now).slice(0, 4));
    // Last year's table rows (past events), this year's and next year's days (computed when the table lacks them).
    const festivalDays = [...(await this.festivals.tableForYear(year - 1)), ...(await this.festivals.usDays([year, year + 1]))];
    const events = DEMO_EVENTS.flatMap((e) => {
      const days = demoEventDays(e, festivalDays, now);
      if (!days) return [];
      // The columns a demo event leaves unset take their defaults (scheduled, not free, approved, no address).
      const { org, inDays: _inDays, festival: _festival, endInDays: _endInDays, thisWeekend: _thisWeekend, ...fields } = e;
      const community = communityColumns({ organizationName: org ? names.get(org) : null, title: e.title, description: e.description });
      return [
        { ...toCommunityRow(community), ...fields, organizationId: org ? ids.get(org)! : null, ...days, price: e.isFree ? null : e.price },
      ];
    });
    await this.events.insertMany(events, m);
    this.logger.log(`seeded ${DEMO_ORGANIZATIONS.length} organizations and ${events.length} events`);
  }
}

/** The Saturday of the weekend nearest a day (Monday and Tuesday: the one before; Wednesday to Friday: the one after). */
export function nearestSaturday(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, weekday === 0 ? -1 : weekday <= 2 ? -(weekday + 1) : 6 - weekday);
}

/**
 * A demo event's first and last day seeded at `now`: this weekend; by its festival's days (the festival's row in the
 * event's time zone, its next occurrence whose event is not over, or with `past` its last one that is; null when the
 * rows have none); else days from today.
 */
export function demoEventDays(
  e: DemoEvent,
  festivalDays: FestivalDateRow[],
  now = new Date(),
): { date: string; endDate: string | null } | null {
  if (e.thisWeekend) {
    const w = thisWeekend(now);
    return { date: w.saturday, endDate: w.sunday };
  }
  const a = e.festival;
  if (!a)
    return { date: isoDayFromToday(e.inDays ?? 0, now), endDate: e.endInDays !== undefined ? isoDayFromToday(e.endInDays, now) : null };
  const today = isoDayFromToday(0, now);
  const zone = festivalTimeZoneFor(timeZoneForState(e.state));
  const options = festivalDays
    .filter((r) => r.festivalSlug === a.slug && r.timeZone === zone)
    .sort((x, y) => x.startDate.localeCompare(y.startDate))
    .map((r) => {
      const from = { start: r.startDate, main: r.mainDate, end: r.endDate, weekend: nearestSaturday(r.mainDate) }[a.from];
      const date = addDays(from, a.days ?? 0);
      const last = a.through === 'end' ? r.endDate : a.through !== undefined ? addDays(date, a.through) : date;
      return { date, endDate: last > date ? last : null };
    });
  const over = (o: { date: string; endDate: string | null }) => (o.endDate ?? o.date) < today;
  return (a.past ? options.filter(over).pop() : options.find((o) => !over(o))) ?? null;
}
