import { useState } from 'react';
import { GetListResult, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useIdSet } from '../common/useIdSet';
import type { ApprovalQueueProps, QueueItem } from './queue-props';

/**
 * What a queue does with its items: approve and reject (one or the selection, one request each), re-run
 * moderation; decided items leave the page at once and the page refills from the server. `busy` holds the
 * items with a request in flight; `rejecting` the items the reject dialog is open for.
 */
export function useQueueActions<T extends QueueItem>(props: ApprovalQueueProps<T>) {
  const { resource, messages } = props;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [selected, setSelected, setSelectedFor] = useIdSet();
  const [busy, , setBusyFor] = useIdSet();
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

  return { selected, setSelected, setSelectedFor, busy, rejecting, setRejecting, approve, reject, rerun };
}
