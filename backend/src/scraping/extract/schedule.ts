import { timeInputValue } from '@sangam/shared';
import { DateTime, Duration, IANAZone } from 'luxon';
import { extractIcalEvents, IcalWindow } from './ical';
import { EventTime, WEEKDAYS } from './dates';
import { asArray, isObj, Obj } from './platforms/embedded-json';
import type { OutsideWindow, ScrapedEvent } from './scraped-event';

/**
 * schema.org `eventSchedule` (a `Schedule`) read as the iCalendar recurrence it describes: each schedule
 * becomes an RRULE (with EXDATE for `exceptDate`) and is expanded by the iCalendar reader (`extractIcalEvents`),
 * so windows, keys, `outside` counts and ICAL_LIMITS are the same as a feed's recurring events.
 */

/** Bounds on what one schedule is read from (a hostile page can list 10,000 days): entries past these are ignored. */
export const SCHEDULE_LIMITS = {
  /** Schedules read per event (schema.org allows one per season). */
  perEvent: 10,
  /** Entries read from each of byDay, byMonth, byMonthDay, byMonthWeek. */
  listEntries: 50,
  /** exceptDate entries read per schedule. */
  exceptDates: 200,
  /** The largest repeat interval read (P1000W is not a schedule). */
  interval: 400,
  /** repeatCount above this is read as this. */
  count: 100_000,
};

/** One schedule as recurrence parts; the times are wall-clock times as written. */
interface ScheduleRule {
  /** RRULE parts without UNTIL/COUNT: FREQ, INTERVAL and BY… lists. */
  rule: string[];
  /** The series' first day (YYYY-MM-DD), or null: from the window's start. */
  startDate: string | null;
  /** The last day (YYYY-MM-DD) of the series, or null. */
  endDate: string | null;
  count: number | null;
  /** HH:MM, or null for an all-day series. */
  startTime: string | null;
  /** Minutes from start to end, or null (no end stated). */
  minutes: number | null;
  /** IANA zone of the times (scheduleTimezone), or null: the wall-clock time of the event's place. */
  zone: string | null;
  exceptDates: Array<{ date: string; time: string | null }>;
}

export type RuleResult = { ok: true; rule: ScheduleRule } | { ok: false; why: string };

const FREQS: Record<string, string> = { D: 'DAILY', W: 'WEEKLY', M: 'MONTHLY', Y: 'YEARLY' };
const WORDS: Array<[RegExp, string, number]> = [
  [/^(daily|every ?day)$/, 'DAILY', 1],
  [/^(weekly|every ?week)$/, 'WEEKLY', 1],
  [/^(fortnightly|bi-?weekly|every (other|two|2) weeks?)$/, 'WEEKLY', 2],
  [/^(monthly|every ?month)$/, 'MONTHLY', 1],
  [/^(yearly|annually|annual|every ?year)$/, 'YEARLY', 1],
];
/** Day names → iCalendar's codes ('monday' → 'MO'). */
const DAYS: Record<string, string> = Object.fromEntries(WEEKDAYS.map((d) => [d, d.slice(0, 2).toUpperCase()]));

const clip = (s: string) => (s.length <= 40 ? s : `${s.slice(0, 39)}…`);
const str = (v: unknown): string | null =>
  typeof v === 'string'
    ? v.trim()
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : isObj(v)
        ? str(v['@value'] ?? v['@id'])
        : null;
/** The first `SCHEDULE_LIMITS.listEntries` values of a property (a value or an array). */
const list = (v: unknown, max: number = SCHEDULE_LIMITS.listEntries) => asArray(v).slice(0, max);

