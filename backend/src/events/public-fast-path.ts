import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import { append as appendVary } from 'vary';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { requestId } from '../common/logging';
// compression's own negotiation (the same package, version and lists), so both paths pick the same encoding.
import Negotiator from 'negotiator';
import { HttpLogger, startTime } from 'pino-http';
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
export function rawQueryString(req: { url?: string; originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? '';
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

type Handler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What the fast path needs of the application's own middleware (the instances app.setup.ts mounts). */
export interface FastPathParts {
  logRequest: HttpLogger;
  securityHeaders: Handler;
  corsHeaders: Handler;
}

/** The headers a middleware sets, recorded on a stand-in response (name and value, in order). */
class HeaderRecorder {
  statusCode = 200;
  private readonly byName = new Map<string, [string, string]>();
  setHeader(name: string, value: number | string | readonly string[]): this {
    this.byName.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
    return this;
  }
  getHeader(name: string): string | undefined {
    return this.byName.get(name.toLowerCase())?.[1];
  }
  removeHeader(name: string): void {
    this.byName.delete(name.toLowerCase());
  }
  end(): void {
    throw new Error('the fast path only records headers');
  }
  /** The headers as a flat [name, value, ...] list, or null when the middleware failed or did not finish at once. */
  static run(mw: Handler, req: Pick<IncomingMessage, 'method' | 'headers' | 'url'>): string[] | null {
    const rec = new HeaderRecorder();
    let done = false;
    try {
      mw(req as IncomingMessage, rec as unknown as ServerResponse, (err) => {
        done = !err;
      });
    } catch {
      return null;
    }
    return done ? [...rec.byName.values()].flat() : null;
  }
}

/** A flat header list with `field` added to its Vary header (the vary package's rule, as res.vary applies it). */
function withVary(head: string[], field: string): string[] {
  const out = head.slice();
  const i = out.findIndex((name, n) => n % 2 === 0 && name.toLowerCase() === 'vary');
  if (i < 0) out.push('Vary', field);
  else out[i + 1] = appendVary(out[i + 1], field);
  return out;
}

/**
 * The public read side's hot answers, straight on the HTTP server, before Express (request setup,
 * routing) and Nest's per-request pipeline (guard, validation pipe, interceptors, handler):
 * - GET /api/events with a query string the controller has already validated once;
 * - GET /api/events/:id without a bearer token, for a publicly visible event.
 * Both come from the public read cache (so they are as fresh as the database's change counter) and
 * are compressed once per cached answer rather than once per request. The answer carries what the
 * application's own middleware would have set: the security headers (helmet, recorded once: they
 * do not depend on the request), CORS (recorded once for requests without an Origin header, run per
 * request for the others) and the request id; when info lines are logged the request logger itself
 * runs, so the log line is the controller's too. Status, headers and body equal the controller's
 * (backend/test/public-fast-path.e2e-spec.ts compares them). Anything else, and anything this path
 * cannot answer (a query string not seen yet, a hidden or missing event, a token that may see
 * more, a database error), goes on untouched to Express and EventsController.
 */
@Injectable()
export class PublicFastPath {
  /** Requests answered here (diagnostics and tests). */
  answered = 0;

  constructor(
    private readonly events: EventsQueryService,
    private readonly validated: ValidatedListQueries,
  ) {}

  /** Puts the fast path in front of the server's request handlers (the Express application). */
  attach(server: Server, parts: FastPathParts): void {
    const security = HeaderRecorder.run(parts.securityHeaders, { method: 'GET', headers: {}, url: '/api/events' });
    const corsWithoutOrigin = HeaderRecorder.run(parts.corsHeaders, { method: 'GET', headers: {}, url: '/api/events' });
    if (!security || !corsWithoutOrigin) throw new Error('the security and CORS middleware must set their headers synchronously');
    const app = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>;
    server.removeAllListeners('request');
    const fallback = (req: IncomingMessage, res: ServerResponse) => {
      for (const handler of app) handler.call(server, req, res);
    };
    const withoutOrigin = security.concat(corsWithoutOrigin);
    // A fresh list per request: the answer's own headers are pushed onto it.
    const headersFor = (req: IncomingMessage): string[] | null => {
      if (req.headers.origin === undefined) return withoutOrigin.slice();
      const cors = HeaderRecorder.run(parts.corsHeaders, req);
      return cors && security.concat(cors);
    };
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const prepare = req.method === 'GET' ? this.lookup(req) : null;
      if (!prepare) return fallback(req, res);
      const logged = parts.logRequest.logger.isLevelEnabled('info');
      // The request logger's clock starts now, so the logged duration includes the lookup.
      if (logged) (res as unknown as Record<symbol, number>)[startTime] = Date.now();
      prepare
        .then(
          (answer) => {
            const head = answer && headersFor(req);
            // e.g. a hidden event, or an Origin the CORS middleware wants to handle its own way.
            if (!answer || !head) return fallback(req, res);
            if (logged) parts.logRequest(req, res);
            else head.push('X-Request-Id', requestId(req));
            writeJson(req, res, answer.body, head.concat(answer.headers));
            this.answered++;
          },
          () => fallback(req, res), // e.g. the database is unreachable: the controller reports it as usual
        )
        .catch((e: unknown) => (res.headersSent ? res.destroy(e as Error) : fallback(req, res)));
    });
  }

  /** What to send for this request (body and headers of its own), or null (not a request this path answers). */
  private lookup(req: IncomingMessage): Promise<{ body: SerializedBody; headers: string[] } | null> | null {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path === '/api/events') {
      const query = this.validated.get(rawQueryString(req));
      if (!query) return null;
      return this.events
        .listPage(query)
        .then(({ page, total }) => ({ body: page, headers: ['X-Total-Count', String(total), 'Cache-Control', 'no-cache'] }));
    }
    if (path.startsWith('/api/events/')) {
      const id = path.slice('/api/events/'.length);
      if (!isUUID(id) || /^Bearer\s+\S+/i.test(req.headers.authorization ?? '')) return null;
      return this.events.publicDetailBody(id).then((detail) => detail && { body: detail, headers: [] });
    }
    return null;
  }
}

