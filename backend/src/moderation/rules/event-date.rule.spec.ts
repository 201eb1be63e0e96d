import { WEIGHT } from '../moderation.config';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { addMonthsToIsoDay, eventDateRule, parseIsoDay } from './event-date.rule';

// 2026-03-10 05:00 UTC: already the 10th in New York (EDT), still the 9th in California (PDT).
const NOW = new Date('2026-03-10T05:00:00Z');

describe('eventDateRule', () => {
  it('accepts today and dates up to 18 months ahead', () => {
    expect(eventDateRule('2026-03-10', 'NY', NOW)).toEqual([]);
    expect(eventDateRule('2027-09-10', 'NY', NOW)).toEqual([]);
  });

  it('flags a date in the past, in the event’s own time zone', () => {
    expect(eventDateRule('2026-03-09', 'NY', NOW)).toEqual([{ weight: WEIGHT.junk, flag: 'Event date 2026-03-09 is in the past' }]);
    expect(eventDateRule('2026-03-09', 'CA', NOW)).toEqual([]);
  });

  it('a multi-day event that began before today and is still running is not past', () => {
    expect(eventDateRule('2026-02-20', 'NY', NOW, '2026-03-20')).toEqual([]);
    expect(eventDateRule('2026-02-20', 'NY', NOW, '2026-03-01')).toEqual([
      { weight: WEIGHT.junk, flag: 'Event date 2026-02-20 is in the past' },
    ]);
  });

  it('flags a date more than 18 months ahead', () => {
    expect(eventDateRule('2027-09-11', 'NY', NOW)).toEqual([
      { weight: WEIGHT.hint, flag: 'Event date 2027-09-11 is more than 18 months ahead' },
    ]);
  });

  it('flags dates that are not dates', () => {
    expect(eventDateRule('2026-02-30', 'NY', NOW)[0].flag).toBe('Event date is not a valid date (2026-02-30)');
    expect(eventDateRule('', 'NY', NOW)[0].flag).toBe('Event date is not a valid date (missing)');
  });
});

describe('calendar arithmetic of the date rule (same answers as Luxon, which it replaced)', () => {
  const pad = (n: number, w: number) => String(n).padStart(w, '0');

  it('accepts exactly the YYYY-MM-DD strings Luxon accepts as dates', () => {
    const candidate = fc
      .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${y}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(candidate, (s) => {
        expect(parseIsoDay(s) !== null).toBe(DateTime.fromISO(s, { zone: 'UTC' }).isValid);
      }),
      { numRuns: 5000 },
    );
    for (const s of ['2024-02-29', '2023-02-29', '1900-02-29', '2000-02-29', '2026-04-31', '2026-12-31', '2026-00-10', '2026-13-01']) {
      expect(parseIsoDay(s) !== null).toBe(DateTime.fromISO(s, { zone: 'UTC' }).isValid);
    }
  });

  it('adds months like Luxon plus({ months }), month ends included', () => {
    const day = fc
      .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), (d, months) => {
        expect(addMonthsToIsoDay(d, months)).toBe(DateTime.fromISO(d, { zone: 'UTC' }).plus({ months }).toISODate());
      }),
      { numRuns: 5000 },
    );
    expect(addMonthsToIsoDay('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonthsToIsoDay('2026-08-31', 6)).toBe('2027-02-28');
  });
});
