/** Client-side checks; the server validates again and its field messages are shown as well. */

export const MESSAGES = {
  email: 'Please enter a valid email',
  phone: 'Please enter a valid US phone number',
  /** '<Field> must be a web address starting with http:// or https://' (the API's wording). */
  url: (field: string) => `${field} must be a web address starting with http:// or https://`,
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

/** A plausible US number: 10 digits (optionally +1 / 1 first), area code and exchange not starting with 0 or 1. */
export function isUsPhone(value: string): boolean {
  const v = value.trim();
  if (!/^[+\d\s().-]+$/.test(v)) return false;
  let digits = v.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits);
}

/** react-hook-form validator for an optional field: empty passes. */
export function optional(check: (v: string) => boolean, message: string) {
  return (v: unknown) => (typeof v !== 'string' || v.trim() === '' || check(v) ? true : message);
}

/** Blank optional strings are left out of a request body (the API rejects '' for URLs and phones). */
export function trimOrUndefined(v: string | null | undefined): string | undefined {
  const t = (v ?? '').trim();
  return t === '' ? undefined : t;
}
