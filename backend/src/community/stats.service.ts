import { Injectable } from '@nestjs/common';
import { EventsQueryService } from '../events/events-query.service';
import { CommunityStats } from './community-stats.entity';
import { CommunityStatsRepository } from './community-stats.repository';
import { StatsResponse } from './dto/community.dto';

/** The region whose CommunityStats row feeds the public statistics panel. */
const NATIONAL_REGION = 'national';

@Injectable()
export class StatsService {
  constructor(
    private readonly figures: CommunityStatsRepository,
    private readonly events: EventsQueryService,
  ) {}

  /** Live total of upcoming public events, plus the admin-maintained CommunityStats figures. */
  async stats(): Promise<StatsResponse> {
    const [totalEvents, row] = await Promise.all([this.events.countUpcoming(), this.figures.findByRegion(NATIONAL_REGION)]);
    return {
      totalEvents,
      totalFamilies: row?.totalFamilies ?? 0,
      totalOrganizations: row?.totalOrganizations ?? 0,
      monthlyViews: row?.monthlyViews ?? 0,
      lastUpdated: row?.lastUpdated ?? null,
    };
  }

  /** Makes sure the panel's row exists (with `defaults` when it is made). */
  ensureNationalRow(defaults: Partial<CommunityStats>): Promise<void> {
    return this.figures.insertIfMissing({ ...defaults, region: NATIONAL_REGION });
  }
}
