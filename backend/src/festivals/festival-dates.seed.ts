import { FestivalTimeZone } from './us-locations';

/**
 * The festival dates Sangam ships for 2026 and 2027, as observed in the US, for each of the four time zones
 * (docs/festivals.md explains how they were set). They are loaded into festival_dates by a migration;
 * after that the table is the truth and admins edit it, so a published year is not changed here.
 *
 * Each entry gives the dates for every zone, `zones` the zones that differ. Where the table knowingly
 * departs from the astronomical computation for a zone, the zone is in `exceptionZones` and the note says
 * why; the festival tests check that these are exactly the disagreements.
 */

const ZONE = {
  eastern: 'America/New_York',
  central: 'America/Chicago',
  mountain: 'America/Denver',
  pacific: 'America/Los_Angeles',
} as const satisfies Record<string, FestivalTimeZone>;
type ZoneKey = keyof typeof ZONE;

interface Days {
  start?: string;
  main: string;
  end?: string;
}

/** A festival's days in a year (the year of its main day). */
interface SeedEntry extends Days {
  slug: string;
  zones?: Partial<Record<ZoneKey, Days>>;
  note?: string;
  exceptionZones?: readonly ZoneKey[];
}

export interface FestivalDateSeed extends SeedEntry {
  year: number;
}

const ALL_ZONES: readonly ZoneKey[] = ['eastern', 'central', 'mountain', 'pacific'];
const WEST_OF_EASTERN: readonly ZoneKey[] = ['central', 'mountain', 'pacific'];

const EID_AL_FITR_NOTE =
  "The Fiqh Council of North America's calculated date, followed by ISNA and many US mosques; mosques that wait for a local moon sighting may celebrate a day later.";
const EID_AL_ADHA_NOTE =
  "Follows Saudi Arabia's Day of Arafah, as the Fiqh Council of North America and ISNA do; mosques that follow a local moon sighting may celebrate a day later.";
const JANMASHTAMI_NOTE =
  'Smarta date (Ashtami at midnight); ISKCON and other Vaishnava temples, which want Ashtami at sunrise, may celebrate the next day.';

