/** The series an event belongs to ('Every Sunday'), or null for a one-off event (docs/api-manage.md, "Recurring events"). */
export interface SeriesLink {
  seriesId: string;
  recurrence: string;
}

export function seriesOf(e: { seriesId: string | null; recurrence: string | null }): SeriesLink | null {
  return e.seriesId ? { seriesId: e.seriesId, recurrence: e.recurrence ?? 'Repeats' } : null;
}
