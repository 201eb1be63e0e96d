import { CreateButton, DataTable, DeleteButton, ExportButton, FilterButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Box, Link, Stack } from '@mui/material';
import { STATE_CHOICES } from '../common/constants';
import { RiskBadge } from '../common/moderation';
import type { AdminOrganizationResponse } from '@sangam/shared';
import { OrganizationStatusChip } from './status';

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

/** Every organization: search, status and state filters; edit and delete. */
export function OrganizationList() {
  return (
    <List title="Organizations" filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Col source="name" label="Name" render={(r) => <strong>{r.name}</strong>} />
        <Col source="city" label="City" render={(r) => `${r.city}, ${r.state}`} />
        <Col source="contactEmail" label="Contact" disableSort render={(r) => r.contactEmail ?? r.contactPhone ?? ''} />
        <Col
          label="Website"
          disableSort
          render={(r) =>
            r.website && /^https?:\/\//i.test(r.website) ? (
              <Link href={r.website} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
                {r.website.replace(/^https?:\/\//, '')}
              </Link>
            ) : (
              // Only http(s) addresses are ever links (a stored javascript:/data: URL stays text).
              (r.website ?? '')
            )
          }
        />
        <Col
          label="Status"
          disableSort
          render={(r) => (
            <Stack direction="row" spacing={1}>
              <OrganizationStatusChip record={r} />
              <RiskBadge score={r.moderationScore} />
            </Stack>
          )}
        />
        <Col source="createdAt" label="Added" render={(r) => (r.createdAt ? new Date(r.createdAt).toLocaleDateString('en-US') : '')} />
        <Col
          label="Actions"
          disableSort
          render={(r) => (
            <Box onClick={(e) => e.stopPropagation()}>
              <DeleteButton
                mutationMode="pessimistic"
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
