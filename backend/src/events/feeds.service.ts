import { Injectable } from '@nestjs/common';
import fresh from 'fresh';
import { SerializedBody, serialized, serializedBytes } from '../common/http/cached-body';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { RateLimiter, LimitedRequest } from '../rate-limit/rate-limiter';
import { todayBoundaries } from './event-listing.sql';
import { PublicReadCache } from './public-read-cache';

/** A feed's answer: its ETag, and its bytes (compressed forms kept with them) unless the client's copy is current (304). */
export interface FeedAnswer {
  etag: string;
  body: SerializedBody | null;
}

/** A feed's description is cut to this many characters (the item links to the whole event). */
const FEED_DESCRIPTION_CHARS = 2_000;

/** Text cut at `max` characters, with an ellipsis when it was longer. */
export function feedText(text: string, max = FEED_DESCRIPTION_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/**
 * The calendar and RSS feeds' bodies through the public read cache: keyed by the feed and its
 * parameters (and today's date boundaries), valid while the public data version stands still. The
 * ETag is made from the key and the version, so a poll with a current ETag is a 304 before anything
 * is read or built; building a body (a cache miss) counts against the client's 'feed' limit.
 * With the cache off (PUBLIC_CACHE_MB=0) every request builds, and the ETag is the body's.
 */
@Injectable()
export class FeedsService {
  constructor(
    private readonly cache: PublicReadCache,
    private readonly limits: RateLimiter,
  ) {}

  async answer(
    feed: string,
    params: Record<string, unknown>,
    req: LimitedRequest & { headers: IncomingHttpHeaders },
    build: () => Promise<string>,
  ): Promise<FeedAnswer> {
    if (!this.cache.enabled) {
      await this.limits.take('feed', req);
      const body = serialized(await build());
      return { etag: body.etag, body: fresh(req.headers, { etag: body.etag }) ? null : body };
    }
    const key = `feed\u0000${feed}\u0000${stableJson(params)}\u0000${JSON.stringify(todayBoundaries(new Date()))}`;
    const version = await this.cache.version();
    const tag = `"feed-${createHash('sha256').update(`${key}\u0000${version}`).digest('base64url').slice(0, 32)}"`;
    if (fresh(req.headers, { etag: tag })) return { etag: tag, body: null };
    // Counted before the cache is asked, so a refusal is this client's alone (concurrent callers share one build).
    if (!this.cache.has(key, version)) await this.limits.take('feed', req);
    const body = await this.cache.get(key, version, async () => ({ body: Buffer.from(await build()), etag: tag }), serializedBytes);
    return { etag: tag, body };
  }
}

/** JSON with the keys sorted and empty values left out: the same feed asked with its parameters in another order is one entry. */
function stableJson(params: Record<string, unknown>): string {
  const keys = Object.keys(params)
    .filter((k) => params[k] !== undefined && params[k] !== null && params[k] !== '')
    .sort();
  return JSON.stringify(keys.map((k) => [k, params[k]]));
}
