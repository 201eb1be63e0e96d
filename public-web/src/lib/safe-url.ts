/** Only absolute http(s) addresses are ever rendered as links or opened (never javascript: or data:). */
export function safeHttpUrl(u: string | null | undefined): string | null {
  if (!u) return null;
  try {
    const url = new URL(u.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A plausible single email address, for mailto: links. */
export function safeEmail(e: string | null | undefined): string | null {
  if (!e) return null;
  const t = e.trim();
  return /^[^\s@<>()"',;:\\]+@[^\s@<>()"',;:\\]+\.[^\s@<>()"',;:\\]+$/.test(t) ? t : null;
}
