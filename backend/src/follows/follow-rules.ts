import { describeFollow, EVENT_CATEGORIES } from '@sangam/shared';
import { DomainError, invalidInput } from '../common/api-error';
import { COMMUNITY_CODES, isCommunityCode, LANGUAGES } from '../community-tags/languages';
import { FESTIVAL_SLUGS, FESTIVALS, festivalBySlug } from '../festivals/festival-definitions';
import { lookupZip, Metro, metroBySlug, ZIP_PATTERN, ZipPlace } from '../places';
import {
  DEFAULT_RADIUS_MILES,
  parseRadius,
  RADIUS_MESSAGE,
  RADIUS_WITHOUT_CENTER_MESSAGE,
  unknownMetroMessage,
  unknownZipMessage,
  ZIP_FORMAT_MESSAGE,
} from '../places/place-query';
import { UUID } from '../common/id-param';
import type { FollowFilters } from './follows.repository';

const unknownCategoryMessage = (v: string) => `Unknown category '${v.slice(0, 50)}'. Known categories: ${EVENT_CATEGORIES.join(', ')}`;
const unknownLanguageMessage = (v: string) => `Unknown language '${v.slice(0, 20)}'. Known languages: ${COMMUNITY_CODES.join(', ')}`;
const unknownFestivalMessage = (v: string) => `Unknown festival '${v.slice(0, 60)}'. Known festivals: ${FESTIVAL_SLUGS.join(', ')}`;

/** The values a metro follow's filters take (the preferences page's menus). */
export const FOLLOW_CHOICES = {
  categories: [...EVENT_CATEGORIES],
  languages: [...LANGUAGES.map((l) => ({ code: l.code as string, name: l.name })), { code: 'all', name: 'All communities' }],
  festivals: FESTIVALS.map((f) => ({ slug: f.slug, name: f.name })),
};

export type FollowScope =
  { kind: 'metro'; metro: Metro } | { kind: 'zip'; zip: ZipPlace; radius: number } | { kind: 'organization'; organizationId: string };

/**
 * Exactly one of metro (a known slug), zip (a known ZIP code, with radius in miles: the listing's own
 * checks and messages, default 25) or organizationId (a UUID); 400 with the reason otherwise.
 */
export function parseFollowScope(q: {
  metro?: string | null;
  zip?: string | null;
  radius?: string | number | null;
  organizationId?: string | null;
}): FollowScope {
  if ([q.metro, q.zip, q.organizationId].filter(Boolean).length !== 1) throw new DomainError('follow_scope');
  const hasRadius = q.radius !== undefined && q.radius !== null && q.radius !== '';
  if (hasRadius && !q.zip) invalidInput('radius', RADIUS_WITHOUT_CENTER_MESSAGE);
  if (q.zip) {
    if (!ZIP_PATTERN.test(q.zip)) invalidInput('zip', ZIP_FORMAT_MESSAGE);
    const zip = lookupZip(q.zip);
    if (!zip) return invalidInput('zip', unknownZipMessage(q.zip));
    const given = q.radius;
    const radius = !hasRadius ? DEFAULT_RADIUS_MILES : typeof given === 'string' || typeof given === 'number' ? parseRadius(given) : null;
    if (radius === null) return invalidInput('radius', RADIUS_MESSAGE);
    return { kind: 'zip', zip, radius };
  }
  if (q.organizationId) {
    if (!UUID.test(q.organizationId)) throw new DomainError('invalid_organization_id', { on: 'organizationId' });
    return { kind: 'organization', organizationId: q.organizationId.toLowerCase() };
  }
  const metro = metroBySlug(q.metro!.toLowerCase());
  if (!metro) return invalidInput('metro', unknownMetroMessage(q.metro!));
  return { kind: 'metro', metro };
}

