import type { ManagedEventResponse, OrgProfileResponse } from '@sangam/shared';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { isUnauthorized, useOrgSession } from '../../lib/org-auth';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { createEvent, createSeries, uploadImage, useOrgEvents, useOrgProfile, useRefreshOrgData } from './api/use-org';
import { savedState } from './SavedNotice';
import { EventForm } from './components/EventForm';
import { EMPTY_EVENT, EventFormValues } from './components/event-form/values';

/** A new event starts where the organization's last added event was held, else in the organization's city. */
function newEventDefaults(profile: OrgProfileResponse | undefined, events: ManagedEventResponse[] | undefined): EventFormValues {
  const last = events?.reduce<ManagedEventResponse | undefined>((a, e) => (!a || e.createdAt > a.createdAt ? e : a), undefined);
  if (last) return { ...EMPTY_EVENT, venue: last.venue, city: last.city, state: last.state };
  return { ...EMPTY_EVENT, city: profile?.city ?? '', state: profile?.state ?? '' };
}

export default function AddEventPage() {
  useDocumentTitle('Add Event');
  const navigate = useNavigate();
  const toast = useToast();
  const { token, expire } = useOrgSession();
  const profile = useOrgProfile(token);
  const events = useOrgEvents(token, profile.data?.id);
  const refresh = useRefreshOrgData();
  // The form starts once its place defaults are known (or could not be read).
  const loaded = profile.error || (profile.data && (events.data || events.error));

  if (!token) return <Navigate to="/org/login" replace state={{ from: '/add-event', reason: 'required' }} />;

  return (
    <div className="org-page">
      <header className="org-page-header">
        <div>
          <h1>Add Event</h1>
          <p className="org-lead">Listing an event is always free.</p>
        </div>
      </header>
      {profile.data?.rejectionReason ? (
        <p className="org-notice org-notice-rejected" role="note">
          Your organization was not approved: {profile.data.rejectionReason}. Re-apply from your <Link to="/org/dashboard">dashboard</Link>{' '}
          before adding events.
        </p>
      ) : profile.data?.reappliedAt && !profile.data.isApproved ? (
        <p className="org-notice org-notice-rejected" role="note">
          Your organization applied again and is waiting for review: you can add events once an administrator approves it.
        </p>
      ) : (
        profile.data &&
        !profile.data.isApproved && (
          <p className="org-notice" role="note">
            Your organization is pending approval. Events you add now will show as 'Pending Approval' and become visible once an admin
            approves them.
          </p>
        )
      )}
      <section className="card org-form-card" aria-label="Event details">
        {!loaded ? (
          <div className="skeleton org-form-skeleton" role="status" aria-label="Loading the form" />
        ) : (
          <EventForm
            mode="add"
            defaultValues={newEventDefaults(profile.data, events.data)}
            submitLabel="Create Event"
            submittingLabel="Creating event…"
            cancelTo="/org/dashboard"
            fallbackError="Failed to create event"
            uploadImage={(file) => uploadImage(token, file)}
            onSubmit={async (body) => {
              let created;
              try {
                const { recurrence, ...event } = body;
                created = recurrence
                  ? (await createSeries(token, { ...event, recurrence })).occurrences[0]
                  : await createEvent(token, event);
              } catch (e) {
                if (isUnauthorized(e)) {
                  expire();
                  return;
                }
                throw e;
              }
              void refresh();
              toast({ title: 'Success', description: 'Event created successfully!', variant: 'success' });
              navigate('/org/dashboard', { state: savedState(created, 'created') });
            }}
          />
        )}
      </section>
    </div>
  );
}
