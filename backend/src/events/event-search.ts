import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SearchSynonymsService } from './search-synonyms.service';

/** At most this many words of a search are used. */
const MAX_SEARCH_WORDS = 8;
/** Words at least this long tolerate one typo (insertion, deletion, substitution or transposition). */
const TYPO_MIN_LENGTH = 5;
/** Words at least this long are also completed from the vocabulary (see EventSearchService). */
const COMPLETION_MIN_LENGTH = 3;
/** At most this many completions of a word are looked up; a word with more matches as a prefix. */
export const MAX_COMPLETIONS = 20;

/**
 * The words of a search text: lower-cased, Latin accents removed ('Café' → 'cafe'), split on
 * anything that is not a letter or digit, at most 40 characters each, duplicates dropped.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize('NFD')
    .replace(/([A-Za-z])\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
  const words = folded.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const w of words) {
    const word = w.slice(0, 40);
    if (!out.includes(word)) out.push(word);
    if (out.length === MAX_SEARCH_WORDS) break;
  }
  return out;
}

/** True when a and b differ by at most one edit (Damerau: a swap of neighbours counts as one). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  if (la === lb) {
    const diffs: number[] = [];
    for (let i = 0; i < la; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    return diffs.length === 2 && diffs[1] === diffs[0] + 1 && a[diffs[0]] === b[diffs[1]] && a[diffs[1]] === b[diffs[0]];
  }
  const [s, l] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  return s.slice(i) === l.slice(i + 1);
}

const ASCII_WORD = /^[a-z0-9]+$/;

/**
 * One search word and what it may match: itself as a prefix, completions and one-typo variants.
 * `complete` says the alternatives include every vocabulary word the word is a prefix of, so the
 * word need not be matched as a prefix (an exact GIN lookup instead of a scan of its prefix range).
 */
export interface SearchTerm {
  word: string;
  alternatives: string[];
  complete?: boolean;
}

/**
 * The full-text query of a search, as one tsquery text per word, read by the caller both english-stemmed and simple
 * and AND-ed across words. Alternatives go in both readings: whole words match through their English stem, vocabulary
 * stems match as they are. Every word is made of letters and digits only, and is quoted, so no tsquery syntax can come
 * from the visitor's text.
 */
export function tsqueryTexts(terms: SearchTerm[]): string[] {
  return terms.map((t) => [t.complete ? `'${t.word}'` : `'${t.word}':*`, ...t.alternatives.map((a) => `'${a}'`)].join(' | '));
}

interface CacheEntry {
  alternatives: string[];
  complete: boolean;
  /** An English stop word ('the', 'of', 'in'): search documents never hold it. */
  stop: boolean;
  expires: number;
}

interface Candidate {
  w: string;
  stem: string;
  stop: boolean;
  term: string | null;
  kind: 'prefix' | 'stem' | 'typo' | null;
}

/**
 * Expands search words through the `search_terms` vocabulary (English stems of the search documents plus whole words
 * of titles, venues, cities, organization names; kept by triggers in database/schema.sql, which drop the words of
 * deleted events no other event holds):
 * - completions: vocabulary words starting with the typed word ('festiva' → 'festival'); when
 *   there are at most MAX_COMPLETIONS, they are all of them and the word itself matches exactly
 *   (the vocabulary holds every ASCII word of the search documents), otherwise it also matches as a prefix;
 * - stems: the typed word minus its last one or two letters when that is a vocabulary stem, so a
 *   partly typed word longer than its stem still matches ('festiva' → 'festiv');
 * - typos: vocabulary words within one edit of a word of TYPO_MIN_LENGTH+ letters (or of its stem),
 *   found with the trigram index and confirmed here ('garbha' → 'garba', 'navratri' → 'navaratri').
 * Lookups are cached briefly per word.
 */
@Injectable()
export class EventSearchService {
  private readonly cache = new Map<string, CacheEntry>();
  private static readonly CACHE_MS = 60_000;
  private static readonly CACHE_MAX = 5_000;

  constructor(
    private readonly ds: DataSource,
    @Optional() private readonly synonyms?: SearchSynonymsService,
  ) {}

