import { slugOf } from './slug';

describe('slugOf', () => {
  it.each([
    ['Navaratri Garba Night', 60, 'navaratri-garba-night'],
    ['  Café — Diwali Mela! ', 60, 'cafe-diwali-mela'],
    ['दिवाली', 60, ''],
    ['abc def', 4, 'abc-'],
  ])('%s (at most %d) → %s', (text, max, slug) => {
    expect(slugOf(text, max)).toBe(slug);
  });
});
