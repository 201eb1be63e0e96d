import {
  addDays,
  dateBadge,
  dayRange,
  daysBetween,
  eventSpan,
  endsNextDay,
  eventWhen,
  formatDay,
  recurrenceText,
  googleCalendarDates,
  isCalendarDay,
  normalizeTime,
  parseTimeOfDay,
  timeInputValue,
  timeRange,
} from './event-time';
import { festivalPageDays, zoneLabel } from './festival-zones';

describe('event time', () => {
  it.each([
    ['5:00 PM', 1020],
    ['5 pm', 1020],
    ['5:00pm', 1020],
    ['6.30 p.m.', 1110],
    ['12:00 AM', 0],
    ['12:15 PM', 735],
    ['17:00', 1020],
    ['17:00:00', 1020],
    ['06:30', 390],
    ['TBA', null],
    ['13:00 PM', null],
    ['24:00', null],
    ['', null],
  ])('parseTimeOfDay(%j) = %j', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each([
    ['6:00 PM', '6:00 PM'],
    ['6 pm', '6:00 PM'],
    ['6:30pm', '6:30 PM'],
    ['6:30 p.m.', '6:30 PM'],
    ['12:00 AM', '12:00 AM'],
    ['12:15 pm', '12:15 PM'],
    ['18:00', '6:00 PM'],
    ['00:05', '12:05 AM'],
    ['09:30:00', '9:30 AM'],
    ['13 PM', null],
    ['24:00', null],
    ['6:75 PM', null],
    ['evening', null],
    ['', null],
  ])('normalizeTime(%j) = %j', (input, expected) => {
    expect(normalizeTime(input)).toBe(expected);
  });

  it.each([
    ['6:30 PM', '5:00 PM', true],
    ['6:30 PM', '6:30 PM', true],
    ['9:00 PM', '1:00 AM', true],
    ['6:30 PM', '10:00 PM', false],
    ['6:30 PM', null, false],
    ['TBA', '5:00 PM', false],
  ])('endsNextDay(%j, %j) = %j', (start, end, expected) => {
    expect(endsNextDay(start, end)).toBe(expected);
  });

  it('normalizes to the stored form and back to an input value', () => {
    expect(normalizeTime('17:00')).toBe('5:00 PM');
    expect(normalizeTime('0:05')).toBe('12:05 AM');
    expect(normalizeTime('evening')).toBeNull();
    expect(timeInputValue('5:00 PM')).toBe('17:00');
    expect(timeInputValue('12:30 AM')).toBe('00:30');
    expect(timeInputValue('later')).toBe('');
  });

  it('writes days without the reader’s time zone', () => {
    expect(formatDay('2026-12-05', 'short')).toBe('Sat, Dec 5');
    expect(formatDay('2026-12-05', 'medium')).toBe('Sat, Dec 5, 2026');
    expect(formatDay('2026-12-05', 'long')).toBe('Saturday, December 5, 2026');
    expect(formatDay('2026-12-05', 'month-day')).toBe('Dec 5');
    expect(dateBadge('2026-12-05')).toEqual({ month: 'DEC', day: '05' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['0000-01-01', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-04-31', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    [20260101, false],
  ])('a calendar day: %s → %s', (v, ok) => {
    expect(isCalendarDay(v)).toBe(ok);
  });

  it('counts whole days between days', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-08', '2026-03-01')).toBe(-7);
  });

  it("writes a series' words", () => {
    expect(recurrenceText('weekly', '2026-12-06')).toBe('Every Sunday');
    expect(recurrenceText('biweekly', '2026-12-04')).toBe('Every other Friday');
    expect(recurrenceText('monthly', '2026-12-06')).toBe('First Sunday of every month');
    expect(recurrenceText('monthly', '2026-12-18')).toBe('Third Friday of every month');
    expect(recurrenceText('monthly', '2026-12-25')).toBe('Fourth Friday of every month');
    expect(recurrenceText('monthly', '2026-12-29')).toBe('Last Tuesday of every month');
  });

  it('writes ranges of days', () => {
    expect(dayRange({ date: '2026-12-04', endDate: '2026-12-06' }, 'short')).toBe('Fri, Dec 4 – Sun, Dec 6');
    expect(dayRange({ date: '2026-12-04', endDate: '2026-12-06' }, 'medium')).toBe('Fri, Dec 4 – Sun, Dec 6, 2026');
    expect(dayRange({ date: '2026-12-31', endDate: '2027-01-01' }, 'medium')).toBe('Thu, Dec 31, 2026 – Fri, Jan 1, 2027');
    expect(dayRange({ date: '2026-12-04', endDate: '2026-12-06' }, 'long')).toBe('Friday, December 4 – Sunday, December 6, 2026');
    expect(dayRange({ date: '2026-12-04', endDate: '2026-12-04' }, 'medium')).toBe('Fri, Dec 4, 2026');
  });

  it('writes times: evening, after midnight, multi-day, without end', () => {
    expect(timeRange({ date: '2026-12-05', startTime: '7:00 PM', endTime: '10:00 PM' })).toBe('7:00 PM - 10:00 PM');
    expect(timeRange({ date: '2026-12-05', startTime: '8:00 PM', endTime: '1:00 AM' })).toBe('8:00 PM - 1:00 AM (next day)');
    expect(timeRange({ startTime: '8:00 PM', endTime: '1:00 AM' })).toBe('8:00 PM - 1:00 AM (next day)');
    expect(timeRange({ startTime: '7:00 PM', endTime: null })).toBe('7:00 PM');
    expect(eventWhen({ date: '2026-12-05', endDate: '2026-12-06', startTime: '7:00 PM', endTime: '10:00 PM' }, 'short')).toBe(
      'Sat, Dec 5 – Sun, Dec 6 · 7:00 PM - 10:00 PM',
    );
    expect(eventWhen({ date: '2026-12-05', startTime: null }, 'medium')).toBe('Sat, Dec 5, 2026');
  });

  it('spans: timed, after midnight, no end, multi-day timed and all-day', () => {
    expect(eventSpan({ date: '2026-12-05', startTime: '7:00 PM', endTime: '10:00 PM' })).toEqual({
      allDay: false,
      start: { day: '2026-12-05', minutes: 1140 },
      end: { day: '2026-12-05', minutes: 1320 },
    });
    expect(eventSpan({ date: '2026-12-05', startTime: '8:00 PM', endTime: '1:00 AM' }).end).toEqual({ day: '2026-12-06', minutes: 60 });
    expect(eventSpan({ date: '2026-12-05', startTime: '11:00 PM' }).end).toEqual({ day: '2026-12-06', minutes: 60 });
    expect(googleCalendarDates({ date: '2026-12-05', endDate: '2026-12-06', startTime: '7:00 PM', endTime: '10:00 PM' })).toBe(
      '20261205T190000/20261206T220000',
    );
    expect(googleCalendarDates({ date: '2026-12-04', endDate: '2026-12-12', startTime: 'All day' })).toBe('20261204/20261213');
    // Nine nights of garba, 8 PM to midnight: the last night ends after the last day.
    expect(googleCalendarDates({ date: '2026-12-04', endDate: '2026-12-12', startTime: '8:00 PM', endTime: '12:00 AM' })).toBe(
      '20261204T200000/20261213T000000',
    );
  });

  it("heads a festival page with the visitor's zone's days (else Eastern), or once over its main day, and the zones that differ", () => {
    const row = (timeZone: string, startDate: string, mainDate: string, endDate = mainDate) => ({ timeZone, startDate, mainDate, endDate });
    const kaliPuja = [
      row('America/Chicago', '2026-11-08', '2026-11-08'),
      row('America/Los_Angeles', '2026-11-07', '2026-11-07'),
      row('America/New_York', '2026-11-08', '2026-11-08'),
    ];
    expect(festivalPageDays(kaliPuja, 'America/Los_Angeles', '2026-11-01')).toMatchObject({
      row: { timeZone: 'America/Los_Angeles' },
      over: false,
      days: 'Saturday, November 7, 2026',
      zone: 'Pacific time',
      others: [
        { timeZone: 'America/Chicago', text: 'Central: Sunday, November 8, 2026' },
        { timeZone: 'America/New_York', text: 'Eastern: Sunday, November 8, 2026' },
      ],
    });
    // A zone the table does not have (India) and none known: Eastern, whose days Central shares.
    for (const zone of ['Asia/Kolkata', null]) {
      expect(festivalPageDays(kaliPuja, zone, '2026-11-01')).toMatchObject({
        days: 'Sunday, November 8, 2026',
        zone: 'Eastern time',
        others: [{ timeZone: 'America/Los_Angeles', text: 'Pacific: Saturday, November 7, 2026' }],
      });
    }
    const chhath = [row('America/New_York', '2027-11-02', '2027-11-04', '2027-11-05')];
    expect(festivalPageDays(chhath, null, '2027-11-04')).toMatchObject({
      over: false,
      days: 'Tuesday, November 2 – Friday, November 5, 2027',
    });
    expect(festivalPageDays(chhath, null, '2027-11-05')).toMatchObject({ over: true, days: 'Thursday, November 4, 2027' });
    expect(festivalPageDays([row('America/Chicago', '2026-11-08', '2026-11-08')], null, '2026-11-01')?.zone).toBe('Central time');
    expect(festivalPageDays([], null, '2026-11-01')).toBeNull();
    expect(zoneLabel('America/Kentucky/Louisville')).toBe('Louisville');
  });
});
