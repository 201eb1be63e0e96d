import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { Alert, Box, Typography } from '@mui/material';
import { ModerationSummary } from '../common/moderation';
import type { AdminOrganizationResponse } from '@sangam/shared';
import { OrganizationFields, toOrganizationUpdate } from './OrganizationFields';
import { organizationStatus, OrganizationStatusChip } from './status';

function OrganizationEditToolbar() {
  const record = useRecordContext<AdminOrganizationResponse>();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="Save changes" />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle={`Delete "${record?.name ?? 'this organization'}"?`}
        confirmContent="This organization and all of its events will be permanently deleted. This cannot be undone."
      />
    </Toolbar>
  );
}

function OrganizationStatus() {
  const record = useRecordContext<AdminOrganizationResponse>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <OrganizationStatusChip record={record} />
      {organizationStatus(record) === 'rejected' && (
        <Alert severity="info" sx={{ mt: 1 }}>
          Rejected{record.rejectionReason ? `: ${record.rejectionReason}` : ' (no reason given)'}
        </Alert>
      )}
      <ModerationSummary item={record} flags={record.moderationFlags} />
    </Box>
  );
}

function OrganizationTitle() {
  const record = useRecordContext<AdminOrganizationResponse>();
  return <>{record ? `Edit organization: ${record.name}` : 'Edit organization'}</>;
}

export function OrganizationEdit() {
  return (
    <Edit
      title={<OrganizationTitle />}
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: Partial<AdminOrganizationResponse>) => toOrganizationUpdate(data)}
    >
      <Typography variant="h6" component="h1" sx={{ px: 2, pt: 2 }}>
        Edit organization
      </Typography>
      <SimpleForm toolbar={<OrganizationEditToolbar />} warnWhenUnsavedChanges>
        <OrganizationStatus />
        <OrganizationFields />
      </SimpleForm>
    </Edit>
  );
}
