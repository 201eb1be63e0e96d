import { Inject, Injectable, Logger } from '@nestjs/common';
import { Principal } from '../../auth/principal';
import { DomainError } from '../../common/api-error';
import { browserAddress, formatUsPhone } from '../../common/dto-rules';
import { ModerationService } from '../../moderation/moderation.service';
import { riskLevelOf } from '../../moderation/risk-level';
import { OrganizationsAdminService } from '../../organizations/organizations-admin.service';
import { DiscoveredOrganizationDto, DiscoverOrganizationsResultDto, SavedOrganizationDto } from '../dto/discovery.dto';
import { icalUrlFor, isCalendarFeedUrl } from '../extract/feeds';
import { GuardedHttpClient } from '../http/guarded-http-client';
import { ParserPool } from '../parsing/parser-pool';
import { SCRAPER_HTTP } from '../scraper-http.provider';
import { isEventPlatformUrl, siteKey } from './page-facts';
import { fetchFailure, NOT_AN_ADDRESS, NOT_HTTP } from './discovery-messages';
import { CrawlError, normalizeInputUrl, SiteCrawler } from './site-crawler';

/** Transaction lock serialising saves of discovered organizations (see SCRAPE_LOCK_KEY for the keys in use). */
const DISCOVERED_ORG_LOCK_KEY = 72_617_102;
const PARALLEL_SITES = 3;
const SITE_TIME_LIMIT_MS = 60_000;
/**
 * Hosts shared by many organizations, besides any *.wixsite.com, *.wordpress.com or *.blogspot.com site: there the
 * first path segment identifies the organization.
 */
const SHARED_HOSTS =
  /^(facebook\.com|m\.facebook\.com|instagram\.com|sites\.google\.com|eventbrite\.com|meetup\.com|linktr\.ee|google\.com|groups\.google\.com|x\.com|twitter\.com|youtube\.com|linkedin\.com)$/i;

/** What identifies an organization's website: its host without www (plus the first path segment on shared hosts). */
function websiteKey(url: string | null | undefined): string | null {
  if (!url) return null;
  const address = /^[a-z]+:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;
  if (!URL.canParse(address)) return null;
  const u = new URL(address);
  const host = siteKey(u.hostname);
  if (SHARED_HOSTS.test(host) || /\.(wixsite|wordpress|blogspot)\.com$/i.test(host)) {
    const seg = u.pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
    return `${host}/${seg}`;
  }
  return host;
}

/** A typed line as the address to crawl ('example.org' → https://example.org), or why it is not one. */
function addressOf(line: string): { url: string; error?: undefined } | { url?: undefined; error: string } {
  const url = normalizeInputUrl(line);
  if (!URL.canParse(url)) return { error: NOT_AN_ADDRESS(line) };
  // A parsed address's scheme is the one it starts with (normalizeInputUrl adds https:// to text without one).
  if (!/^https?:/i.test(url)) return { error: NOT_HTTP(line) };
  // The address as a browser reads it must be the one typed (no `\@`, credentials or disguised hosts).
  if (!browserAddress(url)) return { error: NOT_AN_ADDRESS(line) };
  return { url };
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

  /**
   * Crawls each typed address on its own (blank lines ignored): a line that is not a website address,
   * or a site that cannot be read, fails alone with a reason in plain words; the others are read.
   */
  async discover(rawUrls: string[]): Promise<DiscoverOrganizationsResultDto> {
    const lines = [...new Set(rawUrls.map((u) => u.trim()).filter(Boolean))];
    if (!lines.length) throw new DomainError('no_urls', { on: 'urls' });
    const checked = lines.map((line) => ({ line, ...addressOf(line) }));
    const urls = [...new Set(checked.flatMap((c) => (c.url ? [c.url] : [])))];
    const outcomes = new Map<string, { org?: DiscoverOrganizationsResultDto['organizations'][number]; error?: string }>();
    this.parser.warm();
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++];
        try {
          outcomes.set(url, { org: await this.crawler.crawl(url, AbortSignal.timeout(SITE_TIME_LIMIT_MS)) });
        } catch (e) {
          outcomes.set(url, { error: fetchFailure(url, e) });
          if (!(e instanceof CrawlError)) this.logger.error({ err: e }, `discovery of ${url} failed`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_SITES, urls.length) }, worker));

    const organizations: DiscoverOrganizationsResultDto['organizations'] = [];
    const errors: DiscoverOrganizationsResultDto['errors'] = [];
    const reported = new Set<string>();
    for (const c of checked) {
      const outcome = c.url ? outcomes.get(c.url)! : { error: c.error };
      if (c.url && reported.has(c.url)) continue; // two spellings of one address: one answer
      if (c.url) reported.add(c.url);
      if (outcome.org) organizations.push(outcome.org);
      else errors.push({ url: c.line, error: outcome.error ?? `We couldn't read ${c.line}` });
    }
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
    const isSource = (p: string) => isCalendarFeedUrl(p) || (URL.canParse(p) && isEventPlatformUrl(new URL(p)));
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
      throw new DomainError('discovered_website_taken', { params: { website: String(key), name: outcome.sameWebsite } });
    if ('sameEmail' in outcome) {
      const { name, email } = outcome.sameEmail;
      throw new DomainError('discovered_email_taken', { params: { email: email.toLowerCase(), name } });
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
      riskLevel: riskLevelOf(saved.moderationScore),
      moderationFlags: saved.moderationFlags,
    };
  }
}
