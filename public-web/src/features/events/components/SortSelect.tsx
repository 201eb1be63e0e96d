import { SORT_OPTIONS } from '../../../lib/constants';
import { DISTANCE, ListingState, RELEVANCE } from '../listing-state';

interface Props {
  id: string;
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  className?: string;
}

/**
 * The spec's sort dropdown (Date (Earliest) … Title (Z-A)), plus Relevance while searching and Distance with a
 * ZIP or location. Beside the results heading on a desktop, in the Filters sheet on a phone.
 */
export function SortSelect({ id, state, onChange, className }: Props) {
  const searching = state.q.trim() !== '';
  const located = state.where.kind === 'zip' || state.where.kind === 'near';
  const defaultSort = searching ? RELEVANCE.value : SORT_OPTIONS[0].value;
  const options = [...(searching ? [RELEVANCE] : []), ...SORT_OPTIONS, ...(located ? [DISTANCE] : [])];
  return (
    <div className={className}>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={state.sort ?? defaultSort}
        onChange={(e) => onChange({ sort: e.target.value === defaultSort ? null : (e.target.value as ListingState['sort']) })}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
