import { Module } from '@nestjs/common';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { EventSearchService } from './event-search';
import { EventsController } from './events.controller';
import { EventsAdminController } from './events.admin.controller';
import { EventsManageController } from './events.manage.controller';
import { EventsService } from './events.service';
import { EventsQueryService } from './events-query.service';
import { PublicFastPath, ValidatedListQueries } from './public-fast-path';
import { PublicReadCache } from './public-read-cache';

/** Events: public listing, detail, calendar export, organizer and admin management. */
@Module({
  controllers: [EventsController, CalendarController, EventsManageController, EventsAdminController],
  providers: [
    EventsService,
    EventsQueryService,
    EventSearchService,
    CalendarService,
    PublicReadCache,
    ValidatedListQueries,
    PublicFastPath,
  ],
  // PublicFastPath is put on the HTTP server by app.setup.ts, in front of Express.
  exports: [EventsService, EventsQueryService, CalendarService, PublicReadCache, PublicFastPath],
})
export class EventsModule {}
