import { Global, Module } from '@nestjs/common';
import { ModerationService } from './moderation.service';

/** Moderation: a rule engine that scores every submission and explains the score, without the database. */
@Global()
@Module({
  providers: [ModerationService],
  exports: [ModerationService],
})
export class ModerationModule {}
