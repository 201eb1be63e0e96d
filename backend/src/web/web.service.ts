import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isKnownPublicRoute } from './public-routes';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Finds a built web app's dist folder: <repo>/<name>/dist, from either src or dist of the backend. */
export function webDistDir(name: 'public-web' | 'admin-web'): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, name, 'dist');
    if (fs.existsSync(path.join(dir, name))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve(process.cwd(), name, 'dist');
}

const NOT_BUILT = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>Not built</title><p>The ${name} app is not built yet. Run <code>npm run build</code> (npm start does it for you).</p>`;

/** Serves the two single-page apps' HTML shells: the public site and the admin console. */
@Injectable()
export class WebService {
  private readonly logger = new Logger('Web');
  readonly publicDist = webDistDir('public-web');
  readonly adminDist = webDistDir('admin-web');
  private cache = new Map<string, string>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Puts the product name (PRODUCT_NAME) into the shell: the title and a meta tag the apps read. */
  private brand(html: string): string {
    const name = escapeHtml(this.config.PRODUCT_NAME);
    return html
      .replace(/<title>[^<]*<\/title>/, `<title>${name} - Community Events</title>`)
      .replace('<!--app-head-->', `<meta name="sangam:product" content="${name}" />`);
  }

  private shell(dist: string, name: string): string | null {
    const file = path.join(dist, 'index.html');
    const cached = this.cache.get(file);
    if (cached) return cached;
    if (!fs.existsSync(file)) return null;
    const html = this.brand(fs.readFileSync(file, 'utf8'));
    this.cache.set(file, html);
    this.logger.log(`serving ${name} from ${dist}`);
    return html;
  }

  adminPage(): RenderedPage {
    const html = this.shell(this.adminDist, 'admin-web');
    return html ? { status: 200, html } : { status: 503, html: NOT_BUILT('admin') };
  }

  /** The public shell for a path: 200 for the site's routes, 404 (the site's 404 page) otherwise. */
  async publicPage(urlPath: string): Promise<RenderedPage> {
    const html = this.shell(this.publicDist, 'public-web');
    if (!html) return { status: 503, html: NOT_BUILT('public') };
    return { status: isKnownPublicRoute(urlPath) ? 200 : 404, html };
  }
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
