import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { OrganizationPagesHook } from '../organizations/organization-pages.hook';
import { OrganizationsService } from '../organizations/organizations.service';
import { CreateSourceDto, isSourceUrl, SourceResponseDto, UpdateSourceDto } from './dto/source.dto';
import { isCalendarFeedUrl } from './extract/feeds';
import { ScrapingSource, SourceType } from './scraping-source.entity';
import { ScrapingSourcesRepository } from './scraping-sources.repository';
import { canonicalSourceUrl, sourceUrlKey } from './source-url';
import { isUniqueViolation } from '../database/sql-state';

/** The 409 of a source whose address reads the same as a listed one's, naming that source. */
const urlTaken = (name: string) => new DomainError('source_url_taken', { params: { name }, on: 'url' });

/** The source type a URL most likely is. */
export function guessSourceType(url: string): SourceType {
  if (!URL.canParse(url)) return 'other';
  const host = new URL(url).hostname.toLowerCase();
  if (/(^|\.)eventbrite\.[a-z.]+$/.test(host)) return 'eventbrite';
  if (/(^|\.)(facebook\.com|fb\.com|fb\.me)$/.test(host)) return 'facebook';
  if (isCalendarFeedUrl(url)) return 'calendar';
  return 'other';
}

/** Scraping sources: the admin's list, and the sources made from approved organizations' pages. */
@Injectable()
export class ScrapingSourcesService implements OnModuleInit {
  private readonly logger = new Logger('Scraping');

  constructor(
    private readonly repo: ScrapingSourcesRepository,
    private readonly organizations: OrganizationsService,
    private readonly organizationPages: OrganizationPagesHook,
  ) {}

  /** An organization approved, rejected, deleted or given other pages: its sources follow at once (not at the next run). */
  onModuleInit(): void {
    this.organizationPages.listen(() => this.syncFromOrganizations());
  }

  async list(): Promise<SourceResponseDto[]> {
    const sources = await this.repo.all();
    const names = await this.organizations.names([...new Set(sources.map((s) => s.organizationId).filter((x): x is string => !!x))]);
    return sources.map((s) => this.toResponse(s, s.organizationId ? (names.get(s.organizationId) ?? null) : null));
  }

  /** How many sources there are, and how many are active (the admin dashboard). */
  counts(): Promise<{ total: number; active: number }> {
    return this.repo.counts();
  }

  async get(id: string): Promise<ScrapingSource> {
    const s = await this.repo.findById(id);
    if (!s) throw new DomainError('scraping_source_not_found');
    return s;
  }

  toResponse(s: ScrapingSource, organizationName: string | null): SourceResponseDto {
    const ran = s.lastEventsFound !== null || s.lastError !== null;
    return {
      id: s.id,
      name: s.name,
      type: s.type,
      url: s.url,
      active: s.active,
      lastScraped: s.lastScraped,
      organizationId: s.organizationId,
      organizationName,
      origin: s.origin,
      eventsFound: s.lastEventsFound,
      eventsSaved: s.lastEventsSaved,
      eventsUpdated: s.lastEventsUpdated,
      error: s.lastError,
      notice: s.lastNotice,
      lastRun: ran
        ? {
            eventsFound: s.lastEventsFound ?? 0,
            eventsSaved: s.lastEventsSaved ?? 0,
            eventsUpdated: s.lastEventsUpdated ?? 0,
            error: s.lastError,
            notice: s.lastNotice,
            partial: s.lastPartial,
            failingRuns: s.failingRuns,
          }
        : null,
    };
  }

  private async orgName(id: string | null): Promise<string | null> {
    if (!id) return null;
    return (await this.organizations.names([id])).get(id) ?? null;
  }

  private async checkOrganization(id: string | null | undefined): Promise<void> {
    if (!id) return;
    if (!(await this.organizations.exists(id))) throw new DomainError('unknown_organization', { on: 'organizationId' });
  }

  /** The listed source whose address reads the same as `url` (rows stored before addresses were canonical included). */
  private async sameAddress(url: string, exceptId?: string): Promise<ScrapingSource | null> {
    const key = sourceUrlKey(url);
    return (await this.repo.all()).find((s) => s.id !== exceptId && sourceUrlKey(s.url) === key) ?? null;
  }

  /** Writes a source at `url`: refused (409, naming it) when a listed source's address reads the same, even one added meanwhile. */
  private async atFreeAddress<T>(url: string, exceptId: string | undefined, write: () => Promise<T>): Promise<T> {
    const taken = await this.sameAddress(url, exceptId);
    if (taken) throw urlTaken(taken.name);
    try {
      return await write();
    } catch (e) {
      // Added at the same moment by someone else.
      if (isUniqueViolation(e)) throw urlTaken((await this.sameAddress(url, exceptId))?.name ?? url);
      throw e;
    }
  }

