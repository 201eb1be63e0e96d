import { ChangeEvent, memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PlusIcon, SearchIcon } from '../../components/icons';
import { EVENT_CATEGORIES } from '@sangam/shared';
import { CITY_PRESETS, SORT_OPTIONS } from '../../lib/constants';
import { formatCompactNumber, formatInteger } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { EventResponse } from '@sangam/shared';
import { EventListParams, useEventList, useStats } from './api/use-events';
import { useSavedEvents } from './api/use-saved-events';
import { EventCard, EventCardSkeleton } from './components/EventCard';
import './events.css';

const SEARCH_DEBOUNCE_MS = 300;
const RELEVANCE = 'relevance';

/** Home: search, sort, city and category filters, statistics, and the events (or the saved ones). */
export default function HomePage() {
  useDocumentTitle(null);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const view = params.get('view') === 'saved' ? 'saved' : 'all';
  const cityValue = params.get('city') ?? '';
  const category = params.get('category') ?? '';
  const searching = q.trim() !== '';
  const sortValue = params.get('sort') ?? (searching ? RELEVANCE : SORT_OPTIONS[0].value);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  // The search box: typed text goes to the URL (?q=) after a pause, so a search can be shared.
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
      const next = new URLSearchParams(window.location.search);
      if (text.trim()) next.set('q', text);
      else next.delete('q');
      if (!text.trim() && next.get('sort') === RELEVANCE) next.delete('sort');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, setParams]);

  const city = CITY_PRESETS.find((c) => c.value === cityValue);
  const sort = SORT_OPTIONS.find((o) => o.value === sortValue);
  const listParams: EventListParams = useMemo(
    () => ({
      search: q.trim() || undefined,
      ...(sort ? { sortBy: sort.sortBy, sortOrder: sort.sortOrder } : {}),
      city: city?.city,
      state: city?.state,
      category: category || undefined,
    }),
    [q, sort, city, category],
  );

  const saved = useSavedEvents();

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
        <div className="toolbar-selects">
          <div className="select-field">
            <label htmlFor="event-sort">Sort by</label>
            <select
              id="event-sort"
              value={sortValue}
              onChange={(e: ChangeEvent<HTMLSelectElement>) =>
                update({ sort: e.target.value === (searching ? RELEVANCE : SORT_OPTIONS[0].value) ? null : e.target.value })
              }
            >
              {searching && <option value={RELEVANCE}>Best match</option>}
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className="select-field">
            <label htmlFor="event-city">City</label>
            <select id="event-city" value={cityValue} onChange={(e) => update({ city: e.target.value || null })}>
              <option value="">All cities</option>
              {CITY_PRESETS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="chips" role="group" aria-label="Category">
          <button type="button" className="chip" aria-pressed={!category} onClick={() => update({ category: null })}>
            All
          </button>
          {EVENT_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              className="chip"
              aria-pressed={category === c}
              onClick={() => update({ category: category === c ? null : c })}
            >
              {c}
            </button>
          ))}
        </div>
      </section>

      <StatsPanel />

      <div className="view-tabs" role="group" aria-label="Show">
        <button type="button" className="chip" aria-pressed={view === 'all'} onClick={() => update({ view: null })}>
          All Events
        </button>
        <button type="button" className="chip" aria-pressed={view === 'saved'} onClick={() => update({ view: 'saved' })}>
          Saved ({saved.saved.length})
        </button>
      </div>

      {view === 'all' ? (
        <AllEvents params={listParams} savedIds={saved.savedIds} onToggleSave={saved.toggle} />
      ) : (
        <SavedEvents saved={saved} />
      )}

      <Link to="/org/signup" className="fab" aria-label="List Event" title="List Event">
        <PlusIcon />
      </Link>
    </div>
  );
}

/** The 'Platform Statistics' tiles (its own component: its data re-renders only this part). */
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

const AllEvents = memo(function AllEvents({
  params,
  savedIds,
  onToggleSave,
}: {
  params: EventListParams;
  savedIds: Set<string>;
  onToggleSave: (e: EventResponse) => void;
}) {
  const list = useEventList(params);
  // What is shown comes from a deferred copy of the results: a new page of results is rendered in
  // the background (a transition, in short slices that keep the page responsive) and then shown
  // all at once (heading, cards and button together).
  const current = useMemo(
    () => ({ items: list.items, total: list.total, isLoading: list.isLoading, error: list.error }),
    [list.items, list.total, list.isLoading, list.error],
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

  return (
    <section className="events-section" aria-labelledby="events-title" aria-busy={view.isLoading}>
      <h2 id="events-title" className="section-title">
        All Events ({view.total ?? view.items.length})
      </h2>
      {view.isLoading ? (
        <LoadingRows />
      ) : view.error ? (
        <ErrorState onRetry={() => void list.retry()} />
      ) : view.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="event-grid">
            {view.items.map((e) => (
              <EventCard key={e.id} event={e} isSaved={savedIds.has(e.id)} onToggleSave={onToggleSave} />
            ))}
          </div>
          {hasMore && (
            <div className="load-more" ref={sentinel}>
              <button type="button" className="btn" onClick={list.loadMore} disabled={list.isLoadingMore}>
                {list.isLoadingMore ? 'Loading…' : 'Load More Events'}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
});

function SavedEvents({ saved }: { saved: ReturnType<typeof useSavedEvents> }) {
  return (
    <section className="events-section" aria-labelledby="events-title">
      <h2 id="events-title" className="section-title">
        Saved Events ({saved.saved.length})
      </h2>
      {saved.isLoading ? (
        <LoadingRows />
      ) : saved.error ? (
        <ErrorState />
      ) : saved.saved.length === 0 ? (
        <div className="empty-state card">
          <h3>No Saved Events</h3>
          <p>Tap the bookmark on any event to keep it here.</p>
        </div>
      ) : (
        <div className="event-grid">
          {saved.saved.map((e) => (
            <EventCard key={e.id} event={e} isSaved onToggleSave={saved.toggle} />
          ))}
        </div>
      )}
    </section>
  );
}

function LoadingRows() {
  return (
    <div className="event-grid" role="status" aria-label="Loading events">
      {Array.from({ length: 5 }, (_, i) => (
        <EventCardSkeleton key={i} />
      ))}
    </div>
  );
}

function ErrorState({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="empty-state card" role="alert">
      <h3>Unable to load events</h3>
      <p>Please check your connection and try again.</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          Try Again
        </button>
      )}
    </div>
  );
}

function EmptyState() {
  return (
    <div className="empty-state card">
      <h3>No Events Found</h3>
      <p>Be the first to discover amazing events in your area!</p>
      <Link to="/org/signup" className="btn btn-primary">
        List Your Events
      </Link>
    </div>
  );
}
