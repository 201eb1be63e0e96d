/** Card price label (spec section 9 / ARCHITECTURE.md): 'Free', the organizer's text, '$' + price, or 'TBD'. */
export function priceLabel(e: { isFree?: boolean; price?: number | null; priceText?: string | null }): string {
  if (e.isFree) return 'Free';
  if (e.priceText) return e.priceText;
  if (e.price !== null && e.price !== undefined) return `$${e.price}`;
  return 'TBD';
}

/** Compact figures as the home page shows them (12600 → 12.6K). */
export function compactNumber(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(Number(n))) return '';
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(Number(n));
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
