import type { AstroTime, Body } from 'astronomy-engine';
import { DateTime } from 'luxon';
import { astronomy } from '../../common/lazy';

/**
 * The astronomy behind the festival cross-check, on astronomy-engine (geocentric apparent positions,
 * VSOP87 Sun and the ELP/Brown Moon, accurate to well under a minute of tithi time).
 * Every search here is bounded by a window of a few days, so each call does a fixed amount of work.
 */

/** A place the calendar is computed for: coordinates and the IANA time zone that defines its civil days. */
export interface Place {
  latitude: number;
  longitude: number;
  timeZone: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Lahiri (Chitrapaksha) ayanamsa as the Indian Astronomical Ephemeris defines it and Swiss Ephemeris
 * implements it (SE_SIDM_LAHIRI): 23.245524743° at JD 2435553.5 TT (1956-03-21), carried forward by the
 * IAU 2006 general precession in longitude. About 24.2° in 2026.
 */
const LAHIRI_EPOCH_CENTURIES = (2435553.5 - 2451545.0) / 36525;
const LAHIRI_AT_EPOCH = 23.245524743;

/** IAU 2006 general precession in longitude p_A, in arcseconds, T Julian centuries (TT) from J2000. */
function precessionInLongitude(t: number): number {
  return (5028.796195 + (1.1054348 + 0.00007964 * t) * t) * t;
}

/** Mean Lahiri ayanamsa in degrees at a time. */
export function lahiriAyanamsa(time: AstroTime): number {
  const t = time.tt / 36525;
  return LAHIRI_AT_EPOCH + (precessionInLongitude(t) - precessionInLongitude(LAHIRI_EPOCH_CENTURIES)) / 3600;
}

const mod360 = (x: number) => ((x % 360) + 360) % 360;

/**
 * Sidereal longitude: the apparent tropical longitude of date minus the true ayanamsa (mean ayanamsa plus
 * the nutation in longitude, which the apparent longitude carries too).
 */
function sidereal(tropical: number, time: AstroTime): number {
  return mod360(tropical - lahiriAyanamsa(time) - astronomy().e_tilt(time).dpsi / 3600);
}

/** The Sun's sidereal (nirayana) longitude in degrees, Lahiri ayanamsa. */
export function siderealSunLongitude(date: Date): number {
  const time = astronomy().MakeTime(date);
  return sidereal(astronomy().SunPosition(time).elon, time);
}

/** The Moon's sidereal longitude in degrees, Lahiri ayanamsa. */
export function siderealMoonLongitude(date: Date): number {
  const time = astronomy().MakeTime(date);
  return sidereal(astronomy().EclipticGeoMoon(time).lon, time);
}

/** The sidereal sign (rashi) the Sun is in: 0 = Mesha (Aries) … 9 = Makara (Capricorn) … 11 = Meena (Pisces). */
export function sunSign(date: Date): number {
  return Math.floor(siderealSunLongitude(date) / 30) % 12;
}

/** Tithi in effect at a moment: 1..15 the bright half (Shukla), 16..30 the dark half (Krishna), 30 = Amavasya. */
export function tithiAt(date: Date): number {
  return (Math.floor(astronomy().MoonPhase(date) / 12) % 30) + 1;
}

/** Nakshatra of the Moon at a moment: 1 = Ashwini … 22 = Shravana (Thiruvonam) … 27 = Revati. */
export function nakshatraAt(date: Date): number {
  return (Math.floor(siderealMoonLongitude(date) / (360 / 27)) % 27) + 1;
}

/** The next moment the Moon–Sun elongation reaches `degrees`, searching at most `limitDays` ahead. */
export function nextElongation(degrees: number, from: Date, limitDays: number): Date | null {
  return astronomy().SearchMoonPhase(mod360(degrees), from, limitDays)?.date ?? null;
}

/** New moons (conjunctions) from `from` up to `to`; at most `max` of them. */
export function newMoonsBetween(from: Date, to: Date, max = 20): Date[] {
  const found: Date[] = [];
  let cursor = from;
  while (found.length < max) {
    const next = nextElongation(0, cursor, 31);
    if (!next || next > to) break;
    found.push(next);
    cursor = new Date(next.getTime() + DAY_MS);
  }
  return found;
}

/**
 * When the Sun's sidereal longitude reaches `sign` × 30° (a sankranti), searched in the 40 days after `from`.
 * Bisection on the longitude, which grows by about 1° a day; 40 halvings leave under a millisecond.
 */
export function sankrantiAfter(sign: number, from: Date): Date | null {
  const target = mod360(sign * 30);
  const behind = (d: Date) => mod360(target - siderealSunLongitude(d)) < 180; // target still ahead of the Sun
  let lo = from.getTime();
  let hi = lo + 40 * DAY_MS;
  if (!behind(new Date(lo)) || behind(new Date(hi))) return null;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (behind(new Date(mid))) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

// ---- civil days, sunrise and friends -------------------------------------------------------------

/** The civil date (YYYY-MM-DD) of a moment in a time zone. */
export function localDate(date: Date, timeZone: string): string {
  return DateTime.fromJSDate(date, { zone: timeZone }).toISODate()!;
}

/** Local midnight starting a civil date (US time zones change their clocks at 2 AM, never at midnight). */
export function startOfLocalDay(isoDate: string, timeZone: string): Date {
  return DateTime.fromISO(isoDate, { zone: timeZone }).toJSDate();
}

const observer = (p: Place) => new (astronomy().Observer)(p.latitude, p.longitude, 0);

function riseSet(body: Body, p: Place, direction: 1 | -1, from: Date, what: string): Date {
  const found = astronomy().SearchRiseSet(body, observer(p), direction, from, 1.5);
  if (!found) throw new RangeError(`no ${what} within a day of ${from.toISOString()} at ${p.latitude},${p.longitude}`);
  return found.date;
}

/**
 * Sunrise on a civil date: the moment the Sun's upper limb touches the sea-level horizon, with standard
 * atmospheric refraction (astronomy-engine's definition, the one printed panchangs use).
 */
export function sunrise(isoDate: string, p: Place): Date {
  return riseSet(astronomy().Body.Sun, p, +1, startOfLocalDay(isoDate, p.timeZone), 'sunrise');
}

/** Sunset on a civil date (upper limb, refraction), the first after that day's sunrise. */
export function sunset(isoDate: string, p: Place): Date {
  return riseSet(astronomy().Body.Sun, p, -1, sunrise(isoDate, p), 'sunset');
}

/** The first sunset after a moment (within a day and a half). */
export function sunsetAfter(from: Date, p: Place): Date {
  return riseSet(astronomy().Body.Sun, p, -1, from, 'sunset');
}

/** The first moonrise after a moment (within a day and a half). */
export function moonriseAfter(from: Date, p: Place): Date {
  return riseSet(astronomy().Body.Moon, p, +1, from, 'moonrise');
}

/** Adds minutes to a moment. */
export function plusMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

// ---- the young crescent ------------------------------------------------------------------------

const DEG = Math.PI / 180;

/** Where the young Moon stands at a moment, seen from a place (topocentric, without refraction). */
export interface CrescentPosition {
  /** Altitude of the Moon's centre above the horizon, degrees. */
  moonAltitude: number;
  /** Angular distance between the Moon and the Sun (arc of light), degrees. */
  elongation: number;
}

export function crescentPosition(date: Date, p: Place): CrescentPosition {
  const obs = observer(p);
  const moon = astronomy().Equator(astronomy().Body.Moon, date, obs, true, true);
  const sun = astronomy().Equator(astronomy().Body.Sun, date, obs, true, true);
  const cosElongation =
    Math.sin(moon.dec * DEG) * Math.sin(sun.dec * DEG) +
    Math.cos(moon.dec * DEG) * Math.cos(sun.dec * DEG) * Math.cos((moon.ra - sun.ra) * 15 * DEG);
  return {
    moonAltitude: astronomy().Horizon(date, obs, moon.ra, moon.dec).altitude,
    elongation: Math.acos(Math.min(1, Math.max(-1, cosElongation))) / DEG,
  };
}

/** Moonset after a moment, or null when the Moon does not set within a day and a half. */
export function moonsetAfter(from: Date, p: Place): Date | null {
  return astronomy().SearchRiseSet(astronomy().Body.Moon, observer(p), -1, from, 1.5)?.date ?? null;
}
