import { MODERATION_CONFIG } from '../moderation.config';
import { stripLinksAndEmails } from '../text-normalize';
import { Finding } from './finding';

/**
 * Keyword stuffing, the SEO spammer's habit: the same pair of words again and again
 * ('best biryani dallas … best biryani dallas …') or one word making up much of the text.
 */
export function keywordStuffingRule(normalizedText: string): Finding[] {
  const cfg = MODERATION_CONFIG.stuffing;
  const stop = new Set(cfg.stopwords);
  const words = stripLinksAndEmails(normalizedText.toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !stop.has(w) && !/^\d+$/.test(w));
  if (words.length < 4) return [];
  const bigrams = new Map<string, number>();
  for (let i = 0; i + 1 < words.length; i++) {
    const key = `${words[i]} ${words[i + 1]}`;
    if (words[i] === words[i + 1]) continue;
    bigrams.set(key, (bigrams.get(key) ?? 0) + 1);
  }
  const [topBigram, bigramCount] = [...bigrams].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as [string, number]);
  if (bigramCount >= cfg.repeatedBigram) {
    return [
      {
        weight: MODERATION_CONFIG.weights.keywordStuffing,
        flag: `Repeats the same words over and over ("${topBigram}" ${bigramCount} times)`,
      },
    ];
  }
  if (words.length >= cfg.minWords) {
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [topWord, count] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as [string, number]);
    if (count / words.length >= cfg.wordShare) {
      return [
        { weight: MODERATION_CONFIG.weights.keywordStuffing, flag: `Repeats the same words over and over ("${topWord}" ${count} times)` },
      ];
    }
  }
  return [];
}
