import { WEIGHT } from '../moderation.config';
import { disguisedTextRule } from './disguised-text.rule';

describe('disguisedTextRule', () => {
  it('flags a Cyrillic i in Diwali', () => {
    expect(disguisedTextRule(['D\u0456wali Mela'])).toEqual([
      { weight: WEIGHT.junk, flag: 'Uses look-alike or invisible characters to disguise words ("D\u0456wali")' },
    ]);
  });

  it('flags zero-width characters inside words', () => {
    expect(disguisedTextRule([null, 'c\u200Basino night'])[0].flag).toContain('"casino"');
  });

  it('accepts plain text and text in Indic scripts', () => {
    expect(disguisedTextRule(['Diwali Mela', 'दिवाली मेला', 'ദീപാവലി\u200D', undefined])).toEqual([]);
  });
});
