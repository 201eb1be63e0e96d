import { normalizeText } from '../moderation/text-normalize';

/**
 * Whole-word phrase matching that tolerates case, accents, punctuation and look-alike letters, for any
 * script: 'DEEPĀVALI', 'Deepavali!' and 'deepavali' match the same phrase, 'Holi' never matches inside
 * 'holiday', and Indian-script names match as written. Work is linear in the (capped) text length.
 */

/** Characters of a text that are looked at; the rest is ignored. */
export const MAX_MATCHED_CHARS = 20_000;
/** Longest phrase, in words. */
const MAX_PHRASE_WORDS = 6;

const LATIN_DIACRITICS = /[\u0300-\u036f]/g;
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/gu;

/** Lower case, Latin accents removed, every run of non-letters turned into one space. */
export function normalizeForMatch(text: string | null | undefined, maxChars = MAX_MATCHED_CHARS): string {
  return normalizeText(text, maxChars)
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC')
    .replace(NOT_WORD, ' ')
    .trim();
}

/** The words of a text (normalizeForMatch). */
export function tokens(text: string | null | undefined, maxChars = MAX_MATCHED_CHARS): readonly string[] {
  if (!text) return [];
  const normalized = normalizeForMatch(text, maxChars);
  return Object.freeze(normalized ? normalized.split(' ') : []);
}

export interface PhraseMatch<T> {
  value: T;
  /** Index of the first word in the text's tokens. */
  at: number;
  words: number;
}

/**
 * A dictionary of phrases, each with a value. A phrase of several words also matches written as one word
 * ('Durga Puja' / 'DurgaPuja'), and several phrases may share a spelling.
 */
export class PhraseIndex<T> {
  private readonly byPhrase = new Map<string, T[]>();
  /** The most words of a phrase starting with each word (a word starting none is not looked further at). */
  private readonly longestFrom = new Map<string, number>();

  constructor(entries: Iterable<readonly [string, T]>) {
    for (const [phrase, value] of entries) {
      const words = tokens(phrase);
      if (words.length === 0 || words.length > MAX_PHRASE_WORDS) throw new Error(`unusable phrase: "${phrase}"`);
      this.add(words, value);
      if (words.length > 1) this.add([words.join('')], value);
    }
  }

  private add(words: readonly string[], value: T): void {
    this.longestFrom.set(words[0], Math.max(this.longestFrom.get(words[0]) ?? 0, words.length));
    const key = words.join(' ');
    const list = this.byPhrase.get(key);
    if (!list) this.byPhrase.set(key, [value]);
    else if (!list.includes(value)) list.push(value);
  }

  /**
   * The phrases found once overlaps are settled: a longer phrase hides the shorter ones it covers
   * ('Dev Deepawali' hides 'Deepawali', 'non veg' hides 'veg'); among equals the earlier wins.
   */
  find(words: readonly string[]): PhraseMatch<T>[] {
    const all: PhraseMatch<T>[] = [];
    for (let at = 0; at < words.length; at++) {
      for (let n = Math.min(this.longestFrom.get(words[at]) ?? 0, words.length - at); n >= 1; n--) {
        const values = this.byPhrase.get(n === 1 ? words[at] : words.slice(at, at + n).join(' '));
        if (values) for (const value of values) all.push({ value, at, words: n });
      }
    }
    all.sort((a, b) => b.words - a.words || a.at - b.at);
    // Each word remembers the span that took it, so values sharing one span are all kept.
    const takenBy = new Int32Array(words.length);
    const kept: PhraseMatch<T>[] = [];
    for (const m of all) {
      const span = m.at * (MAX_PHRASE_WORDS + 1) + m.words;
      let free = true;
      for (let i = m.at; i < m.at + m.words && free; i++) free = takenBy[i] === 0 || takenBy[i] === span;
      if (!free) continue;
      for (let i = m.at; i < m.at + m.words; i++) takenBy[i] = span;
      kept.push(m);
    }
    return kept.sort((a, b) => a.at - b.at);
  }
}
