import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class BackupRecordResponse {
  @ApiProperty({ description: 'The file, in the backup directory' }) file: string;
  @ApiProperty({ format: 'date-time' }) takenAt: string;
  @ApiPropertyOptional({ type: Number, nullable: true }) sizeBytes: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Rows in the backup' }) rows: number | null;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a restore into a scratch database verified it',
  })
  verifiedAt: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why it failed' }) error: string | null;
}

export class BackupStatusResponse {
  @ApiProperty({ description: 'Where scheduled backups are written (BACKUP_DIR, or DATA_DIR/backups)' }) directory: string;
  @ApiProperty({ description: "When they run (BACKUP_CRON, UTC), or 'off'; they run only where ENABLE_SCHEDULER is on" }) schedule: string;
  @ApiPropertyOptional({ type: BackupRecordResponse, nullable: true, description: 'The newest verified backup' })
  lastGood: BackupRecordResponse | null;
  @ApiPropertyOptional({
    type: BackupRecordResponse,
    nullable: true,
    description: 'A newer attempt than the last good one: running or failed',
  })
  lastAttempt: BackupRecordResponse | null;
}
