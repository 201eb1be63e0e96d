import { ComponentType, lazy as reactLazy, ReactElement, Suspense, useState } from 'react';
import { BrowserRouter, RouteObject, useRoutes } from 'react-router-dom';
import { PUBLIC_ROUTES, PublicRouteName, routePattern } from '@sangam/shared';
import { Layout } from '../components/Layout';
import HomePage from '../features/events/HomePage';
import { readHomeListing } from '../features/events/home/use-listing';

type Page = (() => ReactElement) & { preload: () => Promise<unknown> };

/**
 * React's lazy() for a page, plus: it renders at once (without suspending) when its module is
 * already loaded, e.g. by preloadRoute() before the first render. (Named `lazy` so the pages below
 * read as usual; bench/run.js also finds the route chunks by this pattern.)
 */
function lazy(load: () => Promise<{ default: ComponentType }>): Page {
  let Loaded: ComponentType | null = null;
  let pending: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        Loaded = m.default;
        return m;
      },
      (e: unknown) => {
        pending = null;
        throw e;
      },
    ));
  const Lazy = reactLazy(preload);
  // Chosen once per mount, so a later re-render never swaps the component (and its state).
  const Page = (() => {
    const [C] = useState<ComponentType>(() => Loaded ?? (Lazy as ComponentType));
    return <C />;
  }) as unknown as Page;
  Page.preload = preload;
  return Page;
}

// Declarative routing (BrowserRouter + useRoutes) keeps the home page's first download small: the
// data-router APIs (createBrowserRouter) would add ~18 KB gzip that no page uses.
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** The lazily loaded page of each public route (@sangam/shared names the routes; the backend answers 404 for others). */
const PAGES: Record<Exclude<PublicRouteName, 'home'>, Page> = {
  event: lazy(() => import('../features/events/EventDetailPage')),
  organization: lazy(() => import('../features/events/OrganizationPage')),
  festivals: lazy(() => import('../features/festivals/FestivalsPage')),
  festival: lazy(() => import('../features/festivals/FestivalPage')),
  submitOrganization: lazy(() => import('../features/organizations/SubmitOrganizationPage')),
  orgLogin: lazy(() => import('../features/organizer/OrgLoginPage')),
  orgSignup: lazy(() => import('../features/organizer/OrgSignupPage')),
  orgForgotPassword: lazy(() => import('../features/organizer/ForgotPasswordPage')),
  orgResetPassword: lazy(() => import('../features/organizer/ResetPasswordPage')),
  orgDashboard: lazy(() => import('../features/organizer/OrgDashboardPage')),
  addEvent: lazy(() => import('../features/organizer/AddEventPage')),
  editEvent: lazy(() => import('../features/organizer/EditEventPage')),
  promotion: lazy(() => import('../features/info/PromotionPage')),
  contact: lazy(() => import('../features/info/ContactPage')),
  followConfirm: lazy(() => import('../features/follows/ConfirmFollowPage')),
  followUnsubscribe: lazy(() => import('../features/follows/UnsubscribePage')),
  followManage: lazy(() => import('../features/follows/ManageFollowsPage')),
};
const LAZY_ROUTES = (Object.keys(PAGES) as Array<keyof typeof PAGES>).map((name) => ({
  name,
  path: PUBLIC_ROUTES[name],
  pattern: routePattern(PUBLIC_ROUTES[name], 'i'),
  Page: PAGES[name],
}));

/**
 * Loads the module of the page at `pathname` (never fails: a failed load is retried by the route); on the home page
 * over the server's first paint (`data-first-paint`), its listing's first page too, so its cards replace the server's.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === '/') return document.querySelector('[data-first-paint]') ? readHomeListing() : Promise.resolve();
  const page = LAZY_ROUTES.find((r) => r.pattern.test(pathname))?.Page ?? NotFoundPage;
  return page.preload().catch(() => undefined);
}

/** The routes as objects for useRoutes(): <Routes>/<Route> would add the JSX-to-objects conversion to the home page's download. */
const ROUTES: RouteObject[] = [
  { path: PUBLIC_ROUTES.home, element: <HomePage /> },
  ...LAZY_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> })),
  { path: '*', element: <NotFoundPage /> },
];

function Pages() {
  return useRoutes(ROUTES);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Layout>
        <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
          <Pages />
        </Suspense>
      </Layout>
    </BrowserRouter>
  );
}
