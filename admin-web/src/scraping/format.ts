import { SOURCE_TYPES } from './source-types';

/** A source type's label ('Eventbrite organizer page', …). */
export const typeLabel = (t: string) => SOURCE_TYPES.find((x) => x.id === t)?.name ?? t;
/** '1 source', '3 sources'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
