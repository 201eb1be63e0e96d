import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { clearOrgToken, isUnauthorized, useOrgSession } from '../../lib/org-auth';
import { serverMessage } from './utils/server-errors';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { ManagedEventResponse, OrgProfileResponse } from '@sangam/shared';
import { deleteEvent, reapply, useOrgEvents, useOrgProfile } from './api/use-org';
import { ConfirmDialog } from './components/ConfirmDialog';
import { dateBadge, formatLongDate, isPastDate } from './utils/dates';

export const CANNOT_DELETE_PAST = 'Cannot delete past events';
const DELETE_FAILED = 'There was an error deleting the event. Please try again.';

/** Card price label (ARCHITECTURE.md): 'Free' / price text / '$' + price / 'TBD'. */
export function priceLabel(e: ManagedEventResponse): string {
  if (e.isFree) return 'Free';
  if (e.priceText) return e.priceText;
  if (e.price !== null) return `$${Number.isInteger(e.price) ? e.price : e.price.toFixed(2)}`;
  return 'TBD';
}

export const UNPUBLISHED_BY_ADMIN = 'Unpublished by an administrator';

function StatusBadge({
  approved,
  rejected = false,
  unpublished = false,
}: {
  approved: boolean;
  rejected?: boolean;
  unpublished?: boolean;
}) {
  if (unpublished) return <span className="badge org-status org-status-unpublished">{UNPUBLISHED_BY_ADMIN}</span>;
  const [cls, label] = approved ? ['approved', 'Approved'] : rejected ? ['rejected', 'Not Approved'] : ['pending', 'Pending Approval'];
  return <span className={`badge org-status org-status-${cls}`}>{label}</span>;
}

