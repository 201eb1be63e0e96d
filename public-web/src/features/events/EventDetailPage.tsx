import { Link, useParams } from 'react-router-dom';
import { BookmarkIcon, ClockIcon, PinIcon } from '../../components/icons';
import { CalendarIcon, DirectionsIcon, TagIcon, UsersIcon } from '../../components/page-icons';
import { categoryBadgeClass } from '../../lib/constants';
import { detailPriceLabel, formatDayRange, formatLongDate, timeRange } from '../../lib/format';
import { listingHref } from '../../lib/last-listing';
import { register, registerLabel, registerTarget } from '../../lib/register';
import { eventImageSrc } from '../../lib/event-image';
import { safeEmail, safeHttpUrl } from '../../lib/safe-url';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { apiUrl } from '@sangam/shared';
import type { EventDetailResponse } from '@sangam/shared';
import type { EventStatus } from '../../api/events';
import { useEvent } from './api/use-event';
import { useSavedEvents } from '../../api/saved-events';
import { googleCalendarUrl } from './calendar-links';
import { cityFeedUrl } from './feeds';
import { SeriesDates } from './components/SeriesDates';
import { ShareButtons } from './components/ShareButtons';
import './detail.css';

/** The fields of issue 21 on the detail answer (optional until every answer has them). */
type DetailEvent = EventDetailResponse & {
  endDate?: string | null;
  status?: EventStatus;
  address?: string | null;
  postalCode?: string | null;
  metro?: { slug: string; name: string } | null;
};

/** A maps search for the venue and its address (no map on the page; the phone's maps app takes it from here). */
function directionsUrl(e: Pick<DetailEvent, 'venue' | 'address' | 'city' | 'state' | 'postalCode'>): string {
  const where = [e.venue, e.address, e.city, [e.state, e.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`;
}

/**
 * Event detail (spec "Event detail"): everything about one event, with save, share and calendar.
 * On a phone, Register and Save stay in a bar at the bottom of the screen.
 */
export default function EventDetailPage() {
  const { id } = useParams();
  const { data, error, isLoading } = useEvent(id);
  const event = data as DetailEvent | undefined;
  const toast = useToast();
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
  const image = eventImageSrc(event.imageUrl, 'detail');
  const website = safeHttpUrl(org?.website);
  const email = safeEmail(org?.contactEmail);
  const phone = org?.contactPhone?.trim() || null;
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null;
  const canRegister = registerTarget(event) !== null;
  const days = formatDayRange(event.date, event.endDate, 'long');
  const place = [event.venue, event.address, event.city, [event.state, event.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

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
        <p className="detail-org">by {org?.id ? <Link to={`/organizations/${org.id}`}>{orgName}</Link> : <strong>{orgName}</strong>}</p>
      </header>

      <div className="detail-layout">
        <div className="detail-main">
          <section className="card detail-facts" aria-label="When and where">
            <p>
              <CalendarIcon />
              <span>
                <span className="sr-only">Date: </span>
                <time dateTime={event.date}>{days ?? formatLongDate(event.date)}</time>
                {event.seriesId && <SeriesDates seriesId={event.seriesId} recurrence={event.recurrence ?? null} currentId={event.id} />}
              </span>
            </p>
            <p>
              <ClockIcon />
              <span>
                <span className="sr-only">Time: </span>
                {timeRange(event.startTime, event.endTime)}
                {days && <span className="muted"> each day</span>}
              </span>
            </p>
            <p>
              <PinIcon />
              <span>
                <span className="sr-only">Venue: </span>
                {place}
                <br />
                <a className="detail-directions" href={directionsUrl(event)} target="_blank" rel="noopener noreferrer">
                  <DirectionsIcon /> Directions
                </a>
              </span>
            </p>
            <p>
              <TagIcon />
              <span>
                <span className="sr-only">Price: </span>
                <strong className="detail-price">{detailPriceLabel(event)}</strong>
              </span>
            </p>
            {!canRegister && (
              <p className="detail-no-register">
                <UsersIcon />
                <span>
                  {tel ? (
                    <>
                      No sign-up link is listed. To register or ask, call the organizer: <a href={tel}>{phone}</a>
                    </>
                  ) : (
                    'No registration is listed for this event.'
                  )}
                </span>
              </p>
            )}
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
            <ShareButtons title={event.title} url={pageUrl}>
              <a
                className="btn btn-sm"
                href={apiUrl('/api/events/{id}/share.png', { path: { id: event.id } })}
                target="_blank"
                rel="noopener"
                download={`${event.id}.png`}
              >
                Share image
              </a>
            </ShareButtons>
          </section>
        </div>

        <aside className="detail-side">
          <section className="card detail-actions" aria-label="Actions">
            <div className="detail-cta">
              {canRegister && (
                <button type="button" className="btn btn-primary detail-register" onClick={() => register(event, toast)}>
                  {registerLabel(event, 'detail')}
                </button>
              )}
              {!canRegister && tel && (
                <a className="btn btn-primary detail-register" href={tel}>
                  Call Organizer
                </a>
              )}
              <SaveEventButton event={event} />
            </div>
            <a className="btn btn-block" href={apiUrl('/api/events/{id}/calendar.ics', { path: { id: event.id } })} download>
              Export to Calendar
            </a>
            <a className="detail-gcal" href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar
            </a>
            <a className="detail-city-feed" href={cityFeedUrl(event.city, event.state, origin)}>
              Subscribe to all events in {event.city}, {event.state}
            </a>
          </section>

          <section className="card detail-organizer" aria-labelledby="organizer-title">
            <h2 id="organizer-title">
              <UsersIcon /> Organizer
            </h2>
            <p className="detail-organizer-name">{org?.id ? <Link to={`/organizations/${org.id}`}>{orgName}</Link> : orgName}</p>
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
              {tel && (
                <li>
                  <a href={tel}>{phone}</a>
                </li>
              )}
            </ul>
            {org?.id && (
              <p className="detail-org-more">
                <Link to={`/organizations/${org.id}`}>All events by {orgName} →</Link>
              </p>
            )}
            {event.metro && (
              <p className="detail-org-more">
                <Link to={`/?metro=${encodeURIComponent(event.metro.slug)}`}>More events in {event.metro.name} →</Link>
              </p>
            )}
          </section>
        </aside>
      </div>
    </article>
  );
}

/** 'Save Event' / 'Saved' (its own component: when the saved events arrive, only it re-renders). */
function SaveEventButton({ event }: { event: DetailEvent }) {
  const saved = useSavedEvents();
  const isSaved = saved.savedIds.has(event.id);
  return (
    <button type="button" className="btn detail-save" aria-pressed={isSaved} onClick={() => void saved.toggle(event)}>
      <BookmarkIcon filled={isSaved} />
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
                {[88, 100, 96, 96, 104].map((w, i) => (
                  <span key={i} className="skeleton skeleton-btn" style={{ width: w }} />
                ))}
              </div>
            </div>
          </div>
          <div className="detail-side">
            <div className="card detail-actions">
              <div className="detail-cta">
                <span className="skeleton skeleton-btn detail-register" />
                <span className="skeleton skeleton-btn detail-save" />
              </div>
              <span className="skeleton skeleton-btn btn-block" />
              <span className="detail-gcal">{line(170)}</span>
              <span className="detail-city-feed">{line(220)}</span>
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
