/**
 * Text normalisation shared by every rule, so spelling tricks do not get past them:
 * Unicode NFKC (fullwidth and styled letters become plain ones), zero-width and bidi control
 * characters removed, Cyrillic/Greek look-alikes mapped to Latin, whitespace collapsed.
 * Only the first `maxChars` characters are looked at, so huge texts are scored quickly.
 */

/** Zero-width, invisible and bidirectional-control characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM, soft hyphen, LRO/RLO …). */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- the class lists invisible characters one by one
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/g;

/** Cyrillic and Greek letters that look like Latin ones (the usual homoglyph tricks: 'Dіwali' with a Cyrillic і). */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic lower case
  '\u0430': 'a',
  '\u0432': 'b',
  '\u0435': 'e',
  '\u0451': 'e',
  '\u043A': 'k',
  '\u043C': 'm',
  '\u043D': 'h',
  '\u043E': 'o',
  '\u0440': 'p',
  '\u0441': 'c',
  '\u0442': 't',
  '\u0443': 'y',
  '\u0445': 'x',
  '\u0455': 's',
  '\u0456': 'i',
  '\u0457': 'i',
  '\u0458': 'j',
  '\u0501': 'd',
  '\u04BB': 'h',
  '\u04CF': 'l',
  '\u051B': 'q',
  '\u051D': 'w',
  '\u0261': 'g',
  '\u0475': 'v',
  // Cyrillic upper case
  '\u0410': 'A',
  '\u0412': 'B',
  '\u0415': 'E',
  '\u0401': 'E',
  '\u041A': 'K',
  '\u041C': 'M',
  '\u041D': 'H',
  '\u041E': 'O',
  '\u0420': 'P',
  '\u0421': 'C',
  '\u0422': 'T',
  '\u0423': 'Y',
  '\u0425': 'X',
  '\u0405': 'S',
  '\u0406': 'I',
  '\u0407': 'I',
  '\u0408': 'J',
  '\u04C0': 'I',
  '\u050C': 'G',
  '\u051A': 'Q',
  '\u051C': 'W',
  // Greek
  '\u03B1': 'a',
  '\u03B2': 'b',
  '\u03B5': 'e',
  '\u03B9': 'i',
  '\u03BA': 'k',
  '\u03BD': 'v',
  '\u03BF': 'o',
  '\u03C1': 'p',
  '\u03C4': 't',
  '\u03C5': 'u',
  '\u03C7': 'x',
  '\u03F2': 'c',
  '\u0391': 'A',
  '\u0392': 'B',
  '\u0395': 'E',
  '\u0396': 'Z',
  '\u0397': 'H',
  '\u0399': 'I',
  '\u039A': 'K',
  '\u039C': 'M',
  '\u039D': 'N',
  '\u039F': 'O',
  '\u03A1': 'P',
  '\u03A4': 'T',
  '\u03A5': 'Y',
  '\u03A7': 'X',
  '\u03F9': 'C',
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'g');

/** Leetspeak digits and symbols read as letters (used for phrase matching only). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '€': 'e',
  '¥': 'y',
};

/** Cuts a text to at most `max` characters without splitting a surrogate pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end);
}

/** NFKC, invisible characters removed, homoglyphs mapped, whitespace collapsed; at most `maxChars` analysed. */
export function normalizeText(raw: string | null | undefined, maxChars: number): string {
  if (!raw) return '';
  return capText(raw, maxChars)
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(HOMOGLYPH_RE, (c) => HOMOGLYPHS[c])
    .replace(/\s+/g, ' ')
    .trim();
}

/** Leetspeak undone ('fr33 m0n3y' → 'free money') on already-normalised, lower-cased text. */
export function undoLeetspeak(lower: string): string {
  // A token with at least one letter is a word: its digits and symbols are letters in disguise.
  // Tokens without letters ('$5000', '2026') are numbers and stay. '!' and '|' count only inside a token.
  return lower.replace(/[a-z0-9@$€¥]+(?:[!|]+[a-z0-9@$€¥]+)*/g, (token) =>
    /[a-z]/.test(token) ? token.replace(/[0134578@$!|€¥]/g, (c) => LEET[c]) : token,
  );
}

/** Joins s p a c e d or d.o.t.t.e.d letters ('c a s i n o' → 'casino'); runs of 4+ single characters only. */
export function joinSpacedLetters(lower: string): string {
  return lower.replace(/(?<![a-z0-9])(?:[a-z0-9][ .\-_*]){3,}[a-z0-9](?![a-z0-9])/g, (m) => m.replace(/[ .\-_*]/g, ''));
}

const LEET_NEAR_LETTER = /[a-z][0134578@$!|€¥]|[0134578@$€¥][a-z]/;
const SPACED_LETTERS = /(?:^|[^a-z0-9])[a-z0-9][ .\-_*][a-z0-9][ .\-_*][a-z0-9][ .\-_*][a-z0-9](?![a-z0-9])/;

/**
 * The variants of a text that phrase rules look at (lower case; plain, leetspeak undone, spaced
 * letters joined). A variant is only computed when the text has what it undoes.
 */
export function matchingVariants(normalized: string): string[] {
  const lower = normalized.toLowerCase();
  const plain = [lower, LEET_NEAR_LETTER.test(lower) ? undoLeetspeak(lower) : lower];
  const joined = plain.map((v) => (SPACED_LETTERS.test(v) ? joinSpacedLetters(v) : v));
  // In that order, each variant once.
  return [...new Set([...plain, ...joined])];
}

/**
 * Text with web addresses and email addresses blanked out (their letters say nothing about
 * shouting, stuffing or mashing). Quantifiers are bounded so a 20k-character word stays linear.
 */
export function stripLinksAndEmails(text: string): string {
  const noLinks = text.replace(/(?:https?:\/\/|www\.)[^\s<>"']{0,2000}/gi, ' ');
  return noLinks.includes('@') ? noLinks.replace(/[^\s@<>"']{1,64}@[^\s@<>"']{1,255}/g, ' ') : noLinks;
}

const LATIN = /[A-Za-z]/;
const LOOKALIKE_SCRIPT = /[\u0370-\u03FF\u0400-\u052F]/;

/**
 * Words that mix Latin letters with Cyrillic/Greek look-alikes or hide invisible characters between
 * Latin letters: the tricks used to slip words past filters. Returns the offending words as written.
 */
export function findDisguisedWords(raw: string | null | undefined, maxChars: number): string[] {
  if (!raw) return [];
  const text = capText(raw, maxChars).normalize('NFKC');
  const found: string[] = [];
  for (const word of text.split(/[\s,.;:!?()[\]{}"'/\\<>|]+/)) {
    if (word.length < 2) continue;
    const visible = word.replace(INVISIBLE, '');
    const mixedScript = LATIN.test(visible) && LOOKALIKE_SCRIPT.test(visible);
    // eslint-disable-next-line no-misleading-character-class -- invisible characters one by one
    const hiddenInside = visible !== word && /[A-Za-z][\u00AD\u034F\u200B-\u200F\u2060-\u2064\uFEFF]+[A-Za-z]/.test(word);
    if (mixedScript || hiddenInside) found.push(visible);
    if (found.length >= 3) break;
  }
  return found;
}
