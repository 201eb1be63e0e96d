import { BulkUpdateButton, DataTable, List, SelectInput, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { Box, Button, Chip, Link, Typography } from '@mui/material';
import { formatDateTime } from '../common/format';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import type { ContactMessageResponse } from '@sangam/shared';
import { csvExporter } from '../common/csvExport';

const filters = [
  <SelectInput
    key="handled"
    source="handled"
    label="Status"
    choices={[
      { id: 'false', name: 'New' },
      { id: 'true', name: 'Handled' },
    ]}
    parse={(v: string) => (v === 'true' ? true : v === 'false' ? false : v)}
    format={(v: unknown) => (v === true ? 'true' : v === false ? 'false' : '')}
    alwaysOn
  />,
];

function ToggleHandledButton() {
  const record = useRecordContext<ContactMessageResponse>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record) return null;
  const next = !record.handled;
  return (
    <Button
      size="small"
      variant={next ? 'contained' : 'text'}
      disabled={isPending}
      onClick={(e) => {
        e.stopPropagation();
        update(
          'contact-messages',
          { id: record.id, data: { handled: next }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(next ? 'Message marked as handled.' : 'Message marked as new.', { type: 'success' });
              refresh();
            },
            onError: () => notify('Could not update the message. Please try again.', { type: 'error' }),
          },
        );
      }}
    >
      {next ? 'Mark handled' : 'Mark as new'}
    </Button>
  );
}

function MessageBody() {
  const record = useRecordContext<ContactMessageResponse>();
  if (!record) return null;
  return (
    <Box sx={{ p: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle2" gutterBottom>
        From {record.name} &lt;
        <Link href={`mailto:${record.email}?subject=${encodeURIComponent(`Re: ${record.subject}`)}`}>{record.email}</Link>
        &gt; on {formatDateTime(record.createdAt)}
      </Typography>
      <Typography variant="body2">{record.message}</Typography>
    </Box>
  );
}

const Col = DataTable.Col<ContactMessageResponse>;

/** The contact form's messages (stored by the API); admins read them and mark them handled. */
export function ContactMessageList() {
  return (
    <List
      exporter={csvExporter}
      title="Contact messages"
      filters={filters}
      filterDefaultValues={{ handled: false }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <DataTable
        sx={compactCells}
        rowClick="expand"
        expand={<MessageBody />}
        bulkActionButtons={<BulkUpdateButton label="Mark selected handled" data={{ handled: true }} mutationMode="pessimistic" />}
      >
        <Col
          source="subject"
          label="Subject"
          disableSort
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {r.subject}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ ...belowWidth('md'), overflowWrap: 'anywhere' }}>
                {r.name} · {formatDateTime(r.createdAt)}
              </Typography>
            </>
          )}
        />
        <Col
          source="name"
          label="From"
          sx={fromWidth('md')}
          render={(r) => (
            <>
              <Typography variant="body2">{r.name}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {r.email}
              </Typography>
            </>
          )}
        />
        <Col source="createdAt" label="Received" sx={fromWidth('md')} render={(r) => formatDateTime(r.createdAt)} />
        <Col
          label="Status"
          disableSort
          sx={fromWidth('sm')}
          render={(r) => (r.handled ? <Chip size="small" label="Handled" /> : <Chip size="small" color="primary" label="New" />)}
        />
        <Col label="" disableSort render={() => <ToggleHandledButton />} />
      </DataTable>
    </List>
  );
}
