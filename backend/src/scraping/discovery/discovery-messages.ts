import { FetchError } from '../http/guarded-http-client';
import { CrawlError } from './site-crawler';

/**
 * Why a page or site could not be read, in plain words: discovery's answer per address an admin typed, and a
 * scraping source's error ("We couldn't reach ganeshmandir.org (no such site)", "… has no page at /events
 * (page not found, HTTP 404)").
 */

export const NOT_AN_ADDRESS = (line: string) => `"${clip(line)}" is not a web address`;
export const NOT_HTTP = (line: string) => `${clip(line)} is not a website address (only http:// and https:// sites can be read)`;
const SITE_TOO_SLOW = (host: string) => `Reading ${host} took too long; try the address of its events or contact page instead`;

const DNS_MISSING = new Set(['ENOTFOUND', 'ENODATA', 'EAI_NONAME', 'EAI_NODATA']);
const DNS_TEMPORARY = new Set(['EAI_AGAIN', 'ESERVFAIL', 'ETIMEOUT']);
const CUT_OFF = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'HPE_INVALID_CONSTANT', 'HPE_INVALID_HEADER_TOKEN']);
const UNREACHABLE = new Set(['EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENETDOWN', 'ETIMEDOUT']);

/** Why the page or site at `url` (a normalised address) could not be read, for a volunteer. */
export function fetchFailure(url: string, error: unknown): string {
  const host = hostOf(url);
  const fetch = innermost(error, (e): e is FetchError => e instanceof FetchError);
  if (!fetch) {
    // Our own sentences (a file that is not a web page, a page too slow to read) are plain already.
    if (error instanceof CrawlError) return error.message;
    return `We couldn't read ${host}`;
  }
  const code = systemCode(fetch);
  switch (fetch.code) {
    case 'network':
      if (code && DNS_MISSING.has(code)) return `We couldn't reach ${host} (no such site)`;
      if (code && DNS_TEMPORARY.has(code)) return `We couldn't reach ${host} (its address could not be looked up; try again later)`;
      if (code === 'ECONNREFUSED') return `We couldn't reach ${host} (nothing answered there)`;
      if (code && UNREACHABLE.has(code)) return `We couldn't reach ${host} (it did not answer)`;
      if (code && CUT_OFF.has(code)) return `We couldn't read ${host} (it closed the connection)`;
      if (code && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) {
        return `We couldn't connect safely to ${host} (its security certificate is not valid)`;
      }
      return `We couldn't reach ${host}`;
    case 'timeout':
      return `We couldn't reach ${host} (it took too long to answer)`;
    case 'aborted':
      return SITE_TOO_SLOW(host);
    case 'http':
      return httpFailure(host, fetch);
    case 'robots':
      return `${host} asks robots not to read ${pathOf(fetch.url)} (its robots.txt), so we didn't`;
    case 'refused':
      if (/private|reserved/i.test(fetch.message)) return `${host} is a private or local network address, which Sangam does not read`;
      if (/credentials/i.test(fetch.message)) return `Addresses with a user name or password in them are not read (${host})`;
      return NOT_HTTP(url);
    case 'too_large':
      return `A page of ${host} is too large to read (over 5 MB)`;
    case 'too_many_redirects':
      return `${host} sends visitors from page to page too many times (more than 5 redirects)`;
    case 'bad_url':
      return `${host} sent us to an address that does not work`;
  }
}

function httpFailure(host: string, e: FetchError): string {
  const status = e.status ?? 0;
  const path = pathOf(e.url);
  const page = path === '/' ? 'its home page' : path;
  if (status === 404 || status === 410) {
    return `${host} has no ${path === '/' ? 'home page' : `page at ${path}`} (page not found, HTTP ${status})`;
  }
  if (status === 401 || status === 403) return `${host} does not let us read ${page} (access denied, HTTP ${status})`;
  if (status === 429) return `${host} asked us to slow down (HTTP 429); try again in a few minutes`;
  if (status >= 500) return `${host} had an error showing ${page} (HTTP ${status}); try again later`;
  return `${host} answered with an error for ${page} (HTTP ${status})`;
}

/** The deepest error in a chain of causes that passes `test`. */
function innermost<T>(error: unknown, test: (e: unknown) => e is T): T | null {
  let found: T | null = null;
  for (let e = error, depth = 0; e && depth < 10; e = (e as { cause?: unknown }).cause, depth++) if (test(e)) found = e;
  return found;
}

/** The system error code under a fetch failure (ENOTFOUND, ECONNREFUSED, CERT_HAS_EXPIRED, …). */
function systemCode(e: FetchError): string | null {
  for (let c: unknown = e.cause, depth = 0; c && depth < 10; c = (c as { cause?: unknown }).cause, depth++) {
    const code = (c as { code?: unknown }).code;
    if (typeof code === 'string' && !(c instanceof FetchError)) return code;
  }
  return null;
}

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : clip(url));
const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

function clip(s: string): string {
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}
