import { Link } from 'react-router-dom';
import { listEventPath } from '../../lib/org-auth';
import type { EventsQuery, SearchPlace } from '../../api/events';
import { useApi } from '../../lib/use-api';
import type { useSavedEvents } from '../../api/saved-events';
import { EventCard, EventCardSkeletons } from '../../components/EventCard';

/**
 * The home page's less common views, loaded when first needed so the first download stays small:
 * the saved events, the list's error and its empty state.
 */

export function SavedEvents({ saved }: { saved: ReturnType<typeof useSavedEvents> }) {
  return (
    <section className="events-section" aria-labelledby="events-title">
      <h2 id="events-title" className="section-title">
        Saved Events ({saved.saved.length})
      </h2>
      {saved.isLoading ? (
        <EventCardSkeletons />
      ) : saved.error ? (
        <ErrorState />
      ) : saved.saved.length === 0 ? (
        <div className="empty-state card">
          <h3>No Saved Events</h3>
          <p>Tap the bookmark on any event to keep it here.</p>
        </div>
      ) : (
        <div className="event-grid">
          {saved.saved.map((e) => (
            <EventCard key={e.id} event={e} isSaved onToggleSave={saved.toggle} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The list could not load: the server's reason for a bad link (e.g. an unknown metro), else the spec's texts. */
export function ErrorState({ message, onRetry, onClear }: { message?: string; onRetry?: () => void; onClear?: () => void }) {
  return (
    <div className="empty-state card" role="alert">
      <h3>Unable to load events</h3>
      <p>{message ?? 'Please check your connection and try again.'}</p>
      <div className="empty-actions">
        {message && onClear ? (
          <button type="button" className="btn btn-primary" onClick={onClear}>
            Clear filters
          </button>
        ) : (
          onRetry && (
            <button type="button" className="btn" onClick={onRetry}>
              Try Again
            </button>
          )
        )}
      </div>
    </div>
  );
}

/**
 * Nothing matches: say what was asked and offer the way out — the same words everywhere when the API read a place in
 * the search ('diwali wyoming'), else clearing the filters — then the spec's invitation to organizers.
 */
export function EmptyState({
  summary,
  searched,
  onClear,
  place,
  onSearchEverywhere,
  query,
  suggestionLink,
}: {
  summary: string;
  searched: string;
  onClear?: () => void;
  place?: SearchPlace | null;
  onSearchEverywhere?: (q: string) => void;
  /** The listing's query: the API says which filter emptied it and what is near (GET /api/events/suggestions). */
  query?: EventsQuery;
  suggestionLink?: (query: Record<string, string>) => string;
}) {
  const asked = [searched && `“${searched}”`, summary].filter(Boolean).join(' · ');
  const answer = useApi(query ? ['/api/events/suggestions', { query: suggestionQuery(query) }] : null).data;
  return (
    <div className="empty-state card">
      <h3>No Events Found</h3>
      {/* What emptied the list, in words ('No Telugu events in Dallas–Fort Worth'), then the nearest answers. */}
      {answer?.message && <p className="empty-asked">{answer.message}</p>}
      {answer && answer.suggestions.length > 0 && suggestionLink && (
        <ul className="empty-suggestions" aria-label="Nearest answers">
          {answer.suggestions.map((s) => (
            <li key={s.text}>
              <Link to={suggestionLink(s.query)}>{s.text}</Link>
            </li>
          ))}
        </ul>
      )}
      {place && onSearchEverywhere ? (
        <>
          {!answer?.message && <p className="empty-asked">Nothing in {place.name} yet.</p>}
          <div className="empty-actions">
            <button type="button" className="btn btn-primary" onClick={() => onSearchEverywhere(place.text)}>
              Search everywhere
            </button>
            {onClear && (
              <button type="button" className="btn" onClick={onClear}>
                Clear filters
              </button>
            )}
          </div>
        </>
      ) : (
        <>
          {asked && !answer?.message && <p className="empty-asked">Nothing matches {asked}.</p>}
          {onClear ? (
            <>
              <p>Try fewer filters, a wider distance or other dates.</p>
              <button type="button" className="btn btn-primary" onClick={onClear}>
                Clear filters
              </button>
            </>
          ) : (
            searched && <p>Check the spelling or try a shorter word, such as “diwali” or “garba”.</p>
          )}
        </>
      )}
      <div className="empty-organizers">
        <p>Be the first to discover amazing events in your area!</p>
        <Link to={listEventPath()} className="btn">
          List Your Events
        </Link>
      </div>
    </div>
  );
}

/** The listing's filters as the suggestions' query (its page, fields and sort do not change what is found). */
function suggestionQuery(q: EventsQuery): EventsQuery {
  const { limit: _limit, offset: _offset, fields: _fields, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = q;
  return filters;
}
