import { Link } from 'react-router-dom';
import type { FestivalSummaryResponse } from '@sangam/shared';
import { formatInteger } from '../../../lib/format';
import type { Where } from '../listing-state';

/** 'Coming up: Diwali in 12 days — 23 events near you', linking to the festival's page. */
export function ComingUp({ festival: f, near }: { festival: FestivalSummaryResponse; near: Where }) {
  const when = f.daysUntil > 1 ? `in ${f.daysUntil} days` : f.daysUntil === 1 ? 'tomorrow' : f.daysUntil === 0 ? 'today' : 'now';
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
