import { FormEvent, useState } from 'react';
import { formatDay } from '@sangam/shared';
import { outcomeWords, sentence } from './import-words';
import { useMissingSearch } from './use-imports';

/** "Why is my event missing?": the last import's events whose title or reason holds the words typed, each with what happened. */
export function MissingEventSearch(props: { token: string; organizationId: string; sourceId: string; hasRun: boolean }) {
  const [words, setWords] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const found = useMissingSearch(props.token, props.organizationId, props.sourceId, asked);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setAsked(words.trim());
  };
  if (!props.hasRun) return <p className="org-import-hint">This page has not been read yet, so there is nothing to look up.</p>;
  return (
    <div className="org-import-missing">
      <form className="org-import-search" role="search" onSubmit={search}>
        <label htmlFor={`missing-${props.sourceId}`}>Words to look for</label>
        <input
          id={`missing-${props.sourceId}`}
          value={words}
          maxLength={100}
          placeholder="e.g. Diwali"
          onChange={(e) => setWords(e.target.value)}
        />
        <button type="submit" className="btn btn-sm btn-primary">
          Search the last import
        </button>
      </form>
      {asked !== null && !found.data && !found.error && <p role="status">Searching…</p>}
      {found.error && <p role="alert">The search failed. Please try again.</p>}
      {found.data && found.data.length === 0 && (
        <p role="status">
          No event of the last import matches “{asked}”. If it is on your page, it may be on another page than the one we read, or added
          after the last import (we read every six hours).
        </p>
      )}
      {found.data && found.data.length > 0 && (
        <ul className="org-import-list" aria-label="What the last import did">
          {found.data.map((o, i) => (
            <li key={`${o.title}-${o.date}-${i}`} data-testid="org-import-outcome">
              <strong>{o.title}</strong> {o.date && <span>{formatDay(o.date, 'medium')}</span>}
              <span className={`badge ${o.outcome === 'skipped' || o.outcome === 'removed' ? 'badge-muted' : 'badge-secondary'}`}>
                {outcomeWords(o.outcome)}
              </span>
              {o.reason && <span className="org-import-reason">{sentence(o.reason)}</span>}
              {o.eventId && (o.outcome === 'saved' || o.outcome === 'updated' || o.outcome === 'unchanged') && (
                <a href={`/event/${encodeURIComponent(o.eventId)}`}>View</a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
