/** Formatting of prices and figures for the public pages (days and times: the time model in @sangam/shared). */

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A Date's local calendar day as 'YYYY-MM-DD' (its year, month and day in this browser's time zone). */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** 1234567 → '1,234,567' (en-US grouping, without Intl). */
export function formatInteger(n: number): string {
  const s = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${s}` : s;
}

interface Priced {
  isFree: boolean;
  price?: number | string | null;
  priceText?: string | null;
}

function priceNumber(p: Priced): number | null {
  if (p.price === null || p.price === undefined || p.price === '') return null;
  const n = Number(p.price);
  return Number.isFinite(n) ? n : null;
}

/** Card price label (ARCHITECTURE.md): 'Free' / priceText / '$' + price / 'TBD'. */
export function cardPriceLabel(p: Priced): string {
  if (p.isFree) return 'Free';
  if (p.priceText) return p.priceText;
  const n = priceNumber(p);
  if (n !== null) return `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
  return 'TBD';
}

/** Detail price label: 'Free' / priceText / '$' + price with two decimals / 'Contact for pricing'. */
export function detailPriceLabel(p: Priced): string {
  if (p.isFree) return 'Free';
  if (p.priceText) return p.priceText;
  const n = priceNumber(p);
  if (n !== null) return `$${n.toFixed(2)}`;
  return 'Contact for pricing';
}

/** 12600 → '12.6K', 185000 → '185K', 19 → '19', 1250000 → '1.3M'. */
export function formatCompactNumber(n: number): string {
  const fmt = (v: number, suffix: string) => `${(Math.round(v * 10) / 10).toString()}${suffix}`;
  if (n >= 1_000_000) return fmt(n / 1_000_000, 'M');
  if (n >= 1_000) return fmt(n / 1_000, 'K');
  return String(n);
}

/** 3.24 → '3.2 mi', 0.04 → 'under 0.1 mi'. */
export function formatMiles(miles: number): string {
  return miles < 0.1 ? 'under 0.1 mi' : `${miles < 10 ? Math.round(miles * 10) / 10 : Math.round(miles)} mi`;
}
