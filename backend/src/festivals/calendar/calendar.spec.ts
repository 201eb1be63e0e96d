import { addDays } from '@sangam/shared';
import { MakeTime } from 'astronomy-engine';
import {
  lahiriAyanamsa,
  localDate,
  nakshatraAt,
  nextElongation,
  sankrantiAfter,
  siderealSunLongitude,
  startOfLocalDay,
  sunrise,
  sunset,
  tithiAt,
} from './astro';
import { LUNAR_MONTHS, kalaMoment, lunationsAround, observedDay, sankrantiIn, solarMonthStart } from './hindu-calendar';
import { islamicDateInYear, tabularIslamicDate } from './islamic-calendar';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437, timeZone: 'America/Los_Angeles' };
const DELHI = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const minutesBetween = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) / 60_000;

describe('civil days', () => {
  it('finds local midnight across daylight-saving changes', () => {
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', 'America/Los_Angeles').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(startOfLocalDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('names the civil date of a moment in a zone and steps over month and year ends', () => {
    expect(localDate(new Date('2026-04-14T04:02:00Z'), 'America/New_York')).toBe('2026-04-14');
    expect(localDate(new Date('2026-04-14T04:02:00Z'), 'America/Chicago')).toBe('2026-04-13');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('puts sunrise and sunset on the right local day, in order', () => {
    for (const p of [NEW_YORK, LOS_ANGELES, DELHI]) {
      for (const day of ['2026-01-14', '2026-06-21', '2026-11-08']) {
        const rise = sunrise(day, p);
        const set = sunset(day, p);
        expect(localDate(rise, p.timeZone)).toBe(day);
        expect(localDate(set, p.timeZone)).toBe(day);
        expect(set.getTime()).toBeGreaterThan(rise.getTime());
      }
    }
    // New York, 21 June 2026: sunrise 5:25 AM EDT (09:25 UTC), within two minutes.
    expect(minutesBetween(sunrise('2026-06-21', NEW_YORK), new Date('2026-06-21T09:25:00Z'))).toBeLessThan(2);
  });
});

describe('sun and moon', () => {
  it('uses the Lahiri ayanamsa: 23.857° at J2000, growing about 50.3″ a year', () => {
    expect(lahiriAyanamsa(MakeTime(new Date('2000-01-01T12:00:00Z')))).toBeCloseTo(23.857, 2);
    const perYear = lahiriAyanamsa(MakeTime(new Date('2027-01-01T00:00:00Z'))) - lahiriAyanamsa(MakeTime(new Date('2026-01-01T00:00:00Z')));
    expect(perYear * 3600).toBeCloseTo(50.3, 0);
  });

  it('counts tithis from the new moon: 1 just after it, 15 just before full moon, 30 just before the next', () => {
    const newMoon = nextElongation(0, new Date('2026-10-25T00:00:00Z'), 30)!;
    const fullMoon = nextElongation(180, newMoon, 30)!;
    const nextNew = nextElongation(0, new Date(newMoon.getTime() + 86_400_000), 31)!;
    const minute = 60_000;
    expect(tithiAt(new Date(newMoon.getTime() + minute))).toBe(1);
    expect(tithiAt(new Date(fullMoon.getTime() - minute))).toBe(15);
    expect(tithiAt(new Date(fullMoon.getTime() + minute))).toBe(16);
    expect(tithiAt(new Date(nextNew.getTime() - minute))).toBe(30);
  });

  it('times sankrantis as panchangs do, to within a quarter of an hour', () => {
    // Makar Sankranti 2026: 3:13 PM IST on 14 January; Mesha Sankranti 2025: 3:30 AM IST on 14 April.
    expect(minutesBetween(sankrantiIn(2026, 9), new Date('2026-01-14T09:43:00Z'))).toBeLessThan(15);
    expect(minutesBetween(sankrantiIn(2025, 0), new Date('2025-04-13T22:00:00Z'))).toBeLessThan(15);
    expect(siderealSunLongitude(sankrantiIn(2026, 9))).toBeCloseTo(270, 4);
  });

  it('returns null when a sankranti is not in the searched window', () => {
    expect(sankrantiAfter(0, new Date('2026-06-01T00:00:00Z'))).toBeNull();
  });

  it('names the nakshatra: Onam 2026 (26 August) is under Thiruvonam (Shravana, 22) at Kochi sunrise', () => {
    expect(nakshatraAt(sunrise('2026-08-26', { latitude: 9.9312, longitude: 76.2673, timeZone: 'Asia/Kolkata' }))).toBe(22);
  });
});

describe('lunar months', () => {
  it('finds 2026 adhika (leap) Jyeshtha, from the new moon of 16 May to that of 15 June', () => {
    const months = lunationsAround(2026);
    const adhika = months.filter((m) => m.adhika);
    expect(adhika).toHaveLength(1);
    expect(adhika[0].month).toBe('jyeshtha');
    expect(adhika[0].start.toISOString().slice(0, 10)).toBe('2026-05-16');
    expect(adhika[0].end.toISOString().slice(0, 10)).toBe('2026-06-15');
    // Every other month follows the one before it.
    const regular = months.filter((m) => !m.adhika);
    for (let i = 1; i < regular.length; i++) {
      expect(LUNAR_MONTHS.indexOf(regular[i].month)).toBe((LUNAR_MONTHS.indexOf(regular[i - 1].month) + 1) % 12);
    }
  });

  it('has no leap month in 2027', () => {
    expect(lunationsAround(2027).filter((m) => m.adhika && m.start.getUTCFullYear() === 2027)).toEqual([]);
  });
});

describe('observed day of a tithi', () => {
  const span = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

  it('takes the day the tithi holds at the kala', () => {
    // Begins 10:00 EDT on the 10th, ends 08:00 EDT on the 11th: at sunrise only on the 11th, at midday only on the 10th.
    const s = span('2026-09-10T14:00:00Z', '2026-09-11T12:00:00Z');
    expect(observedDay(s, 'sunrise', NEW_YORK)).toBe('2026-09-11');
    expect(observedDay(s, 'madhyahna', NEW_YORK)).toBe('2026-09-10');
    expect(observedDay(s, 'pradosh', NEW_YORK)).toBe('2026-09-10');
  });

  it('keeps a tithi that holds at no sunrise (kshaya) on the day it runs', () => {
    const s = span('2026-09-10T12:00:00Z', '2026-09-11T08:00:00Z'); // 8 AM to 4 AM EDT
    expect(observedDay(s, 'sunrise', NEW_YORK)).toBe('2026-09-10');
  });

  it('takes the first of two days unless the rule prefers the second', () => {
    const s = span('2026-09-10T09:00:00Z', '2026-09-11T11:30:00Z'); // 5 AM to 7:30 AM EDT, two sunrises
    expect(observedDay(s, 'sunrise', NEW_YORK)).toBe('2026-09-10');
    expect(observedDay(s, 'sunrise', NEW_YORK, 'second')).toBe('2026-09-11');
  });

  it('puts the kalas in their order through the day', () => {
    const order = ['arunodaya', 'sunrise', 'purvahna', 'madhyahna', 'aparahna', 'pradosh', 'nishita'] as const;
    const times = order.map((k) => kalaMoment('2026-09-10', k, NEW_YORK).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});

describe('solar month rules', () => {
  // Mesha Sankranti 2026 at 04:02 UTC: 12:02 AM EDT on the 14th, 9:02 PM PDT on the 13th.
  const mesha = sankrantiIn(2026, 0);

  it('applies each regional rule to a late-evening sankranti', () => {
    expect(solarMonthStart(mesha, 'civil', NEW_YORK)).toBe('2026-04-14');
    expect(solarMonthStart(mesha, 'civil', LOS_ANGELES)).toBe('2026-04-13');
    expect(solarMonthStart(mesha, 'sunset', LOS_ANGELES)).toBe('2026-04-14');
    expect(solarMonthStart(mesha, 'madhyahna', LOS_ANGELES)).toBe('2026-04-14');
    // Bengali: after sunrise and before midnight → the next day; after midnight → the day after that.
    expect(solarMonthStart(mesha, 'midnight', LOS_ANGELES)).toBe('2026-04-14');
    expect(solarMonthStart(mesha, 'midnight', NEW_YORK)).toBe('2026-04-15');
  });
});

describe('Islamic months', () => {
  it('approximates with the tabular calendar', () => {
    expect(tabularIslamicDate(1447, 10, 1)).toBe('2026-03-20');
  });

  it.each([
    // Eid al-Fitr as the Fiqh Council of North America announced it (its calculation).
    [2023, 10, 1, 'fcna', '2023-04-21'],
    [2024, 10, 1, 'fcna', '2024-04-10'],
    [2025, 10, 1, 'fcna', '2025-03-30'],
    [2025, 9, 1, 'fcna', '2025-03-01'],
    // Eid al-Adha as Saudi Arabia kept it.
    [2023, 12, 10, 'umm-al-qura', '2023-06-28'],
    [2024, 12, 10, 'umm-al-qura', '2024-06-16'],
    [2025, 12, 10, 'umm-al-qura', '2025-06-06'],
  ] as const)('%i month %i day %i by %s is %s', (year, month, day, criterion, expected) => {
    expect(islamicDateInYear(year, month, day, criterion)).toBe(expected);
  });
});
