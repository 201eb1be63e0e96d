import { Module } from '@nestjs/common';
import { OrganizationsAdminController } from './organizations.admin.controller';
import { OrganizationsAdminService } from './organizations-admin.service';
import { OrganizationPagesHook } from './organization-pages.hook';
import { OrganizationsController, OrgProfileController } from './organizations.controller';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsService } from './organizations.service';

/** Organizations: public submission, listing for pickers, admin management; every statement on the table in OrganizationsRepository. */
@Module({
  controllers: [OrganizationsController, OrgProfileController, OrganizationsAdminController],
  providers: [OrganizationsRepository, OrganizationsService, OrganizationsAdminService, OrganizationPagesHook],
  exports: [OrganizationsService, OrganizationsAdminService, OrganizationPagesHook],
})
export class OrganizationsModule {}
