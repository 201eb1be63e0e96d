import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../components/Layout';
import HomePage from '../features/events/HomePage';

// Keep in sync with backend/src/web/public-routes.ts (which answers 404 for other paths).
// Declarative routing (BrowserRouter + Routes) keeps the home page's first download small: the
// data-router APIs (createBrowserRouter) would add ~18 KB gzip that no page uses.
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
