import { Admin, ListGuesser, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './Dashboard';
import { dataProvider } from './dataProvider';
import { LoginPage } from './LoginPage';

/** The console lives under /admin: our own router carries the basename, react-admin uses it. */
export function App() {
  return (
    <BrowserRouter basename="/admin">
      <Admin title="Sangam Admin" authProvider={authProvider} dataProvider={dataProvider} loginPage={LoginPage} dashboard={Dashboard} disableTelemetry>
        <Resource name="events" list={ListGuesser} />
      </Admin>
    </BrowserRouter>
  );
}
