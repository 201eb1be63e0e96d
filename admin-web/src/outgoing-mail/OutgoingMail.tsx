import { Box, Chip, Stack, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, Show, useRecordContext } from 'react-admin';
import { formatDateTime } from '../common/format';
import { belowWidth, compactCells, fromWidth } from '../common/responsive';
import type { OutgoingMailResponse } from '@sangam/shared';
import { csvExporter } from '../common/csvExport';

/** What each status means to an admin (the API's values: docs/mail.md). */
const STATUS: Record<OutgoingMailResponse['status'], { label: string; color: 'default' | 'info' | 'success' | 'warning' | 'error' }> = {
  stored: { label: 'Not sent (no SMTP server)', color: 'default' },
  queued: { label: 'Queued', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed (mail server error)', color: 'error' },
  bounced: { label: 'Bounced (address refused)', color: 'warning' },
};

function StatusChip({ record }: { record: OutgoingMailResponse }) {
  const s = STATUS[record.status] ?? { label: record.status, color: 'default' as const };
  return <Chip size="small" color={s.color} label={s.label} />;
}

const filters = [
  <SearchInput key="q" source="q" placeholder="Recipient or subject" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={Object.entries(STATUS).map(([id, s]) => ({ id, name: s.label }))}
    alwaysOn
  />,
];

const Col = DataTable.Col<OutgoingMailResponse>;

/** Every message the product composed, newest first (the outbox: sent or not, nothing is lost). */
export function OutgoingMailList() {
  return (
    <List exporter={csvExporter} title="Outgoing mail" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <DataTable sx={compactCells} rowClick="show" bulkActionButtons={false}>
        <Col
          source="subject"
          label="Subject"
          render={(r) => (
            <>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {r.subject}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ ...belowWidth('md'), overflowWrap: 'anywhere' }}>
                To {r.to} · {formatDateTime(r.createdAt)}
              </Typography>
            </>
          )}
        />
        <Col source="to" label="To" sx={fromWidth('md')} render={(r) => <Box sx={{ overflowWrap: 'break-word' }}>{r.to}</Box>} />
        <Col source="createdAt" label="Created" sx={fromWidth('md')} render={(r) => formatDateTime(r.createdAt)} />
        <Col source="status" label="Status" render={(r) => <StatusChip record={r} />} />
        <Col source="attempts" label="Attempts" sx={fromWidth('lg')} />
      </DataTable>
    </List>
  );
}

function MessageView() {
  const r = useRecordContext<OutgoingMailResponse>();
  if (!r) return null;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box>
        <Typography variant="h6" component="h2">
          {r.subject}
        </Typography>
        <Typography variant="body2">To: {r.to}</Typography>
        <Typography variant="body2" component="div" sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <StatusChip record={r} />
          {r.sentAt ? `sent ${formatDateTime(r.sentAt)}` : `created ${formatDateTime(r.createdAt)}`}
          {r.attempts > 0 && ` · ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}`}
        </Typography>
        {r.lastError && (
          <Typography variant="body2" color="error" sx={{ mt: 1 }}>
            Last error: {r.lastError}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          As recipients see it
        </Typography>
        {/* The message's own HTML, isolated: scripts never run in it (no allow-scripts), so it cannot reach the console. */}
        <Box
          component="iframe"
          title="Rendered message"
          sandbox="allow-same-origin"
          srcDoc={r.html}
          sx={{ width: '100%', maxWidth: 640, height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          Plain text
        </Typography>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0, p: 2, bgcolor: 'action.hover', borderRadius: 1 }}>
          {r.text}
        </Box>
      </Box>
    </Stack>
  );
}

export function OutgoingMailShow() {
  return (
    <Show title="Outgoing mail">
      <MessageView />
    </Show>
  );
}
