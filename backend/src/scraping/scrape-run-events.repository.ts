import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ImportOutcomeDto } from './dto/organization-imports.dto';
import { RunEventOutcomeDto } from './dto/preview.dto';

/** Runs whose per-event outcomes are kept (older runs keep their counts only). */
const RUNS_WITH_OUTCOMES = 10;
/** Outcomes kept per source and run (a feed of thousands keeps its first ones). */
const OUTCOMES_PER_SOURCE = 2000;

/** The scrape_run_events table: each run's per-event outcomes, for the last RUNS_WITH_OUTCOMES runs. */
@Injectable()
export class ScrapeRunEventsRepository {
  constructor(private readonly ds: DataSource) {}

  async record(runId: string, sourceId: string, outcomes: ImportOutcomeDto[]): Promise<void> {
    const kept = outcomes.slice(0, OUTCOMES_PER_SOURCE);
    if (!kept.length) return;
    await this.ds.query(
      `INSERT INTO scrape_run_events ("runId", "sourceId", title, date, outcome, reason, "eventId")
       SELECT $1, $2, t.title, t.date, t.outcome, t.reason, t."eventId"
         FROM unnest($3::text[], $4::date[], $5::text[], $6::text[], $7::uuid[]) AS t(title, date, outcome, reason, "eventId")`,
      [
        runId,
        sourceId,
        kept.map((o) => o.title.slice(0, 200)),
        kept.map((o) => o.date),
        kept.map((o) => o.outcome),
        kept.map((o) => o.reason?.slice(0, 300) ?? null),
        kept.map((o) => o.eventId),
      ],
    );
  }

  /**
   * A run's outcomes in the order they were read: of one source, when given; whose title or reason holds `q` (any case;
   * the words as typed, not a pattern); at most `limit`.
   */
  list(runId: string, only: { sourceId?: string; q?: string; limit?: number } = {}): Promise<RunEventOutcomeDto[]> {
    const like = `%${(only.q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.ds.query(
      `SELECT "sourceId", title, to_char(date, 'YYYY-MM-DD') AS date, outcome, reason, "eventId"
         FROM scrape_run_events
        WHERE "runId" = $1 AND ($2::uuid IS NULL OR "sourceId" = $2::uuid) AND ($3 = '%%' OR title ILIKE $3 OR reason ILIKE $3)
        ORDER BY id
        LIMIT $4`,
      [runId, only.sourceId ?? null, like, only.limit ?? null],
    );
  }

  /** Drops the outcomes of runs older than the last RUNS_WITH_OUTCOMES, except each source's own last run. */
  async prune(): Promise<void> {
    await this.ds.query(
      `DELETE FROM scrape_run_events e
        WHERE e."runId" NOT IN (SELECT id FROM scrape_runs ORDER BY "startedAt" DESC LIMIT ${RUNS_WITH_OUTCOMES})
          AND NOT EXISTS (SELECT 1 FROM scraping_sources s WHERE s.id = e."sourceId" AND s."lastRunId" = e."runId")`,
    );
  }
}
