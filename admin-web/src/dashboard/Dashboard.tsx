import { ReactNode, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardActionArea, CardContent, Tab, Tabs, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import MailIcon from '@mui/icons-material/Mail';
import { AdminGuard } from '../common/AdminGuard';
import { useAdminApi } from '../common/useAdminApi';
import { AddEventForm } from '../events/AddEventForm';
import { AddOrganizationForm } from '../organizations/AddOrganizationForm';

/** Pending counts refresh while the dashboard is open. */
const SUMMARY_REFRESH_MS = 30_000;

function Tile({
  to,
  icon,
  title,
  description,
  count,
  countLabel,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  description: string;
  count?: number;
  countLabel?: string;
}) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
            {icon}
            <Typography variant="h6" component="h2" color="text.primary">
              {title}
            </Typography>
          </Box>
          {count !== undefined && (
            <Typography variant="h4" component="p" aria-label={`${count} ${countLabel ?? ''}`.trim()}>
              {count}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {countLabel}
              </Typography>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Tiles() {
  const api = useAdminApi();
  const { data } = useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => api.getSummary(),
    refetchInterval: SUMMARY_REFRESH_MS,
    retry: false,
  });
  return (
    <Box
      component="nav"
      aria-label="Admin tasks"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' }, mb: 3 }}
    >
      <Tile
        to="/approvals"
        icon={<FactCheckIcon />}
        title="Organization Approvals"
        description="Review organizations waiting to join the directory."
        count={data?.pendingOrganizations}
        countLabel="pending"
      />
      <Tile
        to="/event-approvals"
        icon={<EventAvailableIcon />}
        title="Event Approvals"
        description="Review submitted and flagged events."
        count={data?.pendingEvents}
        countLabel="pending"
      />
      <Tile
        to="/discovery"
        icon={<TravelExploreIcon />}
        title="Organization Discovery"
        description="Find organizations from their website addresses."
      />
      <Tile
        to="/scraping"
        icon={<CloudSyncIcon />}
        title="Event Scraping"
        description="Manage sources and run event scraping."
        count={data?.scrapingSources}
        countLabel="sources"
      />
      <Tile
        to="/contact-messages"
        icon={<MailIcon />}
        title="Contact Messages"
        description="Read messages sent through the contact form."
        count={data?.unhandledMessages}
        countLabel="new"
      />
    </Box>
  );
}

const TABS = ['event', 'organization'] as const;

/** /admin: tiles with live counts, and the 'Add Event' / 'Add Organization' tabs. */
function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const initial = params.get('tab') === 'organization' ? 1 : 0;
  const [tab, setTab] = useState(initial);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Admin Panel" />
      <Typography variant="h5" component="h1" gutterBottom>
        Admin Panel
      </Typography>
      <Tiles />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, v: number) => {
            setTab(v);
            setParams(v === 0 ? {} : { tab: TABS[v] }, { replace: true });
          }}
          aria-label="Add content"
        >
          <Tab label="Add Event" id="tab-event" aria-controls="tabpanel-event" />
          <Tab label="Add Organization" id="tab-organization" aria-controls="tabpanel-organization" />
        </Tabs>
        <CardContent role="tabpanel" id={`tabpanel-${TABS[tab]}`} aria-labelledby={`tab-${TABS[tab]}`}>
          {tab === 0 ? <AddEventForm /> : <AddOrganizationForm />}
        </CardContent>
      </Card>
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
