import { DateTime } from 'luxon';

/**
 * A start or end as a source states it:
 * - `instant`: an exact moment (an offset, 'Z' or a time zone was given); `zone` is the source's
 *   time zone when it named one (iCalendar TZID), used when the event's state is unknown;
 * - `local`: a wall-clock time with no zone (floating), or a date alone (`time` null = all day).
 */
export type EventTime = { kind: 'instant'; instant: Date; zone?: string | null } | { kind: 'local'; date: string; time: string | null };

/** The days of the week, Sunday first (as Date.getUTCDay counts them). */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A month, day, hour or minute as two digits. */
export const pad = (n: number) => String(n).padStart(2, '0');

function validYmd(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function build(y: number, mo: number, d: number, h: number | null, mi: number, sec: number, offset: string | null): EventTime | null {
  if (!validYmd(y, mo, d)) return null;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (h === null) return { kind: 'local', date, time: null };
  if (h > 24 || mi > 59 || sec > 60 || (h === 24 && (mi > 0 || sec > 0))) return null;
  if (h === 24) {
    // 24:00 is the end of the day: the next day's midnight.
    const next = DateTime.fromISO(date).plus({ days: 1 });
    return build(next.year, next.month, next.day, 0, 0, 0, offset);
  }
  if (offset === null) return { kind: 'local', date, time: `${pad(h)}:${pad(mi)}` };
  let offMinutes = 0;
  if (offset.toUpperCase() !== 'Z') {
    const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(offset);
    if (!m) return null;
    offMinutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
    if (Math.abs(offMinutes) > 14 * 60) return null;
  }
  const ms = Date.UTC(y, mo - 1, d, h, mi, Math.min(sec, 59)) - offMinutes * 60_000;
  return { kind: 'instant', instant: new Date(ms) };
}

/** A date-time matched as year, month, day, then optionally hour, minutes, seconds and offset. */
const fromParts = (m: RegExpExecArray) =>
  build(+m[1], +m[2], +m[3], m[4] === undefined ? null : +m[4], +(m[5] ?? 0), +(m[6] ?? 0), m[4] === undefined ? null : (m[7] ?? null));

/**
 * Reads the dates found on real pages, strict ISO 8601 and worse:
 * - `2015-10-31T19:30:00-0400` (offset without colon), `…-04`, `…Z`, fractions of seconds;
 * - no offset at all (`2024-05-09T18:30`) → a local wall-clock time; date only → all day;
 * - unpadded parts (`2019-9-18T9:00`), a space instead of `T`;
 * - basic format (`20081113T190000`, `20081113T190000Z`, `20081113`);
 * - the WordPress plugin form `2019-9-18T10-10-00-00` (hour, hour again, minutes, seconds).
 * Returns null when the text is not a date.
 */
export function parseDateTimeLoose(raw: unknown): EventTime | null {
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2})(?::(\d{1,2})(?::(\d{1,2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i.exec(s);
  if (m) return fromParts(m);
  m = /^(\d{4})-(\d{1,2})-(\d{1,2})T(\d{1,2})-(\d{1,2})-(\d{2})-(\d{2})$/.exec(s);
  if (m && +m[4] === +m[5]) return build(+m[1], +m[2], +m[3], +m[4], +m[6], +m[7], null);
  m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(s);
  if (m) return fromParts(m);
  // RFC 2822 / HTTP dates ("Sat, 31 Oct 2015 19:30:00 -0400") carry an offset: an instant.
  for (const dt of [DateTime.fromRFC2822(s, { setZone: true }), DateTime.fromHTTP(s, { setZone: true })]) {
    if (dt.isValid) return { kind: 'instant', instant: dt.toJSDate() };
  }
  return null;
}

/** The wall-clock date and time of an EventTime in a zone (instants are converted, local values kept as written). */
export function toLocal(t: EventTime, zone: string): { date: string; time: string | null } {
  if (t.kind === 'local') return { date: t.date, time: t.time };
  const dt = DateTime.fromJSDate(t.instant, { zone });
  return { date: dt.toFormat('yyyy-MM-dd'), time: dt.toFormat('HH:mm') };
}
