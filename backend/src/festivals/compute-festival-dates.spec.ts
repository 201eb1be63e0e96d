import { computeFestivalDates } from './compute-festival-dates';
import { FESTIVALS } from './festival-definitions';
import { FESTIVAL_LOCATIONS, FESTIVAL_TIME_ZONES } from './us-locations';

const NEW_DELHI = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const KOLKATA = { latitude: 22.5726, longitude: 88.3639, timeZone: 'Asia/Kolkata' };
const KOCHI = { latitude: 9.9312, longitude: 76.2673, timeZone: 'Asia/Kolkata' };

function mainDate(year: number, place: Parameters<typeof computeFestivalDates>[1], slug: string): string | undefined {
  return computeFestivalDates(year, place).find((d) => d.slug === slug)?.mainDate;
}

describe('computeFestivalDates', () => {
  // Published dates in India (national holiday lists and panchangs), computed for New Delhi.
  it.each([
    ['dhanteras', '2024-10-29', '2025-10-18'],
    ['lakshmi-puja', '2024-10-31', '2025-10-20'],
    ['govardhan-puja', '2024-11-02', '2025-10-22'],
    ['bhai-dooj', '2024-11-03', '2025-10-23'],
    ['navratri', '2024-10-03', '2025-09-22'],
    ['dussehra', '2024-10-12', '2025-10-02'],
    ['makar-sankranti', '2024-01-15', '2025-01-14'],
    ['lohri', '2024-01-14', '2025-01-13'],
    ['pongal', '2024-01-15', '2025-01-14'],
    ['vasant-panchami', '2024-02-14', '2025-02-02'],
    ['maha-shivaratri', '2024-03-08', '2025-02-26'],
    ['holi', '2024-03-25', '2025-03-14'],
    ['ugadi', '2024-04-09', '2025-03-30'],
    ['ram-navami', '2024-04-17', '2025-04-06'],
    ['hanuman-jayanti', '2024-04-23', '2025-04-12'],
    ['rath-yatra', '2024-07-07', '2025-06-27'],
    ['raksha-bandhan', '2024-08-19', '2025-08-09'],
    ['ganesh-chaturthi', '2024-09-07', '2025-08-27'],
    ['karva-chauth', '2024-10-20', '2025-10-10'],
    ['chhath', '2024-11-07', '2025-10-27'],
    ['guru-nanak-jayanti', '2024-11-15', '2025-11-05'],
  ])('%s in India: %s and %s', (slug, in2024, in2025) => {
    expect(mainDate(2024, NEW_DELHI, slug)).toBe(in2024);
    expect(mainDate(2025, NEW_DELHI, slug)).toBe(in2025);
  });

  it('finds Onam in Kerala on the Thiruvonam whose Atham is in Chingam (2024: the second one)', () => {
    expect(mainDate(2024, KOCHI, 'onam')).toBe('2024-09-15');
    expect(mainDate(2025, KOCHI, 'onam')).toBe('2025-09-05');
  });

  it('finds Maha Ashtami of Durga Puja in Kolkata', () => {
    const puja2024 = computeFestivalDates(2024, KOLKATA).find((d) => d.slug === 'durga-puja')!;
    expect(puja2024).toEqual({ slug: 'durga-puja', startDate: '2024-10-09', mainDate: '2024-10-11', endDate: '2024-10-12' });
  });

  it('gives the US dates US panchangs gave (New York)', () => {
    const newYork = FESTIVAL_LOCATIONS['America/New_York'];
    expect(mainDate(2021, newYork, 'lakshmi-puja')).toBe('2021-11-04');
    expect(mainDate(2022, newYork, 'dhanteras')).toBe('2022-10-22');
    expect(mainDate(2024, newYork, 'lakshmi-puja')).toBe('2024-10-31');
    expect(mainDate(2025, newYork, 'lakshmi-puja')).toBe('2025-10-20');
  });

  it('knows every festival in 2026 and 2027 in every US zone, with its days in order', () => {
    for (const year of [2026, 2027]) {
      for (const zone of FESTIVAL_TIME_ZONES) {
        const days = computeFestivalDates(year, FESTIVAL_LOCATIONS[zone]);
        expect(days.map((d) => d.slug)).toEqual(FESTIVALS.map((f) => f.slug));
        for (const d of days) {
          expect(d.startDate <= d.mainDate && d.mainDate <= d.endDate).toBe(true);
          expect(d.mainDate.startsWith(`${year}-`)).toBe(true);
        }
      }
    }
  });

  it('finds Diwali 2026 on 8 November across the US, Dhanteras to Bhai Dooj', () => {
    for (const zone of FESTIVAL_TIME_ZONES) {
      expect(computeFestivalDates(2026, FESTIVAL_LOCATIONS[zone]).find((d) => d.slug === 'diwali')).toEqual({
        slug: 'diwali',
        startDate: '2026-11-06',
        mainDate: '2026-11-08',
        endDate: '2026-11-10',
      });
    }
  });

  it('answers from its cache without letting callers change it', () => {
    const newYork = FESTIVAL_LOCATIONS['America/New_York'];
    computeFestivalDates(2026, newYork)[0].mainDate = 'changed';
    expect(computeFestivalDates(2026, newYork)[0].mainDate).not.toBe('changed');
  });

  it('refuses years and places it cannot answer for', () => {
    const newYork = FESTIVAL_LOCATIONS['America/New_York'];
    expect(() => computeFestivalDates(1800, newYork)).toThrow(RangeError);
    expect(() => computeFestivalDates(2026.5, newYork)).toThrow(RangeError);
    expect(() => computeFestivalDates(2026, { ...newYork, latitude: 70 })).toThrow(RangeError);
    expect(() => computeFestivalDates(2026, { ...newYork, latitude: Number.NaN })).toThrow(RangeError);
    expect(() => computeFestivalDates(2026, { ...newYork, timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });
});
