import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/api-error';
import { COMMUNITY_CODES, isCommunityCode } from '../community-tags/languages';
import { inferLanguages } from '../community-tags/infer-languages';
import { detectFestival } from '../festivals/detect-festival';
import { FESTIVAL_SLUGS, festivalBySlug } from '../festivals/festival-definitions';
import { metroBySlug, unknownMetroMessage } from '../places';
import { categoryColour, whenLabel } from './event-labels';
import type { SharedEventRow as SharedEvent } from '../events/events.repository';
import { ShareEventsService } from './share-events.service';
import { INVALID_ORGANIZATION_ID, ShareScope, UUID } from './share-scope';

export const EMBED_DEFAULT_LIMIT = 10;
export const EMBED_MAX_LIMIT = 50;
/** Rows read before the language and festival filters pick theirs (both are read from the text). */
const FILTER_READ_LIMIT = 1000;

export const unknownLanguageMessage = (v: string) => `Unknown language '${v.slice(0, 40)}'. Known languages: ${COMMUNITY_CODES.join(', ')}`;
export const unknownFestivalMessage = (v: string) => `Unknown festival '${v.slice(0, 60)}'. Known festivals: ${FESTIVAL_SLUGS.join(', ')}`;
export const EMBED_LIMIT_MESSAGE = `limit must be a whole number from 1 to ${EMBED_MAX_LIMIT}`;

/** The widget's filters, as its attributes and the iframe page's query name them. */
export interface EmbedFilters {
  organization?: string;
  metro?: string;
  language?: string;
  festival?: string;
  limit?: string;
}

export interface EmbedEvent {
  id: string;
  title: string;
  date: string;
  startTime: string;
  when: string;
  venue: string;
  city: string;
  state: string;
  category: string;
  colour: string;
  organization: string | null;
  url: string;
}

export interface EmbedAnswer {
  /** What the list is: 'Telugu Association of Austin', 'Dallas–Fort Worth', or 'Upcoming events'. */
  title: string;
  events: EmbedEvent[];
  /** Sangam's page with more of these events. */
  moreUrl: string;
}

function bad(field: string, message: string): never {
  throw new DomainError(400, message, { [field]: message });
}
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The embeddable widget's events: an organization's or a metro's, optionally of a language or festival. */
@Injectable()
export class EmbedEventsService {
  constructor(private readonly shared: ShareEventsService) {}

  async list(f: EmbedFilters): Promise<EmbedAnswer> {
    const org = text(f.organization);
    const metroSlug = text(f.metro);
    const language = text(f.language)?.toLowerCase();
    const festival = text(f.festival)
      ?.toLowerCase()
      .replace(/-\d{4}$/, '');
    const limitText = text(f.limit);
    const limit = limitText === undefined ? EMBED_DEFAULT_LIMIT : /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= EMBED_MAX_LIMIT)) bad('limit', EMBED_LIMIT_MESSAGE);
    if (org && !UUID.test(org)) bad('organization', INVALID_ORGANIZATION_ID);
    const metro = metroSlug ? metroBySlug(metroSlug.slice(0, 100)) : null;
    if (metroSlug && !metro) bad('metro', unknownMetroMessage(metroSlug));
    if (language && !isCommunityCode(language)) bad('language', unknownLanguageMessage(language));
    if (festival && !festivalBySlug(festival)) bad('festival', unknownFestivalMessage(festival));

    // An organization's events, within a metro when both are given; else a metro's; else everyone's.
    const scope: ShareScope | null = org
      ? { kind: 'organization', organizationId: org.toLowerCase() }
      : metro
        ? { kind: 'metro', metro }
        : null;
    const title = scope ? (await this.shared.describe(scope)).name : 'Upcoming events';
    const filtered = language || festival || (org && metro);
    let rows = await this.shared.events(scope, {}, filtered ? FILTER_READ_LIMIT : limit);
    if (org && metro) rows = rows.filter((e) => this.shared.inScope(e, { kind: 'metro', metro }));
    if (festival) rows = rows.filter((e) => matchesFestival(e, festival));
    if (language) rows = rows.filter((e) => inferLanguages(e.organizationName, e.title, e.description).includes(language as never));
    return {
      title,
      events: rows.slice(0, limit).map((e) => this.toEmbed(e)),
      moreUrl: scope ? this.shared.subscribeUrl(scope) : this.shared.homeUrl(),
    };
  }

  private toEmbed(e: SharedEvent): EmbedEvent {
    return {
      id: e.id,
      title: e.title,
      date: e.date,
      startTime: e.startTime,
      when: whenLabel(e),
      venue: e.venue,
      city: e.city,
      state: e.state,
      category: e.category,
      colour: categoryColour(e.category),
      organization: e.organizationName,
      url: this.shared.eventUrl(e.id),
    };
  }
}

/** The festival detected in the event's text is the one asked for, or one of its days (Dhanteras for Diwali). */
function matchesFestival(e: SharedEvent, slug: string): boolean {
  const found = detectFestival(e.title, e.description);
  return !!found && (found === slug || festivalBySlug(found)?.parent === slug);
}
