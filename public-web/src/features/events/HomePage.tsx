import { lazy, memo, ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FilterIcon, PlusIcon, SearchIcon } from '../../components/icons';
import { formatCompactNumber, formatInteger, localDay } from '../../lib/format';
import { rememberListing } from '../../lib/last-listing';
import { listEventPath } from '../../lib/org-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApi } from '../../lib/use-api';
import type { FestivalSummaryResponse } from '@sangam/shared';
import { CardEvent, EventsQuery, SearchPlace, useEventList, useStats } from '../../api/events';
import { useSavedEvents } from '../../api/saved-events';
import { EventCardSkeletons, EventGrid } from '../../components/EventCard';
import { SubscribeButton } from './components/SubscribeButton';
import { WhenChips } from './components/WhenChips';
import { usePlaceLabel, WhereControl } from './components/WhereControl';
import type { FeedQuery } from './feeds';
import { describeFeed, describeListing } from './listing-text';
import {
  clearFilters,
  feedQuery,
  hasFilters,
  ListingState,
  listingQuery,
  patchListing,
  placeQuery,
  readListing,
  RELEVANCE,
  sheetFilterCount,
  Where,
  writeListing,
} from './listing-state';
import '../../components/listing.css';

const FilterSheet = lazy(() => import('./components/FilterSheet'));
const SavedEvents = lazy(() => import('./HomeStates').then((m) => ({ default: m.SavedEvents })));
const ErrorState = lazy(() => import('./HomeStates').then((m) => ({ default: m.ErrorState })));
const EmptyState = lazy(() => import('./HomeStates').then((m) => ({ default: m.EmptyState })));

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Home: search, where (metro, ZIP and radius, near me), when (date chips, Free), the Filters sheet
 * (category, sort), the events or the saved ones, then the statistics. Everything lives in the URL.
 */
