import type { EventStatus } from '../api/events';

/** 'Cancelled' / 'Postponed' beside an event (nothing for a scheduled one). */
export function StatusBadge({ status }: { status?: EventStatus }) {
  if (status === 'cancelled') return <span className="badge badge-status badge-cancelled">Cancelled</span>;
  if (status === 'postponed') return <span className="badge badge-status badge-postponed">Postponed</span>;
  return null;
}
