import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import * as path from 'node:path';
import { AdminApi } from '../auth/admin-api.decorator';
import { BackupRow } from './backups.repository';
import { BackupsService } from './backups.service';
import { BackupRecordResponse, BackupStatusResponse } from './dto';

const toRecord = (b: BackupRow | null): BackupRecordResponse | null =>
  b && {
    file: path.basename(b.file),
    takenAt: new Date(b.takenAt).toISOString(),
    sizeBytes: b.sizeBytes === null ? null : Number(b.sizeBytes),
    rows: b.rows === null ? null : Number(b.rows),
    verifiedAt: b.verifiedAt && new Date(b.verifiedAt).toISOString(),
    error: b.error,
  };

/** Admin: the scheduled backups' state, for the console's dashboard. */
@AdminApi('admin: backups')
@Controller('admin/backups')
export class BackupsAdminController {
  constructor(private readonly backups: BackupsService) {}

  @Get('status')
  @ApiOperation({ summary: 'The last verified backup, and a newer attempt (running or failed) if any' })
  @ApiResponse({ status: 200, type: BackupStatusResponse })
  async status(): Promise<BackupStatusResponse> {
    const { lastGood, lastAttempt } = await this.backups.status();
    return {
      directory: this.backups.directory,
      schedule: this.backups.schedule,
      lastGood: toRecord(lastGood),
      lastAttempt: toRecord(lastAttempt),
    };
  }
}
