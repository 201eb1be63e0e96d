import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import { ModerationSummary } from '../common/moderation';
import type { ManagedEventResponse } from '@sangam/shared';
import { CommunityInputs } from './CommunityInputs';
import { EventFields, EventFormValues, toEventUpdate, useEventFormRecord } from './EventFields';
import { EventInsightsPanel } from './EventInsightsPanel';

function EventEditToolbar() {
  const record = useRecordContext<ManagedEventResponse>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="Save changes" />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={`Delete "${record?.title ?? 'this event'}"?`}
        confirmContent="This event will be permanently deleted. This cannot be undone."
      />
    </Toolbar>
  );
}

function EventStatus() {
  const record = useRecordContext<ManagedEventResponse>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      {record.isApproved ? (
        <Chip size="small" color="success" label="Approved" />
      ) : (
        <Chip size="small" color="warning" label="Pending Approval" />
      )}
      <ModerationSummary item={record} flags={record.moderationFlags} duplicateOfId={record.duplicateOfId} />
    </Box>
  );
}

function EventEditForm() {
  const record = useEventFormRecord();
  return (
    <SimpleForm record={record} toolbar={<EventEditToolbar />} warnWhenUnsavedChanges>
      <EventStatus />
      {record?.id && record.isApproved && <EventInsightsPanel eventId={record.id} />}
      <EventFields organizationRequired={!!record?.organizationId} />
      <CommunityInputs />
    </SimpleForm>
  );
}

function EventTitle() {
  const record = useRecordContext<ManagedEventResponse>();
  return <>{record ? `Edit event: ${record.title}` : 'Edit event'}</>;
}

/** Edit any event (PUT /api/admin/events/:id); success returns to /admin/events. */
export function EventEdit() {
  return (
    <Edit title={<EventTitle />} mutationMode="pessimistic" redirect="list" transform={(data: EventFormValues) => toEventUpdate(data)}>
      <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
        Edit event
      </Typography>
      <EventEditForm />
    </Edit>
  );
}
