import { WEIGHT } from '../moderation.config';
import { eventDateRule } from './event-date.rule';

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
