import { Link } from 'react-router-dom';
import { formatInteger } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { localDay } from '../../lib/format';
import { useFestivals } from '../../api/community';
import type { FestivalSummary } from './api';
import { festivalDays } from './festival-dates';
import '../../components/listing.css';
import './festivals.css';

/** 'today', 'tomorrow', 'in 12 days'; 'now' while it runs. */
function whenFromNow(f: Pick<FestivalSummary, 'daysUntil'> & Partial<Pick<FestivalSummary, 'endDate'>>, today: string): string {
  if (f.daysUntil === 0) return 'today';
  if (f.daysUntil === 1) return 'tomorrow';
  if (f.daysUntil > 1) return `in ${f.daysUntil} days`;
  return f.endDate && f.endDate >= today ? 'now' : `${-f.daysUntil} days ago`;
}

/** '23 events', '1 event'. */
function eventCountLabel(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'event' : 'events'}`;
}

/**
 * The festivals ahead (/festivals): this year's that have not ended (or still have events in their season) and next year's, soonest first, each
 * with its dates (Eastern), how far off it is, its events and a link to its page.
 */
export default function FestivalsPage() {
  useDocumentTitle('Festivals');
  const year = new Date().getFullYear();
  const thisYear = useFestivals({ year });
  const nextYear = useFestivals({ year: year + 1 });
  const today = localDay(new Date());
  const loading = !thisYear.data && !thisYear.error;
  const festivals = [...(thisYear.data ?? []), ...(nextYear.data ?? [])]
    // Festivals not over yet, and past ones whose celebrations still have upcoming events (melas run for weeks).
    .filter((f) => f.endDate >= today || (f.eventCount > 0 && f.season.to >= today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name));

  return (
    <div className="festivals">
      <header className="festivals-header">
        <h1>Festivals</h1>
        <p className="muted">The community's calendar: the US dates of the festivals ahead and the events that celebrate them.</p>
      </header>
      {loading ? (
        <div className="festival-list" role="status" aria-label="Loading festivals">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton festival-item-skeleton" />
          ))}
        </div>
      ) : thisYear.error ? (
        <div className="empty-state card" role="alert">
          <h2>Unable to load festivals</h2>
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn" onClick={() => void thisYear.mutate()}>
            Try Again
          </button>
        </div>
      ) : (
        <ul className="festival-list">
          {festivals.map((f) => (
            <li key={f.pageSlug} className="card festival-item">
              <h2>
                <Link to={`/festivals/${f.pageSlug}`} className="stretched-link">
                  {f.name} {f.year}
                </Link>
              </h2>
              <p className="festival-item-when">
                <time dateTime={f.mainDate}>{festivalDays(f)}</time> · <strong>{whenFromNow(f, today)}</strong>
              </p>
              {f.eventCount > 0 && <p className="festival-item-count">{eventCountLabel(f.eventCount)}</p>}
              <p className="festival-item-summary muted">{f.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
