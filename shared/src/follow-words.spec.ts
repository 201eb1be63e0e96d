import { describeFollow } from './follow-words';

describe('describeFollow: one description of a follow for the sheet, the confirmation and the digest', () => {
  it.each<[Parameters<typeof describeFollow>[0], number | undefined, string]>([
    [
      { zip: { zip: '08817', radius: 25, city: 'Edison', state: 'NJ' }, language: 'Telugu', category: 'Cultural Events' },
      undefined,
      'Telugu · Cultural Events events within 25 miles of 08817 (Edison, NJ)',
    ],
    [{ zip: { zip: '08817', radius: 10 } }, undefined, 'events within 10 miles of 08817'],
    [{ metro: 'Dallas–Fort Worth' }, undefined, 'events in Dallas–Fort Worth'],
    [{ metro: 'Houston', festival: 'Diwali', language: 'Telugu' }, 2, '2 Diwali · Telugu events in Houston'],
    [{ metro: 'Houston' }, 1, '1 event in Houston'],
    [{ organization: 'Dallas Tamil Sangam' }, 3, '3 events by Dallas Tamil Sangam'],
  ])('%j', (follow, count, expected) => {
    expect(describeFollow(follow, count)).toBe(expected);
  });
});
