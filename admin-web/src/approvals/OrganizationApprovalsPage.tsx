import { useIdSet } from '../common/useIdSet';
import { useMemo, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { AdminGuard } from '../common/AdminGuard';
import { formatDateTime } from '../common/format';
import { ModerationSummary } from '../common/moderation';
import { RejectDialog } from '../common/RejectDialog';
import type { Organization } from '../common/types';
import { useAdminApi } from '../common/useAdminApi';

const QUERY_KEY = ['admin', 'pending-organizations'];

const MESSAGES = {
  approved: 'The organization has been approved and is now visible in the directory.',
  rejected: 'The organization submission has been rejected.',
  approveFailed: 'There was an error approving the organization. Please try again.',
  rejectFailed: 'There was an error rejecting the organization. Please try again.',
};

function OrganizationCard({
  org,
  selected,
  busy,
  onSelect,
  onApprove,
  onReject,
  onRerun,
}: {
  org: Organization;
  selected: boolean;
  busy: boolean;
  onSelect: (checked: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onRerun: () => void;
}) {
  return (
    <Card variant="outlined" component="article" aria-label={org.name} data-testid="pending-organization">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${org.name}` } }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
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
              {org.website && /^https?:\/\//i.test(org.website) && (
                <Link href={org.website} target="_blank" rel="noopener noreferrer">
                  {org.website}
                </Link>
              )}
              {org.eventsPageUrl && /^https?:\/\//i.test(org.eventsPageUrl) && (
                <Link href={org.eventsPageUrl} target="_blank" rel="noopener noreferrer">
                  Events page
                </Link>
              )}
            </Stack>
            <ModerationSummary score={org.moderationScore} flags={org.moderationFlags} />
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
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

/** /admin/approvals: pending organizations; approve, reject (optional reason), bulk approve. */
function OrganizationApprovals() {
  const api = useAdminApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch } = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.getPendingOrganizations(), retry: false });
  const orgs = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, , setBusyFor] = useIdSet();
  const [rejecting, setRejecting] = useState<Organization | null>(null);

  const removeFromList = (ids: string[]) => {
    queryClient.setQueryData<Organization[]>(QUERY_KEY, (old) => (old ?? []).filter((o) => !ids.includes(o.id)));
    setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
    void queryClient.invalidateQueries({ queryKey: ['organizations'] });
  };

  const approve = async (ids: string[]) => {
    setBusyFor(ids, true);
    const done: string[] = [];
    let failed = 0;
    for (const id of ids) {
      try {
        await api.approveOrganization(id);
        done.push(id);
      } catch {
        failed++;
      }
    }
    setBusyFor(ids, false);
    removeFromList(done);
    if (failed) notify(MESSAGES.approveFailed, { type: 'error' });
    else if (done.length === 1) notify(MESSAGES.approved, { type: 'success' });
    else notify(`${done.length} organizations have been approved and are now visible in the directory.`, { type: 'success' });
  };

  const reject = async (org: Organization, reason?: string) => {
    setBusyFor([org.id], true);
    try {
      await api.rejectOrganization(org.id, reason);
      setRejecting(null);
      removeFromList([org.id]);
      notify(MESSAGES.rejected, { type: 'success' });
    } catch {
      notify(MESSAGES.rejectFailed, { type: 'error' });
    } finally {
      setBusyFor([org.id], false);
    }
  };

  const rerun = async (org: Organization) => {
    setBusyFor([org.id], true);
    try {
      const updated = await api.rerunOrganizationModeration(org.id);
      queryClient.setQueryData<Organization[]>(QUERY_KEY, (old) => (old ?? []).map((o) => (o.id === org.id ? { ...o, ...updated } : o)));
      notify('Moderation re-run: ' + (updated.moderationScore > 0 ? `risk score ${updated.moderationScore}.` : 'nothing found.'), {
        type: 'info',
      });
    } catch {
      notify('There was an error re-running moderation. Please try again.', { type: 'error' });
    } finally {
      setBusyFor([org.id], false);
    }
  };

  const allSelected = orgs.length > 0 && orgs.every((o) => selected.has(o.id));

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Organization Approvals" />
      <Typography variant="h5" component="h1" gutterBottom>
        Pending Organizations ({orgs.length})
      </Typography>
      {isPending && <CircularProgress aria-label="Loading pending organizations" />}
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          Unable to load pending organizations.
        </Alert>
      )}
      {!isPending && !error && orgs.length === 0 && <Alert severity="success">No organizations are waiting for approval.</Alert>}
      {orgs.length > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={selected.size > 0 && !allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(orgs.map((o) => o.id)) : new Set())}
              />
            }
            label="Select all"
          />
          <Button
            variant="contained"
            color="success"
            disabled={selected.size === 0 || busy.size > 0}
            onClick={() => approve([...selected])}
          >
            Approve selected ({selected.size})
          </Button>
        </Stack>
      )}
      <Stack spacing={2}>
        {orgs.map((org) => (
          <OrganizationCard
            key={org.id}
            org={org}
            selected={selected.has(org.id)}
            busy={busy.has(org.id)}
            onSelect={(checked) =>
              setSelected((prev) => {
                const next = new Set(prev);
                if (checked) next.add(org.id);
                else next.delete(org.id);
                return next;
              })
            }
            onApprove={() => approve([org.id])}
            onReject={() => setRejecting(org)}
            onRerun={() => rerun(org)}
          />
        ))}
      </Stack>
      <RejectDialog
        open={!!rejecting}
        title={`Reject ${rejecting?.name ?? 'organization'}`}
        description="The organization stays out of the directory. You can give a reason (optional); it is kept with the organization."
        busy={rejecting ? busy.has(rejecting.id) : false}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => rejecting && reject(rejecting, reason)}
      />
    </Box>
  );
}

export function OrganizationApprovalsPage() {
  return (
    <AdminGuard>
      <OrganizationApprovals />
    </AdminGuard>
  );
}
