import { WEIGHT } from '../moderation.config';
import { priceRule } from './price.rule';

describe('priceRule', () => {
  it('accepts normal prices, free events and missing prices', () => {
    expect(priceRule('Cultural Events', 25)).toEqual([]);
    expect(priceRule('Entertainment', 250)).toEqual([]);
    expect(priceRule('Sports', 750)).toEqual([]);
    expect(priceRule('Religious Festivals', 5000, true)).toEqual([]);
    expect(priceRule('Workshop', null)).toEqual([]);
  });

  it('flags a price far above the category’s norm', () => {
    expect(priceRule('Religious Festivals', 999)).toEqual([
      { weight: WEIGHT.junk, flag: 'Price $999 is far above the usual for Religious Festivals (up to $251)' },
    ]);
    expect(priceRule('Community Meetups', 1500.5)[0].flag).toBe(
      'Price $1,500.50 is far above the usual for Community Meetups (up to $150)',
    );
  });

  it('uses the default ceiling for other categories', () => {
    expect(priceRule('Something else', 5000)[0].flag).toBe('Price $5,000 is far above the usual for events (up to $1,000)');
  });
});
