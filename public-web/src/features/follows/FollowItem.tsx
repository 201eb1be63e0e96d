import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureText, Follow, FollowManage, saveFilters } from '../../api/follows';

/** One follow: a metro or ZIP follow's filters (category, language, festival) to change, or an organization's page; and Unsubscribe. */
export function FollowItem({
  follow,
  choices,
  token,
  onSaved,
  onStop,
}: {
  follow: Follow;
  choices: FollowManage['choices'];
  token: string;
  onSaved: (message: string) => void;
  onStop: () => void;
}) {
  const [values, setValues] = useState({
    category: follow.category ?? '',
    language: follow.language ?? '',
    festival: follow.festival ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed =
    values.category !== (follow.category ?? '') ||
    values.language !== (follow.language ?? '') ||
    values.festival !== (follow.festival ?? '');
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const idBase = `follow-${follow.id}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const saved = await saveFilters(token, follow.id, {
        category: values.category || null,
        language: values.language || null,
        festival: values.festival || null,
      });
      onSaved(`Saved: you follow ${saved.name}`);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="follow-item">
      <h2>{follow.name}</h2>
      {follow.status === 'pending' && <p className="muted">Waiting for you to confirm (see the email we sent).</p>}
      {!follow.organization ? (
        <form onSubmit={onSubmit} className="form">
          <div className="follow-filters">
            <div className="field">
              <label htmlFor={`${idBase}-category`}>Category</label>
              <select id={`${idBase}-category`} value={values.category} onChange={set('category')}>
                <option value="">All categories</option>
                {choices.categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${idBase}-language`}>Language</label>
              <select id={`${idBase}-language`} value={values.language} onChange={set('language')}>
                <option value="">Any language</option>
                {choices.languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${idBase}-festival`}>Festival</label>
              <select id={`${idBase}-festival`} value={values.festival} onChange={set('festival')}>
                <option value="">Any festival</option>
                {choices.festivals.map((f) => (
                  <option key={f.slug} value={f.slug}>
                    {f.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="follow-actions">
            <button type="submit" className="btn btn-primary" disabled={!changed || saving}>
              {saving ? 'Saving…' : 'Save filters'}
            </button>
            <button type="button" className="btn" onClick={onStop}>
              Unsubscribe
            </button>
          </div>
        </form>
      ) : (
        <div className="follow-actions">
          {follow.organization && (
            <Link className="btn" to={`/organizations/${follow.organization.id}`}>
              Their page
            </Link>
          )}
          <button type="button" className="btn" onClick={onStop}>
            Unsubscribe
          </button>
        </div>
      )}
      {error && (
        <p className="follow-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
