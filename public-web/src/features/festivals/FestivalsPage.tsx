import { Link } from 'react-router-dom';
import { formatInteger } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { localDay } from '../../lib/format';
import { useFestivals } from '../../api/community';
import type { FestivalSummary } from './api';
import { festivalDays, whenFromNow } from '../../lib/festival-days';
import '../../components/listing.css';
import './festivals.css';

/** '23 events', '1 event'. */
function eventCountLabel(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'event' : 'events'}`;
}

/**
 * The festivals (/festivals): each festival's next occurrence within a year, soonest first, then this year's that are
 * over, latest first (GET /api/festivals without a year); each with its days (a range for Navratri's nine nights),
 * how far off it is, its events and a link to its page.
 */
export default function FestivalsPage() {
  useDocumentTitle('Festivals');
  const list = useFestivals({});
  const today = localDay(new Date());
  const loading = !list.data && !list.error;
  const upcoming = (list.data ?? []).filter((f) => f.endDate >= today);
  const past = (list.data ?? []).filter((f) => f.endDate < today);

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
      ) : list.error ? (
        <div className="empty-state card" role="alert">
          <h2>Unable to load festivals</h2>
          <p>Please check your connection and try again.</p>
          <button type="button" className="btn" onClick={() => void list.mutate()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <FestivalList title="Coming up" festivals={upcoming} today={today} />
          {past.length > 0 && <FestivalList title={`Earlier in ${past[0].year}`} festivals={past} today={today} />}
        </>
      )}
    </div>
  );
}

function FestivalList({ title, festivals, today }: { title: string; festivals: FestivalSummary[]; today: string }) {
  const id = `festivals-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className="festival-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="festival-list">
        {festivals.map((f) => (
          <li key={f.pageSlug} className="card festival-item">
            <h3>
              <Link to={`/festivals/${f.pageSlug}`} className="stretched-link">
                {f.name} {f.year}
              </Link>
            </h3>
            <p className="festival-item-when">
              <time dateTime={f.startDate}>{festivalDays(f)}</time> · <strong>{whenFromNow(f, today)}</strong>
            </p>
            {f.eventCount > 0 && <p className="festival-item-count">{eventCountLabel(f.eventCount)}</p>}
            <p className="festival-item-summary muted">{f.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
