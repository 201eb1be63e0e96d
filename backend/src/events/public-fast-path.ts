import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { IncomingMessage, Server } from 'node:http';
import { attachFastPath, FastAnswer, FastPathParts, rawQueryString } from '../common/http/fast-path';
import { ListEventsQuery } from './dto/list-events.query';
import { EventsQueryService } from './events-query.service';

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

/**
 * The public read side's hot answers, on the HTTP server before Express and Nest (common/http/fast-path.ts):
 * - GET /api/events with a query string EventsController has already validated once;
 * - GET /api/events/:id without a bearer token, for a publicly visible event.
 * Both come from the public read cache, so they are as fresh as the database's change counter;
 * status, headers and body equal the controller's (test/public-fast-path.e2e-spec.ts compares them).
 * Anything else (a query string not seen yet, a hidden or missing event, a token) goes to EventsController.
 */
@Injectable()
export class PublicFastPath {
  /** Requests answered here (diagnostics and tests). */
  answered = 0;

  constructor(
    private readonly events: EventsQueryService,
    private readonly validated: ValidatedListQueries,
  ) {}

  /** Puts the fast path in front of the server's request handlers (app.setup.ts). */
  attach(server: Server, parts: FastPathParts): void {
    attachFastPath(
      server,
      parts,
      (req) => this.lookup(req),
      () => this.answered++,
    );
  }

  private lookup(req: IncomingMessage): Promise<FastAnswer | null> | null {
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
