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
  return { dataset, matcher, anyTerm: anyTermTest(matcher) };
}

/**
 * A quick "can anything match?" for the matcher: its blacklisted terms' regular expressions as one
 * alternation, run once over the text its transformers make (leetspeak resolved, non-letters
 * skipped …). An alternation matches at a position when one of its branches does, so when it finds
 * nothing no term matches, and getAllMatches (one pass per term, ~120 of them, plus the allowed
 * terms: ~100 µs for a short event) can be skipped; clean text is nearly every submission. It reads
 * the matcher's compiled terms and its transformer step, which obscenity does not export: when
 * those are not there (another version), or a term's expression has a back-reference (the
 * alternation would renumber it), there is no quick test and every text takes the full path.
 * profanity.rule.spec.ts checks that it changes no answer.
 */
function anyTermTest(matcher: unknown): ((text: string) => boolean) | null {
  const m = matcher as {
    blacklistedTerms?: Array<{ regExp?: unknown }>;
    blacklistMatcherTransformers?: unknown;
    applyTransformers?: (input: string, transformers: unknown) => [number[], string];
  };
  const terms = m.blacklistedTerms;
  if (!Array.isArray(terms) || !terms.length || typeof m.applyTransformers !== 'function' || !m.blacklistMatcherTransformers) return null;
  const sources: string[] = [];
  for (const t of terms) {
    if (!(t.regExp instanceof RegExp) || /\\[1-9k]/.test(t.regExp.source) || t.regExp.flags.replace(/[gs]/g, '') !== '') return null;
    sources.push(`(?:${t.regExp.source})`);
  }
  const any = new RegExp(sources.join('|'), 's');
  const transformers = m.blacklistMatcherTransformers;
  return (text) => any.test(m.applyTransformers!.call(matcher, text, transformers)[1]);
}

/** Whether the quick test is in use (tests). */
export function profanityQuickTestActive(): boolean {
  return profanity().anyTerm !== null;
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
  return profanityFindings(normalizedText, true);
}

/** profanityRule, with or without the quick test (tests compare the two). */
export function profanityFindings(normalizedText: string, quick: boolean): Finding[] {
  if (!normalizedText) return [];
  const { dataset, matcher, anyTerm } = profanity();
  const words = new Set<string>();
  // The library collapses repeated letters itself; shortening long runs first ('aaaa…' × 20k) keeps it fast.
  // Digit runs standing alone (phone numbers, times, room numbers) are not words: its leetspeak
  // transformer would read 'Tel: 0161 455 0211' as '… ass …'. Digits touching letters ('a55') still count.
  const text = normalizedText.replace(/(.)\1{3,}/gsu, '$1$1$1').replace(DIGIT_RUN, (run) => ' '.repeat(run.length));
  if (quick && anyTerm && !anyTerm(text)) return [];
  for (const match of matcher.getAllMatches(text, true)) {
    const meta = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata;
    words.add(meta?.originalWord ?? text.slice(match.startIndex, match.endIndex + 1).toLowerCase());
    if (words.size >= 3) break;
  }
  if (!words.size) return [];
  const list = [...words].map((w) => `"${mask(w)}"`).join(', ');
  return [{ weight: MODERATION_CONFIG.weights.profanity, flag: `Contains profanity or slurs (${list})` }];
}
