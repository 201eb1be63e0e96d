/**
 * The communities Sangam knows, by the language they gather around. Codes are ISO 639 (two letters where
 * one exists; Konkani has only a three-letter code). 'all' means an event for everyone.
 */
export const LANGUAGES = [
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'or', name: 'Odia', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'kok', name: 'Konkani', nativeName: 'कोंकणी' },
  { code: 'sd', name: 'Sindhi', nativeName: 'سنڌي' },
  { code: 'ne', name: 'Nepali', nativeName: 'नेपाली' },
  { code: 'as', name: 'Assamese', nativeName: 'অসমীয়া' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

/** An event or organization for every community. */
export const ALL_COMMUNITIES = 'all';
export type CommunityCode = LanguageCode | typeof ALL_COMMUNITIES;
export const COMMUNITY_CODES: readonly CommunityCode[] = [...LANGUAGE_CODES, ALL_COMMUNITIES];

export function isCommunityCode(value: unknown): value is CommunityCode {
  return typeof value === 'string' && (COMMUNITY_CODES as readonly string[]).includes(value);
}

/**
 * Languages of one family spoken in neighbouring regions, nearest first: an empty answer for one offers the
 * others' events ("No Telugu events in Dallas–Fort Worth · 5 Tamil events in Houston").
 */
const RELATED_LANGUAGES: Readonly<Record<LanguageCode, readonly LanguageCode[]>> = {
  te: ['ta', 'kn', 'ml'],
  ta: ['ml', 'te', 'kn'],
  kn: ['te', 'ta', 'ml'],
  ml: ['ta', 'kn', 'te'],
  mr: ['kok', 'gu', 'hi'],
  gu: ['mr', 'sd', 'hi'],
  kok: ['mr', 'kn'],
  sd: ['gu', 'pa', 'ur'],
  pa: ['hi', 'ur', 'sd'],
  hi: ['ur', 'pa', 'ne'],
  ur: ['hi', 'pa'],
  ne: ['hi', 'as'],
  bn: ['as', 'or'],
  or: ['bn', 'as'],
  as: ['bn', 'or'],
};

/** The languages related to any of `codes` (not those themselves), nearest first. */
export function relatedLanguages(codes: readonly string[]): LanguageCode[] {
  const out: LanguageCode[] = [];
  for (const c of codes)
    for (const r of RELATED_LANGUAGES[c as LanguageCode] ?? []) if (!codes.includes(r) && !out.includes(r)) out.push(r);
  return out;
}
