import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateInput,
  DeleteButton,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { CATEGORY_CHOICES } from '../common/constants';
import { dayRange, timeRange } from '@sangam/shared';
import { priceLabel } from '../common/format';
import { RiskBadge } from '../common/moderation';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import { OrganizationName } from '../common/OrganizationName';
import type { ManagedEventResponse } from '@sangam/shared';
import { csvExporter } from '../common/csvExport';

const eventFilters = [
  <SearchInput key="q" source="q" placeholder="Search events..." alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'pending', name: 'Pending' },
      { id: 'approved', name: 'Approved' },
    ]}
    alwaysOn
  />,
  <SelectInput key="category" source="category" label="Category" choices={CATEGORY_CHOICES} />,
  <TextInput key="city" source="city" label="City" />,
  <DateInput key="date_gte" source="date_gte" label="From date" />,
  <DateInput key="date_lte" source="date_lte" label="To date" />,
];

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="Add Event" />
      <ExportButton />
    </TopToolbar>
  );
}

function StatusChip({ record }: { record: ManagedEventResponse }) {
  return record.isApproved ? (
    <Chip size="small" color="success" label="Approved" />
  ) : (
    <Chip size="small" color="warning" label="Pending Approval" />
  );
}

const Col = DataTable.Col<ManagedEventResponse>;

/** /admin/events: every event, upcoming first (this week's soonest first, then past events latest first); search, filters, pages. */
export function EventList() {
  return (
    <List
      exporter={csvExporter}
      title="Events"
      filters={eventFilters}
      actions={<ListActions />}
      sort={{ field: 'upcoming', order: 'ASC' }}
      perPage={25}
    >
      <DataTable
        sx={compactCells}
        rowClick="edit"
        bulkActionButtons={
          <BulkDeleteButton
            mutationMode="pessimistic"
            confirmTitle="Delete the selected events"
            confirmContent="The selected events will be permanently deleted. This cannot be undone."
          />
        }
      >
        <Col
          source="title"
          label="Title"
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                <OrganizationName record={r} />
              </Typography>
              <Typography variant="caption" sx={belowWidth('sm')}>
                {dayRange(r, 'medium')} · {r.city}, {r.state}
              </Typography>
            </>
          )}
        />
        {/* Sorting by date is the upcoming-first order (ASC) or its reverse. */}
        <Col
          source="upcoming"
          label="Date"
          sx={fromWidth('sm')}
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {dayRange(r, 'medium')}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {timeRange(r)}
              </Typography>
            </>
          )}
        />
        <Col source="city" label="City" sx={fromWidth('md')} render={(r) => `${r.city}, ${r.state}`} />
        <Col source="category" label="Category" sx={fromWidth('lg')} />
        <Col label="Price" disableSort sx={fromWidth('lg')} render={(r) => priceLabel(r)} />
        <Col
          label="Status"
          disableSort
          render={(r) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              <StatusChip record={r} />
              <RiskBadge item={r} />
            </Stack>
          )}
        />
        <Col
          label="Actions"
          disableSort
          sx={{ width: '1%', ...fromWidth('sm') }}
          render={(r) => (
            <Box onClick={(e) => e.stopPropagation()}>
              <DeleteButton
                mutationMode="pessimistic"
                label=""
                aria-label={`Delete ${r.title}`}
                confirmTitle={`Delete "${r.title}"?`}
                confirmContent="This event will be permanently deleted. This cannot be undone."
              />
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
}
