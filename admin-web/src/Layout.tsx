import type { ReactNode } from 'react';
import { Layout as RaLayout, Menu } from 'react-admin';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import CloudSyncIcon from '@mui/icons-material/CloudSync';

/** The side menu: the dashboard, the moderation queues, the resources, then discovery and scraping. */
function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Admin Panel" />
      <Menu.Item to="/approvals" primaryText="Organization Approvals" leftIcon={<FactCheckIcon />} />
      <Menu.Item to="/event-approvals" primaryText="Event Approvals" leftIcon={<EventAvailableIcon />} />
      <Menu.ResourceItem name="events" />
      <Menu.ResourceItem name="organizations" />
      <Menu.ResourceItem name="contact-messages" />
      <Menu.ResourceItem name="community-stats" />
      <Menu.ResourceItem name="outgoing-mail" />
      <Menu.Item to="/discovery" primaryText="Discovery" leftIcon={<TravelExploreIcon />} />
      <Menu.Item to="/scraping" primaryText="Scraping" leftIcon={<CloudSyncIcon />} />
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout menu={AdminMenu}>{children}</RaLayout>;
}
