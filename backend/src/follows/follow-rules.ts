import { EVENT_CATEGORIES } from '@sangam/shared';
import { DomainError } from '../common/api-error';
import { COMMUNITY_CODES, isCommunityCode, LANGUAGES } from '../community-tags/languages';
import { FESTIVAL_SLUGS, festivalBySlug } from '../festivals/festival-definitions';
import { Metro, metroBySlug } from '../places';
import { unknownMetroMessage } from '../places/place-query';
import { INVALID_ORGANIZATION_ID, SCOPE_MESSAGE, UUID } from '../share/share-scope';
import type { FollowFilters } from './follows.repository';

export const FILTERS_NEED_METRO = 'category, language and festival narrow a metro follow; an organization follow takes none';

export const unknownCategoryMessage = (v: string) =>
  `Unknown category '${v.slice(0, 50)}'. Known categories: ${EVENT_CATEGORIES.join(', ')}`;
export const unknownLanguageMessage = (v: string) => `Unknown language '${v.slice(0, 20)}'. Known languages: ${COMMUNITY_CODES.join(', ')}`;
export const unknownFestivalMessage = (v: string) => `Unknown festival '${v.slice(0, 60)}'. Known festivals: ${FESTIVAL_SLUGS.join(', ')}`;

export type FollowScope = { kind: 'metro'; metro: Metro } | { kind: 'organization'; organizationId: string };

/** Exactly one of metro (a known slug) or organizationId (a UUID); 400 with the reason otherwise. */
export function parseFollowScope(q: { metro?: string | null; organizationId?: string | null }): FollowScope {
  if (!q.metro === !q.organizationId) throw new DomainError(400, SCOPE_MESSAGE);
  if (q.organizationId) {
    if (!UUID.test(q.organizationId)) throw new DomainError(400, INVALID_ORGANIZATION_ID, { organizationId: INVALID_ORGANIZATION_ID });
    return { kind: 'organization', organizationId: q.organizationId.toLowerCase() };
  }
  const metro = metroBySlug(q.metro!.toLowerCase());
  if (!metro) throw new DomainError(400, unknownMetroMessage(q.metro!), { metro: unknownMetroMessage(q.metro!) });
  return { kind: 'metro', metro };
}

/** The filters in their stored form (the category as the listing spells it); 400 with the known values for an unknown one. */
export function parseFollowFilters(q: { category?: string | null; language?: string | null; festival?: string | null }): FollowFilters {
  const category = q.category ? (EVENT_CATEGORIES.find((c) => c.toLowerCase() === q.category!.toLowerCase()) ?? null) : null;
  if (q.category && !category)
    throw new DomainError(400, unknownCategoryMessage(q.category), { category: unknownCategoryMessage(q.category) });
  const language = q.language ? q.language.toLowerCase() : null;
  if (language && !isCommunityCode(language))
    throw new DomainError(400, unknownLanguageMessage(q.language!), { language: unknownLanguageMessage(q.language!) });
  const festival = q.festival ? q.festival.toLowerCase() : null;
  if (festival && !festivalBySlug(festival))
    throw new DomainError(400, unknownFestivalMessage(q.festival!), { festival: unknownFestivalMessage(q.festival!) });
  return { category, language, festival };
}

/** 'DFW · Telugu · Diwali' / 'Dallas Tamil Sangam': what a follow is, in words (subjects, pages). */
export function followName(
  f: { metro: string | null; organizationId: string | null } & FollowFilters,
  organizationName: string | null | undefined,
): string {
  const base = f.metro ? (metroBySlug(f.metro)?.name ?? f.metro) : (organizationName ?? 'an organization');
  const parts = [base];
  if (f.festival) parts.push(festivalBySlug(f.festival)?.name ?? f.festival);
  if (f.language) parts.push(f.language === 'all' ? 'All communities' : (LANGUAGES.find((l) => l.code === f.language)?.name ?? f.language));
  if (f.category) parts.push(f.category);
  return parts.join(' · ');
}
