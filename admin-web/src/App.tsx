import { productName } from '@sangam/shared';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { OrganizationApprovalsPage } from './approvals/OrganizationApprovalsPage';
import { authProvider } from './authProvider';
import { AdminGuard } from './common/AdminGuard';
import communityStats from './community-stats';
import contactMessages from './contact-messages';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { DiscoveryPage } from './discovery/DiscoveryPage';
import { EventApprovalsPage } from './approvals/EventApprovalsPage';
import festivalDates from './festival-dates';
import { FestivalDisagreementsPage } from './festival-dates/FestivalDisagreementsPage';
import events from './events';
import { Layout } from './Layout';
import { LoginPage } from './LoginPage';
import organizations from './organizations';
import outgoingMail from './outgoing-mail';
import { ScrapingPage } from './scraping/ScrapingPage';
import { theme } from './theme';

/** The console lives under /admin: our own router carries the basename, react-admin uses it. */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title={`${productName()} Admin`}
        theme={theme}
        authProvider={authProvider}
        dataProvider={dataProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        layout={Layout}
        disableTelemetry
      >
        <Resource name="events" {...events} />
        <Resource name="organizations" {...organizations} />
        <Resource name="contact-messages" {...contactMessages} />
        <Resource name="community-stats" {...communityStats} />
        <Resource name="outgoing-mail" {...outgoingMail} />
        <Resource name="festival-dates" {...festivalDates} />
        <CustomRoutes>
          <Route path="/approvals" element={<OrganizationApprovalsPage />} />
          <Route path="/event-approvals" element={<EventApprovalsPage />} />
          <Route
            path="/scraping"
            element={
              <AdminGuard>
                <ScrapingPage />
              </AdminGuard>
            }
          />
          <Route
            path="/festival-disagreements"
            element={
              <AdminGuard>
                <FestivalDisagreementsPage />
              </AdminGuard>
            }
          />
          <Route
            path="/discovery"
            element={
              <AdminGuard>
                <DiscoveryPage />
              </AdminGuard>
            }
          />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
