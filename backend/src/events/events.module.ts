import { Module } from '@nestjs/common';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { EventSearchService } from './event-search';
import { EventsController } from './events.controller';
import { EventsAdminController } from './events.admin.controller';
import { EventsManageController } from './events.manage.controller';
import { EventsService } from './events.service';
import { EventsQueryService } from './events-query.service';
import { PublicReadCache } from './public-read-cache';

/** Events: public listing, detail, calendar export, organizer and admin management. */
@Module({
  controllers: [EventsController, CalendarController, EventsManageController, EventsAdminController],
  providers: [EventsService, EventsQueryService, EventSearchService, CalendarService, PublicReadCache],
  exports: [EventsService, EventsQueryService, CalendarService, PublicReadCache],
})
export class EventsModule {}
