import { EVENT_CATEGORIES } from '@sangam/shared';
import { useLanguages, useTags } from '../../../api/community';
import { chosenLanguages, ListingState, sheetFilterCount, toggleLanguage } from '../listing-state';
import { Sheet } from './Sheet';
import { SortSelect } from './SortSelect';

interface Props {
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  onClose: () => void;
}

/**
 * The Filters sheet (loaded on first use): sort (on a phone), category, languages (several at once, with their own names: Telugu
 * తెలుగు; those with upcoming events, and the chosen ones) and a practical tag. Changes apply at once; the list updates behind it.
 */
export default function FilterSheet({ state, onChange, onClose }: Props) {
  const count = sheetFilterCount(state);
  const chosen = chosenLanguages(state.language);
  const languages = (useLanguages().data ?? []).filter((l) => l.eventCount > 0 || chosen.includes(l.code));
  const tags = useTags().data ?? [];
  return (
    <Sheet title="Filters" onClose={onClose}>
      {/* On a desktop the sort is beside the results heading instead (sheet-sort is hidden there). */}
      <SortSelect id="event-sort" className="sheet-field sheet-sort" state={state} onChange={onChange} />
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
