import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { failureText, Follow, FollowManage, INVALID_LINK, loadFollows, unsubscribeAll, unsubscribeOne } from '../../api/follows';
import { FollowItem } from './FollowItem';
import '../../components/follows.css';

type Stage = { kind: 'loading' } | { kind: 'ready'; data: FollowManage } | { kind: 'failed'; message: string };

/** /follows/manage?token=…: every follow of the address (from a mail's Manage link): change a metro or ZIP follow's filters, unsubscribe one or all. */
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
                You follow nothing right now. <Link to="/">Browse events</Link> and use Subscribe to follow a metro area, a ZIP code or an
                organization.
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
