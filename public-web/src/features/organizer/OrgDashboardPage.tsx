import { ReactNode, useRef, useState } from 'react';
import { languagesLabel } from '../../lib/languages';
import { useLanguages } from '../festivals/api';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { clearOrgToken, isUnauthorized, useOrgSession } from '../../lib/org-auth';
import { serverMessage } from './utils/server-errors';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { EventInsightsResponse, ManagedEventResponse, OrgProfileResponse, RejectedEventResponse } from '@sangam/shared';
import {
  cancelSeries,
  deleteEvent,
  reapply,
  setOrgLanguages,
  useOrgEvents,
  useOrgInsights,
  useOrgProfile,
  useRejectedEvents,
} from './api/use-org';
import { seriesOf } from './utils/series';
import { ConfirmDialog } from './components/ConfirmDialog';
import { InsightsChart } from './components/InsightsChart';
import { OrgImports } from './imports/OrgImports';
import { readSavedState, SavedNotice } from './SavedNotice';
import './organizer.css';
import { dateBadge, formatLongDate, isPastDate, toTimeInput } from './utils/dates';

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

/** The organization's standing. */
function OrgStatusBadge({ approved, rejected }: { approved: boolean; rejected: boolean }) {
  const [cls, label] = approved ? ['approved', 'Approved'] : rejected ? ['rejected', 'Not Approved'] : ['pending', 'Pending Approval'];
  return <span className={`badge org-status org-status-${cls}`}>{label}</span>;
}

export type EventOutcome = 'live' | 'pending' | 'waiting-for-organization' | 'unpublished';

/** Where an event stands for its organizer: live, held by moderation, waiting for the organization's approval, or taken down. */
export function eventOutcome(e: ManagedEventResponse, organizationApproved: boolean): EventOutcome {
  if (e.unpublishedByAdmin) return 'unpublished';
  if (e.isApproved) return 'live';
  return e.moderationFlags.length === 0 && e.moderationScore === 0 && !organizationApproved ? 'waiting-for-organization' : 'pending';
}

const OUTCOME_BADGE: Record<EventOutcome, [string, string]> = {
  live: ['approved', 'Live'],
  pending: ['pending', 'Pending review'],
  'waiting-for-organization': ['pending', 'Pending review'],
  unpublished: ['unpublished', UNPUBLISHED_BY_ADMIN],
};

/** What the organizer reads under a held event: why, in plain words, and what happens next. */
function OutcomeNote({ event, outcome }: { event: ManagedEventResponse; outcome: EventOutcome }) {
  if (outcome === 'waiting-for-organization')
    return <p className="org-outcome-note">It goes live as soon as your organization is approved.</p>;
  if (outcome === 'unpublished')
    return <p className="org-outcome-note">An administrator took this event off the site. Contact us if you think this is a mistake.</p>;
  if (outcome !== 'pending') return null;
  return (
    <div className="org-outcome-note">
      <p>Our team reviews it before it appears on the site (usually within a day).</p>
      {event.moderationFlags.length > 0 && (
        <>
          <p>What our checks noticed:</p>
          <ul className="org-flags">
            {event.moderationFlags.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <p>If something here is a mistake, edit the event to fix it.</p>
        </>
      )}
    </div>
  );
}

export default function OrgDashboardPage() {
  useDocumentTitle('Organizer Dashboard');
  const { token, logout, expire } = useOrgSession();
  const profile = useOrgProfile(token);
  const events = useOrgEvents(token, profile.data?.id);
  const insights = useOrgInsights(token, profile.data?.id);
  const rejected = useRejectedEvents(token, profile.data?.id);
  const navigate = useNavigate();
  const location = useLocation();
  const saved = readSavedState(location.state);
  const toast = useToast();
  const [toDelete, setToDelete] = useState<ManagedEventResponse | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** For a date of a series: cancel only it, or every upcoming date of the series. */
  const [wholeSeries, setWholeSeries] = useState(false);
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
    const series = wholeSeries ? seriesOf(target) : null;
    setDeleting(true);
    try {
      if (series) await cancelSeries(token, series.seriesId);
      else await deleteEvent(token, target.id);
      setToDelete(null);
      toast({
        title: series ? 'Series cancelled' : 'Event deleted',
        description: series ? `Every upcoming date of "${target.title}" has been cancelled.` : `"${target.title}" has been deleted.`,
        variant: 'success',
      });
      await events.mutate((list) => list?.filter((e) => (series ? seriesOf(e)?.seriesId !== series.seriesId : e.id !== target.id)), {
        revalidate: true,
      });
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
  const askDelete = (e: ManagedEventResponse) => {
    setWholeSeries(false);
    setToDelete(e);
  };
  const insightsOf = new Map((insights.data?.events ?? []).map((i) => [i.eventId, i]));
  const listProps = {
    onDelete: askDelete,
    toast,
    organizationApproved: !!profile.data?.isApproved,
    insightsOf,
    insightsLoaded: !!insights.data,
  };
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

      {saved && <SavedNotice saved={saved} onClose={() => navigate('.', { replace: true, state: null })} />}

      {profile.data ? (
        <ProfileCard
          profile={profile.data}
          onReapply={() => reapply(token).then((p) => profile.mutate(p, { revalidate: false }))}
          languagesEditor={
            <OrgLanguages
              profile={profile.data}
              onSave={(languages) =>
                setOrgLanguages(token, profile.data!.id, languages).then((r) =>
                  profile.mutate({ ...profile.data!, languages: r.languages } as OrgProfileResponse, { revalidate: false }),
                )
              }
            />
          }
        />
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
            {upcoming.length > 0 && <EventList title={`Upcoming (${upcoming.length})`} events={upcoming} {...listProps} />}
            {past.length > 0 && <EventList title={`Past (${past.length})`} events={past} {...listProps} />}
          </>
        )}
      </section>

      {rejected.data && rejected.data.length > 0 && <RejectedEvents records={rejected.data} />}

      {profile.data && <OrgImports token={token} organizationId={profile.data.id} />}

      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete && seriesOf(toDelete) ? 'Cancel this event?' : 'Delete this event?'}
        confirmLabel={wholeSeries ? 'Cancel Series' : 'Delete Event'}
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
        {toDelete && seriesOf(toDelete) && (
          <fieldset className="org-series-choice">
            <legend>It repeats ({seriesOf(toDelete)?.recurrence}). Cancel:</legend>
            <label>
              <input type="radio" name="cancel-scope" checked={!wholeSeries} onChange={() => setWholeSeries(false)} /> Only this date
            </label>
            <label>
              <input type="radio" name="cancel-scope" checked={wholeSeries} onChange={() => setWholeSeries(true)} /> Every upcoming date of
              the series
            </label>
          </fieldset>
        )}
      </ConfirmDialog>
    </div>
  );
}

