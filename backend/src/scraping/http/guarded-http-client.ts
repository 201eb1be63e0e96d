import * as dns from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import type { LookupFunction } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import * as zlib from 'node:zlib';
import { robotsParser } from '../../common/lazy';
import { isIpLiteral, isPublicAddress, stripBrackets } from './address-policy';
import { HostLimiter } from './host-limiter';

export type FetchErrorCode =
  'bad_url' | 'refused' | 'robots' | 'timeout' | 'too_large' | 'too_many_redirects' | 'http' | 'network' | 'aborted';

/**
 * Why a fetch did not produce a response body. `message` is written for the admin reading a run's errors;
 * `cause` is the underlying failure (a system error with its code, or the fetch of robots.txt that failed).
 */
export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
    readonly url: string,
    readonly status?: number,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface GuardedHttpOptions {
  /** Allow loopback/private/link-local targets. Tests only (SCRAPER_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts: boolean;
  /** Full User-Agent header; the robots.txt token is its first word before '/'. */
  userAgent: string;
  /** From sending the request until the response headers arrive. */
  headersTimeoutMs: number;
  /** From the response headers until the whole body has arrived. */
  bodyTimeoutMs: number;
  /** Largest body accepted (after decompression). */
  maxBodyBytes: number;
  perHostConcurrency: number;
  /** Minimum time between the starts of two requests to the same host (raised by robots.txt Crawl-delay, at most 10 s). */
  perHostDelayMs: number;
  /** Extra attempts after a 429/5xx answer or a network failure. */
  retries: number;
  retryBaseDelayMs: number;
  /** Name resolution (tests replace it to simulate hostnames that resolve to private addresses). */
  resolve: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Overrides the address policy (tests use it to reach their own server while private hosts stay refused). */
  isAddressAllowed?: (ip: string) => boolean;
}

export interface FetchOptions {
  signal?: AbortSignal;
  accept?: string;
  maxBodyBytes?: number;
  /** Internal: robots.txt itself is fetched without a robots check. */
  skipRobots?: boolean;
  retries?: number;
}

export interface FetchResult {
  /** URL after redirects. */
  url: string;
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  /** Body decoded with the charset of the Content-Type (or a <meta charset>), UTF-8 by default. */
  text(): string;
}

export const DEFAULT_HTTP_OPTIONS: Omit<GuardedHttpOptions, 'allowPrivateHosts' | 'userAgent'> = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 20_000,
  maxBodyBytes: 5 * 1024 * 1024,
  perHostConcurrency: 2,
  perHostDelayMs: 100,
  retries: 2,
  retryBaseDelayMs: 500,
  resolve: async (hostname) => {
    const all = await dns.promises.lookup(hostname, { all: true, verbatim: true });
    return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  },
};

const CONNECT_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 5;
const MAX_RETRY_DELAY_MS = 5_000;
/** How long a site's robots.txt is kept (one that could not be read: a minute). */
const ROBOTS_CACHE_MS = 3_600_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);
const RETRY_NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EAI_AGAIN', 'ETIMEDOUT']);

interface RobotsEntry {
  expires: number;
  allows: (url: string) => boolean;
  crawlDelayMs: number;
}

/**
 * The one HTTP client every outbound request of the product goes through (scraping and discovery).
 * Guards: http(s) only; every address a host resolves to must be public (checked after DNS and again
 * on every redirect, and the connection is made to the checked address so DNS rebinding cannot swap
 * it); connect/header/body time limits; a body size limit; at most 5 redirects; robots.txt honoured;
 * an honest User-Agent; per-host concurrency and spacing; retries with backoff on 429/5xx.
 */
export class GuardedHttpClient {
  readonly options: GuardedHttpOptions;
  private readonly limiter: HostLimiter;
  private readonly robots = new Map<string, Promise<RobotsEntry>>();
  private readonly robotsToken: string;

  constructor(options: Partial<GuardedHttpOptions> & Pick<GuardedHttpOptions, 'allowPrivateHosts' | 'userAgent'>) {
    this.options = { ...DEFAULT_HTTP_OPTIONS, ...options };
    this.limiter = new HostLimiter(this.options.perHostConcurrency, this.options.perHostDelayMs);
    this.robotsToken = this.options.userAgent.split(/[/\s]/)[0] || this.options.userAgent;
  }

