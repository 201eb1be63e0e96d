import { Global, Module } from '@nestjs/common';
import { ModerationAdminController } from './moderation.admin.controller';
import { ModerationAdminService } from './moderation.admin.service';
import { ModerationService } from './moderation.service';

/** Moderation: scores every submission and explains the score. Used by every module that writes. */
@Global()
@Module({
  controllers: [ModerationAdminController],
  providers: [ModerationService, ModerationAdminService],
  exports: [ModerationService],
})
export class ModerationModule {}
