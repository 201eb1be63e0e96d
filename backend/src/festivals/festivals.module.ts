import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { FestivalDatesAdminController } from './festival-dates.admin.controller';
import { FestivalDatesAdminService } from './festival-dates-admin.service';
import { FestivalDatesRepository } from './festival-dates.repository';
import { FestivalPagesService } from './festival-pages.service';
import { FestivalsController } from './festivals.controller';
import { FestivalsService } from './festivals.service';

/**
 * Festivals: what Sangam knows about the community's calendar (definitions, names, the US dates table and
 * its astronomical cross-check). Detection and synonyms are plain functions other modules import.
 */
@Module({
  imports: [EventsModule],
  controllers: [FestivalsController, FestivalDatesAdminController],
  providers: [FestivalDatesRepository, FestivalsService, FestivalPagesService, FestivalDatesAdminService],
  exports: [FestivalsService, FestivalPagesService],
})
export class FestivalsModule {}
