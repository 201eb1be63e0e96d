import { useEffect, useRef } from 'react';
import { ListContextProvider, Pagination, Title, useListController } from 'react-admin';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Stack, Typography } from '@mui/material';
import { QueueCard } from './QueueCard';
import type { ApprovalQueueProps, QueueItem } from './queue-props';
import { RejectDialog } from './RejectDialog';
import { useQueueActions } from './use-queue-actions';

/** Items per page of a queue (the API's default page size). */
export const QUEUE_PAGE_SIZE = 50;

/**
 * A moderation queue: the pending items a page at a time, highest risk first and oldest first within
 * a level (the server's order), each with approve, reject
 * (optional reason) and re-run moderation; select items to approve (or reject) them together.
 */
export function ApprovalQueue<T extends QueueItem>(props: ApprovalQueueProps<T>) {
  const list = useListController<T & { id: string }>({
    resource: props.resource,
    perPage: QUEUE_PAGE_SIZE,
    disableSyncWithLocation: true,
    disableAuthentication: true,
    queryOptions: { onError: () => undefined },
  });
  const items = list.data ?? [];
  const total = list.total ?? items.length;
  const { selected, setSelected, setSelectedFor, busy, rejecting, setRejecting, approve, reject, rerun } = useQueueActions(props);

  // A new page starts at the top of the queue.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(list.page);
  useEffect(() => {
    if (shownPage.current !== list.page) heading.current?.scrollIntoView?.({ block: 'start' });
    shownPage.current = list.page;
  }, [list.page]);

  const chosen = items.filter((x) => selected.has(x.id));
  const allSelected = items.length > 0 && chosen.length === items.length;

  return (
    <ListContextProvider value={list}>
      <Box sx={{ py: 2 }}>
        <Title title={props.title} />
        <Typography ref={heading} variant="h5" component="h1" gutterBottom sx={{ scrollMarginTop: 64 }}>
          {props.heading} ({total})
        </Typography>
        {list.isPending && <CircularProgress aria-label={`Loading pending ${props.noun}`} />}
        {list.error && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => list.refetch()}>
                Retry
              </Button>
            }
          >
            Unable to load pending {props.noun}.
          </Alert>
        )}
        {!list.isPending && !list.error && items.length === 0 && <Alert severity="success">{props.emptyText}</Alert>}
        {items.length > 0 && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={allSelected}
                  indeterminate={chosen.length > 0 && !allSelected}
                  onChange={(e) => setSelected(e.target.checked ? new Set(items.map((x) => x.id)) : new Set())}
                />
              }
              label="Select all"
            />
            <Button
              variant="contained"
              color="success"
              disabled={chosen.length === 0 || busy.size > 0}
              onClick={() => approve(chosen.map((x) => x.id))}
            >
              Approve selected ({chosen.length})
            </Button>
            {props.bulkReject && (
              <Button variant="outlined" color="error" disabled={chosen.length === 0 || busy.size > 0} onClick={() => setRejecting(chosen)}>
                Reject selected ({chosen.length})
              </Button>
            )}
          </Stack>
        )}
        <Stack spacing={2}>
          {items.map((item) => (
            <QueueCard
              key={item.id}
              item={item}
              queue={props}
              selected={selected.has(item.id)}
              onSelect={(on) => setSelectedFor([item.id], on)}
              busy={busy.has(item.id)}
              onRerun={() => rerun(item)}
              onReject={() => setRejecting([item])}
              onApprove={() => approve([item.id])}
            />
          ))}
        </Stack>
        {total > QUEUE_PAGE_SIZE && <Pagination rowsPerPageOptions={[]} />}
        <RejectDialog
          open={!!rejecting && rejecting.length > 0}
          title={rejecting ? props.rejectTitle(rejecting) : ''}
          description={props.rejectDescription}
          busy={!!rejecting && rejecting.some((x) => busy.has(x.id))}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => rejecting && reject(rejecting, reason)}
        />
      </Box>
    </ListContextProvider>
  );
}
