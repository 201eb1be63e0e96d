import type { ReactNode } from 'react';
import { productName } from '@sangam/shared';
import { AppBar, Layout as RaLayout, Menu, TitlePortal } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { useAdminSummary } from './common/useAdminSummary';

/** A menu entry's text with what waits there ('Event Approvals 3'); nothing when none waits. */
function Counted({ text, count, what }: { text: string; count: number | undefined; what: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
      {!!count && (
        <Chip
          size="small"
          color="warning"
          label={count}
          aria-label={`${count} ${what}`}
          data-testid="menu-count"
          sx={{ ml: 'auto', flexShrink: 0, height: 20, fontWeight: 600 }}
        />
      )}
    </Box>
  );
}

/** The side menu: the dashboard, the moderation queues with their pending counts, the resources, then discovery and scraping. */
function AdminMenu() {
  const { data } = useAdminSummary();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Admin Panel" />
      <Menu.Item
        to="/approvals"
        primaryText={<Counted text="Organization Approvals" count={data?.pendingOrganizations} what="pending" />}
        leftIcon={<FactCheckIcon />}
      />
      <Menu.Item
        to="/event-approvals"
        primaryText={<Counted text="Event Approvals" count={data?.pendingEvents} what="pending" />}
        leftIcon={<EventAvailableIcon />}
      />
      <Menu.ResourceItem name="events" />
      <Menu.ResourceItem name="organizations" />
      <Menu.ResourceItem name="contact-messages" />
      <Menu.ResourceItem name="community-stats" />
      <Menu.ResourceItem name="outgoing-mail" />
      <Menu.ResourceItem name="festival-dates" />
      <Menu.Item to="/discovery" primaryText="Discovery" leftIcon={<TravelExploreIcon />} />
      <Menu.Item to="/scraping" primaryText="Scraping" leftIcon={<CloudSyncIcon />} />
    </Menu>
  );
}

/** The app bar: the product's name ('Sangam Admin'), then the page's title. */
function BrandAppBar() {
  return (
    <AppBar>
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, mr: 2, whiteSpace: 'nowrap' }} data-testid="brand">
        {productName()} Admin
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={AdminMenu} appBar={BrandAppBar}>
      {children}
    </RaLayout>
  );
}
