/** A follow with its names resolved (the backend and the Subscribe sheet resolve codes to names the same way). */
export interface FollowWords {
  /** The metro's name ('Dallas–Fort Worth'). */
  metro?: string | null;
  /** A ZIP code and radius in miles, with the ZIP's city and state when known. */
  zip?: { zip: string; radius: number; city?: string | null; state?: string | null } | null;
  /** The organization's name. */
  organization?: string | null;
  /** Names of the filters: 'Diwali', 'Telugu', 'Cultural Events'. */
  festival?: string | null;
  language?: string | null;
  category?: string | null;
}

/**
 * What a follow's mail holds, in the words the Subscribe sheet, the confirmation mail and the digest all use:
 * 'Telugu · Cultural Events events within 25 miles of 08817 (Edison, NJ)', 'events in Dallas–Fort Worth',
 * 'events by Dallas Tamil Sangam'; with `count`, '2 Telugu events in …' / '1 event in …'.
 */
export function describeFollow(f: FollowWords, count?: number): string {
  const filters = [f.festival, f.language, f.category].filter(Boolean).join(' · ');
  const noun = count === 1 ? 'event' : 'events';
  const what = [count === undefined ? null : String(count), filters || null, noun].filter(Boolean).join(' ');
  if (f.organization) return `${what} by ${f.organization}`;
  if (f.zip) {
    const where = f.zip.city ? ` (${f.zip.city}${f.zip.state ? `, ${f.zip.state}` : ''})` : '';
    return `${what} within ${f.zip.radius} miles of ${f.zip.zip}${where}`;
  }
  return `${what} in ${f.metro ?? 'your area'}`;
}
