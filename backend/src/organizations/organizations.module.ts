import { Module } from '@nestjs/common';

/** Organizations: public submission, listing for pickers, admin management. */
@Module({})
export class OrganizationsModule {}
