import { useMemo } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { ApiError, apiRequestWithHeaders, Query } from '../../../lib/api';
import type { EventDetailResponse, EventResponse, operations, StatsResponse } from '@sangam/shared';

/** The listing's filters and sort as the home page sets them (a subset of GET /api/events's query). */
export type EventListParams = Pick<
  NonNullable<operations['EventsController_list']['parameters']['query']>,
  'search' | 'sortBy' | 'sortOrder' | 'city' | 'state' | 'category'
>;

export const PAGE_SIZE = 24;

interface Page {
  items: EventResponse[];
  total: number;
}

type PageKey = readonly ['/api/events', Query];

async function fetchPage([path, query]: PageKey): Promise<Page> {
  const { data, headers } = await apiRequestWithHeaders<EventResponse[]>(path, { query });
  const total = Number(headers.get('X-Total-Count'));
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

const pageKey = (params: EventListParams, index: number): PageKey =>
  ['/api/events', { ...params, limit: PAGE_SIZE, offset: index * PAGE_SIZE }] as const;

/**
 * The listing, a page at a time (GET /api/events with limit/offset): `loadMore()` fetches the next
 * page; `total` is the X-Total-Count of the whole result.
 */
export function useEventList(params: EventListParams) {
  const getKey = (index: number, previous: Page | null): PageKey | null => {
    if (previous && (index * PAGE_SIZE >= previous.total || previous.items.length < PAGE_SIZE)) return null;
    return pageKey(params, index);
  };
  const res = useSWRInfinite<Page, ApiError>(getKey, fetchPage, { revalidateFirstPage: false });
  const pages = res.data;
  // The same array while the pages are the same (the list renders from a deferred copy of it).
  const items = useMemo(() => (pages ?? []).flatMap((p) => p.items), [pages]);
  const total = pages?.[0]?.total ?? null;
  const isLoadingMore = res.size > (pages?.length ?? 0) && !res.error;
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

/**
 * The event the server embedded in the page it served for /event/:id (the same JSON as
 * GET /api/events/:id answers anyone), so that page renders without waiting for a request.
 */
let embedded: EventDetailResponse | null | undefined;
function embeddedEvent(id: string): EventDetailResponse | undefined {
  if (embedded === undefined) {
    embedded = null;
    try {
      const el = typeof document !== 'undefined' ? document.getElementById('sangam-event') : null;
      if (el?.textContent) embedded = JSON.parse(el.textContent) as EventDetailResponse;
    } catch {
      /* no usable data: the page fetches the event */
    }
  }
  return embedded && embedded.id === id ? embedded : undefined;
}

export function useEvent(id: string | undefined) {
  return useSWR<EventDetailResponse, ApiError>(id ? [`/api/events/${encodeURIComponent(id)}`] : null, {
    fallbackData: id ? embeddedEvent(id) : undefined,
  });
}

export function useStats() {
  return useSWR<StatsResponse, ApiError>(['/api/stats']);
}
