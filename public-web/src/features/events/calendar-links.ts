import { parseTimeOfDay } from '../../lib/format';
import type { EventResponse } from '@sangam/shared';

const DEFAULT_MINUTES = 120;

function ymd(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d + plusDays));
  return dt.toISOString().slice(0, 10).replace(/-/g, '');
}

function stamp(day: string, minutes: number): string {
  const plusDays = Math.floor(minutes / 1440);
  const m = minutes % 1440;
  return `${ymd(day, plusDays)}T${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}00`;
}

/**
 * "Add to Google Calendar" link: local times in the event's own time zone (ctz), the same rules as
 * the .ics export (an end before the start is the next day; no end means two hours).
 */
export function googleCalendarUrl(e: EventResponse, pageUrl: string): string {
  const start = parseTimeOfDay(e.startTime);
  let dates: string;
  if (start === null) {
    dates = `${ymd(e.date)}/${ymd(e.date, 1)}`;
  } else {
    let end = parseTimeOfDay(e.endTime);
    if (end === null) end = start + DEFAULT_MINUTES;
    else if (end <= start) end += 1440;
    dates = `${stamp(e.date, start)}/${stamp(e.date, end)}`;
  }
  const details = [e.description?.trim(), pageUrl].filter(Boolean).join('\n\n');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates,
    details: details.slice(0, 1500),
    location: `${e.venue}, ${e.city}, ${e.state}`,
    ctz: e.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
