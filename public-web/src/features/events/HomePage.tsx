import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SearchPlace } from '../../api/events';
import { useTags } from '../../api/community';
import { useSavedEvents } from '../../api/saved-events';
import { EventCardSkeletons } from '../../components/EventCard';
import { productName } from '@sangam/shared';
import { PlusIcon } from '../../components/icons';
import { localDay } from '../../lib/format';
import { listEventPath } from '../../lib/org-auth';
import { useApi } from '../../lib/use-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SortSelect } from './components/SortSelect';
import { usePlaceLabel } from './components/WhereControl';
import { AllEvents } from './home/AllEvents';
import { ComingUp, FestivalMatch } from './home/ComingUp';
import { StatsPanel } from './home/StatsPanel';
import { Toolbar } from './home/Toolbar';
import { useListing, useSearchText } from './home/use-listing';
import { describeFeed, describeListing } from './listing-text';
import { feedQuery, hasFilters, listingOfQuery, listingQuery, placeQuery, sheetFilterCount, writeListing } from './listing-state';
import '../../components/listing.css';

const FilterSheet = lazy(() => import('./components/FilterSheet'));
const SavedEvents = lazy(() => import('./HomeStates').then((m) => ({ default: m.SavedEvents })));

/**
 * Home: search, where (metro, ZIP and radius, near me), when (date chips, Free), the Filters sheet
 * (category, sort), the events or the saved ones, then the statistics. Everything lives in the URL.
 */
export default function HomePage() {
  useDocumentTitle(null);
  const { state, update, onClear, searchEverywhere, setQuery, dropped, restoreDropped } = useListing();
  const [text, setText] = useSearchText(state.q, setQuery);
  const today = localDay(new Date());
  const query = useMemo(() => listingQuery(state, today), [state, today]);
  const feed = useMemo(() => feedQuery(state), [state]);
  const placeLabel = usePlaceLabel(state.where);
  // The place the API read in the search ('garba NJ'; beside a ZIP, its own metro: 'telugu dallas'), reported by the list:
  // the Where control and the summary show it while no place or a ZIP is chosen.
  const [listPlace, setListPlace] = useState<SearchPlace | null>(null);
  const searchPlace = (state.where.kind === 'anywhere' || state.where.kind === 'zip') && state.view === 'all' ? listPlace : null;
  const [sheetOpen, setSheetOpen] = useState(false);
  const saved = useSavedEvents();
  // A chosen practical tag in words, as GET /api/tags labels it ('Kids & family').
  const tags = useTags(!!(state.tag || dropped?.tag)).data;
  const labelOf = (key: string | null) => tags?.find((t) => t.key === key)?.label ?? null;
  const tagLabel = labelOf(state.tag);
  const upcoming = useApi(['/api/festivals/upcoming', { query: placeQuery(state.where) }]).data?.festival;
  // A new search dropped these filters (kept the place): said under the search box, with a way back, until filters are set again.
  const droppedWords =
    dropped && state.q.trim() && !hasFilters({ ...state, where: { kind: 'anywhere' } })
      ? describeListing({ ...dropped, where: { kind: 'anywhere' } }, null, today, labelOf(dropped.tag))
      : '';
  const suggestionLink = useCallback((q: Record<string, string>) => `/?${writeListing(listingOfQuery(q, state)).toString()}`, [state]);
  // A search that names a festival shows the festival's next days and page above the events.
  const searched = state.q.trim();
  const named = useApi(
    searched && state.view === 'all' ? ['/api/festivals/next', { query: { q: searched.slice(0, 200), ...placeQuery(state.where) } }] : null,
  ).data?.festival;

  return (
    <div className="home">
      <h1 className="sr-only">{productName()} - Community Events</h1>
      <Toolbar
        state={state}
        text={text}
        onText={setText}
        placeLabel={placeLabel}
        update={update}
        searchPlace={searchPlace}
        onSearchEverywhere={searchEverywhere}
        today={today}
        sheetCount={sheetFilterCount(state)}
        onOpenFilters={() => setSheetOpen(true)}
      />

      {droppedWords && (
        <p className="search-dropped" role="status">
          New search{placeLabel ? ` in ${placeLabel}` : ''}: cleared {droppedWords}.{' '}
          <button type="button" className="link-button" onClick={restoreDropped}>
            Keep these filters
          </button>
        </p>
      )}

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
          summary={describeListing(searchPlace ? { ...state, where: { kind: 'anywhere' } } : state, placeLabel, today, tagLabel)}
          filtered={hasFilters(state)}
          searched={searched}
          onClear={onClear}
          onSearchEverywhere={searchEverywhere}
          suggestionLink={suggestionLink}
          onPlace={setListPlace}
          feed={feed}
          feedWhat={describeFeed(state, placeLabel, tagLabel)}
          savedIds={saved.savedIds}
          onToggleSave={saved.toggle}
          upcoming={
            named ? <FestivalMatch festival={named} today={today} /> : upcoming ? <ComingUp festival={upcoming} near={state.where} /> : null
          }
          sort={<SortSelect id="listing-sort" className="listing-sort" state={state} onChange={update} />}
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
