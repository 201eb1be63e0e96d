import { addDays } from '@sangam/shared';
import {
  Place,
  localDate,
  moonriseAfter,
  nakshatraAt,
  newMoonsBetween,
  nextElongation,
  plusMinutes,
  sankrantiAfter,
  startOfLocalDay,
  sunSign,
  sunrise,
  sunset,
} from './astro';

/**
 * The Hindu lunisolar and solar calendars, computed for a place:
 * - a lunar month (amanta) runs from new moon to new moon and is named after the sidereal sign the Sun
 *   is in at the new moon that starts it (Sun in Meena → Chaitra); when the Sun stays in one sign for the
 *   whole month, the month is adhika (leap) and takes the name of the month that follows it;
 * - a tithi is a 12° step of the Moon–Sun elongation; a festival's day is the civil day on which its tithi
 *   is in effect at the moment its rule looks at (sunrise for most, midday, evening, midnight …);
 * - a solar month starts on the day the Sun enters a sidereal sign (sankranti), by the regional rule for a
 *   sankranti late in the day.
 */

/** Amanta month names, in order from Chaitra. */
export const LUNAR_MONTHS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;
export type LunarMonth = (typeof LUNAR_MONTHS)[number];

/** Sidereal signs, in order from Mesha. */
export const SIGNS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;
export type Sign = (typeof SIGNS)[number];

export interface Lunation {
  /** Conjunction starting the month. */
  start: Date;
  /** Conjunction ending it. */
  end: Date;
  month: LunarMonth;
  adhika: boolean;
}

/**
 * The lunar months whose new moon falls between 1 November of the year before and 1 March of the year
 * after: every month a festival of `year` can fall in. About 16 lunations.
 */
export function lunationsAround(year: number): Lunation[] {
  const moons = newMoonsBetween(new Date(Date.UTC(year - 1, 10, 1)), new Date(Date.UTC(year + 1, 3, 1)));
  const out: Lunation[] = [];
  for (let i = 0; i + 1 < moons.length; i++) {
    const signAtStart = sunSign(moons[i]);
    const signAtEnd = sunSign(moons[i + 1]);
    out.push({ start: moons[i], end: moons[i + 1], month: LUNAR_MONTHS[(signAtStart + 1) % 12], adhika: signAtStart === signAtEnd });
  }
  return out;
}

export interface TithiSpan {
  start: Date;
  end: Date;
}

/** When tithi `n` (1..30) of a lunation begins and ends. */
export function tithiSpan(l: Lunation, n: number): TithiSpan {
  const start = n === 1 ? l.start : nextElongation((n - 1) * 12, l.start, 32);
  const end = n === 30 ? l.end : nextElongation(n * 12, l.start, 32);
  if (!start || !end) throw new RangeError(`tithi ${n} not found after ${l.start.toISOString()}`);
  return { start, end };
}

/**
 * The moment of a civil day a festival's tithi must be in effect at (the kala of its rule):
 * - sunrise (udaya tithi, the default); arunodaya: 96 minutes (4 ghatis) before sunrise;
 * - purvahna, madhyahna, aparahna: the middle of the morning half, of the third fifth and of the fourth
 *   fifth of daytime;
 * - pradosh: 72 minutes after sunset (the middle of the 2 h 24 min pradosh period);
 * - nishita: midway between sunset and the next sunrise; moonrise: the first moonrise after sunset.
 */
export type Kala = 'sunrise' | 'arunodaya' | 'purvahna' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'moonrise';

export function kalaMoment(isoDate: string, kala: Kala, p: Place): Date {
  const rise = sunrise(isoDate, p);
  if (kala === 'sunrise') return rise;
  if (kala === 'arunodaya') return plusMinutes(rise, -96);
  const set = sunset(isoDate, p);
  const day = set.getTime() - rise.getTime();
  const intoDay = (fraction: number) => new Date(rise.getTime() + fraction * day);
  switch (kala) {
    case 'purvahna':
      return intoDay(0.25);
    case 'madhyahna':
      return intoDay(0.5);
    case 'aparahna':
      return intoDay(0.7);
    case 'pradosh':
      return plusMinutes(set, 72);
    case 'nishita':
      return new Date((set.getTime() + sunrise(addDays(isoDate, 1), p).getTime()) / 2);
    case 'moonrise':
      return moonriseAfter(set, p);
  }
}

/**
 * The civil day a tithi is observed at a place: the day on which it is in effect at the rule's kala.
 * When it is in effect at the kala on two days, `prefer` picks (the first by default). When on none (it
 * begins after one day's kala and ends before the next), the day of the sunrise it holds at (udaya tithi),
 * as the dharmashastra digests direct; a tithi in effect at no sunrise (kshaya) keeps the day it runs in.
 */
export function observedDay(span: TithiSpan, kala: Kala, p: Place, prefer: 'first' | 'second' = 'first'): string {
  // A night-time kala (nishita, moonrise) of the day before can fall after midnight, inside the tithi.
  const first = addDays(localDate(span.start, p.timeZone), kala === 'nishita' || kala === 'moonrise' ? -1 : 0);
  const last = localDate(span.end, p.timeZone);
  const hits: string[] = [];
  let latestBefore = first;
  for (let day = first, guard = 0; day <= last && guard < 4; day = addDays(day, 1), guard++) {
    const k = kalaMoment(day, kala, p).getTime();
    if (k >= span.start.getTime() && k < span.end.getTime()) hits.push(day);
    if (k < span.start.getTime()) latestBefore = day;
  }
  if (hits.length > 0) return prefer === 'second' ? hits[hits.length - 1] : hits[0];
  if (kala === 'sunrise') return latestBefore;
  return observedDay(span, 'sunrise', p);
}

