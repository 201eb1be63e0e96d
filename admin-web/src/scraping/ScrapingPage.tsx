import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { Title, useLogoutIfAccessDenied } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { formatDateTime } from '../common/format';
import { serverMessage } from '../httpClient';
import { httpStatus, scrapingApi, SOURCE_TYPES, type ScrapeRun, type ScrapingSource, type ScrapingStatus } from './api';
import { SourceDialog } from './SourceDialog';
import { useToast } from './toast';

/** Status is polled every 5 seconds (specification section 9). */
export const STATUS_POLL_MS = 5_000;

const KEYS = { status: ['scraping', 'status'], sources: ['scraping', 'sources'], runs: ['scraping', 'runs'] };
const typeLabel = (t: string) => SOURCE_TYPES.find((x) => x.id === t)?.name ?? t;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function AccessDenied({ what }: { what: string }) {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      <AlertTitle>Access denied</AlertTitle>
      Only administrators can {what}.
    </Alert>
  );
}

function StatusPanel({
  status,
  runningHere,
  onRunAll,
  onAdd,
}: {
  status: ScrapingStatus | undefined;
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

function SourcesTable({
  sources,
  onToggle,
  onRun,
  onEdit,
  onDelete,
}: {
  sources: ScrapingSource[];
  onToggle: (s: ScrapingSource, active: boolean) => void;
  onRun: (s: ScrapingSource) => void;
  onEdit: (s: ScrapingSource) => void;
  onDelete: (s: ScrapingSource) => void;
}) {
  if (!sources.length) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        No sources yet. Add one, or approve organizations that list an events page: their pages become sources automatically.
      </Typography>
    );
  }
  return (
    <TableContainer component={Card} variant="outlined" sx={{ mb: 3 }}>
      <Table size="small" aria-label="Scraping sources">
        <TableHead>
          <TableRow>
            <TableCell>Source</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Active</TableCell>
            <TableCell>Last scraped</TableCell>
            <TableCell>Last run</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sources.map((s) => (
            <TableRow key={s.id} data-testid="scraping-source" aria-label={s.name}>
              <TableCell sx={{ maxWidth: 360 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.name}
                </Typography>
                <Link href={s.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {s.url}
                </Link>
                {(s.organizationName || s.origin === 'organization') && (
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {s.organizationName ? `Events attributed to ${s.organizationName}` : ''}
                    {s.origin === 'organization' ? ' · from the organization’s profile' : ''}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{typeLabel(s.type)}</TableCell>
              <TableCell>
                <Switch
                  checked={s.active}
                  onChange={(e) => onToggle(s, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Active: ${s.name}` } }}
                />
              </TableCell>
              <TableCell>{s.lastScraped ? formatDateTime(s.lastScraped) : 'Never'}</TableCell>
              <TableCell data-testid="source-last-run">
                {s.eventsFound === null && !s.error ? (
                  '—'
                ) : (
                  <Typography variant="body2">
                    {s.eventsFound ?? 0} found, {s.eventsSaved ?? 0} new{s.eventsUpdated ? `, ${s.eventsUpdated} updated` : ''}
                  </Typography>
                )}
                {s.error && (
                  <Typography variant="caption" color="error" sx={{ display: 'block', maxWidth: 320 }}>
                    {s.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" startIcon={<PlayArrowIcon />} onClick={() => onRun(s)} aria-label={`Run ${s.name}`}>
                  Run
                </Button>
                <Tooltip title="Edit">
                  <IconButton size="small" onClick={() => onEdit(s)} aria-label={`Edit ${s.name}`}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Delete">
                  <IconButton size="small" onClick={() => onDelete(s)} aria-label={`Delete ${s.name}`}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RunRow({ run }: { run: ScrapeRun }) {
  const [open, setOpen] = useState(false);
  const statusColor = run.status === 'succeeded' ? 'success' : run.status === 'failed' ? 'error' : 'warning';
  return (
    <Fragment>
      <TableRow data-testid="scrape-run">
        <TableCell padding="checkbox">
          <IconButton size="small" onClick={() => setOpen(!open)} aria-label={open ? 'Hide sources' : 'Show sources'} aria-expanded={open}>
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{formatDateTime(run.startedAt)}</TableCell>
        <TableCell>{run.finishedAt ? formatDateTime(run.finishedAt) : '—'}</TableCell>
        <TableCell>{run.trigger === 'scheduled' ? 'Scheduled' : 'Manual'}</TableCell>
        <TableCell>
          <Chip
            size="small"
            label={run.status === 'succeeded' ? 'Succeeded' : run.status === 'failed' ? 'Failed' : 'Running'}
            color={statusColor}
            variant="outlined"
          />
        </TableCell>
        <TableCell>
          {run.sourcesDone}/{run.sourcesTotal}
        </TableCell>
        <TableCell>{run.eventsFound}</TableCell>
        <TableCell>{run.eventsSaved}</TableCell>
        <TableCell sx={{ maxWidth: 360 }}>
          {run.errors.map((e, i) => (
            <Typography key={i} variant="caption" color="error" sx={{ display: 'block' }}>
              {e}
            </Typography>
          ))}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={9} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Table size="small" aria-label="Sources of this run" sx={{ my: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Source</TableCell>
                  <TableCell>Found</TableCell>
                  <TableCell>New</TableCell>
                  <TableCell>Updated</TableCell>
                  <TableCell>Left out</TableCell>
                  <TableCell>Error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {run.results.map((r) => (
                  <TableRow key={r.sourceId}>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.eventsFound}</TableCell>
                    <TableCell>{r.eventsSaved}</TableCell>
                    <TableCell>{r.eventsUpdated}</TableCell>
                    <TableCell>
                      {Object.entries(r.skipped ?? {})
                        .map(([why, n]) => `${n} ${why}`)
                        .join('; ') || '—'}
                    </TableCell>
                    <TableCell sx={{ color: 'error.main' }}>{r.error ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

function RunHistory({ runs }: { runs: ScrapeRun[] }) {
  if (!runs.length) return <Typography color="text.secondary">No runs yet.</Typography>;
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label="Run history">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>Started</TableCell>
            <TableCell>Finished</TableCell>
            <TableCell>Trigger</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Sources</TableCell>
            <TableCell>Found</TableCell>
            <TableCell>New</TableCell>
            <TableCell>Errors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((r) => (
            <RunRow key={r.id} run={r} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /admin/scraping: sources (active toggle, run, edit, delete), the run status polled every 5 seconds
 * with progress and the scheduled job, and the run history.
 */
export function ScrapingPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [runningHere, setRunningHere] = useState(false);
  const [editing, setEditing] = useState<ScrapingSource | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ScrapingSource | null>(null);

  const status = useQuery({
    queryKey: KEYS.status,
    queryFn: scrapingApi.status,
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const sources = useQuery({ queryKey: KEYS.sources, queryFn: scrapingApi.listSources, retry: false });
  const runs = useQuery({ queryKey: KEYS.runs, queryFn: () => scrapingApi.runs(20), retry: false });

  const refresh = useCallback(() => {
    for (const key of Object.values(KEYS)) void queryClient.invalidateQueries({ queryKey: key });
  }, [queryClient]);

  // A run that finishes anywhere (another admin, the schedule) refreshes the lists.
  const wasRunning = useRef(false);
  useEffect(() => {
    const now = !!status.data?.isRunning;
    if (wasRunning.current && !now) {
      void queryClient.invalidateQueries({ queryKey: KEYS.sources });
      void queryClient.invalidateQueries({ queryKey: KEYS.runs });
    }
    wasRunning.current = now;
  }, [status.data?.isRunning, queryClient]);

  const firstError = status.error ?? sources.error ?? runs.error;
  useEffect(() => {
    if (firstError) void logoutIfAccessDenied(firstError).catch(() => undefined);
  }, [firstError, logoutIfAccessDenied]);

  const isRunning = runningHere || !!status.data?.isRunning;

  const run = async (source?: ScrapingSource) => {
    if (isRunning) {
      toast('Already Running', 'A scraping run is in progress. Wait for it to finish before starting another.', 'warning');
      return;
    }
    setRunningHere(true);
    const poll = setTimeout(() => void queryClient.invalidateQueries({ queryKey: KEYS.status }), 500);
    try {
      const r = await scrapingApi.run(source?.id);
      const counts = `${plural(r.eventsFound, 'event')} found, ${r.eventsSaved} new${r.eventsUpdated ? `, ${r.eventsUpdated} updated` : ''}.`;
      if (r.success) toast('Scraping Completed', counts, 'success');
      else toast('Scraping Failed', r.errors.join(', '), 'error');
    } catch (err) {
      if (httpStatus(err) === 409)
        toast('Already Running', 'A scraping run is in progress. Wait for it to finish before starting another.', 'warning');
      else {
        await logoutIfAccessDenied(err).catch(() => undefined);
        toast('Failed to run scraping job', serverMessage(err), 'error');
      }
    } finally {
      clearTimeout(poll);
      setRunningHere(false);
      refresh();
    }
  };

  const toggle = async (s: ScrapingSource, active: boolean) => {
    queryClient.setQueryData<ScrapingSource[]>(KEYS.sources, (list) => list?.map((x) => (x.id === s.id ? { ...x, active } : x)));
    try {
      await scrapingApi.updateSource(s.id, { active });
    } catch (err) {
      queryClient.setQueryData<ScrapingSource[]>(KEYS.sources, (list) =>
        list?.map((x) => (x.id === s.id ? { ...x, active: s.active } : x)),
      );
      await logoutIfAccessDenied(err).catch(() => undefined);
      toast('Failed to update scraping source', serverMessage(err), 'error');
    } finally {
      void queryClient.invalidateQueries({ queryKey: KEYS.sources });
    }
  };

  const remove = async (s: ScrapingSource) => {
    setDeleting(null);
    try {
      await scrapingApi.deleteSource(s.id);
      toast('Source Deleted', `${s.name} was removed. Its events stay in the directory.`, 'success');
    } catch (err) {
      toast('Failed to update scraping source', serverMessage(err), 'error');
    } finally {
      void queryClient.invalidateQueries({ queryKey: KEYS.sources });
    }
  };

  if ([status.error, sources.error].some((e) => httpStatus(e) === 403)) return <AccessDenied what="manage event scraping" />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Scraping" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Event Scraping
      </Typography>
      <StatusPanel status={status.data} runningHere={runningHere} onRunAll={() => void run()} onAdd={() => setEditing('new')} />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Sources
      </Typography>
      {sources.isPending ? (
        <CircularProgress size={24} aria-label="Loading sources" />
      ) : sources.error ? (
        <Alert severity="error">Could not load the scraping sources: {serverMessage(sources.error) ?? 'please try again'}.</Alert>
      ) : (
        <SourcesTable
          sources={sources.data ?? []}
          onToggle={(s, a) => void toggle(s, a)}
          onRun={(s) => void run(s)}
          onEdit={(s) => setEditing(s)}
          onDelete={(s) => setDeleting(s)}
        />
      )}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Run history
      </Typography>
      {runs.data ? <RunHistory runs={runs.data} /> : runs.isPending ? <CircularProgress size={24} aria-label="Loading runs" /> : null}

      {editing && <SourceDialog source={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      {deleting && (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="delete-source-title">
          <DialogTitle id="delete-source-title">Delete source?</DialogTitle>
          <DialogContent>
            <DialogContentText>{deleting.name} will no longer be scraped. The events it brought stay in the directory.</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={() => void remove(deleting)}>
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
