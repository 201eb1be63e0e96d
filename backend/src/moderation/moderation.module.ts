import { Module } from '@nestjs/common';

/** Moderation: scores every submission and explains the score. */
@Module({})
export class ModerationModule {}