export default function HomePage() {
  useDocumentTitle(null);
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
  // A new history entry (not a replace): Back returns to the search in its place.
  const searchEverywhere = useCallback(
    (q: string) => setParams(writeListing(patchListing(readListing(new URLSearchParams(window.location.search)), { q }))),
    [setParams],
  );

  // The search box: typed text goes to the URL (?q=) after a pause, so a search can be shared.
  const [text, setText] = useState(state.q);
  const lastPushed = useRef(state.q);
  useEffect(() => {
    if (state.q !== lastPushed.current) {
      lastPushed.current = state.q;
      setText(state.q);
    }
  }, [state.q]);
  useEffect(() => {
    if (text === lastPushed.current) return;
    const t = setTimeout(() => {
      lastPushed.current = text;
      const current = readListing(new URLSearchParams(window.location.search));
      setParams(writeListing(patchListing(current, { q: text, sort: current.sort === RELEVANCE.value ? null : current.sort })), {
        replace: true,
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, setParams]);

  const today = localDay(new Date());
  const query = useMemo(() => listingQuery(state, today), [state, today]);
  const feed = useMemo(() => feedQuery(state), [state]);
  const placeLabel = usePlaceLabel(state.where);
  // The place the API read in the search ('garba NJ'), reported by the list: the Where control shows it while no place is chosen.
  const [listPlace, setListPlace] = useState<SearchPlace | null>(null);
  const searchPlace = state.where.kind === 'anywhere' && state.view === 'all' ? listPlace : null;
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetCount = sheetFilterCount(state);
  const saved = useSavedEvents();
  const upcoming = useApi(['/api/festivals/upcoming', { query: placeQuery(state.where) }]).data?.festival;

  return (
    <div className="home">
      <section className="home-toolbar card" aria-label="Find events">
        <div className="search-box">
          <label htmlFor="event-search" className="sr-only">
            Search events
          </label>
          <SearchIcon />
          <input
            id="event-search"
            type="search"
            placeholder="Search events..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className="toolbar-row">
          <WhereControl
            where={state.where}
            label={placeLabel}
            onChange={(where) => update({ where })}
            searchPlace={searchPlace}
            onSearchEverywhere={searchEverywhere}
          />
          <button
            type="button"
            className="toolbar-button filters-button"
            aria-haspopup="dialog"
            aria-label={sheetCount ? `Filters, ${sheetCount} active` : 'Filters'}
            onClick={() => setSheetOpen(true)}
            onPointerEnter={() => void import('./components/FilterSheet')}
          >
            <FilterIcon />
            <span>Filters</span>
            {sheetCount > 0 && (
              <span className="count-badge" aria-hidden="true">
                {sheetCount}
              </span>
            )}
          </button>
        </div>
        <WhenChips when={state.when} free={state.free} today={today} onChange={update} />
      </section>

      <div className="view-tabs" role="group" aria-label="Show">
        <button type="button" className="chip" aria-pressed={state.view === 'all'} onClick={() => update({ view: 'all' })}>
          All Events
        </button>
        <button type="button" className="chip" aria-pressed={state.view === 'saved'} onClick={() => update({ view: 'saved' })}>
          Saved ({saved.saved.length})
        </button>
      </div>

      {state.view === 'all' ? (
        <AllEvents
          query={query}
          summary={describeListing(state, placeLabel, today)}
          filtered={hasFilters(state)}
          searched={state.q.trim()}
          onClear={onClear}
          onSearchEverywhere={searchEverywhere}
          onPlace={setListPlace}
          feed={feed}
          feedWhat={describeFeed(state, placeLabel)}
          savedIds={saved.savedIds}
          onToggleSave={saved.toggle}
          upcoming={upcoming ? <ComingUp festival={upcoming} near={state.where} /> : null}
        />
      ) : (
        <Suspense fallback={<EventCardSkeletons />}>
          <SavedEvents saved={saved} />
        </Suspense>
      )}

      <StatsPanel />

      {sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet state={state} onChange={update} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}

      <Link to={listEventPath()} className="fab" aria-label="List Event" title="List Event">
        <PlusIcon />
      </Link>
    </div>
  );
}

/** 'Coming up: Diwali in 12 days — 23 events near you', linking to the festival's page. */
function ComingUp({ festival: f, near }: { festival: FestivalSummaryResponse; near: Where }) {
  const when = f.daysUntil > 1 ? `in ${f.daysUntil} days` : f.daysUntil === 1 ? 'tomorrow' : f.daysUntil === 0 ? 'today' : 'now';
  const metro = near.kind === 'metro' ? `?metro=${encodeURIComponent(near.slug)}` : '';
  const count =
    f.eventCount > 0
      ? ` — ${formatInteger(f.eventCount)} event${f.eventCount === 1 ? '' : 's'}${near.kind === 'anywhere' ? '' : ' near you'}`
      : '';
  return (
    <Link className="coming-up" to={`/festivals/${f.pageSlug}${metro}`}>
      <strong>Coming up:</strong> {f.name} {when}
      {count}
    </Link>
  );
}

/** The 'Platform Statistics' tiles, below the events (its own component: its data re-renders only this part). */
const StatsPanel = memo(function StatsPanel() {
  const stats = useStats();
  return (
    <section className="stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="section-title">
        Platform Statistics
      </h2>
      <dl className="stats-grid">
        <div className="stat card">
          <dt>Total Events</dt>
          <dd>{stats.data ? formatInteger(stats.data.totalEvents) : '–'}</dd>
        </div>
        <div className="stat card">
          <dt>NRI Families</dt>
          <dd>{stats.data ? formatCompactNumber(stats.data.totalFamilies) : '–'}</dd>
        </div>
        <div className="stat card">
          <dt>Organizations</dt>
          <dd>{stats.data ? formatCompactNumber(stats.data.totalOrganizations) : '–'}</dd>
        </div>
        <div className="stat card">
          <dt>Monthly Views</dt>
          <dd>{stats.data ? formatCompactNumber(stats.data.monthlyViews) : '–'}</dd>
        </div>
      </dl>
    </section>
  );
});

interface AllEventsProps {
  query: EventsQuery;
  /** What the filters are, in words ('This weekend · Within 25 mi of Edison, NJ'); empty without filters. */
  summary: string;
  filtered: boolean;
  searched: string;
  onClear: () => void;
  /** Runs these words without the place the API read in the search. */
  onSearchEverywhere: (q: string) => void;
  /** Told the place read in the search of the results on screen (null without one, or once the list is gone). */
  onPlace: (place: SearchPlace | null) => void;
  /** The feeds of this view (Subscribe), and which events they hold in words. */
  feed: FeedQuery;
  feedWhat: string;
  savedIds: Set<string>;
  onToggleSave: (e: CardEvent) => void;
  /** The next festival's line, shown with the list (not before it, so nothing on screen moves when it arrives). */
  upcoming: ReactNode;
}

const AllEvents = memo(function AllEvents({
  query,
  summary,
  filtered,
  searched,
  onClear,
  onSearchEverywhere,
  onPlace,
  feed,
  feedWhat,
  savedIds,
  onToggleSave,
  upcoming,
}: AllEventsProps) {
  const list = useEventList(query);
  // What is shown comes from a deferred copy of the results: a new page of results is rendered in
  // the background (a transition, in short slices that keep the page responsive) and then shown
  // all at once (heading, cards and button together).
  const current = useMemo(
    () => ({ items: list.items, total: list.total, capped: list.capped, place: list.place, isLoading: list.isLoading, error: list.error }),
    [list.items, list.total, list.capped, list.place, list.isLoading, list.error],
  );
  const view = useDeferredValue(current);
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = list;
  const hasMore = view.total !== null && view.items.length < view.total && list.hasMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loadMore]);

  // A place read in the search says where: 'Garba in New Jersey', 'Events in Edison, NJ'.
  const { place } = view;
  useEffect(() => {
    onPlace(place);
    return () => onPlace(null);
  }, [place, onPlace]);
  const what = place
    ? `${place.text ? place.text.charAt(0).toUpperCase() + place.text.slice(1) : 'Events'} in ${place.name}`
    : 'All Events';
  const count = view.isLoading || view.error ? '' : ` (${formatInteger(view.total ?? view.items.length)}${view.capped ? '+' : ''})`;
  return (
    <section className="events-section" aria-labelledby="events-title" aria-busy={view.isLoading}>
      {!view.isLoading && upcoming}
      <div className="listing-heading">
        <h2 id="events-title" className="section-title">
          {what}
          {count}
        </h2>
        <SubscribeButton query={feed} what={feedWhat} />
      </div>
      {summary && <p className="listing-summary">{summary}</p>}
      {view.isLoading ? (
        <EventCardSkeletons />
      ) : view.error ? (
        <Suspense fallback={null}>
          <ErrorState
            message={view.error.status >= 400 && view.error.status < 500 ? view.error.serverMessage : undefined}
            onRetry={() => void list.retry()}
            onClear={filtered ? onClear : undefined}
          />
        </Suspense>
      ) : view.items.length === 0 ? (
        <Suspense fallback={null}>
          <EmptyState
            summary={summary}
            searched={searched}
            onClear={filtered ? onClear : undefined}
            place={place}
            onSearchEverywhere={onSearchEverywhere}
          />
        </Suspense>
      ) : (
        <EventGrid
          events={view.items}
          savedIds={savedIds}
          onToggleSave={onToggleSave}
          more={hasMore ? { loading: list.isLoadingMore, load: list.loadMore, moreRef: sentinel } : undefined}
        />
      )}
    </section>
  );
});
