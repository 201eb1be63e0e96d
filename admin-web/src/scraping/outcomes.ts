import type { PreviewEventDto, RunEventOutcomeDto } from '@sangam/shared';

type Outcome = PreviewEventDto['outcome'] | RunEventOutcomeDto['outcome'];

/** How each outcome of a dry run or a run reads in the console, and its chip colour. */
export const OUTCOME_LABELS: Record<string, { label: string; color: 'success' | 'warning' | 'info' | 'default' | 'error' }> = {
  new: { label: 'Would be saved', color: 'success' },
  held: { label: 'Held for review', color: 'warning' },
  update: { label: 'Would update', color: 'info' },
  unchanged: { label: 'Unchanged', color: 'default' },
  skipped: { label: 'Skipped', color: 'error' },
  saved: { label: 'Saved', color: 'success' },
  updated: { label: 'Updated', color: 'info' },
  removed: { label: 'Removed', color: 'default' },
};

export const outcomeLabel = (o: Outcome | string) => OUTCOME_LABELS[o]?.label ?? o;

/** The events of a run matching a search (title or reason, any case) and an outcome ('' = all). */
export function filterOutcomes<T extends { title: string; reason: string | null; outcome: string }>(
  rows: readonly T[],
  search: string,
  outcome: string,
): T[] {
  const q = search.trim().toLowerCase();
  return rows.filter(
    (r) => (!outcome || r.outcome === outcome) && (!q || r.title.toLowerCase().includes(q) || (r.reason ?? '').toLowerCase().includes(q)),
  );
}

/** Each outcome with its count, in the order the labels list them, for a filter's choices. */
export function outcomeCounts(rows: readonly { outcome: string }[]): { outcome: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  return Object.keys(OUTCOME_LABELS)
    .filter((o) => counts.has(o))
    .map((o) => ({ outcome: o, count: counts.get(o)! }))
    .concat([...counts].filter(([o]) => !(o in OUTCOME_LABELS)).map(([outcome, count]) => ({ outcome, count })));
}
