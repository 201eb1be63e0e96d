import { ClockIcon, PinIcon } from '../../../components/icons';
import type { EventDetailResponse } from '@sangam/shared';
import { CalendarIcon, DirectionsIcon, TagIcon, UsersIcon } from '../../../components/page-icons';
import { dayRange, isMultiDay, timeRange } from '@sangam/shared';
import { detailPriceLabel } from '../../../lib/format';
import { registerTarget } from '../../../lib/register';
import { SeriesDates } from '../components/SeriesDates';
import { organizerPhone } from './organizer-phone';

/** A maps search for the venue and its address (no map on the page; the phone's maps app takes it from here). */
function directionsUrl(e: Pick<EventDetailResponse, 'venue' | 'address' | 'city' | 'state' | 'postalCode'>): string {
  const where = [e.venue, e.address, e.city, [e.state, e.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`;
}

/** When and where: the day(s) (and a series' other dates), the hours, the place with directions, the price; how to register when no link is listed. */
export function EventFacts({ event }: { event: EventDetailResponse }) {
  const days = dayRange(event, 'long');
  const place = [event.venue, event.address, event.city, [event.state, event.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const { phone, tel } = organizerPhone(event);
  return (
    <section className="card detail-facts" aria-label="When and where">
      <p>
        <CalendarIcon />
        <span>
          <span className="sr-only">Date: </span>
          <time dateTime={event.date}>{days}</time>
          {event.seriesId && <SeriesDates seriesId={event.seriesId} recurrence={event.recurrence ?? null} currentId={event.id} />}
        </span>
      </p>
      <p>
        <ClockIcon />
        <span>
          <span className="sr-only">Time: </span>
          {timeRange(event)}
          {isMultiDay(event) && <span className="muted"> each day</span>}
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
      {registerTarget(event) === null && (
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
  );
}
