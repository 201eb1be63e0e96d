import { Link, Stack, Typography } from '@mui/material';
import type { AdminOrganizationResponse } from '@sangam/shared';
import { AdminGuard } from '../common/AdminGuard';
import { ApprovalQueue } from './ApprovalQueue';
import { formatDateTime } from '../common/format';
import { ModerationSummary } from '../common/moderation';
import { useAdminApi } from '../common/useAdminApi';
import { PENDING_RESOURCES } from '../dataProvider';

const isWebAddress = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

function OrganizationDetails({ org }: { org: AdminOrganizationResponse }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {org.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {org.city}, {org.state} · submitted {formatDateTime(org.createdAt)}
        {org.isRegistered ? ' · organizer account' : ''}
      </Typography>
      {org.description && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {org.description}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        {org.contactEmail && <Link href={`mailto:${org.contactEmail}`}>{org.contactEmail}</Link>}
        {org.contactPhone && <Typography variant="body2">{org.contactPhone}</Typography>}
        {isWebAddress(org.website) && (
          <Link href={org.website} target="_blank" rel="noopener noreferrer">
            {org.website}
          </Link>
        )}
        {isWebAddress(org.eventsPageUrl) && (
          <Link href={org.eventsPageUrl} target="_blank" rel="noopener noreferrer">
            Events page
          </Link>
        )}
      </Stack>
      <ModerationSummary item={org} flags={org.moderationFlags} />
    </>
  );
}

/** /admin/approvals: pending organizations; approve, reject (optional reason), bulk approve. */
function OrganizationApprovals() {
  const api = useAdminApi();
  return (
    <ApprovalQueue<AdminOrganizationResponse>
      resource={PENDING_RESOURCES.organizations}
      decides="organizations"
      title="Organization Approvals"
      heading="Pending Organizations"
      noun="organizations"
      emptyText="No organizations are waiting for approval."
      messages={{
        approved: 'The organization has been approved and is now visible in the directory.',
        approvedMany: (n) => `${n} organizations have been approved and are now visible in the directory.`,
        approveFailed: 'There was an error approving the organization. Please try again.',
        rejected: 'The organization submission has been rejected.',
        rejectedMany: (n) => `${n} organization submissions have been rejected.`,
        rejectFailed: 'There was an error rejecting the organization. Please try again.',
      }}
      label={(org) => org.name}
      testId="pending-organization"
      details={(org) => <OrganizationDetails org={org} />}
      approve={api.approveOrganization}
      reject={api.rejectOrganization}
      rerun={async (org) => {
        const { moderationScore, riskLevel, moderationFlags } = await api.rerunOrganizationModeration(org.id);
        return { ...org, moderationScore, riskLevel, moderationFlags };
      }}
      rejectTitle={(orgs) => `Reject ${orgs[0]?.name ?? 'organization'}`}
      rejectDescription="The organization stays out of the directory. You can give a reason (optional); it is kept with the organization."
    />
  );
}

export function OrganizationApprovalsPage() {
  return (
    <AdminGuard>
      <OrganizationApprovals />
    </AdminGuard>
  );
}
