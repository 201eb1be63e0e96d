import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiUrl } from '@sangam/shared';
import { categoryBadgeClass } from '../../lib/constants';
import { eventImage } from '../../lib/event-image';
import { reportEventActivity } from '../../lib/insights';
import { listingHref } from '../../lib/last-listing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEvent } from './api/use-event';
import { ShareButtons } from './components/ShareButtons';
import { DetailActions } from './detail/DetailActions';
import { DetailSkeleton } from './detail/DetailSkeleton';
import { EventFacts } from './detail/EventFacts';
import { OrganizerCard } from './detail/OrganizerCard';
import './detail.css';

/**
 * Event detail (spec "Event detail"): everything about one event, with save, share and calendar.
 * On a phone, Register and Save stay in a bar at the bottom of the screen.
 */
export default function EventDetailPage() {
  const { id } = useParams();
  const { data: event, error, isLoading } = useEvent(id);
  useDocumentTitle(event ? event.title : error ? 'Event not found' : null);

  if (isLoading) return <DetailSkeleton />;
  if (error || !event) {
    const notFound = !error || error.status === 404 || error.status === 400;
    return (
      <section className="empty-state card detail-missing">
        <h1>{notFound ? 'Event not found' : 'Unable to load event'}</h1>
        <p>{notFound ? 'This event does not exist or is no longer listed.' : 'Please check your connection and try again.'}</p>
        <Link to={listingHref()} className="btn btn-primary">
          Browse Events
        </Link>
      </section>
    );
  }

  const origin = window.location.origin;
  const pageUrl = `${origin}/event/${event.id}`;
  const org = event.organization;
  const orgName = org?.name || 'Community Event';
  const image = eventImage(event, 'detail');

  return (
    <article className="detail">
      <p className="detail-back">
        <Link to={listingHref()}>← Back to Events</Link>
      </p>
      {event.status === 'cancelled' || event.status === 'postponed' ? (
        <p className={`detail-status detail-status-${event.status}`} role="status">
          <strong>{event.status === 'cancelled' ? 'Cancelled' : 'Postponed'}</strong>
          {event.status === 'cancelled'
            ? ' — the organizer has cancelled this event.'
            : ' — the organizer has postponed this event; the new date is not set yet.'}
        </p>
      ) : null}
      {image && (
        // The page's largest paint: fetched first, never lazily. A picture of known size gets a box of its own
        // shape (detail.css), one of unknown size a fixed box it is fitted into; either is whole and reserved.
        <img
          className={image.width ? 'detail-image' : 'detail-image detail-image-unsized'}
          {...image}
          style={image.width && image.height ? ({ '--image-ratio': image.width / image.height } as CSSProperties) : undefined}
          alt=""
          fetchPriority="high"
          onError={(e) => (e.currentTarget.hidden = true)}
        />
      )}
      <header className="detail-header">
        <span className={`badge ${categoryBadgeClass(event.category)}`}>{event.category}</span>
        <h1>{event.title}</h1>
        <p className="detail-org">by {org?.id ? <Link to={`/organizations/${org.id}`}>{orgName}</Link> : <strong>{orgName}</strong>}</p>
      </header>

      <div className="detail-layout">
        <div className="detail-main">
          <EventFacts event={event} />

          <section className="card detail-about" aria-labelledby="about-title">
            <h2 id="about-title">About This Event</h2>
            {event.description ? (
              <p className="detail-description">{event.description}</p>
            ) : (
              <p className="muted">The organizer has not added a description yet.</p>
            )}
          </section>

          <section className="card detail-share" aria-labelledby="share-title">
            <h2 id="share-title">Share</h2>
            <ShareButtons title={event.title} url={pageUrl} onShared={() => reportEventActivity('share', event.id)}>
              <a
                className="btn btn-sm"
                href={apiUrl('/api/events/{id}/share.png', { path: { id: event.id } })}
                target="_blank"
                rel="noopener"
                download={`${event.id}.png`}
                onClick={() => reportEventActivity('share', event.id)}
              >
                Share image
              </a>
            </ShareButtons>
          </section>
        </div>

        <aside className="detail-side">
          <DetailActions event={event} pageUrl={pageUrl} origin={origin} />
          <OrganizerCard event={event} />
        </aside>
      </div>
    </article>
  );
}
