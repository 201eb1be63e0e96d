import fc from 'fast-check';
import { searchWords, tsqueryTexts, withinOneEdit } from './event-search';

describe('searchWords', () => {
  it('lower-cases, removes Latin accents, splits on non-letters and drops duplicates', () => {
    expect(searchWords('  Café  DIWALI—mela, diwali! ')).toEqual(['cafe', 'diwali', 'mela']);
    expect(searchWords("o'brien & garba:* <-> night")).toEqual(['o', 'brien', 'garba', 'night']);
    expect(searchWords('दिवाली मेला')).toEqual(['दिवाली', 'मेला']);
    expect(searchWords('!!! ---')).toEqual([]);
  });

  it('keeps at most 8 words of at most 40 characters', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(50))).toEqual(['x'.repeat(40)]);
  });

  it('never yields a character that has a meaning in tsquery syntax', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        for (const w of searchWords(s)) expect(w).not.toMatch(/['\\:&|!()<>*\s]/);
      }),
    );
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['garba', 'garbha', true],
    ['navratri', 'navaratri', true],
    ['cricket', 'crikcet', true],
    ['diwali', 'diwalo', true],
    ['diwali', 'diwali', true],
    ['diwali', 'dwalii', false],
    ['garba', 'gabrha', false],
    ['holi', 'hola', true],
    ['mela', 'melaaa', false],
  ])('%s ~ %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('tsqueryTexts', () => {
  it('quotes every word and ORs prefix, completions and typo variants', () => {
    expect(
      tsqueryTexts([
        { word: 'garbha', alternatives: ['garba'] },
        { word: 'nig', alternatives: [] },
      ]),
    ).toEqual(["'garbha':* | 'garba'", "'nig':*"]);
  });
});
