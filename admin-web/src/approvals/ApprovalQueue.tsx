import { ReactNode, useEffect, useRef, useState } from 'react';
import { GetListResult, ListContextProvider, Pagination, Title, useListController, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
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
  Stack,
  Typography,
} from '@mui/material';
import type { RiskOf } from '../common/moderation';
import { RejectDialog } from './RejectDialog';
import { useIdSet } from '../common/useIdSet';

/** Items per page of a queue (the API's default page size). */
export const QUEUE_PAGE_SIZE = 50;

export interface QueueItem extends RiskOf {
  id: string;
}

export interface ApprovalQueueProps<T extends QueueItem> {
  /** The react-admin resource of the queue (a PENDING_RESOURCES value). */
  resource: string;
  /** The resource whose lists change when an item is decided ('events', 'organizations'). */
  decides: string;
  title: string;
  heading: string;
  /** 'events', 'organizations': in 'Loading pending events' and 'Unable to load pending events.' */
  noun: string;
  emptyText: string;
  messages: {
    approved: string;
    approvedMany: (n: number) => string;
    approveFailed: string;
    rejected: string;
    rejectedMany: (n: number) => string;
    rejectFailed: string;
  };
  /** Card and checkbox label (the event's title, the organization's name). */
  label: (item: T) => string;
  testId: string;
  /** The card's content under the checkbox. */
  details: (item: T) => ReactNode;
  /** Buttons before the card's own (e.g. 'Edit'). */
  extraActions?: (item: T) => ReactNode;
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, reason?: string) => Promise<unknown>;
  /** Re-runs moderation on an item: the item as it is now. */
  rerun: (item: T) => Promise<T>;
  /** Offer 'Reject selected' besides 'Approve selected'. */
  bulkReject?: boolean;
  rejectTitle: (items: T[]) => string;
  rejectDescription: string;
}

/**
 * A moderation queue: the pending items a page at a time, highest risk first and oldest first within
 * a level (the server's order), each with approve, reject
 * (optional reason) and re-run moderation; select items to approve (or reject) them together.
 */
export function ApprovalQueue<T extends QueueItem>(props: ApprovalQueueProps<T>) {
  const { resource, messages, label } = props;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const list = useListController<T & { id: string }>({
    resource,
    perPage: QUEUE_PAGE_SIZE,
    disableSyncWithLocation: true,
    disableAuthentication: true,
    queryOptions: { onError: () => undefined },
  });
  const items = list.data ?? [];
  const total = list.total ?? items.length;
  const [selected, setSelected, setSelectedFor] = useIdSet();
  const [busy, , setBusyFor] = useIdSet();
  /** The items the reject dialog is open for (one, or the selection). */
  const [rejecting, setRejecting] = useState<T[] | null>(null);

  const updateCached = (update: (old: GetListResult<T>) => GetListResult<T>) =>
    queryClient.setQueriesData<GetListResult<T>>({ queryKey: [resource, 'getList'] }, (old) => (old ? update(old) : old));

  /** Drops decided items at once, then refills the page from the server. */
  const removeFromList = (ids: string[]) => {
    if (!ids.length) return;
    updateCached((old) => ({
      ...old,
      data: old.data.filter((x) => !ids.includes(x.id)),
      total: Math.max(0, (old.total ?? 0) - ids.length),
    }));
    setSelectedFor(ids, false);
    void queryClient.invalidateQueries({ queryKey: [resource] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'summary'] });
    void queryClient.invalidateQueries({ queryKey: [props.decides] });
  };

  const run = async (ids: string[], call: (id: string) => Promise<unknown>) => {
    setBusyFor(ids, true);
    const done: string[] = [];
    let failed = 0;
    for (const id of ids) {
      try {
        await call(id);
        done.push(id);
      } catch {
        failed++;
      }
    }
    setBusyFor(ids, false);
    removeFromList(done);
    return { done, failed };
  };

  const approve = async (ids: string[]) => {
    const { done, failed } = await run(ids, props.approve);
    if (failed) notify(messages.approveFailed, { type: 'error' });
    else notify(done.length === 1 ? messages.approved : messages.approvedMany(done.length), { type: 'success' });
  };

  const reject = async (targets: T[], reason?: string) => {
    const { done, failed } = await run(
      targets.map((x) => x.id),
      (id) => props.reject(id, reason),
    );
    if (failed) {
      notify(messages.rejectFailed, { type: 'error' });
      setRejecting((prev) => (prev ? prev.filter((x) => !done.includes(x.id)) : prev));
      return;
    }
    setRejecting(null);
    notify(done.length === 1 ? messages.rejected : messages.rejectedMany(done.length), { type: 'success' });
  };

  const rerun = async (item: T) => {
    setBusyFor([item.id], true);
    try {
      const updated = await props.rerun(item);
      updateCached((old) => ({ ...old, data: old.data.map((x) => (x.id === item.id ? updated : x)) }));
      const found = updated.moderationScore > 0 ? `${updated.riskLevel} risk (score ${updated.moderationScore}).` : 'nothing found.';
      notify(`Moderation re-run: ${found}`, {
        type: 'info',
      });
    } catch {
      notify('There was an error re-running moderation. Please try again.', { type: 'error' });
    } finally {
      setBusyFor([item.id], false);
    }
  };

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
            <Card key={item.id} variant="outlined" component="article" aria-label={label(item)} data-testid={props.testId}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Checkbox
                    checked={selected.has(item.id)}
                    onChange={(e) => setSelectedFor([item.id], e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select ${label(item)}` } }}
                  />
                  <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{props.details(item)}</Box>
                </Stack>
              </CardContent>
              <CardActions sx={{ justifyContent: 'flex-end' }}>
                {props.extraActions?.(item)}
                <Button size="small" onClick={() => rerun(item)} disabled={busy.has(item.id)}>
                  Re-run moderation
                </Button>
                <Button size="small" color="error" onClick={() => setRejecting([item])} disabled={busy.has(item.id)}>
                  Reject
                </Button>
                <Button size="small" variant="contained" color="success" onClick={() => approve([item.id])} disabled={busy.has(item.id)}>
                  Approve
                </Button>
              </CardActions>
            </Card>
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
