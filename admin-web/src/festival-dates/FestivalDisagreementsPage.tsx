import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { compactCells } from '../common/responsive';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { zoneLabel } from '@sangam/shared';
import { festivalDays, tableYears } from './festival-format';

/**
 * /admin/festival-disagreements: where the festival dates table and the astronomical computation
 * (tithi at local sunrise, sankrantis, crescents) say different days in a year, per time zone. A row
 * with a note is a documented exception; one without needs checking.
 */
export function FestivalDisagreementsPage() {
  const api = useAdminApi();
  const [year, setYear] = useState(new Date().getUTCFullYear());
  const list = useQuery({ queryKey: ['festival-disagreements', year], queryFn: () => api.festivalDisagreements(year), retry: false });
  const unexplained = (list.data ?? []).filter((d) => !d.note).length;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Festival date disagreements" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Table vs. computation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        Each line is a festival and time zone where the dates table says other days than the astronomical computation. A note explains a
        documented exception (a temple calendar, a moon-sighting authority); a line without a note should be checked.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField select size="small" label="Year" value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: 140 }}>
          {tableYears().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {list.data && (
          <Typography variant="body2" data-testid="disagreement-summary">
            {list.data.length === 0
              ? 'The table agrees with the computation everywhere.'
              : `${list.data.length} disagreement${list.data.length === 1 ? '' : 's'}, ${unexplained} without a note`}
          </Typography>
        )}
      </Box>
      {list.isPending ? (
        <CircularProgress size={24} aria-label="Computing festival dates" />
      ) : list.error ? (
        <Alert severity="error">{serverMessage(list.error) ?? 'Could not compare the festival dates.'}</Alert>
      ) : list.data.length > 0 ? (
        <Card variant="outlined">
          <Table size="small" aria-label="Disagreements" sx={compactCells}>
            <TableHead>
              <TableRow>
                <TableCell>Festival</TableCell>
                <TableCell>Table says</TableCell>
                <TableCell>Computed</TableCell>
                <TableCell>Note</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((d) => (
                <TableRow key={d.id} data-testid="disagreement">
                  <TableCell>
                    {d.table ? (
                      <Link component={RouterLink} to={`/festival-dates/${encodeURIComponent(d.id)}`} sx={{ fontWeight: 600 }}>
                        {d.festival}
                      </Link>
                    ) : (
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {d.festival}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {zoneLabel(d.timeZone)}
                    </Typography>
                  </TableCell>
                  <TableCell>{festivalDays(d.table)}</TableCell>
                  <TableCell>{d.computed ? festivalDays(d.computed) : 'not computed'}</TableCell>
                  <TableCell sx={{ maxWidth: 420 }}>
                    {d.note ? (
                      <Typography variant="body2">{d.note}</Typography>
                    ) : (
                      <Chip size="small" color="warning" label="No note: check this date" />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ) : null}
    </Box>
  );
}
