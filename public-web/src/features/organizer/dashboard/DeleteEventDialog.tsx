import { useState } from 'react';
import type { KeyedMutator } from 'swr';
import type { ManagedEventResponse } from '@sangam/shared';
import { isUnauthorized } from '../../../lib/org-auth';
import { useToast } from '../../../lib/toast';
import { cancelSeries, deleteEvent } from '../api/use-org';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDay } from '@sangam/shared';
import { serverCode } from '../utils/server-errors';
import { seriesOf } from '../utils/series';
import { CANNOT_DELETE_PAST } from './event-outcome';

const DELETE_FAILED = 'There was an error deleting the event. Please try again.';

interface DeleteOptions {
  token: string | null;
  /** The organizer's events (updated at once, then read again) and profile (its counts). */
  mutateEvents: KeyedMutator<ManagedEventResponse[]>;
  mutateProfile: () => unknown;
  /** After a 401: the session is over. */
  expire: () => void;
  onDeleted: () => void;
}

/** Deleting an event after confirmation; for a date of a series, only it or every upcoming date of the series. */
export function useDeleteEvent({ token, mutateEvents, mutateProfile, expire, onDeleted }: DeleteOptions) {
  const toast = useToast();
  const [toDelete, setToDelete] = useState<ManagedEventResponse | null>(null);
  const [deleting, setDeleting] = useState(false);
  /** For a date of a series: cancel only it, or every upcoming date of the series. */
  const [wholeSeries, setWholeSeries] = useState(false);

  const confirm = async () => {
    if (!toDelete || !token) return;
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
      await mutateEvents((list) => list?.filter((e) => (series ? seriesOf(e)?.seriesId !== series.seriesId : e.id !== target.id)), {
        revalidate: true,
      });
      void mutateProfile();
      onDeleted();
    } catch (e) {
      setToDelete(null);
      if (isUnauthorized(e)) {
        expire();
        return;
      }
      if (serverCode(e) === 'cannot_delete_past')
        toast({ title: CANNOT_DELETE_PAST, description: `"${target.title}" has already taken place.`, variant: 'destructive' });
      else toast({ title: 'Delete failed', description: DELETE_FAILED, variant: 'destructive' });
    } finally {
      setDeleting(false);
    }
  };

  const ask = (e: ManagedEventResponse) => {
    setWholeSeries(false);
    setToDelete(e);
  };
  return { toDelete, deleting, wholeSeries, setWholeSeries, ask, confirm, cancel: () => setToDelete(null) };
}

/** The confirmation: what goes, and for a series the choice of this date or every upcoming one. */
export function DeleteEventDialog({ deletion }: { deletion: ReturnType<typeof useDeleteEvent> }) {
  const { toDelete, deleting, wholeSeries, setWholeSeries } = deletion;
  const series = toDelete ? seriesOf(toDelete) : null;
  return (
    <ConfirmDialog
      open={toDelete !== null}
      title={toDelete && series ? 'Cancel this event?' : 'Delete this event?'}
      confirmLabel={wholeSeries ? 'Cancel Series' : 'Delete Event'}
      busyLabel="Deleting…"
      busy={deleting}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    >
      {toDelete && (
        <p>
          "{toDelete.title}" on {formatDay(toDelete.date, 'medium')} will be removed from the directory. This cannot be undone.
        </p>
      )}
      {toDelete && series && (
        <fieldset className="org-series-choice">
          <legend>It repeats ({series.recurrence}). Cancel:</legend>
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
  );
}
