import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { ScrapedEventsService, SKIP_DUPLICATE } from '../events/scraped-events.service';
import { PreviewResultDto, PreviewSourceDto } from './dto/preview.dto';
import { ImportRules } from './import-rules';
import { addCounts, distinctDrafts, draftsOf, nothingFoundNotice } from './run-bookkeeping';
import { ScrapeRunner, SOURCE_TIME_LIMIT_MS } from './scrape-runner.service';
import { ScrapingSourcesService } from './scraping-sources.service';
import { ScrapeError, scrapeWindow } from './source-scraper';
import { canonicalSourceUrl } from './source-url';

/** What a dry run does not tell of an event it leaves out: its time and place. */
const NO_DETAILS = { startTime: null, venue: null, city: null, state: null };

/**
 * A source's dry run: reads it as a run would and answers, per event, what a run would do (new, held for
 * review, update, unchanged, skipped) and why, writing nothing. For a listed source, or one being added or edited.
 */
@Injectable()
export class ScrapePreviewService {
  constructor(
    private readonly sources: ScrapingSourcesService,
    private readonly scrapedEvents: ScrapedEventsService,
    private readonly runner: ScrapeRunner,
  ) {}

  /**
   * `changes`: what an organization is about to change, previewed before it is saved: the source's address, or its
   * import rules (otherwise its saved rules apply, as in a run).
   */
  async preview(dto: PreviewSourceDto, changes: { url?: string; rules?: ImportRules } = {}): Promise<PreviewResultDto> {
    const listed = dto.sourceId ? await this.sources.get(dto.sourceId) : null;
    const base = listed ?? { id: null, type: dto.type!, url: canonicalSourceUrl(dto.url!), organizationId: dto.organizationId ?? null };
    const source = changes.url ? { ...base, url: canonicalSourceUrl(changes.url) } : base;
    const orgId = dto.organizationId !== undefined ? dto.organizationId : source.organizationId;
    const org = orgId ? ((await this.runner.organizations([orgId], changes.rules)).get(orgId) ?? null) : null;
    if (orgId && !org) throw new DomainError('unknown_organization', { on: 'organizationId' });
    const now = new Date();
    const window = scrapeWindow(now);
    let read;
    try {
      read = await this.runner.scraper.scrape(source, { window, org, now, signal: AbortSignal.timeout(SOURCE_TIME_LIMIT_MS) });
    } catch (e) {
      if (e instanceof ScrapeError)
        return { via: [], error: e.message, events: [], counts: {}, eventsFound: 0, skipped: {}, notice: null, partial: null };
      throw e;
    }
    const { drafts, leftOut, skipped } = draftsOf(read.results);
    const unique = distinctDrafts(drafts);
    const verdicts = await this.scrapedEvents.preview(listed?.id ?? null, org, unique);
    const notes = new Map(read.results.flatMap((r) => (r.ok ? [[r.draft.sourceEventKey, r.notes ?? []] as const] : [])));
    const events = [
      ...unique.map((d, n) => ({
        title: d.title,
        date: d.date,
        startTime: d.startTime,
        venue: d.venue,
        city: d.city,
        state: d.state,
        outcome: verdicts[n].outcome,
        reason: verdicts[n].reason,
        notes: notes.get(d.sourceEventKey) ?? [],
      })),
      ...leftOut.map((l) => ({ title: l.title, date: l.date, ...NO_DETAILS, outcome: 'skipped' as const, reason: l.reason, notes: [] })),
    ];
    const counts: Record<string, number> = {};
    for (const e of events) counts[e.outcome] = (counts[e.outcome] ?? 0) + 1;
    // Found and left out as a run records them: an event listed already is left out under the run's reason (no event named).
    for (const v of verdicts)
      if (v.outcome === 'skipped' && v.reason) addCounts(skipped, { [v.reason.startsWith(SKIP_DUPLICATE) ? SKIP_DUPLICATE : v.reason]: 1 });
    const eventsFound = unique.length;
    const notice = nothingFoundNotice(read, eventsFound, leftOut, window);
    return { via: read.via, error: null, events, counts, eventsFound, skipped, notice, partial: read.partial ?? null };
  }
}