  /**
   * The words of a search with what each may match: the vocabulary's completions, stems and typos,
   * and its synonyms (search_synonyms: 'diwali' also matches 'deepavali').
   */
  async terms(text: string): Promise<SearchTerm[]> {
    const expanded = await this.vocabularyTerms(text);
    if (!this.synonyms || !expanded.length) return expanded;
    const synonyms = await this.synonyms.synonymsOf(expanded.map((t) => t.word));
    return expanded.map((t) => {
      const extra = (synonyms.get(t.word) ?? []).filter((s) => !t.alternatives.includes(s));
      return extra.length ? { ...t, alternatives: [...t.alternatives, ...extra] } : t;
    });
  }

  private async vocabularyTerms(text: string): Promise<SearchTerm[]> {
    const words = searchWords(text);
    const now = Date.now();
    const missing = words.filter((w) => {
      const c = this.cache.get(w);
      return !(c && c.expires > now) && ASCII_WORD.test(w);
    });
    if (missing.length) {
      const rows: Candidate[] = await this.ds.query(
        `SELECT q.w, q.stem, q.stop, t.term, t.kind
           FROM (SELECT w, coalesce((tsvector_to_array(v))[1], w) AS stem, v = ''::tsvector AS stop
                   FROM unnest($1::text[]) AS w, to_tsvector('english', w) AS v) AS q
           LEFT JOIN LATERAL (
             (SELECT term, 'prefix' AS kind FROM search_terms
               WHERE length(q.w) >= $4 AND term > q.w AND term < q.w || '~' ORDER BY term LIMIT $3)
             UNION ALL
             (SELECT term, 'stem' AS kind FROM search_terms
               WHERE length(q.w) >= 6 AND term IN (left(q.w, -1), left(q.w, -2)))
             UNION ALL
             (SELECT term, 'typo' AS kind FROM search_terms
               WHERE length(q.w) >= $2 AND (term % q.w OR term % q.stem) ORDER BY similarity(term, q.w) DESC, term LIMIT 20)
           ) t ON true`,
        [missing, TYPO_MIN_LENGTH, MAX_COMPLETIONS + 1, COMPLETION_MIN_LENGTH],
      );
      const byWord = new Map<string, string[]>(missing.map((w) => [w, []]));
      const completions = new Map<string, number>();
      const stops = new Set<string>();
      for (const r of rows) {
        if (r.stop) stops.add(r.w);
        if (r.term === null) continue;
        const list = byWord.get(r.w)!;
        if (r.kind === 'prefix') {
          const n = (completions.get(r.w) ?? 0) + 1;
          completions.set(r.w, n);
          if (n > MAX_COMPLETIONS) continue;
        }
        const ok =
          r.kind === 'prefix'
            ? r.term.startsWith(r.w)
            : r.kind === 'stem'
              ? true
              : r.term !== r.w && (withinOneEdit(r.term, r.w) || withinOneEdit(r.term, r.stem));
        if (ok && !list.includes(r.term)) list.push(r.term);
      }
      if (this.cache.size + byWord.size > EventSearchService.CACHE_MAX) this.cache.clear();
      for (const [w, alternatives] of byWord) {
        // Words too short to complete were not looked up: they match as prefixes.
        const complete = w.length >= COMPLETION_MIN_LENGTH && (completions.get(w) ?? 0) <= MAX_COMPLETIONS;
        this.cache.set(w, {
          alternatives,
          complete,
          stop: stops.has(w),
          expires: now + EventSearchService.CACHE_MS,
        });
      }
    }
    // Stop words are in no search document ('holi festival of colours' would otherwise find
    // nothing): they are left out, unless the search is nothing else; then they are taken as the
    // beginnings of longer words being typed ('the' → 'theater').
    const kept = words.filter((w) => !this.cache.get(w)?.stop);
    const onlyStopWords = !kept.length;
    return (onlyStopWords ? words : kept).map((w) => {
      const c = this.cache.get(w);
      return c
        ? { word: w, alternatives: c.alternatives, complete: c.complete && !onlyStopWords }
        : { word: w, alternatives: [], complete: false };
    });
  }

  /** Forget cached expansions (tests; after bulk loads; benchmarks: words seen for the first time). */
  clearCache(): void {
    this.cache.clear();
  }
}
