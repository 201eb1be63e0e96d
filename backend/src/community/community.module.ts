import { Module } from '@nestjs/common';
import { FollowsModule } from '../follows/follows.module';
import { EventsModule } from '../events/events.module';
import { InsightsModule } from '../insights/insights.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ScrapingModule } from '../scraping/scraping.module';
import { CommunityAdminService } from './community-admin.service';
import { CommunityStatsRepository } from './community-stats.repository';
import { CommunityStatsAdminController } from './community-stats.admin.controller';
import { CommunityController } from './community.controller';
import { ContactMessagesAdminController } from './contact-messages.admin.controller';
import { ContactService } from './contact.service';
import { ContactMessagesRepository } from './contact-messages.repository';
import { PageViewsService } from './page-views.service';
import { SavedEventsService } from './saved-events.service';
import { StatsService } from './stats.service';

/** Community: statistics, page views, saved events, contact messages. */
@Module({
  imports: [EventsModule, OrganizationsModule, ScrapingModule, InsightsModule, FollowsModule],
  controllers: [CommunityController, ContactMessagesAdminController, CommunityStatsAdminController],
  providers: [
    ContactMessagesRepository,
    CommunityStatsRepository,
    CommunityAdminService,
    StatsService,
    SavedEventsService,
    ContactService,
    PageViewsService,
  ],
  exports: [StatsService, PageViewsService],
})
export class CommunityModule {}
