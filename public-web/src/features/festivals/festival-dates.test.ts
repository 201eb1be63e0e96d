import { describe, expect, it } from 'vitest';
import { festivalDays } from '../../lib/festival-days';
import { isFestivalAddress } from './festival-dates';

describe('festival pages', () => {
  it('reads the page address', () => {
    expect(isFestivalAddress('diwali-2026')).toBe(true);
    expect(isFestivalAddress('ganesh-chaturthi-2027')).toBe(true);
    expect(isFestivalAddress('navratri')).toBe(true);
    expect(isFestivalAddress('-2026')).toBe(false);
    expect(isFestivalAddress('a b')).toBe(false);
  });

  it('writes the days: a span, or the one day', () => {
    expect(festivalDays({ startDate: '2026-11-06', mainDate: '2026-11-08', endDate: '2026-11-10' })).toBe(
      'Friday, November 6 – Tuesday, November 10, 2026',
    );
    expect(festivalDays({ startDate: '2026-11-08', mainDate: '2026-11-08', endDate: '2026-11-08' })).toBe('Sunday, November 8, 2026');
  });
});
