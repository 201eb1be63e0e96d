import { parseDateTimeLoose, toLocal } from './dates';

describe('parseDateTimeLoose', () => {
  const instant = (s: string) => {
    const t = parseDateTimeLoose(s);
    if (t?.kind !== 'instant') throw new Error(`${s} → ${JSON.stringify(t)}`);
    return t.instant.toISOString();
  };
  const local = (s: string) => {
    const t = parseDateTimeLoose(s);
    if (t?.kind !== 'local') throw new Error(`${s} → ${JSON.stringify(t)}`);
    return `${t.date} ${t.time ?? 'all-day'}`;
  };

  it.each([
    ['2015-10-31T19:30:00-0400', '2015-10-31T23:30:00.000Z'], // offset without colon (Songkick)
    ['2015-10-31T19:30:00-04:00', '2015-10-31T23:30:00.000Z'],
    ['2015-10-31T19:30:00-04', '2015-10-31T23:30:00.000Z'],
    ['2015-10-31T23:30:00Z', '2015-10-31T23:30:00.000Z'],
    ['2015-10-31T23:30:00.123Z', '2015-10-31T23:30:00.000Z'],
    ['2015-10-31 19:30 -0400', '2015-10-31T23:30:00.000Z'],
    ['20081113T190000Z', '2008-11-13T19:00:00.000Z'],
    ['2030-03-10T02:30:00+05:30', '2030-03-09T21:00:00.000Z'],
    ['Sat, 31 Oct 2015 19:30:00 -0400', '2015-10-31T23:30:00.000Z'],
  ])('%s is the instant %s', (s, iso) => expect(instant(s)).toBe(iso));

  it.each([
    ['2024-05-09T18:30', '2024-05-09 18:30'], // no offset: wall clock as written
    ['2024-05-09T18:30:00', '2024-05-09 18:30'],
    ['2019-9-18T9:05', '2019-09-18 09:05'], // unpadded
    ['2024-05-09', '2024-05-09 all-day'], // date only
    ['20081113T190000', '2008-11-13 19:00'], // basic format, floating (hCalendar)
    ['20081113', '2008-11-13 all-day'],
    ['2019-9-18T10-10-00-00', '2019-09-18 10:00'], // WordPress plugin form: hour repeated
    ['2019-9-20T08-08-30-00', '2019-09-20 08:30'],
    ['2024-05-09T24:00', '2024-05-10 00:00'],
  ])('%s is the local time %s', (s, expected) => expect(local(s)).toBe(expected));

  it.each(['', 'soon', '2024-13-01', '2024-02-30', '2024-05-09T25:00', '2019-9-18T10-11-00-00', '2024-05-09T10:00+15:00', null, 42])(
    'rejects %p',
    (s) => expect(parseDateTimeLoose(s)).toBeNull(),
  );
});

describe('toLocal', () => {
  it('converts an instant to the wall clock of a zone, DST included', () => {
    const t = { kind: 'instant' as const, instant: new Date('2030-07-04T23:30:00Z') };
    expect(toLocal(t, 'America/Chicago')).toEqual({ date: '2030-07-04', time: '18:30' });
    expect(toLocal(t, 'America/Phoenix')).toEqual({ date: '2030-07-04', time: '16:30' });
    expect(toLocal({ kind: 'instant', instant: new Date('2030-01-04T23:30:00Z') }, 'America/Chicago')).toEqual({
      date: '2030-01-04',
      time: '17:30',
    });
    expect(toLocal(t, 'America/New_York')).toEqual({ date: '2030-07-04', time: '19:30' });
    expect(toLocal({ kind: 'instant', instant: new Date('2030-07-05T03:30:00Z') }, 'America/Los_Angeles')).toEqual({
      date: '2030-07-04',
      time: '20:30',
    });
  });

  it('keeps local values as written', () => {
    expect(toLocal({ kind: 'local', date: '2030-07-04', time: '18:30' }, 'Pacific/Honolulu')).toEqual({
      date: '2030-07-04',
      time: '18:30',
    });
  });
});
