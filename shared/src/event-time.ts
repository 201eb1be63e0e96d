/**
 * The one time model. An event happens on calendar days ('YYYY-MM-DD': `date`, and `endDate` for a
 * multi-day event) at local clock times stored as text in the canonical '6:00 PM' form, in the
 * event's own (state's) time zone. Everything that reads a time string or writes a date or time for
 * people (API, mail, feeds, share texts and cards, widget, JSON-LD, both web apps) uses this file.
 * No Intl and no Date parsing of a day: a day is never shifted by the reader's time zone.
 */

/** Length of an event without an end time (calendar files, calendar links, structured data). */
export const DEFAULT_EVENT_MINUTES = 120;

const MINUTES_PER_DAY = 1440;

/**
 * A clock time as text → minutes after midnight, or null when it is not a clock time ('TBA').
 * Accepts what the API accepts: '6:00 PM', '6 pm', '6:00pm', '6.30 p.m.', '18:00', '18:00:00', '06:30'.
 */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  if (!text) return null;
  const ampm = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])\.?\s*[Mm]?\.?\s*$/.exec(text);
  if (ampm) {
    const h = Number(ampm[1]);
    const m = Number(ampm[2] ?? '0');
    if (h < 1 || h > 12 || m > 59) return null;
    return (ampm[3].toUpperCase() === 'A' ? h % 12 : (h % 12) + 12) * 60 + m;
  }
  const h24 = /^\s*(\d{1,2})[:.](\d{2})(?::\d{2})?\s*$/.exec(text);
  if (h24) {
    const h = Number(h24[1]);
    const m = Number(h24[2]);
    return h > 23 || m > 59 ? null : h * 60 + m;
  }
  return null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Minutes after midnight → '6:00 PM' (the stored and shown form). */
