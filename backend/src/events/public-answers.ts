import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { todayBoundaries } from './event-listing.sql';
import { PublicReadCache } from './public-read-cache';

interface Answer {
  json: string;
  headers: Record<string, string>;
}

/**
 * Public reads answered again as they were: GET /api/events with a query string answered before, and GET
 * /api/events/:id without a bearer token. EventsController keeps each answer it sends (remember) in the public read
 * cache, under the request's URL, today's date boundaries and the data version it was computed at; a repeat of the
 * URL is sent from there while the version stands (no validation, handler or SQL: its query string was valid then),
 * else it goes on to the controller. A Nest middleware, after the application's own (app.setup.ts): the request
 * log, helmet's headers, CORS, compression and Express's ETag (a revalidation's 304) apply as to every answer.
 */
@Injectable()
export class PublicAnswers implements NestMiddleware {
  constructor(private readonly cache: PublicReadCache) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const key = this.cache.enabled && req.method === 'GET' ? keyOf(req) : null;
    if (!key) return next();
    this.cache.version().then(
      (version) => {
        const answer = this.cache.peek<Answer>(key, version);
        if (!answer) return next();
        res.set(answer.headers);
        res.send(answer.json);
      },
      () => next(), // the controller reports the database's trouble as usual
    );
  }

  /** Keeps the answer to this request, computed at data version `version`, for its repeats. */
  remember(req: Request, version: string, json: string, headers: Record<string, string>): void {
    const key = keyOf(req, true);
    if (key) this.cache.put(key, version, { json, headers }, json.length);
  }
}

/**
 * The cache key of a repeatable public read, or null: a listing's URL for anyone (its answer is the same for every
 * caller), an event's only without a bearer token (its organizer and admins see more). `keeping`: the request being
 * answered, whose principal is known (an invalid token is anonymous, and its answer the visitors' one).
 */
function keyOf(req: Request, keeping = false): string | null {
  const path = req.path;
  const listing = path === '/api/events';
  if (!listing && !(path.startsWith('/api/events/') && path.indexOf('/', 12) < 0)) return null;
  if (!listing && !keeping && /^Bearer\s+\S+/i.test(req.headers.authorization ?? '')) return null;
  return `answer\u0000${req.originalUrl}\u0000${boundariesKey()}`;
}

let memo: { at: number; key: string } | null = null;

/** Today's date boundaries as text (what an upcoming listing's SQL depends on), worked out once a minute. */
function boundariesKey(now = Date.now()): string {
  const minute = Math.floor(now / 60_000);
  if (memo?.at !== minute) memo = { at: minute, key: JSON.stringify(todayBoundaries(new Date(now))) };
  return memo.key;
}
