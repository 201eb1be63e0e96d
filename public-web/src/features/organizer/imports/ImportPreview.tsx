import { isUnauthorized } from '../../../lib/org-auth';
import { serverMessage } from '../utils/server-errors';
import { outcomeWords, sentence } from './import-words';
import { PreviewChanges, useImportPreview } from './use-imports';

const SHOWN = 50;

/** What an import would bring from a page now (with the changes not saved yet), event by event; writes nothing. */
export function ImportPreview(props: { token: string; organizationId: string; sourceId: string; changes: PreviewChanges }) {
  const preview = useImportPreview(props.token, props.organizationId, props.sourceId, props.changes);
  const what = props.changes.rules ? 'with your changed rules' : props.changes.url ? 'from the new address' : 'now';
  if (preview.error)
    return (
      <p className="org-import-problem" role="alert">
        The preview failed: {isUnauthorized(preview.error) ? 'please log in again.' : (serverMessage(preview.error) ?? 'please try again.')}
      </p>
    );
  if (!preview.data)
    return (
      <p className="org-import-preview" role="status">
        Reading the page to preview what an import would bring {what}…
      </p>
    );
  const p = preview.data;
  const counts = Object.entries(p.counts).map(([outcome, n]) => `${outcomeWords(outcome).toLowerCase()}: ${n}`);
  return (
    <div className="org-import-preview" role="region" aria-label="Import preview">
      <h4>
        Preview {what}: {p.eventsFound} {p.eventsFound === 1 ? 'event' : 'events'} found{counts.length ? ` (${counts.join(', ')})` : ''}
      </h4>
      <p className="org-import-hint">Nothing is saved by a preview.</p>
      {p.error && <p className="org-import-problem">The page could not be read: {p.error}</p>}
      {p.notice && <p className="org-import-problem">Why nothing was found: {p.notice}</p>}
      {p.partial && <p className="org-import-problem">{p.partial}</p>}
      <ul className="org-import-list">
        {p.events.slice(0, SHOWN).map((e, i) => (
          <li key={`${e.title}-${e.date}-${i}`} data-testid="org-import-preview-event">
            <strong>{e.title}</strong> {e.date && <span>{e.date}</span>}
            {e.venue && <span> · {e.venue}</span>}
            <span className={`badge ${e.outcome === 'skipped' ? 'badge-muted' : 'badge-secondary'}`}>{outcomeWords(e.outcome)}</span>
            {e.reason && <span className="org-import-reason">{sentence(e.reason)}</span>}
          </li>
        ))}
      </ul>
      {p.events.length > SHOWN && <p>…and {p.events.length - SHOWN} more.</p>}
    </div>
  );
}
