/** Host-name helpers shared by the link, URL and email rules. */

/** Second-level labels under which names are registered (example.co.uk, example.org.in). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'or', 'ne', 'nic', 'res', 'gen', 'firm', 'ind']);

/** Lower-case host of an absolute http(s) URL (or of 'www.example.org/…'), or null. */
export function hostOf(url: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
  if (!URL.canParse(withScheme)) return null;
  const u = new URL(withScheme);
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  return u.hostname.toLowerCase().replace(/\.$/, '') || null;
}

/** 'events.dfwhindutemple.org' → 'dfwhindutemple.org'; 'shop.example.co.uk' → 'example.co.uk'. */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const take = labels[labels.length - 1].length === 2 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** True when host is one of the domains or a subdomain of one ('www.bit.ly' is 'bit.ly'). */
export function hostInList(host: string, domains: readonly string[]): string | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  return domains.find((d) => h === d || h.endsWith(`.${d}`)) ?? null;
}

/** The domain of an email address, lower case, or null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  const m = /@([^@\s]+)$/.exec((email ?? '').trim());
  return m ? m[1].toLowerCase().replace(/\.$/, '') : null;
}

/** IPv4 dotted quad or IPv6 literal (as URL.hostname gives it: '[::1]'). */
export function isIpHost(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[') || /^0x[0-9a-f]+$/i.test(host) || /^\d+$/.test(host);
}

/**
 * Links written in free text: 'https://…', 'www.…', and bare 'name.tld/…' domains with a common TLD.
 * At most `limit` are returned (the counting rule only needs to know there are "too many").
 */
export function findLinks(text: string, limit = 50): string[] {
  const re =
    /\b(?:https?:\/\/[^\s<>"']{1,2000}|www\.[^\s<>"']{1,2000}|[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){0,4}\.(?:com|org|net|io|co|ly|gl|gd|me|info|biz|xyz|us|in|app|link|site|online|top|tk|ml|ga|cf|gq|cc|to|at|id|ru|su|fr|be)\/[^\s<>"']*|(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|cutt\.ly|rb\.gy|t\.ly|tiny\.cc|shorturl\.at)\b[^\s<>"']*)/gi;
  const out: string[] = [];
  for (const m of text.matchAll(re)) {
    out.push(m[0].replace(/[).,;:!?]+$/, ''));
    if (out.length >= limit) break;
  }
  return out;
}
