import { Link, useParams } from 'react-router-dom';
import { CalendarIcon, ClockIcon, PinIcon, TagIcon, UsersIcon } from '../../components/icons';
import { categoryBadgeClass } from '../../lib/constants';
import { detailPriceLabel, formatLongDate, timeRange } from '../../lib/format';
import { register, registerLabel } from '../../lib/register';
import { eventImageSrc } from '../../lib/event-image';
import { safeEmail, safeHttpUrl } from '../../lib/safe-url';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { EventDetailResponse } from '@sangam/shared';
import { useEvent } from './api/use-events';
import { useSavedEvents } from './api/use-saved-events';
import { googleCalendarUrl } from './calendar-links';
import { ShareButtons } from './components/ShareButtons';
import './detail.css';

/** Event detail (spec "Event detail"): everything about one event, with save, share and calendar. */
export default function EventDetailPage() {
  const { id } = useParams();
  const { data: event, error, isLoading } = useEvent(id);
  const toast = useToast();
  useDocumentTitle(event ? event.title : error ? 'Event not found' : null);

  if (isLoading) return <DetailSkeleton />;
  if (error || !event) {
    const notFound = !error || error.status === 404 || error.status === 400;
    return (
      <section className="empty-state card detail-missing">
        <h1>{notFound ? 'Event not found' : 'Unable to load event'}</h1>
        <p>{notFound ? 'This event does not exist or is no longer listed.' : 'Please check your connection and try again.'}</p>
        <Link to="/" className="btn btn-primary">
          Browse Events
        </Link>
      </section>
    );
  }

  const pageUrl = `${window.location.origin}/event/${event.id}`;
  const org = event.organization;
  const orgName = org?.name || 'Community Event';
  const image = eventImageSrc(event.imageUrl, 'detail');
  const website = safeHttpUrl(org?.website);
  const email = safeEmail(org?.contactEmail);

  return (
    <article className="detail">
      <p className="detail-back">
        <Link to="/">← Back to Events</Link>
      </p>
      {image && (
        <img
          className="detail-image"
          src={image}
          alt=""
          width={1120}
          height={420}
          decoding="async"
          onError={(e) => (e.currentTarget.hidden = true)}
        />
      )}
      <header className="detail-header">
        <span className={`badge ${categoryBadgeClass(event.category)}`}>{event.category}</span>
        <h1>{event.title}</h1>
        <p className="detail-org">
          by <strong>{orgName}</strong>
        </p>
      </header>

      <div className="detail-layout">
        <div className="detail-main">
          <section className="card detail-facts" aria-label="When and where">
            <p>
              <CalendarIcon />
              <span>
                <span className="sr-only">Date: </span>
                <time dateTime={event.date}>{formatLongDate(event.date)}</time>
              </span>
            </p>
            <p>
              <ClockIcon />
              <span>
                <span className="sr-only">Time: </span>
                {timeRange(event.startTime, event.endTime)}
              </span>
            </p>
            <p>
              <PinIcon />
              <span>
                <span className="sr-only">Venue: </span>
                {event.venue}, {event.city}, {event.state}
              </span>
            </p>
            <p>
              <TagIcon />
              <span>
                <span className="sr-only">Price: </span>
                <strong className="detail-price">{detailPriceLabel(event)}</strong>
              </span>
            </p>
          </section>

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
            <ShareButtons title={event.title} url={pageUrl} />
          </section>
        </div>

        <aside className="detail-side">
          <section className="card detail-actions" aria-label="Actions">
            <button type="button" className="btn btn-primary btn-block" onClick={() => register(event, toast)}>
              {registerLabel(event, 'detail')}
            </button>
            <SaveEventButton event={event} />
            <a className="btn btn-block" href={`/api/events/${event.id}/calendar.ics`} download>
              Export to Calendar
            </a>
            <a className="detail-gcal" href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar
            </a>
          </section>

          <section className="card detail-organizer" aria-labelledby="organizer-title">
            <h2 id="organizer-title">
              <UsersIcon /> Organizer
            </h2>
            <p className="detail-organizer-name">{orgName}</p>
            {org?.description && <p className="muted">{org.description}</p>}
            <ul className="detail-contact">
              {website && (
                <li>
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    Website
                  </a>
                </li>
              )}
              {email && (
                <li>
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
              {org?.contactPhone && (
                <li>
                  <a href={`tel:${org.contactPhone.replace(/[^\d+]/g, '')}`}>{org.contactPhone}</a>
                </li>
              )}
            </ul>
          </section>
        </aside>
      </div>
    </article>
  );
}

/** 'Save Event' / 'Saved' (its own component: when the saved events arrive, only it re-renders). */
function SaveEventButton({ event }: { event: EventDetailResponse }) {
  const saved = useSavedEvents();
  const isSaved = saved.savedIds.has(event.id);
  return (
    <button type="button" className="btn btn-block" aria-pressed={isSaved} onClick={() => void saved.toggle(event)}>
      {isSaved ? 'Saved' : 'Save Event'}
    </button>
  );
}

/**
 * The page's shape while the event loads: the same sections and sizes as the loaded page, so
 * nothing moves when it arrives (the server usually embeds the event, and this is not shown).
 */
function DetailSkeleton() {
  const line = (width: string | number, key?: number) => <span key={key} className="skeleton skeleton-line" style={{ width }} />;
  return (
    <div className="detail" role="status" aria-label="Loading event">
      <div className="detail-skeleton" aria-hidden="true">
        <p className="detail-back">{line(130)}</p>
        <div className="detail-header">
          <span className="badge skeleton" style={{ width: 120 }}>
            &nbsp;
          </span>
          <div className="detail-skeleton-title">{line('70%')}</div>
          <p className="detail-org">{line(200)}</p>
        </div>
        <div className="detail-layout">
          <div className="detail-main">
            <div className="card detail-facts">
              {[180, 160, '75%', 90].map((w, i) => (
                <p key={i}>{line(w)}</p>
              ))}
            </div>
            <div className="card detail-about">
              <div className="detail-skeleton-h2">{line(150)}</div>
              {['100%', '100%', '100%', '95%', '100%', '100%', '80%', '100%', '60%'].map((w, i) => line(w, i))}
            </div>
            <div className="card detail-share">
              <div className="detail-skeleton-h2">{line(60)}</div>
              <div className="share">
                {[88, 100, 96, 96].map((w, i) => (
                  <span key={i} className="skeleton skeleton-btn" style={{ width: w }} />
                ))}
              </div>
            </div>
          </div>
          <div className="detail-side">
            <div className="card detail-actions">
              {[0, 1, 2].map((i) => (
                <span key={i} className="skeleton skeleton-btn btn-block" />
              ))}
              <span className="detail-gcal">{line(170)}</span>
            </div>
            <div className="card detail-organizer">
              <div className="detail-skeleton-h2">{line(110)}</div>
              <p className="detail-organizer-name">{line(180)}</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
