import { Module } from '@nestjs/common';

/** Community: statistics, page views, saved events, contact messages. */
@Module({})
export class CommunityModule {}