  /** GET a URL; resolves with any final status (check `status`), rejects with FetchError. */
  async get(url: string, opts: FetchOptions = {}): Promise<FetchResult> {
    let current = this.checkUrl(url);
    for (let hop = 0; ; hop++) {
      if (!opts.skipRobots) await this.checkRobots(current, opts.signal);
      const res = await this.requestWithRetries(current, opts);
      if (REDIRECTS.has(res.status) && res.headers.location) {
        if (hop >= MAX_REDIRECTS) {
          throw new FetchError('too_many_redirects', `More than ${MAX_REDIRECTS} redirects (last: ${current.href})`, url);
        }
        const location = String(res.headers.location);
        if (!URL.canParse(location, current.href)) throw new FetchError('bad_url', `Invalid redirect location from ${current.href}`, url);
        current = this.checkUrl(new URL(location, current).href);
        continue;
      }
      return res;
    }
  }

  /** GET that fails with FetchError('http') unless the final status is 2xx. */
  async getOk(url: string, opts: FetchOptions = {}): Promise<FetchResult> {
    const res = await this.get(url, opts);
    if (res.status < 200 || res.status > 299) {
      throw new FetchError('http', `HTTP ${res.status} from ${res.url}`, url, res.status);
    }
    return res;
  }

  /** Validates scheme and literal host; returns the parsed URL. */
  checkUrl(raw: string): URL {
    if (!URL.canParse(raw)) throw new FetchError('bad_url', `Not a valid URL: ${raw}`, raw);
    const u = new URL(raw);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') {
      throw new FetchError('refused', `Only http and https URLs can be fetched (${u.protocol.replace(/:$/, '')} refused): ${raw}`, raw);
    }
    if (u.username || u.password) throw new FetchError('refused', `URLs with credentials are not fetched: ${u.host}`, raw);
    u.hash = '';
    if (isIpLiteral(u.hostname) && !this.addressAllowed(stripBrackets(u.hostname))) {
      throw new FetchError('refused', `Refused to fetch a private or reserved address: ${u.hostname}`, raw);
    }
    return u;
  }

  private addressAllowed(ip: string): boolean {
    if (this.options.isAddressAllowed) return this.options.isAddressAllowed(ip);
    return this.options.allowPrivateHosts || isPublicAddress(ip);
  }

  /** Resolves the host and checks every address; returns the one to connect to. */
  private async resolveChecked(u: URL): Promise<ResolvedAddress> {
    const host = stripBrackets(u.hostname);
    if (isIpLiteral(host)) return { address: host, family: host.includes(':') ? 6 : 4 };
    let addrs: ResolvedAddress[];
    try {
      addrs = await this.options.resolve(host);
    } catch (e) {
      throw new FetchError(
        'network',
        `Cannot resolve ${host} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
        u.href,
        undefined,
        e,
      );
    }
    if (!addrs.length) throw new FetchError('network', `Cannot resolve ${host}`, u.href);
    const bad = addrs.find((a) => !this.addressAllowed(a.address));
    if (bad)
      throw new FetchError('refused', `Refused to fetch ${host}: it resolves to a private or reserved address (${bad.address})`, u.href);
    return addrs[0];
  }

  private async requestWithRetries(u: URL, opts: FetchOptions): Promise<FetchResult> {
    const retries = opts.retries ?? this.options.retries;
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await this.limiter.run(u.host, () => this.requestOnce(u, opts));
        if (RETRY_STATUSES.has(res.status) && attempt < retries) {
          await sleep(this.retryDelay(attempt, res.headers['retry-after']), opts.signal);
          continue;
        }
        return res;
      } catch (e) {
        const err = e as FetchError & { cause?: NodeJS.ErrnoException };
        const retryable = err instanceof FetchError && err.code === 'network' && RETRY_NETWORK_CODES.has(err.cause?.code ?? '');
        if (retryable && attempt < retries) {
          await sleep(this.retryDelay(attempt), opts.signal);
          continue;
        }
        throw e;
      }
    }
  }

  /** Exponential backoff, or longer when the server's Retry-After (seconds or a date) asks for it; at most MAX_RETRY_DELAY_MS. */
  private retryDelay(attempt: number, retryAfter?: string | string[]): number {
    const base = this.options.retryBaseDelayMs * 2 ** attempt;
    const ra = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
    const asked = !ra ? NaN : Number.isFinite(Number(ra)) ? Number(ra) * 1000 : Date.parse(ra) - Date.now();
    return Math.min(Number.isFinite(asked) ? Math.max(base, asked) : base, MAX_RETRY_DELAY_MS);
  }

  private async requestOnce(u: URL, opts: FetchOptions): Promise<FetchResult> {
    if (opts.signal?.aborted) throw new FetchError('aborted', `Cancelled: ${u.href}`, u.href);
    const target = await this.resolveChecked(u);
    const maxBytes = opts.maxBodyBytes ?? this.options.maxBodyBytes;
    const o = this.options;
    return new Promise<FetchResult>((resolve, reject) => {
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (err: FetchError | null, res?: FetchResult) => {
        if (settled) return;
        settled = true;
        timers.forEach(clearTimeout);
        opts.signal?.removeEventListener('abort', onAbort);
        if (err) {
          req.destroy();
          reject(err);
        } else resolve(res!);
      };
      const fail = (code: FetchErrorCode, message: string, cause?: unknown) =>
        finish(new FetchError(code, message, u.href, undefined, cause));
      const tooLarge = () => fail('too_large', `Response from ${u.href} is larger than ${formatBytes(maxBytes)}`);
      /** A time limit: past `ms`, the request fails with `message` (the timer is cleared when it settles). */
      const timeLimit = (ms: number, message: string) => {
        const t = setTimeout(() => fail('timeout', message), ms);
        timers.push(t);
        return t;
      };
      const onAbort = () => fail('aborted', `Cancelled: ${u.href}`);
      // Connect to the address that was checked, never to a fresh resolution of the name.
      const lookup: LookupFunction = (_host, options, cb) => {
        if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [target]);
        else cb(null, target.address, target.family);
      };
      const mod = u.protocol === 'https:' ? https : http;
      const req = mod.request(u, {
        method: 'GET',
        lookup,
        agent: false,
        headers: {
          'User-Agent': o.userAgent,
          Accept: opts.accept ?? 'text/html,application/xhtml+xml,application/ld+json,text/calendar;q=0.9,*/*;q=0.5',
          'Accept-Encoding': 'gzip, deflate, br',
          'Accept-Language': 'en-US,en;q=0.8',
        },
        ...(u.protocol === 'https:' ? { servername: isIpLiteral(u.hostname) ? undefined : u.hostname } : {}),
      });
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      timeLimit(o.headersTimeoutMs, `No response headers within ${o.headersTimeoutMs / 1000} s from ${u.href}`);
      req.on('socket', (socket) => {
        const t = timeLimit(CONNECT_TIMEOUT_MS, `Could not connect to ${u.host} within ${CONNECT_TIMEOUT_MS / 1000} s`);
        socket.once(u.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(t));
        if (!(socket as { connecting?: boolean }).connecting) clearTimeout(t);
      });
      req.on('error', (e: NodeJS.ErrnoException) => fail('network', `Could not fetch ${u.href} (${e.code ?? e.message})`, e));
      req.on('response', (res) => {
        timers.forEach(clearTimeout);
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers['content-type'] ?? '');
        if (REDIRECTS.has(status) || RETRY_STATUSES.has(status)) {
          res.resume();
          finish(null, makeResult(u.href, status, contentType, res.headers, Buffer.alloc(0)));
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
        timeLimit(o.bodyTimeoutMs, `Response body from ${u.href} did not arrive within ${o.bodyTimeoutMs / 1000} s`);
        let stream: NodeJS.ReadableStream = res;
        const enc = String(res.headers['content-encoding'] ?? '')
          .trim()
          .toLowerCase();
        if (enc === 'gzip' || enc === 'x-gzip') stream = res.pipe(zlib.createGunzip());
        else if (enc === 'deflate') stream = res.pipe(zlib.createInflate());
        else if (enc === 'br') stream = res.pipe(zlib.createBrotliDecompress());
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) {
            tooLarge();
            res.destroy();
            return;
          }
          chunks.push(c);
        });
        stream.on('error', (e: Error) => fail('network', `Could not read the response from ${u.href} (${e.message})`));
        res.on('aborted', () => fail('network', `Connection closed while reading ${u.href}`));
        stream.on('end', () => finish(null, makeResult(u.href, status, contentType, res.headers, Buffer.concat(chunks))));
      });
      req.end();
    });
  }

  /** robots.txt of the URL's origin (cached), RFC 9309: 4xx = allow all, 5xx or unreachable = disallow all. */
  private async checkRobots(u: URL, signal?: AbortSignal): Promise<void> {
    const origin = u.origin;
    let entry = this.robots.get(origin);
    if (entry) {
      const e = await entry.catch(() => null);
      if (!e || e.expires < Date.now()) entry = undefined;
    }
    if (!entry) {
      entry = this.loadRobots(origin, signal);
      this.robots.set(origin, entry);
      if (this.robots.size > 1000) this.robots.delete(this.robots.keys().next().value!);
    }
    const robots = await entry;
    if (robots.crawlDelayMs) this.limiter.setMinInterval(u.host, robots.crawlDelayMs);
    if (!robots.allows(u.href)) {
      throw new FetchError('robots', `robots.txt of ${u.host} does not allow ${this.robotsToken} to fetch ${u.pathname}`, u.href);
    }
  }

  private async loadRobots(origin: string, signal?: AbortSignal): Promise<RobotsEntry> {
    const expires = Date.now() + ROBOTS_CACHE_MS;
    const allowAll: RobotsEntry = { expires, allows: () => true, crawlDelayMs: 0 };
    const url = `${origin}/robots.txt`;
    try {
      const res = await this.get(url, { skipRobots: true, signal, maxBodyBytes: 512 * 1024, retries: 1, accept: 'text/plain,*/*;q=0.5' });
      if (res.status >= 200 && res.status < 300) {
        const robots = robotsParser()(url, res.text());
        const delay = Number(robots.getCrawlDelay(this.robotsToken) ?? 0);
        return {
          expires,
          allows: (target) => robots.isAllowed(target, this.robotsToken) !== false,
          crawlDelayMs: Number.isFinite(delay) && delay > 0 ? Math.min(delay, 10) * 1000 : 0,
        };
      }
      if (res.status >= 400 && res.status < 500) return allowAll;
      return { expires: Date.now() + 60_000, allows: () => false, crawlDelayMs: 0 };
    } catch (e) {
      if (e instanceof FetchError && (e.code === 'refused' || e.code === 'aborted')) throw e;
      // A robots.txt that redirects too often or is oversized says nothing useful: allow.
      if (e instanceof FetchError && (e.code === 'too_many_redirects' || e.code === 'too_large')) return allowAll;
      throw new FetchError('network', `${(e as Error).message} (while reading robots.txt)`, url, undefined, e);
    }
  }
}

function makeResult(url: string, status: number, contentType: string, headers: http.IncomingHttpHeaders, body: Buffer): FetchResult {
  let decoded: string | null = null;
  return {
    url,
    status,
    contentType,
    headers,
    text: () => (decoded ??= decodeBody(body, contentType)),
  };
}

/** Decodes with the declared charset (header, then <meta charset> in the first 2 KB), UTF-8 otherwise. */
function decodeBody(body: Buffer, contentType: string): string {
  let charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (!charset && /html|xml/i.test(contentType)) {
    const head = body.subarray(0, 2048).toString('latin1');
    charset = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  let text: string;
  try {
    text = new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    text = new TextDecoder('utf-8').decode(body);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.round(n / 1024)} KB`;
}

/** Waits `ms`; a cancelled signal ends the wait with FetchError('aborted'). */
async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  await pause(ms, undefined, { signal }).catch(() => {
    throw new FetchError('aborted', 'Cancelled', '');
  });
}
