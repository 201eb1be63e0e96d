import { WEIGHT } from '../moderation.config';
import { markupRule } from './markup.rule';

describe('markupRule', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg/onload=alert(1)>',
    '&lt;script&gt;steal()&lt;/script&gt;',
  ])('flags active markup %p as script', (text) => {
    expect(markupRule(text)).toEqual([
      { weight: WEIGHT.script, flag: 'Contains HTML or script markup (code that could run in a browser)' },
    ]);
  });

  it('flags plain HTML tags', () => {
    expect(markupRule('<b>Big</b> sale, <a href="https://x.example">click</a>')).toEqual([
      { weight: WEIGHT.junk, flag: 'Contains HTML or script markup' },
    ]);
  });

  it.each([
    'Kids <10 enter free',
    'Tickets: adults > kids',
    'Intro to JavaScript: build a game',
    'Ages 5 - 14 <Hindi and Gujarati classes>',
    'Online registration closes soon',
  ])('does not flag ordinary text %p', (text) => {
    expect(markupRule(text)).toEqual([]);
  });
});
