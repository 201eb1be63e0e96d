import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryRunnerAlreadyReleasedError } from 'typeorm';
import { ApiErrorBody, DomainError } from './api-error';

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003']);

/** A connection-level database failure (down, unreachable, pool acquire timeout): answered 503. */
export function isDatabaseUnavailable(e: unknown): boolean {
  const err = e as { code?: string; message?: string } | undefined;
  if (!err) return false;
  // TypeORM releases a query runner whose connection failed; its next query (often the COMMIT) says so.
  if (e instanceof QueryRunnerAlreadyReleasedError) return true;
  if (err.code && CONNECTION_ERRORS.has(err.code)) return true;
  const driver = (e as { driverError?: unknown }).driverError;
  if (driver && driver !== e && isDatabaseUnavailable(driver)) return true;
  const m = err.message ?? '';
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|the database system is (shutting down|starting up)/i.test(
    m,
  );
}

/**
 * PostgreSQL refusing work for lack of resources rather than for the request itself: too many
 * connections, out of memory or disk (class 53), a statement cancelled by statement_timeout or an
 * operator (57014). Answered 503 (try again), never 500.
 */
const OVERLOAD_ERRORS = new Set(['53000', '53100', '53200', '53300', '53400', '57014']);

function isDatabaseOverloaded(e: unknown): boolean {
  const err = e as { code?: string; driverError?: unknown } | undefined;
  if (!err) return false;
  if (err.code && OVERLOAD_ERRORS.has(err.code)) return true;
  return !!err.driverError && err.driverError !== e && isDatabaseOverloaded(err.driverError);
}

/** The database unreachable or refusing work: the request itself is not at fault (a 503, never a 401 or 500). */
export function isDatabaseTrouble(e: unknown): boolean {
  return isDatabaseUnavailable(e) || isDatabaseOverloaded(e);
}

/** Maps every error to ApiErrorBody. Unexpected errors become 500 with a correlation id in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const body = this.toBody(exception, req);
    if (res.headersSent) {
      res.end();
      return;
    }
    // Errors that know when to try again (rate limits, a busy pool) say so in Retry-After.
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && retryAfter > 0) res.setHeader('Retry-After', String(Math.ceil(retryAfter)));
    res.status(body.statusCode).json(body);
  }

  private toBody(e: unknown, req: Request): ApiErrorBody {
    if (e instanceof DomainError) {
      return { statusCode: e.status, error: e.message, message: e.message, ...(e.fields ? { fields: e.fields } : {}) };
    }
    if (e instanceof HttpException) {
      const status = e.getStatus();
      const r = e.getResponse();
      let message = e.message;
      let fields: Record<string, string> | undefined;
      if (typeof r === 'string') message = r;
      else if (r && typeof r === 'object') {
        const o = r as { message?: unknown; error?: unknown; fields?: Record<string, string> };
        if (Array.isArray(o.message)) message = String(o.message[0] ?? message);
        else if (typeof o.message === 'string') message = o.message;
        fields = o.fields;
      }
      if (status === HttpStatus.NOT_FOUND && /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message)) {
        message = `No API route ${req.method} ${req.path}`;
      }
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) message = 'Request body is too large';
      return { statusCode: status, error: message, message, ...(fields ? { fields } : {}) };
    }
    // Body-parser errors (malformed JSON, too large) carry a status and are the client's fault.
    const se = e as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string };
    const st = se?.status ?? se?.statusCode;
    if (typeof st === 'number' && st >= 400 && st < 500 && se.expose !== false) {
      const message =
        se.type === 'entity.parse.failed'
          ? 'Malformed JSON body'
          : se.type === 'entity.too.large'
            ? 'Request body is too large'
            : (se.message ?? 'Bad request');
      return { statusCode: st, error: message, message };
    }
    // Both checks look into a query error's driverError themselves.
    if (isDatabaseUnavailable(e)) {
      const message = 'The service is temporarily unavailable (database unreachable). Please try again shortly.';
      this.logger.error(`database unavailable: ${(e as Error).message}`);
      return { statusCode: 503, error: message, message };
    }
    if (isDatabaseOverloaded(e)) {
      const message = 'The service is busy right now. Please try again shortly.';
      this.logger.error(`database overloaded: ${(e as Error).message}`);
      return { statusCode: 503, error: message, message };
    }
    const correlationId = String((req as Request & { id?: unknown }).id ?? randomUUID());
    this.logger.error({ correlationId, err: e }, `unexpected error ${req.method} ${req.path} [${correlationId}]`);
    const message = 'Something went wrong on our side. Please try again.';
    return { statusCode: 500, error: message, message, correlationId };
  }
}
