import { EventDraft, MapResult } from './extract/to-event';
import { SourceRunResult } from './scrape-run.entity';

/**
 * A run's bookkeeping, without the database or the network: what a source's events become, what a
 * source's failure is recorded as, and a run's totals and status. ScrapeRunner applies them;
 * run-bookkeeping.spec.ts tests them.
 */

export const INTERRUPTED = 'Interrupted: the app stopped before the run finished';

/** An event a source states that mapping left out: its title, stated date (when read) and why. */
export interface LeftOut {
  title: string;
  date: string | null;
  reason: string;
}

/**
 * A source's mapped events as drafts to import, the keys of its cancelled events, what was left out by
 * reason (and each one left out), and what was filled in for the source's events, by note.
 */
export function draftsOf(results: MapResult[]): {
  drafts: EventDraft[];
  cancelled: string[];
  skipped: Record<string, number>;
  leftOut: LeftOut[];
  notes: Record<string, number>;
} {
  const drafts: EventDraft[] = [];
  const cancelled: string[] = [];
  const skipped: Record<string, number> = {};
  const leftOut: LeftOut[] = [];
  const notes: Record<string, number> = {};
  for (const m of results) {
    if (m.ok) {
      drafts.push(m.draft);
      for (const n of m.notes ?? []) notes[n] = (notes[n] ?? 0) + 1;
    } else {
      skipped[m.reason] = (skipped[m.reason] ?? 0) + 1;
      leftOut.push({ title: m.title ?? '(untitled)', date: m.date ?? null, reason: m.reason });
      if (m.key) cancelled.push(m.key);
    }
  }
  return { drafts, cancelled, skipped, leftOut, notes };
}

/** Counts of `more` added into `into` (reasons a source left events out). */
export function addCounts(into: Record<string, number>, more: Record<string, number>): Record<string, number> {
  for (const [k, v] of Object.entries(more)) into[k] = (into[k] ?? 0) + v;
  return into;
}

/** The events a source found: its distinct events (the same event twice in one feed counts once). */
export function distinctEvents(drafts: Pick<EventDraft, 'sourceEventKey'>[]): number {
  return new Set(drafts.map((d) => d.sourceEventKey)).size;
}

/** A source's failure as recorded: the run stopped, the source's time ran out, the scraper's own message, or an unexpected error. */
export function sourceError(
  e: unknown,
  how: { runStopped: boolean; timedOut: boolean; scraperError: boolean },
  timeLimitMs: number,
): string {
  if (how.runStopped) return INTERRUPTED;
  if (how.timedOut) return `Took longer than ${timeLimitMs / 1000} s`;
  if (how.scraperError) return (e as Error).message;
  return `Unexpected error: ${(e as Error).message}`;
}

export interface RunSummary {
  /** The sources' results in the order the sources were listed (sources not reached are left out). */
  results: SourceRunResult[];
  errors: string[];
  eventsFound: number;
  eventsSaved: number;
  eventsUpdated: number;
  status: 'succeeded' | 'failed';
}

/**
 * A run's totals from its sources' results (which finish in any order): the errors, each named by
 * its source, plus INTERRUPTED when the run was stopped; failed when stopped or when every source failed.
 */
export function summarizeRun(sources: Array<{ id: string }>, finished: SourceRunResult[], stopped: boolean): RunSummary {
  const results = sources.map((s) => finished.find((r) => r.sourceId === s.id)).filter((r): r is SourceRunResult => !!r);
  const errors = results.filter((r) => r.error).map((r) => `${r.name}: ${r.error}`);
  if (stopped) errors.push(INTERRUPTED);
  const sum = (k: 'eventsFound' | 'eventsSaved' | 'eventsUpdated') => results.reduce((n, r) => n + r[k], 0);
  const allFailed = results.length > 0 && results.every((r) => r.error);
  return {
    results,
    errors,
    eventsFound: sum('eventsFound'),
    eventsSaved: sum('eventsSaved'),
    eventsUpdated: sum('eventsUpdated'),
    status: stopped || allFailed ? 'failed' : 'succeeded',
  };
}
