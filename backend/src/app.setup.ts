import { INestApplication } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { COMPRESSION_THRESHOLD } from './common/http/cached-body';
import cors from 'cors';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { refuseUnusableBodies, rejectDeepBodies } from './common/http/body-checks';
import { requestLogger } from './common/logging';
import { AppConfig } from './config/env';
import { openApiDocument, setApiPrefix } from './openapi/openapi';
import { serveWebApps } from './web/serve-web';

function trustProxyValue(v: string): boolean | number | string {
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
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
    exposedHeaders: ['X-Total-Count', 'X-Total-Count-Capped', 'X-Search-Place', 'X-Search-Text', 'Content-Range', 'X-Request-Id', 'ETag'],
  });

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
  setApiPrefix(app);

  const document = openApiDocument(app, config.PRODUCT_NAME);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: `${config.PRODUCT_NAME} API`,
    useGlobalPrefix: false,
  });

  serveWebApps(app);
}
