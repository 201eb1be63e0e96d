import type { INestApplication } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import * as path from 'node:path';
import { WebService } from './web.service';

const ASSET_CACHE = (res: Response, file: string) => {
  // Vite's hashed assets never change; everything else is revalidated.
  if (/[\\/]assets[\\/]/.test(file)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=300');
};

/**
 * Mounts the admin console at /admin and the public site everywhere else (not /api):
 * static files first, then the HTML shell (SPA fallback; unknown public paths get status 404).
 */
export function serveWebApps(app: INestApplication): void {
  const web = app.get(WebService);
  const server = app.getHttpAdapter().getInstance() as express.Express;

  server.use('/admin', express.static(web.adminDist, { index: false, setHeaders: ASSET_CACHE, fallthrough: true }));
  server.use(express.static(web.publicDist, { index: false, setHeaders: ASSET_CACHE, fallthrough: true }));

  server.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    try {
      // A missing file with an extension (e.g. /assets/x.js) is a plain 404, not the app.
      if (path.extname(req.path) && !req.path.startsWith('/event/')) {
        res.status(404).type('text/plain').send('Not found');
        return;
      }
      const page = req.path === '/admin' || req.path.startsWith('/admin/') ? web.adminPage() : await web.publicPage(req.path);
      res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache').send(page.html);
    } catch (e) {
      next(e);
    }
  });
}
