import { Injectable, NestMiddleware } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { NextFunction, Request, Response } from 'express';
import { SerializedBody, sendSerialized } from '../common/http/cached-body';
import { ListEventsQuery } from './dto/list-events.query';
import { EventListPage, EventsQueryService, listingHeaders } from './events-query.service';

const JSON_TYPE = 'application/json; charset=utf-8';

/** A cached JSON answer (an anonymous event detail), as sendSerialized sends it. */
export function sendJson(req: Request, res: Response, body: SerializedBody): void {
  sendSerialized(req, res, body, JSON_TYPE);
}

/** A listing page: its headers (total, capped, search place), then its cached JSON. */
export function sendListPage(req: Request, res: Response, { body, ...page }: EventListPage): void {
  res.set(listingHeaders(page));
  sendJson(req, res, body);
}

/** Listing queries EventsController has validated, by their query string (bounded; shared with PublicAnswers). */
@Injectable()
export class ValidatedListQueries {
  static readonly MAX = 1_000;
  private readonly byQueryString = new Map<string, ListEventsQuery>();

  /** Keeps the query the controller validated for this request's query string. */
  remember(req: Request, query: ListEventsQuery): void {
    if (this.byQueryString.size >= ValidatedListQueries.MAX) this.byQueryString.clear();
    this.byQueryString.set(queryString(req), Object.freeze({ ...query }) as ListEventsQuery);
  }

  get(req: Request): ListEventsQuery | undefined {
    return this.byQueryString.get(queryString(req));
  }
}

/**
 * Repeated public reads answered without the rest of Nest's pipeline: GET /api/events with a query string the
 * controller has validated before (validation depends on the query string alone, so the validated query is kept for
 * it), and GET /api/events/:id without a bearer token for a publicly visible event. Both come from EventsQueryService
 * (the public read cache, as fresh as the data version). A Nest middleware, after the application's own
 * (app.setup.ts): the request log, helmet's headers and CORS apply as to every answer; the body goes out with the ETag
 * and compressed forms kept with it in the cache (sendSerialized: a revalidation's 304, compression negotiated as the
 * compression middleware would). Anything else — a query string not seen yet, a hidden or missing event, a token, a database
 * error — goes on to EventsController.
 */
@Injectable()
export class PublicAnswers implements NestMiddleware {
  constructor(
    private readonly events: EventsQueryService,
    private readonly validated: ValidatedListQueries,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const answer = this.answer(req, res);
    if (!answer) return next();
    answer.then(
      (sent) => sent || next(),
      () => next(), // the controller reports the database's trouble as usual
    );
  }

  /** Sends the answer when this middleware has it (true), or leaves the request to the controller (false or null). */
  private answer(req: Request, res: Response): Promise<boolean> | null {
    // The path as requested (req.path is relative to where Nest mounts the middleware).
    const path = req.originalUrl.split('?', 1)[0];
    if (path === '/api/events') {
      const query = this.validated.get(req);
      if (!query) return null;
      return this.events.listPage(query).then((page) => {
        sendListPage(req, res, page);
        return true;
      });
    }
    const id = path.slice('/api/events/'.length);
    if (!isUUID(id) || /^Bearer\s+\S+/i.test(req.headers.authorization ?? '')) return null;
    return this.events.publicDetail(id).then((detail) => {
      if (!detail) return false;
      sendJson(req, res, detail);
      return true;
    });
  }
}

/** The query string of a request as it arrived ('' when there is none). */
function queryString(req: Request): string {
  const q = req.originalUrl.indexOf('?');
  return q < 0 ? '' : req.originalUrl.slice(q + 1);
}
