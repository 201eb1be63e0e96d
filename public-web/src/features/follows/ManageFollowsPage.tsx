import { FormEvent, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { failureText, Follow, FollowManage, INVALID_LINK, loadFollows, saveFilters, unsubscribeAll, unsubscribeOne } from '../../api/follows';
import '../../components/follows.css';

type Stage = { kind: 'loading' } | { kind: 'ready'; data: FollowManage } | { kind: 'failed'; message: string };

/** /follows/manage?token=…: every follow of the address (from a mail's Manage link): change a metro follow's filters, unsubscribe one or all. */
export default function ManageFollowsPage() {
  useDocumentTitle('What you follow');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(() => (token ? { kind: 'loading' } : { kind: 'failed', message: INVALID_LINK }));
  const [notice, setNotice] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      loadFollows(token).then(
        (data) => setStage({ kind: 'ready', data }),
        (e: unknown) => setStage({ kind: 'failed', message: failureText(e) }),
      ),
    [token],
  );
  useEffect(() => {
    if (token) void reload();
  }, [token, reload]);

  const onStop = async (f: Follow) => {
    try {
      setNotice((await unsubscribeOne(token, f.id)).message);
      await reload();
    } catch (e) {
      setNotice(failureText(e));
    }
  };
  const onStopAll = async () => {
    try {
      setNotice((await unsubscribeAll(token)).message);
      await reload();
    } catch (e) {
      setNotice(failureText(e));
    }
  };

  return (
    <div className="follow-page">
      <section className="card" aria-labelledby="manage-title">
        <h1 id="manage-title">What you follow</h1>
        {stage.kind === 'loading' && <div className="page-loading" role="status" aria-label="Loading" />}
        {stage.kind === 'failed' && (
          <p className="follow-error" role="alert">
            {stage.message}
          </p>
        )}
        {notice && (
          <p className="follow-sent" role="status">
            {notice}
          </p>
        )}
        {stage.kind === 'ready' && (
          <>
            <p className="muted">
              Emails go to <strong>{stage.data.email}</strong>: the weekend&apos;s events every Thursday, and a note when a followed
              organization lists a new event.
            </p>
            {stage.data.follows.length === 0 ? (
              <p>
                You follow nothing right now. <Link to="/">Browse events</Link> and use Subscribe to follow a metro area or an organization.
              </p>
            ) : (
              <>
                <ul className="follow-list">
                  {stage.data.follows.map((f) => (
                    <FollowItem
                      key={f.id}
                      follow={f}
                      choices={stage.data.choices}
                      token={token}
                      onSaved={(msg) => {
                        setNotice(msg);
                        void reload();
                      }}
                      onStop={() => onStop(f)}
                    />
                  ))}
                </ul>
                <div className="follow-actions">
                  <button type="button" className="btn" onClick={onStopAll}>
                    Unsubscribe from all
                  </button>
                </div>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function FollowItem({
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
      {follow.metro ? (
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
