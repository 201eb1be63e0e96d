import { Inject, Injectable, Logger } from '@nestjs/common';
import { Principal } from '../../auth/principal';
import { DomainError } from '../../common/api-error';
import { browserAddress, formatUsPhone } from '../../common/dto-rules';
import { ModerationService } from '../../moderation/moderation.service';
import { OrganizationsAdminService } from '../../organizations/organizations-admin.service';
import { DiscoveredOrganizationDto, DiscoverOrganizationsResultDto, SavedOrganizationDto } from '../dto/discovery.dto';
import { icalUrlFor, isCalendarFeedUrl } from '../extract/feeds';
import { GuardedHttpClient } from '../http/guarded-http-client';
import { ParserPool } from '../parsing/parser-pool';
import { SCRAPER_HTTP } from '../scraper-http.provider';
import { isEventPlatformUrl, siteKey } from './page-facts';
import { CrawlError, normalizeInputUrl, SiteCrawler } from './site-crawler';

export const NO_URLS = 'No URLs Provided';
/** Transaction lock serialising saves of discovered organizations (see SCRAPE_LOCK_KEY for the keys in use). */
const DISCOVERED_ORG_LOCK_KEY = 72_617_102;
const PARALLEL_SITES = 3;
const SITE_TIME_LIMIT_MS = 60_000;
/** Hosts shared by many organizations: there the first path segment identifies the organization. */
const SHARED_HOSTS =
  /^(facebook\.com|m\.facebook\.com|instagram\.com|sites\.google\.com|eventbrite\.com|meetup\.com|linktr\.ee|[\w-]+\.wixsite\.com|[\w-]+\.wordpress\.com|[\w-]+\.blogspot\.com|google\.com|groups\.google\.com|x\.com|twitter\.com|youtube\.com|linkedin\.com)$/i;

