import { completeWebAddress } from '@sangam/shared';
import { normalizeDay, parsePrice } from './event-input';

describe('event input rules', () => {
  it.each([
    [25, { price: 25, priceText: null }],
    [0, { price: 0, priceText: null }],
    [19.999, { price: 20, priceText: null }],
    ['$25', { price: 25, priceText: null }],
    [' 25.50 ', { price: 25.5, priceText: null }],
    ['$1,200', { price: 1200, priceText: null }],
    ['25 USD', { price: 25, priceText: null }],
    ['$10-15', { price: 10, priceText: '$10-15' }],
    ['$10 - $15 at the door', { price: 10, priceText: '$10 - $15 at the door' }],
    ['Contact for pricing', { price: null, priceText: 'Contact for pricing' }],
    ['Adults $20, kids free', { price: 20, priceText: 'Adults $20, kids free' }],
    ['', { price: null, priceText: null }],
    [null, { price: null, priceText: null }],
  ])('parsePrice(%j)', (input, expected) => {
    expect(parsePrice(input)).toEqual(expected);
  });

  it.each([
    [-1, 'Price must be 0 or more'],
    ['-5', 'Price must be 0 or more'],
    ['$-5', 'Price must be 0 or more'],
    [Number.NaN, 'Price must be a number'],
    [1e9, 'Price is too large'],
    ['$1000000000', 'Price is too large'],
    ['x'.repeat(101), 'Price must be at most 100 characters'],
    [true, 'Price must be a number or text such as $25'],
  ])('parsePrice(%j) is refused: %s', (input, error) => {
    expect(parsePrice(input)).toEqual({ error });
  });

  it.each([
    ['2025-10-20', '2025-10-20'],
    ['2025-10-20T00:00:00.000Z', '2025-10-20'],
    ['2024-02-29', '2024-02-29'],
    ['2025-02-29', null],
    ['2025-13-01', null],
    ['20-10-2025', null],
    ['1999-12-31', null],
    ['2025-10-20garbage', null],
  ])('normalizeDay(%j) = %j', (input, expected) => {
    expect(normalizeDay(input)).toBe(expected);
  });

  it.each([
    ['ganeshmandir.org', 'https://ganeshmandir.org'],
    [' www.ganeshmandir.org/events?x=1 ', 'https://www.ganeshmandir.org/events?x=1'],
    ['tickets.example.org:8443/a', 'https://tickets.example.org:8443/a'],
    ['http://ganeshmandir.org', 'http://ganeshmandir.org'],
    ['https://ganeshmandir.org', 'https://ganeshmandir.org'],
    ['/api/images/abc', '/api/images/abc'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['not a web address', 'not a web address'],
    ['localhost', 'localhost'],
  ])('completeWebAddress(%j) = %j', (input, expected) => {
    expect(completeWebAddress(input)).toBe(expected);
  });
});
