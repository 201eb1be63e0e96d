import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { clearOrgToken, getAdminToken, getOrgToken, isUnauthorized, useOrgSession } from '../../lib/org-auth';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { EventDetailResponse, ManagedEventResponse, UpdateEventDto } from '@sangam/shared';
import { updateSeries, uploadImage, useOrgProfile, useRefreshOrgData } from './api/use-org';
import { seriesOf } from './utils/series';
import { savedState } from './SavedNotice';
import { EventForm } from './components/EventForm';
import { eventToValues } from './components/event-form/values';

type Mode = 'organizer' | 'admin';

/** GET /api/events/{id} (organizer) or GET /api/admin/events/{id} (admin). */
type EditableEvent = EventDetailResponse | ManagedEventResponse;

const LOAD_FAILED = 'Event not found or failed to load.';

/** The event as the organizer (GET /api/events/{id}) or the admin (GET /api/admin/events/{id}) reads it. */
function loadEvent(mode: Mode, id: string, token: string): Promise<EditableEvent> {
  const call = { path: { id }, token };
  return mode === 'admin' ? api.get('/api/admin/events/{id}', call) : api.get('/api/events/{id}', call);
}

/** PUT /api/events/{id} (organizer) or PUT /api/admin/events/{id} (admin), which take the same fields. */
function saveEvent(mode: Mode, id: string, token: string, body: UpdateEventDto): Promise<EditableEvent> {
  const call = { path: { id }, body, token };
  return mode === 'admin' ? api.put('/api/admin/events/{id}', call) : api.put('/api/events/{id}', call);
}

/**
 * Loads the event on every visit, never from a cache: the form takes its values once, and a stale
 * copy would silently undo an earlier edit when saved.
 */
function useEventForEdit(mode: Mode | null, id: string, token: string | null): { data?: EditableEvent; error?: unknown } {
  const [state, setState] = useState<{ key: string; data?: EditableEvent; error?: unknown } | null>(null);
  const key = mode && token && id ? `${mode} ${id} ${token}` : '';
  useEffect(() => {
    if (!mode || !token || !id) return;
    let live = true;
    loadEvent(mode, id, token).then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [key, mode, id, token]);
  return state && state.key === key ? state : {};
}

/**
 * /edit-event/{id} for the owning organizer (GET/PUT /api/events/{id} with the orgToken) or an
 * admin (GET/PUT /api/admin/events/{id} with the adminToken). With neither token: /org/login.
 * With both, the organizer's view is tried first and the admin's is used for events that are
 * not the organizer's own.
 */
export default function EditEventPage() {
  useDocumentTitle('Edit Event');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { expire } = useOrgSession();
  const refresh = useRefreshOrgData();
  const [mode, setMode] = useState<Mode | null>(() => (getOrgToken() ? 'organizer' : getAdminToken() ? 'admin' : null));
  const token = mode === 'organizer' ? getOrgToken() : mode === 'admin' ? getAdminToken() : null;

  const profile = useOrgProfile(mode === 'organizer' ? token : null, { expireOn401: false });
  /** For a date of a series: change only it, or every upcoming date of the series. */
  const [wholeSeries, setWholeSeries] = useState(false);
  const event = useEventForEdit(mode, id, token);

  const notOwn = mode === 'organizer' && !!event.data?.organizationId && !!profile.data && event.data.organizationId !== profile.data.id;
  const loadError = event.error && !isUnauthorized(event.error);
  const adminAvailable = getAdminToken() !== null;

  useEffect(() => {
    if (mode === 'organizer') {
      if (isUnauthorized(event.error) || isUnauthorized(profile.error)) {
        clearOrgToken();
        if (adminAvailable) setMode('admin');
        else expire();
      } else if ((loadError || notOwn) && adminAvailable) {
        setMode('admin');
      }
    } else if (mode === 'admin' && isUnauthorized(event.error)) {
      window.location.assign('/admin/login');
    }
  }, [mode, event.error, profile.error, loadError, notOwn, adminAvailable, expire]);

  if (!mode || !token) return <Navigate to="/org/login" replace state={{ from: `/edit-event/${id}`, reason: 'required' }} />;

  const backHref = mode === 'admin' ? '/admin/events' : '/org/dashboard';
  const backLabel = mode === 'admin' ? 'Back to Events' : 'Back to Dashboard';

  let content;
  if ((loadError || notOwn) && !(mode === 'organizer' && adminAvailable)) {
    content = (
      <div className="card org-load-error" role="alert">
        <p>{LOAD_FAILED}</p>
        {mode === 'admin' ? (
          <a href={backHref} className="btn">
            {backLabel}
          </a>
        ) : (
          <Link to={backHref} className="btn">
            {backLabel}
          </Link>
        )}
      </div>
    );
  } else if (!event.data || (mode === 'organizer' && !profile.data && !profile.error)) {
    content = <div className="skeleton org-form-skeleton" role="status" aria-label="Loading event" />;
  } else {
    const loaded = event.data;
    const series = seriesOf(loaded);
    content = (
      <section className="card org-form-card" aria-label="Event details">
        {series && (
          <fieldset className="org-series-choice org-series-scope">
            <legend>This event repeats ({series.recurrence}). Apply the changes to:</legend>
            <label>
              <input type="radio" name="edit-scope" checked={!wholeSeries} onChange={() => setWholeSeries(false)} /> Only this date
            </label>
            <label>
              <input type="radio" name="edit-scope" checked={wholeSeries} onChange={() => setWholeSeries(true)} /> Every upcoming date of
              the series (each keeps its own date)
            </label>
          </fieldset>
        )}
        <EventForm
          key={`${mode}:${loaded.id}`}
          mode="edit"
          defaultValues={eventToValues(loaded)}
          submitLabel="Save Changes"
          submittingLabel="Saving…"
          cancelTo={backHref}
          fallbackError="Failed to update event"
          uploadImage={(file) => uploadImage(token, file)}
          onSubmit={async (body) => {
            let saved: EditableEvent;
            try {
              if (series && wholeSeries) {
                const { date: _date, recurrence: _recurrence, ...shared } = body;
                const answer = await updateSeries(token, series.seriesId, shared);
                saved = answer.occurrences.find((o) => o.id === loaded.id) ?? { ...loaded, title: shared.title ?? loaded.title };
              } else saved = await saveEvent(mode, loaded.id, token, body);
            } catch (e) {
              if (isUnauthorized(e)) {
                if (mode === 'admin') window.location.assign('/admin/login');
                else expire();
                return;
              }
              throw e;
            }
            if (mode === 'admin') {
              window.location.assign('/admin/events');
              return;
            }
            void refresh();
            toast({ title: 'Success', description: 'Event updated successfully!', variant: 'success' });
            navigate('/org/dashboard', { state: savedState(saved, 'updated') });
          }}
        />
      </section>
    );
  }

  return (
    <div className="org-page">
      <header className="org-page-header">
        <div>
          <h1>Edit Event</h1>
          {event.data && !loadError && !notOwn && <p className="org-lead">{event.data.title}</p>}
        </div>
      </header>
      {content}
    </div>
  );
}
