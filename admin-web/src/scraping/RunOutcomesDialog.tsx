import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { RunSummaryDto } from '@sangam/shared';
import { formatDay } from '@sangam/shared';
import { formatDateTime } from '../common/format';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { filterOutcomes, outcomeCounts, outcomeLabel } from './outcomes';
import { OutcomeChip, Why } from './PreviewDialog';

/**
 * "Why is X missing?": every event a run read, with what it did (saved, held, updated, unchanged,
 * skipped) and why, searchable by title or reason and filterable by outcome and source.
 */
export function RunOutcomesDialog({ run, onClose }: { run: RunSummaryDto; onClose: () => void }) {
  const api = useAdminApi();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [outcome, setOutcome] = useState('');
  const [sourceId, setSourceId] = useState('');
  const events = useQuery({ queryKey: ['scraping', 'run-events', run.id], queryFn: () => api.scrapingRunEvents(run.id), retry: false });
  const sourceName = new Map(run.results.map((r) => [r.sourceId, r.name]));
  const all = events.data ?? [];
  const rows = filterOutcomes(
    all.filter((e) => !sourceId || e.sourceId === sourceId),
    search,
    outcome,
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="run-events-title">
      <DialogTitle id="run-events-title" sx={{ wordBreak: 'break-word' }}>
        Events of the run of {formatDateTime(run.startedAt)}
      </DialogTitle>
      <DialogContent>
        {events.isPending ? (
          <CircularProgress size={24} aria-label="Loading the run's events" />
        ) : events.error ? (
          <Alert severity="error">{serverMessage(events.error) ?? 'Could not load the events of this run.'}</Alert>
        ) : all.length === 0 ? (
          <Typography>No per-event outcomes are kept for this run (they are kept for the last 10 runs).</Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
              <TextField
                size="small"
                label="Search title or reason"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                sx={{ flex: '1 1 220px' }}
              />
              <TextField
                select
                size="small"
                label="Outcome"
                value={outcome}
                onChange={(e) => setOutcome(e.target.value)}
                sx={{ flex: '0 1 200px', minWidth: 160 }}
              >
                <MenuItem value="">All ({all.length})</MenuItem>
                {outcomeCounts(all).map((c) => (
                  <MenuItem key={c.outcome} value={c.outcome}>
                    {outcomeLabel(c.outcome)} ({c.count})
                  </MenuItem>
                ))}
              </TextField>
              {run.results.length > 1 && (
                <TextField
                  select
                  size="small"
                  label="Source"
                  value={sourceId}
                  onChange={(e) => setSourceId(e.target.value)}
                  sx={{ flex: '0 1 240px', minWidth: 160 }}
                >
                  <MenuItem value="">All sources</MenuItem>
                  {run.results.map((r) => (
                    <MenuItem key={r.sourceId} value={r.sourceId}>
                      {r.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" data-testid="run-events-shown">
              {rows.length} of {all.length} events shown
            </Typography>
            <Table size="small" aria-label="Events of the run" sx={compactCells}>
              <TableHead>
                <TableRow>
                  <TableCell>Event</TableCell>
                  <TableCell sx={fromWidth('sm')}>Outcome</TableCell>
                  <TableCell sx={fromWidth('sm')}>Why</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e, i) => (
                  <TableRow key={`${e.sourceId}-${i}`} data-testid="run-event">
                    <TableCell sx={{ minWidth: 140 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                        {e.eventId ? (
                          <a href={`/events/${e.eventId}`} target="_blank" rel="noopener noreferrer">
                            {e.title}
                          </a>
                        ) : (
                          e.title
                        )}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {[e.date && formatDay(e.date, 'medium'), sourceName.get(e.sourceId)].filter(Boolean).join(' · ')}
                      </Typography>
                      <Box sx={{ ...belowWidth('sm'), mt: 0.5 }}>
                        <OutcomeChip outcome={e.outcome} />
                        <Why reason={e.reason} />
                      </Box>
                    </TableCell>
                    <TableCell sx={fromWidth('sm')}>
                      <OutcomeChip outcome={e.outcome} />
                    </TableCell>
                    <TableCell sx={{ ...fromWidth('sm'), wordBreak: 'break-word' }}>
                      <Why reason={e.reason} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
