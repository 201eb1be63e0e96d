import { DuplicateQueryInput } from '../moderation/duplicate-finder';
import { MODERATION_CONFIG } from '../moderation/moderation.config';

/**
 * Moderation's duplicate check on the events table (what it compares: moderation/duplicate-finder.ts): an event of the same
 * date and organization or city whose title's pg_trgm similarity reaches MODERATION_CONFIG.duplicates.titleSimilarity;
 * an event of another organization only when its venue is that similar too (two organizations' board meetings on one day
 * are two events).
 * Originals (events not marked as duplicates) first, copies only when no original is similar enough; then the most similar,
 * then the oldest. The event itself and its own duplicates never count. OFFSET 0 computes the similarity once per candidate.
 * Over any expressions for its eight inputs (the columns of duplicatesQuery's rows, or parameters): 1 title,
 * 2 date, 3 organization, 4 city, 5 the event's own id, 6 the similarity threshold, 7 the event's source (a source's own
 * events are never each other's duplicates), 8 the venue (compared only with another organization's events).
 */
export function duplicateSqlOver($: (n: number) => string): string {
  const among = (originals: boolean) => `
      (SELECT id, title, date, similarity
         FROM (SELECT id, title, date, "createdAt", similarity(lower(title), ${$(1)}) AS similarity
                 FROM events
                WHERE date = ${$(2)}::date
                  AND ("organizationId" = ${$(3)}::uuid OR lower(city) = lower(${$(4)}))
                  AND (${$(7)}::uuid IS NULL OR "sourceId" IS DISTINCT FROM ${$(7)}::uuid)
                  AND ${sameOwnerOrVenue('"organizationId"', 'venue', `${$(3)}::uuid`, `${$(8)}::text`, $(6))}
                  AND ${originals ? `"duplicateOfId" IS NULL AND (${$(5)}::uuid IS NULL OR id <> ${$(5)}::uuid)` : `"duplicateOfId" IS NOT NULL AND (${$(5)}::uuid IS NULL OR (id <> ${$(5)}::uuid AND "duplicateOfId" <> ${$(5)}::uuid))`}
               OFFSET 0) AS candidates
        WHERE similarity >= ${$(6)}
        ORDER BY similarity DESC, "createdAt" ASC, id
        LIMIT 1)`;
  // UNION ALL runs its branches in order and the LIMIT stops at the first row: the copies' branch
  // runs only when the originals' found nothing (a statement this small never gets a parallel plan).
  return `
    SELECT id, title, to_char(date, 'YYYY-MM-DD') AS date, similarity
      FROM (${among(true)}
            UNION ALL
            ${among(false)}) AS found
     LIMIT 1`;
}

/**
 * Events of two different organizations are the same event only at a similar venue (two associations' board
 * meetings on one day are not); an event of no known organization may repeat anyone's.
 */
export const sameOwnerOrVenue = (org: string, venue: string, otherOrg: string, otherVenue: string, threshold: string): string =>
  `(${org} IS NULL OR ${otherOrg} IS NULL OR ${org} = ${otherOrg} OR similarity(lower(${venue}), lower(${otherVenue})) >= ${threshold})`;

/** The title similarity from which an event is a possible duplicate (duplicateSqlOver's sixth input). */
export const duplicateThreshold = (): number => MODERATION_CONFIG.duplicates.titleSimilarity;

/**
 * The check for many events at once (one statement): each search's possible original, as rows of its 1-based ordinality
 * `i`. The searches go in as one jsonb parameter (the title lower-cased, the city and venue trimmed, absent ids as null);
 * `sourceId`'s own events are left out.
 */
export function duplicatesQuery(searches: DuplicateQueryInput[], sourceId: string | null): { sql: string; params: unknown[] } {
  const rows = searches.map((d) => ({
    title: d.title.toLowerCase(),
    date: d.date,
    org: d.organizationId ?? null,
    city: d.city.trim(),
    venue: (d.venue ?? '').trim(),
    self: d.excludeId ?? null,
  }));
  return { sql: DUPLICATES_SQL, params: [JSON.stringify(rows), duplicateThreshold(), sourceId] };
}

const DUPLICATES_SQL = `
  SELECT x.i, d.id, d.title, d.date, d.similarity
    FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (title text, date date, org uuid, city text, venue text, self uuid))
         WITH ORDINALITY AS x(title, date, org, city, venue, self, i)
    CROSS JOIN LATERAL (${duplicateSqlOver((n) => ['x.title', 'x.date', 'x.org', 'x.city', 'x.self', '$2', '$3', 'x.venue'][n - 1])}) AS d`;
