import { Chip } from '@mui/material';
import type { AdminOrganizationResponse } from '@sangam/shared';

export type OrganizationStatus = 'approved' | 'pending' | 'rejected';

/** Approved, pending (awaiting review) or rejected (kept with its reason). */
export function organizationStatus(o: Partial<AdminOrganizationResponse> & { status?: string }): OrganizationStatus {
  if (o.status === 'approved' || o.status === 'pending' || o.status === 'rejected') return o.status;
  if (o.isApproved) return 'approved';
  return o.rejectionReason !== null && o.rejectionReason !== undefined ? 'rejected' : 'pending';
}

export function OrganizationStatusChip({ record }: { record: Partial<AdminOrganizationResponse> }) {
  const status = organizationStatus(record);
  if (status === 'approved') return <Chip size="small" color="success" label="Approved" />;
  if (status === 'rejected') return <Chip size="small" color="error" label="Rejected" />;
  return <Chip size="small" color="warning" label="Pending" />;
}
