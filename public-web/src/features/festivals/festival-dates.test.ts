import { describe, expect, it } from 'vitest';
import { festivalDays } from '../../lib/festival-days';
import { datesFor, isFestivalAddress, zoneLabel } from './festival-dates';

const row = (timeZone: string, mainDate: string) => ({ timeZone, startDate: mainDate, mainDate, endDate: mainDate, note: null });

describe('festival pages', () => {
  it('reads the page address', () => {
    expect(isFestivalAddress('diwali-2026')).toBe(true);
    expect(isFestivalAddress('ganesh-chaturthi-2027')).toBe(true);
    expect(isFestivalAddress('navratri')).toBe(true);
    expect(isFestivalAddress('-2026')).toBe(false);
    expect(isFestivalAddress('a b')).toBe(false);
  });

  it("shows the visitor's time zone when the table has it, else Eastern", () => {
    const rows = [row('America/New_York', '2026-11-08'), row('America/Los_Angeles', '2026-11-07')];
    expect(datesFor(rows, 'America/Los_Angeles')?.mainDate).toBe('2026-11-07');
    expect(datesFor(rows, 'Asia/Kolkata')?.mainDate).toBe('2026-11-08');
    expect(datesFor(rows, null)?.mainDate).toBe('2026-11-08');
    expect(datesFor([row('America/Chicago', '2026-11-08')], null)?.timeZone).toBe('America/Chicago');
    expect(datesFor([], null)).toBeNull();
  });

  it('writes the days: a span, or the one day', () => {
    expect(festivalDays({ startDate: '2026-11-06', mainDate: '2026-11-08', endDate: '2026-11-10' })).toBe(
      'Friday, November 6 – Tuesday, November 10, 2026',
    );
    expect(festivalDays({ startDate: '2026-11-08', mainDate: '2026-11-08', endDate: '2026-11-08' })).toBe('Sunday, November 8, 2026');
  });

  it('names the US time zones', () => {
    expect(zoneLabel('America/Chicago')).toBe('Central');
    expect(zoneLabel('America/Kentucky/Louisville')).toBe('Louisville');
  });
});
