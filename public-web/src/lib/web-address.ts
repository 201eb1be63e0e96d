import { completeWebAddress } from '@sangam/shared';

/** An absolute http(s) address with a host. */
function isHttpUrl(value: string): boolean {
  const v = value.trim();
  if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A web address as people type it: 'ganeshmandir.org' counts (the API adds https://, as the form does). */
export function isWebAddress(value: string): boolean {
  return isHttpUrl(completeWebAddress(value));
}
