import { memo, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { categoryBadgeClass } from '../lib/constants';
import { dateBadge, dayRange, formatDay, isMultiDay, timeRange } from '@sangam/shared';
import { cardPriceLabel, formatMiles } from '../lib/format';
import { register, registerLabel } from '../lib/register';
import { useToast } from '../lib/toast';
import { eventImage, isUploadedImage } from '../lib/event-image';
import { languagesLabel } from '../lib/languages';
import { BookmarkIcon, ClockIcon, PinIcon } from './icons';
import type { CardEvent } from '../api/events';
import { StatusBadge } from './StatusBadge';

export interface EventCardProps {
  event: CardEvent;
  isSaved: boolean;
  onToggleSave: (event: CardEvent) => void;
}

/** One event in a listing (spec "Events listing"): when, where (city, state, distance), price, save and register. */
export const EventCard = memo(function EventCard({ event, isSaved, onToggleSave }: EventCardProps) {
  const toast = useToast();
  const badge = dateBadge(event.date);
  const orgName = event.organization?.name || 'Community Event';
  const days = isMultiDay(event) ? dayRange(event, 'short') : null;
  const language = languagesLabel(event.languages);
  // Cards show only pictures uploaded to Sangam (small renditions we serve); an outside address appears on the event page.
  const image = isUploadedImage(event.imageUrl) ? eventImage(event, 'card') : null;
  return (
    <article className="event-card card" aria-labelledby={`event-${event.id}-title`}>
      <div className="event-card-date" aria-hidden="true">
        <span className="event-card-month">{badge.month}</span>
        <span className="event-card-day">{badge.day}</span>
      </div>
      <div className="event-card-body">
        {image && (
          <img
            className="event-card-image"
            {...image}
            alt=""
            loading="lazy"
            decoding="async"
            onError={(e) => (e.currentTarget.hidden = true)}
          />
        )}
        <div className="event-card-top">
          <span className="event-card-badges">
            <span className={`badge ${categoryBadgeClass(event.category)}`}>{event.category}</span>
            {language && <span className="badge badge-language">{language}</span>}
            <StatusBadge status={event.status} />
          </span>
          <button
            type="button"
            className={`icon-btn bookmark${isSaved ? ' is-saved' : ''}`}
            aria-pressed={isSaved}
            aria-label={isSaved ? `Remove ${event.title} from saved events` : `Save ${event.title}`}
            onClick={() => onToggleSave(event)}
          >
            <BookmarkIcon filled={isSaved} />
          </button>
        </div>
        <h3 className="event-card-title" id={`event-${event.id}-title`}>
          <Link to={`/event/${event.id}`} className="stretched-link">
            {event.title}
          </Link>
        </h3>
        <p className="event-card-org">{orgName}</p>
        <p className="event-card-meta">
          <ClockIcon />
          {days ? (
            <span className="event-card-days">
              <time dateTime={event.date}>{days}</time> · {timeRange(event)}
            </span>
          ) : (
            <>
              <time dateTime={event.date} className="sr-only">
                {formatDay(event.date, 'long')},{' '}
              </time>
              <span>{timeRange(event)}</span>
            </>
          )}
          {event.recurrence && <span className="event-card-recurrence"> · {event.recurrence}</span>}
        </p>
        <p className="event-card-meta event-card-place">
          <PinIcon />
          <span className="event-card-city">
            {event.city}, {event.state}
            {event.distanceMiles != null && <span className="event-card-distance"> · {formatMiles(event.distanceMiles)}</span>}
          </span>
          <span className="event-card-venue">{event.venue}</span>
        </p>
        <div className="event-card-footer">
          <span className="event-card-price">{cardPriceLabel(event)}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => register(event, toast)}>
            {registerLabel(event, 'card')}
          </button>
        </div>
      </div>
    </article>
  );
});

function EventCardSkeleton() {
  return <div className="skeleton event-card-skeleton" data-testid="event-skeleton" aria-hidden="true" />;
}

/** A loading list: `count` card skeletons. */
export function EventCardSkeletons({ count = 5 }: { count?: number }) {
  return (
    <div className="event-grid" role="status" aria-label="Loading events">
      {Array.from({ length: count }, (_, i) => (
        <EventCardSkeleton key={i} />
      ))}
    </div>
  );
}

export interface EventGridProps {
  events: CardEvent[];
  savedIds: Set<string>;
  onToggleSave: (event: CardEvent) => void;
  /** The next page, when there is one: its button (the home page also loads it when `moreRef` scrolls into view). */
  more?: { loading: boolean; load: () => void; moreRef?: Ref<HTMLDivElement> };
}

/** A listing's cards, then "Load More Events" while more pages remain. */
export function EventGrid({ events, savedIds, onToggleSave, more }: EventGridProps) {
  return (
    <>
      <div className="event-grid">
        {events.map((e) => (
          <EventCard key={e.id} event={e} isSaved={savedIds.has(e.id)} onToggleSave={onToggleSave} />
        ))}
      </div>
      {more && (
        <div className="load-more" ref={more.moreRef}>
          <button type="button" className="btn" onClick={more.load} disabled={more.loading}>
            {more.loading ? 'Loading…' : 'Load More Events'}
          </button>
        </div>
      )}
    </>
  );
}
