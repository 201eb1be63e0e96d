import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { HttpLogger, startTime } from 'pino-http';
import { requestId } from '../logging';
import { SerializedBody, writeJson } from './json-body';

/** What a fast route sends: a serialized JSON body and headers of its own (a flat [name, value, ...] list). */
export interface FastAnswer {
  body: SerializedBody;
  headers: string[];
}

/**
 * A fast route looks at a GET request: null when it is not one of its requests, otherwise a promise
 * of its answer (null again when it cannot answer, e.g. a hidden event: Express answers instead).
 */
export type FastRoute = (req: IncomingMessage) => Promise<FastAnswer | null> | null;

type Handler = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** What the fast path needs of the application's own middleware (the instances app.setup.ts mounts). */
export interface FastPathParts {
  logRequest: HttpLogger;
  securityHeaders: Handler;
  corsHeaders: Handler;
}

/** The query string of a request as it arrived ('' when there is none). */
export function rawQueryString(req: { url?: string; originalUrl?: string }): string {
  const url = req.originalUrl ?? req.url ?? '';
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
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

/**
 * `mw`, a middleware whose headers do not depend on the request (helmet's), as one that sets the headers it set
 * once: the same answer headers without running its dozen steps on every request.
 */
export function headersSetOnce(mw: Handler): Handler {
  const head = HeaderRecorder.run(mw, { method: 'GET', headers: {}, url: '/api' });
  if (!head) throw new Error('the middleware must set its headers synchronously');
  return (_req, res, next) => {
    for (let i = 0; i < head.length; i += 2) res.setHeader(head[i], head[i + 1]);
    next();
  };
}

/**
 * Puts `route` straight on the HTTP server, in front of Express (request setup, routing) and Nest's
 * per-request pipeline (guard, validation pipe, interceptors, handler), for GET requests it can
 * answer from memory. The answer carries what the application's own middleware would have set: the
 * security headers (helmet, recorded once: they do not depend on the request), CORS (recorded once
 * for requests without an Origin header, run per request for the others) and the request id; when
 * info lines are logged the request logger itself runs, so the log line is the controller's too.
 * Anything the route does not answer (or fails on) goes on untouched to Express.
 */
export function attachFastPath(server: Server, parts: FastPathParts, route: FastRoute, onAnswered: () => void): void {
  const security = HeaderRecorder.run(parts.securityHeaders, { method: 'GET', headers: {}, url: '/api' });
  const corsWithoutOrigin = HeaderRecorder.run(parts.corsHeaders, { method: 'GET', headers: {}, url: '/api' });
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
    const prepare = req.method === 'GET' ? route(req) : null;
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
          onAnswered();
        },
        () => fallback(req, res), // e.g. the database is unreachable: the controller reports it as usual
      )
      .catch((e: unknown) => (res.headersSent ? res.destroy(e as Error) : fallback(req, res)));
  });
}
