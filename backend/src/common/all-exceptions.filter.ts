import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DatabaseConnectionError } from '../database/pg-driver';
import { sqlState } from '../database/sql-state';
import { apiErrorMessage } from '@sangam/shared';
import type { ApiErrorCode } from '@sangam/shared';
import { ApiErrorBody, DomainError, errorBody } from './api-error';
import { DatabaseOutage, OUTAGE_PROBE_SECONDS } from './database-outage';

/** An error's message with its code, for the outage log line. */
function databaseReason(e: unknown): string {
  const code = sqlState(e);
  return `${(e as Error)?.message ?? String(e)}${code ? ` (${code})` : ''}`;
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
 * How the database failed a request, by class and SQLSTATE (never by message), each answered 503; null when the fault is
 * a defect or the request's own. The codes of each kind are listed in docs/reliability.md ("Database trouble").
 */
function databaseTrouble(e: unknown): 'unavailable' | 'overloaded' | 'conflict' | null {
  if (e instanceof QueryRunnerAlreadyReleasedError || e instanceof QueryRunnerProviderAlreadyReleasedError) return 'unavailable';
  const errors = withDriverError(e);
  if (errors.some((x) => x instanceof DatabaseConnectionError)) return 'unavailable';
  const codes = errors.map((x) => (typeof x.code === 'string' ? x.code : ''));
  if (codes.some((c) => CONNECTION_ERRNOS.has(c) || c.startsWith('08') || /^57P0[1-5]$/.test(c))) return 'unavailable';
  if (codes.some((c) => c.startsWith('53') || c === '57014' || c === '25006')) return 'overloaded';
  if (codes.some((c) => c === '40P01' || c === '40001')) return 'conflict';
  return null;
}

/** A connection-level database failure (see databaseTrouble). */
export const isDatabaseUnavailable = (e: unknown) => databaseTrouble(e) === 'unavailable';

/** The database unreachable or refusing work: the request itself is not at fault (a 503, never a 401 or 500). */
export const isDatabaseTrouble = (e: unknown) => databaseTrouble(e) !== null;

/** Maps every error to ApiErrorBody. Unexpected errors become 500 with a correlation id in the log. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly outage: DatabaseOutage) {}

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
    if (e instanceof DomainError) return errorBody(e.code, e.message, e.fields);
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
        return errorBody('route_not_found', apiErrorMessage('route_not_found', { method: req.method, path: req.path }));
      }
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) return errorBody('body_too_large');
      return { ...errorBody(codeForStatus(status), message, fields), statusCode: status };
    }
    // Body-parser errors (malformed JSON, too large) carry a status and are the client's fault.
    const se = e as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string };
    const st = se?.status ?? se?.statusCode;
    if (typeof st === 'number' && st >= 400 && st < 500 && se.expose !== false) {
      if (se.type === 'entity.parse.failed') return errorBody('malformed_json');
      if (se.type === 'entity.too.large') return errorBody('body_too_large');
      return { ...errorBody(codeForStatus(st), se.message ?? 'Bad request'), statusCode: st };
    }
    // It looks into a query error's driverError itself.
    const trouble = databaseTrouble(e);
    if (trouble === 'conflict') {
      this.logger.warn(`${databaseReason(e)}: ${req.method} ${req.path} answered 503`);
      return errorBody('database_busy');
    }
    if (trouble) {
      this.outage.refusedRequest(databaseReason(e));
      return errorBody(trouble === 'unavailable' ? 'database_unavailable' : 'database_busy');
    }
    const correlationId = String((req as Request & { id?: unknown }).id ?? randomUUID());
    this.logger.error({ correlationId, err: e }, `unexpected error ${req.method} ${req.path} [${correlationId}]`);
    return { ...errorBody('internal_error'), correlationId };
  }
}

/** The code of an error Nest or a library raised with only a status (the status is kept as raised). */
const CODE_BY_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: 'authentication_required',
  403: 'forbidden',
  404: 'not_found',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'server_busy',
};
function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}
