import { Module } from '@nestjs/common';
import { BackupsAdminController } from './backups.admin.controller';
import { BackupsRepository } from './backups.repository';
import { BackupsService } from './backups.service';

/** Scheduled, verified backups with retention (docs/reliability.md, "Backups"). */
@Module({ controllers: [BackupsAdminController], providers: [BackupsService, BackupsRepository], exports: [BackupsService] })
export class BackupsModule {}
