import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { LiveStatisticsResponse } from '@sangam/shared';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { DailyBarChart } from '../common/DailyBarChart';

type Daily = LiveStatisticsResponse['daily'][number];

const FIGURES: { key: keyof LiveStatisticsResponse; label: string; hint: string }[] = [
  { key: 'events', label: 'Upcoming events', hint: 'public, from today' },
  { key: 'organizations', label: 'Organizations', hint: 'approved' },
  { key: 'pageViews', label: 'Page views', hint: 'last 30 days' },
  { key: 'saves', label: 'Saved events', hint: 'bookmarks kept now' },
  { key: 'subscribers', label: 'Subscribers', hint: 'confirmed follows' },
];

const TOTALS: { key: keyof Omit<Daily, 'date'>; label: string }[] = [
  { key: 'pageViews', label: 'Page views' },
  { key: 'views', label: 'Event page visits' },
  { key: 'saves', label: 'Saves' },
  { key: 'calendarAdds', label: 'Calendar adds' },
  { key: 'ticketClicks', label: 'Ticket clicks' },
  { key: 'shares', label: 'Shares' },
];

/** Sum of one kind of activity over the series. */
const seriesTotal = (daily: readonly Daily[], key: keyof Omit<Daily, 'date'>) => daily.reduce((n, d) => n + d[key], 0);

/** The Statistics page's measured figures (GET /api/admin/statistics) and the last 90 days of page views. */
export function LiveStatistics() {
  const api = useAdminApi();
  const stats = useQuery({ queryKey: ['admin', 'statistics'], queryFn: () => api.liveStatistics(), retry: false });
  if (stats.isPending) return <CircularProgress size={24} aria-label="Loading statistics" sx={{ m: 2 }} />;
  if (stats.error)
    return <Alert severity="error">Could not load the live figures: {serverMessage(stats.error) ?? 'please try again'}.</Alert>;
  const s = stats.data;
  return (
    <Box component="section" aria-labelledby="live-figures-title" sx={{ mt: 2, mb: 3 }}>
      <Typography id="live-figures-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        Live figures
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1, m: 0, mb: 2 }}
      >
        {FIGURES.map((f) => (
          <Card key={f.key} variant="outlined" data-testid={`live-${f.key}`}>
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
                {Number(s[f.key]).toLocaleString('en-US')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {f.hint}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Page views per day, last 90 days
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {s.from} to {s.to} (UTC), each visitor session counted once per page a day, bots left out
          </Typography>
          <DailyBarChart days={s.daily.map((d) => ({ date: d.date, value: d.pageViews }))} label="Page views" />
          <Box
            component="dl"
            data-testid="series-totals"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 1 }}
          >
            {TOTALS.map((t) => (
              <Box key={t.key} sx={{ display: 'flex', gap: 0.75 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t.label} (90 days)
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {seriesTotal(s.daily, t.key).toLocaleString('en-US')}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
