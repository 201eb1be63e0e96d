import { FormEvent, useState } from 'react';
import { EVENT_CATEGORIES, type EventCategory, type ImportRulesDto } from '@sangam/shared';
import { useToast } from '../../../lib/toast';
import { serverMessage } from '../utils/server-errors';
import { sameRules } from './import-words';
import { saveImportRules } from './use-imports';

interface Props {
  token: string;
  organizationId: string;
  saved: ImportRulesDto;
  draft: ImportRulesDto;
  onChange: (rules: ImportRulesDto | null) => void;
  onSaved: (rules: ImportRulesDto) => void;
}

/** What the organization tells the importer: titles and categories to leave out, a default category and venue. */
export function ImportRulesForm({ token, organizationId, saved, draft, onChange, onSaved }: Props) {
  const [phrase, setPhrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const changed = !sameRules(draft, saved);
  const set = (patch: Partial<ImportRulesDto>) => onChange({ ...draft, ...patch });
  const addPhrase = (e: FormEvent) => {
    e.preventDefault();
    const p = phrase.replace(/\s+/g, ' ').trim();
    if (p && !draft.skipTitles.some((t) => t.toLowerCase() === p.toLowerCase())) set({ skipTitles: [...draft.skipTitles, p] });
    setPhrase('');
  };
  const toggleCategory = (c: EventCategory) =>
    set({ skipCategories: draft.skipCategories.includes(c) ? draft.skipCategories.filter((x) => x !== c) : [...draft.skipCategories, c] });
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await saveImportRules(token, organizationId, { ...draft, defaultVenue: draft.defaultVenue?.trim() || null }));
      toast({ title: 'Rules saved', description: 'The next import follows them.', variant: 'success' });
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Could not save the rules. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="card org-import-rules" aria-labelledby="org-import-rules-title">
      <h3 id="org-import-rules-title">Your import rules</h3>
      <form className="org-import-search" onSubmit={addPhrase}>
        <label htmlFor="skip-title">Skip events with these words</label>
        <input id="skip-title" value={phrase} maxLength={80} placeholder="e.g. Board meeting" onChange={(e) => setPhrase(e.target.value)} />
        <button type="submit" className="btn btn-sm">
          Add
        </button>
      </form>
      {draft.skipTitles.length > 0 && (
        <ul className="org-import-chips" aria-label="Titles skipped">
          {draft.skipTitles.map((t) => (
            <li key={t}>
              “{t}”{' '}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                onClick={() => set({ skipTitles: draft.skipTitles.filter((x) => x !== t) })}
              >
                Remove<span className="sr-only"> {t}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="org-checks">
        <legend>Skip these kinds of events</legend>
        {EVENT_CATEGORIES.map((c) => (
          <label key={c} className="org-check">
            <input type="checkbox" checked={draft.skipCategories.includes(c)} onChange={() => toggleCategory(c)} /> {c}
          </label>
        ))}
      </fieldset>
      <label htmlFor="default-category">If we can't tell what kind of event it is, list it as</label>
      <select
        id="default-category"
        value={draft.defaultCategory ?? ''}
        onChange={(e) => set({ defaultCategory: (e.target.value || null) as EventCategory | null })}
      >
        <option value="">Community Meetups (our default)</option>
        {EVENT_CATEGORIES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </select>
      <label htmlFor="default-venue">If the page gives no place, use</label>
      <input
        id="default-venue"
        value={draft.defaultVenue ?? ''}
        maxLength={300}
        placeholder="e.g. our temple's main hall"
        onChange={(e) => set({ defaultVenue: e.target.value })}
      />
      <p className="org-import-hint">
        {changed
          ? 'Your changes are previewed on each page above. Nothing changes until you save.'
          : 'Saved rules apply from the next import.'}
      </p>
      <div className="org-import-actions">
        <button type="button" className="btn btn-primary" disabled={!changed || busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save rules'}
        </button>
        {changed && (
          <button type="button" className="btn btn-ghost" onClick={() => onChange(null)}>
            Undo changes
          </button>
        )}
      </div>
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
