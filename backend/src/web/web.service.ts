import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EventsQueryService } from '../events/events-query.service';
import { escapeHtml, eventJsonLd, eventSummary, headElements, isHttpUrl } from './event-meta';
import { isKnownPublicRoute } from './public-routes';

export { escapeHtml };

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

const EVENT_PATH = /^\/event\/([^/]+)\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serves the two single-page apps' HTML shells: the public site and the admin console. Event pages
 * get their own title, description, Open Graph/Twitter tags and schema.org Event JSON-LD, so link
 * previews and search engines see the event without running JavaScript.
 */
@Injectable()
export class WebService {
  private readonly logger = new Logger('Web');
  readonly publicDist = webDistDir('public-web');
  readonly adminDist = webDistDir('admin-web');
  private cache = new Map<string, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsQueryService,
  ) {}

  private get siteTitle(): string {
    return `${this.config.PRODUCT_NAME} - Community Events`;
  }

  /** Puts the product name (PRODUCT_NAME) into the shell: the title and a meta tag the apps read. */
  private brand(html: string): string {
    const name = escapeHtml(this.config.PRODUCT_NAME);
    return html
      .replace(/<title>[^<]*<\/title>/, `<title>${name} - Community Events</title>`)
      .replace('<!--app-head-->', `<meta name="sangam:product" content="${name}" />\n    <!--app-head-->`);
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
    return html ? { status: 200, html: html.replace('<!--app-head-->', '') } : { status: 503, html: NOT_BUILT('admin') };
  }

  /** The public shell for a path: 200 for the site's routes, 404 (the site's 404 page) otherwise. */
  async publicPage(urlPath: string): Promise<RenderedPage> {
    const html = this.shell(this.publicDist, 'public-web');
    if (!html) return { status: 503, html: NOT_BUILT('public') };
    const m = EVENT_PATH.exec(urlPath);
    if (m) return { status: 200, html: await this.eventPage(html, m[1]) };
    return { status: isKnownPublicRoute(urlPath) ? 200 : 404, html: html.replace('<!--app-head-->', '') };
  }

  private async eventPage(html: string, id: string): Promise<string> {
    const base = this.config.publicUrl.replace(/\/+$/, '');
    const url = `${base}/event/${encodeURIComponent(id)}`;
    const event = UUID.test(id) ? await this.events.findPublic(id) : null;
    const meta = event
      ? headElements({
          title: `${event.title} | ${this.siteTitle}`,
          description: eventSummary(event),
          url,
          image: isHttpUrl(event.imageUrl) ? event.imageUrl : null,
          siteName: this.config.PRODUCT_NAME,
          jsonLd: eventJsonLd(event, url),
        })
      : headElements({ title: `Event not found | ${this.siteTitle}`, description: 'This event does not exist or is no longer listed.', url, siteName: this.config.PRODUCT_NAME, noindex: true });
    return html
      .replace(/<title>[^<]*<\/title>/, () => meta.title)
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('<!--app-head-->', () => meta.head);
  }
}
