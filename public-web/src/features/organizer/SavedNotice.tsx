import { Link } from 'react-router-dom';

/** What the dashboard is told after an event is saved (router state), for its "View on site" notice. */
export interface SavedEvent {
  id: string;
  title: string;
  live: boolean;
  action: 'created' | 'updated';
}

export function savedState(e: { id: string; title: string; isApproved?: boolean }, action: SavedEvent['action']): { saved: SavedEvent } {
  return { saved: { id: e.id, title: e.title, live: e.isApproved !== false, action } };
}

export function readSavedState(state: unknown): SavedEvent | null {
  const saved = (state as { saved?: SavedEvent } | null)?.saved;
  return saved && typeof saved.id === 'string' && typeof saved.title === 'string' ? saved : null;
}

/** After saving: a link to the event's public page when it is live, or when it will be. */
export function SavedNotice({ saved, onClose }: { saved: SavedEvent; onClose: () => void }) {
  return (
    <div className="card org-saved" role="status">
      <p>
        <strong>"{saved.title}"</strong> was {saved.action}.{' '}
        {saved.live ? 'It is on the site now.' : 'It will appear on the site once it has been reviewed.'}
      </p>
      <div className="org-saved-actions">
        {saved.live && (
          <Link to={`/event/${encodeURIComponent(saved.id)}`} className="btn btn-primary">
            View on site
          </Link>
        )}
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
