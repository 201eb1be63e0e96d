import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { OrganizationsModule } from '../organizations/organizations.module';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { EventSearchService } from './event-search';
import { EventSeriesController } from './event-series.controller';
import { EventSeriesRepository } from './event-series.repository';
import { EventSeriesService } from './event-series.service';
import { EventsController } from './events.controller';
import { EventsAdminController } from './events.admin.controller';
import { EventsManageController } from './events.manage.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';
import { EventsQueryService } from './events-query.service';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';
import { PlacesController } from './places.controller';
import { PublicAnswers, ValidatedListQueries } from './public-answers';
import { PublicReadCache } from './public-read-cache';
import { RejectedEventsRepository } from './rejected-events.repository';
import { ScrapedEventsService } from './scraped-events.service';
import { SearchSynonymsAdminController } from './search-synonyms.admin.controller';
import { SearchSynonymsRepository } from './search-synonyms.repository';
import { SearchSynonymsService } from './search-synonyms.service';

/**
 * Events: public listing, detail, calendar export (EventsQueryService), organizer and admin
 * management (EventsService), recurring series (EventSeriesService), scraped events (ScrapedEventsService). Every statement on the events
 * table is in EventsRepository.
 */
@Module({
  imports: [OrganizationsModule],
  controllers: [
    EventsController,
    CalendarController,
    EventsManageController,
    EventSeriesController,
    EventsAdminController,
    PlacesController,
    SearchSynonymsAdminController,
    FeedsController,
  ],
  providers: [
    EventsRepository,
    EventSeriesRepository,
    RejectedEventsRepository,
    EventsService,
    EventSeriesService,
    EventsQueryService,
    ScrapedEventsService,
    EventSearchService,
    SearchSynonymsRepository,
    SearchSynonymsService,
    CalendarService,
    FeedsService,
    PublicReadCache,
    ValidatedListQueries,
  ],
  exports: [EventsService, EventsQueryService, ScrapedEventsService, CalendarService, PublicReadCache],
})
export class EventsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(PublicAnswers)
      .forRoutes({ path: 'events', method: RequestMethod.GET }, { path: 'events/:id', method: RequestMethod.GET });
  }
}
