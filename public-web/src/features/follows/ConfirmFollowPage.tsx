import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { confirmFollow, failureText, INVALID_LINK, managePath } from '../../api/follows';
import '../../components/follows.css';

type Stage = { kind: 'confirming' } | { kind: 'done'; message: string; manageToken: string } | { kind: 'failed'; message: string };

/** /follows/confirm?token=…: the link of the confirmation mail; confirms on arrival (a script, so link scanners do not). */
export default function ConfirmFollowPage() {
  useDocumentTitle('Confirm your follow');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(() => (token ? { kind: 'confirming' } : { kind: 'failed', message: INVALID_LINK }));

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmFollow(token).then(
      (r) => live && setStage({ kind: 'done', message: r.message, manageToken: r.manageToken }),
      (e: unknown) => live && setStage({ kind: 'failed', message: failureText(e) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className="follow-page">
      <section className="card" aria-labelledby="follow-confirm-title">
        <h1 id="follow-confirm-title">Follow by email</h1>
        {stage.kind === 'confirming' && <div className="page-loading" role="status" aria-label="Confirming" />}
        {stage.kind === 'done' && (
          <>
            <p className="follow-sent" role="status">
              {stage.message}. Your first email comes on Thursday with the weekend&apos;s events.
            </p>
            <div className="follow-actions">
              <Link className="btn btn-primary" to="/">
                Browse events
              </Link>
              <Link className="btn" to={managePath(stage.manageToken)}>
                Manage what you follow
              </Link>
            </div>
          </>
        )}
        {stage.kind === 'failed' && (
          <>
            <p className="follow-error" role="alert">
              {stage.message}
            </p>
            <p className="muted">Follow again from the events listing or an organization&apos;s page to get a new link.</p>
            <div className="follow-actions">
              <Link className="btn btn-primary" to="/">
                Browse events
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
