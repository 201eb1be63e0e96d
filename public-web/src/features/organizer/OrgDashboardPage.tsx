import { useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { clearOrgToken, isUnauthorized, useOrgSession } from '../../lib/org-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { reapply, setOrgLanguages, useOrgEvents, useOrgInsights, useOrgProfile, useRejectedEvents } from './api/use-org';
import { DeleteEventDialog, useDeleteEvent } from './dashboard/DeleteEventDialog';
import { EventsSection } from './dashboard/EventsSection';
import { OrgLanguages } from './dashboard/OrgLanguages';
import { ProfileCard } from './dashboard/ProfileCard';
import { RejectedEvents } from './dashboard/RejectedEvents';
import { OrgImports } from './imports/OrgImports';
import { readSavedState, SavedNotice } from './SavedNotice';
import './organizer.css';

/**
 * /org/dashboard: the organization's profile, its events (upcoming, then past) and the events an admin did not
 * approve, one section each (in dashboard/).
 */
export default function OrgDashboardPage() {
  useDocumentTitle('Organizer Dashboard');
  const { token, logout, expire } = useOrgSession();
  const profile = useOrgProfile(token);
  const events = useOrgEvents(token, profile.data?.id);
  const insights = useOrgInsights(token, profile.data?.id);
  const rejected = useRejectedEvents(token, profile.data?.id);
  const navigate = useNavigate();
  const saved = readSavedState(useLocation().state);
  const eventsHeading = useRef<HTMLHeadingElement>(null);
  const deletion = useDeleteEvent({
    token,
    mutateEvents: events.mutate,
    mutateProfile: profile.mutate,
    expire,
    onDeleted: () => requestAnimationFrame(() => eventsHeading.current?.focus()),
  });

  if (!token) return <Navigate to="/org/login" replace state={{ from: '/org/dashboard', reason: 'required' }} />;

  if (profile.error && !isUnauthorized(profile.error)) {
    return (
      <div className="org-page">
        <div className="card org-load-error" role="alert">
          <h1>Organizer Dashboard</h1>
          <p>Failed to load organization profile.</p>
          <div className="org-form-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                clearOrgToken();
                navigate('/org/login', { replace: true });
              }}
            >
              Back to Login
            </button>
            <button type="button" className="btn" onClick={() => void profile.mutate()}>
              Try again
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="org-page">
      <header className="org-page-header">
        <div>
          <h1>Organizer Dashboard</h1>
          <p className="org-lead">Manage your organization's events.</p>
        </div>
        <div className="org-header-actions">
          <Link to="/add-event" className="btn btn-primary">
            Add Event
          </Link>
          <button type="button" className="btn" onClick={() => void logout()}>
            Log Out
          </button>
        </div>
      </header>

      {saved && <SavedNotice saved={saved} onClose={() => navigate('.', { replace: true, state: null })} />}

      {profile.data ? (
        <ProfileCard
          profile={profile.data}
          onReapply={() => reapply(token).then((p) => profile.mutate(p, { revalidate: false }))}
          languagesEditor={
            <OrgLanguages
              profile={profile.data}
              onSave={(languages) =>
                setOrgLanguages(token, languages).then((r) => profile.mutate({ ...profile.data!, ...r }, { revalidate: false }))
              }
            />
          }
        />
      ) : (
        <div className="skeleton org-profile-skeleton" role="status" aria-label="Loading profile" />
      )}

      <EventsSection
        events={{ data: events.data, error: events.error, retry: () => void events.mutate() }}
        insights={insights.data}
        organizationApproved={!!profile.data?.isApproved}
        onDelete={deletion.ask}
        headingRef={eventsHeading}
      />

      {rejected.data && rejected.data.length > 0 && <RejectedEvents records={rejected.data} />}

      {profile.data && <OrgImports token={token} organizationId={profile.data.id} />}

      <DeleteEventDialog deletion={deletion} />
    </div>
  );
}
