import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DataSource, In, QueryRunner } from 'typeorm';
import { DomainError } from '../common/api-error';
import { ScrapedEventsService } from '../events/scraped-events.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { RunResultDto, RunSummaryDto } from './dto/run.dto';
import { SourceOrganization } from './extract/to-event';
import { GuardedHttpClient } from './http/guarded-http-client';
import { ImportRules } from './import-rules';
import { ImportRulesRepository } from './import-rules.repository';
import { MailService } from '../mail/mail.service';
import { ParserPool } from './parsing/parser-pool';
import {
  addCounts,
  distinctDrafts,
  draftsOf,
  INTERRUPTED,
  nothingFoundNotice,
  runNotices,
  sourceError,
  stoppedWorking,
  summarizeRun,
  whatTheRunSaw,
} from './run-bookkeeping';
import { ScrapeRunEventsRepository } from './scrape-run-events.repository';
import { ScrapeRun, SourceRunResult } from './scrape-run.entity';
import { SCRAPER_HTTP } from './scraper-http.provider';
import { ScrapingSource } from './scraping-source.entity';
import { ScrapingSourcesRepository } from './scraping-sources.repository';
import { ScrapingSourcesService } from './scraping-sources.service';
import { ScrapeError, scrapeWindow, SourceScraper } from './source-scraper';
import { isUniqueViolation } from '../database/sql-state';

/** Session-level advisory lock held for the whole of a run (72_617_001-003 are taken: migrations, admin bootstrap, demo seed). */
const SCRAPE_LOCK_KEY = 72_617_101;

/** How long one source may take (in a run or a preview). */
export const SOURCE_TIME_LIMIT_MS = 120_000;
/** Sources read at the same time (each host is still limited by the HTTP client). */
const SOURCE_CONCURRENCY = 3;

export interface RunOptions {
  trigger: 'manual' | 'scheduled';
  sourceId?: string;
  /**
   * Scheduled runs only: when another instance already started a scheduled run at or after this
   * instant, this tick has been served and the run is skipped.
   */
  scheduledSlot?: Date;
}

export function toRunSummary({ results, ...run }: ScrapeRun): RunSummaryDto {
  return { ...run, notices: runNotices(results ?? []), results };
}

/**
 * Runs scraping: one run at a time across every instance (a PostgreSQL session advisory lock held for
 * the whole run, plus the `scrape_runs_one_running` unique index as a backstop); sources are synced
 * from approved organizations first; each source is read, mapped, de-duplicated and moderated; the run
 * row records progress, counts and errors. A run left 'running' by a crashed instance is marked failed
 * at the next start (or as soon as anyone asks for the status and the lock is free).
 */
