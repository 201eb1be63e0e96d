import { useCallback, useEffect, useRef, useState } from 'react';
import { Title } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { AccessDenied } from '../common/AccessDenied';
import { useAdminApi } from '../common/useAdminApi';
import { errorCode, httpStatus, serverMessage } from '../httpClient';
import { plural } from './format';
import { RunHistory } from './RunHistory';
import { PreviewDialog } from './PreviewDialog';
import { SourceDialog } from './SourceDialog';
import { SourceHealthBoard, HEALTH_KEY } from './SourceHealthBoard';
import { SourcesTable } from './SourcesTable';
import { StatusPanel } from './StatusPanel';
import { useToast } from '../common/toast';
import type { SourceResponseDto } from '@sangam/shared';

/** Status is polled every 5 seconds (specification section 9). */
const STATUS_POLL_MS = 5_000;

const KEYS = { status: ['scraping', 'status'], sources: ['scraping', 'sources'], runs: ['scraping', 'runs'], health: HEALTH_KEY };

/**
 * /admin/scraping: sources (active toggle, run, edit, delete), the run status polled every 5 seconds
 * with progress and the scheduled job, and the run history.
 */
export function ScrapingPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const api = useAdminApi();
  const [runningHere, setRunningHere] = useState(false);
  const [editing, setEditing] = useState<SourceResponseDto | null | 'new'>(null);
  const [deleting, setDeleting] = useState<SourceResponseDto | null>(null);
  const [previewing, setPreviewing] = useState<SourceResponseDto | null>(null);

  const status = useQuery({
    queryKey: KEYS.status,
    queryFn: () => api.scrapingStatus(),
    refetchInterval: STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });
  const sources = useQuery({ queryKey: KEYS.sources, queryFn: () => api.listSources(), retry: false });
  const runs = useQuery({ queryKey: KEYS.runs, queryFn: () => api.scrapingRuns(20), retry: false });

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
      void queryClient.invalidateQueries({ queryKey: KEYS.health });
    }
    wasRunning.current = now;
  }, [status.data?.isRunning, queryClient]);

  const isRunning = runningHere || !!status.data?.isRunning;

  const run = async (source?: SourceResponseDto) => {
    if (isRunning) {
      toast('Already Running', 'A scraping run is in progress. Wait for it to finish before starting another.', 'warning');
      return;
    }
    setRunningHere(true);
    const poll = setTimeout(() => void queryClient.invalidateQueries({ queryKey: KEYS.status }), 500);
    try {
      const r = await api.runScraping(source?.id);
      const counts = `${plural(r.eventsFound, 'event')} found, ${r.eventsSaved} new${r.eventsUpdated ? `, ${r.eventsUpdated} updated` : ''}.`;
      // Why a source found nothing, when its events' dates are why.
      if (r.success) toast('Scraping Completed', [counts, ...r.notices].join(' '), 'success');
      else toast('Scraping Failed', r.errors.join(', '), 'error');
    } catch (err) {
      if (errorCode(err) === 'scrape_already_running')
        toast('Already Running', 'A scraping run is in progress. Wait for it to finish before starting another.', 'warning');
      else toast('Failed to run scraping job', serverMessage(err), 'error');
    } finally {
      clearTimeout(poll);
      setRunningHere(false);
      refresh();
    }
  };

  const toggle = async (s: SourceResponseDto, active: boolean) => {
    queryClient.setQueryData<SourceResponseDto[]>(KEYS.sources, (list) => list?.map((x) => (x.id === s.id ? { ...x, active } : x)));
    try {
      await api.updateSource(s.id, { active });
    } catch (err) {
      queryClient.setQueryData<SourceResponseDto[]>(KEYS.sources, (list) =>
        list?.map((x) => (x.id === s.id ? { ...x, active: s.active } : x)),
      );
      toast('Failed to update scraping source', serverMessage(err), 'error');
    } finally {
      void queryClient.invalidateQueries({ queryKey: KEYS.sources });
    }
  };

  const remove = async (s: SourceResponseDto) => {
    setDeleting(null);
    try {
      await api.deleteSource(s.id);
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
          onPreview={(s) => setPreviewing(s)}
          onEdit={(s) => setEditing(s)}
          onDelete={(s) => setDeleting(s)}
        />
      )}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Failing sources
      </Typography>
      <SourceHealthBoard />

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Run history
      </Typography>
      {runs.data ? <RunHistory runs={runs.data} /> : runs.isPending ? <CircularProgress size={24} aria-label="Loading runs" /> : null}

      {editing && <SourceDialog source={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      {previewing && <PreviewDialog input={{ sourceId: previewing.id }} what={previewing.name} onClose={() => setPreviewing(null)} />}
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
