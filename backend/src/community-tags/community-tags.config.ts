import type { LanguageCode } from './languages';

/**
 * Every word list and weight the community inference uses, in one place (festival names live with the
 * festivals in festivals/festival-definitions.ts). Phrases are matched on whole words, ignoring case,
 * accents and punctuation ('Gurudwara' ≠ 'Gurudwaras'; list both when both are written).
 * docs/festivals.md describes the rules.
 */

export interface PracticalTagRule {
  label: string;
  /** Phrases that show the tag applies. */
  phrases: string[];
  /** Phrases that say it does not ('no kids'); any of them cancels the tag. */
  negations?: string[];
  /** Longer phrases that only hide a shorter one inside them ('non veg' hides 'veg'). */
  neutral?: string[];
  /** Tags that come with this one (Jain food is vegetarian). */
  implies?: string[];
}

export const COMMUNITY_TAGS_CONFIG = {
  languages: {
    /** Where a clue was found, and how much it counts; 'festival' is the festival's own communities, used
     *  only when nothing else names one. */
    weights: { organization: 3, title: 2, description: 1, festival: 2 },
    /** Languages scoring at least this much are kept. */
    minScore: 1,
    /** More languages than this (a multi-community programme) means 'all'. */
    maxLanguages: 3,

    /** Words naming a community, its language, region or a tradition only it keeps. */
    words: {
      te: ['telugu', 'telangana', 'andhra', 'andhra pradesh', 'tollywood'],
      ta: ['tamil', 'tamizh', 'thamizh', 'tamil nadu', 'tamil sangam', 'kollywood'],
      kn: ['kannada', 'kannadiga', 'kannadigas', 'kannada koota', 'karnataka'],
      ml: ['malayalam', 'malayalee', 'malayalees', 'malayali', 'malayalis', 'kerala', 'keralite', 'keraleeya'],
      mr: ['marathi', 'maharashtra', 'maharashtrian', 'marathi mandal', 'dhol tasha', 'lavani'],
      gu: ['gujarati', 'gujarat', 'gujarati samaj', 'kutchi', 'garba', 'garbha', 'dandiya', 'dandia', 'raas garba'],
      pa: [
        'punjabi',
        'punjab',
        'sikh',
        'sikhs',
        'gurdwara',
        'gurdwaras',
        'gurudwara',
        'gurudwaras',
        'khalsa',
        'bhangra',
        'giddha',
        'langar',
      ],
      bn: [
        'bengali',
        'bengalis',
        'bangla',
        'bengal',
        'bangladeshi',
        'bangladesh',
        'probashi',
        'sarbojanin',
        'durgabari',
        'rabindra sangeet',
        'tagore',
        'nazrul',
      ],
      hi: ['hindi', 'bollywood', 'bhojpuri', 'bihar', 'bihari', 'kavi sammelan', 'hindi samiti'],
      or: ['odia', 'oriya', 'odisha', 'orissa', 'odissi'],
      kok: ['konkani', 'goan', 'goans', 'goa', 'mangalorean', 'konkan'],
      sd: ['sindhi', 'sindhis', 'sindh', 'jhulelal'],
      ne: ['nepali', 'nepalese', 'nepal', 'dashain'],
      as: ['assamese', 'assam', 'axom'],
      ur: ['urdu', 'mushaira'],
    } satisfies Record<LanguageCode, string[]>,

    /** Associations known by their initials, matched in capitals only ('TANA', not 'tana'). */
    acronyms: {
      TANA: 'te',
      ATA: 'te',
      NATA: 'te',
      NATS: 'te',
      TAGB: 'te',
      TAGDV: 'te',
      TLCA: 'te',
      GWTCS: 'te',
      FETNA: 'ta',
      FeTNA: 'ta',
      AKKA: 'kn',
      NAVIKA: 'kn',
      FOKANA: 'ml',
      FOMAA: 'ml',
      KHNA: 'ml',
      BMM: 'mr',
      NABC: 'bn',
      OSA: 'or',
      NRNA: 'ne',
    } satisfies Record<string, LanguageCode>,
  },

  /** Practical tags families look for, in display order. */
  tags: {
    'kids-family': {
      label: 'Kids & family',
      phrases: [
        'kids',
        'kid friendly',
        'children',
        'childrens',
        'family friendly',
        'family fun',
        'family event',
        'families',
        'for the whole family',
        'for the entire family',
        'all ages',
        'kids corner',
        'kids zone',
        'kid zone',
        'kids activities',
        'face painting',
        'bounce house',
        'bouncy castle',
        'balvihar',
        'bal vihar',
        'bala vihar',
        'bal gokulam',
        'toddlers',
      ],
      negations: [
        'no kids',
        'no children',
        'adults only',
        'adult only',
        '18 and over',
        '21 and over',
        'not suitable for children',
        'no kids allowed',
      ],
    },
    vegetarian: {
      label: 'Vegetarian food',
      phrases: [
        'vegetarian',
        'veg',
        'veggie',
        'pure veg',
        'pure vegetarian',
        'vegan',
        'satvik',
        'sattvic',
        'saatvik',
        'plant based',
        'prasadam',
      ],
      neutral: ['non veg', 'nonveg', 'non vegetarian', 'nonvegetarian'],
    },
    'jain-food': {
      label: 'Jain food',
      phrases: [
        'jain food',
        'jain meal',
        'jain meals',
        'jain option',
        'jain options',
        'jain friendly',
        'jain thali',
        'jain menu',
        'no onion no garlic',
        'no onion garlic',
        'without onion and garlic',
        'without onion garlic',
      ],
      implies: ['vegetarian'],
    },
    'free-parking': {
      label: 'Free parking',
      phrases: [
        'free parking',
        'parking is free',
        'parking free',
        'complimentary parking',
        'free on site parking',
        'free street parking',
        'parking available free',
      ],
      negations: ['no free parking', 'free parking is not available', 'paid parking'],
    },
    'wheelchair-access': {
      label: 'Wheelchair access',
      phrases: [
        'wheelchair accessible',
        'wheelchair access',
        'wheelchair friendly',
        'wheelchair ramp',
        'ada accessible',
        'ada compliant',
        'handicap accessible',
        'handicapped accessible',
        'accessible entrance',
        'accessible seating',
        'accessible parking',
        'step free',
      ],
      negations: ['not wheelchair accessible', 'no wheelchair access', 'not ada accessible', 'not accessible'],
    },
    livestream: {
      label: 'Livestream',
      phrases: [
        'livestream',
        'livestreamed',
        'live stream',
        'live streamed',
        'live streaming',
        'livestreaming',
        'streamed live',
        'streaming live',
        'watch live',
        'youtube live',
        'facebook live',
        'zoom',
        'webcast',
        'join online',
        'join virtually',
        'hybrid event',
        'online and in person',
        'in person and online',
      ],
      negations: ['no livestream', 'no live stream', 'will not be streamed', 'will not be live streamed', 'not be livestreamed'],
    },
    seniors: {
      label: 'Seniors',
      phrases: [
        'seniors',
        'senior citizens',
        'senior citizen',
        'elders',
        'elderly',
        'senior friendly',
        'senior center',
        'senior centre',
        'grandparents',
      ],
    },
  } satisfies Record<string, PracticalTagRule>,
};
