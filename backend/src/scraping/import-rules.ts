import { EVENT_CATEGORIES, EventCategory } from '@sangam/shared';

/**
 * What an organization tells the importer about its own events: titles and categories it does not want
 * listed, and the category and venue to use when a source says none. Applied when a source's events are
 * mapped (runs and previews alike, extract/to-event.ts); stored per organization (ImportRulesRepository).
 */
export interface ImportRules {
  /** Words or phrases: an event whose title holds one (whole words, any case) is not imported. */
  skipTitles: string[];
  skipCategories: EventCategory[];
  /** The category of an event whose words name none (instead of Community Meetups). */
  defaultCategory: EventCategory | null;
  /** The venue of an event whose source names no place (instead of the organization's name). */
  defaultVenue: string | null;
}

export const NO_RULES: ImportRules = { skipTitles: [], skipCategories: [], defaultCategory: null, defaultVenue: null };

/** Bounds on what an organization may set. */
export const IMPORT_RULE_LIMITS = { skipTitles: 30, phraseChars: 80, venueChars: 300 };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrase as a whole-word, any-case, any-spacing pattern ("board  meeting" matches "Board Meeting"). */
const phrasePattern = (phrase: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${phrase.trim().split(/\s+/).map(escape).join('[\\s\\-–—_]+')}(?=$|[^\\p{L}\\p{N}])`, 'iu');

/** The rules as stored: phrases trimmed, empty and repeated ones dropped, known categories only. */
export function normalizeRules(r: Partial<ImportRules> | null | undefined): ImportRules {
  const phrases = (r?.skipTitles ?? []).map((p) => String(p).replace(/\s+/g, ' ').trim().slice(0, IMPORT_RULE_LIMITS.phraseChars));
  // A phrase repeated in another case is dropped (the first spelling is kept).
  const skipTitles = phrases
    .filter((p, i) => p && phrases.findIndex((q) => q.toLowerCase() === p.toLowerCase()) === i)
    .slice(0, IMPORT_RULE_LIMITS.skipTitles);
  const known = (c: unknown): c is EventCategory => (EVENT_CATEGORIES as readonly string[]).includes(String(c));
  return {
    skipTitles,
    skipCategories: [...new Set((r?.skipCategories ?? []).filter(known))],
    defaultCategory: known(r?.defaultCategory) ? r.defaultCategory : null,
    defaultVenue: r?.defaultVenue?.replace(/\s+/g, ' ').trim().slice(0, IMPORT_RULE_LIMITS.venueChars) || null,
  };
}

/** Each rules object's title patterns, built once (a run maps thousands of events with the same rules). */
const compiled = new WeakMap<ImportRules, RegExp[]>();

/** Why an organization's rules leave an event out, in the words the organization reads; null when they do not. */
export function skippedByRules(event: { title: string; category: string }, rules: ImportRules): string | null {
  let patterns = compiled.get(rules);
  if (!patterns) compiled.set(rules, (patterns = rules.skipTitles.map(phrasePattern)));
  const hit = patterns.findIndex((p) => p.test(event.title));
  if (hit >= 0) return `skipped by your rule: titles with "${rules.skipTitles[hit]}"`;
  if ((rules.skipCategories as string[]).includes(event.category)) return `skipped by your rule: category ${event.category}`;
  return null;
}
