/** A festival page's address: 'diwali-2026', or a festival's name without a year ('navratri', the next one). */
export function isFestivalAddress(pageSlug: string): boolean {
  return pageSlug.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/i.test(pageSlug);
}

/** The visitor's time zone as the browser knows it ('America/Chicago'), or null. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
