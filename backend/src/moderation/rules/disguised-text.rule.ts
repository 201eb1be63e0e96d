import { MODERATION_CONFIG } from '../moderation.config';
import { findDisguisedWords } from '../text-normalize';
import { Finding } from './finding';

/**
 * Words written with look-alike letters from another alphabet ('Dіwali' with a Cyrillic і) or with
 * invisible characters inside them ('cas\u200Bino'): the tricks used to slip past filters and
 * duplicate checks. (Other rules already see through them; this one reports the trick itself.)
 */
export function disguisedTextRule(rawTexts: (string | null | undefined)[]): Finding[] {
  const words: string[] = [];
  for (const raw of rawTexts) {
    words.push(...findDisguisedWords(raw, MODERATION_CONFIG.maxAnalysedChars));
    if (words.length >= 3) break;
  }
  if (!words.length) return [];
  const list = [...new Set(words)]
    .slice(0, 3)
    .map((w) => `"${w.slice(0, 40)}"`)
    .join(', ');
  return [{ weight: MODERATION_CONFIG.weights.disguisedText, flag: `Uses look-alike or invisible characters to disguise words (${list})` }];
}
