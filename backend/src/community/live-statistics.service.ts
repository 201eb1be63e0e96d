import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventsQueryService } from '../events/events-query.service';
import { InsightsService } from '../insights/insights.service';
import { LiveStatisticsResponse } from './dto/live-statistics.dto';

/** The admin Statistics page's series covers this many days; its page-view figure this many. */
export const LIVE_SERIES_DAYS = 90;
export const LIVE_PAGE_VIEW_DAYS = 30;

/** Measured figures for admins, beside the public figures they edit (CommunityStats). */
@Injectable()
export class LiveStatisticsService {
  constructor(
    private readonly ds: DataSource,
    private readonly events: EventsQueryService,
    private readonly insights: InsightsService,
  ) {}

  async live(): Promise<LiveStatisticsResponse> {
    const series = await this.insights.siteSeries(LIVE_SERIES_DAYS);
    const recent = series.daily.slice(-LIVE_PAGE_VIEW_DAYS)[0].date;
    // One figure per line; subscribers come with follows (issue 24): count them here then.
    const [[figures], pageViews, events] = await Promise.all([
      this.ds.query(
        `SELECT (SELECT count(*) FROM organizations WHERE "isApproved")::int AS organizations,
                (SELECT count(*) FROM page_views WHERE day >= $1::date)::int AS "pageViews",
                (SELECT count(*) FROM saved_events)::int AS saves,
                0 AS subscribers`,
        [recent],
      ) as Promise<Array<{ organizations: number; pageViews: number; saves: number; subscribers: number }>>,
      this.ds.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS count FROM page_views WHERE day BETWEEN $1::date AND $2::date GROUP BY day`,
        [series.from, series.to],
      ) as Promise<Array<{ day: string; count: number }>>,
      this.events.countUpcoming(),
    ]);
    const viewsByDay = new Map(pageViews.map((r) => [r.day, r.count]));
    return {
      events,
      ...figures,
      from: series.from,
      to: series.to,
      daily: series.daily.map((d) => ({ ...d, pageViews: viewsByDay.get(d.date) ?? 0 })),
    };
  }
}
