import { inferLanguages } from './infer-languages';
import { inferTags, practicalTagLabel } from './infer-tags';
import { PhraseIndex, normalizeForMatch, tokens } from './phrase-match';

describe('phrase matching', () => {
  it('normalises case, accents, punctuation, look-alike letters and invisible characters', () => {
    expect(normalizeForMatch('  DĪWĀLĪ — Mela!! ')).toBe('diwali mela');
    expect(normalizeForMatch('Dіwali')).toBe('diwali'); // Cyrillic і
    expect(normalizeForMatch('Di\u200Bwali')).toBe('diwali');
    expect(normalizeForMatch('दिवाली मेला')).toBe('दिवाली मेला'); // Devanagari vowel signs are kept
  });

  it('matches whole words only, joined spellings too, longest phrase first', () => {
    const index = new PhraseIndex([
      ['holi', 'holi'],
      ['durga puja', 'puja'],
      ['veg', 'veg'],
      ['non veg', 'neutral'],
    ] as const);
    expect(index.find(tokens('Summer holiday')).map((m) => m.value)).toEqual([]);
    expect(index.find(tokens('DurgaPuja and Holi')).map((m) => m.value)).toEqual(['puja', 'holi']);
    expect(index.find(tokens('veg and non-veg')).map((m) => m.value)).toEqual(['veg', 'neutral']);
  });
});

describe('inferLanguages', () => {
  it.each([
    ['Telugu Association of Greater Dallas', 'Diwali Dhamaka', null, undefined, ['te']],
    ['TANA', 'Cultural evening', null, undefined, ['te']],
    ['Bay Area Community', 'Ugadi Sambaralu', null, undefined, ['te', 'kn']],
    ['Bay Area Community', 'Gudi Padwa Sohala', null, undefined, ['mr']],
    ['Telugu Association', 'Ugadi', null, undefined, ['te']],
    ['Bengali Puja Committee of NJ', 'Durga Puja 2026', null, undefined, ['bn']],
    [null, 'Sarbojanin Pujo', null, undefined, ['bn']],
    [null, 'Garba Night with live music', null, undefined, ['gu']],
    ['Kerala Association', 'Onam celebration', null, undefined, ['ml']],
    [null, 'Onam Sadhya', null, undefined, ['ml']],
    [null, 'Vaisakhi at the Gurdwara', null, undefined, ['pa']],
    ['Sikh Gurdwara of San Jose', 'Nagar Kirtan', null, undefined, ['pa']],
    [null, 'Bihu night', null, undefined, ['as']],
    [null, 'Cheti Chand', null, undefined, ['sd']],
    [null, 'Mushaira evening', 'Urdu poetry', undefined, ['ur']],
    ['Hindu Temple of Atlanta', 'Diwali Mela', 'Lights, food and fireworks for everyone', undefined, ['all']],
    ['India Association', 'Annual picnic', null, undefined, ['all']],
    [null, 'Community puja', null, 'pongal', ['ta']],
    [null, 'Festival', 'Songs in Tamil, Telugu, Kannada, Malayalam and Hindi', undefined, ['all']],
  ] as const)('%s / %s / %s (festival %s) → %j', (org, title, description, festival, expected) => {
    expect(inferLanguages(org, title, description, festival)).toEqual(expected);
  });

  it('matches association initials only in capitals', () => {
    expect(inferLanguages(null, 'Ata and tana recipes', null)).toEqual(['all']);
    expect(inferLanguages(null, 'ATA Convention', null)).toEqual(['te']);
  });

  it('does not read Hindi into "Hindu"', () => {
    expect(inferLanguages('Hindu Society', 'Hindu Heritage Day', null)).toEqual(['all']);
  });

  it('ranks the organization above a passing mention in the description', () => {
    expect(inferLanguages('Tamil Sangam', 'Pongal', 'With a guest troupe from Kerala')).toEqual(['ta', 'ml']);
  });
});

describe('inferTags', () => {
  it.each([
    ['Kids corner, face painting and free parking', ['kids-family', 'free-parking']],
    ['Pure veg dinner served', ['vegetarian']],
    ['Veg and non-veg food available', ['vegetarian']],
    ['Non-veg BBQ', []],
    ['Jain food available on request', ['vegetarian', 'jain-food']],
    ['No onion, no garlic thali', ['vegetarian', 'jain-food']],
    ['The hall is wheelchair accessible', ['wheelchair-access']],
    ['The hall is not wheelchair accessible', []],
    ['Watch live on YouTube', ['livestream']],
    ['Join via Zoom or in person', ['livestream']],
    ['Special seating for seniors', ['seniors']],
    ['Adults only. No kids.', []],
    ['Parking is free after 6 PM', ['free-parking']],
    ['Paid parking in the garage; free parking is not available', []],
    ['Bring the whole gang', []],
    ['', []],
  ] as const)('%s → %j', (text, expected) => {
    expect(inferTags(text)).toEqual(expected);
  });

  it('labels tags for display', () => {
    expect(practicalTagLabel('kids-family')).toBe('Kids & family');
  });
});
