import { useIdSet } from '../common/useIdSet';
import { useMemo, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { AdminGuard } from '../common/AdminGuard';
import { formatEventDate, formatTimeRange, priceLabel } from '../common/format';
import { ModerationSummary } from '../common/moderation';
import { RejectDialog } from '../common/RejectDialog';
import type { AdminEvent } from '../common/types';
import { useAdminApi } from '../common/useAdminApi';

const QUERY_KEY = ['admin', 'pending-events'];

const MESSAGES = {
  approved: 'The event has been approved and is now visible to users.',
  rejected: 'The event has been rejected and removed from the system.',
  approveFailed: 'There was an error approving the event. Please try again.',
  rejectFailed: 'There was an error rejecting the event. Please try again.',
};

function EventCard({
  event,
  selected,
  busy,
  onSelect,
  onApprove,
  onReject,
  onRerun,
}: {
  event: AdminEvent;
  selected: boolean;
  busy: boolean;
  onSelect: (checked: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onRerun: () => void;
}) {
  const org = event.organization;
  return (
    <Card variant="outlined" component="article" aria-label={event.title} data-testid="pending-event">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${event.title}` } }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {event.title}
              </Typography>
              <Chip size="small" label={event.category} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {org ? (
                <>
                  {org.name}
                  {org.contactEmail && (
                    <>
                      {' · '}
                      <Link href={`mailto:${org.contactEmail}`}>{org.contactEmail}</Link>
                    </>
                  )}
                </>
              ) : (
                'Community Event'
              )}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {formatEventDate(event.date)} · {formatTimeRange(event.startTime, event.endTime)}
            </Typography>
            <Typography variant="body2">
              {event.venue}, {event.city}, {event.state} · {priceLabel(event)}
            </Typography>
            {event.description && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mt: 1, whiteSpace: 'pre-wrap', maxHeight: '6em', overflow: 'hidden' }}
              >
                {event.description}
              </Typography>
            )}
            <ModerationSummary score={event.moderationScore} flags={event.moderationFlags} duplicateOfId={event.duplicateOfId} />
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" component={RouterLink} to={`/events/${encodeURIComponent(event.id)}`}>
          Edit
        </Button>
        <Button size="small" onClick={onRerun} disabled={busy}>
          Re-run moderation
        </Button>
        <Button size="small" color="error" onClick={onReject} disabled={busy}>
          Reject
        </Button>
        <Button size="small" variant="contained" color="success" onClick={onApprove} disabled={busy}>
          Approve
        </Button>
      </CardActions>
    </Card>
  );
}

/** /admin/event-approvals: pending events with risk badge and flags; approve, reject (reason), bulk actions. */
function EventApprovals() {
  const api = useAdminApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.getPendingEvents(), retry: false });
  const events = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, , setBusyFor] = useIdSet();
  /** The events the reject dialog is open for (one, or the bulk selection). */
  const [rejecting, setRejecting] = useState<AdminEvent[] | null>(null);

  const removeFromList = (ids: string[]) => {
    queryClient.setQueryData<AdminEvent[]>(QUERY_KEY, (old) => (old ?? []).filter((e) => !ids.includes(e.id)));
    setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
    void queryClient.invalidateQueries({ queryKey: ['events'] });
  };

  const run = async (ids: string[], call: (id: string) => Promise<void>) => {
    setBusyFor(ids, true);
    const done: string[] = [];
    let failed = 0;
    for (const id of ids) {
      try {
        await call(id);
        done.push(id);
      } catch {
        failed++;
      }
    }
    setBusyFor(ids, false);
    removeFromList(done);
    return { done, failed };
  };

  const approve = async (ids: string[]) => {
    const { done, failed } = await run(ids, (id) => api.approveEvent(id));
    if (failed) notify(MESSAGES.approveFailed, { type: 'error' });
    else if (done.length === 1) notify(MESSAGES.approved, { type: 'success' });
    else notify(`${done.length} events have been approved and are now visible to users.`, { type: 'success' });
  };

  const reject = async (targets: AdminEvent[], reason?: string) => {
    const { done, failed } = await run(
      targets.map((e) => e.id),
      (id) => api.rejectEvent(id, reason),
    );
    if (failed) {
      notify(MESSAGES.rejectFailed, { type: 'error' });
      setRejecting((prev) => (prev ? prev.filter((e) => !done.includes(e.id)) : prev));
      return;
    }
    setRejecting(null);
    if (done.length === 1) notify(MESSAGES.rejected, { type: 'success' });
    else notify(`${done.length} events have been rejected and removed from the system.`, { type: 'success' });
  };

  const rerun = async (event: AdminEvent) => {
    setBusyFor([event.id], true);
    try {
      const updated = await api.rerunEventModeration(event.id);
      queryClient.setQueryData<AdminEvent[]>(QUERY_KEY, (old) =>
        (old ?? []).map((e) => (e.id === event.id ? { ...e, ...updated, organization: updated.organization ?? e.organization } : e)),
      );
      notify('Moderation re-run: ' + (updated.moderationScore > 0 ? `risk score ${updated.moderationScore}.` : 'nothing found.'), {
        type: 'info',
      });
    } catch {
      notify('There was an error re-running moderation. Please try again.', { type: 'error' });
    } finally {
      setBusyFor([event.id], false);
    }
  };

  const allSelected = events.length > 0 && events.every((e) => selected.has(e.id));
  const selectedEvents = events.filter((e) => selected.has(e.id));
  const rejectingBusy = !!rejecting && rejecting.some((e) => busy.has(e.id));

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Event Approvals" />
      <Typography variant="h5" component="h1" gutterBottom>
        Pending Events ({events.length})
      </Typography>
      {isPending && <CircularProgress aria-label="Loading pending events" />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          Unable to load pending events.
        </Alert>
      )}
      {!isPending && !error && events.length === 0 && <Alert severity="success">No events are waiting for approval.</Alert>}
      {events.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(events.map((x) => x.id)) : new Set())}
              />
            }
            label="Select all"
          />
          <Button
            variant="contained"
            color="success"
            disabled={selectedEvents.length === 0 || busy.size > 0}
            onClick={() => approve(selectedEvents.map((e) => e.id))}
          >
            Approve selected ({selectedEvents.length})
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={selectedEvents.length === 0 || busy.size > 0}
            onClick={() => setRejecting(selectedEvents)}
          >
            Reject selected ({selectedEvents.length})
          </Button>
        </Stack>
      )}
      <Stack spacing={2}>
        {events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            selected={selected.has(event.id)}
            busy={busy.has(event.id)}
            onSelect={(checked) =>
              setSelected((prev) => {
                const next = new Set(prev);
                if (checked) next.add(event.id);
                else next.delete(event.id);
                return next;
              })
            }
            onApprove={() => approve([event.id])}
            onReject={() => setRejecting([event])}
            onRerun={() => rerun(event)}
          />
        ))}
      </Stack>
      <RejectDialog
        open={!!rejecting && rejecting.length > 0}
        title={rejecting && rejecting.length > 1 ? `Reject ${rejecting.length} events` : `Reject ${rejecting?.[0]?.title ?? 'event'}`}
        description="Rejected events are removed from the system. You can give a reason (optional)."
        busy={rejectingBusy}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && reject(rejecting, reason)}
      />
    </Box>
  );
}

export function EventApprovalsPage() {
  return (
    <AdminGuard>
      <EventApprovals />
    </AdminGuard>
  );
}
