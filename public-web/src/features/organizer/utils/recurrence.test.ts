import { describe, expect, it } from 'vitest';
import { defaultUntil, occurrenceDates, SERIES_TOO_LONG, UNTIL_BEFORE_START, untilProblem } from './recurrence';

describe('recurrence', () => {
  it('lists the dates up to and including until', () => {
    const weekly = occurrenceDates('2026-12-06', { frequency: 'weekly', until: '2027-01-24' });
    expect(weekly).toHaveLength(8);
    expect(weekly[0]).toBe('2026-12-06');
    expect(weekly[7]).toBe('2027-01-24');
    expect(occurrenceDates('2026-12-06', { frequency: 'biweekly', until: '2027-01-03' })).toEqual([
      '2026-12-06',
      '2026-12-20',
      '2027-01-03',
    ]);
    expect(occurrenceDates('2026-12-06', { frequency: 'monthly', until: '2027-03-01' })).toEqual([
      '2026-12-06',
      '2027-01-03',
      '2027-02-07',
    ]);
    // A fifth Tuesday repeats on the last Tuesday of each month.
    expect(occurrenceDates('2026-12-29', { frequency: 'monthly', until: '2027-02-28' })).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
    ]);
  });

  it('until must be after the first date and within a year', () => {
    expect(untilProblem('2026-12-06', '2026-12-01')).toBe(UNTIL_BEFORE_START);
    expect(untilProblem('2026-12-06', '2027-12-07')).toBe(SERIES_TOO_LONG);
    expect(untilProblem('2026-12-06', '2027-12-06')).toBeNull();
    expect(untilProblem('2026-12-06', '')).toBe('Until is required for a repeating event');
  });

  it('fills in a last day three months on (six for monthly), keeping to the month’s end', () => {
    expect(defaultUntil('2026-11-29', 'weekly')).toBe('2027-02-28');
    expect(defaultUntil('2026-12-06', 'biweekly')).toBe('2027-03-06');
    expect(defaultUntil('2026-12-06', 'monthly')).toBe('2027-06-06');
    expect(defaultUntil('2026-08-31', 'weekly')).toBe('2026-11-30');
    expect(defaultUntil('', 'weekly')).toBe('');
  });
});