const ENTRIES: readonly SeedEntry[] = [
  // ---- 2026 --------------------------------------------------------------------------------------
  { slug: 'makar-sankranti', main: '2026-01-14' },
  { slug: 'pongal', start: '2026-01-13', main: '2026-01-14', end: '2026-01-16' },
  { slug: 'lohri', main: '2026-01-13' },
  { slug: 'vasant-panchami', main: '2026-01-23' },
  { slug: 'republic-day', main: '2026-01-26' },
  { slug: 'maha-shivaratri', main: '2026-02-15' },
  { slug: 'holika-dahan', main: '2026-03-02' },
  { slug: 'holi', start: '2026-03-02', main: '2026-03-03' },
  { slug: 'ugadi', main: '2026-03-19' },
  { slug: 'chaitra-navratri', main: '2026-03-19', end: '2026-03-26' },
  { slug: 'cheti-chand', main: '2026-03-20' },
  { slug: 'eid-al-fitr', main: '2026-03-20', note: EID_AL_FITR_NOTE },
  { slug: 'ram-navami', main: '2026-03-26' },
  {
    slug: 'hanuman-jayanti',
    main: '2026-04-01',
    note: 'The full moon of Chaitra is in effect at sunrise on 1 April in the US (2 April in India).',
  },
  {
    slug: 'vaisakhi',
    main: '2026-04-14',
    note: 'Gurdwaras keep the date of the Sikh calendar published by the SGPC in Amritsar, 14 April; the Sun enters Mesha at 12:02 AM Eastern on the 14th, which is still the 13th in Central, Mountain and Pacific time.',
    exceptionZones: WEST_OF_EASTERN,
  },
  { slug: 'vishu', main: '2026-04-14' },
  { slug: 'puthandu', main: '2026-04-14' },
  {
    slug: 'bihu',
    start: '2026-04-14',
    main: '2026-04-15',
    end: '2026-04-16',
    note: 'Follows the Assamese calendar (Bohag 1 on 15 April in Assam); by the midnight rule at US local time, Bohag would begin on the 14th west of Eastern time.',
    exceptionZones: WEST_OF_EASTERN,
  },
  {
    slug: 'pohela-boishakh',
    main: '2026-04-15',
    note: 'Follows the Bengali panjika of West Bengal (Boishakh 1 on 15 April); by the midnight rule at US local time it would be the 14th west of Eastern time. Bangladesh keeps Pohela Boishakh on 14 April every year.',
    exceptionZones: WEST_OF_EASTERN,
  },
  { slug: 'eid-al-adha', main: '2026-05-27', note: EID_AL_ADHA_NOTE },
  {
    slug: 'rath-yatra',
    main: '2026-07-15',
    note: 'Puri celebrates on 16 July; US chariot processions are usually held on a nearby weekend.',
  },
  { slug: 'india-independence-day', main: '2026-08-15' },
  { slug: 'onam', start: '2026-08-17', main: '2026-08-26' },
  {
    slug: 'raksha-bandhan',
    main: '2026-08-27',
    note: 'The full moon of Shravana falls on 27 August at US sunrise (28 August in India).',
  },
  { slug: 'janmashtami', main: '2026-09-03', note: JANMASHTAMI_NOTE },
  { slug: 'ganesh-chaturthi', main: '2026-09-14', end: '2026-09-25' },
  { slug: 'navratri', main: '2026-10-11', end: '2026-10-19' },
  { slug: 'durga-puja', start: '2026-10-16', main: '2026-10-18', end: '2026-10-20' },
  { slug: 'dussehra', main: '2026-10-20' },
  {
    slug: 'karva-chauth',
    main: '2026-10-28',
    note: 'Chaturthi is in effect at moonrise on 28 October in the US (29 October in India).',
  },
  { slug: 'diwali', start: '2026-11-06', main: '2026-11-08', end: '2026-11-10' },
  { slug: 'dhanteras', main: '2026-11-06' },
  { slug: 'naraka-chaturdashi', main: '2026-11-07' },
  { slug: 'lakshmi-puja', main: '2026-11-08' },
  {
    slug: 'kali-puja',
    main: '2026-11-08',
    zones: { mountain: { main: '2026-11-07' }, pacific: { main: '2026-11-07' } },
    note: 'The new moon is in effect at midnight on the night of 7 November in Mountain and Pacific time, 8 November further east; associations that follow the Kolkata panjika keep 8 November.',
  },
  { slug: 'govardhan-puja', main: '2026-11-09' },
  { slug: 'bhai-dooj', main: '2026-11-10' },
  { slug: 'chhath', start: '2026-11-13', main: '2026-11-15', end: '2026-11-16' },
  { slug: 'guru-nanak-jayanti', main: '2026-11-24' },
  { slug: 'kartik-purnima', main: '2026-11-24' },

  // ---- 2027 --------------------------------------------------------------------------------------
  { slug: 'lohri', main: '2027-01-13' },
  {
    slug: 'makar-sankranti',
    main: '2027-01-15',
    note: "Panchangs keep Sankranti on 15 January: the Sun enters Makara at 9:10 PM in India on the 14th, after sunset (10:40 AM Eastern, so US-local reckoning would say the 14th). Gujarat's Uttarayan kite festival is on 14 January every year.",
    exceptionZones: ALL_ZONES,
  },
  {
    slug: 'pongal',
    start: '2027-01-14',
    main: '2027-01-15',
    end: '2027-01-17',
    note: 'Follows the Tamil calendar (Thai 1 on 15 January in Tamil Nadu, the Sun entering Makara after sunset there); at US local time it enters on the morning of the 14th.',
    exceptionZones: ALL_ZONES,
  },
  { slug: 'republic-day', main: '2027-01-26' },
  { slug: 'vasant-panchami', main: '2027-02-11' },
  {
    slug: 'maha-shivaratri',
    main: '2027-03-06',
    zones: { mountain: { main: '2027-03-05' }, pacific: { main: '2027-03-05' } },
    note: 'Chaturdashi is in effect at midnight on the night of 5 March in Mountain and Pacific time, 6 March further east.',
  },
  { slug: 'eid-al-fitr', main: '2027-03-09', note: EID_AL_FITR_NOTE },
  { slug: 'holika-dahan', main: '2027-03-21' },
  { slug: 'holi', start: '2027-03-21', main: '2027-03-22' },
  { slug: 'ugadi', main: '2027-04-07' },
  { slug: 'chaitra-navratri', main: '2027-04-07', end: '2027-04-14' },
  { slug: 'cheti-chand', main: '2027-04-08' },
  { slug: 'ram-navami', main: '2027-04-14', note: 'Navami is in effect at midday on 14 April in the US (15 April in India).' },
  { slug: 'hanuman-jayanti', main: '2027-04-20' },
  { slug: 'vaisakhi', main: '2027-04-14' },
  {
    slug: 'vishu',
    main: '2027-04-15',
    note: 'Follows the Malayalam calendar: the Sun enters Mesha at 3:28 PM in Kerala on the 14th, after midday, so Medam 1 is 15 April (at US local time it enters before dawn on the 14th).',
    exceptionZones: ALL_ZONES,
  },
  { slug: 'puthandu', main: '2027-04-14' },
  { slug: 'bihu', start: '2027-04-14', main: '2027-04-15', end: '2027-04-16' },
  { slug: 'pohela-boishakh', main: '2027-04-15' },
  { slug: 'eid-al-adha', main: '2027-05-16', note: EID_AL_ADHA_NOTE },
  { slug: 'rath-yatra', main: '2027-07-05' },
  { slug: 'india-independence-day', main: '2027-08-15' },
  {
    slug: 'raksha-bandhan',
    main: '2027-08-16',
    note: 'The Bhadra-free full moon of Shravana falls on 16 August at US local time (17 August in India).',
  },
  { slug: 'janmashtami', main: '2027-08-24', note: JANMASHTAMI_NOTE },
  {
    slug: 'ganesh-chaturthi',
    main: '2027-09-03',
    end: '2027-09-14',
    note: 'Chaturthi is in effect at midday on 3 September in the US (4 September in India).',
  },
  { slug: 'onam', start: '2027-09-03', main: '2027-09-12' },
  { slug: 'navratri', main: '2027-09-30', end: '2027-10-08' },
  { slug: 'durga-puja', start: '2027-10-05', main: '2027-10-07', end: '2027-10-09' },
  { slug: 'dussehra', main: '2027-10-09' },
  { slug: 'karva-chauth', main: '2027-10-18' },
  { slug: 'diwali', start: '2027-10-26', main: '2027-10-28', end: '2027-10-30' },
  { slug: 'dhanteras', main: '2027-10-26' },
  { slug: 'naraka-chaturdashi', main: '2027-10-28' },
  {
    slug: 'lakshmi-puja',
    main: '2027-10-28',
    note: 'The new moon is in effect in the US evening of 28 October, the same day as Naraka Chaturdashi (29 October in India).',
  },
  { slug: 'kali-puja', main: '2027-10-28' },
  {
    slug: 'govardhan-puja',
    main: '2027-10-30',
    zones: { mountain: { main: '2027-10-29' }, pacific: { main: '2027-10-29' } },
    note: 'Pratipada begins before sunrise on 29 October in Mountain and Pacific time, after it further east.',
  },
  { slug: 'bhai-dooj', main: '2027-10-30' },
  {
    slug: 'chhath',
    start: '2027-11-02',
    main: '2027-11-04',
    end: '2027-11-05',
    zones: { pacific: { start: '2027-11-01', main: '2027-11-03', end: '2027-11-04' } },
    note: 'Shashthi begins before sunrise on 3 November in Pacific time, after it further east.',
  },
  { slug: 'kartik-purnima', main: '2027-11-13' },
  {
    slug: 'guru-nanak-jayanti',
    main: '2027-11-14',
    note: "Gurdwaras keep the SGPC calendar's Gurpurab, on Kartik Puranmashi in India (14 November); at US sunrise the full moon is in effect on the 13th.",
    exceptionZones: ALL_ZONES,
  },
];

