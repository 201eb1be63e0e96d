import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../organizations/organizations.module';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { EventSearchService } from './event-search';
import { EventsController } from './events.controller';
import { EventsAdminController } from './events.admin.controller';
import { EventsManageController } from './events.manage.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventsQueryService } from './events-query.service';
import { PublicFastPath, ValidatedListQueries } from './public-fast-path';
import { PublicReadCache } from './public-read-cache';
import { ScrapedEventsService } from './scraped-events.service';

/**
 * Events: public listing, detail, calendar export (EventsQueryService), organizer and admin
 * management (EventsService), scraped events (ScrapedEventsService). Every statement on the events
 * table is in EventsRepository.
 */
@Module({
  imports: [OrganizationsModule],
  controllers: [EventsController, CalendarController, EventsManageController, EventsAdminController],
  providers: [
    EventsRepository,
    EventsService,
    EventsQueryService,
    ScrapedEventsService,
    EventSearchService,
    CalendarService,
    PublicReadCache,
    ValidatedListQueries,
    PublicFastPath,
  ],
  // PublicFastPath is put on the HTTP server by app.setup.ts, in front of Express.
  exports: [EventsService, EventsQueryService, EventsRepository, ScrapedEventsService, CalendarService, PublicReadCache, PublicFastPath],
})
export class EventsModule {}
