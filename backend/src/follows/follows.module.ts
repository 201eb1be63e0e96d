import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { FollowTokens } from './follow-tokens';
import { FollowsAdminController } from './follows.admin.controller';
import { FollowsController } from './follows.controller';
import { FollowsRepository } from './follows.repository';
import { FollowsService } from './follows.service';

/** Follows, their confirmation, digests, notices and unsubscribes (docs/follows.md); owns follows and follow_notices. */
@Module({
  imports: [EventsModule, OrganizationsModule],
  controllers: [FollowsController, FollowsAdminController],
  providers: [FollowsService, FollowsRepository, FollowTokens],
  exports: [FollowsService],
})
export class FollowsModule {}
