import { DateTime } from 'luxon';
import { Place } from './calendar/astro';

/**
 * The four US time zones festival dates are kept for, each computed at a representative metro. A tithi
 * that turns near sunrise can put a festival on different days in New York and Los Angeles.
 */
export const FESTIVAL_TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'] as const;
export type FestivalTimeZone = (typeof FESTIVAL_TIME_ZONES)[number];

/** Each zone's representative metro: New York, Chicago, Denver and Los Angeles. */
export const FESTIVAL_LOCATIONS: Record<FestivalTimeZone, Place> = {
  'America/New_York': { timeZone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
  'America/Chicago': { timeZone: 'America/Chicago', latitude: 41.8781, longitude: -87.6298 },
  'America/Denver': { timeZone: 'America/Denver', latitude: 39.7392, longitude: -104.9903 },
  'America/Los_Angeles': { timeZone: 'America/Los_Angeles', latitude: 34.0522, longitude: -118.2437 },
};

export function isFestivalTimeZone(value: unknown): value is FestivalTimeZone {
  return typeof value === 'string' && (FESTIVAL_TIME_ZONES as readonly string[]).includes(value);
}

/**
 * Which of the four zones' dates an event in any US time zone uses: the one with the same standard-time
 * UTC offset (Detroit → Eastern, Phoenix → Mountain); Alaska and Hawaii, west of Pacific, use Pacific.
 * Unknown zones get Eastern.
 */
export function festivalTimeZoneFor(ianaZone: string): FestivalTimeZone {
  if (isFestivalTimeZone(ianaZone)) return ianaZone;
  const january = DateTime.fromObject({ year: 2026, month: 1, day: 15 }, { zone: ianaZone });
  if (!january.isValid) return 'America/New_York';
  const offsetHours = january.offset / 60;
  if (offsetHours >= -5) return 'America/New_York';
  if (offsetHours >= -6) return 'America/Chicago';
  if (offsetHours >= -7) return 'America/Denver';
  return 'America/Los_Angeles';
}
