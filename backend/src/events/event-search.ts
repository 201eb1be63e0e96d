import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** At most this many words of a search are used. */
export const MAX_SEARCH_WORDS = 8;
/** Words at least this long tolerate one typo (insertion, deletion, substitution or transposition). */
export const TYPO_MIN_LENGTH = 5;
/** Words at least this long are also completed from the vocabulary (see EventSearchService). */
export const COMPLETION_MIN_LENGTH = 4;

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

/** One search word and what it may match: itself as a prefix, completions and one-typo variants. */
export interface SearchTerm {
  word: string;
  alternatives: string[];
}

/**
 * The full-text query of a search, as two tsquery texts per word (english-stemmed and simple),
 * AND-ed across words by the caller. Alternatives go in both: whole words match through their
 * English stem, vocabulary stems match as they are. Every word is made of letters and digits only,
 * and is quoted, so no tsquery syntax can come from the visitor's text.
 */
export function tsqueryTexts(terms: SearchTerm[]): Array<{ english: string; simple: string }> {
  return terms.map((t) => {
    const alts = t.alternatives.map((a) => `'${a}'`);
    return { english: [`'${t.word}':*`, ...alts].join(' | '), simple: [`'${t.word}':*`, ...alts].join(' | ') };
  });
}

interface CacheEntry {
  alternatives: string[];
  expires: number;
}

interface Candidate {
  w: string;
  stem: string;
  term: string;
  kind: 'prefix' | 'stem' | 'typo';
}

/**
 * Expands search words through the `search_terms` vocabulary (migration SearchVocabulary: English
 * stems of the search documents plus whole words of titles, venues, cities, organization names):
 * - completions: vocabulary words starting with the typed word ('festiva' → 'festival');
 * - stems: the typed word minus its last one or two letters when that is a vocabulary stem, so a
 *   partly typed word longer than its stem still matches ('festiva' → 'festiv');
 * - typos: vocabulary words within one edit of a word of TYPO_MIN_LENGTH+ letters (or of its stem),
 *   found with the trigram index and confirmed here ('garbha' → 'garba', 'navratri' → 'navaratri').
 * Lookups are cached briefly per word (the vocabulary only grows).
 */
@Injectable()
export class EventSearchService {
  private readonly cache = new Map<string, CacheEntry>();
  private static readonly CACHE_MS = 60_000;
  private static readonly CACHE_MAX = 5_000;

  constructor(private readonly ds: DataSource) {}

  async terms(text: string): Promise<SearchTerm[]> {
    const words = searchWords(text);
    const now = Date.now();
    const missing = words.filter((w) => {
      const c = this.cache.get(w);
      return !(c && c.expires > now) && ASCII_WORD.test(w) && w.length >= COMPLETION_MIN_LENGTH;
    });
    if (missing.length) {
      const rows: Candidate[] = await this.ds.query(
        `SELECT q.w, q.stem, t.term, t.kind
           FROM (SELECT w, coalesce((tsvector_to_array(to_tsvector('english', w)))[1], w) AS stem FROM unnest($1::text[]) AS w) AS q
           CROSS JOIN LATERAL (
             (SELECT term, 'prefix' AS kind FROM search_terms
               WHERE term > q.w AND term < q.w || '~' ORDER BY term LIMIT 10)
             UNION ALL
             (SELECT term, 'stem' AS kind FROM search_terms
               WHERE length(q.w) >= 6 AND term IN (left(q.w, -1), left(q.w, -2)))
             UNION ALL
             (SELECT term, 'typo' AS kind FROM search_terms
               WHERE length(q.w) >= $2 AND (term % q.w OR term % q.stem) ORDER BY similarity(term, q.w) DESC, term LIMIT 20)
           ) t`,
        [missing, TYPO_MIN_LENGTH],
      );
      const byWord = new Map<string, string[]>(missing.map((w) => [w, []]));
      for (const r of rows) {
        const list = byWord.get(r.w)!;
        const ok =
          r.kind === 'prefix' ? r.term.startsWith(r.w) : r.kind === 'stem' ? true : r.term !== r.w && (withinOneEdit(r.term, r.w) || withinOneEdit(r.term, r.stem));
        if (ok && !list.includes(r.term)) list.push(r.term);
      }
      if (this.cache.size + byWord.size > EventSearchService.CACHE_MAX) this.cache.clear();
      for (const [w, alternatives] of byWord) this.cache.set(w, { alternatives, expires: now + EventSearchService.CACHE_MS });
    }
    return words.map((w) => ({ word: w, alternatives: this.cache.get(w)?.alternatives ?? [] }));
  }

  /** Forget cached expansions (tests; after bulk loads). */
  clearCache(): void {
    this.cache.clear();
  }
}