function ProfileCard({
  profile,
  onReapply,
  languagesEditor,
}: {
  profile: OrgProfileResponse;
  onReapply: () => Promise<unknown>;
  languagesEditor: ReactNode;
}) {
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
          {languagesEditor}
          <div>
            <dt>Status</dt>
            <dd>
              <OrgStatusBadge approved={profile.isApproved} rejected={!!profile.rejectionReason} />
            </dd>
          </div>
        </dl>
        {profile.rejectionReason ? (
          <div className="org-notice org-notice-rejected org-rejected" role="status">
            <p>
              <strong>Your organization was not approved.</strong> Reason: {profile.rejectionReason}
            </p>
            <p>
              What to do next: fix what the reason points to (for example your website or contact details), then ask us to review it again.
              Until then your events stay hidden and you cannot change them.
            </p>
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
        {profile.isApproved && (
          <p className="org-notice org-notice-approved">
            Your organization is approved: events that pass our automatic checks go live at once.
          </p>
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
  organizationApproved: boolean;
  insightsOf: Map<string, EventInsightsResponse>;
  insightsLoaded: boolean;
}

/** '9:00 PM - 1:00 AM (next day)' when the end is before the start. */
function timeRange(e: ManagedEventResponse): string {
  if (!e.endTime) return e.startTime;
  const [start, end] = [toTimeInput(e.startTime), toTimeInput(e.endTime)];
  const nextDay = start !== '' && end !== '' && end <= start;
  return `${e.startTime} - ${e.endTime}${nextDay ? ' (next day)' : ''}`;
}

/** The rows of a list: a series shows its first date, its other dates folded until opened. */
export function foldSeries(events: ManagedEventResponse[], open: ReadonlySet<string>) {
  const count = new Map<string, number>();
  for (const e of events) if (e.seriesId) count.set(e.seriesId, (count.get(e.seriesId) ?? 0) + 1);
  const seen = new Set<string>();
  const rows: Array<{ event: ManagedEventResponse; folded: number }> = [];
  for (const e of events) {
    const id = e.seriesId;
    if (!id || (count.get(id) ?? 0) < 2) rows.push({ event: e, folded: 0 });
    else if (!seen.has(id)) {
      seen.add(id);
      rows.push({ event: e, folded: open.has(id) ? 0 : count.get(id)! - 1 });
    } else if (open.has(id)) rows.push({ event: e, folded: 0 });
  }
  return rows;
}

function EventList({ title, events, onDelete, toast, organizationApproved, insightsOf, insightsLoaded }: EventListProps) {
  // A weekly class is one entry with its other dates behind "Show …", not a dozen identical cards.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <h3 className="org-list-title">{title}</h3>
      <ul className="org-event-list">
        {foldSeries(events, open).map(({ event: e, folded }) => {
          const past = isPastDate(e.date);
          const badge = dateBadge(e.date);
          const noteId = `past-note-${e.id}`;
          const outcome = eventOutcome(e, organizationApproved);
          const [badgeClass, badgeLabel] = OUTCOME_BADGE[outcome];
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
                  <span>{timeRange(e)}</span>
                </p>
                <p className="org-event-meta">
                  <span>
                    {e.venue}, {e.city}, {e.state}
                  </span>
                </p>
                <p className="org-event-tags">
                  <span className={`badge org-status org-status-${badgeClass}`}>{badgeLabel}</span>
                  <span className="badge badge-muted">{e.category}</span>
                  {seriesOf(e) && <span className="badge org-badge-series">{seriesOf(e)?.recurrence}</span>}
                  <span className="org-price">{priceLabel(e)}</span>
                </p>
                <OutcomeNote event={e} outcome={outcome} />
                {outcome === 'live' && insightsLoaded && <InsightsChart insights={insightsOf.get(e.id) ?? null} />}
                {folded > 0 && (
                  <button
                    type="button"
                    className="btn btn-ghost org-series-more"
                    onClick={() => setOpen((prev) => new Set(prev).add(e.seriesId!))}
                  >
                    {folded === 1 ? 'Show the other date' : `Show the other ${folded} dates`}
                  </button>
                )}
              </div>
              <div className="org-event-actions">
                {outcome === 'live' && (
                  <Link to={`/event/${encodeURIComponent(e.id)}`} className="btn btn-ghost">
                    View on site<span className="sr-only"> {e.title}</span>
                  </Link>
                )}
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

/** Events an admin did not approve: removed from the site, kept here with the reason. */
function RejectedEvents({ records }: { records: RejectedEventResponse[] }) {
  return (
    <section className="org-events" aria-labelledby="org-rejected-title">
      <h2 id="org-rejected-title">Not approved ({records.length})</h2>
      <p className="org-lead">These were removed from the site. You can add an event again once you have changed what the reason says.</p>
      <ul className="org-event-list">
        {records.map((r) => (
          <li key={r.id} className="card org-event org-event-rejected" data-testid="org-rejected-event">
            <div className="org-event-body">
              <h3 className="org-event-title">{r.title}</h3>
              <p className="org-event-meta">
                <span>{formatLongDate(r.date)}</span>
                {r.occurrences > 1 && <span>{r.occurrences} dates</span>}
              </p>
              <p className="org-event-tags">
                <span className="badge org-status org-status-rejected">Not approved</span>
              </p>
              <p className="org-outcome-note">Reason: {r.reason ?? 'No reason given'}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The communities the organization serves (contract 24): read from its name until it says; its events
 * that name no community inherit them. 1–3 languages, or everyone.
 */
function OrgLanguages({ profile, onSave }: { profile: OrgProfileResponse; onSave: (languages: string[]) => Promise<unknown> }) {
  const current = (profile as OrgProfileResponse & { languages?: string[] }).languages ?? [];
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const languages = useLanguages(editing).data ?? [];
  const toggle = (code: string) =>
    setChosen((c) => (code === 'all' ? ['all'] : c.includes(code) ? c.filter((x) => x !== code) : [...c.filter((x) => x !== 'all'), code]));
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(chosen);
      setEditing(false);
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Could not save. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="org-languages">
      <dt>Communities</dt>
      <dd>
        {current.includes('all') ? 'Everyone' : languagesLabel(current) || 'Not set'}{' '}
        {!editing && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setChosen(current);
              setEditing(true);
            }}
          >
            Change
          </button>
        )}
        {editing && (
          <fieldset className="org-checks">
            <legend className="sr-only">Communities you serve</legend>
            {[{ code: 'all', name: 'Everyone' }, ...languages].map((l) => (
              <label key={l.code} className="org-check">
                <input type="checkbox" checked={chosen.includes(l.code)} onChange={() => toggle(l.code)} /> {l.name}
              </label>
            ))}
            <button type="button" className="btn btn-primary btn-sm" disabled={busy || chosen.length === 0} onClick={() => void save()}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
              Cancel
            </button>
            {failure && <p role="alert">{failure}</p>}
          </fieldset>
        )}
      </dd>
    </div>
  );
}
