import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { WebService } from './web.service';

@Module({ imports: [EventsModule], providers: [WebService], exports: [WebService] })
export class WebModule {}
