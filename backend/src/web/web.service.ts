import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/env';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { EventsQueryService } from '../events/events-query.service';
import { ListEventsQuery } from '../events/dto/list-events.query';
import type { EventCardResponse } from '../events/dto/public-event.dto';
import { FestivalPagesService } from '../festivals/festival-pages.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { DomainError } from '../common/api-error';
import { UUID } from '../common/id-param';
import { lazy } from '../common/lazy';
import { metroBySlug } from '../places';
import { eventHtml, festivalHtml, festivalsHtml, FirstPage, homeHtml, organizationHtml } from './first-paint';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../share/event-labels';
import { shareImageVersion } from '../share/share-image.service';
import { findUp } from '../share/assets';
import { escapeMarkup as escapeHtml } from '../common/markup';
import { eventJsonLd, eventSummary, headElements, jsonForScript } from './event-meta';
import { eventImageSet, isKnownPublicRoute, PUBLIC_ROUTES, PublicRouteName, routePattern, uploadedImageId } from '@sangam/shared';

export interface RenderedPage {
  status: number;
  html: string;
}

/** A built web app's dist folder: <repo>/<name>/dist, from either src or dist of the backend. */
function webDistDir(name: 'public-web' | 'admin-web'): string {
  return path.join(findUp(name) ?? path.resolve(process.cwd(), name), 'dist');
}

const NOT_BUILT = (name: string) =>
  `<!doctype html><meta charset="utf-8"><title>Not built</title><p>The ${name} app is not built yet. Run <code>npm run build</code> (npm start does it for you).</p>`;

const EVENT_PATH = /^\/event\/([^/]+)\/?$/;
const ORGANIZATION_PATH = /^\/organizations\/([^/]+)\/?$/;
const FESTIVAL_PATH = /^\/festivals\/([^/]+)\/?$/;

/**
 * The public site's lazily loaded pages (public-web/src/app/router.tsx), by the source file Vite's
 * manifest names them with. The HTML for such a path asks the browser for the page's module and
 * stylesheet at once (in parallel with the main bundle) instead of after the main bundle has run.
 */
const PAGE_MODULES: Record<Exclude<PublicRouteName, 'home'>, string> = {
  event: 'src/features/events/EventDetailPage.tsx',
  organization: 'src/features/events/OrganizationPage.tsx',
  festivals: 'src/features/festivals/FestivalsPage.tsx',
  festival: 'src/features/festivals/FestivalPage.tsx',
  submitOrganization: 'src/features/organizations/SubmitOrganizationPage.tsx',
  orgLogin: 'src/features/organizer/OrgLoginPage.tsx',
  orgSignup: 'src/features/organizer/OrgSignupPage.tsx',
  orgForgotPassword: 'src/features/organizer/ForgotPasswordPage.tsx',
  orgResetPassword: 'src/features/organizer/ResetPasswordPage.tsx',
  orgDashboard: 'src/features/organizer/OrgDashboardPage.tsx',
  addEvent: 'src/features/organizer/AddEventPage.tsx',
  editEvent: 'src/features/organizer/EditEventPage.tsx',
  promotion: 'src/features/info/PromotionPage.tsx',
  contact: 'src/features/info/ContactPage.tsx',
  followConfirm: 'src/features/follows/ConfirmFollowPage.tsx',
  followUnsubscribe: 'src/features/follows/UnsubscribePage.tsx',
  followManage: 'src/features/follows/ManageFollowsPage.tsx',
};
const ROUTE_MODULES = Object.entries(PAGE_MODULES).map(
  ([name, module]) => [routePattern(PUBLIC_ROUTES[name as keyof typeof PAGE_MODULES], 'i'), module] as const,
);
const NOT_FOUND_MODULE = 'src/features/not-found/NotFoundPage.tsx';

/**
 * The requests the home page makes first when opened without a query (public-web: useEventList
 * with the default sort, PAGE_SIZE 24, useStats, and the next festival's "Coming up"). Preloaded from the HTML, they run while the
 * scripts download; the page's fetch() then takes the preloaded answer (same URL, same credentials
 * mode) instead of asking again. public-web/e2e/page-load.e2e.ts checks that they are used.
 */
