import { MODERATION_CONFIG } from '../moderation.config';
import { Finding } from './finding';

const money = (n: number) =>
  `$${Number.isInteger(n) ? n.toLocaleString('en-US') : n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A price far above what events of its category cost (ceilings per category in moderation.config.ts). */
export function priceRule(category: string | null | undefined, price: number | null | undefined, isFree?: boolean): Finding[] {
  if (isFree || price === null || price === undefined || !Number.isFinite(Number(price))) return [];
  const { priceCeilings, defaultPriceCeiling, weights } = MODERATION_CONFIG;
  const ceiling = priceCeilings[category ?? ''] ?? defaultPriceCeiling;
  const value = Number(price);
  if (value <= ceiling) return [];
  const name = category && priceCeilings[category] !== undefined ? category : 'events';
  return [{ weight: weights.priceOutlier, flag: `Price ${money(value)} is far above the usual for ${name} (up to ${money(ceiling)})` }];
}
