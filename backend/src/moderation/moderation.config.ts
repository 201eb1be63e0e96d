/**
 * Every weight, threshold and word list moderation uses, in one place.
 *
 * A submission's score is the sum of the weights of its findings; 0 means nothing was found.
 * Callers apply ARCHITECTURE.md's rule: an organizer's or scraped event with a score above 0
 * waits for an admin, so every weight here is "enough to ask a human". Weights only rank how
 * doubtful an item is (the admin queue's risk badge): 1 = weak hint, 2 = likely junk,
 * 3 = spam/scam/abuse, 4 = active content (scripts).
 *
 * docs/moderation.md lists these signals with the figures measured on the labelled corpus;
 * keep the two in step when tuning.
 */

/** A group of phrases that share a weight and the words used in the flag ('Contains {label} "…"'). */
export interface PhraseGroup {
  label: string;
  weight: number;
  /** Plain phrases: matched case-insensitively on whole words, any punctuation or none between words. */
  phrases: string[];
  /** Regular-expression sources (lower-case text, no flags) for templated phrases; the flag quotes the match. */
  patterns?: string[];
}

export const MODERATION_CONFIG = {
  /** Only this many characters of each text field are analysed (huge descriptions stay fast). */
  maxAnalysedChars: 20_000,
  /** A single rule never adds more than this many flags (e.g. ten scam phrases → five flags). */
  maxFlagsPerRule: 5,

  weights: {
    profanity: 3,
    tooManyLinks: 2,
    linkInTitle: 2,
    urlShortener: 2,
    urlNotHttp: 3,
    urlBlockedDomain: 3,
    urlRawIp: 2,
    urlPunycode: 2,
    excessiveCapitals: 1,
    repeatedPunctuation: 1,
    dateInPast: 2,
    dateTooFarAhead: 1,
    dateInvalid: 2,
    priceOutlier: 2,
    disposableEmail: 3,
    domainMismatch: 1,
    htmlMarkup: 2,
    scriptMarkup: 4,
    disguisedText: 2,
    placeholderText: 2,
    keyboardMashing: 2,
    keywordStuffing: 2,
    duplicate: 3,
  },

  links: {
    /** More links than this in the free text (title, description, venue, price text) is flagged. */
    maxLinksInText: 3,
  },

  shouting: {
    /** Title: flagged when at least this many words and letters, and this share of the letters, are capitals. */
    titleMinWords: 4,
    titleMinLetters: 20,
    titleCapitalsRatio: 0.8,
    /** Description (and organization description). */
    descriptionMinLetters: 60,
    descriptionCapitalsRatio: 0.6,
    /** '!!!', '???', '?!?!': a run this long counts … */
    punctuationRun: 3,
    /** … flagged when there are this many runs, or one run at least `punctuationLongRun` long. */
    punctuationMinRuns: 2,
    punctuationLongRun: 5,
    /** '$$' and longer: flagged at once. */
    dollarRun: 2,
  },

  dates: {
    /** Events more than this many months ahead are flagged. */
    maxMonthsAhead: 18,
  },

  /**
   * Highest price (USD) that is normal for a category; above it the price is "far outside the norm".
   * Generous on purpose: gala dinners, concerts and tournament team fees are legitimately dear.
   */
  priceCeilings: {
    'Cultural Events': 300,
    'Religious Festivals': 251,
    'Community Meetups': 150,
    Educational: 1500,
    Entertainment: 1000,
    Sports: 1000,
    Workshop: 800,
    'Exhibitions & Shopping': 100,
  } as Record<string, number>,
  /** Ceiling for categories not listed above. */
  defaultPriceCeiling: 1000,

  duplicates: {
    /**
     * pg_trgm similarity of lower(title) at or above which two events on the same date (same
     * organization or same city) are near-duplicates.
     */
    titleSimilarity: 0.5,
  },

  stuffing: {
    /** Keyword stuffing: the same two-word phrase (neither word a common word) this many times … */
    repeatedBigram: 4,
    /** … or one word making up this share of the text's words (common words not counted), given at least `minWords` of them. */
    wordShare: 0.25,
    minWords: 30,
    /** Common words that never count. */
    stopwords: [
      'the', 'and', 'for', 'with', 'you', 'your', 'our', 'are', 'from', 'this', 'that', 'will', 'all', 'has', 'have', 'was',
      'were', 'its', 'his', 'her', 'their', 'they', 'them', 'who', 'what', 'when', 'where', 'how', 'not', 'but', 'can', 'may',
      'also', 'into', 'onto', 'than', 'then', 'there', 'here', 'more', 'most', 'per', 'any', 'each', 'every', 'one', 'two',
      'join', 'us', 'we', 'is', 'in', 'on', 'at', 'of', 'to', 'a', 'an', 'or', 'by', 'as', 'be', 'it', 'so', 'do', 'no',
    ],
  },

  junk: {
    /** Fewer letters than this in a title or name is not a title. */
    minTitleLetters: 3,
    /** Consonants in a row (y counts as a vowel) that no real word has: 'sdfghjkl'. */
    consonantRun: 6,
    /** Keyboard rows typed in a run. */
    keyboardSequences: ['qwert', 'werty', 'asdf', 'sdfg', 'dfgh', 'fghj', 'ghjk', 'hjkl', 'zxcv', 'xcvb', 'cvbn', 'vbnm', 'uiop', 'yuio'],
    /** Whole titles (or organization names) that are placeholders, compared case-insensitively without digits/punctuation. */
    placeholderTitles: [
      'test', 'testing', 'test event', 'test test', 'test org', 'test organization', 'testing event', 'sample', 'sample event',
      'dummy', 'dummy event', 'untitled', 'untitled event', 'new event', 'my event', 'event', 'event title', 'title', 'abc',
      'xyz', 'xxx', 'aaa', 'foo', 'bar', 'foo bar', 'hello', 'hello world', 'hi', 'na', 'n a', 'none', 'tbd', 'asdf', 'qwerty',
    ],
  },

  /**
   * Spam and scam phrases, matched on normalised text (Unicode NFKC, homoglyphs mapped, zero-width
   * characters removed, lower case; also with leetspeak undone and s p a c e d letters joined).
   * Phrases here must be ones a genuine community event or organization essentially never writes.
   */
  phraseGroups: [
    {
      label: 'scam phrase',
      weight: 3,
      phrases: [
        'guaranteed income', 'guaranteed returns', 'guaranteed return', 'guaranteed profit', 'guaranteed profits',
        'guaranteed payout', 'work from home', 'make money fast', 'make money online', 'make money from home',
        'easy money', 'fast cash', 'be your own boss', 'financial freedom', 'passive income', 'double your money',
        'double your investment', 'get rich quick', 'risk free investment', 'zero risk investment', 'no investment required',
        'multi level marketing', 'network marketing', 'western union',
        'moneygram', 'bank details', 'bank account details', 'lottery winner',
        'lottery winners', 'you have won', 'you have been selected', 'claim your prize', 'claim your reward', 'claim your gift',
        'green card guaranteed', 'guaranteed green card', 'visa guaranteed', 'guaranteed visa', 'guaranteed job', 'job guaranteed', 'job guarantee', 'placement guarantee',
        'not a scam', 'no scam', 'legit opportunity', 'secret method', 'earn from home',
        'earning opportunity', 'unlimited earning', 'unlimited earnings',
        'limited slots pay now',
      ],
      patterns: [
        // 'earn $5,000 per week', 'make 500 dollars a day', 'earn $300/day' (a currency is required)
        String.raw`(?:earn|make|making|earning)\s+(?:up\s+to\s+)?(?:(?:\$|usd|rs\.?|₹)\s?\d[\d,.]*\s*k?|\d[\d,.]*\s*k?\s*(?:usd|dollars|bucks|\$))\s*(?:per|a|an|/|every|each|in\s+a)\s*(?:day|daily|week|weekly|month|hour|hr)\b`,
        String.raw`100\s*%\s*(?:legit|genuine|guaranteed|placement|job)`,
        // 'H1B guaranteed', 'H-1B visa guaranteed', 'guaranteed H1B'
        String.raw`\bh[\W_]?1[\W_]?b\s+(?:visa\s+)?guaranteed|guaranteed\s+h[\W_]?1[\W_]?b`,
        // 'pay the fee in google play / itunes / amazon gift cards'
        String.raw`(?:pay|payment|paid)\s+(?:\w+\s+){0,4}(?:gift\s*cards?|itunes\s+cards?|steam\s+cards?)`,
      ],
    },
    {
      label: 'crypto scam phrase',
      weight: 3,
      phrases: [
        'crypto giveaway', 'bitcoin giveaway', 'btc giveaway', 'eth giveaway', 'nft giveaway', 'crypto airdrop', 'free airdrop',
        'airdrop', 'bitcoin doubling', 'bitcoin doubler', 'double your bitcoin', 'double your crypto', 'crypto doubling',
        'send btc', 'send bitcoin', 'send eth', 'send usdt', 'crypto signals', 'forex signals', 'trading signals',
        'forex trading profits', 'binary options', 'crypto investment opportunity', 'crypto profits', 'bitcoin profits',
        'crypto recovery', 'recover lost crypto', 'recover your crypto', 'trading bot profits', 'elon musk giveaway',
        'wallet address', 'seed phrase', 'connect your wallet', 'usdt',
      ],
    },
    {
      label: 'gambling spam phrase',
      weight: 3,
      phrases: [
        'online casino', 'casino bonus', 'casino bonuses', 'casino games', 'casino promo', 'casino deposit', 'casino slots',
        'casino online', 'casino app', 'casino site', 'best casino', 'real money casino', 'live casino', 'play casino',
        'free spins', 'free spin', 'no deposit bonus', 'deposit bonus', 'welcome bonus', 'sports betting', 'online betting',
        'betting tips', 'bet now', 'betting app', 'satta', 'satta king', 'satta matka', 'matka result',
        'teen patti cash', 'teen patti real money', 'rummy cash', 'real money rummy', 'poker bonus', 'jackpot winner',
        'slot machines', 'online slots', 'fixed match', 'fixed matches', 'dream11 tips', 'cricket betting',
      ],
    },
    {
      label: 'loan spam phrase',
      weight: 3,
      phrases: [
        'payday loan', 'payday loans', 'instant loan', 'instant loans', 'instant cash', 'instant approval', 'quick loan',
        'quick loans', 'quick cash', 'easy loan', 'easy loans', 'fast loan', 'fast loans', 'no credit check',
        'bad credit ok', 'bad credit loans', 'bad credit loan', 'loan approved', 'guaranteed loan', 'loan guaranteed',
        'cash advance', 'loan offer', 'low interest loan',
      ],
    },
    {
      label: 'adult or pharmacy spam phrase',
      weight: 3,
      phrases: [
        'viagra', 'cialis', 'cheap meds', 'cheap pills', 'online pharmacy', 'discount pharmacy', 'no prescription',
        'weight loss pills', 'diet pills', 'keto pills', 'fat burner', 'escort service', 'escort services', 'escorts',
        'call girls', 'call girl', 'hot singles', 'hookup', 'hook up tonight', 'adult dating', 'adult chat', 'sex chat',
        'onlyfans', 'sugar daddy', 'nudes', 'webcam girls', 'xxx', 'massage happy ending',
      ],
    },
    {
      label: 'astrology scam phrase',
      weight: 3,
      phrases: [
        'vashikaran', 'vashikaran specialist', 'love problem solution', 'love problem specialist', 'black magic',
        'black magic removal', 'kala jadu', 'get your ex back', 'get your love back', 'lost love back',
        'husband wife problem', 'love marriage specialist', 'inter caste marriage problem', 'spell caster', 'love spell',
        'guaranteed results', 'problem solution in 24 hours', 'solution within 24 hours',
      ],
    },
    {
      label: 'travel spam phrase',
      weight: 2,
      phrases: [
        'cheap flights', 'cheapest flights', 'cheap air tickets', 'cheapest air tickets', 'lowest airfare', 'lowest airfares',
        'flight deals to india', 'cheap tickets to india', 'call our travel expert', 'book flights now', 'airline tickets at lowest',
      ],
    },
    {
      label: 'homework or job-support spam phrase',
      weight: 2,
      phrases: ['assignment help', 'homework help service', 'dissertation help', 'proxy interview', 'proxy interviews', 'job support from india'],
    },
    {
      label: 'marketing spam phrase',
      weight: 2,
      phrases: [
        'buy followers', 'buy instagram followers', 'buy likes', 'buy reviews', 'buy backlinks', 'backlinks', 'seo services',
        'cheap seo', 'rank on google', 'rank 1 on google', 'first page of google', 'guest post', 'guest posts',
        'essay writing service', 'cheap essays', 'do my homework', 'replica watches', 'replica bags', 'replica handbags',
        'fake ids', 'fake id', 'fake passport', 'fake passports', 'fake documents', 'cheap ray ban',
        'cheap jerseys', 'followers and likes', 'youtube views',
        'lorem ipsum', 'dolor sit amet',
      ],
    },
    {
      label: 'high-pressure sales phrase',
      weight: 1,
      phrases: [
        'act now', 'limited time offer', 'limited time only offer', 'risk free', 'no strings attached',
        'once in a lifetime opportunity', 'click here now', 'click the link below to claim',
        'lowest price guaranteed', 'best price guaranteed', 'dm for price', 'dm me for', 'inbox me for',
      ],
      patterns: [String.raw`100\s*%\s*free`],
    },
  ] as PhraseGroup[],

  profanity: {
    /**
     * Words and names the obscenity library would otherwise mistake for profanity (Indian names,
     * places and food: Harshit, Dikshitar, Shital, Anushka, Dhanush, Cumming GA, cumin …).
     */
    allowedTerms: [
      'harshit', 'rishit', 'darshit', 'nishit', 'akshit', 'ashit', 'ashita', 'kshitij', 'kshiti', 'shitij', 'shital',
      'shitala', 'shitanshu', 'shitole', 'dikshit', 'dikshitar', 'anush', 'anusha', 'anushka', 'anushree', 'dhanush',
      'dhanusha', 'dhanus', 'kanusha', 'cumming', 'cumin', 'fukuoka', 'dickinson', 'dickens', 'dickey', 'cockpit', 'kanal',
      'tit for tat', 'sex education', 'sexual harassment', 'fagu', 'phagu', 'rapeseed', 'scunthorpe', 'shiitake', 'shittake',
      'penistone', 'hancock', 'assam', 'assamese', 'manassas', 'passaic', 'cocktail', 'peacock', 'shuttlecock',
    ],
    /**
     * Additions to the library's English list for a South Asian audience: Hindi/Urdu profanity and
     * slurs aimed at South Asians. obscenity pattern syntax: '|' marks a word boundary; letters are
     * written after duplicate-collapsing (so 'gaandu' is 'gandu').
     */
    extraPatterns: [
      { word: 'madarchod', pattern: 'madarchod' }, { word: 'madarchod', pattern: 'maderchod' },
      { word: 'bhenchod', pattern: 'bhenchod' }, { word: 'bhenchod', pattern: 'behenchod' }, { word: 'bhenchod', pattern: 'bhainchod' },
      { word: 'chutiya', pattern: 'chutiya' }, { word: 'chutiya', pattern: 'chutiye' }, { word: 'chutiya', pattern: 'chootiya' },
      { word: 'bhosdike', pattern: 'bhosdike' }, { word: 'bhosdike', pattern: 'bhosadi' }, { word: 'gandu', pattern: '|gandu|' },
      { word: 'bakchod', pattern: 'bakchod' }, { word: 'lavde', pattern: '|lavde|' },
      { word: 'dothead', pattern: 'dothead' }, { word: 'dothead', pattern: 'dot head' }, { word: 'towelhead', pattern: 'towelhead' },
      { word: 'raghead', pattern: 'raghead' }, { word: 'curry muncher', pattern: 'cury muncher' }, { word: 'paki', pattern: '|paki|' },
      { word: 'paki', pattern: '|pakis|' }, { word: 'sand nigger', pattern: 'sand niger' },
    ] as { word: string; pattern: string }[],
  },

  urls: {
    /** URL shorteners hide where a link goes; genuine organizers link their own site or a ticketing platform. */
    shorteners: [
      'bit.ly', 'bitly.com', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'cutt.ly', 'rebrand.ly',
      'shorturl.at', 'rb.gy', 't.ly', 'tiny.cc', 'bl.ink', 's.id', 'v.gd', 'adf.ly', 'shorte.st', 'bc.vc', 'ouo.io',
      'soo.gd', 'clck.ru', 'qr.ae', 'x.co', 'tr.im', 'po.st', 'snip.ly', 'shrtco.de', 'surl.li', 't2m.io', 'tiny.one',
      'urlz.fr', 'cli.re', 'shorturl.gg', 'lnkd.in', 'rebrandly.com', 'short.gy', 'tinu.be', 'u.to', '2.gy',
    ],
    /** Hosts that genuine ticket or organization links do not use: tunnels, throw-away hosting, dynamic DNS. */
    blockedDomains: [
      '000webhostapp.com', 'ngrok.io', 'ngrok-free.app', 'ngrok.app', 'trycloudflare.com', 'duckdns.org', 'no-ip.org',
      'no-ip.biz', 'ddns.net', 'serveo.net', 'localtunnel.me', 'loca.lt', 'hopto.org', 'zapto.org', 'sytes.net',
    ],
    /** Top-level domains most abused for spam and phishing (Spamhaus/Interisle reports); treated like blocked domains. */
    blockedTlds: [
      'tk', 'ml', 'ga', 'cf', 'gq', 'top', 'cfd', 'sbs', 'icu', 'buzz', 'click', 'loan', 'loans', 'win', 'bid', 'work',
      'rest', 'cam', 'casino', 'bet', 'poker', 'zip', 'mov', 'monster', 'country', 'kim', 'men', 'party', 'review',
      'stream', 'download', 'racing', 'date', 'faith', 'trade', 'accountant', 'science', 'cricket', 'xxx', 'porn', 'sex',
      'adult',
    ],
  },

  emails: {
    /** Free mail providers: a club on gmail with its own website is normal, so no domain-mismatch flag. */
    freeMailProviders: [
      'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.in', 'yahoo.in', 'ymail.com', 'rocketmail.com', 'hotmail.com',
      'outlook.com', 'live.com', 'msn.com', 'aol.com', 'icloud.com', 'me.com', 'mac.com', 'protonmail.com', 'proton.me',
      'pm.me', 'zoho.com', 'zohomail.com', 'gmx.com', 'gmx.net', 'mail.com', 'rediffmail.com', 'yandex.com', 'fastmail.com',
      'hey.com', 'tutanota.com', 'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'cox.net', 'charter.net',
      'bellsouth.net', 'earthlink.net', 'optonline.net', 'hotmail.co.uk', 'outlook.in',
    ],
    /** Website hosts shared by many organizations (a page on them says nothing about the email's domain). */
    sharedWebsiteHosts: [
      'facebook.com', 'fb.com', 'instagram.com', 'google.com', 'wixsite.com', 'wix.com', 'wordpress.com', 'blogspot.com',
      'weebly.com', 'squarespace.com', 'godaddysites.com', 'meetup.com', 'eventbrite.com', 'linktr.ee', 'github.io',
      'linkedin.com', 'twitter.com', 'x.com', 'youtube.com', 'carrd.co', 'jimdosite.com', 'webflow.io', 'sites.google.com',
      'square.site', 'mystrikingly.com', 'wordpress.org', 'tumblr.com', 'substack.com',
    ],
  },
};

export type ModerationConfig = typeof MODERATION_CONFIG;
