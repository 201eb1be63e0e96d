import { occurrenceDates, seriesProblem, SERIES_TOO_LONG, UNTIL_BEFORE_FIRST } from './recurrence';

describe('recurrence', () => {
  it('weekly and every other week step from the first date up to and including until', () => {
    expect(occurrenceDates('weekly', '2026-12-06', '2027-01-24')).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
      '2026-12-27',
      '2027-01-03',
      '2027-01-10',
      '2027-01-17',
      '2027-01-24',
    ]);
    expect(occurrenceDates('biweekly', '2026-12-04', '2027-01-14')).toEqual(['2026-12-04', '2026-12-18', '2027-01-01']);
    expect(occurrenceDates('weekly', '2026-12-06', '2026-12-06')).toEqual(['2026-12-06']);
  });

  it('monthly keeps the nth weekday of the first date, and a fifth weekday means the last', () => {
    // 2026-12-06 is the first Sunday of December.
    expect(occurrenceDates('monthly', '2026-12-06', '2027-03-31')).toEqual(['2026-12-06', '2027-01-03', '2027-02-07', '2027-03-07']);
    // 2026-12-18 is the third Friday.
    expect(occurrenceDates('monthly', '2026-12-18', '2027-02-28')).toEqual(['2026-12-18', '2027-01-15', '2027-02-19']);
    // 2026-12-29 is the fifth (last) Tuesday; February 2027's last Tuesday is the 23rd.
    expect(occurrenceDates('monthly', '2026-12-29', '2027-02-28')).toEqual(['2026-12-29', '2027-01-26', '2027-02-23']);
  });

  it('a weekly series of a whole year has 53 dates at most', () => {
    expect(occurrenceDates('weekly', '2026-12-06', '2027-12-06')).toHaveLength(53);
  });

  it('allows at most one year, and until not before the first date', () => {
    expect(seriesProblem('2026-12-06', '2027-12-06')).toBeNull();
    expect(seriesProblem('2026-12-06', '2027-12-07')).toBe(SERIES_TOO_LONG);
    expect(seriesProblem('2026-12-06', '2026-12-05')).toBe(UNTIL_BEFORE_FIRST);
  });
});
