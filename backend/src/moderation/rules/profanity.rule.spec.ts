import { profanityRule } from './profanity.rule';

describe('profanityRule', () => {
  it.each([
    ['This event is shit', '"s**t"'],
    ['what the fuuuck', '"f**k"'],
    ['sh1t organizers', '"s**t"'],
    ['you b!tch', '"b***h"'],
  ])('flags profanity and leetspeak: %p', (text, masked) => {
    const [f] = profanityRule(text);
    expect(f.flag).toContain(masked);
    expect(f.weight).toBeGreaterThan(0);
  });

  it('flags slurs, including ones aimed at South Asians, and Hindi profanity', () => {
    expect(profanityRule('go home you dotheads')).toHaveLength(1);
    expect(profanityRule('bunch of towelheads')).toHaveLength(1);
    expect(profanityRule('kya chutiya event hai')).toHaveLength(1);
    expect(profanityRule('behenchod organisers')).toHaveLength(1);
  });

  it('lists at most three words in one flag', () => {
    const result = profanityRule('shit fuck bitch cunt bastard');
    expect(result).toHaveLength(1);
    expect(result[0].flag.match(/"/g)).toHaveLength(6);
  });

  it.each([
    'Harshit Dikshit performs Dikshitar kritis',
    'Shital Patel and Anushka Sharma host the evening',
    'Dhanush fan club screening',
    'Diwali in Cumming, GA, with cumin-spiced chaat',
    'Assamese Bihu celebration in Manassas',
    'Sex education for parents of teens: a talk by a paediatrician',
    'Badminton shuttlecock tournament and peacock dance',
    'Shitala Mata puja',
  ])('does not flag Indian names, places and food: %p', (text) => {
    expect(profanityRule(text)).toEqual([]);
  });

  it('returns nothing for empty text', () => {
    expect(profanityRule('')).toEqual([]);
  });
});
