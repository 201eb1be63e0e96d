import { profanityRule } from './profanity.rule';

describe('profanityRule', () => {
  it.each([
    ['This event is shit', '"s**t"'],
    ['what the fuuuck', '"f**k"'],
    ['sh1t organizers', '"s**t"'],
    ['you b!tch', '"b***h"'],
    ['what an a55', '"a*s"'],
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
    'Tel: 0161 455 0211 for details',
    'Call 0161-455-0211 or (732) 555-0134, doors 5:55 pm',
    'Room 455, desk 8008, code 5318008',
  ])('does not flag Indian names, places and food, or numbers: %p', (text) => {
    expect(profanityRule(text)).toEqual([]);
  });

  it('returns nothing for empty text', () => {
    expect(profanityRule('')).toEqual([]);
  });
});
