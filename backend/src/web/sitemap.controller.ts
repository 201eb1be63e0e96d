import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '../config/env';
import { OrganizationsService } from '../organizations/organizations.service';
import { EventsQueryService } from '../events/events-query.service';
import { FestivalsService } from '../festivals/festivals.service';
import { isEventFestival } from '../community-tags/community-columns';
import { escapeMarkup as xml } from '../common/markup';

/** A sitemap file holds at most 50,000 URLs; these bounds keep well inside it. */
const SITEMAP_EVENTS = 40_000;
const SITEMAP_ORGANIZATIONS = 5_000;

/** For search engines, at the site's root (not under /api): robots.txt and sitemap.xml. */
@ApiTags('search engines')
@Controller()
export class SitemapController {
  constructor(
    private readonly events: EventsQueryService,
    private readonly organizations: OrganizationsService,
    private readonly festivals: FestivalsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @ApiOperation({ summary: 'robots.txt: the public site may be crawled, the console and the API not; where the sitemap is' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  robots(): string {
    const sitemap = `${this.config.publicUrl}/sitemap.xml`;
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${sitemap}`, ''].join('\n');
  }

  @Get('sitemap.xml')
  @ApiOperation({ summary: 'sitemap.xml: the home page, metro pages, festival pages, upcoming events and approved organizations' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ schema: { type: 'string' } })
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const [events, organizations, metros, festivals] = await Promise.all([
      this.events.sitemapEvents(SITEMAP_EVENTS),
      this.organizations.approvedForSitemap(SITEMAP_ORGANIZATIONS),
      this.events.metros(),
      this.festivals.festivalYears(),
    ]);
    const base = this.config.publicUrl;
    const url = (loc: string, lastmod?: Date) =>
      `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      url(`${base}/`),
      ...metros.map((m) => url(`${base}/?metro=${encodeURIComponent(m.slug)}`)),
      url(`${base}/festivals`),
      ...festivals.filter((f) => isEventFestival(f.festivalSlug)).map((f) => url(`${base}/festivals/${f.festivalSlug}-${f.year}`)),
      ...events.map((e) => url(`${base}/event/${e.id}`, e.updatedAt)),
      ...organizations.map((o) => url(`${base}/organizations/${o.id}`, o.updatedAt)),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}
