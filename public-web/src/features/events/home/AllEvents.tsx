import { lazy, memo, ReactNode, Suspense, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { CardEvent, EventsQuery, SearchPlace, useEventList } from '../../../api/events';
import { EventCardSkeletons, EventGrid } from '../../../components/EventCard';
import { formatInteger } from '../../../lib/format';
import { SubscribeButton } from '../components/SubscribeButton';
import type { FeedQuery } from '../feeds';

const ErrorState = lazy(() => import('../HomeStates').then((m) => ({ default: m.ErrorState })));
const EmptyState = lazy(() => import('../HomeStates').then((m) => ({ default: m.EmptyState })));

interface AllEventsProps {
  query: EventsQuery;
  /** What the filters are, in words ('This weekend · Within 25 mi of Edison, NJ'); empty without filters. */
  summary: string;
  filtered: boolean;
  searched: string;
  onClear: () => void;
  /** Runs these words without the place the API read in the search. */
  onSearchEverywhere: (q: string) => void;
  /** The address of the view an empty answer's suggestion (an API listing query) leads to. */
  suggestionLink: (query: Record<string, string>) => string;
  /** Told the place read in the search of the results on screen (null without one, or once the list is gone). */
  onPlace: (place: SearchPlace | null) => void;
  /** The feeds of this view (Subscribe), and which events they hold in words. */
  feed: FeedQuery;
  feedWhat: string;
  savedIds: Set<string>;
  onToggleSave: (e: CardEvent) => void;
  /** The next festival's line, shown with the list (not before it, so nothing on screen moves when it arrives). */
  upcoming: ReactNode;
  /** The sort dropdown, beside the heading on a desktop (hidden on a phone, where the Filters sheet has it). */
  sort: ReactNode;
}

/** The listing: its heading and Subscribe, then the cards a page at a time (more load as the end comes near), or its empty and error states. */
export const AllEvents = memo(function AllEvents({
  query,
  summary,
  filtered,
  searched,
  onClear,
  onSearchEverywhere,
  suggestionLink,
  onPlace,
  feed,
  feedWhat,
  savedIds,
  onToggleSave,
  upcoming,
  sort,
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
        {sort}
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
            query={query}
            suggestionLink={suggestionLink}
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
