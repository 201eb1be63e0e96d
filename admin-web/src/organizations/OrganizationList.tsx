import { CreateButton, DataTable, DeleteButton, ExportButton, FilterButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Box, Link, Stack, Typography } from '@mui/material';
import { STATE_CHOICES } from '../common/constants';
import { RiskBadge } from '../common/moderation';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import type { AdminOrganizationResponse } from '@sangam/shared';
import { organizationStatus, OrganizationStatusChip } from './status';
import { csvExporter } from '../common/csvExport';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search organizations..." alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'pending', name: 'Pending' },
      { id: 'approved', name: 'Approved' },
      { id: 'rejected', name: 'Rejected' },
    ]}
    alwaysOn
  />,
  <SelectInput key="state" source="state" label="State" choices={STATE_CHOICES} />,
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="Add Organization" />
      <ExportButton />
    </TopToolbar>
  );
}

const Col = DataTable.Col<AdminOrganizationResponse>;

/** Only http(s) addresses are ever links (a stored javascript:/data: URL stays text). */
function Website({ url }: { url: string | null }) {
  if (!url) return null;
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} sx={{ overflowWrap: 'anywhere' }}>
      {url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
    </Link>
  );
}

/** Every organization: search, status and state filters; a rejected one shows its reason; edit and delete. */
export function OrganizationList() {
  return (
    <List
      exporter={csvExporter}
      title="Organizations"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
    >
      <DataTable sx={compactCells} rowClick="edit" bulkActionButtons={false}>
        <Col
          source="name"
          label="Name"
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={belowWidth('md')}>
                {r.city}, {r.state}
              </Typography>
            </>
          )}
        />
        <Col source="city" label="City" sx={fromWidth('md')} render={(r) => `${r.city}, ${r.state}`} />
        <Col
          label="Contact"
          disableSort
          sx={fromWidth('lg')}
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.contactEmail ?? r.contactPhone ?? ''}
              </Typography>
              <Typography variant="caption" sx={{ display: 'block' }}>
                <Website url={r.website} />
              </Typography>
            </>
          )}
        />
        <Col
          label="Status"
          disableSort
          render={(r) => (
            <>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <OrganizationStatusChip record={r} />
                <RiskBadge item={r} />
              </Stack>
              {organizationStatus(r) === 'rejected' && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                  Reason: {r.rejectionReason || 'No reason given'}
                </Typography>
              )}
            </>
          )}
        />
        <Col
          source="createdAt"
          label="Added"
          sx={fromWidth('xl')}
          render={(r) => (r.createdAt ? new Date(r.createdAt).toLocaleDateString('en-US') : '')}
        />
        <Col
          label="Actions"
          disableSort
          sx={{ width: '1%' }}
          render={(r) => (
            <Box onClick={(e) => e.stopPropagation()}>
              <DeleteButton
                mutationMode="pessimistic"
                label=""
                aria-label={`Delete ${r.name}`}
                confirmTitle={`Delete "${r.name}"?`}
                confirmContent="This organization and all of its events will be permanently deleted. This cannot be undone."
              />
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
}
