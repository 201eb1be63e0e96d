import {
  Box,
  Button,
  Card,
  IconButton,
  Link,
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
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDateTime } from '../common/format';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import { typeLabel } from './format';
import type { SourceResponseDto } from '@sangam/shared';

/** The sources with their active switch, last run and run / edit / delete actions. */
export function SourcesTable({
  sources,
  onToggle,
  onRun,
  onPreview,
  onEdit,
  onDelete,
}: {
  sources: SourceResponseDto[];
  onToggle: (s: SourceResponseDto, active: boolean) => void;
  onRun: (s: SourceResponseDto) => void;
  onPreview: (s: SourceResponseDto) => void;
  onEdit: (s: SourceResponseDto) => void;
  onDelete: (s: SourceResponseDto) => void;
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
      <Table size="small" aria-label="Scraping sources" sx={compactCells}>
        <TableHead>
          <TableRow>
            <TableCell>Source</TableCell>
            <TableCell sx={fromWidth('md')}>Type</TableCell>
            <TableCell>Active</TableCell>
            <TableCell sx={fromWidth('md')}>Last scraped</TableCell>
            <TableCell sx={fromWidth('md')}>Last run</TableCell>
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
                <Typography variant="caption" color="text.secondary" sx={belowWidth('md')}>
                  {typeLabel(s.type)} · {s.lastScraped ? `last scraped ${formatDateTime(s.lastScraped)}` : 'never scraped'}
                  {s.eventsFound !== null ? ` · ${s.eventsFound} found, ${s.eventsSaved ?? 0} new` : ''}
                </Typography>
                {s.notice && (
                  <Typography variant="caption" color="text.secondary" sx={belowWidth('md')}>
                    {s.notice}
                  </Typography>
                )}
                {(s.organizationName || s.origin === 'organization') && (
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {s.organizationName ? `Events attributed to ${s.organizationName}` : ''}
                    {s.origin === 'organization' ? ' · from the organization’s profile' : ''}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={fromWidth('md')}>{typeLabel(s.type)}</TableCell>
              <TableCell>
                <Switch
                  checked={s.active}
                  onChange={(e) => onToggle(s, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Active: ${s.name}` } }}
                />
              </TableCell>
              <TableCell sx={fromWidth('md')}>{s.lastScraped ? formatDateTime(s.lastScraped) : 'Never'}</TableCell>
              <TableCell data-testid="source-last-run" sx={fromWidth('md')}>
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
                {s.notice && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 320 }}>
                    {s.notice}
                  </Typography>
                )}
                {s.lastRun?.partial && (
                  <Typography variant="caption" color="warning.main" sx={{ display: 'block', maxWidth: 320 }}>
                    {s.lastRun.partial}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: { md: 'nowrap' } }}>
                <Button
                  size="small"
                  startIcon={<PlayArrowIcon />}
                  onClick={() => onRun(s)}
                  aria-label={`Run ${s.name}`}
                  sx={{ minWidth: 0 }}
                >
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    Run
                  </Box>
                </Button>
                <Button
                  size="small"
                  startIcon={<VisibilityIcon />}
                  onClick={() => onPreview(s)}
                  aria-label={`Preview ${s.name}`}
                  sx={{ minWidth: 0 }}
                >
                  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                    Preview
                  </Box>
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
