import { FilterIcon, SearchIcon } from '../../../components/icons';
import type { SearchPlace } from '../../../api/events';
import { WhenChips } from '../components/WhenChips';
import { WhereControl } from '../components/WhereControl';
import type { ListingState } from '../listing-state';

interface ToolbarProps {
  state: ListingState;
  text: string;
  onText: (text: string) => void;
  placeLabel: string | null;
  update: (patch: Partial<ListingState>) => void;
  searchPlace: SearchPlace | null;
  onSearchEverywhere: (q: string) => void;
  today: string;
  sheetCount: number;
  onOpenFilters: () => void;
}

/** 'Find events': the search box, Where, the Filters button (with its count) and the date chips. */
export function Toolbar({
  state,
  text,
  onText,
  placeLabel,
  update,
  searchPlace,
  onSearchEverywhere,
  today,
  sheetCount,
  onOpenFilters,
}: ToolbarProps) {
  return (
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
          onChange={(e) => onText(e.target.value)}
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
          onSearchEverywhere={onSearchEverywhere}
        />
        <button
          type="button"
          className="toolbar-button filters-button"
          aria-haspopup="dialog"
          aria-label={sheetCount ? `Filters, ${sheetCount} active` : 'Filters'}
          onClick={onOpenFilters}
          onPointerEnter={() => void import('../components/FilterSheet')}
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
  );
}
