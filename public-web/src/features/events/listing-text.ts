import { languageName } from '../../lib/languages';
import { formatDay } from '@sangam/shared';
import { chosenLanguages } from './listing-state';
import { DATE_CHIPS } from './date-chips';
import { dateRange, ListingState, Where } from './listing-state';

/** The place in words for the Where button: 'Anywhere', 'Dallas–Fort Worth', 'Edison, NJ · 25 mi'. */
export function whereButtonLabel(where: Where, placeName: string | null): string {
  if (where.kind === 'anywhere') return 'Anywhere';
  if (where.kind === 'metro') return placeName ?? where.slug;
  return `${placeName ?? (where.kind === 'zip' ? where.zip : 'Near me')} · ${where.radius} mi`;
}

function wherePhrase(where: Where, placeName: string | null): string | null {
  if (where.kind === 'anywhere') return null;
  if (where.kind === 'metro') return `In ${placeName ?? where.slug}`;
  return `Within ${where.radius} mi of ${where.kind === 'zip' ? (placeName ?? where.zip) : 'your location'}`;
}

function range(from?: string, to?: string): string {
  if (from && to) return from === to ? formatDay(from, 'month-day') : `${formatDay(from, 'month-day')} – ${formatDay(to, 'month-day')}`;
  return from ? `From ${formatDay(from, 'month-day')}` : to ? `Until ${formatDay(to, 'month-day')}` : '';
}

/** The filters in words, for the line under the heading and the empty state: 'This weekend (Oct 30 – Nov 1) · Within 25 mi of Edison, NJ · Free'. */
export function describeListing(s: ListingState, placeName: string | null, today: string, tagLabel: string | null): string {
  const { from, to } = dateRange(s.when, today);
  let when: string | null = null;
  if (s.when.kind === 'chip') {
    const chip = s.when.chip;
    when = `${DATE_CHIPS.find((c) => c.value === chip)?.label} (${range(from, to)})`;
  } else if (s.when.kind === 'dates') {
    when = range(from, to) || null;
  }
  return [when, wherePhrase(s.where, placeName), s.free ? 'Free' : null, s.category, ...communityWords(s, tagLabel)]
    .filter(Boolean)
    .join(' · ');
}

/** Which events a feed of this view holds: 'Cultural Events · Free · Matching “garba” · In Dallas–Fort Worth'. */
export function describeFeed(s: ListingState, placeName: string | null, tagLabel: string | null): string {
  const q = s.q.trim();
  return [
    s.category ?? 'All events',
    ...communityWords(s, tagLabel),
    s.free ? 'Free' : null,
    q ? `Matching “${q}”` : null,
    wherePhrase(s.where, placeName),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The language and practical tag filters in words ('Telugu or Tamil', 'Kids & family': the tag's label from GET /api/tags). */
function communityWords(s: Pick<ListingState, 'language' | 'tag'>, tagLabel: string | null): (string | null)[] {
  const languages = chosenLanguages(s.language).map((c) => languageName(c) ?? c);
  return [languages.length ? languages.join(' or ') : null, s.tag ? tagLabel : null];
}
