import { FormEvent, useId, useState } from 'react';
import { useMetroName } from '../api/places';
import { failureText, FollowTarget, requestFollow } from '../api/follows';
import './follows.css';

/**
 * Email + Follow: a weekly email of the weekend's events (and, for an organization, a note when it
 * lists a new one), after the visitor confirms through the link mailed to them.
 */
export function FollowForm({ target }: { target: FollowTarget }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const metroName = useMetroName('metro' in target ? target.metro : null);
  const about =
    'organizationId' in target
      ? 'A note when they list a new event, and their weekend events every Thursday.'
      : `Every Thursday, this weekend's ${target.category ?? 'events'} in ${metroName ?? target.metro}.`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      await requestFollow(email.trim(), target);
      setState({ kind: 'sent', email: email.trim() });
    } catch (err) {
      setState({ kind: 'failed', message: failureText(err) });
    }
  };

  return (
    <section className="follow-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Get it by email</h3>
      <p className="muted">{about} Unsubscribe with one click.</p>
      {state.kind === 'sent' ? (
        <p className="follow-sent" role="status">
          Check your email to confirm. We sent a link to <strong>{state.email}</strong>; nothing else arrives until you open it.
        </p>
      ) : (
        <form className="follow-row" onSubmit={onSubmit}>
          <label htmlFor={`${id}-email`} className="sr-only">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Sending…' : 'Follow'}
          </button>
        </form>
      )}
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}

/** The follow a feed view allows: its metro (with category, language, festival) or its organization; null for other places. */
export function followTargetOf(query: Record<string, unknown>): FollowTarget | null {
  const text = (k: string) => (typeof query[k] === 'string' && query[k] ? (query[k] as string) : null);
  const organizationId = text('organizationId');
  if (organizationId) return { organizationId };
  const metro = text('metro');
  if (!metro) return null;
  // A follow keeps one language: a view of several ('te,ta') follows the metro's events in all of them.
  const language = text('language');
  return { metro, category: text('category'), language: language && !language.includes(',') ? language : null, festival: text('festival') };
}
