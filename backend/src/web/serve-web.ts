import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { serveEmbed } from '../share/embed-pages';
import { WebService } from './web.service';

const ASSET_CACHE = (res: Response, file: string) => {
  // Vite's hashed assets never change; everything else is revalidated.
  if (/[\\/]assets[\\/]/.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=300');
};

const PRECOMPRESSED_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const ASSET_PATH = /^\/assets\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Serves the Brotli copy (`<file>.br`, written by the public site's build) of a hashed asset to
 * browsers that accept br; everything else falls through to the static files (compressed on the fly).
 */
function precompressedAssets(root: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !ASSET_PATH.test(req.path)) return next();
    const type = PRECOMPRESSED_TYPES[path.extname(req.path)];
    if (!type || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const file = path.join(root, req.path) + '.br';
    if (!fs.existsSync(file)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', 'br');
    res.vary('Accept-Encoding');
    ASSET_CACHE(res, file);
    res.sendFile(file, (err?: Error) => {
      if (!err || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      next();
    });
  };
}

/** Paths Nest answers: the API, and robots.txt and sitemap.xml (web/sitemap.controller.ts). */
const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/') || p === '/robots.txt' || p === '/sitemap.xml';

/**
 * Mounts the admin console at /admin and the public site everywhere else (not /api):
 * static files first, then the HTML shell (SPA fallback; unknown public paths get status 404).
 */
export function serveWebApps(app: INestApplication): void {
  const web = app.get(WebService);
  const server = app.getHttpAdapter().getInstance() as express.Express;
  // The embeddable widget's script and iframe page (docs/sharing.md).
  serveEmbed(app);

  server.use('/admin', express.static(web.adminDist, { index: false, setHeaders: ASSET_CACHE, fallthrough: true }));
  server.use(precompressedAssets(web.publicDist));
  // No file lookup (a stat per request) for the API's paths.
  const publicFiles = express.static(web.publicDist, { index: false, setHeaders: ASSET_CACHE, fallthrough: true });
  server.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : publicFiles(req, res, next)));

  // Express 5 passes a rejected promise of a middleware on to the error handler.
  server.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApiPath(req.path)) return next();
    // A missing file with an extension (e.g. /assets/x.js) is a plain 404, not the app.
    if (path.extname(req.path) && !req.path.startsWith('/event/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const page =
      req.path === '/admin' || req.path.startsWith('/admin/')
        ? web.adminPage()
        : await web.publicPage(req.path, req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
    res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache').send(page.html);
  });
}
