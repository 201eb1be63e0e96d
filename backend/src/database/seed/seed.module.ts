import { Module } from '@nestjs/common';
import { CommunityModule } from '../../community/community.module';
import { EventsModule } from '../../events/events.module';
import { OrganizationsModule } from '../../organizations/organizations.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [OrganizationsModule, EventsModule, CommunityModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
