import { apiUrl } from '@sangam/shared';
import type { EventDetailResponse } from '@sangam/shared';
import { useSavedEvents } from '../../../api/saved-events';
import { BookmarkIcon } from '../../../components/icons';
import { register, registerLabel, registerTarget } from '../../../lib/register';
import { reportEventActivity } from '../../../lib/insights';
import { useToast } from '../../../lib/toast';
import { googleCalendarUrl } from '../calendar-links';
import { cityFeedUrl } from '../feeds';
import { organizerPhone } from './organizer-phone';

/** Register (or call the organizer), Save, the calendar file, Google Calendar and the city's feed; on a phone, Register and Save stay at the bottom of the screen. */
export function DetailActions({ event, pageUrl, origin }: { event: EventDetailResponse; pageUrl: string; origin: string }) {
  const toast = useToast();
  const canRegister = registerTarget(event) !== null;
  const { tel } = organizerPhone(event);
  return (
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
      <a
        className="btn btn-block"
        href={apiUrl('/api/events/{id}/calendar.ics', { path: { id: event.id } })}
        download
        onClick={() => reportEventActivity('calendar', event.id)}
      >
        Export to Calendar
      </a>
      <a
        className="detail-gcal"
        href={googleCalendarUrl(event, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => reportEventActivity('calendar', event.id)}
      >
        Add to Google Calendar
      </a>
      <a className="detail-city-feed" href={cityFeedUrl(event.city, event.state, origin)}>
        Subscribe to all events in {event.city}, {event.state}
      </a>
    </section>
  );
}

/** 'Save Event' / 'Saved' (its own component: when the saved events arrive, only it re-renders). */
function SaveEventButton({ event }: { event: EventDetailResponse }) {
  const saved = useSavedEvents();
  const isSaved = saved.savedIds.has(event.id);
  return (
    <button type="button" className="btn detail-save" aria-pressed={isSaved} onClick={() => void saved.toggle(event)}>
      <BookmarkIcon filled={isSaved} />
      {isSaved ? 'Saved' : 'Save Event'}
    </button>
  );
}
