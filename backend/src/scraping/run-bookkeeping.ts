import type { IcalWindow } from './extract/ical';
import type { OutsideWindow } from './extract/scraped-event';
import { ALREADY_OVER, EventDraft, MapResult } from './extract/to-event';
import { SourceRunResult } from './scrape-run.entity';
import { ONE_OFF_DAYS_AHEAD, ReadFrom, RECURRING_DAYS_AHEAD } from './source-scraper';

/**
 * A run's bookkeeping, without the database or the network: what a source's events become, what a
 * source's failure is recorded as, and a run's totals and status. ScrapeRunner applies them;
 * run-bookkeeping.spec.ts tests them.
 */

export const INTERRUPTED = 'Interrupted: the app stopped before the run finished';

/** Runs in a row that failed or found nothing after which a source that used to find events has stopped working. */
export const STOPPED_AFTER_RUNS = 3;

/**
 * Whether a source just stopped working and its organization should be told: STOPPED_AFTER_RUNS failed or empty
 * runs in a row, where it used to find events, and not told yet in this streak.
 */
export function stoppedWorking(streak: { failingRuns: number; lastFoundAt: Date | null; stoppedNotifiedAt: Date | null }): boolean {
  return streak.failingRuns >= STOPPED_AFTER_RUNS && streak.lastFoundAt !== null && streak.stoppedNotifiedAt === null;
}

/** What a failed or empty run saw, in the words the organization reads. */
export function whatTheRunSaw(result: Pick<SourceRunResult, 'error' | 'notice' | 'skipped'>): string {
  if (result.error) return result.error;
  if (result.notice) return result.notice;
  const reasons = Object.entries(result.skipped ?? {}).map(([why, n]) => `${n} ${why}`);
  return reasons.length ? `no events to list (left out: ${reasons.join(', ')}).` : 'the page listed no events.';
}

/** An event a source states that mapping left out: its title, stated date (when read) and why. */
export interface LeftOut {
  title: string;
  date: string | null;
  reason: string;
}

/**
 * A source's mapped events as drafts to import, the keys of its cancelled and withdrawn events, what was left out by
 * reason (and each one left out), and what was filled in for the source's events, by note.
 */
export function draftsOf(results: MapResult[]) {
  const drafts: EventDraft[] = [];
  const cancelled: string[] = [];
  /** Keys of events the organization's rules now leave out: imported earlier, they go (and come back if the rule goes). */
  const withdrawn: string[] = [];
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
      if (m.key) (m.withdraw ? withdrawn : cancelled).push(m.key);
    }
  }
  return { drafts, cancelled, withdrawn, skipped, leftOut, notes };
}

/** Counts of `more` added into `into` (reasons a source left events out). */
export function addCounts(into: Record<string, number>, more: Record<string, number>): Record<string, number> {
  for (const [k, v] of Object.entries(more)) into[k] = (into[k] ?? 0) + v;
  return into;
}

/** The events a source found: its distinct events (the same event twice in one feed counts once, as its last reading). */
export function distinctDrafts<T extends Pick<EventDraft, 'sourceEventKey'>>(drafts: T[]): T[] {
  return [...new Map(drafts.map((d) => [d.sourceEventKey, d])).values()];
}

const SUBJECT: Record<ReadFrom, string> = {
  page: 'The page has',
  feed: 'The feed has',
  'linked feeds': 'The calendar feeds the page links to have',
};

const day = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * Why a source found nothing, in plain words, when dates are the reason: its events ended before today (a
 * feed's events before the window, a page's events already over) or start after the window read
 * (scrapeWindow). Run and dry run record it alike. Null when something was found, or when no event was
 * left out for its dates (the reasons left out say why).
 */
export function nothingFoundNotice(
  read: { readFrom: ReadFrom; outside?: OutsideWindow },
  found: number,
  leftOut: Pick<LeftOut, 'reason'>[],
  window: IcalWindow,
): string | null {
  if (found > 0) return null;
  const { past = 0, laterRecurring = 0, laterOneOff = 0 } = read.outside ?? {};
  const over = leftOut.filter((l) => l.reason === ALREADY_OVER).length;
  const other = leftOut.length - over;
  const later = (ahead: Date, what: string, days: number) => `after ${day(ahead)} (we read ${what} ${days} days ahead)`;
  // When each group's events are: before today, or after the end of the window.
  const groups = [
    { n: past + over, when: 'before today', starts: false },
    { n: laterRecurring, when: later(window.to, 'recurring events', RECURRING_DAYS_AHEAD), starts: true },
    { n: laterOneOff, when: later(window.singlesTo ?? window.to, 'one-off events', ONE_OFF_DAYS_AHEAD), starts: true },
  ].filter((g) => g.n > 0);
  if (!groups.length) return null;
  const total = groups.reduce((sum, g) => sum + g.n, 0) + other;
  const subject = SUBJECT[read.readFrom];
  if (groups.length === 1 && !other) {
    const [{ when, starts }] = groups;
    if (total === 1) return `${subject} 1 event: it ${starts ? 'starts' : 'is'} ${when}.`;
    return `${subject} ${total} events, all ${starts ? 'start ' : ''}${when}.`;
  }
  const list = groups.map(({ n, when, starts }) => `${n} ${starts ? (n === 1 ? 'starts ' : 'start ') : ''}${when}`);
  if (other) list.push(other === 1 ? '1 left out for another reason' : `${other} left out for other reasons`);
  return `${subject} ${total} events and none to list: ${list.join(', ')}.`;
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

/** The sources' notices, each named by its source: '<source name>: <notice>'. */
export const runNotices = (results: SourceRunResult[]): string[] => results.filter((r) => r.notice).map((r) => `${r.name}: ${r.notice}`);

/**
 * A run's totals from its sources' results (which finish in any order): the results in the order the sources were
 * listed (sources not reached are left out), the errors, each named by its source, plus INTERRUPTED when the run was
 * stopped, the notices (nothingFoundNotice) named alike; failed when stopped or when every source failed.
 */
export function summarizeRun(sources: Array<{ id: string }>, finished: SourceRunResult[], stopped: boolean) {
  const results = sources.map((s) => finished.find((r) => r.sourceId === s.id)).filter((r): r is SourceRunResult => !!r);
  const errors = results.filter((r) => r.error).map((r) => `${r.name}: ${r.error}`);
  if (stopped) errors.push(INTERRUPTED);
  const sum = (k: 'eventsFound' | 'eventsSaved' | 'eventsUpdated') => results.reduce((n, r) => n + r[k], 0);
  const allFailed = results.length > 0 && results.every((r) => r.error);
  return {
    results,
    errors,
    notices: runNotices(results),
    eventsFound: sum('eventsFound'),
    eventsSaved: sum('eventsSaved'),
    eventsUpdated: sum('eventsUpdated'),
    status: stopped || allFailed ? ('failed' as const) : ('succeeded' as const),
  };
}
