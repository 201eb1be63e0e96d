import { EVENT_CATEGORIES } from '@sangam/shared';
import { SORT_OPTIONS } from '../../../lib/constants';
import { useLanguages, useTags } from '../../../api/community';
import { chosenLanguages, DISTANCE, ListingState, RELEVANCE, sheetFilterCount, toggleLanguage } from '../listing-state';
import { Sheet } from './Sheet';

interface Props {
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  onClose: () => void;
}

/**
 * The Filters sheet (loaded on first use): sort, category, languages (several at once, with their own names: Telugu
 * తెలుగు; those with upcoming events, and the chosen ones) and a practical tag. Changes apply at once; the list updates behind it.
 */
export default function FilterSheet({ state, onChange, onClose }: Props) {
  const searching = state.q.trim() !== '';
  const located = state.where.kind === 'zip' || state.where.kind === 'near';
  const defaultSort = searching ? RELEVANCE.value : SORT_OPTIONS[0].value;
  const options = [...(searching ? [RELEVANCE] : []), ...SORT_OPTIONS, ...(located ? [DISTANCE] : [])];
  const count = sheetFilterCount(state);
  const chosen = chosenLanguages(state.language);
  const languages = (useLanguages().data ?? []).filter((l) => l.eventCount > 0 || chosen.includes(l.code));
  const tags = useTags().data ?? [];
  return (
    <Sheet title="Filters" onClose={onClose}>
      <div className="sheet-field">
        <label htmlFor="event-sort">Sort by</label>
        <select
          id="event-sort"
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
      <fieldset className="sheet-field">
        <legend>Category</legend>
        <div className="chips" role="group" aria-label="Category">
          <button type="button" className="chip" aria-pressed={!state.category} onClick={() => onChange({ category: null })}>
            All
          </button>
          {EVENT_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              className="chip"
              aria-pressed={state.category === c}
              onClick={() => onChange({ category: state.category === c ? null : c })}
            >
              {c}
            </button>
          ))}
        </div>
      </fieldset>
      {languages.length > 0 && (
        <fieldset className="sheet-field">
          <legend>Language</legend>
          <div className="chips" role="group" aria-label="Language">
            <button type="button" className="chip" aria-pressed={!state.language} onClick={() => onChange({ language: null })}>
              All
            </button>
            {languages.map((l) => (
              <button
                key={l.code}
                type="button"
                className="chip"
                aria-pressed={chosen.includes(l.code)}
                onClick={() => onChange({ language: toggleLanguage(state.language, l.code) })}
              >
                {l.name}
                {l.nativeName && l.nativeName !== l.name && (
                  <span className="chip-native" lang={l.code}>
                    {' '}
                    {l.nativeName}
                  </span>
                )}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {tags.length > 0 && (
        <fieldset className="sheet-field">
          <legend>Good to know</legend>
          <div className="chips" role="group" aria-label="Good to know">
            {tags.map((t) => (
              <button
                key={t.key}
                type="button"
                className="chip"
                aria-pressed={state.tag === t.key}
                onClick={() => onChange({ tag: state.tag === t.key ? null : t.key })}
              >
                {t.label}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="sheet-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={count === 0}
          onClick={() => onChange({ category: null, language: null, tag: null, sort: null })}
        >
          Reset
        </button>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Show events
        </button>
      </div>
    </Sheet>
  );
}
