import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FestivalDetail, useFestival } from './api';
import { FestivalEvents } from './FestivalEvents';
import { languageName } from '../../lib/languages';
import { festivalPageDays } from '@sangam/shared';
import { localDay } from '../../lib/format';
import { browserTimeZone, isFestivalAddress } from './festival-dates';
import '../../components/listing.css';
import './festivals.css';

/**
 * A festival's page (/festivals/diwali-2026, or /festivals/navratri: the next Navratri): its dates in the visitor's time zone (else Eastern), its
 * names across regions, what it is, and its events across metros, filterable by metro and language
 * (?metro=…&language=…, so Back and shared links keep them).
 */
export default function FestivalPage() {
  const { slug: pageSlug = '' } = useParams();
  const parsed = isFestivalAddress(pageSlug);
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
  // The same heading as the server's first paint (Eastern there: the server does not know the visitor's zone).
  const days = festivalPageDays(festival.dates, browserTimeZone(), localDay(new Date()));
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
        {days && (
          <p className="festival-dates">
            {days.over && (
              <>
                {festival.name} {festival.year} was on{' '}
              </>
            )}
            <time dateTime={days.row.mainDate}>{days.days}</time>
            <span className="festival-zone muted">{days.zone}</span>
          </p>
        )}
        <p className="festival-communities muted">
          {communities ? `Celebrated especially by ${communities} communities` : 'Celebrated by everyone'}
        </p>
        {days?.row.note && <p className="festival-note muted">{days.row.note}</p>}
        {days && days.others.length > 0 && (
          <ul className="festival-other-dates muted" aria-label="Dates in other time zones">
            {days.others.map((d) => (
              <li key={d.timeZone}>{d.text}</li>
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