export default function OrgDashboardPage() {
  useDocumentTitle('Organizer Dashboard');
  const { token, logout, expire } = useOrgSession();
  const profile = useOrgProfile(token);
  const events = useOrgEvents(token, profile.data?.id);
  const navigate = useNavigate();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<ManagedEventResponse | null>(null);
  const [deleting, setDeleting] = useState(false);
  const eventsHeading = useRef<HTMLHeadingElement>(null);

  if (!token) return <Navigate to="/org/login" replace state={{ from: '/org/dashboard', reason: 'required' }} />;

  const backToLogin = () => {
    clearOrgToken();
    navigate('/org/login', { replace: true });
  };

  if (profile.error && !isUnauthorized(profile.error)) {
    return (
      <div className="org-page">
        <div className="card org-load-error" role="alert">
          <h1>Organizer Dashboard</h1>
          <p>Failed to load organization profile.</p>
          <div className="org-form-actions">
            <button type="button" className="btn btn-primary" onClick={backToLogin}>
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

  const confirmDelete = async () => {
    if (!toDelete) return;
    const target = toDelete;
    setDeleting(true);
    try {
      await deleteEvent(token, target.id);
      setToDelete(null);
      toast({ title: 'Event deleted', description: `"${target.title}" has been deleted.`, variant: 'success' });
      await events.mutate((list) => list?.filter((e) => e.id !== target.id), { revalidate: true });
      void profile.mutate();
      requestAnimationFrame(() => eventsHeading.current?.focus());
    } catch (e) {
      setToDelete(null);
      if (isUnauthorized(e)) {
        expire();
        return;
      }
      const msg = serverMessage(e);
      if (msg === CANNOT_DELETE_PAST)
        toast({ title: CANNOT_DELETE_PAST, description: `"${target.title}" has already taken place.`, variant: 'destructive' });
      else toast({ title: 'Delete failed', description: DELETE_FAILED, variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  const list = events.data ?? [];
  const upcoming = list.filter((e) => !isPastDate(e.date)).sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  const past = list.filter((e) => isPastDate(e.date)).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

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

      {profile.data ? (
        <ProfileCard profile={profile.data} onReapply={() => reapply(token).then((p) => profile.mutate(p, { revalidate: false }))} />
      ) : (
        <div className="skeleton org-profile-skeleton" role="status" aria-label="Loading profile" />
      )}

      <section className="org-events" aria-labelledby="org-events-title">
        <h2 id="org-events-title" ref={eventsHeading} tabIndex={-1}>
          Your Events{events.data ? ` (${list.length})` : ''}
        </h2>
        {events.error && !isUnauthorized(events.error) ? (
          <div className="card org-load-error" role="alert">
            <p>Failed to load your events.</p>
            <button type="button" className="btn" onClick={() => void events.mutate()}>
              Try again
            </button>
          </div>
        ) : !events.data ? (
          <div role="status" aria-label="Loading events">
            {[0, 1, 2].map((i) => (
              <div key={i} className="skeleton org-event-skeleton" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <div className="card org-empty">
            <h3>No events yet</h3>
            <p>Add your first event: listing is always free.</p>
            <Link to="/add-event" className="btn btn-primary">
              Add Event
            </Link>
          </div>
        ) : (
          <>
            {upcoming.length > 0 && (
              <EventList title={`Upcoming (${upcoming.length})`} events={upcoming} onDelete={setToDelete} toast={toast} />
            )}
            {past.length > 0 && <EventList title={`Past (${past.length})`} events={past} onDelete={setToDelete} toast={toast} />}
          </>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this event?"
        confirmLabel="Delete Event"
        busyLabel="Deleting…"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <p>
            "{toDelete.title}" on {formatLongDate(toDelete.date)} will be removed from the directory. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}

function ProfileCard({ profile, onReapply }: { profile: OrgProfileResponse; onReapply: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reapplyNow = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onReapply();
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Could not re-apply. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card org-profile" aria-labelledby="org-profile-name">
      <div className="org-profile-main">
        <h2 id="org-profile-name">{profile.name}</h2>
        <dl className="org-profile-facts">
          <div>
            <dt>Email</dt>
            <dd>{profile.email}</dd>
          </div>
          {(profile.city || profile.state) && (
            <div>
              <dt>Location</dt>
              <dd>{[profile.city, profile.state].filter(Boolean).join(', ')}</dd>
            </div>
          )}
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge approved={profile.isApproved} rejected={!!profile.rejectionReason} />
            </dd>
          </div>
        </dl>
        {profile.rejectionReason ? (
          <div className="org-notice org-notice-rejected org-rejected" role="status">
            <p>Your organization was not approved: {profile.rejectionReason}</p>
            <p>If you have addressed this, ask us to review it again. Until then your events stay hidden and you cannot change them.</p>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void reapplyNow()}>
              {busy ? 'Re-applying…' : 'Re-apply for Approval'}
            </button>
            {failure && <p role="alert">{failure}</p>}
          </div>
        ) : (
          !profile.isApproved && (
            <p className="org-notice">
              Your organization is awaiting review by our team (usually 2-3 business days). You can add events now; they become visible once
              your organization is approved.
            </p>
          )
        )}
      </div>
      <div className="org-stat">
        <span className="org-stat-value">{profile.eventsThisMonth}</span>
        <span className="org-stat-label">Events this month</span>
      </div>
    </section>
  );
}

interface EventListProps {
  title: string;
  events: ManagedEventResponse[];
  onDelete: (e: ManagedEventResponse) => void;
  toast: ReturnType<typeof useToast>;
}

function EventList({ title, events, onDelete, toast }: EventListProps) {
  return (
    <>
      <h3 className="org-list-title">{title}</h3>
      <ul className="org-event-list">
        {events.map((e) => {
          const past = isPastDate(e.date);
          const badge = dateBadge(e.date);
          const noteId = `past-note-${e.id}`;
          return (
            <li key={e.id} className="card org-event" data-testid="org-event">
              <div className="org-date-badge" aria-hidden="true">
                <span className="org-date-month">{badge.month}</span>
                <span className="org-date-day">{badge.day}</span>
              </div>
              <div className="org-event-body">
                <h4 className="org-event-title">{e.title}</h4>
                <p className="org-event-meta">
                  <span>{formatLongDate(e.date)}</span>
                  <span>
                    {e.startTime}
                    {e.endTime ? ` - ${e.endTime}` : ''}
                  </span>
                </p>
                <p className="org-event-meta">
                  <span>
                    {e.venue}, {e.city}, {e.state}
                  </span>
                </p>
                <p className="org-event-tags">
                  <StatusBadge approved={e.isApproved} unpublished={e.unpublishedByAdmin} />
                  <span className="badge badge-muted">{e.category}</span>
                  <span className="org-price">{priceLabel(e)}</span>
                </p>
              </div>
              <div className="org-event-actions">
                <Link to={`/edit-event/${e.id}`} className="btn">
                  Edit<span className="sr-only"> {e.title}</span>
                </Link>
                {past ? (
                  <>
                    <button
                      type="button"
                      className="btn org-btn-disabled"
                      aria-disabled="true"
                      aria-describedby={noteId}
                      onClick={() =>
                        toast({ title: CANNOT_DELETE_PAST, description: `"${e.title}" has already taken place.`, variant: 'destructive' })
                      }
                    >
                      Delete<span className="sr-only"> {e.title}</span>
                    </button>
                    <p id={noteId} className="org-past-note">
                      {CANNOT_DELETE_PAST}
                    </p>
                  </>
                ) : (
                  <button type="button" className="btn btn-danger-outline" onClick={() => onDelete(e)}>
                    Delete<span className="sr-only"> {e.title}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