/** `repeatFrequency`: an ISO 8601 duration of whole days, weeks, months or years (P1W, P2W, P1M), or a word (Weekly). */
function frequency(raw: unknown): { freq: string; interval: number } | string {
  const s = str(raw);
  if (!s) return 'no repeat frequency';
  const word = s.replace(/^.*[/:#]/, '').toLowerCase();
  for (const [re, freq, interval] of WORDS) if (re.test(word)) return { freq, interval };
  const m = /^P(\d{1,6})([DWMY])$/i.exec(s);
  if (m) {
    const interval = Number(m[1]);
    if (interval < 1 || interval > SCHEDULE_LIMITS.interval) return `repeat frequency not read (${clip(s)})`;
    return { freq: FREQS[m[2].toUpperCase()], interval };
  }
  const d = Duration.fromISO(s);
  if (d.isValid && d.as('days') < 1) return `repeats more often than daily (${clip(s)})`;
  return `repeat frequency not read (${clip(s)})`;
}

/** A `byDay` entry: a DayOfWeek (`https://schema.org/Sunday`, `Sunday`) or iCalendar's form (`SU`, `1SA`, `-1FR`). */
function dayOf(raw: unknown): { code: string; nth: number | null } | null {
  const s = str(raw);
  if (!s) return null;
  const name = DAYS[s.replace(/^.*[/:#]/, '').toLowerCase()];
  if (name) return { code: name, nth: null };
  const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/i.exec(s);
  if (!m) return null;
  const nth = m[1] === undefined ? null : Number(m[1]);
  if (nth !== null && (nth === 0 || Math.abs(nth) > 53)) return null;
  return { code: m[2].toUpperCase(), nth };
}

/** Integers of a BY… list within [min, max] (0 excluded); null when an entry is not one. */
function integers(v: unknown, min: number, max: number): number[] | null {
  const out: number[] = [];
  for (const x of list(v)) {
    const s = str(x);
    const n = s !== null && /^[+-]?\d{1,3}$/.test(s) ? Number(s) : NaN;
    if (!Number.isInteger(n) || n < min || n > max || n === 0) return null;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

/** The date part of a Date or DateTime (YYYY-MM-DD), or null. */
function datePart(raw: unknown): string | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/.exec(str(raw) ?? '');
  if (!m) return null;
  const d = DateTime.fromObject({ year: +m[1], month: +m[2], day: +m[3] }, { zone: 'UTC' });
  return d.isValid && d.year >= 1900 && d.year <= 2200 ? d.toISODate() : null;
}

/**
 * The wall-clock time written in a Time or DateTime ('19:00:00-05:00', 'T19:00', '7:00 PM'), as HH:MM; offsets are not
 * applied. The clock time found is read by the shared time model.
 */
function timePart(raw: unknown): string | null {
  const s = str(raw);
  const m = s && s.length <= 40 ? /(?:^|[T\s])(\d{1,2}:\d{2})(?::\d{2}(?:\.\d+)?)?\s*([ap])?\.?m?\.?(?:$|[\sZ+-])/i.exec(s) : null;
  return (m && timeInputValue(m[2] ? `${m[1]} ${m[2]}m` : m[1])) || null;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A valid IANA zone name (safe to write in a TZID), or null. */
function zoneOf(raw: unknown): string | null {
  const s = str(raw);
  return s && /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(s) && IANAZone.isValidZone(s) ? s : null;
}

/**
 * The recurrence a Schedule states, or why it cannot be read: no frequency, one shorter than a day (PT1H), an
 * unknown day, month or week of the month, or nothing to tell which day a weekly/monthly/yearly series falls on.
 * The event's own `startDate`/`endDate`/`duration` fill in what the schedule leaves out (a page often gives the first
 * occurrence there, and the series' last day as `endDate`).
 */
export function scheduleRule(schedule: Obj, event: Obj): RuleResult {
  const f = frequency(schedule.repeatFrequency);
  if (typeof f === 'string') return { ok: false, why: f };
  const days: Array<{ code: string; nth: number | null }> = [];
  for (const raw of list(schedule.byDay)) {
    const d = dayOf(raw);
    if (!d) return { ok: false, why: `day not read (${clip(str(raw) ?? typeof raw)})` };
    if (!days.some((x) => x.code === d.code && x.nth === d.nth)) days.push(d);
  }
  const months = integers(schedule.byMonth, 1, 12);
  if (!months) return { ok: false, why: 'month not read' };
  const monthDays = integers(schedule.byMonthDay, -31, 31);
  if (!monthDays) return { ok: false, why: 'day of the month not read' };
  const weeks = integers(schedule.byMonthWeek, -5, 5);
  if (!weeks) return { ok: false, why: 'week of the month not read' };
  if (weeks.length && (!days.length || days.some((d) => d.nth !== null) || (f.freq !== 'MONTHLY' && f.freq !== 'YEARLY')))
    return { ok: false, why: 'week of the month without a day of a monthly schedule' };
  if (days.some((d) => d.nth !== null) && f.freq !== 'MONTHLY' && f.freq !== 'YEARLY')
    return { ok: false, why: 'a numbered day in a schedule that is not monthly or yearly' };

  const byDay = weeks.length ? weeks.flatMap((w) => days.map((d) => `${w}${d.code}`)) : days.map((d) => `${d.nth ?? ''}${d.code}`);
  const rule = [`FREQ=${f.freq}`, `INTERVAL=${f.interval}`];
  if (byDay.length) rule.push(`BYDAY=${byDay.join(',')}`);
  if (monthDays.length) rule.push(`BYMONTHDAY=${monthDays.join(',')}`);
  if (months.length) rule.push(`BYMONTH=${months.join(',')}`);

  const eventStart = datePart(event.startDate);
  const eventEnd = datePart(event.endDate);
  const startDate = datePart(schedule.startDate) ?? eventStart;
  // Without a first day, the rule itself must say which days it falls on.
  const pinned =
    f.freq === 'DAILY' ||
    (f.freq === 'WEEKLY' && byDay.length > 0) ||
    (f.freq === 'MONTHLY' && (byDay.length > 0 || monthDays.length > 0)) ||
    (f.freq === 'YEARLY' && months.length > 0 && (byDay.length > 0 || monthDays.length > 0));
  if (!startDate && (!pinned || f.interval > 1)) return { ok: false, why: 'no first day, and no day of the week or month to repeat on' };

  // An event-level endDate on a later day than its start is the series' last day when the schedule gives none.
  const endDate = datePart(schedule.endDate) ?? (eventStart && eventEnd && eventEnd > eventStart ? eventEnd : null);
  const rawCount = str(schedule.repeatCount);
  const count =
    rawCount && /^\d+(\.0+)?$/.test(rawCount) && Number(rawCount) >= 1 ? Math.min(Number(rawCount), SCHEDULE_LIMITS.count) : null;

  const startTime = timePart(schedule.startTime) ?? timePart(event.startDate);
  let minutes: number | null = null;
  if (startTime) {
    const endTime = timePart(schedule.endTime) ?? (eventEnd === null || eventEnd === eventStart ? timePart(event.endDate) : null);
    const duration = Duration.fromISO(str(schedule.duration) ?? str(event.duration) ?? '');
    if (endTime && endTime !== startTime) minutes = (minutesOf(endTime) - minutesOf(startTime) + 1440) % 1440;
    else if (duration.isValid && duration.as('minutes') > 0 && duration.as('days') <= 7) minutes = Math.round(duration.as('minutes'));
    else if (endTime === null && eventEnd && eventEnd > (eventStart ?? '') && timePart(event.endDate)) {
      // The series' last day carries the daily end time ("endDate": "2027-05-30T11:30").
      const t = timePart(event.endDate)!;
      if (t > startTime) minutes = minutesOf(t) - minutesOf(startTime);
    }
  }
  const exceptDates: ScheduleRule['exceptDates'] = [];
  for (const raw of list(schedule.exceptDate, SCHEDULE_LIMITS.exceptDates)) {
    const date = datePart(raw);
    if (date) exceptDates.push({ date, time: /T|\s\d/.test(str(raw) ?? '') ? timePart(raw) : null });
  }
  return {
    ok: true,
    rule: { rule, startDate, endDate, count, startTime, minutes, zone: zoneOf(schedule.scheduleTimezone), exceptDates },
  };
}

const compact = (ymd: string) => ymd.replace(/-/g, '');
const stamp = (ymd: string, hhmm: string) => `${compact(ymd)}T${hhmm.replace(':', '')}00`;

/** Periods to move a series' first day forward so its expansion starts near the window (a rule started in 1950). */
function rebase(r: ScheduleRule, start: string, window: IcalWindow): { start: string; rule: string[] } {
  const from = DateTime.fromJSDate(window.from, { zone: 'UTC' }).minus({ days: 400 });
  const first = DateTime.fromISO(start, { zone: 'UTC' });
  if (r.count !== null || first >= from) return { start, rule: r.rule };
  const freq = r.rule[0].slice(5);
  const interval = Number(r.rule[1].slice(9));
  const rule = [...r.rule];
  let moved: DateTime;
  if (freq === 'DAILY' || freq === 'WEEKLY') {
    const step = interval * (freq === 'WEEKLY' ? 7 : 1);
    moved = first.plus({ days: Math.floor(from.diff(first, 'days').days / step) * step });
  } else {
    // Moving by `interval` years keeps the phase (12 × interval months); the day (and month) it falls on is made explicit.
    moved = first.plus({ years: Math.floor(from.diff(first, 'years').years / interval) * interval });
    if (!rule.some((p) => p.startsWith('BYDAY=') || p.startsWith('BYMONTHDAY='))) rule.push(`BYMONTHDAY=${first.day}`);
    if (freq === 'YEARLY' && !rule.some((p) => p.startsWith('BYMONTH='))) rule.push(`BYMONTH=${first.month}`);
  }
  return { start: moved.toISODate()!, rule };
}

/** A schedule as an iCalendar VEVENT named `uid`. Floating times are expanded in UTC (no DST), then read back as written. */
function scheduleVevent(uid: string, r: ScheduleRule, window: IcalWindow): string {
  const today = DateTime.fromJSDate(window.from, { zone: 'UTC' }).toISODate()!;
  const { start, rule } = rebase(r, r.startDate ?? today, window);
  const lines = [`BEGIN:VEVENT`, `UID:${uid}`, `SUMMARY:${uid}`];
  const zoneParam = r.zone ? `;TZID=${r.zone}` : '';
  const z = r.zone ? '' : 'Z';
  if (r.startTime) {
    lines.push(`DTSTART${zoneParam}:${stamp(start, r.startTime)}${z}`);
    if (r.minutes) lines.push(`DURATION:PT${r.minutes}M`);
  } else lines.push(`DTSTART;VALUE=DATE:${compact(start)}`);
  let until = '';
  if (r.endDate) {
    if (!r.startTime) until = `;UNTIL=${compact(r.endDate)}`;
    else if (r.zone) {
      const end = DateTime.fromISO(r.endDate, { zone: r.zone }).endOf('day').toUTC();
      until = `;UNTIL=${end.toFormat("yyyyMMdd'T'HHmmss'Z'")}`;
    } else until = `;UNTIL=${compact(r.endDate)}T235959Z`;
  }
  lines.push(`RRULE:${rule.join(';')}${until || (r.count !== null ? `;COUNT=${r.count}` : '')}`);
  // Only the except dates near the window matter.
  const lo = DateTime.fromJSDate(window.from, { zone: 'UTC' }).minus({ days: 2 }).toISODate()!;
  const hi = DateTime.fromJSDate(window.to, { zone: 'UTC' }).plus({ days: 2 }).toISODate()!;
  for (const x of r.exceptDates) {
    if (x.date < lo || x.date > hi) continue;
    if (!r.startTime) lines.push(`EXDATE;VALUE=DATE:${compact(x.date)}`);
    else lines.push(`EXDATE${zoneParam}:${stamp(x.date, x.time ?? r.startTime)}${z}`);
  }
  lines.push('END:VEVENT');
  return lines.join('\r\n');
}

/** A floating occurrence expanded in UTC, read back as the wall-clock time it stands for. */
const floating = (t: EventTime): EventTime =>
  t.kind === 'instant' ? { kind: 'local', date: t.instant.toISOString().slice(0, 10), time: t.instant.toISOString().slice(11, 16) } : t;

/** An event stated with schedules: what it says besides its times (its key too), and its schedules' rules. */
export interface ScheduledEvent {
  fields: Omit<ScrapedEvent, 'start' | 'end'>;
  rules: ScheduleRule[];
}

/**
 * The occurrences of scheduled events within the window, each an event keyed by the event's key plus its
 * occurrence (as a recurring iCalendar event's are). `outside` counts the schedules with no occurrence in the window.
 */
export function expandSchedules(
  scheduled: ScheduledEvent[],
  window: IcalWindow,
): { events: ScrapedEvent[]; outside: OutsideWindow; cutShort?: string } {
  const vevents = scheduled.flatMap((s, i) => s.rules.map((r, j) => scheduleVevent(`s${i}-${j}`, r, window)));
  const ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sangam//schema.org Schedule//EN\r\n${vevents.join('\r\n')}\r\nEND:VCALENDAR\r\n`;
  const ex = extractIcalEvents(ics, window);
  const events: ScrapedEvent[] = [];
  for (const occ of ex.events) {
    const m = /^s(\d+)-(\d+)#(.+)$/.exec(occ.key ?? '');
    if (!m) continue;
    const s = scheduled[Number(m[1])];
    const r = s.rules[Number(m[2])];
    const start = r.zone ? occ.start : floating(occ.start);
    const end = occ.end && r.minutes ? (r.zone ? occ.end : floating(occ.end)) : null;
    const when = start.kind === 'local' ? (start.time ? `${start.date}T${start.time}` : start.date) : m[3];
    events.push({ ...s.fields, key: s.fields.key ? `${s.fields.key}#${when}` : null, start, end });
  }
  const outside = ex.outside ?? { past: 0, laterRecurring: 0, laterOneOff: 0 };
  return ex.cutShort ? { events, outside, cutShort: ex.cutShort } : { events, outside };
}
