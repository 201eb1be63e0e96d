import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { FestivalsModule } from '../festivals/festivals.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { WebService } from './web.service';

@Module({ imports: [EventsModule, OrganizationsModule, FestivalsModule], providers: [WebService], exports: [WebService] })
export class WebModule {}
