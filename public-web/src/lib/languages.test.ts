import { describe, expect, it } from 'vitest';
import { languageName, languagesLabel } from './languages';

describe('language names', () => {
  it('gives no chip for everyone or an unknown code', () => {
    expect(languageName('all')).toBeNull();
    expect(languagesLabel(['all'])).toBe('');
    expect(languagesLabel(['xx', 'te'])).toBe('Telugu');
    expect(languagesLabel(['ta', 'te'])).toBe('Tamil · Telugu');
    expect(languagesLabel(undefined)).toBe('');
  });
});
