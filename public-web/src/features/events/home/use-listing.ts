import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFirstPage } from '../../../api/events';
import { localDay } from '../../../lib/format';
import { rememberListing } from '../../../lib/last-listing';
import { clearFilters, ListingState, listingQuery, newSearch, patchListing, readListing, RELEVANCE, writeListing } from '../listing-state';

const SEARCH_DEBOUNCE_MS = 300;

/** Reads the listing of the address's first page before the first render (over the server's first paint: app/router.tsx). */
export function readHomeListing(): Promise<void> {
  return readFirstPage(listingQuery(readListing(new URLSearchParams(window.location.search)), localDay(new Date())));
}

/** The listing's state, kept in the URL: reading it, changing it (replacing the entry), and a search that adds an entry. */
export function useListing() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListing(params), [params]);
  const search = params.toString();
  useEffect(() => rememberListing(search), [search]);

  // Always from the URL as it is now (a debounced search may have changed it since this render).
  const update = useCallback(
    (patch: Partial<ListingState> | ((s: ListingState) => Partial<ListingState>)) => {
      const current = readListing(new URLSearchParams(window.location.search));
      setParams(writeListing(patchListing(current, typeof patch === 'function' ? patch(current) : patch)), { replace: true });
    },
    [setParams],
  );
  const onClear = useCallback(() => update(clearFilters), [update]);
  // The search's words without its place, anywhere (a chosen ZIP goes too); a new history entry: Back returns to the search in its place.
  const searchEverywhere = useCallback(
    (q: string) =>
      setParams(writeListing(patchListing(readListing(new URLSearchParams(window.location.search)), { q, where: { kind: 'anywhere' } }))),
    [setParams],
  );
  // The filters the last new search dropped (shown, with a way back), until the filters change again.
  const [dropped, setDropped] = useState<ListingState | null>(null);
  const setQuery = useCallback(
    (q: string) => {
      const current = readListing(new URLSearchParams(window.location.search));
      const { next, dropped: gone } = newSearch(current, q);
      if (gone) setDropped(gone);
      setParams(writeListing(patchListing(next, { sort: current.sort === RELEVANCE.value ? null : next.sort })), {
        replace: true,
      });
    },
    [setParams],
  );
  const restoreDropped = useCallback(() => {
    if (!dropped) return;
    const { when, free, category, language, tag } = dropped;
    update({ when, free, category, language, tag });
    setDropped(null);
  }, [dropped, update]);
  return { state, update, onClear, searchEverywhere, setQuery, dropped, restoreDropped };
}

/** The search box: typed text goes to the URL (?q=, through `setQuery`) after a pause, so a search can be shared. */
export function useSearchText(q: string, setQuery: (q: string) => void) {
  const [text, setText] = useState(q);
  const lastPushed = useRef(q);
  useEffect(() => {
    if (q !== lastPushed.current) {
      lastPushed.current = q;
      setText(q);
    }
  }, [q]);
  useEffect(() => {
    if (text === lastPushed.current) return;
    const t = setTimeout(() => {
      lastPushed.current = text;
      setQuery(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, setQuery]);
  return [text, setText] as const;
}
