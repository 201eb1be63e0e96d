import { useCallback, useMemo, useRef } from 'react';
import useSWR from 'swr';
import { api, ApiError, ApiKey, fetcher } from '../lib/api';
import { getUserSession } from '../lib/session';
import { useToast } from '../lib/toast';
import type { CardEvent } from './events';

/**
 * This browser's saved events (an anonymous session id in local storage; SavedEvent rows on the
 * server). The card bookmark and the detail page's 'Save Event' share it.
 */
export function useSavedEvents() {
  const userSession = getUserSession();
  // Saved rows, and cards saved since (the cache keeps what was saved, as it was shown).
  const res = useSWR<CardEvent[], ApiError, ApiKey<'/api/saved-events'>>(['/api/saved-events', { query: { userSession } }], fetcher);
  const toast = useToast();
  const savedIds = useMemo(() => new Set((res.data ?? []).map((e) => e.id)), [res.data]);
  // toggle() stays the same function (the listing's cards do not re-render when one is saved).
  const latest = useRef(res);
  latest.current = res;

  const toggle = useCallback(
    async (event: CardEvent) => {
      const { data, mutate } = latest.current;
      const current = data ?? [];
      const wasSaved = current.some((e) => e.id === event.id);
      const next = wasSaved ? current.filter((e) => e.id !== event.id) : [...current, event].sort((a, b) => a.date.localeCompare(b.date));
      try {
        await mutate(
          async () => {
            if (wasSaved) await api.delete('/api/saved-events/{eventId}', { path: { eventId: event.id }, query: { userSession } });
            else await api.post('/api/saved-events', { body: { eventId: event.id, userSession } });
            return next;
          },
          { optimisticData: next, rollbackOnError: true, revalidate: false, populateCache: true },
        );
      } catch {
        toast({
          title: wasSaved ? 'Could not remove saved event' : 'Could not save event',
          description: 'Please check your connection and try again.',
          variant: 'destructive',
        });
      }
    },
    [userSession, toast],
  );

  return { saved: res.data ?? [], savedIds, isLoading: !res.data && !res.error, error: res.error, toggle };
}
