import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Link, Stack, Typography } from '@mui/material';
import type { PendingEventResponse } from '@sangam/shared';
import { AdminGuard } from '../common/AdminGuard';
import { ApprovalQueue } from './ApprovalQueue';
import { eventWhen } from '@sangam/shared';
import { priceLabel } from '../common/format';
import { ModerationSummary } from '../common/moderation';
import { useAdminApi } from '../common/useAdminApi';
import { PENDING_RESOURCES } from '../dataProvider';

function EventDetails({ event }: { event: PendingEventResponse }) {
  const org = event.organization;
  return (
    <>
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
        {eventWhen(event, 'medium')}
      </Typography>
      <Typography variant="body2">
        {event.venue}, {event.city}, {event.state} · {priceLabel(event)}
      </Typography>
      {event.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap', maxHeight: '6em', overflow: 'hidden' }}>
          {event.description}
        </Typography>
      )}
      <ModerationSummary item={event} flags={event.moderationFlags} duplicateOfId={event.duplicateOfId} />
    </>
  );
}

/** /admin/event-approvals: pending events with risk badge and flags; approve, reject (reason), bulk actions. */
function EventApprovals() {
  const api = useAdminApi();
  return (
    <ApprovalQueue<PendingEventResponse>
      resource={PENDING_RESOURCES.events}
      decides="events"
      title="Event Approvals"
      heading="Pending Events"
      noun="events"
      emptyText="No events are waiting for approval."
      messages={{
        approved: 'The event has been approved and is now visible to users.',
        approvedMany: (n) => `${n} events have been approved and are now visible to users.`,
        approveFailed: 'There was an error approving the event. Please try again.',
        rejected: 'The event has been rejected and removed from the system.',
        rejectedMany: (n) => `${n} events have been rejected and removed from the system.`,
        rejectFailed: 'There was an error rejecting the event. Please try again.',
      }}
      label={(event) => event.title}
      testId="pending-event"
      details={(event) => <EventDetails event={event} />}
      extraActions={(event) => (
        <Button size="small" component={RouterLink} to={`/events/${encodeURIComponent(event.id)}`}>
          Edit
        </Button>
      )}
      approve={api.approveEvent}
      reject={api.rejectEvent}
      rerun={async (event) => {
        const { moderationScore, riskLevel, moderationFlags, duplicateOfId } = await api.rerunEventModeration(event.id);
        return { ...event, moderationScore, riskLevel, moderationFlags, duplicateOfId };
      }}
      bulkReject
      rejectTitle={(events) => (events.length > 1 ? `Reject ${events.length} events` : `Reject ${events[0]?.title ?? 'event'}`)}
      rejectDescription="Rejected events are removed from the system. You can give a reason (optional)."
    />
  );
}

export function EventApprovalsPage() {
  return (
    <AdminGuard>
      <EventApprovals />
    </AdminGuard>
  );
}
