import { Global, Module } from '@nestjs/common';
import { ModerationService } from './moderation.service';

/** Moderation: scores every submission and explains the score. Used by every module that writes. */
@Global()
@Module({ providers: [ModerationService], exports: [ModerationService] })
export class ModerationModule {}
