import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { AdminApi } from '../auth/admin-api.decorator';
import { BackupsService } from './backups.service';
import { BackupStatusResponse } from './dto';

/** Admin: the scheduled backups' state, for the console's dashboard. */
@AdminApi('admin: backups')
@Controller('admin/backups')
export class BackupsAdminController {
  constructor(private readonly backups: BackupsService) {}

  @Get('status')
  @ApiOperation({ summary: 'The last verified backup, and a newer attempt (running or failed) if any' })
  @ApiResponse({ status: 200, type: BackupStatusResponse })
  status(): Promise<BackupStatusResponse> {
    return this.backups.status();
  }
}
