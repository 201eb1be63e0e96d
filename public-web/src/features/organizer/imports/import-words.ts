import type { ImportRulesDto, ImportRunDto } from '@sangam/shared';

/** A run's (or a preview's) outcome for one event, in the words an organizer reads. */
const OUTCOME_WORDS: Record<string, string> = {
  saved: 'Listed',
  new: 'Would be listed',
  held: 'Waiting for review',
  updated: 'Updated',
  update: 'Would be updated',
  unchanged: 'Listed (unchanged)',
  removed: 'Removed',
  skipped: 'Not imported',
};

export const outcomeWords = (outcome: string) => OUTCOME_WORDS[outcome] ?? outcome;

/** 'already over' → 'Already over'. */
export const sentence = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** '12 found · 3 new · 1 updated · 2 not imported'. */
export function runCounts(run: Pick<ImportRunDto, 'found' | 'new' | 'updated' | 'skipped'>): string {
  const skipped = Object.values(run.skipped).reduce((a, b) => a + b, 0);
  return [plural(run.found, 'event') + ' found', `${run.new} new`, `${run.updated} updated`, `${skipped} not imported`].join(' · ');
}

/** The reasons events were not imported, most frequent first: ['2: already over', …]. */
export function skippedReasons(skipped: Record<string, number>): string[] {
  return Object.entries(skipped)
    .sort((a, b) => b[1] - a[1])
    .map(([why, n]) => `${plural(n, 'event')}: ${why}`);
}

/** 'Dec 7, 2026, 6:00 PM' in the visitor's own zone (when the run happened). */
export function runTime(at: string): string {
  return new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export const NO_RULES: ImportRulesDto = { skipTitles: [], skipCategories: [], defaultCategory: null, defaultVenue: null };

/** Whether two sets of rules say the same. */
export function sameRules(a: ImportRulesDto, b: ImportRulesDto): boolean {
  const norm = (r: ImportRulesDto) =>
    JSON.stringify([
      r.skipTitles.map((t) => t.toLowerCase()).sort(),
      [...r.skipCategories].sort(),
      r.defaultCategory ?? null,
      r.defaultVenue?.trim() || null,
    ]);
  return norm(a) === norm(b);
}
