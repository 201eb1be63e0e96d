import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpLogger, Options, pinoHttp } from 'pino-http';
import { AppConfig } from '../config/env';

const requestLoggers = new WeakMap<AppConfig, HttpLogger>();

/**
 * The request logger of an application (one per configuration object): pino-http with the options
 * below. app.setup.ts puts it in front of every /api route, and nestjs-pino logs through the same pino
 * instance (`useExisting`), binding each request's child logger for the services.
 */
export function requestLogger(config: AppConfig): HttpLogger {
  let logger = requestLoggers.get(config);
  if (!logger) {
    logger = pinoHttp(requestLoggerOptions(config));
    requestLoggers.set(config, logger);
  }
  return logger;
}

/**
 * One JSON line per request (method, path, status, duration, request id); pretty in a terminal.
 * Authorization headers, cookies and password fields never reach the log.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    // Express 5 path syntax (the default '*' makes Nest warn about a legacy route).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    // The request logger itself runs earlier (app.setup.ts); Nest only binds its per-request logger.
    useExisting: true,
    pinoHttp: { logger: requestLogger(config).logger },
  };
}

/** A request's id (sent back as X-Request-Id): the caller's own if it is a sane token, else a new UUID. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

function requestLoggerOptions(config: AppConfig): Options {
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  return {
    level: config.LOG_LEVEL,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestId(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.passwordHash', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse, ms: number) =>
      `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${Math.round(ms)}ms`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode}`,
    // A 503 is a refusal whose cause is logged once as a state change (common/database-outage.ts), not per request.
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
      res.statusCode === 503 ? 'info' : err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customAttributeKeys: { responseTime: 'durationMs' },
    // Static files and the SPA shell would drown the API's lines; health checks are noise.
    autoLogging: { ignore: (req: IncomingMessage) => !(req.url ?? '').startsWith('/api/') || (req.url ?? '').startsWith('/api/health') },
    quietReqLogger: true,
  };
}
