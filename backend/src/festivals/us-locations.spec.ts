import { festivalTimeZoneFor } from './us-locations';

describe('festivalTimeZoneFor', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['America/Detroit', 'America/New_York'],
    ['America/Indiana/Indianapolis', 'America/New_York'],
    ['America/Puerto_Rico', 'America/New_York'],
    ['America/Chicago', 'America/Chicago'],
    ['America/Menominee', 'America/Chicago'],
    ['America/Denver', 'America/Denver'],
    ['America/Phoenix', 'America/Denver'],
    ['America/Boise', 'America/Denver'],
    ['America/Los_Angeles', 'America/Los_Angeles'],
    ['America/Anchorage', 'America/Los_Angeles'],
    ['Pacific/Honolulu', 'America/Los_Angeles'],
    ['Not/A_Zone', 'America/New_York'],
  ])('%s uses the dates of %s', (zone, expected) => {
    expect(festivalTimeZoneFor(zone)).toBe(expected);
  });
});
