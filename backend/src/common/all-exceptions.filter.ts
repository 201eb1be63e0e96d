import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, Optional } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DatabaseConnectionError } from '../database/pg-driver';
import { ApiErrorBody, DomainError } from './api-error';
import { DatabaseOutage, OUTAGE_PROBE_SECONDS } from './database-outage';

/** An error's message with its code, for the outage log line. */
function databaseReason(e: unknown): string {
  const [outer, driver] = withDriverError(e);
  const code = (driver ?? outer)?.code;
  return `${(e as Error)?.message ?? String(e)}${typeof code === 'string' ? ` (${code})` : ''}`;
}

/** Node's errors for a connection that could not be made or broke (the database host down or unreachable). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The error and, for a TypeORM query error, the driver's error inside it. */
function withDriverError(e: unknown): Array<{ code?: unknown }> {
  const driver = (e as { driverError?: unknown } | null)?.driverError;
  return [e, ...(driver && driver !== e ? [driver] : [])].filter((x): x is { code?: unknown } => !!x && typeof x === 'object');
}

/**
 * A connection-level database failure, by class and code, never by message: pg's own connection failures
 * (DatabaseConnectionError, database/pg-driver.ts: down, unreachable, pool acquire timeout, a connection
 * broken under a query), TypeORM's released query runner and its manager's (its connection failed), Node's connection
 * errors, and PostgreSQL's SQLSTATE class 08 (connection exception) and 57P01–57P05 (shut down, crashed,
 * starting up, dropped, idle too long). Answered 503.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  if (e instanceof QueryRunnerAlreadyReleasedError || e instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  return withDriverError(e).some((x) => {
    if (x instanceof DatabaseConnectionError) return true;
    const code = typeof x.code === 'string' ? x.code : '';
    return CONNECTION_ERRNOS.has(code) || code.startsWith('08') || /^57P0[1-5]$/.test(code);
  });
}

/**
 * PostgreSQL refusing work for lack of resources rather than for the request itself: SQLSTATE class 53
 * (too many connections, out of memory or disk), a statement cancelled by statement_timeout or an operator
 * (57014), a write refused by a read-only database (25006: a standby, or a server set read-only for lack of disk).
 * Answered 503 (try again), never 500.
 */
function isDatabaseOverloaded(e: unknown): boolean {
  return withDriverError(e).some(
    (x) => typeof x.code === 'string' && (x.code.startsWith('53') || x.code === '57014' || x.code === '25006'),
  );
}

/**
 * The statement lost a race with a concurrent write: a deadlock (40P01) or a serialization failure (40001). PostgreSQL
 * rolled it back; the same request succeeds when sent again. Answered 503 with Retry-After, never 500.
 */
function isWriteConflict(e: unknown): boolean {
  return withDriverError(e).some((x) => x.code === '40P01' || x.code === '40001');
}

/** The database unreachable or refusing work: the request itself is not at fault (a 503, never a 401 or 500). */
export function isDatabaseTrouble(e: unknown): boolean {
  return isDatabaseUnavailable(e) || isDatabaseOverloaded(e) || isWriteConflict(e);
}

/** Maps every error to ApiErrorBody. Unexpected errors become 500 with a correlation id in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Optional() private readonly outage: DatabaseOutage = new DatabaseOutage()) {}

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
    // Every 503 says when to try again: by default, when the database is next probed.
    else if (body.statusCode === 503) res.setHeader('Retry-After', String(OUTAGE_PROBE_SECONDS));
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
      this.outage.refusedRequest(databaseReason(e));
      return { statusCode: 503, error: message, message };
    }
    if (isDatabaseOverloaded(e)) {
      const message = 'The service is busy right now. Please try again shortly.';
      this.outage.refusedRequest(databaseReason(e));
      return { statusCode: 503, error: message, message };
    }
    if (isWriteConflict(e)) {
      const message = 'The service is busy right now. Please try again shortly.';
      this.logger.warn(`${databaseReason(e)}: ${req.method} ${req.path} answered 503`);
      return { statusCode: 503, error: message, message };
    }
    const correlationId = String((req as Request & { id?: unknown }).id ?? randomUUID());
    this.logger.error({ correlationId, err: e }, `unexpected error ${req.method} ${req.path} [${correlationId}]`);
    const message = 'Something went wrong on our side. Please try again.';
    return { statusCode: 500, error: message, message, correlationId };
  }
}
