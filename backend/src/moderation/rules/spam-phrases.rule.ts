import { MODERATION_CONFIG, PhraseGroup } from '../moderation.config';
import { matchingVariants } from '../text-normalize';
import { Finding } from './finding';

interface CompiledPhrase {
  group: PhraseGroup;
  /** The phrase as the flag quotes it; null for patterns (the flag quotes the matched text). */
  display: string | null;
  re: RegExp;
  /** A word every match contains (the phrase's longest): a cheap look-up skips most regexes. */
  literal: string | null;
  multiWord: boolean;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'work from home' → matches 'work from home', 'Work-From-Home', 'workfromhome', 'work_from  home'. */
function phraseRegExp(phrase: string): RegExp {
  const words = phrase.split(/\s+/).map(escape);
  return new RegExp(`(?<![a-z0-9])${words.join('[\\W_]*')}(?![a-z0-9])`);
}

/** Longest phrases first, then patterns, so the most specific wording is the one reported. */
function compile(groups: PhraseGroup[]): CompiledPhrase[] {
  const longestWord = (p: string) => p.split(/\s+/).reduce((a, w) => (w.length > a.length ? w : a), '');
  const phrases = groups.flatMap((group) =>
    group.phrases.map((p) => ({ group, display: p, re: phraseRegExp(p), literal: longestWord(p), multiWord: /\s/.test(p) })),
  );
  phrases.sort((a, b) => b.display.length - a.display.length);
  const patterns = groups.flatMap((group) =>
    (group.patterns ?? []).map((p) => ({ group, display: null, re: new RegExp(p), literal: null, multiWord: true })),
  );
  return [...phrases, ...patterns];
}

const COMPILED = compile(MODERATION_CONFIG.phraseGroups);

/**
 * Whether a phrase's word can occur in the text, from one pass over it. A match is bounded by
 * non-letters, so a one-word phrase must be a whole word; the words of a longer phrase may also be
 * glued together ('workfromhome'), so those are looked for inside longer words too.
 */
function literalFinder(text: string): (literal: string, multiWord: boolean) => boolean {
  const tokens = text.split(/[^a-z0-9]+/);
  const words = new Set(tokens);
  let glued: string | null = null;
  return (literal, multiWord) => {
    if (words.has(literal)) return true;
    if (!multiWord) return false;
    // The longest glued phrase is some 30 letters; longer 'words' are junk, not phrases.
    glued ??= [...words].filter((t) => t.length >= 6 && t.length <= 60).join(' ');
    return glued.includes(literal);
  };
}

/**
 * Spam and scam phrases ('guaranteed income', 'crypto giveaway', 'online casino', 'payday loan' …)
 * anywhere in the submission's text. One finding per distinct phrase; a phrase inside one already
 * reported ('satta' in 'satta king') is not reported again.
 */
export function spamPhraseRule(normalizedText: string): Finding[] {
  if (!normalizedText) return [];
  const variants = matchingVariants(normalizedText).map((text) => ({ text, has: literalFinder(text) }));
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const matchedSpans: string[] = [];
  for (const c of COMPILED) {
    let quoted: string | null = null;
    for (const v of variants) {
      if (c.literal && !v.has(c.literal, c.multiWord)) continue;
      const m = c.re.exec(v.text);
      if (m) {
        quoted = (c.display ?? m[0]).trim().replace(/\s+/g, ' ').slice(0, 60);
        break;
      }
    }
    if (!quoted) continue;
    // 'h1b guaranteed' and 'h 1b guaranteed' are one finding; 'casino' inside a reported 'online casino' adds nothing.
    const squeezed = quoted.replace(/[\W_]+/g, '');
    if (seen.has(squeezed) || matchedSpans.some((s) => s.includes(squeezed) || squeezed.includes(s))) continue;
    seen.add(squeezed);
    matchedSpans.push(squeezed);
    findings.push({ weight: c.group.weight, flag: `Contains ${c.group.label} "${quoted}"` });
  }
  return findings.sort((a, b) => b.weight - a.weight).slice(0, MODERATION_CONFIG.maxFlagsPerRule);
}
