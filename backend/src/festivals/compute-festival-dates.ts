import { DateTime } from 'luxon';
import { addDays } from '@sangam/shared';
import { Place } from './calendar/astro';
import {
  Lunation,
  SIGNS,
  lunationsAround,
  nakshatraDayInSolarMonth,
  observedDay,
  observedDayAvoidingBhadra,
  sankrantiIn,
  solarMonthStart,
  tithiSpan,
} from './calendar/hindu-calendar';
import { islamicDateInYear } from './calendar/islamic-calendar';
import { FESTIVALS, festivalBySlug } from './festival-definitions';
import { DateRule, FestivalDays } from './festival.types';

/** Years the computation answers for (astronomy-engine is accurate far beyond; this bounds the work asked). */
const MIN_COMPUTED_YEAR = 1950;
const MAX_COMPUTED_YEAR = 2150;

function checkInputs(year: number, place: Place): void {
  if (!Number.isInteger(year) || year < MIN_COMPUTED_YEAR || year > MAX_COMPUTED_YEAR) {
    throw new RangeError(`year must be an integer from ${MIN_COMPUTED_YEAR} to ${MAX_COMPUTED_YEAR}`);
  }
  // Above 60° the Sun may not rise or set on some days, and the rules that need sunrise have no answer.
  if (!(Math.abs(place.latitude) <= 60) || !(Math.abs(place.longitude) <= 180)) {
    throw new RangeError('latitude must be within ±60° and longitude within ±180°');
  }
  if (!DateTime.now().setZone(place.timeZone).isValid) throw new RangeError(`unknown time zone: ${place.timeZone}`);
}

/** Computes the days of one year at one place; `lunations` is shared by every lunar rule of the year. */
class YearComputation {
  private readonly main = new Map<string, string | null>();
  private readonly resolving = new Set<string>();
  private lunations: Lunation[] | null = null;

  constructor(
    private readonly year: number,
    private readonly place: Place,
  ) {}

  days(slug: string): FestivalDays | null {
    const f = festivalBySlug(slug);
    const mainDate = this.mainDate(slug);
    if (!f || !mainDate) return null;
    const startDate = f.start ? this.resolve(f.start) : mainDate;
    const endDate = f.end ? this.resolve(f.end) : mainDate;
    if (!startDate || !endDate) return null;
    return { slug, startDate, mainDate, endDate };
  }

  private mainDate(slug: string): string | null {
    if (this.main.has(slug)) return this.main.get(slug)!;
    const f = festivalBySlug(slug);
    if (!f || this.resolving.has(slug)) throw new Error(`festival rule refers to an unknown or circular festival: ${slug}`);
    this.resolving.add(slug);
    const date = this.resolve(f.date);
    this.resolving.delete(slug);
    this.main.set(slug, date);
    return date;
  }

  private resolve(rule: DateRule): string | null {
    const p = this.place;
    switch (rule.kind) {
      case 'relative': {
        const base = this.mainDate(rule.to);
        return base && addDays(base, rule.days);
      }
      case 'gregorian':
        return `${this.year}-${String(rule.month).padStart(2, '0')}-${String(rule.day).padStart(2, '0')}`;
      case 'sankranti':
        return addDays(solarMonthStart(sankrantiIn(this.year, SIGNS.indexOf(rule.sign)), rule.rule, p), rule.days ?? 0);
      case 'nakshatra':
        return nakshatraDayInSolarMonth(this.year, SIGNS.indexOf(rule.solarMonth), rule.nakshatra, rule.rule, p, rule.fromDay);
      case 'islamic':
        return islamicDateInYear(this.year, rule.month, rule.day, rule.criterion);
      case 'tithi':
        return this.tithiDay(rule);
    }
  }

  /** The festival day in the (non-leap) lunar month of that name whose day falls in the year. */
  private tithiDay(rule: Extract<DateRule, { kind: 'tithi' }>): string | null {
    const tithi = rule.paksha === 'shukla' ? rule.tithi : rule.tithi + 15;
    const kala = rule.kala ?? 'sunrise';
    this.lunations ??= lunationsAround(this.year);
    for (const l of this.lunations) {
      if (l.month !== rule.month || l.adhika) continue;
      const span = tithiSpan(l, tithi);
      const day = rule.avoidBhadra ? observedDayAvoidingBhadra(span, kala, this.place) : observedDay(span, kala, this.place, rule.prefer);
      if (day.startsWith(`${this.year}-`)) return day;
    }
    return null;
  }
}

const cache = new Map<string, FestivalDays[]>();
const CACHE_LIMIT = 32;

/**
 * Every known festival's days in a year at a place, by the astronomical rules (the cross-check for the
 * festival_dates table). A festival that does not fall in the year is left out. Results are cached per
 * year and place; one computation takes a fraction of a second.
 */
export function computeFestivalDates(year: number, place: Place): FestivalDays[] {
  checkInputs(year, place);
  const key = `${year}|${place.latitude}|${place.longitude}|${place.timeZone}`;
  const hit = cache.get(key);
  if (hit) return hit.map((d) => ({ ...d }));
  const run = new YearComputation(year, place);
  const result = FESTIVALS.map((f) => run.days(f.slug)).filter((d): d is FestivalDays => d !== null);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, result);
  return result.map((d) => ({ ...d }));
}
