import { useState } from 'react';
import type { OrgProfileResponse } from '@sangam/shared';
import { useLanguages } from '../../../api/community';
import { languagesLabel } from '../../../lib/languages';
import { serverMessage } from '../utils/server-errors';

/**
 * The communities the organization serves (contract 24): read from its name until it says; its events
 * that name no community inherit them. 1–3 languages, or everyone.
 */
export function OrgLanguages({ profile, onSave }: { profile: OrgProfileResponse; onSave: (languages: string[]) => Promise<unknown> }) {
  const current = profile.languages;
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const languages = useLanguages(editing).data ?? [];
  const toggle = (code: string) =>
    setChosen((c) => (code === 'all' ? ['all'] : c.includes(code) ? c.filter((x) => x !== code) : [...c.filter((x) => x !== 'all'), code]));
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(chosen);
      setEditing(false);
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Could not save. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="org-languages">
      <dt>Communities</dt>
      <dd>
        {current.includes('all') ? 'Everyone' : languagesLabel(current) || 'Not set'}{' '}
        {!editing && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setChosen(current);
              setEditing(true);
            }}
          >
            Change
          </button>
        )}
        {editing && (
          <fieldset className="org-checks">
            <legend className="sr-only">Communities you serve</legend>
            {[{ code: 'all', name: 'Everyone' }, ...languages].map((l) => (
              <label key={l.code} className="org-check">
                <input type="checkbox" checked={chosen.includes(l.code)} onChange={() => toggle(l.code)} /> {l.name}
              </label>
            ))}
            <button type="button" className="btn btn-primary btn-sm" disabled={busy || chosen.length === 0} onClick={() => void save()}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(false)}>
              Cancel
            </button>
            {failure && <p role="alert">{failure}</p>}
          </fieldset>
        )}
      </dd>
    </div>
  );
}