/** Three muhurtas: how long a tithi must still hold after sunrise for a morning observance. */
const THREE_MUHURTAS_MIN = 144;

/**
 * The day of a Purnima observance that avoids Bhadra (Vishti karana, the first half of Purnima), as for
 * Raksha Bandhan: the day on which the second half of the tithi is in effect at the kala; when there is
 * none, the next morning if the tithi still holds three muhurtas after sunrise; else the usual day.
 */
export function observedDayAvoidingBhadra(span: TithiSpan, kala: Kala, p: Place): string {
  const bhadraFree = { start: new Date((span.start.getTime() + span.end.getTime()) / 2), end: span.end };
  const last = localDate(span.end, p.timeZone);
  for (let day = localDate(bhadraFree.start, p.timeZone), guard = 0; day <= last && guard < 3; day = addDays(day, 1), guard++) {
    const k = kalaMoment(day, kala, p).getTime();
    if (k >= bhadraFree.start.getTime() && k < bhadraFree.end.getTime()) return day;
  }
  const morning = plusMinutes(sunrise(last, p), THREE_MUHURTAS_MIN);
  if (sunrise(last, p) >= span.start && morning < span.end) return last;
  return observedDay(span, kala, p);
}

// ---- solar months --------------------------------------------------------------------------------

/**
 * How a sankranti late in the day is counted:
 * - civil: the civil day (midnight to midnight) in which the Sun enters the sign (Punjabi sangrand);
 * - sunset: that day if before sunset, else the next day (Tamil; Makar Sankranti in most panchangs);
 * - madhyahna: that day if before the end of the third fifth of daytime, else the next (Malayalam);
 * - midnight: the next day if before local midnight, else the day after (Bengali and Assamese).
 */
export type SankrantiRule = 'civil' | 'sunset' | 'madhyahna' | 'midnight';

/** The moment the Sun enters `sign` (0 = Mesha) in a given year. */
export function sankrantiIn(year: number, sign: number): Date {
  // Mesha sankranti is around 14 April and each sign follows about 30.44 days later; the signs that fall
  // after New Year (Makara …) are taken in the January–April of `year`. Search from 10 days before.
  let approx = Date.UTC(year, 3, 14) + sign * 30.44 * 86_400_000;
  if (approx >= Date.UTC(year + 1, 0, 1)) approx -= 365.25 * 86_400_000;
  const from = new Date(approx - 10 * 86_400_000);
  const found = sankrantiAfter(sign, from);
  if (!found) throw new RangeError(`sankranti of sign ${sign} not found in ${year}`);
  return found;
}

/** The civil day a solar month starts at a place, by a regional sankranti rule. */
export function solarMonthStart(sankranti: Date, rule: SankrantiRule, p: Place): string {
  const day = localDate(sankranti, p.timeZone);
  const t = sankranti.getTime();
  switch (rule) {
    case 'civil':
      return day;
    case 'sunset':
      return t < sunset(day, p).getTime() ? day : addDays(day, 1);
    case 'madhyahna': {
      const rise = sunrise(day, p).getTime();
      return t < rise + 0.6 * (sunset(day, p).getTime() - rise) ? day : addDays(day, 1);
    }
    case 'midnight': {
      // The Hindu day runs sunrise to sunrise: a sankranti before the day's sunrise belongs to the day before.
      const hinduDay = t < sunrise(day, p).getTime() ? addDays(day, -1) : day;
      return t < startOfLocalDay(addDays(hinduDay, 1), p.timeZone).getTime() ? addDays(hinduDay, 1) : addDays(hinduDay, 2);
    }
  }
}

/**
 * The first day of a solar month, from its `fromDay`-th day on, on which the Moon is in `nakshatra` at
 * sunrise; when it is in that nakshatra at no sunrise, the day it runs in. Null when there is none.
 */
export function nakshatraDayInSolarMonth(
  year: number,
  sign: number,
  nakshatra: number,
  rule: SankrantiRule,
  p: Place,
  fromDay = 1,
): string | null {
  const entry = sankrantiIn(year, sign);
  const exit = sankrantiAfter((sign + 1) % 12, new Date(entry.getTime() + 20 * 86_400_000));
  if (!exit) throw new RangeError(`the month after sign ${sign} in ${year} was not found`);
  const first = solarMonthStart(entry, rule, p);
  const next = solarMonthStart(exit, rule, p);
  const following = (n: number) => (n % 27) + 1;
  let skippedOn: string | null = null;
  for (let day = addDays(first, fromDay - 1), guard = 0; day < next && guard < 33; day = addDays(day, 1), guard++) {
    const atRise = nakshatraAt(sunrise(day, p));
    if (atRise === nakshatra) return day;
    // In effect at no sunrise (kshaya): it began and ended inside this day.
    if (following(atRise) === nakshatra && nakshatraAt(sunrise(addDays(day, 1), p)) === following(nakshatra)) skippedOn ??= day;
  }
  return skippedOn;
}
