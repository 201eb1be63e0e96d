import { capText, findDisguisedWords, joinSpacedLetters, matchingVariants, normalizeText, undoLeetspeak } from './text-normalize';

describe('normalizeText', () => {
  it('maps Cyrillic and Greek look-alikes to Latin letters', () => {
    expect(normalizeText('D\u0456wali M\u0435la', 100)).toBe('Diwali Mela');
    expect(normalizeText('\u0421\u0410SIN\u039F', 100)).toBe('CASINO');
  });

  it('removes zero-width and bidi control characters', () => {
    expect(normalizeText('cas\u200Bino wor\u200Dk from\uFEFF home \u202Eevil', 100)).toBe('casino work from home evil');
  });

  it('applies NFKC so fullwidth and styled letters become plain', () => {
    expect(normalizeText('\uFF27\uFF55\uFF41\uFF52\uFF41\uFF4E\uFF54\uFF45\uFF45\uFF44 𝐢𝐧𝐜𝐨𝐦𝐞', 100)).toBe('Guaranteed income');
  });

  it('keeps Indic scripts intact (ZWJ inside Devanagari is removed only as an invisible mark)', () => {
    expect(normalizeText('दिवाली मेला', 100)).toBe('दिवाली मेला');
  });

  it('analyses only the first maxChars characters', () => {
    const huge = 'a'.repeat(30_000) + ' casino';
    expect(normalizeText(huge, 20_000)).toHaveLength(20_000);
    expect(normalizeText(huge, 20_000)).not.toContain('casino');
  });

  it('never splits a surrogate pair when capping', () => {
    expect(capText('ab😀', 3)).toBe('ab');
  });

  it('returns empty text for null and undefined', () => {
    expect(normalizeText(null, 10)).toBe('');
    expect(normalizeText(undefined, 10)).toBe('');
  });
});

describe('matching variants', () => {
  it('undoes leetspeak inside words but keeps numbers', () => {
    expect(undoLeetspeak('fr33 m0n3y on $5000 in 2026, b1tc0in')).toBe('free money on $5000 in 2026, bitcoin');
  });

  it('joins spaced and dotted single letters', () => {
    expect(joinSpacedLetters('play c a s i n o now')).toBe('play casino now');
    expect(joinSpacedLetters('w.o.r.k from home')).toBe('work from home');
    expect(joinSpacedLetters('a b c')).toBe('a b c');
  });

  it('offers plain, de-leeted and joined variants in lower case', () => {
    expect(matchingVariants('G U A R A N T E E D 1nc0me')).toEqual(expect.arrayContaining(['guaranteed income']));
  });
});

describe('findDisguisedWords', () => {
  it('finds words mixing Latin with Cyrillic or Greek letters', () => {
    expect(findDisguisedWords('Grand D\u0456wali Mela', 1000)).toEqual(['D\u0456wali']);
    expect(findDisguisedWords('\u03BFnline casino', 1000)).toEqual(['\u03BFnline']);
  });

  it('finds invisible characters between Latin letters', () => {
    expect(findDisguisedWords('play cas\u200Bino', 1000)).toEqual(['casino']);
  });

  it('does not flag whole words in other scripts or ZWJ inside Indic text', () => {
    expect(findDisguisedWords('Москва Αθήνα', 1000)).toEqual([]);
    expect(findDisguisedWords('क्\u200Dष मलयाळം\u200D', 1000)).toEqual([]);
    expect(findDisguisedWords('Plain English words only', 1000)).toEqual([]);
  });
});
