/** Query parameters that only track where a visitor came from: they never change the page. */
const TRACKING =
  /^(utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_hsenc|_hsmi|igshid|mkt_tok|yclid|_ga|_gl|ref_src)$/i;

/**
 * The one spelling a source's address is stored in and fetched at: `webcal://` is https; scheme and host lower
 * case (a trailing dot dropped); the default port, the fragment and tracking parameters (`utm_*`, `fbclid`, …)
 * dropped. The path is kept as written, its trailing `/` too (some servers answer only the slashed path).
 * Text that is not a URL is returned trimmed.
 */
export function canonicalSourceUrl(raw: string): string {
  const t = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  if (!URL.canParse(t)) return t;
  const u = new URL(t);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return t;
  u.hostname = u.hostname.replace(/\.$/, '');
  u.hash = '';
  for (const key of [...u.searchParams.keys()]) if (TRACKING.test(key)) u.searchParams.delete(key);
  // URLSearchParams re-encodes what it keeps; an emptied query leaves no '?'.
  if (!u.searchParams.size) u.search = '';
  return u.href;
}

/**
 * What two addresses are compared by, so the same page written differently is one source: the canonical
 * address without a trailing `/` after a path (`/events/` and `/events` are the same page).
 */
export function sourceUrlKey(raw: string): string {
  const canonical = canonicalSourceUrl(raw);
  if (!URL.canParse(canonical)) return canonical;
  const u = new URL(canonical);
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '') || '/';
  return u.href;
}
