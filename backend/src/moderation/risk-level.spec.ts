import { MODERATION_CONFIG, WEIGHT } from './moderation.config';
import { reviewQueueOrder, riskLevelOf, riskRankSql } from './risk-level';

describe('risk levels', () => {
  it('are defined by the thresholds next to the weights', () => {
    const { medium, high } = MODERATION_CONFIG.riskLevels;
    expect([0, medium - 1, medium, high - 1, high, high * 3].map(riskLevelOf)).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high']);
    expect(riskLevelOf(null)).toBe('low');
  });

  it('put one finding of each kind at its level: hints Low (up to two), junk Medium, abuse and scripts High', () => {
    expect(riskLevelOf(WEIGHT.hint)).toBe('low');
    expect(riskLevelOf(2 * WEIGHT.hint)).toBe('low');
    expect(riskLevelOf(3 * WEIGHT.hint)).toBe('medium');
    expect(riskLevelOf(WEIGHT.junk)).toBe('medium');
    expect(riskLevelOf(WEIGHT.junk + WEIGHT.hint)).toBe('medium');
    expect(riskLevelOf(WEIGHT.abuse)).toBe('high');
    expect(riskLevelOf(WEIGHT.script)).toBe('high');
  });

  it('rank in SQL as they do in code', () => {
    const { medium, high } = MODERATION_CONFIG.riskLevels;
    expect(riskRankSql('s')).toBe(`(CASE WHEN s >= ${high} THEN 2 WHEN s >= ${medium} THEN 1 ELSE 0 END)`);
  });

  it('order a queue by risk then age (DESC), its exact reverse (ASC), or by age alone', () => {
    const cols = { score: 'x.score', createdAt: 'x.created', id: 'x.id' };
    const rank = riskRankSql('x.score');
    expect(reviewQueueOrder({ field: 'risk', order: 'DESC' }, cols)).toEqual([
      [rank, 'DESC'],
      ['x.created', 'ASC'],
      ['x.id', 'ASC'],
    ]);
    expect(reviewQueueOrder({ field: 'risk', order: 'ASC' }, cols)).toEqual([
      [rank, 'ASC'],
      ['x.created', 'DESC'],
      ['x.id', 'DESC'],
    ]);
    expect(reviewQueueOrder({ field: 'createdAt', order: 'DESC' }, cols)).toEqual([
      ['x.created', 'DESC'],
      ['x.id', 'DESC'],
    ]);
  });
});
