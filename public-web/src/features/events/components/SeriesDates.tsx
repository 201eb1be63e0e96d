import { Link } from 'react-router-dom';
import { useApi } from '../../../lib/use-api';
import { formatDay } from '@sangam/shared';
import type { CardEvent } from '../../../api/events';

/** Dates of a recurring event shown on its page (the listing shows a series once, on its next date). */
const SHOWN = 8;

/** "Every Sunday" and the series' other upcoming dates, each a link to its own page. */
export function SeriesDates({ seriesId, recurrence, currentId }: { seriesId: string; recurrence: string | null; currentId: string }) {
  const { data } = useApi(['/api/events', { query: { seriesId, fields: 'card', limit: SHOWN + 1 } }]);
  // fields=card: the rows are cards.
  const others = ((data ?? []) as CardEvent[]).filter((e) => e.id !== currentId).slice(0, SHOWN);
  // Inline content: it sits inside the page's date line (a <p>).
  return (
    <span className="detail-series">
      {recurrence && <strong>{recurrence}</strong>}
      {others.length > 0 && (
        <span>
          {' '}
          More dates:{' '}
          {others.map((e, i) => (
            <span key={e.id}>
              {i > 0 && ', '}
              <Link to={`/event/${e.id}`}>{formatDay(e.date, 'short')}</Link>
              {e.status === 'cancelled' && ' (cancelled)'}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
