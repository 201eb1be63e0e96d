import { DateTime } from 'luxon';
import { eventSpan, EventWhenFields, LocalMoment } from '@sangam/shared';
import { timeZoneForState } from '../common/us-states';

export interface EventInstant {
  /** The event's IANA time zone (from its state). */
  zone: string;
  /** Start in the event's zone; an all-day event starts at its first day's midnight. */
  start: DateTime;
  /** End in the event's zone; an all-day event's end is the midnight after its last day (exclusive). */
  end: DateTime;
  allDay: boolean;
}

/**
 * When an event happens as zoned date-times (calendar files, feeds, structured data): the shared time
 * model's span (`eventSpan`, @sangam/shared) placed in the state's time zone.
 */
export function eventInstant(e: EventWhenFields & { state: string }): EventInstant {
  const zone = timeZoneForState(e.state);
  const span = eventSpan(e);
  const at = (m: LocalMoment) => DateTime.fromISO(m.day, { zone }).set({ hour: Math.floor(m.minutes / 60), minute: m.minutes % 60 });
  return { zone, start: at(span.start), end: at(span.end), allDay: span.allDay };
}
