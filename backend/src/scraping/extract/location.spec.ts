import { foreignPlaceIn, notAPlace } from './location';

describe('foreignPlaceIn', () => {
  it.each([
    ['Hulme Library, Stretford Rd, Manchester M15 5FQ, UK', 'UK'],
    ['Zion Centre, Stretford Road, Manchester M14 4LZ', 'UK'],
    ['Community Centre, London, England', 'UK'],
    ['Sanatan Mandir, 9225 Dufferin St, Vaughan, ON L4K 1B3', 'Canada'],
    ['Hindu Temple, 3 Some Rd, Toronto, Ontario', 'Canada'],
    ['BAPS Shri Swaminarayan Mandir, Neasden, London NW10 8LD', 'UK'],
    ['ISKCON Temple, Juhu, Mumbai, India', 'India'],
    ['Civic Centre, Auckland, New Zealand', 'New Zealand'],
  ])('%s → %s', (text, country) => expect(foreignPlaceIn(text)).toBe(country));

  it.each([
    'Trenton War Memorial, 1 Memorial Dr, Trenton, NJ 08608',
    'Main Hall',
    'F6 - 9:30am - 1:30pm',
    'Room 101',
    'Edison, NJ',
    'Indiana Convention Center',
    'New England Hindu Temple, Ashland, MA 01721',
  ])('%s states no foreign place', (text) => expect(foreignPlaceIn(text)).toBeNull());
});

describe('notAPlace', () => {
  it.each([
    ['F6 - 9:30am - 1:30pm', 'a room code and a time'],
    ['G15 - 9.30am - 12:30pm', 'a room code and a time'],
    ['9.30am – 12.30pm', 'a time'],
    ['TBC', 'a placeholder'],
    ['TBA.', 'a placeholder'],
    ['See description', 'a placeholder'],
    ['to be confirmed', 'a placeholder'],
    ['9:30am - 1:30pm', 'a time'],
    ['Room 4', 'a room code'],
    ['B-12', 'a room code'],
    ['N/A', 'a placeholder'],
  ])('%s → %s', (text, why) => expect(notAPlace(text)).toBe(why));

  it.each([
    'Main Hall',
    'Hulme Library',
    'Community Room B',
    'Room 4, Edison Public Library',
    'Studio 54',
    'Plano Event Center',
    '7 Eleven Plaza',
  ])('%s is a place', (text) => expect(notAPlace(text)).toBeNull());
});
