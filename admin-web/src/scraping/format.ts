import { SOURCE_TYPES } from './source-types';

/** A source type's label ('Eventbrite organizer page', …). */
export const typeLabel = (t: string) => SOURCE_TYPES.find((x) => x.id === t)?.name ?? t;
/** '1 source', '3 sources'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Events left out, by reason, as runs and dry runs record them: '9 already over; 1 outside the US (UK)' ('' for none). */
export const leftOutText = (skipped: Record<string, number> | undefined) =>
  Object.entries(skipped ?? {})
    .map(([why, n]) => `${n} ${why}`)
    .join('; ');
