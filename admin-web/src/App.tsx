import { Admin, CustomRoutes, ListGuesser, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { DiscoveryPage } from './discovery/DiscoveryPage';
import { LoginPage } from './LoginPage';
import { ScrapingPage } from './scraping/ScrapingPage';

/** The console lives under /admin: our own router carries the basename, react-admin uses it. */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin title="Sangam Admin" authProvider={authProvider} dataProvider={dataProvider} loginPage={LoginPage} dashboard={Dashboard} disableTelemetry>
        <Resource name="events" list={ListGuesser} />
        <CustomRoutes>
          <Route path="/scraping" element={<ScrapingPage />} />
          <Route path="/discovery" element={<DiscoveryPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
