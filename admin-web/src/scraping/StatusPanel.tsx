import { Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { formatDateTime } from '../common/format';
import { plural } from './format';
import type { ScrapingStatusDto } from '@sangam/shared';

/** Run status (polled), progress, the scheduled job and the run-all / add-source buttons. */
export function StatusPanel({
  status,
  runningHere,
  onRunAll,
  onAdd,
}: {
  status: ScrapingStatusDto | undefined;
  runningHere: boolean;
  onRunAll: () => void;
  onAdd: () => void;
}) {
  const running = !!status?.isRunning || runningHere;
  const progress = status?.progress;
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2">
                Status
              </Typography>
              <Chip
                data-testid="scraping-status"
                label={running ? 'Running' : 'Idle'}
                color={running ? 'warning' : 'default'}
                size="small"
              />
            </Stack>
            {running && (
              <Box sx={{ mt: 1, minWidth: 280 }} role="status" aria-live="polite">
                {progress && progress.sourcesTotal > 0 ? (
                  <>
                    <LinearProgress
                      variant="determinate"
                      value={(100 * progress.sourcesDone) / progress.sourcesTotal}
                      aria-label="Scraping progress"
                    />
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {progress.sourcesDone} of {plural(progress.sourcesTotal, 'source')} done
                    </Typography>
                  </>
                ) : (
                  <>
                    <LinearProgress aria-label="Scraping progress" />
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      Starting…
                    </Typography>
                  </>
                )}
              </Box>
            )}
            {!running && status?.lastRun && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Last run {formatDateTime(status.lastRun.finishedAt ?? status.lastRun.startedAt)}: {status.lastRun.eventsFound} found,{' '}
                {status.lastRun.eventsSaved} new
                {status.lastRun.errors.length ? `, ${plural(status.lastRun.errors.length, 'error')}` : ''}
              </Typography>
            )}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2">
              Scheduled jobs
            </Typography>
            {status && status.scheduledJobs.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                No scheduled jobs on this server (ENABLE_SCHEDULER is off).
              </Typography>
            )}
            {status?.scheduledJobs.map((job) => (
              <Stack key={job.name} direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }} data-testid="scheduled-job">
                <Typography variant="body2">{job.name}</Typography>
                <Chip
                  size="small"
                  label={job.running ? 'Running' : 'Scheduled'}
                  color={job.running ? 'warning' : 'info'}
                  variant="outlined"
                />
                <Typography variant="body2" color="text.secondary">
                  Next run: {job.nextRun ? formatDateTime(job.nextRun) : '—'}
                </Typography>
              </Stack>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={onRunAll}>
              Run All Sources
            </Button>
            <Button variant="outlined" onClick={onAdd}>
              Add Source
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
