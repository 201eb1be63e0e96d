import { DateTime } from 'luxon';
import { timeZoneForState } from '../common/us-states';

/**
 * Event times are text ('6:00 PM', '10 AM', '18:30'). This turns them into minutes after midnight,
 * or null when the text is not a clock time ('TBA', 'Evening'). The SQL function
 * sangam_time_minutes() (database/schema.sql) implements the same rules for sorting.
 */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  if (!text) return null;
  const ampm = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])\.?\s*[Mm]?\.?\s*$/.exec(text);
  if (ampm) {
    let h = Number(ampm[1]);
    const m = Number(ampm[2] ?? '0');
    if (h < 1 || h > 12 || m > 59) return null;
    h = ampm[3].toUpperCase() === 'A' ? h % 12 : (h % 12) + 12;
    return h * 60 + m;
  }
  const h24 = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (h24) {
    const h = Number(h24[1]);
    const m = Number(h24[2]);
    if (h > 23 || m > 59) return null;
    return h * 60 + m;
  }
  return null;
}

/** Default length of an event without an end time (calendar files, structured data). */
export const DEFAULT_EVENT_MINUTES = 120;

export interface EventInstant {
  /** The event's IANA time zone (from its state). */
  zone: string;
  /** Start in the event's zone; null time means an all-day event. */
  start: DateTime;
  end: DateTime;
  allDay: boolean;
}

/**
 * When an event happens, as zoned date-times: start and end in the state's time zone. An end time
 * earlier than the start means the next day; a missing end means DEFAULT_EVENT_MINUTES later;
 * an unreadable start time makes an all-day event. A multi-day event ends on its endDate (at its
 * end time, or the start time's end; all-day: the day after endDate, exclusive).
 */
export function eventInstant(e: {
  date: string;
  endDate?: string | null;
  startTime: string | null;
  endTime?: string | null;
  state: string;
}): EventInstant {
  const zone = timeZoneForState(e.state);
  const day = DateTime.fromISO(e.date, { zone });
  const lastDay = e.endDate && e.endDate > e.date ? DateTime.fromISO(e.endDate, { zone }) : day;
  const startMin = parseTimeOfDay(e.startTime);
  if (startMin === null) {
    return { zone, start: day.startOf('day'), end: lastDay.startOf('day').plus({ days: 1 }), allDay: true };
  }
  const start = day.set({ hour: Math.floor(startMin / 60), minute: startMin % 60, second: 0, millisecond: 0 });
  const endMin = parseTimeOfDay(e.endTime ?? null);
  let end: DateTime;
  if (endMin === null) end = start.plus({ minutes: DEFAULT_EVENT_MINUTES }).plus({ days: lastDay.diff(day, 'days').days });
  else {
    end = lastDay.set({ hour: Math.floor(endMin / 60), minute: endMin % 60, second: 0, millisecond: 0 });
    if (end <= start) end = end.plus({ days: 1 });
  }
  return { zone, start, end, allDay: false };
}
