import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Typography } from '@mui/material';
import BackupIcon from '@mui/icons-material/Backup';
import type { BackupStatusResponse } from '@sangam/shared';
import { compactNumber, formatDateTime } from '../common/format';
import { useAdminApi } from '../common/useAdminApi';

const megabytes = (bytes?: number | null) => (bytes === null || bytes === undefined ? '' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The dashboard's backup card: the last verified backup (GET /api/admin/backups/status), and a newer failed attempt. */
export function BackupStatus() {
  const api = useAdminApi();
  const { data } = useQuery<BackupStatusResponse>({ queryKey: ['admin', 'backups'], queryFn: () => api.getBackupStatus(), retry: false });
  if (!data) return null;
  const { lastGood, lastAttempt } = data;
  return (
    <Card variant="outlined" component="section" aria-label="Backups" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <BackupIcon color="primary" /> Backups
        </Typography>
        {lastGood ? (
          <Typography variant="body2" data-testid="last-good-backup">
            Last good backup: {formatDateTime(lastGood.takenAt)} ({compactNumber(lastGood.rows)} rows, {megabytes(lastGood.sizeBytes)}),
            verified by a test restore {formatDateTime(lastGood.verifiedAt)}. File {lastGood.file} in {data.directory}.
          </Typography>
        ) : (
          <Typography variant="body2" color="warning.main" data-testid="last-good-backup">
            No verified backup yet.
          </Typography>
        )}
        {lastAttempt?.error && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
            The backup of {formatDateTime(lastAttempt.takenAt)} failed: {lastAttempt.error}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {data.schedule === 'off' ? 'Scheduled backups are off (BACKUP_CRON=off).' : `Scheduled: ${data.schedule} (cron, UTC).`}
        </Typography>
      </CardContent>
    </Card>
  );
}
