import { ApiProperty } from '@nestjs/swagger';

/** Sessions that did each thing (each session counted once a day per event and kind). */
export class InsightCounts {
  @ApiProperty({ description: 'Visits of the event page', example: 120 })
  views: number;

  @ApiProperty({ description: 'Saves (bookmarks)', example: 14 })
  saves: number;

  @ApiProperty({ description: 'Calendar adds (.ics download or Google Calendar)', example: 9 })
  calendarAdds: number;

  @ApiProperty({ description: 'Clicks on the ticket or registration link', example: 6 })
  ticketClicks: number;

  @ApiProperty({ description: 'Shares (share button or copied link)', example: 3 })
  shares: number;
}

export class DailyInsightCounts extends InsightCounts {
  @ApiProperty({ example: '2026-11-02', description: 'Day (UTC)' })
  date: string;
}

/** The days counted (UTC), today included: insights' last 30, the admin statistics' last 90. */
export class InsightPeriod {
  @ApiProperty({ example: '2026-10-27', description: 'First day of the period (UTC)' })
  from: string;

  @ApiProperty({ example: '2026-11-25', description: 'Last day of the period (UTC): today' })
  to: string;
}

export class EventInsightsResponse extends InsightPeriod {
  @ApiProperty({ format: 'uuid' })
  eventId: string;

  @ApiProperty({ type: InsightCounts, description: 'Totals over the period' })
  totals: InsightCounts;

  @ApiProperty({ type: [DailyInsightCounts], description: 'One entry per day of the period, oldest first' })
  daily: DailyInsightCounts[];
}

export class OrganizationInsightsResponse extends InsightPeriod {
  @ApiProperty({ format: 'uuid' })
  organizationId: string;

  @ApiProperty({ type: InsightCounts, description: "Totals over the period, all the organization's events" })
  totals: InsightCounts;

  @ApiProperty({ type: [EventInsightsResponse], description: 'Events with any activity in the period (others had none)' })
  events: EventInsightsResponse[];
}
