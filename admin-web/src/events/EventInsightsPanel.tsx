import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { InsightCounts } from '@sangam/shared';
import { useAdminApi } from '../common/useAdminApi';
import { DailyBarChart } from '../common/DailyBarChart';

const COUNTS: Array<{ key: keyof InsightCounts; label: string }> = [
  { key: 'views', label: 'Views' },
  { key: 'saves', label: 'Saves' },
  { key: 'calendarAdds', label: 'Calendar adds' },
  { key: 'ticketClicks', label: 'Ticket clicks' },
  { key: 'shares', label: 'Shares' },
];

/** An event's last 30 days as its organizer sees them (GET /api/events/:id/insights): totals and views per day. */
export function EventInsightsPanel({ eventId }: { eventId: string }) {
  const api = useAdminApi();
  const insights = useQuery({ queryKey: ['event-insights', eventId], queryFn: () => api.eventInsights(eventId), retry: false });
  if (insights.isPending) return null;
  if (insights.error) return <Alert severity="warning">Could not load this event's insights.</Alert>;
  const i = insights.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="event-insights-title" sx={{ mb: 2 }} data-testid="event-insights">
      <CardContent>
        <Typography id="event-insights-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Last 30 days
        </Typography>
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mb: 1 }}>
          {COUNTS.map((c) => (
            <Box key={c.key} sx={{ display: 'flex', gap: 0.75 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {c.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {i.totals[c.key].toLocaleString('en-US')}
              </Typography>
            </Box>
          ))}
        </Box>
        <DailyBarChart days={i.daily.map((d) => ({ date: d.date, value: d.views }))} label="Views" />
      </CardContent>
    </Card>
  );
}
