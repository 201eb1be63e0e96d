import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { Layout } from '../components/Layout';
import HomePage from '../features/events/HomePage';

// Keep in sync with backend/src/web/public-routes.ts (which answers 404 for other paths).
const EventDetailPage = lazy(() => import('../features/events/EventDetailPage'));
const SubmitOrganizationPage = lazy(() => import('../features/organizations/SubmitOrganizationPage'));
const OrgLoginPage = lazy(() => import('../features/organizer/OrgLoginPage'));
const OrgSignupPage = lazy(() => import('../features/organizer/OrgSignupPage'));
const OrgDashboardPage = lazy(() => import('../features/organizer/OrgDashboardPage'));
const AddEventPage = lazy(() => import('../features/organizer/AddEventPage'));
const EditEventPage = lazy(() => import('../features/organizer/EditEventPage'));
const PromotionPage = lazy(() => import('../features/info/PromotionPage'));
const ContactPage = lazy(() => import('../features/info/ContactPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

function Shell() {
  return (
    <Layout>
      <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading" />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}

const router = createBrowserRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/event/:id', element: <EventDetailPage /> },
      { path: '/submit-organization', element: <SubmitOrganizationPage /> },
      { path: '/org/login', element: <OrgLoginPage /> },
      { path: '/org/signup', element: <OrgSignupPage /> },
      { path: '/org/dashboard', element: <OrgDashboardPage /> },
      { path: '/add-event', element: <AddEventPage /> },
      { path: '/edit-event/:id', element: <EditEventPage /> },
      { path: '/promotion', element: <PromotionPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
