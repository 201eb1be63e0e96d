import type { ReactNode } from 'react';
import { Title, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActionArea, CardActions, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import MailIcon from '@mui/icons-material/Mail';
import type { AdminOrganizationResponse, PendingEventResponse } from '@sangam/shared';
import { AdminGuard } from '../common/AdminGuard';
import { RiskBadge } from '../common/moderation';
import { useAdminSummary } from '../common/useAdminSummary';
import { PENDING_RESOURCES } from '../dataProvider';
import { BackupStatus } from './BackupStatus';

/** How many items of each queue the dashboard shows (the riskiest first, as the queue orders them). */
const QUEUE_PREVIEW = 3;

function Count({ count, label }: { count: number | undefined; label: string }) {
  if (count === undefined) return null;
  return (
    <Typography variant="h4" component="p" aria-label={`${count} ${label}`}>
      {count}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {label}
      </Typography>
    </Typography>
  );
}

function Heading({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
      {icon}
      <Typography variant="h6" component="h2" color="text.primary">
        {title}
      </Typography>
    </Box>
  );
}

/** An approval queue's card: its pending count and the first items waiting, riskiest first. */
function QueueCard<T extends PendingEventResponse | AdminOrganizationResponse>({
  resource,
  to,
  icon,
  title,
  count,
  label,
  emptyText,
}: {
  resource: string;
  to: string;
  icon: ReactNode;
  title: string;
  count: number | undefined;
  label: (item: T) => string;
  emptyText: string;
}) {
  const { data } = useGetList<T>(resource, { pagination: { page: 1, perPage: QUEUE_PREVIEW } }, { retry: false });
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Heading icon={icon} title={title} />
        <Count count={count} label="pending" />
        {data && data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        )}
        {data && data.length > 0 && (
          <Box component="ol" aria-label={`First in ${title}`} sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {data.map((item) => (
              <Box component="li" key={item.id} sx={{ mb: 0.5 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {label(item)}
                  </Typography>
                  <RiskBadge item={item} />
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={to} variant="contained" size="small">
          Review {title.toLowerCase()}
        </Button>
      </CardActions>
    </Card>
  );
}

function Tile({
  to,
  icon,
  title,
  description,
  children,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Heading icon={icon} title={title} />
          {children}
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /admin: the approval queues first (counts and the riskiest items), the other tasks, and the Add buttons. */
function AdminPanel() {
  const { data } = useAdminSummary();
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Admin Panel" />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          Admin Panel
        </Typography>
        <Button component={RouterLink} to="/events/create" variant="outlined" startIcon={<AddIcon />}>
          Add Event
        </Button>
        <Button component={RouterLink} to="/organizations/create" variant="outlined" startIcon={<AddIcon />}>
          Add Organization
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <QueueCard<PendingEventResponse>
          resource={PENDING_RESOURCES.events}
          to="/event-approvals"
          icon={<EventAvailableIcon />}
          title="Event Approvals"
          count={data?.pendingEvents}
          label={(e) => e.title}
          emptyText="No events are waiting for approval."
        />
        <QueueCard<AdminOrganizationResponse>
          resource={PENDING_RESOURCES.organizations}
          to="/approvals"
          icon={<FactCheckIcon />}
          title="Organization Approvals"
          count={data?.pendingOrganizations}
          label={(o) => o.name}
          emptyText="No organizations are waiting for approval."
        />
      </Box>
      <Box
        component="nav"
        aria-label="Admin tasks"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        <Tile
          to="/contact-messages"
          icon={<MailIcon />}
          title="Contact Messages"
          description="Read messages sent through the contact form."
        >
          <Count count={data?.unhandledMessages} label="new" />
        </Tile>
        <Tile to="/scraping" icon={<CloudSyncIcon />} title="Event Scraping" description="Manage sources and run event scraping.">
          <Count count={data?.scrapingSources} label="sources" />
        </Tile>
        <Tile
          to="/discovery"
          icon={<TravelExploreIcon />}
          title="Organization Discovery"
          description="Find organizations from their website addresses."
        />
      </Box>
      <BackupStatus />
    </Box>
  );
}

export function Dashboard() {
  return (
    <AdminGuard>
      <AdminPanel />
    </AdminGuard>
  );
}
