import { afterEach, describe, expect, it } from 'vitest';
import { localDay } from '../../lib/format';
import { addDays, chipRange } from './date-chips';

describe('date chips', () => {
  describe('This weekend', () => {
    it.each([
      ['Monday', '2026-10-26', '2026-10-30', '2026-11-01'],
      ['Thursday', '2026-10-29', '2026-10-30', '2026-11-01'],
      ['Friday: from today, Friday night included', '2026-10-30', '2026-10-30', '2026-11-01'],
      ['Saturday: from today', '2026-10-31', '2026-10-31', '2026-11-01'],
      ['Sunday: today only', '2026-11-01', '2026-11-01', '2026-11-01'],
      ['a weekend across a year end', '2026-12-31', '2027-01-01', '2027-01-03'],
      ['a leap-day Saturday', '2028-02-26', '2028-02-26', '2028-02-27'],
    ])('%s (%s) → %s to %s', (_name, today, from, to) => {
      expect(chipRange('weekend', today)).toEqual({ from, to });
    });
  });

  it('Today is today only', () => {
    expect(chipRange('today', '2026-10-30')).toEqual({ from: '2026-10-30', to: '2026-10-30' });
  });

  it('Next 7 days is today and the six days after, across a month end', () => {
    expect(chipRange('week', '2026-10-28')).toEqual({ from: '2026-10-28', to: '2026-11-03' });
  });

  it.each([
    ['a 31-day month', '2026-10-12', '2026-10-31'],
    ['a 30-day month', '2026-11-30', '2026-11-30'],
    ['February', '2026-02-03', '2026-02-28'],
    ['February of a leap year', '2028-02-03', '2028-02-29'],
    ['December', '2026-12-31', '2026-12-31'],
  ])('This month in %s runs from today to its last day', (_name, today, to) => {
    expect(chipRange('month', today)).toEqual({ from: today, to });
  });

  it('adds days by the calendar, also over a daylight-saving change (US: 8 March 2026)', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  });

  describe("the visitor's local day", () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it('is the day in the browser time zone, not in UTC', () => {
      // 02:30 UTC on Friday 30 October is still Thursday evening in New York and Los Angeles.
      const instant = new Date('2026-10-30T02:30:00Z');
      process.env.TZ = 'America/New_York';
      expect(localDay(instant)).toBe('2026-10-29');
      expect(chipRange('weekend', localDay(instant))).toEqual({ from: '2026-10-30', to: '2026-11-01' });
      process.env.TZ = 'America/Los_Angeles';
      expect(localDay(instant)).toBe('2026-10-29');
      process.env.TZ = 'Asia/Kolkata';
      expect(localDay(instant)).toBe('2026-10-30');
      // Late Sunday evening in Honolulu is Monday in UTC: the weekend is still today.
      process.env.TZ = 'Pacific/Honolulu';
      const sundayNight = new Date('2026-11-02T08:00:00Z');
      expect(localDay(sundayNight)).toBe('2026-11-01');
      expect(chipRange('weekend', localDay(sundayNight))).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    });
  });
});
