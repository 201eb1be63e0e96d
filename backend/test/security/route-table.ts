import type { INestApplication } from '@nestjs/common';

export interface RouteEntry {
  method: string;
  path: string;
  /** "METHOD /api/path/:param" */
  key: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: Layer[] };
}

/**
 * Every API route the running application registered, read from Express's own router stack
 * (not from a list kept by hand), so a route added tomorrow shows up here.
 */
export function apiRoutes(app: INestApplication): RouteEntry[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const out = new Map<string, RouteEntry>();
  const visit = (layers: Layer[]) => {
    for (const l of layers) {
      if (l.route) {
        const paths = Array.isArray(l.route.path) ? l.route.path : [l.route.path];
        for (const p of paths) {
          if (!p.startsWith('/api/') || p.startsWith('/api/docs')) continue;
          for (const m of Object.keys(l.route.methods)) {
            if (!l.route.methods[m] || m === '_all') continue;
            const method = m.toUpperCase();
            const key = `${method} ${p}`;
            out.set(key, { method, path: p, key });
          }
        }
      } else if (l.handle?.stack) visit(l.handle.stack);
    }
  };
  visit(stack);
  return [...out.values()].sort((a, b) => a.key.localeCompare(b.key));
}
