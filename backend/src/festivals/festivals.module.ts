import { Module } from '@nestjs/common';
import { FestivalDatesAdminController } from './festival-dates.admin.controller';
import { FestivalDatesAdminService } from './festival-dates-admin.service';
import { FestivalDatesRepository } from './festival-dates.repository';
import { FestivalsService } from './festivals.service';

/**
 * Festivals: what Sangam knows about the community's calendar (definitions, names, the US dates table and
 * its astronomical cross-check). Detection and synonyms are plain functions other modules import.
 */
@Module({
  controllers: [FestivalDatesAdminController],
  providers: [FestivalDatesRepository, FestivalsService, FestivalDatesAdminService],
  exports: [FestivalsService],
})
export class FestivalsModule {}
