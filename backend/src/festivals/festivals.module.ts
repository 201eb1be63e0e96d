import { Module } from '@nestjs/common';
import { FestivalDatesRepository } from './festival-dates.repository';
import { FestivalsService } from './festivals.service';

/**
 * Festivals: what Sangam knows about the community's calendar (definitions, names, the US dates table and
 * its astronomical cross-check). Detection and synonyms are plain functions other modules import.
 */
@Module({
  providers: [FestivalDatesRepository, FestivalsService],
  exports: [FestivalsService],
})
export class FestivalsModule {}
