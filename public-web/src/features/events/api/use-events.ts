import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { ApiError, apiRequestWithHeaders, Query } from '../../../lib/api';
import type { EventDetail, EventListParams, EventSummary, Stats } from './types';

export const PAGE_SIZE = 24;

interface Page {
  items: EventSummary[];
  total: number;
}

type PageKey = readonly ['/api/events', Query];

async function fetchPage([path, query]: PageKey): Promise<Page> {
  const { data, headers } = await apiRequestWithHeaders<EventSummary[]>(path, { query });
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

/**
 * The listing, a page at a time (GET /api/events with limit/offset): `loadMore()` fetches the next
 * page; `total` is the X-Total-Count of the whole result.
 */
export function useEventList(params: EventListParams) {
  const getKey = (index: number, previous: Page | null): PageKey | null => {
    if (previous && (index * PAGE_SIZE >= previous.total || previous.items.length < PAGE_SIZE)) return null;
    return ['/api/events', { ...params, limit: PAGE_SIZE, offset: index * PAGE_SIZE }] as const;
  };
  const res = useSWRInfinite<Page, ApiError>(getKey, fetchPage, { revalidateFirstPage: false });
  const pages = res.data ?? [];
  const items = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? null;
  const isLoadingMore = res.size > pages.length && !res.error;
  const hasMore = total !== null && items.length < total;
  return {
    items,
    total,
    error: res.error,
    isLoading: !res.data && !res.error,
    isLoadingMore,
    hasMore,
    loadMore: () => {
      if (!isLoadingMore && hasMore) void res.setSize(res.size + 1);
    },
    retry: () => res.mutate(),
  };
}

export function useEvent(id: string | undefined) {
  return useSWR<EventDetail, ApiError>(id ? [`/api/events/${encodeURIComponent(id)}`] : null);
}

export function useStats() {
  return useSWR<Stats, ApiError>(['/api/stats']);
}
