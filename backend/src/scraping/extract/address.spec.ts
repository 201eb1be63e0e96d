import { isUsCountry, parseUsAddressLine, usStateCode } from './address';

describe('US addresses', () => {
  it.each([
    ['TX', 'TX'],
    ['tx', 'TX'],
    ['Texas', 'TX'],
    ['new york', 'NY'],
    ['District of Columbia', 'DC'],
    ['DC', 'DC'],
    ['Ontario', null],
    ['ON', null],
    ['', null],
    [null, null],
  ])('state %p → %p', (input, code) => expect(usStateCode(input)).toBe(code));

  it.each([
    ['US', true],
    ['USA', true],
    ['United States', true],
    ['United States of America', true],
    ['CA', false],
    ['India', false],
    ['', null],
    [undefined, null],
  ])('country %p → %p', (input, us) => expect(isUsCountry(input)).toBe(us));

  it.each([
    [
      'Lucky Labrador Brew Pub @ 915 SE Hawthorne Boulevard, Portland, Oregon 97214 US',
      {
        venue: 'Lucky Labrador Brew Pub',
        address: { street: '915 SE Hawthorne Boulevard', city: 'Portland', state: 'OR', postalCode: '97214', country: 'US' },
      },
    ],
    [
      'Open Source Project Tempe (1415 E University Dr. #103A, Tempe, AZ 85281)',
      {
        venue: 'Open Source Project Tempe',
        address: { street: '1415 E University Dr. #103A', city: 'Tempe', state: 'AZ', postalCode: '85281' },
      },
    ],
    [
      'The Bus Project, 333 Se 2nd Ave, Portland, OR, 97214',
      { venue: 'The Bus Project', address: { street: '333 Se 2nd Ave', city: 'Portland', state: 'OR', postalCode: '97214' } },
    ],
    [
      'DFW Hindu Temple, 1605 N Britain Rd, Irving, TX 75061',
      { venue: 'DFW Hindu Temple', address: { street: '1605 N Britain Rd', city: 'Irving', state: 'TX', postalCode: '75061' } },
    ],
    [
      '1605 N Britain Rd, Irving, Texas',
      { venue: null, address: { street: '1605 N Britain Rd', city: 'Irving', state: 'TX', postalCode: null } },
    ],
    ['Plano, TX', { venue: null, address: { street: null, city: 'Plano', state: 'TX' } }],
    [
      'Cardinal Court, 344-346 Moss Ln E, Manchester, NH 03101',
      { venue: 'Cardinal Court', address: { street: '344-346 Moss Ln E', city: 'Manchester', state: 'NH', postalCode: '03101' } },
    ],
    [
      'Westside Comedy Theater, 1323-A 3rd Street, Santa Monica, CA 90401',
      { venue: 'Westside Comedy Theater', address: { street: '1323-A 3rd Street' } },
    ],
    ['Sugar Land, TX 77479-1234', { address: { city: 'Sugar Land', state: 'TX', postalCode: '77479' } }],
  ])('%s', (line, expected) => expect(parseUsAddressLine(line)).toMatchObject(expected));

  it.each(['CubeSpace', 'Main Hall', '10 Downing St, London SW1A 2AA, UK', 'Toronto, ON M5V 2T6', 'https://zoom.us/j/123', ''])(
    'not a US address: %p',
    (line) => {
      expect(parseUsAddressLine(line)).toBeNull();
    },
  );
});
