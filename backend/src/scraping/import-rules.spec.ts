import { normalizeRules, NO_RULES, skippedByRules } from './import-rules';

describe('an organization’s import rules', () => {
  const rules = normalizeRules({ skipTitles: ['Board meeting', ' closed ', 'board MEETING', ''], skipCategories: ['Educational'] });

  it('are stored trimmed, without repeats or empty phrases', () => {
    expect(rules.skipTitles).toEqual(['Board meeting', 'closed']);
    expect(normalizeRules({ skipCategories: ['Educational', 'Nonsense' as never], defaultCategory: 'Nope' as never })).toEqual({
      ...NO_RULES,
      skipCategories: ['Educational'],
    });
  });

  it.each([
    ['Board Meeting', 'skipped by your rule: titles with "Board meeting"'],
    ['Monthly board  meeting – open to members', 'skipped by your rule: titles with "Board meeting"'],
    ['Board-meeting (executive)', 'skipped by your rule: titles with "Board meeting"'],
    ['Temple CLOSED for cleaning', 'skipped by your rule: titles with "closed"'],
    ['Closed-door rehearsal', 'skipped by your rule: titles with "closed"'],
  ])('"%s" → %s', (title, why) => expect(skippedByRules({ title, category: 'Community Meetups' }, rules)).toBe(why));

  it.each(['Boardroom meetings', 'Enclosed garden walk', 'Diwali Mela'])('"%s" is kept (whole words only)', (title) =>
    expect(skippedByRules({ title, category: 'Cultural Events' }, rules)).toBeNull(),
  );

  it('skips a category', () => {
    expect(skippedByRules({ title: 'SAT prep', category: 'Educational' }, rules)).toBe('skipped by your rule: category Educational');
  });

  it('treats phrases as text, never as patterns', () => {
    const r = normalizeRules({ skipTitles: ['(a+)+$', 'C++'] });
    expect(skippedByRules({ title: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!', category: 'Workshop' }, r)).toBeNull();
    expect(skippedByRules({ title: 'Intro to C++ for kids', category: 'Workshop' }, r)).toBe('skipped by your rule: titles with "C++"');
  });
});
