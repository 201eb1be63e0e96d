import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cors from 'cors';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { rejectDeepBodies } from './common/body-depth';
import { requestLogger } from './common/logging';
import { COMPRESSION_THRESHOLD, PublicFastPath } from './events/public-fast-path';
import { AppConfig } from './config/env';
import { openApiDocument } from './openapi/openapi';
import { serveWebApps } from './web/serve-web';

function trustProxyValue(v: string): boolean | number | string {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export const INVALID_TEXT_BODY = 'Request body contains text that cannot be stored (a NUL character or an unpaired surrogate)';
export const INVALID_TEXT_URL = 'Request address contains a NUL character';
export const BODY_TOO_LARGE = 'Request body is too large';
/** Real bodies have a few dozen fields and lists of at most 50 entries; these bounds are far above. */
export const MAX_BODY_KEYS_PER_OBJECT = 1_000;
export const MAX_BODY_VALUES = 10_000;

/**
 * Refuses, before validation and before any database work, what no route can use:
 * - text no field can hold: a NUL character (PostgreSQL refuses it in text: "invalid byte
 *   sequence for encoding UTF8: 0x00") and an unpaired UTF-16 surrogate, which JSON can spell
 *   ("\ud800") but which is no text at all (validator.js's isEmail calls encodeURI, which throws on
 *   it). Both ended in 500s. In any string or key of the body: 400; anywhere in the address (path
 *   or query, as %00): 400.
 * - bodies with a huge number of fields or values (413): class-transformer de-duplicates an
 *   object's keys in quadratic time, so a 1 MB body of ~90 000 keys kept the event loop busy for
 *   about 10 s on an anonymous route (the whole server stalls meanwhile).
 * The walk is iterative, like the depth check, so no body can overflow the stack.
 */
function refuseUnusableBodies(req: Request, res: Response, next: NextFunction): void {
  const refuse = (status: number, message: string) => void res.status(status).json({ statusCode: status, error: message, message });
  if (/%00/i.test(req.originalUrl ?? req.url)) return refuse(400, INVALID_TEXT_URL);
  const storable = (s: string) => !s.includes('\u0000') && (s as string & { isWellFormed(): boolean }).isWellFormed();
  const stack: unknown[] = [req.body];
  let values = 0;
  while (stack.length) {
    const v = stack.pop();
    if (++values > MAX_BODY_VALUES) return refuse(413, BODY_TOO_LARGE);
    if (typeof v === 'string') {
      if (!storable(v)) return refuse(400, INVALID_TEXT_BODY);
    } else if (Array.isArray(v)) {
      if (values + stack.length + v.length > MAX_BODY_VALUES) return refuse(413, BODY_TOO_LARGE);
      for (const x of v) stack.push(x);
    } else if (v && typeof v === 'object') {
      const keys = Object.keys(v);
      if (keys.length > MAX_BODY_KEYS_PER_OBJECT) return refuse(413, BODY_TOO_LARGE);
      for (const k of keys) {
        if (!storable(k)) return refuse(400, INVALID_TEXT_BODY);
        stack.push((v as Record<string, unknown>)[k]);
      }
    }
  }
  next();
}

/**
 * Everything about the HTTP application that is not a module: headers, CORS, body limits,
 * the /api prefix, Swagger, and the two web apps. Used by main.ts and by the tests alike.
 */
export function configureApp(nest: INestApplication, config: AppConfig): void {
  const app = nest as NestExpressApplication;
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxyValue(config.TRUST_PROXY));
  app.set('etag', 'strong');
  const logRequest = requestLogger(config);
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React-admin (emotion) and Swagger UI inject style elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only when the public URL is https (i.e. behind TLS).
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const origins = config.CORS_ORIGINS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const corsHeaders = cors({
    origin: (origin, cb) => cb(null, !origin || origin === config.publicUrl || origins.includes(origin)),
    credentials: true,
    exposedHeaders: ['X-Total-Count', 'Content-Range', 'X-Request-Id'],
  });

  // First, on the HTTP server itself: cached public answers (listing, event detail), with the same
  // log line and headers as the middleware below gives every other answer.
  app.get(PublicFastPath).attach(app.getHttpServer(), { logRequest, securityHeaders, corsHeaders });
  // One log line per API request (static files and the SPA shell are not logged).
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path === '/api' || req.path.startsWith('/api/') ? logRequest(req, res, next) : next(),
  );
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { extended: false, limit: '100kb' });
  app.use(rejectDeepBodies);
  app.use(securityHeaders);
  app.use(corsHeaders);
  // After helmet and CORS, so that these refusals carry the same headers as every other answer.
  app.use(refuseUnusableBodies);
  // Compress only responses worth it.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD }));
  app.setGlobalPrefix('api');

  const document = openApiDocument(app, config.PRODUCT_NAME);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: `${config.PRODUCT_NAME} API`,
    useGlobalPrefix: false,
  });

  serveWebApps(app);
}
