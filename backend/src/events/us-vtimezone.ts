import { DateTime } from 'luxon';

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
}

const cache = new Map<string, string | null>();

/**
 * VTIMEZONE component (RFC 5545 §3.6.5) for a US time zone, for ical-generator's timezone
 * generator hook. US rules since 2007: daylight time from the second Sunday of March to the first
 * Sunday of November, at 2:00 local; zones without daylight time (Phoenix, Honolulu) get a
 * STANDARD part only. Offsets and names come from the IANA database via Luxon.
 */
export function usVtimezone(zone: string): string | null {
  if (cache.has(zone)) return cache.get(zone)!;
  const year = DateTime.now().year;
  const winter = DateTime.fromObject({ year, month: 1, day: 15 }, { zone });
  const summer = DateTime.fromObject({ year, month: 7, day: 15 }, { zone });
  if (!winter.isValid || !summer.isValid) {
    cache.set(zone, null);
    return null;
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  if (winter.offset === summer.offset) {
    lines.push(
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${offsetText(winter.offset)}`,
      `TZOFFSETTO:${offsetText(winter.offset)}`,
      `TZNAME:${winter.offsetNameShort}`,
      'DTSTART:19700101T000000',
      'END:STANDARD',
    );
  } else {
    lines.push(
      'BEGIN:DAYLIGHT',
      `TZOFFSETFROM:${offsetText(winter.offset)}`,
      `TZOFFSETTO:${offsetText(summer.offset)}`,
      `TZNAME:${summer.offsetNameShort}`,
      'DTSTART:19700308T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${offsetText(summer.offset)}`,
      `TZOFFSETTO:${offsetText(winter.offset)}`,
      `TZNAME:${winter.offsetNameShort}`,
      'DTSTART:19701101T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n') + '\r\n';
  cache.set(zone, text);
  return text;
}
