import { describe, expect, it } from 'vitest';
import { checkDays, festivalDays, tableYears, ZONE_CHOICES } from './festival-format';

describe('festival date formatting and checks', () => {
  it('writes a one-day festival, a span, and a span whose main day is inside it', () => {
    expect(festivalDays({ startDate: '2026-03-03', mainDate: '2026-03-03', endDate: '2026-03-03' })).toBe('Tue, Mar 3, 2026');
    expect(festivalDays({ startDate: '2026-03-19', mainDate: '2026-03-19', endDate: '2026-03-26' })).toBe(
      'Thu, Mar 19, 2026 – Thu, Mar 26, 2026',
    );
    expect(festivalDays({ startDate: '2026-11-06', mainDate: '2026-11-08', endDate: '2026-11-10' })).toBe(
      'Fri, Nov 6, 2026 – Tue, Nov 10, 2026 (main Sun, Nov 8, 2026)',
    );
    expect(festivalDays(null)).toBe('not in the table');
  });

  it('refuses days out of order or spanning more than 31 days, as the server does', () => {
    expect(checkDays({ startDate: '2026-03-05', mainDate: '2026-03-04', endDate: '2026-03-06' })).toBe(
      'Dates must be in order: start, main, end',
    );
    expect(checkDays({ startDate: '2026-01-01', mainDate: '2026-03-03', endDate: '2026-03-03' })).toBe(
      'A festival may span at most 31 days',
    );
    expect(checkDays({ startDate: '2026-11-06', mainDate: '2026-11-08', endDate: '2026-11-10' })).toBeUndefined();
  });

  it('names the zones and offers last year to two years ahead', () => {
    expect(ZONE_CHOICES.map((c) => c.name)).toEqual(['Eastern', 'Central', 'Mountain', 'Pacific']);
    expect(tableYears(new Date('2026-11-26T00:00:00Z'))).toEqual([2025, 2026, 2027, 2028]);
  });
});
