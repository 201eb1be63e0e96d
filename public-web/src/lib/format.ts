/** Formatting of dates, times, prices and figures for the public pages. */

/**
 * A 'YYYY-MM-DD' day as a local calendar date. Never `new Date('2026-12-05')`: that is UTC
 * midnight, which is the previous day anywhere in the US.
 */
function parseLocalDate(day: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return new Date(NaN);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A Date's local calendar day as 'YYYY-MM-DD' (its year, month and day in this browser's time zone). */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The card's date badge: { month: 'DEC', day: '05' }. */
export function dateBadge(day: string): { month: string; day: string } {
  const d = parseLocalDate(day);
  if (Number.isNaN(d.getTime())) return { month: '', day: '' };
  return { month: MONTHS[d.getMonth()], day: String(d.getDate()).padStart(2, '0') };
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'Saturday, December 5, 2026' (what toLocaleDateString('en-US', { weekday: 'long', year:
 * 'numeric', month: 'long', day: 'numeric' }) gives, without Intl: its first use costs a long
 * main-thread task while the page loads).
 */
export function formatLongDate(day: string): string {
  const d = parseLocalDate(day);
  if (Number.isNaN(d.getTime())) return day;
  return `${WEEKDAY_NAMES[d.getDay()]}, ${MONTH_NAMES[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** 1234567 → '1,234,567' (en-US grouping, without Intl). */
export function formatInteger(n: number): string {
  const s = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${s}` : s;
}

/** '6:00 PM' or '6:00 PM - 9:00 PM' */
export function timeRange(startTime: string, endTime?: string | null): string {
  return endTime ? `${startTime} - ${endTime}` : startTime;
}

interface Priced {
  isFree: boolean;
  price?: number | string | null;
  priceText?: string | null;
}

function priceNumber(p: Priced): number | null {
  if (p.price === null || p.price === undefined || p.price === '') return null;
  const n = Number(p.price);
  return Number.isFinite(n) ? n : null;
}

/** Card price label (ARCHITECTURE.md): 'Free' / priceText / '$' + price / 'TBD'. */
export function cardPriceLabel(p: Priced): string {
  if (p.isFree) return 'Free';
  if (p.priceText) return p.priceText;
  const n = priceNumber(p);
  if (n !== null) return `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
  return 'TBD';
}

/** Detail price label: 'Free' / priceText / '$' + price with two decimals / 'Contact for pricing'. */
export function detailPriceLabel(p: Priced): string {
  if (p.isFree) return 'Free';
  if (p.priceText) return p.priceText;
  const n = priceNumber(p);
  if (n !== null) return `$${n.toFixed(2)}`;
  return 'Contact for pricing';
}

/** 12600 → '12.6K', 185000 → '185K', 19 → '19', 1250000 → '1.3M'. */
export function formatCompactNumber(n: number): string {
  const fmt = (v: number, suffix: string) => `${(Math.round(v * 10) / 10).toString()}${suffix}`;
  if (n >= 1_000_000) return fmt(n / 1_000_000, 'M');
  if (n >= 1_000) return fmt(n / 1_000, 'K');
  return String(n);
}

/** '6:00 PM' → minutes after midnight (the server's parseTimeOfDay rules), or null. */
export function parseTimeOfDay(text: string | null | undefined): number | null {
  if (!text) return null;
  const ampm = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([AaPp])\.?\s*[Mm]?\.?\s*$/.exec(text);
  if (ampm) {
    const h = Number(ampm[1]);
    const m = Number(ampm[2] ?? '0');
    if (h < 1 || h > 12 || m > 59) return null;
    return (ampm[3].toUpperCase() === 'A' ? h % 12 : (h % 12) + 12) * 60 + m;
  }
  const h24 = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (h24) {
    const h = Number(h24[1]);
    const m = Number(h24[2]);
    return h > 23 || m > 59 ? null : h * 60 + m;
  }
  return null;
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Fri, Oct 9' */
export function formatShortDate(day: string): string {
  const d = parseLocalDate(day);
  if (Number.isNaN(d.getTime())) return day;
  return `${SHORT_WEEKDAYS[d.getDay()]}, ${SHORT_MONTHS[d.getMonth()]} ${d.getDate()}`;
}

/** A multi-day event's days: 'Fri, Oct 9 – Sun, Oct 11' (short) or 'Friday, October 9 – Sunday, October 11, 2026' (long); null for one day. */
export function formatDayRange(date: string, endDate: string | null | undefined, style: 'short' | 'long'): string | null {
  if (!endDate || endDate <= date.slice(0, 10)) return null;
  if (style === 'short') return `${formatShortDate(date)} – ${formatShortDate(endDate)}`;
  const start = formatLongDate(date);
  const end = formatLongDate(endDate);
  // The year once, at the end, when both days are in the same year.
  const sameYear = date.slice(0, 4) === endDate.slice(0, 4);
  return `${sameYear ? start.replace(/, \d{4}$/, '') : start} – ${end}`;
}

/** 3.24 → '3.2 mi', 0.04 → 'under 0.1 mi'. */
export function formatMiles(miles: number): string {
  return miles < 0.1 ? 'under 0.1 mi' : `${miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles)} mi`;
}

/** 'Oct 9' */
export function formatMonthDay(day: string): string {
  const d = parseLocalDate(day);
  return Number.isNaN(d.getTime()) ? day : `${SHORT_MONTHS[d.getMonth()]} ${d.getDate()}`;
}
