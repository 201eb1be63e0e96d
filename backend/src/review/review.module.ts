import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ReviewAdminController } from './review.admin.controller';

/** Admin review of stored items: moderation re-run on an event or an organization (the work is the owning module's). */
@Module({ imports: [EventsModule, OrganizationsModule], controllers: [ReviewAdminController] })
export class ReviewModule {}
