import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Chip, CircularProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { FailingSourceDto } from '@sangam/shared';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { formatDateTime } from '../common/format';

export const HEALTH_KEY = ['scraping', 'health'];

/** Whom to ask about a source: its organization (with its address), or the admins' own. */
function Owner({ s }: { s: FailingSourceDto }) {
  if (!s.organizationName) return <>Added by an admin</>;
  return (
    <>
      {s.organizationName}
      {s.organizationEmail && (
        <>
          <br />
          <Link href={`mailto:${s.organizationEmail}`}>{s.organizationEmail}</Link>
        </>
      )}
    </>
  );
}

/**
 * The health board: active sources of every organization whose last runs failed or found nothing, the longest
 * streak first, with what the last run saw and the owner. "Stopped working" marks one that used to find events
 * (its organization was emailed).
 */
export function SourceHealthBoard() {
  const api = useAdminApi();
  const health = useQuery({ queryKey: HEALTH_KEY, queryFn: () => api.sourceHealth(), retry: false });
  if (health.isPending) return <CircularProgress size={24} aria-label="Loading failing sources" />;
  if (health.error)
    return <Alert severity="error">Could not load the failing sources: {serverMessage(health.error) ?? 'please try again'}.</Alert>;
  const rows = health.data ?? [];
  if (!rows.length)
    return (
      <Typography sx={{ mb: 3 }} color="text.secondary">
        No failing sources: every active source found events in its last run.
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" aria-label="Failing sources">
        <TableHead>
          <TableRow>
            <TableCell>Source</TableCell>
            <TableCell>Failing for</TableCell>
            <TableCell>What the last run saw</TableCell>
            <TableCell>Owner</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((s) => (
            <TableRow key={s.id} data-testid="failing-source">
              <TableCell>
                <strong>{s.name}</strong>
                <br />
                <Link href={s.url} target="_blank" rel="noreferrer noopener" sx={{ wordBreak: 'break-all' }}>
                  {s.url}
                </Link>
              </TableCell>
              <TableCell>
                {s.failingRuns} {s.failingRuns === 1 ? 'run' : 'runs'}
                {s.stoppedWorking && (
                  <Chip
                    size="small"
                    color="error"
                    label="Stopped working"
                    sx={{ ml: 1 }}
                    title="It used to find events; its organization was emailed"
                  />
                )}
                <br />
                <Typography variant="caption" color="text.secondary">
                  {s.lastFoundAt ? `last found events ${formatDateTime(s.lastFoundAt)}` : 'never found events'}
                </Typography>
              </TableCell>
              <TableCell>{s.lastError}</TableCell>
              <TableCell>
                <Owner s={s} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
