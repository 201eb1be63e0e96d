/**
 * What the duplicate check compares, and the flag it writes. The query itself runs on the events
 * table (events/event-duplicates.sql.ts): moderation only describes what to look for.
 */
import { UUID } from '../common/id-param';

export interface DuplicateCandidate {
  id: string;
  title: string;
  date: string;
  similarity: number;
}

export interface DuplicateQueryInput {
  /** Normalised, lower-cased title of the event being assessed. */
  title: string;
  date: string;
  city: string;
  organizationId?: string | null;
  /** The event's own id when re-assessing a stored event. */
  excludeId?: string | null;
  /** A scraped event's source: the source's other events are distinct events of its own, never its duplicates. */
  sourceId?: string | null;
  /** Where it is: another organization's event is its duplicate only at a similar venue. */
  venue?: string | null;
}

/** An id the query can compare, or null (a malformed one matches nothing). */
export const validId = (id: string | null | undefined) => (id && UUID.test(id) ? id : null);

/** The moderation flag of a possible duplicate. */
export function duplicateFlag(original: { id: string; title: string; date: string }): string {
  return `Possible duplicate of "${original.title}" on ${original.date} (id ${original.id})`;
}
