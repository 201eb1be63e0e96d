import { addDays } from '@sangam/shared';
import { Place, crescentPosition, localDate, moonsetAfter, nextElongation, sunrise, sunset, sunsetAfter } from './astro';

/**
 * The start of an Islamic month, from the young crescent. Which evening counts depends on the authority a
 * community follows; the two most US mosques follow are computed, each giving one date for all of the US:
 * - 'fcna': the Fiqh Council of North America's calculation (followed by ISNA and many US mosques): the
 *   month begins the day after the first evening on which, somewhere on Earth, the Moon is at least 5°
 *   above the horizon and at least 8° from the Sun at sunset. The youngest crescents are seen farthest
 *   west, so a grid of points across the Americas and the Pacific (45° S to 45° N) stands for "somewhere";
 * - 'umm-al-qura': Saudi Arabia's calendar (which FCNA follows for Dhu al-Hijjah, so for Eid al-Adha): the
 *   month begins the day after the first evening on which, in Makkah, the conjunction came before sunset
 *   and the Moon sets after the Sun.
 * Communities that wait for a local sighting may start a day later; that is why Eid dates carry a note.
 */
export type CrescentCriterion = 'fcna' | 'umm-al-qura';

const MAKKAH: Place = { latitude: 21.4225, longitude: 39.8262, timeZone: 'Asia/Riyadh' };

/** FCNA's thresholds, degrees. */
const FCNA_MIN_ALTITUDE = 5;
const FCNA_MIN_ELONGATION = 8;
const FCNA_GRID_LATITUDES = [-45, -30, -15, 0, 15, 30, 45];
const FCNA_GRID_LONGITUDES = [-75, -90, -105, -120, -135, -150, -165, -179];

/** Sunset on a civil date at a point keeping the mean solar time of its longitude (whole hours). */
function sunsetOnLocalDate(isoDate: string, latitude: number, longitude: number): Date {
  const localNoon = Date.parse(`${isoDate}T12:00:00Z`) - Math.round(longitude / 15) * 3_600_000;
  return sunsetAfter(new Date(localNoon), { latitude, longitude, timeZone: 'UTC' });
}

function eveningQualifies(evening: string, conjunction: Date, criterion: CrescentCriterion): boolean {
  if (criterion === 'fcna') {
    for (const latitude of FCNA_GRID_LATITUDES) {
      for (const longitude of FCNA_GRID_LONGITUDES) {
        const set = sunsetOnLocalDate(evening, latitude, longitude);
        if (set <= conjunction) continue;
        const c = crescentPosition(set, { latitude, longitude, timeZone: 'UTC' });
        if (c.moonAltitude >= FCNA_MIN_ALTITUDE && c.elongation >= FCNA_MIN_ELONGATION) return true;
      }
    }
    return false;
  }
  const set = sunset(evening, MAKKAH);
  const moonset = moonsetAfter(sunrise(evening, MAKKAH), MAKKAH);
  return set > conjunction && moonset !== null && moonset > set;
}

/**
 * The arithmetic (tabular) Islamic calendar: the civil date of a day, correct to a day or two. Used only
 * to find which conjunction starts a month.
 */
export function tabularIslamicDate(year: number, month: number, day: number): string {
  const jd = day + Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + 1948439.5 - 1;
  return new Date((jd - 2440587.5) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The civil date of the first day of Islamic month `month` (1 = Muharram … 10 = Shawwal, 12 = Dhu al-Hijjah)
 * of year `year` AH, by a criterion. At most three evenings are examined; if none qualifies the month
 * begins after the third (a month never waits longer for its crescent).
 */
function islamicMonthStart(year: number, month: number, criterion: CrescentCriterion): string {
  const approx = new Date(`${tabularIslamicDate(year, month, 1)}T12:00:00Z`);
  const conjunction = nextElongation(0, new Date(approx.getTime() - 5 * 86_400_000), 8);
  if (!conjunction) throw new RangeError(`no conjunction near ${approx.toISOString()}`);
  let evening = localDate(conjunction, criterion === 'umm-al-qura' ? MAKKAH.timeZone : 'UTC');
  for (let i = 0; i < 3; i++, evening = addDays(evening, 1)) {
    if (eveningQualifies(evening, conjunction, criterion)) return addDays(evening, 1);
  }
  return evening;
}

/**
 * The civil date of day `day` of an Islamic month that falls in a Gregorian year (the first of them when,
 * once in about 33 years, two do), or null when none does.
 */
export function islamicDateInYear(gregorianYear: number, month: number, day: number, criterion: CrescentCriterion): string | null {
  const estimate = Math.floor(((gregorianYear - 622) * 33) / 32);
  for (let year = estimate - 1; year <= estimate + 2; year++) {
    const approx = tabularIslamicDate(year, month, day);
    if (approx < `${gregorianYear - 1}-12-25` || approx > `${gregorianYear + 1}-01-05`) continue;
    const date = addDays(islamicMonthStart(year, month, criterion), day - 1);
    if (date.startsWith(`${gregorianYear}-`)) return date;
  }
  return null;
}
