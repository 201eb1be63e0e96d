import { describe, expect, it } from 'vitest';
import { NO_RULES, runCounts, sameRules, skippedReasons } from './import-words';

describe('import words', () => {
  it('counts a run in plain words', () => {
    expect(runCounts({ found: 1, new: 1, updated: 0, skipped: {} })).toBe('1 event found · 1 new · 0 updated · 0 not imported');
    expect(runCounts({ found: 12, new: 3, updated: 1, skipped: { 'already over': 2, 'outside the US (UK)': 1 } })).toBe(
      '12 events found · 3 new · 1 updated · 3 not imported',
    );
  });

  it('lists why events were not imported, most frequent first', () => {
    expect(skippedReasons({ 'outside the US (UK)': 1, 'already over': 2 })).toEqual([
      '2 events: already over',
      '1 event: outside the US (UK)',
    ]);
  });

  it('compares rules as they are saved (case of phrases, order, blank venue)', () => {
    expect(sameRules(NO_RULES, { ...NO_RULES, defaultVenue: '  ' })).toBe(true);
    expect(
      sameRules({ ...NO_RULES, skipTitles: ['Board meeting', 'Closed'] }, { ...NO_RULES, skipTitles: ['closed', 'board meeting'] }),
    ).toBe(true);
    expect(sameRules(NO_RULES, { ...NO_RULES, skipCategories: ['Educational'] })).toBe(false);
  });
});
