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
  // Words as written (a name is told by its capitals); those with digits are times, dates and numbers, never keywords.
  const words = stripLinksAndEmails(normalizedText)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !/\p{N}/u.test(w) && !stop.has(w.toLowerCase()));
  if (words.length < 4) return [];
  const stuffed = (what: string, count: number): Finding[] => [
    { weight: MODERATION_CONFIG.weights.keywordStuffing, flag: `Repeats the same words over and over ("${what}" ${count} times)` },
  ];
  const lower = words.map((w) => w.toLowerCase());
  const bigrams = new Map<string, { count: number; asName: number }>();
  for (let i = 0; i + 1 < words.length; i++) {
    if (lower[i] === lower[i + 1]) continue;
    const key = `${lower[i]} ${lower[i + 1]}`;
    const b = bigrams.get(key) ?? { count: 0, asName: 0 };
    b.count++;
    if (NAME_WORD.test(words[i]) && NAME_WORD.test(words[i + 1])) b.asName++;
    bigrams.set(key, b);
  }
  // A pair written as a name every time is a name repeated (a letterhead, a line-up): it takes more repeats to count.
  const over = [...bigrams]
    .filter(([, b]) => b.count >= (b.asName === b.count ? cfg.repeatedName : cfg.repeatedBigram))
    .sort((a, b) => b[1].count - a[1].count);
  if (over.length) {
    const [topBigram, { count }] = over[0];
    return stuffed(topBigram, count);
  }
  if (lower.length >= cfg.minWords) {
    const counts = new Map<string, number>();
    for (const w of lower) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [topWord, count] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as [string, number]);
    if (count / lower.length >= cfg.wordShare) return stuffed(topWord, count);
  }
  return [];
}

/** A word written as a name: starting with a capital ('Samaj', 'Pandit', a letterhead's 'SAMAJ'). */
const NAME_WORD = /^\p{Lu}/u;
