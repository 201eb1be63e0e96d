import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { EventActivityRepository } from './event-activity.repository';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { VisitorSessions } from './visitor-sessions';

/**
 * Insights: what visitors do with events (views, saves, calendar adds, ticket clicks, shares), once per
 * server-issued visitor session a day and without bots. Recorded through the page-view beacon and saves (community module).
 */
@Module({
  imports: [EventsModule, OrganizationsModule],
  controllers: [InsightsController],
  providers: [InsightsService, EventActivityRepository, VisitorSessions],
  exports: [InsightsService, VisitorSessions],
})
export class InsightsModule {}
