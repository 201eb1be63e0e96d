import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { ManagedEventResponse, OrganizationInsightsResponse } from '@sangam/shared';
import { isUnauthorized } from '../../../lib/org-auth';
import { isPastDate } from '../utils/dates';
import { EventList } from './EventList';

interface EventsSectionProps {
  events: { data?: ManagedEventResponse[]; error?: unknown; retry: () => void };
  insights: OrganizationInsightsResponse | undefined;
  organizationApproved: boolean;
  onDelete: (e: ManagedEventResponse) => void;
  /** The heading, focused after a delete. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** 'Your Events': upcoming first (soonest first), then past (latest first); loading, failure and empty states. */
export function EventsSection({ events, insights, organizationApproved, onDelete, headingRef }: EventsSectionProps) {
  const list = events.data ?? [];
  const listProps = {
    onDelete,
    organizationApproved,
    insightsOf: new Map((insights?.events ?? []).map((i) => [i.eventId, i])),
    insightsLoaded: !!insights,
  };
  const upcoming = list.filter((e) => !isPastDate(e.date)).sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
  const past = list.filter((e) => isPastDate(e.date)).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

  return (
    <section className="org-events" aria-labelledby="org-events-title">
      <h2 id="org-events-title" ref={headingRef} tabIndex={-1}>
        Your Events{events.data ? ` (${list.length})` : ''}
      </h2>
      {events.error && !isUnauthorized(events.error) ? (
        <div className="card org-load-error" role="alert">
          <p>Failed to load your events.</p>
          <button type="button" className="btn" onClick={events.retry}>
            Try again
          </button>
        </div>
      ) : !events.data ? (
        <div role="status" aria-label="Loading events">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton org-event-skeleton" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <div className="card org-empty">
          <h3>No events yet</h3>
          <p>Add your first event: listing is always free.</p>
          <Link to="/add-event" className="btn btn-primary">
            Add Event
          </Link>
        </div>
      ) : (
        <>
          {upcoming.length > 0 && <EventList title={`Upcoming (${upcoming.length})`} events={upcoming} {...listProps} />}
          {past.length > 0 && <EventList title={`Past (${past.length})`} events={past} {...listProps} />}
        </>
      )}
    </section>
  );
}
