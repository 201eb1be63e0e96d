import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { PreviewSourceDto } from '@sangam/shared';
import { eventWhen } from '@sangam/shared';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { leftOutText, plural } from './format';
import { OUTCOME_LABELS, outcomeLabel } from './outcomes';

export const OutcomeChip = ({ outcome }: { outcome: string }) => (
  <Chip size="small" label={outcomeLabel(outcome)} color={OUTCOME_LABELS[outcome]?.color ?? 'default'} />
);

/** The reason of a held or skipped event and what was filled in; a dash when there is neither. */
export function Why({ reason, notes = [] }: { reason: string | null; notes?: string[] }) {
  if (!reason && !notes.length) return <>—</>;
  return (
    <>
      {reason && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {reason}
        </Typography>
      )}
      {notes.map((n) => (
        <Typography key={n} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {n}
        </Typography>
      ))}
    </>
  );
}

const COUNT_ORDER = ['new', 'held', 'update', 'unchanged', 'skipped'] as const;

/**
 * A dry run of a source (POST /api/scraping/preview): what a run would save, hold, update or skip
 * for each event, and why. Writes nothing; `what` names the source in the title.
 */
export function PreviewDialog({ input, what, onClose }: { input: PreviewSourceDto; what: string; onClose: () => void }) {
  const api = useAdminApi();
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const preview = useQuery({ queryKey: ['scraping', 'preview', input], queryFn: () => api.previewSource(input), retry: false, gcTime: 0 });
  const r = preview.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="preview-title">
      <DialogTitle id="preview-title" sx={{ wordBreak: 'break-word' }}>
        Preview: {what}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          A dry run: the page is read now and nothing is saved.
        </Typography>
        {preview.isPending ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CircularProgress size={20} aria-label="Reading the source" /> Reading the source…
          </Box>
        ) : preview.error ? (
          <Alert severity="error">{serverMessage(preview.error) ?? 'The preview failed. Please try again.'}</Alert>
        ) : r ? (
          <>
            {r.error && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {r.error}
              </Alert>
            )}
            <Box data-testid="preview-counts" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              {COUNT_ORDER.map((k) => (
                <Chip
                  key={k}
                  size="small"
                  variant={r.counts[k] ? 'filled' : 'outlined'}
                  color={r.counts[k] ? OUTCOME_LABELS[k].color : 'default'}
                  label={`${r.counts[k] ?? 0} ${OUTCOME_LABELS[k].label.toLowerCase()}`}
                />
              ))}
            </Box>
            {!r.error && (
              // Counted and worded as a run records them (the run history's Found and Left out).
              <Typography data-testid="preview-found" variant="body2" sx={{ mb: 1 }}>
                {[`${plural(r.eventsFound, 'event')} found`, leftOutText(r.skipped) && `Left out: ${leftOutText(r.skipped)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            )}
            {r.notice && (
              <Alert data-testid="preview-notice" severity="info" sx={{ mb: 1 }}>
                {r.notice}
              </Alert>
            )}
            {r.partial && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {r.partial}
              </Alert>
            )}
            {r.via.length > 0 && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                Read from: {r.via.join(', ')}
              </Typography>
            )}
            {!r.error && !r.notice && r.events.length === 0 && <Typography>No events found on this source.</Typography>}
            {r.events.length > 0 && (
              <Table size="small" aria-label="Events of the preview" sx={compactCells}>
                <TableHead>
                  <TableRow>
                    <TableCell>Event</TableCell>
                    <TableCell sx={fromWidth('sm')}>Outcome</TableCell>
                    <TableCell sx={fromWidth('sm')}>Why / what was filled in</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {r.events.map((e, i) => (
                    <TableRow key={i} data-testid="preview-event">
                      <TableCell sx={{ minWidth: 140 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                          {e.title}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {[
                            e.date ? eventWhen({ date: e.date, startTime: e.startTime }, 'medium') : e.startTime,
                            e.venue,
                            [e.city, e.state].filter(Boolean).join(', '),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                        <Box sx={{ ...belowWidth('sm'), mt: 0.5 }}>
                          <OutcomeChip outcome={e.outcome} />
                          <Why reason={e.reason} notes={e.notes} />
                        </Box>
                      </TableCell>
                      <TableCell sx={fromWidth('sm')}>
                        <OutcomeChip outcome={e.outcome} />
                      </TableCell>
                      <TableCell sx={{ ...fromWidth('sm'), wordBreak: 'break-word' }}>
                        <Why reason={e.reason} notes={e.notes} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
