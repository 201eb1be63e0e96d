import { RequestMethod } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../config/env';

/**
 * One JSON line per request (method, path, status, duration, request id); pretty in a terminal.
 * Authorization headers, cookies and password fields never reach the log.
 */
export function loggerParams(config: AppConfig): Params {
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  return {
    // Express 5 path syntax (the default '*' makes Nest warn about a legacy route).
    forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
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
      customSuccessMessage: (req: IncomingMessage, res: ServerResponse, ms: number) => `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode} ${Math.round(ms)}ms`,
      customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${(req.url ?? '').split('?')[0]} ${res.statusCode}`,
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      customAttributeKeys: { responseTime: 'durationMs' },
      // Static files and the SPA shell would drown the API's lines; health checks are noise.
      autoLogging: { ignore: (req: IncomingMessage) => !(req.url ?? '').startsWith('/api/') || (req.url ?? '').startsWith('/api/health') },
      quietReqLogger: true,
    },
  };
}
