import { DateTime } from 'luxon';

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
}

/** A STANDARD or DAYLIGHT part: the change from `from`'s offset to `to`'s (named as `to`), from `start` on, yearly by `rule`. */
function part(kind: 'STANDARD' | 'DAYLIGHT', from: DateTime, to: DateTime, start: string, rule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${offsetText(from.offset)}`,
    `TZOFFSETTO:${offsetText(to.offset)}`,
    `TZNAME:${to.offsetNameShort}`,
    `DTSTART:${start}`,
    ...(rule ? [`RRULE:FREQ=YEARLY;${rule}`] : []),
    `END:${kind}`,
  ];
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
  if (winter.offset === summer.offset) lines.push(...part('STANDARD', winter, winter, '19700101T000000'));
  else
    lines.push(
      ...part('DAYLIGHT', winter, summer, '19700308T020000', 'BYMONTH=3;BYDAY=2SU'),
      ...part('STANDARD', summer, winter, '19701101T020000', 'BYMONTH=11;BYDAY=1SU'),
    );
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n') + '\r\n';
  cache.set(zone, text);
  return text;
}