export const FESTIVAL_DATE_SEED: readonly FestivalDateSeed[] = ENTRIES.map((e) => ({ ...e, year: Number(e.main.slice(0, 4)) }));

/** One row of festival_dates. */
export interface FestivalDateRow {
  festivalSlug: string;
  year: number;
  timeZone: FestivalTimeZone;
  startDate: string;
  mainDate: string;
  endDate: string;
  note: string | null;
}

/** The seed as table rows, one per festival, year and time zone. */
export function festivalDateSeedRows(years?: readonly number[]): FestivalDateRow[] {
  return FESTIVAL_DATE_SEED.filter((s) => !years || years.includes(s.year)).flatMap((s) =>
    ALL_ZONES.map((key) => {
      const d = s.zones?.[key] ?? s;
      return {
        festivalSlug: s.slug,
        year: s.year,
        timeZone: ZONE[key],
        startDate: d.start ?? d.main,
        mainDate: d.main,
        endDate: d.end ?? d.main,
        note: s.note ?? null,
      };
    }),
  );
}

/** The (festival, year, time zone) rows where the seed knowingly differs from the computation. */
export function documentedExceptions(): { slug: string; year: number; timeZone: FestivalTimeZone; reason: string }[] {
  return FESTIVAL_DATE_SEED.flatMap((s) =>
    (s.exceptionZones ?? []).map((key) => ({ slug: s.slug, year: s.year, timeZone: ZONE[key], reason: s.note ?? '' })),
  );
}
