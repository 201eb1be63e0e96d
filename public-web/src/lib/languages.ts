/**
 * The names of the community codes events and organizations carry (`languages: ['te']`), for chips.
 * The API's GET /api/languages is the list to offer (with counts); e2e/festivals.e2e.ts keeps this in step
 * with it (the backend's table: backend/src/community-tags/languages.ts).
 */
const NAMES: Record<string, string> = {
  te: 'Telugu',
  ta: 'Tamil',
  kn: 'Kannada',
  ml: 'Malayalam',
  mr: 'Marathi',
  gu: 'Gujarati',
  pa: 'Punjabi',
  bn: 'Bengali',
  hi: 'Hindi',
  or: 'Odia',
  kok: 'Konkani',
  sd: 'Sindhi',
  ne: 'Nepali',
  as: 'Assamese',
  ur: 'Urdu',
};

/** 'te' → 'Telugu'; null for 'all' (an event for everyone gets no chip) and unknown codes. */
export function languageName(code: string): string | null {
  return NAMES[code] ?? null;
}

/** The chip text for an event's languages: 'Telugu', 'Tamil · Telugu'; '' when for everyone or unknown. */
export function languagesLabel(codes: readonly string[] | null | undefined): string {
  return (codes ?? [])
    .map(languageName)
    .filter((n): n is string => n !== null)
    .join(' · ');
}