  async create(dto: CreateSourceDto): Promise<SourceResponseDto> {
    await this.checkOrganization(dto.organizationId);
    const url = canonicalSourceUrl(dto.url);
    const saved = await this.atFreeAddress(url, undefined, () =>
      this.repo.insert({
        name: dto.name,
        type: dto.type,
        url,
        active: dto.active ?? true,
        organizationId: dto.organizationId ?? null,
        origin: 'manual',
      }),
    );
    return this.toResponse(saved, await this.orgName(saved.organizationId));
  }

  async update(id: string, dto: UpdateSourceDto): Promise<SourceResponseDto> {
    const s = await this.get(id);
    await this.checkOrganization(dto.organizationId);
    // The fields sent (the validation pipe lets no other through).
    const { url, active, ...rest } = dto;
    const patch: Partial<ScrapingSource> = rest;
    if (url !== undefined) patch.url = canonicalSourceUrl(url);
    // An admin's own choice: re-approving the organization leaves it alone.
    if (active !== undefined) Object.assign(patch, { active, pausedWithOrganization: false });
    if (patch.url) await this.atFreeAddress(patch.url, id, () => this.repo.update(id, patch));
    else if (Object.keys(patch).length) await this.repo.update(id, patch);
    const updated = { ...s, ...patch } as ScrapingSource;
    return this.toResponse(updated, await this.orgName(updated.organizationId));
  }

  /** Deletes a source; the events it brought stay (they lose the link to it). */
  async remove(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw new DomainError('scraping_source_not_found');
  }

  /**
   * Makes sure every approved organization's `eventsPageUrl` and `eventSources` exist as active sources
   * attributed to it. New URLs are added; a URL already listed is left exactly as it is, so an organization
   * can never take over a source an admin made (or another organization's). Sources made this way whose
   * organization no longer lists the URL, or is no longer approved, are deactivated.
   * Called before every run and whenever an organization's pages may have changed (OrganizationPagesHook).
   * Returns the number of sources added.
   */
  async syncFromOrganizations(): Promise<number> {
    const orgs = await this.organizations.approvedWithEventPages();
    const wanted = new Map<string, { org: (typeof orgs)[number]; url: string }>();
    for (const org of orgs) {
      for (const raw of [org.eventsPageUrl, ...(org.eventSources ?? [])]) {
        if (typeof raw !== 'string' || !isSourceUrl(raw.trim())) continue;
        const url = canonicalSourceUrl(raw);
        if (!wanted.has(sourceUrlKey(url))) wanted.set(sourceUrlKey(url), { org, url });
      }
    }
    // A page listed under another spelling (stored before addresses were canonical) is listed.
    const listed = new Set((await this.repo.all()).map((s) => sourceUrlKey(s.url)));
    let added = 0;
    const perOrg = new Map<string, number>();
    for (const { org } of wanted.values()) perOrg.set(org.id, (perOrg.get(org.id) ?? 0) + 1);
    for (const { org, url } of wanted.values()) {
      if (listed.has(sourceUrlKey(url))) continue;
      // An organization with several pages names each source by its site.
      const name = (perOrg.get(org.id) ?? 0) > 1 ? `${org.name} (${new URL(url).hostname.replace(/^www\./, '')})` : org.name;
      if (await this.repo.addFromOrganization({ name: name.slice(0, 200), type: guessSourceType(url), url, organizationId: org.id }))
        added++;
    }
    // Sources turned off at their organization's rejection come back with its approval (only those: a source
    // an admin turned off stays off), while the organization still lists the page.
    const paused = await this.repo.pausedWithOrganizations();
    const back = paused.filter((s) => wanted.get(sourceUrlKey(s.url))?.org.id === s.organizationId).map((s) => s.id);
    await this.repo.resume(back);
    // Organization-made sources that are no longer wanted stop being scraped (kept: their events keep the link);
    // those of an organization that is no longer approved are paused with it.
    const approved = new Set(orgs.map((o) => o.id));
    const stale = (await this.repo.activeFromOrganizations()).filter((s) => !wanted.has(sourceUrlKey(s.url)));
    const withOrg = stale.filter((s) => s.organizationId && !approved.has(s.organizationId)).map((s) => s.id);
    const dropped = stale.filter((s) => !s.organizationId || approved.has(s.organizationId)).map((s) => s.id);
    await this.repo.deactivate(withOrg, true);
    await this.repo.deactivate(dropped);
    const off = withOrg.length + dropped.length;
    if (added || off || back.length)
      this.logger.log(`sources from organizations: ${added} added, ${off} deactivated, ${back.length} turned back on`);
    return added;
  }
}