/** The bytes to send for this request and their encoding (null: as they are), as the compression middleware would choose. */
function negotiated(req: IncomingMessage, s: SerializedBody): { bytes: Buffer; encoding: 'br' | 'gzip' | 'deflate' | null } {
  if (s.body.length < COMPRESSION_THRESHOLD) return { bytes: s.body, encoding: null };
  // negotiator 0.6's encoding(available, preferred), as compression calls it (its typings omit `preferred`).
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const method = negotiator.encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS);
  if (method !== 'br' && method !== 'gzip' && method !== 'deflate') return { bytes: s.body, encoding: null };
  s.encoded ??= {};
  return { bytes: (s.encoded[method] ??= encode(method, s.body)), encoding: method };
}

/** sendJson's answer on a bare Node response, all headers in one writeHead. */
function writeJson(req: IncomingMessage, res: ServerResponse, s: SerializedBody, head: string[]): void {
  head.push('ETag', s.etag);
  if (fresh(req.headers, { etag: s.etag })) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  const { bytes, encoding } = negotiated(req, s);
  const all = withVary(head, 'Accept-Encoding');
  all.push('Content-Type', 'application/json; charset=utf-8');
  if (encoding) all.push('Content-Encoding', encoding);
  all.push('Content-Length', String(bytes.length));
  res.writeHead(200, all);
  res.end(bytes);
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
  const { bytes, encoding } = negotiated(req, s);
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}

function encode(method: 'br' | 'gzip' | 'deflate', body: Buffer): Buffer {
  if (method === 'br')
    return brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return method === 'gzip' ? gzipSync(body) : deflateSync(body);
}
