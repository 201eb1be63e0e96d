import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api, ApiError, ApiKey } from '../lib/api';
import { useApi } from '../lib/use-api';
import type { ApiQuery, EventCardResponse, EventOrganizationSummary } from '@sangam/shared';

/** A listing's query (GET /api/events). */
export type EventsQuery = ApiQuery<'/api/events'>;

export type EventStatus = EventCardResponse['status'];

/**
 * What a card shows: a row of the listing's card shape (fields=card), or a full event (the saved
 * events); `distanceMiles` only when the listing had a place to measure from.
 */
export type CardEvent = Pick<
  EventCardResponse,
  | 'id'
  | 'title'
  | 'date'
  | 'endDate'
  | 'status'
  | 'startTime'
  | 'endTime'
  | 'venue'
  | 'city'
  | 'state'
  | 'category'
  | 'isFree'
  | 'price'
  | 'priceText'
  | 'ticketUrl'
  | 'imageUrl'
  | 'imageWidth'
  | 'imageHeight'
  | 'distanceMiles'
  | 'recurrence'
> & {
  organization: Pick<EventOrganizationSummary, 'id' | 'name' | 'website' | 'contactEmail'> | null;
  /** Contract 24: the festival's slug and the community language codes (optional until every answer has them). */
  festival?: string | null;
  languages?: string[];
};

const PAGE_SIZE = 24;

interface Page {
  items: CardEvent[];
  total: number;
  /** X-Total-Count-Capped: the total is a floor ("1,000+"). */
  capped: boolean;
  place: SearchPlace | null;
}

/** The place a search's words became a filter for ('New Jersey'), and the search's other words ('garba'; '' when only a place). */
export interface SearchPlace {
  name: string;
  text: string;
}

/** X-Search-Place and X-Search-Text (URI-encoded), when the API read a place in the search. */
function searchPlace(headers: Headers): SearchPlace | null {
  try {
    const name = decodeURIComponent(headers.get('X-Search-Place') ?? '');
    return name ? { name, text: decodeURIComponent(headers.get('X-Search-Text') ?? '') } : null;
  } catch {
    return null;
  }
}

type PageKey = ApiKey<'/api/events'>;

async function fetchPage([route, call]: PageKey): Promise<Page> {
  const answer = await api.getWithHeaders(route, call);
  // fields=card: the rows are cards.
  const { data, headers } = answer as { data: CardEvent[]; headers: Headers };
  const total = Number(headers.get('X-Total-Count') ?? NaN);
  return {
    items: data,
    total: Number.isFinite(total) ? total : data.length,
    capped: headers.get('X-Total-Count-Capped') === 'true',
    place: searchPlace(headers),
  };
}

const pageKey = (query: EventsQuery, index: number): PageKey => [
  '/api/events',
  { query: { ...query, fields: 'card', series: 'next', limit: PAGE_SIZE, offset: index * PAGE_SIZE } },
];

let firstPage: { key: string; page: Page } | null = null;

/**
 * Reads a listing's first page before the app's first render (the home page over the server's first paint, whose
 * HTML preloads this request), so the app replaces the server's cards with its own in one go rather than with a
 * skeleton first. A failure is left to the list, which asks again.
 */
export async function readFirstPage(query: EventsQuery): Promise<void> {
  const key = pageKey(query, 0);
  try {
    firstPage = { key: JSON.stringify(key), page: await fetchPage(key) };
  } catch {
    firstPage = null;
  }
}

/**
 * A listing (GET /api/events with `query`, card-sized rows, a recurring event once on its next date), a page at a time: `loadMore()` fetches the next page;
 * `total` is the X-Total-Count of the whole result (a floor when `capped`); `place` the place read in the search.
 */
export function useEventList(query: EventsQuery) {
  const getKey = (index: number, previous: Page | null): PageKey | null => {
    if (previous && (index * PAGE_SIZE >= previous.total || previous.items.length < PAGE_SIZE)) return null;
    return pageKey(query, index);
  };
  // The page read before the first render (readFirstPage), while its query is the list's: the cards at once, no skeleton.
  const fallbackData = firstPage?.key === JSON.stringify(pageKey(query, 0)) ? [firstPage.page] : undefined;
  const res = useSWRInfinite<Page, ApiError>(getKey, fetchPage, { revalidateFirstPage: false, fallbackData });
  const pages = res.data;
  // The same array while the pages are the same (the list renders from a deferred copy of it).
  const items = useMemo(() => (pages ?? []).flatMap((p) => p.items), [pages]);
  const total = pages?.[0]?.total ?? null;
  const isLoadingMore = res.size > (pages?.length ?? 0) && !res.error;
  const hasMore = total !== null && items.length < total && pages?.[pages.length - 1]?.items.length === PAGE_SIZE;
  return {
    items,
    total,
    capped: pages?.[0]?.capped ?? false,
    place: pages?.[0]?.place ?? null,
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

export function useStats() {
  return useApi(['/api/stats']);
}
