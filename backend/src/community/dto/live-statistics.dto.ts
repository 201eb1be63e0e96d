import { ApiProperty } from '@nestjs/swagger';
import { DailyInsightCounts, InsightPeriod } from '../../insights/dto/insights.dto';

export class SiteDailyStatistics extends DailyInsightCounts {
  @ApiProperty({ description: 'Page views that day (each session once per page)', example: 4210 })
  pageViews: number;
}

/** GET /api/admin/statistics: measured figures, shown beside the editable public ones (CommunityStats). */
export class LiveStatisticsResponse extends InsightPeriod {
  @ApiProperty({ description: 'Upcoming public events (the home page panel shows the same live total)', example: 72 })
  events: number;

  @ApiProperty({ description: 'Approved organizations', example: 23 })
  organizations: number;

  @ApiProperty({ description: 'Page views in the last 30 days (each session once per page a day)', example: 121000 })
  pageViews: number;

  @ApiProperty({ description: 'Events saved by visitors (bookmarks kept now)', example: 940 })
  saves: number;

  @ApiProperty({ description: 'Addresses with a confirmed follow (a metro or an organization)', example: 310 })
  subscribers: number;

  @ApiProperty({ type: [SiteDailyStatistics], description: 'The last 90 days, oldest first' })
  daily: SiteDailyStatistics[];
}
