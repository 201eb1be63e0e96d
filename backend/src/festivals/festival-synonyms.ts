import { normalizeForMatch } from '../community-tags/phrase-match';
import { FESTIVALS } from './festival-definitions';

/** A festival's names in Latin letters, lower case: one synonym group for search. */
export interface FestivalSynonymGroup {
  slug: string;
  terms: string[];
}

const LATIN_WORDS = /^[a-z0-9 ]+$/;

/**
 * Synonym groups for search, derived from the festival names (Diwali / Deepavali / Deepawali …): lower
 * case, accents and punctuation removed, Latin script only (the search vocabulary is ASCII). Cues such as
 * 'garba' are not synonyms and are left out.
 */
export function festivalSynonymGroups(): FestivalSynonymGroup[] {
  return FESTIVALS.map((f) => {
    const terms = [f.name, ...f.names.map((n) => n.name)].map((n) => normalizeForMatch(n)).filter((t) => LATIN_WORDS.test(t));
    return { slug: f.slug, terms: [...new Set(terms)] };
  });
}
