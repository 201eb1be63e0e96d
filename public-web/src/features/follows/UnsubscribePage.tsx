import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { describeUnsubscribe, failureText, INVALID_LINK, managePath, unsubscribe } from '../../api/follows';
import '../../components/follows.css';

type Stage =
  | { kind: 'checking' }
  | { kind: 'ask'; question: string; manageToken: string; sending: boolean; error?: string }
  | { kind: 'done'; message: string; manageToken: string }
  | { kind: 'failed'; message: string };

/** /follows/unsubscribe?token=…: the Unsubscribe link of a digest or notice; one click stops that follow. */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(() => (token ? { kind: 'checking' } : { kind: 'failed', message: INVALID_LINK }));

  useEffect(() => {
    if (!token) return;
    let live = true;
    describeUnsubscribe(token).then(
      (r) =>
        live &&
        setStage(
          r.follow?.status === 'active' || r.follow?.status === 'pending'
            ? { kind: 'ask', question: r.message, manageToken: r.manageToken, sending: false }
            : { kind: 'done', message: `You are not following ${r.follow?.name ?? 'this'} any more.`, manageToken: r.manageToken },
        ),
      (e: unknown) => live && setStage({ kind: 'failed', message: failureText(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const onUnsubscribe = async () => {
    if (stage.kind !== 'ask') return;
    setStage({ ...stage, sending: true, error: undefined });
    try {
      const r = await unsubscribe(token);
      setStage({ kind: 'done', message: r.message, manageToken: r.manageToken });
    } catch (e) {
      setStage({ ...stage, sending: false, error: failureText(e) });
    }
  };

  return (
    <div className="follow-page">
      <section className="card" aria-labelledby="unsubscribe-title">
        <h1 id="unsubscribe-title">Unsubscribe</h1>
        {stage.kind === 'checking' && <div className="page-loading" role="status" aria-label="Checking the link" />}
        {stage.kind === 'ask' && (
          <>
            <p>{stage.question}</p>
            <div className="follow-actions">
              <button type="button" className="btn btn-primary" onClick={onUnsubscribe} disabled={stage.sending}>
                {stage.sending ? 'Unsubscribing…' : 'Unsubscribe'}
              </button>
              <Link className="btn" to={managePath(stage.manageToken)}>
                Manage what you follow
              </Link>
            </div>
            {stage.error && (
              <p className="follow-error" role="alert">
                {stage.error}
              </p>
            )}
          </>
        )}
        {stage.kind === 'done' && (
          <>
            <p className="follow-sent" role="status">
              {stage.message}
            </p>
            <div className="follow-actions">
              <Link className="btn" to={managePath(stage.manageToken)}>
                Manage what you follow
              </Link>
            </div>
          </>
        )}
        {stage.kind === 'failed' && (
          <p className="follow-error" role="alert">
            {stage.message}
          </p>
        )}
      </section>
    </div>
  );
}