const HOME_LISTING = { sortBy: 'date', sortOrder: 'asc', fields: 'card', series: 'next', limit: 24, offset: 0 } as const;
const HOME_PRELOADS = [
  `/api/events?${new URLSearchParams(Object.entries(HOME_LISTING).map(([k, v]) => [k, String(v)])).toString()}`,
  '/api/stats',
  '/api/festivals/upcoming',
];

/**
 * The public site's main stylesheet inside the HTML (<style>) instead of a <link>: a linked one blocks the first
 * paint for one more round trip (2 s on a slow mobile network); inline, the server's HTML paints as it arrives.
 */
function inlineStylesheets(html: string, dist: string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
    const css = fs.readFileSync(path.join(dist, file), 'utf8');
    return css.includes('</') ? link : `<style>${css}</style>`;
  });
}

/** Puts the first paint's HTML inside the app's root element. */
function withRoot(html: string, body: string): string {
  return body ? html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : html;
}

/** Adds the hints at the end of <head>: after the main stylesheet, as Vite would add the page's own. */
function withHints(html: string, hints: string): string {
  return hints ? html.replace(/\n?(\s*)<\/head>/, (end, indent: string) => `\n${indent}  ${hints}${end}`) : html;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
  private hints = new Map<string, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventsQueryService,
    private readonly organizations: OrganizationsService,
    private readonly festivals: FestivalPagesService,
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
    let html = this.brand(fs.readFileSync(file, 'utf8'));
    if (dist === this.publicDist) html = inlineStylesheets(html, dist);
    this.cache.set(file, html);
    this.logger.log(`serving ${name} from ${dist}`);
    return html;
  }

  adminPage(): RenderedPage {
    const html = this.shell(this.adminDist, 'admin-web');
    return html ? { status: 200, html: html.replace('<!--app-head-->', '') } : { status: 503, html: NOT_BUILT('admin') };
  }

  /**
   * The public shell for a path: 200 for the site's routes, 404 (the site's 404 page) otherwise. `query` is the
   * request's query string without '?'.
   */
  async publicPage(urlPath: string, query = ''): Promise<RenderedPage> {
    const html = this.shell(this.publicDist, 'public-web');
    if (!html) return { status: 503, html: NOT_BUILT('public') };
    const known = isKnownPublicRoute(urlPath);
    const hints = this.routeHints(known ? ROUTE_MODULES.find(([re]) => re.test(urlPath))?.[1] : NOT_FOUND_MODULE);
    const m = EVENT_PATH.exec(urlPath);
    if (m) return this.eventPage(html, m[1], hints);
    const head =
      urlPath === '/' && query === ''
        ? HOME_PRELOADS.map((u) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(u)}" />`).join('\n    ')
        : '';
    const body = known ? await this.firstPaint(urlPath, query) : '';
    const page = withHints(
      html.replace('<!--app-head-->', () => head),
      hints,
    );
    return { status: known ? 200 : 404, html: withRoot(page, body) };
  }

  /**
   * A page's main content as HTML (first-paint.ts), from the same services and answers as the API: the home page
   * (no query, or a metro alone), an organization's page, the festivals and a festival's page. Empty for other pages, for what the API
   * answers 4xx (the app shows its message), and when the data cannot be read (the page still loads the app).
   */
  private async firstPaint(urlPath: string, query: string): Promise<string> {
    try {
      const params = new URLSearchParams(query);
      const keys = [...params.keys()];
      if (urlPath === '/' && (keys.length === 0 || (keys.length === 1 && keys[0] === 'metro'))) {
        const metro = keys.length ? metroBySlug(params.get('metro')) : null;
        if (keys.length && !metro) return '';
        return homeHtml(this.config.PRODUCT_NAME, await this.cards({ metro: metro?.slug }), metro?.name);
      }
      const org = ORGANIZATION_PATH.exec(urlPath);
      if (org && UUID.test(org[1])) {
        const found = await this.organizations.findPublic(org[1]);
        return organizationHtml(found, await this.cards({ organizationId: found.id }));
      }
      if (/^\/festivals\/?$/.test(urlPath)) return festivalsHtml(await this.festivals.list(undefined, {}));
      const festival = FESTIVAL_PATH.exec(urlPath);
      if (festival) {
        const page = await this.festivals.page(festival[1], {});
        return festivalHtml(page, await this.cards({ festival: page.slug, from: page.season.from, to: page.season.to }));
      }
    } catch (e) {
      // A 4xx of the API: the app says it. Anything else (the database away): the shell still serves the app.
      if (!(e instanceof DomainError && e.status < 500)) this.logger.warn(`first paint of ${urlPath} skipped: ${String(e)}`);
      return '';
    }
    return '';
  }

  /** A listing's first page of cards and its total, as GET /api/events answers it (through the same read cache). */
  private async cards(filter: Partial<ListEventsQuery>): Promise<FirstPage> {
    const page = await this.events.listPage(Object.assign(new ListEventsQuery(), HOME_LISTING, filter));
    return { cards: JSON.parse(page.body.body.toString('utf8')) as EventCardResponse[], total: page.total };
  }

  /** The public site's Vite manifest, read once (null when there is none). */
  private readonly manifest = lazy((): Manifest | null => {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.publicDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    } catch {
      return null;
    }
  });

  /**
   * <link> elements that fetch a lazily loaded page's module (and what it imports beyond the main
   * bundle) and its stylesheet right away. Empty when there is no manifest or no such module.
   */
  private routeHints(src: string | undefined): string {
    if (!src) return '';
    const cached = this.hints.get(src);
    if (cached !== undefined) return cached;
    const manifest = this.manifest();
    let out = '';
    if (manifest?.[src]) {
      // What the HTML already loads: the entry chunk and everything it imports statically.
      const inEntry = new Set<string>();
      const walk = (key: string, into: Set<string>) => {
        if (into.has(key) || !manifest[key]) return;
        into.add(key);
        for (const i of manifest[key].imports ?? []) walk(i, into);
      };
      for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inEntry);
      const needed = new Set<string>();
      walk(src, needed);
      const tags: string[] = [];
      for (const key of needed) {
        if (inEntry.has(key)) continue;
        tags.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key].file)}" />`);
        for (const css of manifest[key].css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" />`);
      }
      out = tags.join('\n    ');
    }
    this.hints.set(src, out);
    return out;
  }

  /** An event's page with its meta tags and data; 404 (noindex, the app shows "not found") for an unknown or hidden event. */
  private async eventPage(html: string, id: string, hints: string): Promise<RenderedPage> {
    html = withHints(html, hints);
    const base = this.config.publicUrl;
    const url = `${base}/event/${encodeURIComponent(id)}`;
    const event = UUID.test(id) ? await this.events.findPublic(id) : null;
    const meta = event
      ? headElements({
          title: `${event.title} | ${this.siteTitle}`,
          description: eventSummary(event),
          url,
          // The share card (title, date, venue, organization), versioned so previews refresh after an edit.
          image: `${base}/api/events/${event.id}/share.png?v=${shareImageVersion(event)}`,
          imageSize: { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT },
          siteName: this.config.PRODUCT_NAME,
          jsonLd: eventJsonLd(event, url, event.organization ? `${base}/organizations/${event.organization.id}` : undefined),
        })
      : headElements({
          title: `Event not found | ${this.siteTitle}`,
          description: 'This event does not exist or is no longer listed.',
          url,
          siteName: this.config.PRODUCT_NAME,
          noindex: true,
        });
    // The event itself, as GET /api/events/:id answers anyone: the page renders it without a request.
    const data = event ? `<script type="application/json" id="sangam-event">${jsonForScript(event)}</script>` : '';
    // Its uploaded picture, the page's largest paint, fetched with the scripts: the rendition the page's <img> will take.
    const imageId = uploadedImageId(event?.imageUrl);
    const picture =
      event && imageId && event.imageWidth && event.imageHeight
        ? eventImageSet(imageId, { width: event.imageWidth, height: event.imageHeight }, 'detail')
        : null;
    const preload = picture
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes)}" fetchpriority="high" />`
      : '';
    return {
      status: event ? 200 : 404,
      html: withRoot(html, event ? eventHtml(event) : '')
        .replace(/<title>[^<]*<\/title>/, () => meta.title)
        .replace(/<meta name="description"[^>]*>\s*/, '')
        .replace('<!--app-head-->', () => [meta.head, preload, data].filter(Boolean).join('\n    ')),
    };
  }
}
