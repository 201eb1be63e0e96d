import { Injectable } from '@nestjs/common';
import { EventsQueryService } from '../events/events-query.service';
import { FollowsService } from '../follows/follows.service';
import { InsightsService } from '../insights/insights.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { LiveStatisticsResponse } from './dto/live-statistics.dto';
import { PageViewsService } from './page-views.service';
import { SavedEventsService } from './saved-events.service';

/** The admin Statistics page's series covers this many days; its page-view figure this many. */
const LIVE_SERIES_DAYS = 90;
const LIVE_PAGE_VIEW_DAYS = 30;

/** Measured figures for admins, beside the public figures they edit (CommunityStats). */
@Injectable()
export class LiveStatisticsService {
  constructor(
    private readonly events: EventsQueryService,
    private readonly organizations: OrganizationsService,
    private readonly pageViews: PageViewsService,
    private readonly saved: SavedEventsService,
    private readonly insights: InsightsService,
    private readonly follows: FollowsService,
  ) {}

  async live(): Promise<LiveStatisticsResponse> {
    const series = await this.insights.siteSeries(LIVE_SERIES_DAYS);
    const recent = series.daily.slice(-LIVE_PAGE_VIEW_DAYS)[0].date;
    const [events, organizations, saves, pageViews, subscribers] = await Promise.all([
      this.events.countUpcoming(),
      this.organizations.countApproved(),
      this.saved.count(),
      this.pageViews.perDay(series.from, series.to),
      this.follows.countSubscribers(),
    ]);
    const viewsByDay = new Map(pageViews.map((r) => [r.day, r.count]));
    return {
      events,
      organizations,
      pageViews: pageViews.filter((r) => r.day >= recent).reduce((n, r) => n + r.count, 0),
      saves,
      subscribers,
      from: series.from,
      to: series.to,
      daily: series.daily.map((d) => ({ ...d, pageViews: viewsByDay.get(d.date) ?? 0 })),
    };
  }
}
