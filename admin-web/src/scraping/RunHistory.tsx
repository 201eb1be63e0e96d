import { Fragment, useState } from 'react';
import {
  Button,
  Card,
  Chip,
  Collapse,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { formatDateTime } from '../common/format';
import type { RunSummaryDto } from '@sangam/shared';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import { leftOutText } from './format';
import { RunOutcomesDialog } from './RunOutcomesDialog';

function RunRow({ run }: { run: RunSummaryDto }) {
  const [open, setOpen] = useState(false);
  const [showEvents, setShowEvents] = useState(false);
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
        <TableCell sx={fromWidth('md')}>{run.finishedAt ? formatDateTime(run.finishedAt) : '—'}</TableCell>
        <TableCell sx={fromWidth('md')}>{run.trigger === 'scheduled' ? 'Scheduled' : 'Manual'}</TableCell>
        <TableCell>
          <Chip
            size="small"
            label={run.status === 'succeeded' ? 'Succeeded' : run.status === 'failed' ? 'Failed' : 'Running'}
            color={statusColor}
            variant="outlined"
          />
        </TableCell>
        <TableCell sx={fromWidth('md')}>
          {run.sourcesDone}/{run.sourcesTotal}
        </TableCell>
        <TableCell sx={fromWidth('sm')}>{run.eventsFound}</TableCell>
        <TableCell>{run.eventsSaved}</TableCell>
        <TableCell sx={{ ...fromWidth('md'), maxWidth: 360 }}>
          {run.errors.map((e, i) => (
            <Typography key={i} variant="caption" color="error" sx={{ display: 'block' }}>
              {e}
            </Typography>
          ))}
          {run.notices.map((n, i) => (
            <Typography key={i} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {n}
            </Typography>
          ))}
        </TableCell>
        <TableCell>
          <Button size="small" onClick={() => setShowEvents(true)} aria-label={`Events of the run of ${formatDateTime(run.startedAt)}`}>
            Events
          </Button>
          {showEvents && <RunOutcomesDialog run={run} onClose={() => setShowEvents(false)} />}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={10} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Table size="small" aria-label="Sources of this run" sx={{ my: 1, ...compactCells }}>
              <TableHead>
                <TableRow>
                  <TableCell>Source</TableCell>
                  <TableCell>Found</TableCell>
                  <TableCell>New</TableCell>
                  <TableCell sx={fromWidth('sm')}>Updated</TableCell>
                  <TableCell>Left out</TableCell>
                  <TableCell sx={fromWidth('sm')}>Filled in</TableCell>
                  <TableCell sx={fromWidth('sm')}>Error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {run.results.map((r) => {
                  const filledIn = Object.entries(r.notes ?? {})
                    .map(([what, n]) => `${n} ${what}`)
                    .join('; ');
                  return (
                    <TableRow key={r.sourceId}>
                      <TableCell sx={{ minWidth: 120 }}>
                        {r.name}
                        {r.notice && (
                          <Typography
                            data-testid="source-notice"
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block', maxWidth: 360 }}
                          >
                            {r.notice}
                          </Typography>
                        )}
                        {r.partial && (
                          <Typography variant="caption" color="warning.main" sx={{ display: 'block', maxWidth: 360 }}>
                            {r.partial}
                          </Typography>
                        )}
                        {/* On a phone the hidden columns' facts stay here. */}
                        <Typography variant="caption" color="text.secondary" sx={belowWidth('sm')}>
                          {[r.eventsUpdated ? `${r.eventsUpdated} updated` : '', filledIn && `Filled in: ${filledIn}`]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography>
                        {r.error && (
                          <Typography variant="caption" color="error" sx={belowWidth('sm')}>
                            {r.error}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{r.eventsFound}</TableCell>
                      <TableCell>{r.eventsSaved}</TableCell>
                      <TableCell sx={fromWidth('sm')}>{r.eventsUpdated}</TableCell>
                      <TableCell>{leftOutText(r.skipped) || '—'}</TableCell>
                      <TableCell sx={fromWidth('sm')}>{filledIn || '—'}</TableCell>
                      <TableCell sx={{ ...fromWidth('sm'), color: 'error.main' }}>{r.error ?? ''}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

export function RunHistory({ runs }: { runs: RunSummaryDto[] }) {
  if (!runs.length) return <Typography color="text.secondary">No runs yet.</Typography>;
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label="Run history" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell>Started</TableCell>
            <TableCell sx={fromWidth('md')}>Finished</TableCell>
            <TableCell sx={fromWidth('md')}>Trigger</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={fromWidth('md')}>Sources</TableCell>
            <TableCell sx={fromWidth('sm')}>Found</TableCell>
            <TableCell>New</TableCell>
            <TableCell sx={fromWidth('md')}>Errors and notices</TableCell>
            <TableCell>Per event</TableCell>
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
