/**
 * The series an event belongs to, if any: occurrences carry `seriesId` and its `recurrence` text
 * ('Every Sunday'); one-off events have both null (docs/api-manage.md, "Recurring events").
 */
export interface SeriesLink {
  seriesId: string;
  recurrence: string;
}

export function seriesOf(e: object): SeriesLink | null {
  const { seriesId, recurrence } = e as { seriesId?: unknown; recurrence?: unknown };
  return typeof seriesId === 'string' && seriesId !== ''
    ? { seriesId, recurrence: typeof recurrence === 'string' ? recurrence : 'Repeats' }
    : null;
}
