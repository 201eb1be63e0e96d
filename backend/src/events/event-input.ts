/**
 * Pure rules for the event fields people type: price text, clock times, dates, web addresses.
 * Used by the event DTOs (validation) and EventsService (normalisation).
 */

const MAX_PRICE = 99_999_999.99;

export interface ParsedPrice {
  /** First number of the text, or the number given; null when there is none. */
  price: number | null;
  /** The text as typed, when it says more than a plain number ('$10-15', 'Contact for pricing'). */
  priceText: string | null;
}

const PLAIN_PRICE = /^(?:\$|usd)?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)\s*(?:usd)?$/i;
const FIRST_NUMBER = /(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?/;

/**
 * Price as the organizer add form takes it: a number, or free text such as '$25', '$10-15',
 * 'Contact for pricing'. Returns an error message for impossible values.
 */
export function parsePrice(input: unknown): ParsedPrice | { error: string } {
  if (input === undefined || input === null) return { price: null, priceText: null };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { error: 'Price must be a number' };
    if (input < 0) return { error: 'Price must be 0 or more' };
    if (input > MAX_PRICE) return { error: 'Price is too large' };
    return { price: Math.round(input * 100) / 100, priceText: null };
  }
  if (typeof input !== 'string') return { error: 'Price must be a number or text such as $25' };
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return { price: null, priceText: null };
  if (text.length > 100) return { error: 'Price must be at most 100 characters' };
  if (/^-\s*\$?\s*\d/.test(text) || /^\$\s*-\s*\d/.test(text)) return { error: 'Price must be 0 or more' };
  const plain = PLAIN_PRICE.exec(text);
  const num = plain ? plain[1] : FIRST_NUMBER.exec(text)?.[0];
  let price: number | null = null;
  if (num !== undefined) {
    price = Math.round(Number(num.replace(/,/g, '')) * 100) / 100;
    if (!Number.isFinite(price)) price = null;
    else if (price > MAX_PRICE) return { error: 'Price is too large' };
  }
  return { price, priceText: plain ? null : text };
}

/** 'YYYY-MM-DD' (or an ISO date-time, of which the day is kept) → 'YYYY-MM-DD', or null. */
export function normalizeDay(input: string): string | null {
  const s = input.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(s);
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2100) return null;
  return day;
}
