import { FormEvent, useId, useState } from 'react';
import { describeFollow } from '@sangam/shared';
import { useMetroName, useZipPlace } from '../api/places';
import { failureText, FollowTarget, requestFollow } from '../api/follows';
import { languageName } from '../lib/languages';
import './follows.css';

/**
 * Email + Follow: a weekly email of the weekend's events (and, for an organization, a note when it
 * lists a new one), after the visitor confirms through the link mailed to them.
 */
export function FollowForm({ target, organizationName }: { target: FollowTarget; organizationName?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });
  const metroName = useMetroName('metro' in target ? target.metro : null);
  const zipPlace = useZipPlace('zip' in target ? target.zip : null).data;
  // The follow in the words its confirmation mail and digest use (describeFollow, shared with the backend).
  const about =
    'organizationId' in target
      ? `A note when they list a new event, and every Thursday this weekend's ${describeFollow({ organization: organizationName ?? 'this organization' })}.`
      : `Every Thursday, this weekend's ${describeFollow({
          metro: 'metro' in target ? (metroName ?? target.metro) : null,
          zip: 'zip' in target ? { zip: target.zip, radius: target.radius, city: zipPlace?.city, state: zipPlace?.state } : null,
          language: target.language
            ? target.language === 'all'
              ? 'All communities'
              : (languageName(target.language) ?? target.language)
            : null,
          category: target.category,
        })}.`;

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

/** The follow a feed view allows: its metro or ZIP and radius (with category, language, festival) or its organization; null for other places. */
export function followTargetOf(query: Record<string, unknown>): FollowTarget | null {
  const text = (k: string) => (typeof query[k] === 'string' && query[k] ? (query[k] as string) : null);
  const organizationId = text('organizationId');
  if (organizationId) return { organizationId };
  // A follow keeps one language: a view of several ('te,ta') follows the place's events in all of them.
  const language = text('language');
  const filters = {
    category: text('category'),
    language: language && !language.includes(',') ? language : null,
    festival: text('festival'),
  };
  const metro = text('metro');
  if (metro) return { metro, ...filters };
  // A ZIP view always carries its radius (listing-state's placeQuery).
  const zip = text('zip');
  const radius = Number(query.radius);
  if (zip && radius) return { zip, radius, ...filters };
  return null;
}
