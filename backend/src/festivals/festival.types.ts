import type { LanguageCode } from '../community-tags/languages';
import type { Kala, LunarMonth, SankrantiRule, Sign } from './calendar/hindu-calendar';
import type { CrescentCriterion } from './calendar/islamic-calendar';

/**
 * How a festival day is found in a year.
 * - tithi: a lunar day of an amanta month (the month ends at the new moon); `tithi` counts 1..15 within the
 *   paksha (15 in the dark half is Amavasya, in the bright half Purnima); `kala` is when of the day the tithi
 *   must be in effect (sunrise by default);
 * - sankranti: the day a solar month starts, when the Sun enters a sidereal sign, by a regional rule
 *   (`days` after it: Lohri is the eve of Maghi);
 * - nakshatra: the day of a solar month (from its `fromDay`-th day) on which the Moon is in a nakshatra
 *   (1..27) at sunrise;
 * - islamic: a day of an Islamic month, the month starting with the young crescent by a criterion;
 * - gregorian: a fixed date;
 * - relative: some days after (or before) another festival's main day (its own, for a festival's span).
 */
export type DateRule =
  | {
      kind: 'tithi';
      month: LunarMonth;
      paksha: 'shukla' | 'krishna';
      tithi: number;
      kala?: Kala;
      prefer?: 'first' | 'second';
      /** Keep the kala out of Bhadra, the first half of Purnima (Raksha Bandhan). */
      avoidBhadra?: boolean;
    }
  | { kind: 'sankranti'; sign: Sign; rule: SankrantiRule; days?: number }
  | { kind: 'nakshatra'; nakshatra: number; solarMonth: Sign; rule: SankrantiRule; fromDay?: number }
  | { kind: 'islamic'; month: number; day: number; criterion: CrescentCriterion }
  | { kind: 'gregorian'; month: number; day: number }
  | { kind: 'relative'; to: string; days: number };

/** A name a festival goes by: a spelling, a regional name or a name in an Indian script. */
interface FestivalName {
  name: string;
  /** The communities this name points to, when it is theirs rather than everyone's ('Gudi Padwa' → Marathi). */
  languages?: LanguageCode[];
}

export interface FestivalDefinition {
  /** URL-safe id: '/festivals/diwali-2026'. */
  slug: string;
  /** The name shown on pages. */
  name: string;
  /** Every other name and spelling (the display name is matched too). */
  names: FestivalName[];
  /** Words that suggest the festival when no name appears ('garba' → Navratri); never exported as synonyms. */
  cues?: string[];
  /** The festival a day belongs to (Dhanteras → Diwali). */
  parent?: string;
  /** The communities that celebrate it as their own; empty when it belongs to everyone. */
  languages: LanguageCode[];
  /** One plain paragraph for the festival's public page. */
  description: string;
  /** The main day. */
  date: DateRule;
  /** First and last day of a festival that runs several days (Navratri's nine nights). */
  start?: DateRule;
  end?: DateRule;
}

/** A festival's days in one year at one place. */
export interface FestivalDays {
  slug: string;
  startDate: string;
  mainDate: string;
  endDate: string;
}