/** The filters in their stored form (the category as the listing spells it); 400 with the known values for an unknown one. */
export function parseFollowFilters(q: { category?: string | null; language?: string | null; festival?: string | null }): FollowFilters {
  const category = q.category ? (EVENT_CATEGORIES.find((c) => c.toLowerCase() === q.category!.toLowerCase()) ?? null) : null;
  if (q.category && !category) invalidInput('category', unknownCategoryMessage(q.category));
  const language = q.language ? q.language.toLowerCase() : null;
  if (language && !isCommunityCode(language)) invalidInput('language', unknownLanguageMessage(q.language!));
  const festival = q.festival ? q.festival.toLowerCase() : null;
  if (festival && !festivalBySlug(festival)) invalidInput('festival', unknownFestivalMessage(q.festival!));
  return { category, language, festival };
}

/**
 * What a follow is, in words (describeFollow: the same words as the Subscribe sheet): subjects, digests, pages.
 * 'Telugu events within 25 miles of 08817 (Edison, NJ)'; with `count`, '2 Telugu events within …'.
 */
export function followName(
  f: { metro: string | null; organizationId: string | null; zip: string | null; radius: number | null } & FollowFilters,
  organizationName: string | null | undefined,
  count?: number,
): string {
  const zip = f.zip ? lookupZip(f.zip) : null;
  return describeFollow(
    {
      metro: f.metro ? (metroBySlug(f.metro)?.name ?? f.metro) : null,
      zip: f.zip ? { zip: f.zip, radius: f.radius ?? DEFAULT_RADIUS_MILES, city: zip?.city, state: zip?.state } : null,
      organization: f.organizationId ? (organizationName ?? 'an organization') : null,
      festival: f.festival ? (festivalBySlug(f.festival)?.name ?? f.festival) : null,
      language: f.language ? (FOLLOW_CHOICES.languages.find((l) => l.code === f.language)?.name ?? f.language) : null,
      category: f.category,
    },
    count,
  );
}

/** A follow whose weekend is empty gets at most one "here is what is coming up" mail in this many days. */
export const UPCOMING_MAIL_DAYS = 30;

/** Whether a follow with nothing this weekend is due its "coming up" mail (never sent, or UPCOMING_MAIL_DAYS ago). */
export function upcomingMailDue(lastSent: Date | null, now: Date): boolean {
  return !lastSent || now.getTime() - lastSent.getTime() >= UPCOMING_MAIL_DAYS * 86_400_000;
}

/** Confirmation mails an address may get in 24 hours. */
export const CONFIRMATIONS_PER_DAY = 3;
/** A confirmation mailed less than this long ago and not yet confirmed holds back the next one. */
export const CONFIRMATION_PENDING_HOURS = 24;
/** An address that unsubscribed gets at most one "did you ask to follow again?" mail in this many days. */
export const RECONFIRMATION_DAYS = 30;

/** What the follows table says of an address, read under its lock when a follow is asked for. */
export interface AddressHistory {
  /** A message to it was refused for good (its follows are 'bounced'). */
  bounced: boolean;
  /** It stopped a follow, and follows nothing now: it said it wants no more mail. */
  stopped: boolean;
  /** Confirmation mails in the last 24 hours. */
  sentToday: number;
  /** A confirmation mailed in the last 24 hours is still unconfirmed. */
  awaiting: boolean;
  lastSent: Date | null;
}

/**
 * Whether a follow request may mail a confirmation (anyone can ask for any address, so the address
 * decides, never the caller): never to an address that bounced; to one that unsubscribed (this follow,
 * or all it followed) at most one "did you ask to follow again?" mail in RECONFIRMATION_DAYS; otherwise one
 * unconfirmed confirmation at a time and at most CONFIRMATIONS_PER_DAY a day. docs/follows.md.
 */
export function confirmationToSend(h: AddressHistory, thisFollowStopped: boolean, now = new Date()): 'confirm' | 'confirm-again' | null {
  if (h.bounced) return null;
  if (thisFollowStopped || h.stopped) {
    const since = h.lastSent ? now.getTime() - h.lastSent.getTime() : Infinity;
    return since >= RECONFIRMATION_DAYS * 86_400_000 ? 'confirm-again' : null;
  }
  return !h.awaiting && h.sentToday < CONFIRMATIONS_PER_DAY ? 'confirm' : null;
}