export function clockText(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad2(m % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A clock time as text → the canonical '6:00 PM' form, or null when it is not a time. */
export function normalizeTime(text: string | null | undefined): string | null {
  const m = parseTimeOfDay(text);
  return m === null ? null : clockText(m);
}

/** '6:00 PM' (or '18:00') → '18:00', the value of an <input type="time">; '' when unreadable. */
export function timeInputValue(text: string | null | undefined): string {
  const m = parseTimeOfDay(text);
  return m === null ? '' : `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/** Whether the end time is at or before the start time (the event ends after midnight); false when either is not a time. */
export function endsNextDay(startTime: string | null | undefined, endTime: string | null | undefined): boolean {
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  return start !== null && end !== null && end <= start;
}

/** The 'YYYY-MM-DD' part of a day or ISO date-time, or null. */
function dayParts(day: string | null | undefined): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** A day as a UTC-midnight Date (only its UTC fields are read), or null. */
function utcDay(day: string | null | undefined): Date | null {
  const p = dayParts(day);
  if (!p) return null;
  const d = new Date(Date.UTC(p[0], p[1] - 1, p[2]));
  return Number.isNaN(d.getTime()) ? null : d;
}

const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

/** A real calendar day written 'YYYY-MM-DD' (years 0000 to 9999), read as UTC midnight so no zone shifts it. */
export function isCalendarDay(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
}

/** Whole days from one 'YYYY-MM-DD' to another ('2026-12-30' → '2027-01-02': 3). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** 'YYYY-MM-DD' plus n days ('2026-12-31', 1 → '2027-01-01'). */
export function addDays(day: string, n: number): string {
  const d = utcDay(day);
  if (!d) return day;
  d.setUTCDate(d.getUTCDate() + n);
  return isoDay(d);
}

/** The last day of an event: its endDate when that is after its date, else its date. */
export function lastDay(e: { date: string; endDate?: string | null }): string {
  const first = e.date.slice(0, 10);
  const end = e.endDate?.slice(0, 10);
  return end && end > first ? end : first;
}

/** Whether the event spans more than one day. */
export function isMultiDay(e: { date: string; endDate?: string | null }): boolean {
  return lastDay(e) !== e.date.slice(0, 10);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * How a day is written: 'short' 'Sat, Dec 5'; 'medium' 'Sat, Dec 5, 2026'; 'long' 'Saturday, December 5, 2026';
 * 'month-day' 'Dec 5'.
 */
export type DayStyle = 'short' | 'medium' | 'long' | 'month-day';

/** A day in words (see DayStyle); the text itself when it is not a day. */
export function formatDay(day: string, style: DayStyle): string {
  const d = utcDay(day);
  if (!d) return day;
  const weekday = WEEKDAYS[d.getUTCDay()];
  const month = MONTHS[d.getUTCMonth()];
  const date = d.getUTCDate();
  if (style === 'long') return `${weekday}, ${month} ${date}, ${d.getUTCFullYear()}`;
  if (style === 'month-day') return `${month.slice(0, 3)} ${date}`;
  const short = `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${date}`;
  return style === 'medium' ? `${short}, ${d.getUTCFullYear()}` : short;
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Last'];

/** A series' words, as its cards show them: 'Every Sunday', 'Every other Friday', 'First Sunday of every month' (after the 28th: 'Last'). */
export function recurrenceText(frequency: 'weekly' | 'biweekly' | 'monthly', first: string): string {
  const d = utcDay(first);
  if (!d) return '';
  const weekday = WEEKDAYS[d.getUTCDay()];
  if (frequency === 'weekly') return `Every ${weekday}`;
  if (frequency === 'biweekly') return `Every other ${weekday}`;
  return `${ORDINALS[Math.min(Math.ceil(d.getUTCDate() / 7), 5) - 1]} ${weekday} of every month`;
}

/** The card's date badge: { month: 'DEC', day: '05' }. */
export function dateBadge(day: string): { month: string; day: string } {
  const d = utcDay(day);
  if (!d) return { month: '', day: '' };
  return { month: MONTHS[d.getUTCMonth()].slice(0, 3).toUpperCase(), day: pad2(d.getUTCDate()) };
}

/**
 * An event's days: one day as formatDay, several as a range, 'Fri, Dec 4 – Sun, Dec 6' (short), 'Fri, Dec 4 –
 * Sun, Dec 6, 2026' (medium, the year once when both days share it), 'Friday, December 4 – Sunday, December 6, 2026' (long).
 */
export function dayRange(e: { date: string; endDate?: string | null }, style: Exclude<DayStyle, 'month-day'>): string {
  const first = e.date.slice(0, 10);
  const last = lastDay(e);
  if (last === first) return formatDay(first, style);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const startStyle = style === 'short' || sameYear ? (style === 'long' ? 'long' : 'short') : style;
  let start = formatDay(first, startStyle);
  if (style === 'long' && sameYear) start = start.replace(/, \d{4}$/, '');
  return `${start} – ${formatDay(last, style)}`;
}

/**
 * An event's times: '7:00 PM', '7:00 PM - 10:00 PM', and when it ends after midnight '8:00 PM - 1:00 AM (next day)'.
 * On a multi-day event they are each day's hours.
 */
export function timeRange(e: { startTime: string; endTime?: string | null }): string {
  if (!e.endTime) return e.startTime;
  return `${e.startTime} - ${e.endTime}${endsNextDay(e.startTime, e.endTime) ? ' (next day)' : ''}`;
}

/** A festival's days as its pages show them: 'Friday, November 6 – Tuesday, November 10, 2026', or its main day. */
export function festivalDays(d: { startDate: string; mainDate: string; endDate: string }): string {
  const days = { date: d.startDate, endDate: d.endDate };
  return isMultiDay(days) ? dayRange(days, 'long') : formatDay(d.mainDate, 'long');
}

export interface EventWhenFields {
  date: string;
  endDate?: string | null;
  startTime: string | null;
  endTime?: string | null;
}

/** When, in one line: 'Sat, Dec 5, 2026 · 7:00 PM - 10:00 PM' (days as dayRange, the times left out when there are none). */
export function eventWhen(e: EventWhenFields, style: Exclude<DayStyle, 'month-day'>): string {
  const days = dayRange(e, style);
  return e.startTime ? `${days} · ${timeRange({ ...e, startTime: e.startTime })}` : days;
}

/** A local wall-clock moment: a day and minutes after its midnight. */
export interface LocalMoment {
  day: string;
  minutes: number;
}

/**
 * When an event happens, in its own zone's wall clock, as one span (calendar files and links). Timed: from the first
 * day at the start time to the last day at the end time (an end at or before the start is the day after; no end
 * time: DEFAULT_EVENT_MINUTES after the start, on the last day). All-day (no readable start time): from the first
 * day's midnight to the midnight after the last day (exclusive, as iCalendar and Google Calendar take it).
 */
export function eventSpan(e: EventWhenFields): { allDay: boolean; start: LocalMoment; end: LocalMoment } {
  const first = e.date.slice(0, 10);
  const last = lastDay(e);
  const startMin = parseTimeOfDay(e.startTime);
  if (startMin === null) return { allDay: true, start: { day: first, minutes: 0 }, end: { day: addDays(last, 1), minutes: 0 } };
  const endMin = parseTimeOfDay(e.endTime);
  let end: LocalMoment;
  if (endMin === null) {
    const m = startMin + DEFAULT_EVENT_MINUTES;
    end = { day: addDays(last, Math.floor(m / MINUTES_PER_DAY)), minutes: m % MINUTES_PER_DAY };
  } else end = { day: endMin <= startMin ? addDays(last, 1) : last, minutes: endMin };
  return { allDay: false, start: { day: first, minutes: startMin }, end };
}

/** A moment in iCalendar's basic form, '20261205T190000', or '20261205' for a day. */
export function compactStamp(day: string, minutes?: number): string {
  const d = day.slice(0, 10).replace(/-/g, '');
  return minutes === undefined ? d : `${d}T${pad2(Math.floor(minutes / 60))}${pad2(minutes % 60)}00`;
}

/** Google Calendar's `dates` parameter for an event: whole days, or local times (with ctz = the event's zone). */
export function googleCalendarDates(e: EventWhenFields): string {
  const s = eventSpan(e);
  if (s.allDay) return `${compactStamp(s.start.day)}/${compactStamp(s.end.day)}`;
  return `${compactStamp(s.start.day, s.start.minutes)}/${compactStamp(s.end.day, s.end.minutes)}`;
}
