import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EventsQuery, useEventList } from '../../api/events';
import { useLanguages } from '../../api/community';
import { useSavedEvents } from '../../api/saved-events';
import { EventCardSkeletons, EventGrid } from '../../components/EventCard';
import { formatInteger } from '../../lib/format';
import type { FestivalDetail } from './api';

/** The festival's events in its season, upcoming only, filterable by metro and language (?metro=…&language=…). */
export function FestivalEvents({ festival }: { festival: FestivalDetail }) {
  const [params, setParams] = useSearchParams();
  const metro = params.get('metro');
  const language = params.get('language');
  const set = useCallback(
    (key: 'metro' | 'language', value: string | null) => {
      const next = new URLSearchParams(window.location.search);
      if (value) next.set(key, value);
      else next.delete(key);
      setParams(next);
    },
    [setParams],
  );
  // The festival's season (the API decides it), upcoming events only.
  const query = useMemo<EventsQuery>(
    () => ({
      festival: festival.slug,
      from: festival.season.from,
      to: festival.season.to,
      metro: metro ?? undefined,
      language: language ?? undefined,
      sortBy: 'date',
      sortOrder: 'asc',
    }),
    [festival.slug, festival.season.from, festival.season.to, metro, language],
  );
  const list = useEventList(query);
  const saved = useSavedEvents();
  const languages = (useLanguages().data ?? []).filter((l) => l.eventCount > 0 || l.code === language);
  const metros = festival.metros.filter((m) => m.eventCount > 0 || m.slug === metro);
  const count = list.isLoading || list.error ? '' : ` (${formatInteger(list.total ?? list.items.length)})`;

  return (
    <section className="events-section" aria-labelledby="festival-events-title" aria-busy={list.isLoading}>
      <h2 id="festival-events-title" className="section-title">
        {festival.name} events{count}
      </h2>
      {metros.length > 0 && (
        <div className="chips festival-filter" role="group" aria-label="Metro area">
          <button type="button" className="chip" aria-pressed={!metro} onClick={() => set('metro', null)}>
            All metros
          </button>
          {metros.map((m) => (
            <button
              key={m.slug}
              type="button"
              className="chip"
              aria-pressed={metro === m.slug}
              onClick={() => set('metro', metro === m.slug ? null : m.slug)}
            >
              {m.name} <span className="chip-count">{m.eventCount}</span>
            </button>
          ))}
        </div>
      )}
      {languages.length > 0 && (
        <div className="chips festival-filter" role="group" aria-label="Language">
          <button type="button" className="chip" aria-pressed={!language} onClick={() => set('language', null)}>
            All languages
          </button>
          {languages.map((l) => (
            <button
              key={l.code}
              type="button"
              className="chip"
              aria-pressed={language === l.code}
              onClick={() => set('language', language === l.code ? null : l.code)}
            >
              {l.name}
            </button>
          ))}
        </div>
      )}
      {list.isLoading ? (
        <EventCardSkeletons count={3} />
      ) : list.error ? (
        <div className="empty-state card" role="alert">
          <h3>Unable to load events</h3>
          <p>
            {list.error.status < 500 ? (list.error.serverMessage ?? 'Please try again.') : 'Please check your connection and try again.'}
          </p>
          <button type="button" className="btn" onClick={() => void list.retry()}>
            Try Again
          </button>
        </div>
      ) : list.items.length === 0 ? (
        <div className="empty-state card">
          <h3>No events found</h3>
          <p>
            {metro || language
              ? `No ${festival.name} events match these filters yet.`
              : `No ${festival.name} events are listed for ${festival.year} yet.`}
          </p>
          {(metro || language) && (
            <button type="button" className="btn btn-primary" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </button>
          )}
        </div>
      ) : (
        <EventGrid
          events={list.items}
          savedIds={saved.savedIds}
          onToggleSave={saved.toggle}
          more={list.hasMore ? { loading: list.isLoadingMore, load: list.loadMore } : undefined}
        />
      )}
    </section>
  );
}
