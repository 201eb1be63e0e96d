import type { Validator } from 'react-admin';
import { completeWebAddress } from '@sangam/shared';

/** A required-field rule with the spec's message; blank text counts as missing. Marks the input as required. */
export function requiredMessage(message: string): Validator {
  const rule = ((value: unknown) =>
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? message : undefined) as Validator & {
    isRequired?: boolean;
  };
  rule.isRequired = true;
  return rule;
}

/** Optional http(s) address; one typed without a scheme ('example.org') counts, the API adds https://. */
export const optionalUrl: Validator = (value: unknown) => {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  try {
    const u = new URL(completeWebAddress(String(value)));
    return u.protocol === 'http:' || u.protocol === 'https:' ? undefined : 'Please enter a valid URL (http or https)';
  } catch {
    return 'Please enter a valid URL (http or https)';
  }
};

/** Optional e-mail address. */
export const optionalEmail: Validator = (value: unknown) => {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(value).trim()) ? undefined : 'Please enter a valid email';
};

/** Trims text values and turns blank ones into null (to clear a field on update) or drops them (on create). */
export function cleanText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}
