import { lazy, obscenity } from '../../common/lazy';
import { MODERATION_CONFIG } from '../moderation.config';
import { Finding } from './finding';

interface WordMetadata {
  originalWord: string;
}

/**
 * The obscenity library's English list (profanity and slurs; leetspeak, look-alike characters and
 * stretched letters resolved by its recommended transformers) plus the additions and allowed
 * names in moderation.config.ts.
 */
function buildMatcher() {
  const { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, RegExpMatcher } = obscenity();
  const dataset = new DataSet<WordMetadata>().addAll(englishDataset);
  for (const { word, pattern } of MODERATION_CONFIG.profanity.extraPatterns) {
    dataset.addPhrase((p) => p.setMetadata({ originalWord: word }).addPattern(parseRawPattern(pattern)));
  }
  const built = dataset.build();
  const matcher = new RegExpMatcher({
    ...built,
    whitelistedTerms: [...(built.whitelistedTerms ?? []), ...MODERATION_CONFIG.profanity.allowedTerms],
    ...englishRecommendedTransformers,
  });
  return { dataset, matcher };
}

const profanity = lazy(buildMatcher);

/** 'shit' → 's**t': admins see which word without the flag repeating it. */
function mask(word: string): string {
  return word.length <= 2 ? word[0] + '*' : word[0] + '*'.repeat(word.length - 2) + word[word.length - 1];
}

/** Digits with the separators of phone numbers, times and codes between them, not touching a letter. */
const DIGIT_RUN = /(?<![\p{L}\d])\d(?:[\d\s().:+\-/]*\d)?(?![\p{L}\d])/gu;

/** Profanity and slurs, including leetspeak ('sh1t', 'b!tch') and Hindi/Urdu profanity. One finding listing up to three words. */
export function profanityRule(normalizedText: string): Finding[] {
  if (!normalizedText) return [];
  const { dataset, matcher } = profanity();
  const words = new Set<string>();
  // The library collapses repeated letters itself; shortening long runs first ('aaaa…' × 20k) keeps it fast.
  // Digit runs standing alone (phone numbers, times, room numbers) are not words: its leetspeak
  // transformer would read 'Tel: 0161 455 0211' as '… ass …'. Digits touching letters ('a55') still count.
  const text = normalizedText.replace(/(.)\1{3,}/gsu, '$1$1$1').replace(DIGIT_RUN, (run) => ' '.repeat(run.length));
  for (const match of matcher.getAllMatches(text, true)) {
    const meta = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata;
    words.add(meta?.originalWord ?? text.slice(match.startIndex, match.endIndex + 1).toLowerCase());
    if (words.size >= 3) break;
  }
  if (!words.size) return [];
  const list = [...words].map((w) => `"${mask(w)}"`).join(', ');
  return [{ weight: MODERATION_CONFIG.weights.profanity, flag: `Contains profanity or slurs (${list})` }];
}
