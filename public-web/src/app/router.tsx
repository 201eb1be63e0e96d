import { ComponentType, lazy as reactLazy, ReactElement, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../components/Layout';
import HomePage from '../features/events/HomePage';

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

// Keep in sync with backend/src/web/public-routes.ts (which answers 404 for other paths).
// Declarative routing (BrowserRouter + Routes) keeps the home page's first download small: the
// data-router APIs (createBrowserRouter) would add ~18 KB gzip that no page uses.
const EventDetailPage = lazy(() => import('../features/events/EventDetailPage'));
const SubmitOrganizationPage = lazy(() => import('../features/organizations/SubmitOrganizationPage'));
const OrgLoginPage = lazy(() => import('../features/organizer/OrgLoginPage'));
const OrgSignupPage = lazy(() => import('../features/organizer/OrgSignupPage'));
const ForgotPasswordPage = lazy(() => import('../features/organizer/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/organizer/ResetPasswordPage'));
const OrgDashboardPage = lazy(() => import('../features/organizer/OrgDashboardPage'));
const AddEventPage = lazy(() => import('../features/organizer/AddEventPage'));
const EditEventPage = lazy(() => import('../features/organizer/EditEventPage'));
const PromotionPage = lazy(() => import('../features/info/PromotionPage'));
const ContactPage = lazy(() => import('../features/info/ContactPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** The lazily loaded page of a path (as the <Routes> below would choose it), if any. */
const LAZY_ROUTES: Array<[RegExp, Page]> = [
  [/^\/event\/[^/]+\/?$/i, EventDetailPage],
  [/^\/submit-organization\/?$/i, SubmitOrganizationPage],
  [/^\/org\/login\/?$/i, OrgLoginPage],
  [/^\/org\/signup\/?$/i, OrgSignupPage],
  [/^\/org\/forgot-password\/?$/i, ForgotPasswordPage],
  [/^\/org\/reset-password\/?$/i, ResetPasswordPage],
  [/^\/org\/dashboard\/?$/i, OrgDashboardPage],
  [/^\/add-event\/?$/i, AddEventPage],
  [/^\/edit-event\/[^/]+\/?$/i, EditEventPage],
  [/^\/promotion\/?$/i, PromotionPage],
  [/^\/contact\/?$/i, ContactPage],
];

/** Loads the module of the page at `pathname` (never fails: a failed load is retried by the route). */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === '/') return Promise.resolve();
  const page = LAZY_ROUTES.find(([re]) => re.test(pathname))?.[1] ?? NotFoundPage;
  return page.preload().catch(() => undefined);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Layout>
        <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/event/:id" element={<EventDetailPage />} />
            <Route path="/submit-organization" element={<SubmitOrganizationPage />} />
            <Route path="/org/login" element={<OrgLoginPage />} />
            <Route path="/org/signup" element={<OrgSignupPage />} />
            <Route path="/org/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/org/reset-password" element={<ResetPasswordPage />} />
            <Route path="/org/dashboard" element={<OrgDashboardPage />} />
            <Route path="/add-event" element={<AddEventPage />} />
            <Route path="/edit-event/:id" element={<EditEventPage />} />
            <Route path="/promotion" element={<PromotionPage />} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Layout>
    </BrowserRouter>
  );
}
