import { useCallback, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EventsQuery, useEventList } from '../../api/events';
import { useSavedEvents } from '../../api/saved-events';
import { EventCardSkeletons, EventGrid } from '../../components/EventCard';
import { useLanguages } from '../../api/community';
import { FestivalDetail, useFestival } from './api';
import { languageName } from '../../lib/languages';
import { formatInteger, formatLongDate, localDay } from '../../lib/format';
import { browserTimeZone, datesFor, festivalDays, parsePageSlug, zoneLabel } from './festival-dates';
import '../../components/listing.css';
import './festivals.css';

/**
 * A festival's page (/festivals/diwali-2026): its dates in the visitor's time zone (else Eastern), its
 * names across regions, what it is, and its events across metros, filterable by metro and language
 * (?metro=…&language=…, so Back and shared links keep them).
 */
export default function FestivalPage() {
  const { slug: pageSlug = '' } = useParams();
  const parsed = parsePageSlug(pageSlug);
  const festival = useFestival(pageSlug);
  useDocumentTitle(festival.data ? `${festival.data.name} ${festival.data.year}` : festival.error || !parsed ? 'Festival not found' : null);

  if (!parsed || festival.error) {
    const notFound = !parsed || festival.error?.status === 404 || festival.error?.status === 400;
    return (
      <section className="empty-state card festival-missing">
        <h1>{notFound ? 'Festival not found' : 'Unable to load the festival'}</h1>
        <p>{notFound ? 'We do not have dates for this festival and year.' : 'Please check your connection and try again.'}</p>
        <Link to="/festivals" className="btn btn-primary">
          Upcoming festivals
        </Link>
      </section>
    );
  }
  if (!festival.data) return <div className="festival-skeleton skeleton" role="status" aria-label="Loading festival" />;
  return <Festival festival={festival.data} />;
}

function Festival({ festival }: { festival: FestivalDetail }) {
  const [aboutOpen, setAboutOpen] = useState(false);
  const dates = datesFor(festival.dates, browserTimeZone());
  const others = festival.dates.filter((d) => dates && d.timeZone !== dates.timeZone && festivalDays(d) !== festivalDays(dates));
  const today = localDay(new Date());
  const communities = festival.communities.map(languageName).filter(Boolean).join(', ');
  return (
    <div className="festival">
      <p className="detail-back">
        <Link to="/festivals">← All festivals</Link>
      </p>
      <header className="card festival-header">
        <h1>
          {festival.name} {festival.year}
        </h1>
        {dates && (
          <p className="festival-dates">
            {dates.mainDate < today && (
              <>
                {festival.name} {festival.year} was on{' '}
              </>
            )}
            <time dateTime={dates.mainDate}>{dates.mainDate < today ? formatLongDate(dates.mainDate) : festivalDays(dates)}</time>
            <span className="festival-zone muted">{zoneLabel(dates.timeZone)} time</span>
          </p>
        )}
        <p className="festival-communities muted">
          {communities ? `Celebrated especially by ${communities} communities` : 'Celebrated by everyone'}
        </p>
        {dates?.note && <p className="festival-note muted">{dates.note}</p>}
        {others.length > 0 && (
          <ul className="festival-other-dates muted" aria-label="Dates in other time zones">
            {others.map((d) => (
              <li key={d.timeZone}>
                {zoneLabel(d.timeZone)}: {festivalDays(d)}
              </li>
            ))}
          </ul>
        )}
        {/* On a phone the names and the paragraph start folded, so the events are near the top. */}
        <div className={`festival-about${aboutOpen ? '' : ' is-folded'}`}>
          {festival.regionalNames.length > 0 && (
            <p className="festival-names">
              <strong>Also called </strong>
              {festival.regionalNames.map((n, i) => (
                <span key={n.name}>
                  {i > 0 && ', '}
                  <span className="festival-name">{n.name}</span>
                  {n.languages.length > 0 && <span className="muted"> ({n.languages.map(languageName).filter(Boolean).join(', ')})</span>}
                </span>
              ))}
            </p>
          )}
          <p className="festival-summary">{festival.summary}</p>
        </div>
        {!aboutOpen && (
          <button type="button" className="festival-more" onClick={() => setAboutOpen(true)}>
            More about {festival.name}
          </button>
        )}
      </header>
      <FestivalEvents festival={festival} />
    </div>
  );
}

function FestivalEvents({ festival }: { festival: FestivalDetail }) {
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
