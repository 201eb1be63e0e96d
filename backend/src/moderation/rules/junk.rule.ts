import { MODERATION_CONFIG } from '../moderation.config';
import { stripLinksAndEmails } from '../text-normalize';
import { Finding } from './finding';

const VOWELS = 'aeiouy';

/** True for a word that no one types on purpose: a keyboard row ('asdf') or a long consonant run ('sdfghjkl'). */
export function isKeyboardMash(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w) || w.length < 4) return false;
  if (MODERATION_CONFIG.junk.keyboardSequences.some((s) => w.includes(s))) return true;
  let run = 0;
  for (const ch of w) {
    run = VOWELS.includes(ch) ? 0 : run + 1;
    if (run >= MODERATION_CONFIG.junk.consonantRun) return true;
  }
  return false;
}

/**
 * Junk instead of a real title or name: placeholders ('test', 'asdf', 'untitled'), keyboard
 * mashing, or almost no letters. `label` is 'Title' for events and 'Name' for organizations.
 * The description is checked for mashing too (a mashed word among real ones is a typo, so only a
 * description made largely of them counts).
 */
export function junkRule(title: string, description: string, label = 'Title'): Finding[] {
  const { junk, weights } = MODERATION_CONFIG;
  const findings: Finding[] = [];
  const letters = (title.match(/\p{L}/gu) ?? []).length;
  const bare = title
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const titleWords = bare.split(' ').filter(Boolean);
  // Initialisms are titles ('N.A', 'AA', 'N.A.M.I.'): capital letters, each optionally followed by a dot.
  const initialism = /^(?:\p{Lu}\.?\s?){2,}$/u.test(title.trim());
  if (letters < junk.minTitleLetters && !initialism) {
    findings.push({ weight: weights.placeholderText, flag: `${label} has almost no letters ("${title.slice(0, 40)}")` });
  } else if (junk.placeholderTitles.includes(bare) && !initialism) {
    findings.push({ weight: weights.placeholderText, flag: `${label} looks like placeholder text ("${title.slice(0, 40)}")` });
  } else if (titleWords.some(isKeyboardMash)) {
    findings.push({ weight: weights.keyboardMashing, flag: `${label} looks like keyboard mashing ("${title.slice(0, 40)}")` });
  }
  const descWords = stripLinksAndEmails(description.toLowerCase())
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  if (descWords.length) {
    const mashed = descWords.filter(isKeyboardMash).length;
    if (mashed >= 1 && mashed / descWords.length >= 0.3) {
      findings.push({ weight: weights.keyboardMashing, flag: 'Description looks like keyboard mashing' });
    }
  }
  return findings;
}
