import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../backend/src/community-tags/languages';
import { languageName, languagesLabel } from './languages';

describe('language names', () => {
  it('names every community code the API knows, as the API names it', () => {
    for (const l of LANGUAGES) expect(languageName(l.code)).toBe(l.name);
  });

  it('gives no chip for everyone or an unknown code', () => {
    expect(languageName('all')).toBeNull();
    expect(languagesLabel(['all'])).toBe('');
    expect(languagesLabel(['xx', 'te'])).toBe('Telugu');
    expect(languagesLabel(['ta', 'te'])).toBe('Tamil · Telugu');
    expect(languagesLabel(undefined)).toBe('');
  });
});
