import { localDay } from '../../../lib/format';

/**
 * Event dates are calendar days ('YYYY-MM-DD') and times are text ('6:00 PM'). A day is read as a
 * local calendar date: never through `new Date('YYYY-MM-DD')`, which is UTC midnight and shows
 * the previous day in US time zones.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The 'YYYY-MM-DD' part of a date value (tolerates a full ISO timestamp). */
export function ymdOf(value: string | null | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '');
  return m ? m[1] : '';
}

/** A 'YYYY-MM-DD' day as a local Date at midnight, or null. */
export function parseYmd(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Past = before today (local calendar). */
export function isPastDate(value: string | null | undefined, now: Date = new Date()): boolean {
  const ymd = ymdOf(value);
  return ymd !== '' && ymd < localDay(now);
}

export function formatLongDate(value: string | null | undefined): string {
  const d = parseYmd(value);
  return d ? d.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }) : '';
}

/** '6:00 PM' (or '18:00') → '18:00' for an <input type="time">; '' when unreadable. */
export function toTimeInput(value: string | null | undefined): string {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]?\.?\s*$/.exec(value ?? '');
  if (m) {
    let h = Number(m[1]) % 12;
    if (m[3].toLowerCase() === 'p') h += 12;
    const min = Number(m[2] ?? '0');
    if (Number(m[1]) > 12 || min > 59) return '';
    return `${pad(h)}:${pad(min)}`;
  }
  const m24 = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value ?? '');
  if (m24 && Number(m24[1]) < 24 && Number(m24[2]) < 60) return `${pad(Number(m24[1]))}:${m24[2]}`;
  return '';
}

/** '18:00' → '6:00 PM', the form the directory stores and shows. */
export function fromTimeInput(value: string): string {
  const m = /^(\d{2}):(\d{2})/.exec(value);
  if (!m) return value;
  const h24 = Number(m[1]);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${m[2]} ${h24 < 12 ? 'AM' : 'PM'}`;
}
