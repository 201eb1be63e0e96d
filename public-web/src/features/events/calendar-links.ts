import { googleCalendarDates } from '@sangam/shared';
import type { EventResponse } from '@sangam/shared';

/**
 * "Add to Google Calendar" link: the event's whole span (every day of a multi-day event; whole days when it
 * has no clock time) in local times of its own time zone (ctz), the same span as the .ics export.
 */
export function googleCalendarUrl(e: EventResponse, pageUrl: string): string {
  const details = [e.description?.trim(), pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: googleCalendarDates(e),
    details: details.slice(0, 1500),
    location: `${e.venue}, ${e.city}, ${e.state}`,
    ctz: e.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
