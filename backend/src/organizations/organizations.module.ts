import { Module } from '@nestjs/common';
import { OrganizationsAdminController } from './organizations.admin.controller';
import { OrganizationsAdminService } from './organizations-admin.service';
import { OrganizationsController } from './organizations.controller';
import { OrganizationsService } from './organizations.service';

/** Organizations: public submission, listing for pickers, admin management. */
@Module({
  controllers: [OrganizationsController, OrganizationsAdminController],
  providers: [OrganizationsService, OrganizationsAdminService],
  exports: [OrganizationsService, OrganizationsAdminService],
})
export class OrganizationsModule {}
