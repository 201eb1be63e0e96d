import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventInsightsResponse, ManagedEventResponse } from '@sangam/shared';
import { dateBadge, dayRange, timeRange } from '@sangam/shared';
import { useToast } from '../../../lib/toast';
import { InsightsChart } from '../components/InsightsChart';
import { isPastDate } from '../utils/dates';
import { seriesOf } from '../utils/series';
import { CANNOT_DELETE_PAST, EventOutcome, eventOutcome, foldSeries, OUTCOME_BADGE, priceLabel } from './event-outcome';

export interface EventListProps {
  title: string;
  events: ManagedEventResponse[];
  onDelete: (e: ManagedEventResponse) => void;
  organizationApproved: boolean;
  insightsOf: Map<string, EventInsightsResponse>;
  insightsLoaded: boolean;
}

/** What the organizer reads under a held event: why, in plain words, and what happens next. */
function OutcomeNote({ event, outcome }: { event: ManagedEventResponse; outcome: EventOutcome }) {
  if (outcome === 'waiting-for-organization')
    return <p className="org-outcome-note">It goes live as soon as your organization is approved.</p>;
  if (outcome === 'unpublished')
    return <p className="org-outcome-note">An administrator took this event off the site. Contact us if you think this is a mistake.</p>;
  if (outcome !== 'pending') return null;
  return (
    <div className="org-outcome-note">
      <p>Our team reviews it before it appears on the site (usually within a day).</p>
      {event.moderationFlags.length > 0 && (
        <>
          <p>What our checks noticed:</p>
          <ul className="org-flags">
            {event.moderationFlags.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <p>If something here is a mistake, edit the event to fix it.</p>
        </>
      )}
    </div>
  );
}

export function EventList({ title, events, onDelete, organizationApproved, insightsOf, insightsLoaded }: EventListProps) {
  const toast = useToast();
  // A weekly class is one entry with its other dates behind "Show …", not a dozen identical cards.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <h3 className="org-list-title">{title}</h3>
      <ul className="org-event-list">
        {foldSeries(events, open).map(({ event: e, folded }) => {
          const past = isPastDate(e.date);
          const badge = dateBadge(e.date);
          const noteId = `past-note-${e.id}`;
          const outcome = eventOutcome(e, organizationApproved);
          const [badgeClass, badgeLabel] = OUTCOME_BADGE[outcome];
          return (
            <li key={e.id} className="card org-event" data-testid="org-event">
              <div className="org-date-badge" aria-hidden="true">
                <span className="org-date-month">{badge.month}</span>
                <span className="org-date-day">{badge.day}</span>
              </div>
              <div className="org-event-body">
                <h4 className="org-event-title">{e.title}</h4>
                <p className="org-event-meta">
                  <span>{dayRange(e, 'medium')}</span>
                  <span>{timeRange(e)}</span>
                </p>
                <p className="org-event-meta">
                  <span>
                    {e.venue}, {e.city}, {e.state}
                  </span>
                </p>
                <p className="org-event-tags">
                  <span className={`badge org-status org-status-${badgeClass}`}>{badgeLabel}</span>
                  <span className="badge badge-muted">{e.category}</span>
                  {seriesOf(e) && <span className="badge org-badge-series">{seriesOf(e)?.recurrence}</span>}
                  <span className="org-price">{priceLabel(e)}</span>
                </p>
                <OutcomeNote event={e} outcome={outcome} />
                {outcome === 'live' && insightsLoaded && <InsightsChart insights={insightsOf.get(e.id) ?? null} />}
                {folded > 0 && (
                  <button
                    type="button"
                    className="btn btn-ghost org-series-more"
                    onClick={() => setOpen((prev) => new Set(prev).add(e.seriesId!))}
                  >
                    {folded === 1 ? 'Show the other date' : `Show the other ${folded} dates`}
                  </button>
                )}
              </div>
              <div className="org-event-actions">
                {outcome === 'live' && (
                  <Link to={`/event/${encodeURIComponent(e.id)}`} className="btn btn-ghost">
                    View on site<span className="sr-only"> {e.title}</span>
                  </Link>
                )}
                <Link to={`/edit-event/${e.id}`} className="btn">
                  Edit<span className="sr-only"> {e.title}</span>
                </Link>
                {past ? (
                  <>
                    <button
                      type="button"
                      className="btn org-btn-disabled"
                      aria-disabled="true"
                      aria-describedby={noteId}
                      onClick={() =>
                        toast({ title: CANNOT_DELETE_PAST, description: `"${e.title}" has already taken place.`, variant: 'destructive' })
                      }
                    >
                      Delete<span className="sr-only"> {e.title}</span>
                    </button>
                    <p id={noteId} className="org-past-note">
                      {CANNOT_DELETE_PAST}
                    </p>
                  </>
                ) : (
                  <button type="button" className="btn btn-danger-outline" onClick={() => onDelete(e)}>
                    Delete<span className="sr-only"> {e.title}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
