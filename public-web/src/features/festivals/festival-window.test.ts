import { describe, expect, it } from 'vitest';
import { addDays, datesFor, festivalWindow, parsePageSlug, zoneLabel } from './festival-window';

const row = (timeZone: string, mainDate: string) => ({ timeZone, startDate: mainDate, mainDate, endDate: mainDate, note: null });

describe('festival pages', () => {
  it('reads the page address', () => {
    expect(parsePageSlug('diwali-2026')).toEqual({ slug: 'diwali', year: 2026 });
    expect(parsePageSlug('ganesh-chaturthi-2027')).toEqual({ slug: 'ganesh-chaturthi', year: 2027 });
    expect(parsePageSlug('diwali')).toBeNull();
    expect(parsePageSlug('-2026')).toBeNull();
  });

  it("shows the visitor's time zone when the table has it, else Eastern", () => {
    const rows = [row('America/New_York', '2026-11-08'), row('America/Los_Angeles', '2026-11-07')];
    expect(datesFor(rows, 'America/Los_Angeles')?.mainDate).toBe('2026-11-07');
    expect(datesFor(rows, 'Asia/Kolkata')?.mainDate).toBe('2026-11-08');
    expect(datesFor(rows, null)?.mainDate).toBe('2026-11-08');
    expect(datesFor([row('America/Chicago', '2026-11-08')], null)?.timeZone).toBe('America/Chicago');
    expect(datesFor([], null)).toBeNull();
  });

  it('looks three weeks before and four after; past events only once it is over', () => {
    const d = { startDate: '2026-11-06', endDate: '2026-11-10' };
    expect(festivalWindow(d, '2026-11-26')).toEqual({ from: '2026-10-16', to: '2026-12-08', over: false });
    expect(festivalWindow(d, '2026-12-09').over).toBe(true);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('names the US time zones', () => {
    expect(zoneLabel('America/Chicago')).toBe('Central');
    expect(zoneLabel('America/Kentucky/Louisville')).toBe('Louisville');
  });
});
