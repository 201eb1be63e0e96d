import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { isOrganizer, Principal } from '../auth/principal';
import { OrganizationsService } from '../organizations/organizations.service';
import {
  ImportOutcomeDto,
  ImportPreviewDto,
  ImportRulesDto,
  ImportSourceDto,
  OrganizationImportsDto,
} from './dto/organization-imports.dto';
import { PreviewResultDto } from './dto/preview.dto';
import { ImportRules, normalizeRules } from './import-rules';
import { ImportRulesRepository } from './import-rules.repository';
import { STOPPED_AFTER_RUNS } from './run-bookkeeping';
import { ScrapePreviewService } from './scrape-preview.service';
import { ScrapeRunEventsRepository } from './scrape-run-events.repository';
import { ScrapeRunner } from './scrape-runner.service';
import { ScrapingSource } from './scraping-source.entity';
import { ScrapingSourcesRepository } from './scraping-sources.repository';
import { guessSourceType, ScrapingSourcesService } from './scraping-sources.service';
import { canonicalSourceUrl, sourceUrlKey } from './source-url';

/** Outcomes a search answers at most. */
const MAX_OUTCOMES = 500;

/**
 * An organization sees and steers its own imports (its organizer, or an admin): each of its sources with the
 * last run, that run's per-event outcomes ("why is my event missing?"), a preview of what a run would import now
 * (with an address or rules not saved yet), its rules, and a new address for one of its own pages.
 */
@Injectable()
export class OrganizationImportsService {
  constructor(
    private readonly sources: ScrapingSourcesService,
    private readonly sourceRows: ScrapingSourcesRepository,
    private readonly runner: ScrapeRunner,
    private readonly outcomes: ScrapeRunEventsRepository,
    private readonly rules: ImportRulesRepository,
    private readonly previews: ScrapePreviewService,
    private readonly organizations: OrganizationsService,
  ) {}

  async overview(organizationId: string): Promise<OrganizationImportsDto> {
    await this.mustExist(organizationId);
    const [sources, rules] = await Promise.all([this.sourceRows.ofOrganization(organizationId), this.rules.get(organizationId)]);
    const runs = await this.runner.sourceResults(sources.flatMap((s) => (s.lastRunId ? [s.lastRunId] : [])));
    return {
      rules,
      sources: sources.map((s): ImportSourceDto => {
        const run = s.lastRunId ? runs.get(s.lastRunId) : undefined;
        const result = run?.results.find((r) => r.sourceId === s.id);
        return {
          id: s.id,
          name: s.name,
          type: s.type,
          url: s.url,
          active: s.active,
          origin: s.origin,
          lastRun:
            run && s.lastScraped
              ? {
                  runId: run.id,
                  at: s.lastScraped,
                  found: s.lastEventsFound ?? 0,
                  new: s.lastEventsSaved ?? 0,
                  updated: s.lastEventsUpdated ?? 0,
                  skipped: result?.skipped ?? {},
                  notice: s.lastNotice,
                  error: s.lastError,
                  partial: s.lastPartial,
                }
              : null,
          failingRuns: s.failingRuns,
          stoppedWorking: s.stoppedNotifiedAt !== null || (s.failingRuns >= STOPPED_AFTER_RUNS && s.lastFoundAt !== null),
        };
      }),
    };
  }

  /** The source's last run's per-event outcomes whose title or reason holds `q`. */
  async lastRunOutcomes(organizationId: string, sourceId: string, q: string | undefined): Promise<ImportOutcomeDto[]> {
    const source = await this.owned(organizationId, sourceId);
    if (!source.lastRunId) return [];
    const rows = await this.outcomes.list(source.lastRunId, { sourceId: source.id, q: q?.trim(), limit: MAX_OUTCOMES });
    return rows.map(({ sourceId: _sourceId, ...outcome }) => outcome);
  }

  /** What a run would import from the source now, with a new address or rules not saved yet; writes nothing. */
  async preview(organizationId: string, sourceId: string, dto: ImportPreviewDto): Promise<PreviewResultDto> {
    await this.owned(organizationId, sourceId);
    return this.previews.preview({ sourceId }, { url: dto.url, rules: dto.rules ? normalizeRules(dto.rules) : undefined });
  }

  async setRules(organizationId: string, dto: ImportRulesDto): Promise<ImportRules> {
    await this.mustExist(organizationId);
    const rules = normalizeRules(dto);
    await this.rules.save(organizationId, rules);
    return rules;
  }

  /**
   * A new address for one of the organization's own pages: the source and the organization's page list change
   * together, so the source keeps its history. A source an administrator added is theirs to change.
   */
  async changeAddress(p: Principal, organizationId: string, sourceId: string, url: string): Promise<ImportSourceDto> {
    const source = await this.owned(organizationId, sourceId);
    if (source.origin !== 'organization') {
      if (isOrganizer(p)) throw new DomainError('import_source_admin_owned');
      await this.sources.update(source.id, { url });
    } else {
      const next = canonicalSourceUrl(url);
      await this.sources.update(source.id, { url: next, type: guessSourceType(next) });
      const pages = (await this.organizations.eventPages(organizationId)) ?? { eventsPageUrl: null, eventSources: [] };
      const was = sourceUrlKey(source.url);
      const swap = (u: string | null) => (u && sourceUrlKey(u) === was ? next : u);
      const eventsPageUrl = swap(pages.eventsPageUrl);
      const eventSources = pages.eventSources.map((u) => swap(u)!);
      // A page the organization no longer listed under its old spelling is listed under the new one.
      if (eventsPageUrl !== next && !eventSources.includes(next)) eventSources.push(next);
      await this.organizations.setEventPages(organizationId, { eventsPageUrl, eventSources });
    }
    return (await this.overview(organizationId)).sources.find((s) => s.id === source.id)!;
  }

  /** Another organization's organizer never gets here (OwnOrganizationGuard). */
  private async mustExist(organizationId: string): Promise<void> {
    if (!(await this.organizations.exists(organizationId))) throw new DomainError('organization_not_found');
  }

  /** A source of the organization (another organization's, or none: 404, so nothing about it is told). */
  private async owned(organizationId: string, sourceId: string): Promise<ScrapingSource> {
    await this.mustExist(organizationId);
    const source = await this.sources.get(sourceId);
    if (source.organizationId !== organizationId) throw new DomainError('scraping_source_not_found');
    return source;
  }
}
