import { Module } from '@nestjs/common';

/** Events: public listing, detail, calendar export, organizer and admin management. */
@Module({})
export class EventsModule {}
