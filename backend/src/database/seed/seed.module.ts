import { Module } from '@nestjs/common';
import { CommunityModule } from '../../community/community.module';
import { EventsModule } from '../../events/events.module';
import { FestivalsModule } from '../../festivals/festivals.module';
import { OrganizationsModule } from '../../organizations/organizations.module';
import { DemoSeedService } from './demo-seed.service';

@Module({
  imports: [OrganizationsModule, EventsModule, CommunityModule, FestivalsModule],
  providers: [DemoSeedService],
  exports: [DemoSeedService],
})
export class SeedModule {}