/** What identifies an organization's website: its host without www (plus the first path segment on shared hosts). */
export function websiteKey(url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(/^[a-z]+:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`);
  } catch {
    return null;
  }
  const host = siteKey(u.hostname);
  if (SHARED_HOSTS.test(host) || /\.(wixsite|wordpress|blogspot)\.com$/i.test(host)) {
    const seg = u.pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
    return `${host}/${seg}`;
  }
  return host;
}

/** Organization discovery: crawl websites for organizations, and save one as a pending organization. */
@Injectable()
export class DiscoveryService {
  private readonly logger = new Logger('Discovery');
  private readonly crawler: SiteCrawler;

  constructor(
    private readonly organizations: OrganizationsAdminService,
    private readonly moderation: ModerationService,
    @Inject(SCRAPER_HTTP) http: GuardedHttpClient,
    private readonly parser: ParserPool,
  ) {
    this.crawler = new SiteCrawler(http, parser);
  }

  async discover(rawUrls: string[]): Promise<DiscoverOrganizationsResultDto> {
    const urls = [
      ...new Set(
        rawUrls
          .map((u) => u.trim())
          .filter(Boolean)
          .map(normalizeInputUrl),
      ),
    ];
    if (!urls.length) throw new DomainError(400, NO_URLS, { urls: NO_URLS });
    for (const u of urls) {
      let parsed: URL;
      try {
        parsed = new URL(u);
      } catch {
        throw new DomainError(400, `Not a valid URL: ${u}`, { urls: `Not a valid URL: ${u}` });
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new DomainError(400, `Only http and https addresses can be crawled: ${u}`, {
          urls: `Only http and https addresses can be crawled: ${u}`,
        });
      }
      // The address as a browser reads it must be the one typed (no `\@`, credentials or disguised hosts).
      if (!browserAddress(u)) throw new DomainError(400, `Not a valid URL: ${u}`, { urls: `Not a valid URL: ${u}` });
    }
    this.parser.warm();
    const organizations: DiscoverOrganizationsResultDto['organizations'] = [];
    const errors: DiscoverOrganizationsResultDto['errors'] = [];
    const results = new Array<{ org?: (typeof organizations)[number]; error?: string }>(urls.length);
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const i = next++;
        try {
          results[i] = { org: await this.crawler.crawl(urls[i], AbortSignal.timeout(SITE_TIME_LIMIT_MS)) };
        } catch (e) {
          results[i] = { error: e instanceof CrawlError ? e.message : `Could not crawl ${urls[i]}` };
          if (!(e instanceof CrawlError)) this.logger.error({ err: e }, `discovery of ${urls[i]} failed`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SITES, urls.length) }, worker));
    results.forEach((r, i) => {
      if (r.org) organizations.push(r.org);
      else errors.push({ url: urls[i], error: r.error ?? 'Could not crawl' });
    });
    return { organizations, processed_urls: urls, errors };
  }

  /**
   * Stores a discovered organization as pending (moderated), unless an organization with the same
   * website (domain) or one of the same emails exists: 409 with a message naming it.
   */
  async save(dto: DiscoveredOrganizationDto, by: Principal | null): Promise<SavedOrganizationDto> {
    const emails = [...new Set((dto.emails ?? []).map((e) => e.toLowerCase()))];
    const key = websiteKey(dto.website);
    const pages = (dto.event_pages ?? []).map((p) => (/^webcals?:/i.test(p) ? icalUrlFor(p) : p));
    const onSite = (p: string) => key !== null && websiteKey(p) === key;
    const isSource = (p: string) => {
      try {
        return isCalendarFeedUrl(p) || isEventPlatformUrl(new URL(p));
      } catch {
        return false;
      }
    };
    const eventsPageUrl = pages.find((p) => onSite(p) && !isSource(p)) ?? pages.find((p) => !isSource(p)) ?? null;
    const eventSources = [...new Set(pages.filter((p) => p !== eventsPageUrl && isSource(p)).map((p) => icalUrlFor(p)))].slice(0, 10);
    const fields = {
      name: dto.name,
      description: dto.description ?? null,
      website: dto.website ?? null,
      eventsPageUrl: eventsPageUrl && eventsPageUrl.length <= 500 ? eventsPageUrl : null,
      contactEmail: emails[0] ?? null,
      contactPhone: dto.phones?.length ? formatUsPhone(dto.phones[0]) : null,
      city: dto.city,
      state: dto.state,
    };
    const assessment = this.moderation.assessOrganization(fields);
    const outcome = await this.organizations.saveDiscovered(
      {
        ...fields,
        eventSources,
        isApproved: false,
        submittedBy: (by?.kind === 'admin' ? `discovery:${by.username}` : 'discovery').slice(0, 100),
        moderationScore: assessment.score,
        moderationFlags: assessment.flags,
      },
      { host: key?.split('/')[0] ?? null, sameSite: (website) => websiteKey(website) === key, emails, lockKey: DISCOVERED_ORG_LOCK_KEY },
    );
    if ('sameWebsite' in outcome)
      throw new DomainError(409, `An organization with this website (${key}) already exists: ${outcome.sameWebsite}`);
    if ('sameEmail' in outcome) {
      const { name, email } = outcome.sameEmail;
      throw new DomainError(409, `An organization with this email (${email.toLowerCase()}) already exists: ${name}`);
    }
    const saved = outcome.saved;
    this.logger.log(`discovered organization saved for approval: ${saved.name} (${saved.id})`);
    return {
      id: saved.id,
      name: saved.name,
      website: saved.website,
      eventsPageUrl: saved.eventsPageUrl,
      eventSources: saved.eventSources,
      contactEmail: saved.contactEmail,
      contactPhone: saved.contactPhone,
      city: saved.city,
      state: saved.state,
      isApproved: saved.isApproved,
      moderationScore: saved.moderationScore,
      moderationFlags: saved.moderationFlags,
    };
  }
}
