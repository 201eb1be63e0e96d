import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { NextFunction, Request, Response } from 'express';
// compression's own negotiation (the same package, version and lists), so both paths pick the same encoding.
import Negotiator from 'negotiator';
import { startTime } from 'pino-http';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import { ListEventsQuery } from './dto/list-events.query';
import { EventsQueryService } from './events-query.service';

const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
/** app.setup.ts compresses responses from this size on; smaller ones go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

/** A serialized answer: the JSON body, its ETag, and its compressed forms once asked for. */
export interface SerializedBody {
  body: Buffer;
  etag: string;
  encoded?: Partial<Record<'br' | 'gzip' | 'deflate', Buffer>>;
}

/**
 * Query strings of GET /api/events that the controller has validated, with the validated query.
 * Validation depends on the query string alone, so a string seen once needs no second validation.
 */
@Injectable()
export class ValidatedListQueries {
  static readonly MAX = 1_000;
  private readonly byQueryString = new Map<string, ListEventsQuery>();

  remember(queryString: string, query: ListEventsQuery): void {
    if (this.byQueryString.size >= ValidatedListQueries.MAX) this.byQueryString.clear();
    this.byQueryString.set(queryString, Object.freeze({ ...query }) as ListEventsQuery);
  }

  get(queryString: string): ListEventsQuery | undefined {
    return this.byQueryString.get(queryString);
  }
}

/** The query string of a request as it arrived ('' when there is none). */
export function rawQueryString(req: Request): string {
  const url = req.originalUrl ?? req.url;
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

type Handler = (req: Request, res: Response, next: (err?: unknown) => void) => void;

/**
 * The public read side's hot answers, first in the middleware chain, without Express's routing and
 * Nest's per-request pipeline (guard, validation pipe, interceptors, handler):
 * - GET /api/events with a query string the controller has already validated once;
 * - GET /api/events/:id without a bearer token, for a publicly visible event.
 * Both come from the public read cache (so they are as fresh as the database's change counter) and
 * are compressed once per cached answer rather than once per request. Before answering, it runs
 * the application's own request logger, security headers and CORS middleware (the instances
 * app.setup.ts mounts for every other request), so the answer and its log line are the same as
 * the controller's. Anything else, and anything this path cannot answer (a query string not seen
 * yet, a hidden or missing event, a token that may see more, a database error), goes on untouched
 * to the usual chain and EventsController.
 */
@Injectable()
export class PublicFastPath {
  /** Requests answered here (diagnostics and tests). */
  answered = 0;

  constructor(
    private readonly events: EventsQueryService,
    private readonly validated: ValidatedListQueries,
  ) {}

  /** The Express middleware; `before` run (in order) on each request it answers. */
  middleware(before: Handler[]): Handler {
    return (req, res, next) => {
      const prepare = req.method === 'GET' ? this.lookup(req, res) : null;
      if (!prepare) return next();
      // The request logger's clock starts now, so the logged duration includes the lookup.
      (res as unknown as Record<symbol, number>)[startTime] = Date.now();
      prepare.then(
        (send) => {
          if (!send) return next();
          runChain(before, req, res, (err) => {
            if (err) return next(err);
            try {
              this.answered++;
              send();
            } catch (e) {
              if (res.headersSent) res.destroy(e as Error);
              else next(e);
            }
          });
        },
        () => next(), // e.g. the database is unreachable: the controller reports it as usual
      );
    };
  }

  /** What to send for this request, or null (not a request this path answers). */
  private lookup(req: Request, res: Response): Promise<(() => void) | null> | null {
    const path = (req.originalUrl ?? req.url).split('?', 1)[0];
    if (path === '/api/events') {
      const query = this.validated.get(rawQueryString(req));
      if (!query) return null;
      return this.events.listPage(query).then(({ page, total }) => () => {
        res.setHeader('X-Total-Count', String(total));
        res.setHeader('Cache-Control', 'no-cache');
        sendJson(req, res, page);
      });
    }
    if (path.startsWith('/api/events/')) {
      const id = path.slice('/api/events/'.length);
      if (!isUUID(id) || /^Bearer\s+\S+/i.test(req.headers.authorization ?? '')) return null;
      return this.events.publicDetailBody(id).then((detail) => detail && (() => sendJson(req, res, detail)));
    }
    return null;
  }
}

/** Runs Express middlewares one after the other, then `done` (with the first error, if any). */
function runChain(chain: Handler[], req: Request, res: Response, done: (err?: unknown) => void): void {
  let i = 0;
  const step = (err?: unknown): void => {
    if (err || i === chain.length) return done(err);
    const mw = chain[i++];
    try {
      mw(req, res, step);
    } catch (e) {
      done(e);
    }
  };
  step();
}

/**
 * Sends serialized JSON as Express's res.send would (ETag, 304 for a fresh conditional request),
 * compressed as the compression middleware would (same negotiation, brotli quality 4, gzip/deflate
 * defaults) but from bytes compressed once per cached answer.
 */
export function sendJson(req: Request, res: Response, s: SerializedBody): void {
  res.setHeader('ETag', s.etag);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // As the compression middleware says of every compressible answer.
  res.vary('Accept-Encoding');
  let bytes = s.body;
  if (s.body.length >= COMPRESSION_THRESHOLD) {
    // negotiator 0.6's encoding(available, preferred), as compression calls it (its typings omit `preferred`).
    const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
    const method = negotiator.encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS);
    if (method === 'br' || method === 'gzip' || method === 'deflate') {
      s.encoded ??= {};
      bytes = s.encoded[method] ??= encode(method, s.body);
      res.setHeader('Content-Encoding', method);
    }
  }
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

function encode(method: 'br' | 'gzip' | 'deflate', body: Buffer): Buffer {
  if (method === 'br') return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return method === 'gzip' ? gzipSync(body) : deflateSync(body);
}
