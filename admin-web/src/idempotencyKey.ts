/**
 * A fresh Idempotency-Key for one form submission. The API answers a repeat of the same submission
 * (a resend after a dropped connection) with the first answer instead of writing it twice.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID(); // secure contexts (https, localhost) only
  return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
