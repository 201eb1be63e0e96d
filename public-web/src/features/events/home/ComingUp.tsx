import { Link } from 'react-router-dom';
import type { FestivalSummaryResponse } from '@sangam/shared';
import { formatInteger } from '../../../lib/format';
import { festivalDays, whenFromNow } from '../../../lib/festival-days';
import type { Where } from '../listing-state';

/** 'Coming up: Diwali in 12 days — 23 events near you', linking to the festival's page. */
export function ComingUp({ festival: f, near }: { festival: FestivalSummaryResponse; near: Where }) {
  const when = whenFromNow({ daysUntil: f.daysUntil }, '');
  const metro = near.kind === 'metro' ? `?metro=${encodeURIComponent(near.slug)}` : '';
  const count =
    f.eventCount > 0
      ? ` — ${formatInteger(f.eventCount)} event${f.eventCount === 1 ? '' : 's'}${near.kind === 'anywhere' ? '' : ' near you'}`
      : '';
  return (
    <Link className="coming-up" to={`/festivals/${f.pageSlug}${metro}`}>
      <strong>Coming up:</strong> {f.name} {when}
      {count}
    </Link>
  );
}

/**
 * A search that names a festival ('navratri', 'deepavali'): its next days (a range for a festival of several days),
 * how far off, and its page, above the events (GET /api/festivals/next).
 */
export function FestivalMatch({ festival: f, today }: { festival: FestivalSummaryResponse; today: string }) {
  return (
    <section className="coming-up festival-match" aria-label={`${f.name} ${f.year}`}>
      <Link to={`/festivals/${f.pageSlug}`}>
        <strong>
          {f.name} {f.year}
        </strong>
      </Link>
      : <time dateTime={f.startDate}>{festivalDays(f)}</time> · {whenFromNow(f, today)}
      {f.eventCount > 0 && ` · ${formatInteger(f.eventCount)} event${f.eventCount === 1 ? '' : 's'}`}
    </section>
  );
}