@Injectable()
export class ScrapeRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Scraping');
  /** Reads sources (runs and previews). */
  readonly scraper: SourceScraper;
  private current: { controller: AbortController; done: Promise<unknown> } | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly sources: ScrapingSourcesService,
    private readonly sourceRows: ScrapingSourcesRepository,
    private readonly scrapedEvents: ScrapedEventsService,
    private readonly orgs: OrganizationsService,
    @Inject(SCRAPER_HTTP) http: GuardedHttpClient,
    private readonly parser: ParserPool,
    private readonly runEvents: ScrapeRunEventsRepository,
    private readonly rules: ImportRulesRepository,
    private readonly mail: MailService,
  ) {
    this.scraper = new SourceScraper(http, parser);
  }

  async onApplicationBootstrap(): Promise<void> {
    const n = await this.recoverInterrupted().catch((e: Error) => {
      this.logger.warn(`could not check for interrupted runs: ${e.message}`);
      return 0;
    });
    if (n) this.logger.warn(`marked ${n} interrupted scraping run(s) as failed`);
  }

  async onModuleDestroy(): Promise<void> {
    const cur = this.current;
    if (!cur) return;
    cur.controller.abort();
    await Promise.race([cur.done.catch(() => undefined), new Promise((r) => setTimeout(r, 10_000).unref())]);
  }

  /** Whether some instance holds the run lock right now (no side effects). */
  async lockHeld(): Promise<boolean> {
    const [row] = await this.ds.query(
      `SELECT EXISTS (
         SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()
            AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1) AS held`,
      [SCRAPE_LOCK_KEY],
    );
    return !!row?.held;
  }

  /** Marks 'running' rows failed when no instance holds the lock (their instance died). Returns how many. */
  async recoverInterrupted(): Promise<number> {
    return (await this.underRunLock(async (_qr, failed) => failed)) ?? 0;
  }

  /**
   * `work` while this instance holds the run lock (its own session, released after), once the 'running' rows left by
   * a dead instance are marked failed (`failed`: how many); undefined when another instance holds the lock.
   */
  private async underRunLock<T>(work: (qr: QueryRunner, failed: number) => Promise<T>): Promise<T | undefined> {
    const qr = this.ds.createQueryRunner();
    await qr.connect();
    try {
      const [got] = await qr.query('SELECT pg_try_advisory_lock($1) AS ok', [SCRAPE_LOCK_KEY]);
      if (!got?.ok) return undefined;
      try {
        // An UPDATE's answer is [rows, count].
        const [, failed] = await qr.query(
          `UPDATE scrape_runs SET status = 'failed', "finishedAt" = now(), errors = array_append(errors, $1)
            WHERE status = 'running' RETURNING id`,
          [INTERRUPTED],
        );
        return await work(qr, failed);
      } finally {
        await qr.query('SELECT pg_advisory_unlock($1)', [SCRAPE_LOCK_KEY]).catch(() => undefined);
      }
    } finally {
      await qr.release();
    }
  }

  /** The run in progress, if any (stale rows are recovered first). */
  async currentRun(): Promise<ScrapeRun | null> {
    const repo = this.ds.getRepository(ScrapeRun);
    const running = await repo.findOneBy({ status: 'running' });
    if (!running) return null;
    if (await this.lockHeld()) return running;
    await this.recoverInterrupted();
    return repo.findOneBy({ status: 'running' });
  }

  async lastFinishedRun(): Promise<ScrapeRun | null> {
    return this.ds
      .getRepository(ScrapeRun)
      .findOne({ where: [{ status: 'succeeded' }, { status: 'failed' }], order: { startedAt: 'DESC' } });
  }

  async exists(id: string): Promise<boolean> {
    return this.ds.getRepository(ScrapeRun).existsBy({ id });
  }

  /** Runs by id, with their sources' results (an organization's dashboard shows its sources' last runs). */
  async sourceResults(ids: string[]): Promise<Map<string, Pick<ScrapeRun, 'id' | 'startedAt' | 'results'>>> {
    if (!ids.length) return new Map();
    const rows = await this.ds
      .getRepository(ScrapeRun)
      .find({ where: { id: In([...new Set(ids)]) }, select: { id: true, startedAt: true, results: true } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  async history(limit = 20): Promise<ScrapeRun[]> {
    return this.ds.getRepository(ScrapeRun).find({ order: { startedAt: 'DESC' }, take: limit });
  }

  /**
   * Runs every active source (or one). Refused with 409 'Already Running' while a run is in progress
   * on any instance. Returns null for a scheduled tick another instance already served.
   */
  async run(opts: RunOptions): Promise<RunResultDto | null> {
    if (opts.sourceId) await this.sources.get(opts.sourceId); // 404 before taking the lock
    const result = await this.underRunLock(async (qr) => {
      if (opts.scheduledSlot) {
        const [served] = await qr.query(`SELECT 1 FROM scrape_runs WHERE trigger = 'scheduled' AND "startedAt" >= $1 LIMIT 1`, [
          opts.scheduledSlot,
        ]);
        if (served) return null;
      }
      const controller = new AbortController();
      const work = this.execute(opts, controller.signal);
      this.current = { controller, done: work };
      try {
        return await work;
      } finally {
        this.current = null;
      }
    });
    if (result === undefined) throw new DomainError('scrape_already_running');
    return result;
  }

  private async execute(opts: RunOptions, signal: AbortSignal): Promise<RunResultDto> {
    const runs = this.ds.getRepository(ScrapeRun);
    if (!opts.sourceId) await this.sources.syncFromOrganizations();
    const list = opts.sourceId ? [await this.sources.get(opts.sourceId)] : await this.sourceRows.forRun();
    // The unique index on running rows backs the lock up.
    const run = await runs
      .save(runs.create({ status: 'running', trigger: opts.trigger, sourceId: opts.sourceId ?? null, sourcesTotal: list.length }))
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? new DomainError('scrape_already_running') : e;
      });
    this.logger.log(`run ${run.id} (${opts.trigger}) started: ${list.length} source(s)`);
    if (list.length) this.parser.warm();
    const results: SourceRunResult[] = [];
    const orgs = await this.organizations([...new Set(list.flatMap((s) => (s.organizationId ? [s.organizationId] : [])))]);
    const now = new Date();
    let next = 0;
    const worker = async () => {
      while (next < list.length && !signal.aborted) {
        const source = list[next++];
        const org = source.organizationId ? (orgs.get(source.organizationId) ?? null) : null;
        const result = await this.runSource(source, org, now, signal, run.id);
        results.push(result);
        await runs.update({ id: run.id }, { sourcesDone: results.length });
      }
    };
    await Promise.all(Array.from({ length: Math.min(SOURCE_CONCURRENCY, list.length) }, worker));

    const summary = summarizeRun(list, results, signal.aborted);
    const { errors, notices, eventsFound, eventsSaved, eventsUpdated } = summary;
    await runs.update(
      { id: run.id },
      {
        status: summary.status,
        finishedAt: new Date(),
        sourcesDone: summary.results.length,
        eventsFound,
        eventsSaved,
        errors,
        results: summary.results,
      },
    );
    await this.runEvents.prune();
    this.logger.log(
      `run ${run.id} finished: ${eventsFound} found, ${eventsSaved} new, ${eventsUpdated} updated, ${errors.length} error(s)`,
    );
    return { success: errors.length === 0, eventsFound, eventsSaved, eventsUpdated, errors, notices, runId: run.id };
  }

  /**
   * The organizations of sources as mapping reads them (its town, usual venue and rules); `rules`: rules not saved yet
   * (a preview's), read instead of the saved ones.
   */
  async organizations(ids: string[], rules?: ImportRules): Promise<Map<string, SourceOrganization>> {
    if (!ids.length) return new Map();
    const [rows, venues, saved] = await Promise.all([
      this.orgs.summaries(ids),
      this.scrapedEvents.usualVenues(ids),
      rules ? null : this.rules.of(ids),
    ]);
    return new Map(rows.map((o) => [o.id, { ...o, usualVenue: venues.get(o.id) ?? null, rules: rules ?? saved?.get(o.id) ?? null }]));
  }

  /** Reads, maps and imports one source, and keeps what became of each event; never throws (its error is recorded). */
  async runSource(
    source: ScrapingSource,
    org: SourceOrganization | null,
    now: Date,
    runSignal: AbortSignal,
    runId: string,
  ): Promise<SourceRunResult> {
    const result: SourceRunResult = {
      sourceId: source.id,
      name: source.name,
      eventsFound: 0,
      eventsSaved: 0,
      eventsUpdated: 0,
      error: null,
    };
    const window = scrapeWindow(now);
    const signal = AbortSignal.any([runSignal, AbortSignal.timeout(SOURCE_TIME_LIMIT_MS)]);
    try {
      const outcome = await this.scraper.scrape(source, { window, org, now, signal });
      result.via = outcome.via;
      if (outcome.partial) result.partial = outcome.partial;
      const { drafts, cancelled, withdrawn, skipped, leftOut, notes } = draftsOf(outcome.results);
      const counts = await this.scrapedEvents.import(source.id, org, drafts, cancelled, withdrawn);
      addCounts(skipped, counts.skipped);
      result.eventsFound = distinctDrafts(drafts).length;
      result.eventsSaved = counts.saved;
      result.eventsUpdated = counts.updated;
      if (Object.keys(skipped).length) result.skipped = skipped;
      if (Object.keys(notes).length) result.notes = notes;
      const notice = nothingFoundNotice(outcome, result.eventsFound, leftOut, window);
      if (notice) result.notice = notice;
      await this.runEvents.record(runId, source.id, [
        ...counts.outcomes,
        ...leftOut.map((l) => ({ title: l.title, date: l.date, outcome: 'skipped' as const, reason: l.reason, eventId: null })),
      ]);
    } catch (e) {
      const scraperError = e instanceof ScrapeError;
      result.error = sourceError(e, { runStopped: runSignal.aborted, timedOut: signal.aborted, scraperError }, SOURCE_TIME_LIMIT_MS);
      if (!scraperError) this.logger.error({ err: e }, `source ${source.name} failed unexpectedly`);
    }
    const streak = await this.sourceRows.recordRun(source.id, runId, result);
    if (streak && stoppedWorking(streak)) await this.tellStopped(source, streak.failingRuns, result);
    return result;
  }

  /** Tells a source's organization, once per failing streak, that the source stopped working (the mark and the mail commit together). */
  private async tellStopped(source: ScrapingSource, runs: number, result: SourceRunResult): Promise<void> {
    try {
      await this.ds.transaction(async (m) => {
        if (!(await this.sourceRows.markStoppedNotified(source.id, m)) || !source.organizationId) return;
        const contact = await this.orgs.mailContact(source.organizationId);
        if (contact)
          await this.mail.sourceStoppedWorking(contact, { name: source.name, url: source.url, runs, reason: whatTheRunSaw(result) }, m);
      });
      this.logger.warn(`source ${source.name} stopped working (${runs} runs without events)`);
    } catch (e) {
      this.logger.error(`could not record that source ${source.name} stopped working: ${(e as Error).message}`);
    }
  }
}
